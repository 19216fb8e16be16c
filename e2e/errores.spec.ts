import type { Page } from '@playwright/test';
import { captura } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * No route had an error screen, so any error while showing a page put react-router's
 * English developer page in its place ("Unexpected Application Error!", "Hey developer 👋"),
 * with the error's text and stack. A real way there: the app was updated on the server while
 * the receptionist's tab was open, so the code of the page she opens next is no longer there.
 */

const MENSAJE =
  'No se ha podido mostrar esta página. Vuelve al inicio para cargarla de nuevo; si vuelve a ocurrir, inténtalo más tarde.';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The 'Crear cita' page's own chunk, which the build names after its module. */
const CODIGO_DE_CREAR_CITA = /\/assets\/CrearCita-[\w-]+\.js$/;

for (const ancho of [1280, 375]) {
  test(`una página cuyo código ya no está muestra la pantalla de error en español (${ancho} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: 800 });
    const errores: string[] = [];
    page.on('console', (mensaje) => {
      if (mensaje.type() === 'error') errores.push(mensaje.text());
    });
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    await expect(h1(page)).toHaveText(/^Citas del /);

    // The page's code does not arrive: a deployment replaced it on the server, or the network
    // dropped it.
    await page.route(CODIGO_DE_CREAR_CITA, (ruta) => ruta.fulfill({ status: 404, body: '' }));
    await page.goto('/administrativo/crearCita');

    await expect(h1(page)).toHaveText('Se ha producido un error');
    await expect(h1(page)).toBeFocused();
    await expect(page.getByText(MENSAJE)).toBeVisible();
    await expect(page).toHaveTitle('Se ha producido un error · Clínica');
    // Nothing technical: no developer page, no error text, no stack.
    await expect(page.locator('body')).not.toContainText(
      /Unexpected Application Error|developer|Failed to fetch|dynamically imported|\.js/,
    );
    // The error is logged.
    expect(errores.some((texto) => texto.startsWith('No se ha podido mostrar la página'))).toBe(
      true,
    );
    const volver = page.getByRole('link', { name: 'Volver al inicio' });
    await expect(volver).toHaveAttribute('href', '/administrativo');
    const desborde = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(desborde).toBeLessThanOrEqual(0);
    await revisarAccesibilidad(page);
    await captura(page, `error-de-pagina-${ancho}`);

    // By keyboard, back home: the page loads afresh, and with the code back, so does the page.
    await page.unroute(CODIGO_DE_CREAR_CITA);
    await page.keyboard.press('Tab');
    await expect(volver).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administrativo$/);
    await expect(h1(page)).toHaveText(/^Citas del /);
    await page.goto('/administrativo/crearCita');
    await expect(h1(page)).toHaveText('Búsqueda del paciente');
  });
}
