import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

const ancha = 'screen and (min-width: 768px)';

/** La página entera: la tarjeta centrada sobre el fondo, con aire alrededor. */
export const pagina = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  '@media': { [ancha]: { paddingBlock: vars.space.xxl } },
});

export const tarjeta = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  width: '100%',
  maxWidth: '960px',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [ancha]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

/** El panel de la clínica, en el color de su barra lateral: arriba en móvil, a la izquierda si cabe. */
export const marca = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflow: 'hidden',
  backgroundColor: vars.color.sidebar,
  color: vars.color.onSidebar,
  '@media': {
    [ancha]: {
      justifyContent: 'space-between',
      gap: vars.space.xxxl,
      padding: vars.space.xxl,
      minHeight: '480px',
    },
  },
});

export const clinica = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const nombre = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const servicios = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
});

/** La frase de §2.2, tal cual. */
export const lema = style({
  position: 'relative',
  zIndex: 1,
  margin: 0,
  maxWidth: '22ch',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [ancha]: { fontSize: vars.fontSize.xxl } },
});

/** Decoración: tenue, en la esquina de abajo, detrás del texto; solo donde hay sitio. */
export const cruces = style({
  display: 'none',
  position: 'absolute',
  insetBlockEnd: '-28px',
  insetInlineEnd: '-28px',
  width: '220px',
  height: '220px',
  fill: 'currentColor',
  opacity: 0.07,
  pointerEvents: 'none',
  '@media': { [ancha]: { display: 'block' } },
});

export const formulario = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  '@media': { [ancha]: { padding: vars.space.xxxl } },
});

export const cabecera = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const titulo = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  ':focus': { outline: 'none' },
});

export const introduccion = style({ margin: 0, color: vars.color.textMuted });

/** '¿Has olvidado tu contraseña?', bajo el botón y centrado en la columna. */
export const recuperar = style({ alignSelf: 'center' });
