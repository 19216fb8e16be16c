export { vars } from './contract.css';
export { focusRing, root as rootClass, visuallyHidden } from './global.css';
export { highContrastColors, highContrastTheme, lightColors, lightTheme } from './themes.css';
export * as tokens from './tokens';
