import type { APIRequestContext } from '@playwright/test';
import { crearPaciente } from './api';
import { captura } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * 'Cambiar contraseña', against the real server: a patient changes hers by
 * keyboard alone; a common password is refused at the field; her other session is signed out;
 * the old password no longer signs in and the new one does. Every staff role reaches the page
 * from its side bar.
 */

const ANTES = 'Mar-de-Invierno-2026';
const DESPUES = 'una frase larga que solo yo sé';

async function pacienteNueva(request: APIRequestContext) {
  const { email } = await crearPaciente(request, 'cambio', {
    nombre: 'Inés',
    primer_apellido: 'Cambio',
    fecha_nacimiento: '1984-03-09',
    telefono: '633445566',
    password: ANTES,
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Getafe',
    cp: '28901',
    direccion: 'Calle Madrid',
    numero: '12',
  });
  return email;
}

const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('una paciente cambia su contraseña con el teclado; la vieja deja de valer y su otra sesión se cierra', async ({
  page,
  request,
}) => {
  const email = await pacienteNueva(request);
  // Another session of hers, on another device.
  const otra = await request.post('/api/iniciarSesion', { data: { email, password: ANTES } });
  const otroToken = ((await otra.json()) as { token: string }).token;

  await iniciarSesion(page, email, ANTES);
  await expect(page).toHaveURL(/\/paciente$/);
  await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/paciente\/cambiarContrasena$/);
  await expect(h1(page)).toHaveText('Cambiar contraseña');
  await revisarAccesibilidad(page);
  await captura(page, 'cambiar-contrasena-1280');

  // Keyboard alone: the three fields (each with its show/hide button between) and Enter.
  const actual = page.getByLabel(/^Contraseña actual/);
  await actual.focus();
  await page.keyboard.type(ANTES);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Contraseña nueva/)).toBeFocused();
  await page.keyboard.type('password');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Repite la contraseña nueva/)).toBeFocused();
  await page.keyboard.type('password');
  await page.keyboard.press('Enter');
  // The server's list of common passwords: the message at the field and in the summary.
  const resumen = page.getByRole('alert').first();
  await expect(resumen).toContainText('Esa contraseña es de las más usadas');
  await expect(page.getByLabel(/^Contraseña nueva/)).toHaveAttribute('aria-invalid', 'true');
  await revisarAccesibilidad(page);

  await page.getByLabel(/^Contraseña nueva/).fill(DESPUES);
  await page.getByLabel(/^Repite la contraseña nueva/).fill(DESPUES);
  await page.getByLabel(/^Repite la contraseña nueva/).press('Enter');
  const hecho = page.getByRole('heading', {
    level: 1,
    name: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
  });
  await expect(hecho).toBeFocused();
  await revisarAccesibilidad(page);

  // Her other session is closed; this one still works.
  const yo = await request.get('/api/usuarios/yo', {
    headers: { Authorization: `Bearer ${otroToken}` },
  });
  expect(yo.status()).toBe(401);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/paciente$/);

  // Out, and in again: the old password fails, the new one signs in.
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login/);
  await iniciarSesion(page, email, ANTES);
  await expect(page.getByRole('alert').first()).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  await iniciarSesion(page, email, DESPUES);
  await expect(page).toHaveURL(/\/paciente$/);

  // At 375 px the form fits: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/paciente/cambiarContrasena');
  await expect(h1(page)).toHaveText('Cambiar contraseña');
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(375);
  await revisarAccesibilidad(page);
  await captura(page, 'cambiar-contrasena-375');
});

for (const [rol, email, inicio] of [
  ['administrativo', CUENTAS.administrativo, '/administrativo'],
  ['médico', CUENTAS.medico, '/medico'],
  ['radiólogo', CUENTAS.radiologo, '/radiologo'],
] as const) {
  test(`el ${rol} llega a 'Cambiar contraseña' desde su barra lateral`, async ({ page }) => {
    await iniciarSesion(page, email);
    await expect(page).toHaveURL(new RegExp(`${inicio}`));
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Cambiar contraseña' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${inicio}/cambiarContrasena$`));
    await expect(h1(page)).toHaveText('Cambiar contraseña');
    await expect(page.getByLabel(/^Contraseña actual/)).toBeVisible();
    await revisarAccesibilidad(page);
  });
}
