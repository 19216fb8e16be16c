import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The root element of every Clínica kit tree: base font, colours and box model. */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

// Every search box of the kit has its own clear button with a Spanish name ('Borrar
// búsqueda'); the browser's cancel button of input[type=search] made a second '×' beside it.
globalStyle(`${root} input[type="search"]::-webkit-search-cancel-button`, {
  WebkitAppearance: 'none',
  display: 'none',
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring of the kit, for elements styled by `data-focus-visible`. */
export const focusRing = {
  outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
