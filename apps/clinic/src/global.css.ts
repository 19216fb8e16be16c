import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });
// The themed root of ClinicaProvider fills the window, so its background does too.
globalStyle('#raiz, #raiz > [data-theme]', { minHeight: '100vh' });
