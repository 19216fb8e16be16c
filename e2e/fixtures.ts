import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const CONTRASENA_DEMO = 'Clinica2026!';

export const CUENTAS = {
  administrativo: 'admin@clinica.test',
  medico: 'medico@clinica.test',
  radiologo: 'radiologo@clinica.test',
  paciente: 'paciente@clinica.test',
} as const;

/** Checks the page with axe: any WCAG A/AA violation fails the journey, named by rule. */
export async function revisarAccesibilidad(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function iniciarSesion(page: Page, email: string, password = CONTRASENA_DEMO) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Every journey also proves that no request leaves the clinic's origin (DECISIONS.md #20):
 * fonts, icons and table texts are bundled.
 */
export const test = base.extend<{ origenesAjenos: string[]; infraccionesCsp: string[] }>({
  origenesAjenos: [
    async ({ page, baseURL }, use) => {
      const ajenos: string[] = [];
      const propio = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['data:', 'blob:'].includes(url.protocol)) return;
        if (url.origin !== propio) ajenos.push(request.url());
      });
      await use(ajenos);
      expect(ajenos, 'peticiones a otros orígenes').toEqual([]);
    },
    { auto: true },
  ],
  /** And that the Content-Security-Policy (only the clinic's origin) blocks nothing the app does. */
  infraccionesCsp: [
    async ({ page }, use) => {
      const infracciones: string[] = [];
      page.on('console', (mensaje) => {
        if (mensaje.text().includes('Content Security Policy')) infracciones.push(mensaje.text());
      });
      await use(infracciones);
      expect(infracciones, 'infracciones de la CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
