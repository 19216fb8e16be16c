import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { carpetaDeDatos } from './correo';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * 'Copias de seguridad' (docs/decisiones.md (59)) against the real server: the demo's responsable
 * opens it from the side bar, asks for a backup with 'Hacer una copia ahora', and the page says
 * how it ended. The server writes it into its own temporary data directory's `copias/`
 * (e2e/servidor.mjs), never into the repository.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const ARCHIVO = /^clinica-copia-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar$/;

/** The archives in the backups' folder of the journeys' server at `servidor` (its URL). */
function copiasDelServidor(servidor: string): string[] {
  const carpeta = path.join(carpetaDeDatos(Number(new URL(servidor).port)), 'copias');
  return existsSync(carpeta) ? readdirSync(carpeta).filter((nombre) => ARCHIVO.test(nombre)) : [];
}

test('la responsable ve las copias y hace una ahora', async ({ page, baseURL }) => {
  const antes = copiasDelServidor(baseURL as string);
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Copias de seguridad' })
    .click();
  await expect(page).toHaveURL(/\/administrativo\/copias$/);
  await expect(h1(page)).toHaveText('Copias de seguridad');
  await expect(page.getByText(/^Cada día a las \d\d:\d\d se copian/)).toBeVisible();
  await revisarAccesibilidad(page);

  await page.getByRole('button', { name: 'Hacer una copia ahora' }).click();
  const ultima = page.getByRole('heading', { level: 2, name: 'Última copia', exact: true });
  await expect(ultima).toBeVisible();
  await expect(page.getByText('Pedida desde la aplicación')).toBeVisible();
  // The page asks again while it is being made, until it has ended.
  await expect(page.getByText('Correcta').first()).toBeVisible({ timeout: 30_000 });
  const nombre = page.getByText(ARCHIVO).first();
  await expect(nombre).toBeVisible();
  // The archive the page names is new, in the server's data directory (named so only once whole).
  const archivo = (await nombre.textContent()) as string;
  expect(antes).not.toContain(archivo);
  expect(copiasDelServidor(baseURL as string)).toContain(archivo);
  const ruta = path.join(
    carpetaDeDatos(Number(new URL(baseURL as string).port)),
    'copias',
    archivo,
  );
  expect(statSync(ruta).size).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Hacer una copia ahora' })).toBeEnabled();
  await revisarAccesibilidad(page);
});

test('un administrativo que no es el responsable no tiene esa página', async ({ page }) => {
  // The demo's second receptionist (Pablo) is not the clinic's responsable.
  await iniciarSesion(page, 'administrativo2@clinica.test');
  await expect(page).toHaveURL(/\/administrativo$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Copias de seguridad' }),
  ).toHaveCount(0);
});
