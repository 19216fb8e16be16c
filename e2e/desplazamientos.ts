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

/**
 * How many boxes of the page's main content scroll on their own (a table in a box of fixed height
 * with its own scroll bar hides rows that the page says it shows): none, where every row scrolls
 * with the page.
 */
export function cajasConBarraPropia(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('main *')).filter((el) => {
        const estilo = getComputedStyle(el);
        return /(auto|scroll)/.test(estilo.overflowY) && el.scrollHeight > el.clientHeight + 1;
      }).length,
  );
}
