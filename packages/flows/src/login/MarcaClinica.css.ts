import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const marca = style({ flexShrink: 0, display: 'block' });

/** Los colores de la barra lateral: la marca se lee igual sobre fondo claro y sobre ella. */
export const fondo = style({
  fill: vars.color.sidebar,
  selectors: { [`${marca}[data-invertida] &`]: { fill: vars.color.onSidebar } },
});

export const cruz = style({
  fill: vars.color.onSidebar,
  selectors: { [`${marca}[data-invertida] &`]: { fill: vars.color.sidebar } },
});
