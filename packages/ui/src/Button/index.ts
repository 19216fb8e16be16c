export type { ButtonProps } from './Button';
export { Button } from './Button';
export { button as buttonStyles } from './Button.css';
