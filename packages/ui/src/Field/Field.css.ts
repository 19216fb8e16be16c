import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

/** Shared anatomy of every form field: a column of label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The '(opcional)' mark beside a label; the space before it is text, for the accessible name. */
export const labelMark = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** The '*' mark: hidden from screen readers, so its gap is a margin rather than a space. */
export const requiredMark = style([labelMark, { marginInlineStart: vars.space.xs }]);

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  // Kept in the page while the field is valid (Field.tsx says why), out of the layout.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The box of a text-like control (input, textarea, date segments, select trigger). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-focus-within], &[data-focus-visible], &:focus-visible': focusRing,
    '&[data-invalid], [data-invalid] > &': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled], [data-disabled] > &': {
      backgroundColor: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
