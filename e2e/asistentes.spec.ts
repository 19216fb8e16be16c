import type { Page } from '@playwright/test';
import { captura } from './datos';
import { CUENTAS, elegir, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * What every wizard does the same way, tried as a receptionist who is interrupted all day:
 * a half-typed patient is never resumed silently, a grey 'Continuar' explains
 * itself, the error summary names every field, 'Cambiar' lands on the field, and the wizards
 * work on a phone.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

async function entrar(page: Page) {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
}

async function abrirCrearPaciente(page: Page) {
  await menu(page).getByRole('link', { name: 'Crear paciente' }).click();
  await expect(h1(page)).toHaveText('Información del paciente');
}

test('un paciente dejado a medias por la barra lateral no vuelve en silencio', async ({ page }) => {
  await entrar(page);
  await abrirCrearPaciente(page);
  const nombre = page.getByLabel('Nombre', { exact: true });
  await nombre.fill('Marta');
  await page.getByLabel('Primer apellido').fill('Soler');
  // She is called away: to today's list by the side bar, then a new patient.
  await menu(page).getByRole('link', { name: 'Citas' }).click();
  await expect(h1(page)).toHaveText(/^Citas del /);
  await abrirCrearPaciente(page);

  // Before the fix Marta's name came back here, unannounced, for the next patient.
  const aviso = page.getByRole('region', { name: /Tienes un paciente a medio crear/ });
  await expect(aviso).toBeVisible();
  await expect(nombre).toHaveValue('');
  // The offer's buttons are named for what they do, not like the step's own 'Continuar'.
  await expect(page.getByRole('button', { name: /Continuar/ })).toHaveCount(1);
  await expect(aviso.getByRole('button', { name: 'Retomar lo que dejaste' })).toBeVisible();
  await revisarAccesibilidad(page);
  await captura(page, 'asistentes-01-a-medias');

  // 'Empezar de nuevo' forgets her; the notice goes and does not come back.
  await aviso.getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(aviso).toBeHidden();
  await menu(page).getByRole('link', { name: 'Citas' }).click();
  await abrirCrearPaciente(page);
  await expect(page.getByText('Tienes un paciente a medio crear')).toBeHidden();

  // Left again with a name typed: 'Retomar lo que dejaste' brings her back where she was.
  await nombre.fill('Marta');
  await menu(page).getByRole('link', { name: 'Citas' }).click();
  await abrirCrearPaciente(page);
  await aviso.getByRole('button', { name: 'Retomar lo que dejaste' }).click();
  await expect(nombre).toHaveValue('Marta');
  await expect(page.getByText('Tienes un paciente a medio crear')).toBeHidden();
});

test("'Continuar' a la espera se explica y el resumen nombra cada campo", async ({ page }) => {
  await entrar(page);
  await abrirCrearPaciente(page);
  const continuar = page.getByRole('button', { name: 'Continuar', exact: true });
  await continuar.click();
  const resumen = page.locator('div[tabindex="-1"]:has(> [role="alert"])');
  await expect(resumen).toBeFocused();
  // A message that does not say its field is named in the summary (and only there).
  await expect(resumen).toContainText('Sexo: Por favor, selecciona una opción.');
  await expect(page.getByRole('radiogroup', { name: 'Sexo' })).toContainText(
    'Por favor, selecciona una opción.',
  );
  await expect(page.getByRole('radiogroup', { name: 'Sexo' })).not.toContainText('Sexo: Por');

  // Still focusable (aria-disabled, not disabled): pressed after scrolling away, it brings the
  // summary back into view and focus instead of doing nothing.
  await expect(continuar).toHaveAttribute('aria-disabled', 'true');
  await expect(continuar).not.toHaveAttribute('disabled');
  await page.getByLabel('Nombre', { exact: true }).focus();
  await continuar.focus();
  await expect(continuar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(resumen).toBeFocused();
  await expect(resumen).toBeInViewport();
  await expect(page).toHaveURL(/\/administrativo\/crearPaciente$/);
  await revisarAccesibilidad(page);
  await captura(page, 'asistentes-02-continuar-a-la-espera');
});

test("dos contraseñas vacías dicen que faltan; 'Cambiar' lleva al campo", async ({ page }) => {
  await entrar(page);
  await abrirCrearPaciente(page);
  await page.getByLabel('Nombre', { exact: true }).fill('Lola');
  await page.getByLabel('Primer apellido').fill('Vidal');
  await page
    .getByRole('group', { name: 'Fecha de nacimiento' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('01021990');
  await page.getByLabel('Teléfono').fill('612000111');
  await page.getByRole('textbox', { name: 'DNI', exact: true }).fill('00000023T');
  await page.getByText('Mujer', { exact: true }).click();
  await page.getByLabel('Correo electrónico').fill('lola.vidal@correo.test');
  await page.getByRole('button', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Madrid', exact: true }).click();
  const poblacion = page.getByRole('combobox', { name: 'Población' });
  await expect(poblacion).toBeEnabled();
  await poblacion.fill('Getafe');
  await page.getByRole('option', { name: 'Getafe', exact: true }).click();
  await page.getByLabel('Código postal').fill('28901');
  await page.getByLabel('Dirección (opcional)', { exact: true }).fill('Calle Madrid');
  await page.getByLabel('Número (opcional)', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(h1(page)).toHaveText('Asignar contraseña');
  // The server sends e-mail: an invitation is offered first; this journey types a password.
  await elegir(page, 'Escribir una contraseña');

  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const resumen = page.locator('div[tabindex="-1"]:has(> [role="alert"])');
  await expect(resumen).toContainText('La contraseña es obligatoria.');
  await expect(resumen).toContainText('Repite la contraseña.');
  await expect(page.locator('main')).not.toContainText('Las contraseñas no coinciden.');

  await page.getByLabel('Contraseña', { exact: true }).fill('Luna-de-Agosto-26');
  await page.getByLabel('Repetir contraseña').fill('Luna-de-Agosto-26');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(h1(page)).toHaveText('Resumen');

  // 'Cambiar' on a row lands on that row's field, not on the step's heading.
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  await expect(h1(page)).toHaveText('Información del paciente');
  await expect(page.getByLabel('Teléfono')).toBeFocused();
  await page.getByLabel('Teléfono').fill('612000222');
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Resumen');
  await expect(page.locator('main')).toContainText('612000222');
});

test.describe('en un teléfono (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  /** Nothing wider than the screen: no sideways scrolling. */
  async function sinDesbordar(page: Page) {
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(375);
  }

  test('crear paciente y crear cita, paso a paso, caben y pasan axe', async ({ page }) => {
    await entrar(page);
    await page.goto('/administrativo/crearPaciente');
    await expect(h1(page)).toHaveText('Información del paciente');
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    await captura(page, 'asistentes-movil-01-crear-paciente-errores');

    await page.goto('/administrativo/crearCita');
    await expect(h1(page)).toHaveText('Búsqueda del paciente');
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    // Lucía García, the demo clinic's first patient.
    await page.getByLabel('DNI del paciente').fill('12345678Z');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(h1(page)).toHaveText('Asignar datos');
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    await captura(page, 'asistentes-movil-02-crear-cita-asignar');
  });
});
