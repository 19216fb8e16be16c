import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

const root = style({});

export const tooltip = style({
  position: 'absolute',
  insetBlockEnd: 'calc(100% + 6px)',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  // Out of layout until shown: a transparent tooltip still widens the page, so a button at
  // the right edge (a DatePicker's calendar button) made narrow screens scroll sideways.
  display: 'none',
  zIndex: vars.zIndex.overlay,
  selectors: {
    [`${root}[data-hovered] &, ${root}[data-focus-visible] &`]: { display: 'block' },
  },
});

/** The tooltip of an unavailable action: its name and, below, why; it may wrap. */
export const reasonTooltip = style([
  tooltip,
  {
    insetInlineStart: 'auto',
    insetInlineEnd: 0,
    transform: 'none',
    width: 'max-content',
    maxWidth: 'min(18rem, 80vw)',
    whiteSpace: 'normal',
    textAlign: 'start',
  },
]);

export const reason = style({ display: 'block', fontWeight: vars.fontWeight.regular });

export const icon = style({ display: 'inline-flex' });

export const iconButton = recipe({
  base: [
    root,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      border: `${vars.border.width} solid transparent`,
      borderRadius: vars.radius.md,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      selectors: {
        '&[data-focus-visible]': focusRing,
        '&[data-disabled], &[aria-disabled="true"]': {
          color: vars.color.disabledText,
          cursor: 'not-allowed',
        },
      },
    },
  ],
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { backgroundColor: vars.color.surfaceMuted },
        },
      },
      primary: {
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { backgroundColor: vars.color.primarySubtle },
        },
      },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { backgroundColor: vars.color.dangerSubtle },
        },
      },
    },
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '40px', height: '40px' },
    },
  },
});
