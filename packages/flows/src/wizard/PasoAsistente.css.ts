import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const paso = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '960px',
});

export const cabecera = style({ marginBlockEnd: 0 });

export const formulario = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** 'Continuar' a la izquierda, como en GOV.UK: es lo primero que encuentra quien lee en orden. */
export const botonera = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** Un grupo de campos con su título ('Información personal'). */
export const seccion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 0,
});

export const tituloSeccion = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Campos en columnas que se apilan en pantallas estrechas. */
export const rejilla = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const texto = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  maxWidth: '65ch',
});

/** Una columna estrecha para formularios de pocos campos. */
export const estrecho = style([seccion, { maxWidth: '28rem' }]);
