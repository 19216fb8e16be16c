import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The default focus ring colour is tuned for light surfaces; on the dark side bar the ring
// uses the side bar's own foreground so it stays visible (3:1 against the background).
const sidebarFocusRing = {
  outline: `${vars.border.focusWidth} solid ${vars.color.onSidebar}`,
  outlineOffset: '-4px',
} as const;

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minHeight: '100%',
  padding: `${vars.space.xl} ${vars.space.md}`,
  backgroundColor: vars.color.sidebar,
  color: vars.color.onSidebar,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onSidebar,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.sidebarActive, textDecoration: 'underline' },
    '&[data-focus-visible]': sidebarFocusRing,
    // The current page is marked by weight and a bar as well as the background, not colour alone.
    '&[data-current]': {
      backgroundColor: vars.color.sidebarActive,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 4px 0 0 ${vars.color.onSidebar}`,
    },
  },
});

export const icon = style({ flexShrink: 0 });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: 'auto',
  paddingInline: vars.space.md,
});

export const user = style({
  display: 'flex',
  margin: 0,
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const userName = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const userDetail = style({ fontSize: vars.fontSize.sm });

export const logout = style({
  selectors: {
    // Scoped under the side bar so it wins over the button's own ring, whatever the CSS order.
    [`${sidebar} &[data-focus-visible]`]: {
      outline: `${vars.border.focusWidth} solid ${vars.color.onSidebar}`,
      outlineOffset: '2px',
    },
  },
});
