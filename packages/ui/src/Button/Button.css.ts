import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.border.width} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.border,
        color: vars.color.disabledText,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"])': {
            backgroundColor: vars.color.primaryHover,
          },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtle,
          },
          '&[data-pressed]': {
            backgroundColor: vars.color.primarySubtle,
            color: vars.color.primaryPressed,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"])': {
            backgroundColor: vars.color.dangerHover,
          },
          '&[data-pressed]': { backgroundColor: vars.color.dangerPressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySubtle,
          },
          '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
        },
      },
    },
    size: {
      small: {
        minHeight: '32px',
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      medium: {
        minHeight: '40px',
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
      large: {
        minHeight: '48px',
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
