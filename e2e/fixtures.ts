import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { CONTRASENA_DEMO } from '@clinica/api-client/reglas';
import { test as base, expect, type Page } from '@playwright/test';
import { carpetaDeDatos } from './correo';
import { archivoDeRegistro } from './registro';

// The demo's public password has one home, the password rule that refuses it for real accounts.
export { CONTRASENA_DEMO };

export const CUENTAS = {
  administrativo: 'admin@clinica.test',
  medico: 'medico@clinica.test',
  radiologo: 'radiologo@clinica.test',
  paciente: 'paciente@clinica.test',
} as const;

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA. */
const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe that AxeBuilder brings (its own dependency, so the same version it would inject). */
const { source: FUENTE_DE_AXE } = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
)('axe-core') as { source: string };

/**
 * What AxeBuilder evaluates in each frame before a check, in place of axe's 560 kB source: axe is
 * put in each frame that lacks it beforehand (cargarAxe), once per document. AxeBuilder evaluated
 * the whole source twice a check (once in `analyze`, once more in each frame in legacy mode),
 * and again at each check of the same document (a wizard's steps), each time sent through
 * DevTools and read again by the page. Every run still starts afresh: axe.run builds its view of
 * the page each time, with AxeBuilder's configuration.
 */
const AXE_YA_CARGADO =
  "if (typeof window.axe === 'undefined') throw new Error('axe no está cargado en este marco');";

/**
 * axe's source in each frame of the page that does not have it yet. As AxeBuilder does, a frame
 * other than the page's own that cannot take it is left out.
 */
async function cargarAxe(page: Page) {
  for (const marco of page.frames()) {
    try {
      const cargado = await marco.evaluate("typeof window.axe !== 'undefined'");
      if (!cargado) await marco.evaluate(FUENTE_DE_AXE);
    } catch (error) {
      if (marco === page.mainFrame()) throw error;
    }
  }
}

/**
 * Checks the page with axe: any WCAG A/AA violation fails the journey, named by rule.
 *
 * In AxeBuilder's legacy mode axe runs in the page in one call, asked for violations only (the
 * app has no frames). By default AxeBuilder runs axe per frame and then opens a new page to put
 * the results together: 0.8–1.7 s a check against 0.3 s, about 90 s of the journeys' CPU over
 * their ~90 checks.
 */
export async function revisarAccesibilidad(page: Page): Promise<void> {
  // Not halfway through a fade: a dialog still fading in has its text at a fraction of its
  // colour, and axe would measure that contrast; nor through a colour's transition that the last
  // render has just started (a button enabled when its data arrives). Two frames let a change
  // start its transition; endless animations (a spinner) are left alone.
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  await cargarAxe(page);
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_YA_CARGADO })
    .setLegacyMode()
    .withTags(ETIQUETAS_WCAG)
    .options({ resultTypes: ['violations'] })
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

/** Chooses an option of a radio group by its label, as a person clicks it. */
export async function elegir(page: Page, nombre: string | RegExp) {
  const radio = page.getByRole('radio', { name: nombre });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The first worker's server listens here, the next one on the port after, and so on. */
const PUERTO_BASE = Number(process.env.E2E_PORT ?? 3107);

/** Until the server answers /api/salud 200, or fails if it exits or takes two minutes. */
async function esperarServidor(url: string, proceso: ChildProcess, salida: () => string) {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) {
      throw new Error(`El servidor de los recorridos terminó (${proceso.exitCode}):\n${salida()}`);
    }
    try {
      if ((await fetch(`${url}/api/salud`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor de los recorridos no respondió en ${url}:\n${salida()}`);
}

/**
 * Every journey also proves that no request leaves the clinic's origin (docs/decisiones.md (20)):
 * fonts, icons and table texts are bundled.
 */
export const test = base.extend<
  { origenesAjenos: string[]; infraccionesCsp: string[] },
  { servidor: string; relojDelServidor: string | undefined }
>({
  /**
   * An instant for the server's clock to start at (CLINICA_RELOJ_DE_PRUEBA, apps/api/src/reloj.ts),
   * for a journey that needs a clinic's given hour on whatever date it runs:
   * `test.use({ relojDelServidor: '2026-12-01T09:30:00+01:00' })`. Its journeys get a worker, and
   * so a server and a demo clinic seeded around that instant, of their own.
   */
  relojDelServidor: [undefined, { scope: 'worker', option: true }],
  /**
   * Each worker's own server: the real API and the built app on a fresh embedded database with
   * the demo clinic (e2e/servidor.mjs). Workers run side by side and never share data, so no
   * journey can take a slot or a patient another one counts on.
   */
  servidor: [
    async ({ relojDelServidor }, use, workerInfo) => {
      const puerto = PUERTO_BASE + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${puerto}`;
      // Nothing may answer on the port already: it would be tested instead of this build.
      const ocupado = await fetch(`${url}/api/salud`).then(
        () => true,
        () => false,
      );
      if (ocupado) throw new Error(`Ya hay un servidor escuchando en ${url}: páralo antes.`);
      // Its log, at the level a clinic runs it, is read after the run (e2e/registro-limpio.ts).
      const registro = openSync(archivoDeRegistro(puerto), 'a');
      const proceso = spawn(process.execPath, [path.join(import.meta.dirname, 'servidor.mjs')], {
        cwd: path.resolve(import.meta.dirname, '..'),
        // The IPC channel ends the server with this worker, however the worker ends.
        stdio: ['ignore', registro, 'pipe', 'ipc'],
        env: {
          ...process.env,
          PORT: String(puerto),
          E2E_DATA_DIR: carpetaDeDatos(puerto),
          ...(relojDelServidor ? { CLINICA_RELOJ_DE_PRUEBA: relojDelServidor } : {}),
        },
      });
      const errores: Buffer[] = [];
      proceso.stderr?.on('data', (trozo: Buffer) => {
        errores.push(trozo);
        process.stderr.write(trozo);
      });
      try {
        await esperarServidor(url, proceso, () => Buffer.concat(errores).toString());
        await use(url);
      } finally {
        if (proceso.exitCode === null) {
          const fin = new Promise((resolve) => proceso.once('exit', resolve));
          proceso.kill('SIGTERM');
          await fin;
        }
      }
    },
    // esperarServidor's own two minutes, not the journey's one: on two busy cores (load 15) a
    // start took over a minute, and the cut-short worker started a server again.
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ servidor }, use) => use(servidor),
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
