import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a modal: Dialog's, AlertDialog's and ImagePreview's. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  // Faded in only for people who did not ask the system for less motion: under a media query
  // that turns it on, since an `animation: none` for reduced motion on the overlay's class alone
  // lost to this attribute's selector (more specific) and the fade played for them too.
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` } },
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '28rem' },
      medium: { maxWidth: '40rem' },
      large: { maxWidth: '60rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  overflow: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const heading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  alignSelf: 'center',
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});
