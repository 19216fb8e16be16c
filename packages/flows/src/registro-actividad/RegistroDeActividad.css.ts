import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** 'Mostrar': as wide as its longest option, never the whole page. */
export const filtro = style({ maxWidth: '20rem' });

/**
 * A cita's number in 'Sobre qué' reads as a link within its words, not as a button: underlined, in
 * the link colour, without the button's padding. `:any-link` outweighs the button's own rules.
 */
export const enlaceDeCita = style({
  selectors: {
    '&:any-link': {
      display: 'inline',
      minHeight: 0,
      padding: 0,
      border: 'none',
      color: vars.color.link,
      fontWeight: 'inherit',
      fontSize: 'inherit',
      lineHeight: 'inherit',
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      whiteSpace: 'normal',
    },
    '&:any-link[data-hovered]:not([aria-disabled="true"])': {
      backgroundColor: 'transparent',
      textDecorationThickness: '2px',
    },
    '&:any-link[data-pressed]': { backgroundColor: 'transparent' },
  },
});
