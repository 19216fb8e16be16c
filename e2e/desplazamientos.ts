/**
 * What moved on a page as it loaded: the sum of its layout shifts (CLS's parts), the ones no
 * person caused by typing or clicking. `vigilarDesplazamientos` before the page is opened,
 * `desplazamientos` once it has settled.
 */
import type { Page } from '@playwright/test';

type Ventana = { desplazado: number };

export async function vigilarDesplazamientos(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Ventana;
    w.desplazado = 0;
    new PerformanceObserver((lista) => {
      for (const entrada of lista.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entrada.hadRecentInput) w.desplazado += entrada.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function desplazamientos(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Ventana).desplazado);
}
