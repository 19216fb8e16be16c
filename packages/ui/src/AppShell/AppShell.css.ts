import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

// A container query, not a media query: the shell collapses when *its own* width is under
// 991px. In the app the shell fills the viewport so this is the viewport's width, and a story
// or an embedding app that gives it a narrower box gets the narrow layout too.
const shellContainer = createContainer();
const narrow = `${shellContainer} (max-width: 990.98px)`;

export const shell = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  position: 'relative',
  minHeight: '100vh',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: '100vh',
  selectors: {
    '&[data-has-sidebar]': { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  },
  '@container': {
    [narrow]: {
      selectors: {
        '&[data-has-sidebar]': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateRows: 'auto auto 1fr',
          alignContent: 'start',
        },
      },
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  boxShadow: vars.shadow.md,
  whiteSpace: 'nowrap',
  // Clipped to nothing until it has focus: the first Tab of the page shows it.
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '&:focus': focusRing,
  },
});

export const topBar = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      backgroundColor: vars.color.sidebar,
      color: vars.color.onSidebar,
    },
  },
});

export const topBarTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const menuButton = style({
  selectors: {
    [`${topBar} &[data-focus-visible]`]: {
      outline: `${vars.border.focusWidth} solid ${vars.color.onSidebar}`,
      outlineOffset: '2px',
    },
  },
});

export const sidebarRegion = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100vh',
  overflowY: 'auto',
  zIndex: vars.zIndex.sidebar,
  '@container': {
    [narrow]: {
      position: 'static',
      height: 'auto',
      display: 'none',
      selectors: { '&[data-open]': { display: 'block' } },
    },
  },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
  '@container': {
    [narrow]: { padding: vars.space.lg },
  },
});
