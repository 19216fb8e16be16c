import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** An option's own box: none, so the label is the row's flex item as before. */
export const field = style({ display: 'contents' });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** The circle; selected shows a thick ring around a dot, so it is not told by colour alone. */
export const indicator = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transition: 'border-width 120ms',
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${radio}[data-selected] &`]: {
      borderWidth: '6px',
      borderColor: vars.color.primary,
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      backgroundColor: vars.color.disabledSurface,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
