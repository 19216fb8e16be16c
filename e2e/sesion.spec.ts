import type { Page } from '@playwright/test';
import { captura, cifrasDeFecha, dniCon, proximoDiaLaborable } from './datos';
import {
  CONTRASENA_DEMO,
  CUENTAS,
  expect,
  iniciarSesion,
  revisarAccesibilidad,
  test,
} from './fixtures';

/**
 * A session that ends while a receptionist is halfway through a wizard: the work is
 * not thrown away. /login says why, signing in again returns to the wizard with the data offered
 * back, and only to the same person.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const AVISO_CADUCADA = 'Tu sesión ha caducado. Inicia sesión de nuevo.';

async function rellenarLogin(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(CONTRASENA_DEMO);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** 'Crear cita' step 2 with the patient found and the day typed. */
async function crearCitaHastaElPaso2(page: Page, dia: string) {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await page.goto('/administrativo/crearCita');
  await page.getByLabel('DNI del paciente').fill(dniCon(12_345_678));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(h1(page)).toHaveText('Asignar datos');
  await page.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(cifrasDeFecha(dia));
}

/** Ends the page's session on the server, as the idle timeout or another device would. */
async function terminarSesionEnElServidor(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token_usuario'));
  const respuesta = await page.request.post('/api/cerrarSesion', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(respuesta.ok()).toBe(true);
}

test('una sesión que termina en el paso 2 de crear cita no pierde lo escrito', async ({ page }) => {
  const dia = proximoDiaLaborable();
  await crearCitaHastaElPaso2(page, dia);
  await terminarSesionEnElServidor(page);

  // The next action that reaches the server (the radiologist's free hours) gets a 401.
  await page.getByRole('button', { name: 'Radiólogo' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();

  // Before the fix: /login with no word, and after signing in the home page, the wizard gone.
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText(AVISO_CADUCADA)).toBeVisible();
  await revisarAccesibilidad(page);
  await captura(page, 'sesion-01-caducada');

  await rellenarLogin(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo\/crearCita/);
  const aviso = page.getByRole('region', { name: /Tienes una cita a medio crear/ });
  await expect(aviso).toBeVisible();
  await revisarAccesibilidad(page);
  await captura(page, 'sesion-02-ofrecida');
  await aviso.getByRole('button', { name: 'Retomar lo que dejaste' }).click();
  await expect(h1(page)).toHaveText('Asignar datos');
  await expect(page).toHaveURL(/\/administrativo\/crearCita\/crearCitaPaso2$/);
  await expect(page.getByText('(12345678Z)')).toBeVisible();
  const [anio, mes, diaDelMes] = dia.split('-');
  const fecha = page.getByRole('group', { name: 'Fecha' });
  await expect(fecha).toContainText(diaDelMes ?? '');
  await expect(fecha).toContainText(mes ?? '');
  await expect(fecha).toContainText(anio ?? '');
  await revisarAccesibilidad(page);
  await captura(page, 'sesion-03-retomada');
});

test('lo que dejó a medias una persona no se ofrece a otra en el mismo navegador', async ({
  page,
}) => {
  await crearCitaHastaElPaso2(page, proximoDiaLaborable());
  await terminarSesionEnElServidor(page);
  await page.getByRole('button', { name: 'Radiólogo' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByText(AVISO_CADUCADA)).toBeVisible();

  // Another receptionist signs in at the same desk: back on the wizard's page (same role), but
  // empty, and nothing of the first one's is offered or kept.
  await rellenarLogin(page, 'administrativo2@clinica.test');
  await expect(page).toHaveURL(/\/administrativo\/crearCita/);
  await expect(h1(page)).toHaveText('Búsqueda del paciente');
  await expect(page.getByLabel('DNI del paciente')).toHaveValue('');
  await expect(page.getByText('Tienes una cita a medio crear')).toBeHidden();
  const guardados = await page.evaluate(() => Object.keys(sessionStorage));
  expect(guardados.filter((clave) => clave.includes('crearCita'))).toEqual([]);
});

test('sin sesión, una ruta protegida lleva a /login y, tras entrar, vuelve a ella', async ({
  page,
}) => {
  await page.goto('/administrativo/citas?fecha=2026-12-01');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText(AVISO_CADUCADA)).toBeHidden();
  await rellenarLogin(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo\/citas\?fecha=2026-12-01$/);

  // The same from a cold visit to /login (a reload there): the light entry returns too.
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.goto(`/login?volver=${encodeURIComponent('/administrativo/citas?fecha=2026-12-02')}`);
  await rellenarLogin(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo\/citas\?fecha=2026-12-02$/);
});

test('tras entrar, una dirección de vuelta ajena o de otro rol lleva al inicio propio', async ({
  page,
}) => {
  for (const volver of ['https://ejemplo.test/administrativo', '//ejemplo.test/x', '/medico']) {
    await page.goto(`/login?volver=${encodeURIComponent(volver)}`);
    await rellenarLogin(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('dos minutos antes de caducar por inactividad, un aviso permite seguir conectado', async ({
  page,
}) => {
  // The page's clock is Playwright's: the idle half hour passes in no time, at any speed.
  await page.clock.install();
  await crearCitaHastaElPaso2(page, proximoDiaLaborable());
  const aviso = page.getByRole('dialog', { name: 'Tu sesión va a caducar' });
  const seguir = aviso.getByRole('button', { name: 'Seguir conectado' });

  // The demo server ends a session after 30 idle minutes, as the warning says; it shows two
  // minutes before, at minute 28.
  await page.clock.fastForward('27:30');
  await expect(aviso).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(aviso).toBeVisible();
  await expect(seguir).toBeFocused();
  await expect(aviso).toContainText('la sesión se cierra tras 30 minutos sin actividad');
  await revisarAccesibilidad(page);
  await captura(page, 'sesion-04-aviso');
  await page.setViewportSize({ width: 375, height: 720 });
  await captura(page, 'sesion-05-aviso-375');
  await page.setViewportSize({ width: 1280, height: 720 });

  // 'Seguir conectado' uses the session on the server: the count starts again.
  await page.keyboard.press('Enter');
  await expect(aviso).toBeHidden();
  await expect(h1(page)).toHaveText('Asignar datos');
  await page.clock.fastForward('27:30');
  await expect(aviso).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(aviso).toBeVisible();

  // Ignored, the session ends: revoked on the server, and /login says why.
  const token = await page.evaluate(() => localStorage.getItem('token_usuario'));
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login\?motivo=caducada&volver=/);
  await expect(page.getByText(AVISO_CADUCADA)).toBeVisible();
  const yo = await page.request.get('/api/usuarios/yo', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(yo.status()).toBe(401);

  // Signing in again brings the wizard back, offered.
  await rellenarLogin(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo\/crearCita/);
  await expect(page.getByRole('region', { name: /Tienes una cita a medio crear/ })).toBeVisible();
});
