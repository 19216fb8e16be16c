import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });
// The themed root of ClinicaProvider fills the window, so its background does too.
globalStyle('#raiz, #raiz > [data-theme]', { minHeight: '100vh' });

// index.html's 'Cargando…', painted with the HTML until the first render replaces it: the
// system's font and colours (the kit's theme is not loaded yet), in the middle of the window.
globalStyle('.cargando-al-abrir', {
  margin: 0,
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '1rem',
  color: 'CanvasText',
  background: 'Canvas',
});

// Over a first screen drawn at build time (vite.config.ts, `primerasPantallas`), 'Cargando…'
// is for assistive technology only: the screen shows what is coming, inert until the app draws it.
globalStyle('[data-primera-pantalla] > .cargando-al-abrir', {
  position: 'absolute',
  width: 1,
  height: 1,
  minHeight: 0,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
