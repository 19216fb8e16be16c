import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The colours of each clinical state, for a badge or a whole table row. The DataTable reads
 * these for its row tone; the state's word is always shown beside the colour.
 */
export const statusColors = {
  EN_CURSO: { background: vars.status.enCursoBg, text: vars.status.enCursoText },
  CUMPLIDA: { background: vars.status.cumplidaBg, text: vars.status.cumplidaText },
  CANCELADA: { background: vars.status.canceladaBg, text: vars.status.canceladaText },
  NO_PRESENTADA: { background: vars.status.noPresentadaBg, text: vars.status.noPresentadaText },
  PENDIENTE: { background: vars.status.pendienteBg, text: vars.status.pendienteText },
  RESUELTA: { background: vars.status.resueltaBg, text: vars.status.resueltaText },
} as const;

const tone = (estado: keyof typeof statusColors) => ({
  backgroundColor: statusColors[estado].background,
  color: statusColors[estado].text,
  borderColor: statusColors[estado].text,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: `${vars.border.width} solid`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    estado: {
      EN_CURSO: tone('EN_CURSO'),
      CUMPLIDA: tone('CUMPLIDA'),
      CANCELADA: tone('CANCELADA'),
      NO_PRESENTADA: tone('NO_PRESENTADA'),
      PENDIENTE: tone('PENDIENTE'),
      RESUELTA: tone('RESUELTA'),
    },
  },
});

export const icon = style({ flexShrink: 0 });
