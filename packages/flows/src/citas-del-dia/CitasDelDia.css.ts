import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const selectorDeDia = style({ maxWidth: '16rem', marginBlockEnd: vars.space.md });
