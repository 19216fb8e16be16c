import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    // The drop zone's own (visually hidden) button has focus: ring the whole zone.
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    // While files are dragged over it the border turns solid as well as coloured.
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const zoneIcon = style({ color: vars.color.textMuted });

export const dropText = style({ fontWeight: vars.fontWeight.medium });

export const orText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
