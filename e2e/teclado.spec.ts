import type { Locator, Page } from '@playwright/test';
import { captura, cifrasDeFecha, dniNuevo, fechaLegible, proximoDiaLaborable } from './datos';
import { CUENTAS, expect, iniciarSesion, test } from './fixtures';

/**
 * The wizards done by keyboard alone, as someone who cannot use a mouse does them: Tab and
 * Shift+Tab to move, typing, arrows in lists, Enter and Space to act. Not one click after
 * signing in. Focus has to land where a screen reader user expects it: on the step's heading
 * after each Continue, on the error summary after a failed one.
 */
test.describe.configure({ mode: 'serial' });

const paciente = {
  nombre: 'Tomás',
  primer_apellido: 'Herrero',
  nacimiento: '1971-10-05',
  telefono: '654321987',
  dni: dniNuevo(),
  email: '',
  cp: '41700',
  direccion: 'Avenida de España',
  numero: '7',
  password: 'Arco-Iris-de-Mayo-71',
};
paciente.email = `tomas.herrero.${paciente.dni.toLowerCase()}@correo.test`;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The error summary: the box that receives focus after a failed Continue. */
const resumenDeErrores = (page: Page) =>
  page.locator('div[tabindex="-1"]', {
    has: page.getByRole('heading', { name: 'Hay un problema' }),
  });

/**
 * Presses Tab (or Shift+Tab) until `objetivo` or something inside it has the focus, failing if
 * it takes more than `maximo` presses: a control the keyboard cannot reach, or reaches only
 * after a long detour, fails the journey.
 */
async function tabularHasta(page: Page, objetivo: Locator, maximo = 3, tecla = 'Tab') {
  for (let pulsaciones = 0; pulsaciones <= maximo; pulsaciones++) {
    const enfocado = await objetivo
      .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
      .catch(() => false);
    if (enfocado) return;
    if (pulsaciones < maximo) await page.keyboard.press(tecla);
  }
  const actual = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}`
      : '';
  });
  throw new Error(`${tecla} ×${maximo} no llega a ${objetivo}; el foco está en ${actual}`);
}

/** Tabs to a text field and types into it. */
async function escribirEn(page: Page, campo: Locator, texto: string, maximo = 3) {
  await tabularHasta(page, campo, maximo);
  await page.keyboard.type(texto);
  await expect(campo).toHaveValue(texto);
}

/** Tabs to a Select's trigger, opens it with ↓, goes to the option typing its name, Enter. */
async function elegirConTeclado(page: Page, etiqueta: string, opcion?: string, maximo = 3) {
  const disparador = page.getByRole('button', { name: etiqueta });
  await expect(disparador).toBeEnabled();
  await tabularHasta(page, disparador, maximo);
  await page.keyboard.press('ArrowDown');
  const lista = page.getByRole('listbox');
  await expect(lista).toBeVisible();
  if (opcion) await page.keyboard.type(opcion);
  const activa = lista.locator('[role="option"][data-focused]');
  await expect(activa).toHaveCount(1);
  const texto = (await activa.innerText()).trim();
  if (opcion) expect(texto).toBe(opcion);
  await page.keyboard.press('Enter');
  await expect(lista).toBeHidden();
  await expect(disparador).toContainText(texto);
  // Focus goes back to the trigger, so the journey goes on from there.
  await expect(disparador).toBeFocused();
  return texto;
}

test('crear paciente solo con el teclado', async ({ page }) => {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await expect(h1(page)).toHaveText(/^Citas del /);

  // From the top of the page to the side bar's 'Crear paciente'.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await page.locator('body').focus();
  await tabularHasta(page, menu.getByRole('link', { name: 'Crear paciente' }), 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administrativo\/crearPaciente$/);
  await expect(h1(page)).toHaveText('Información del paciente');
  await expect(h1(page)).toBeFocused();

  // Continue with the form empty: Enter in the first field submits, the summary takes the focus,
  // and its first link takes the focus to the field.
  await tabularHasta(page, page.getByLabel('Nombre', { exact: true }));
  await page.keyboard.press('Enter');
  await expect(resumenDeErrores(page)).toBeFocused();
  await expect(resumenDeErrores(page)).toContainText('El nombre es obligatorio.');
  await captura(page, 'teclado-01-crear-paciente-errores');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'El nombre es obligatorio.' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();

  // Every field in the order they are read.
  await page.keyboard.type(paciente.nombre);
  await escribirEn(page, page.getByLabel('Primer apellido'), paciente.primer_apellido, 1);
  await tabularHasta(page, page.getByLabel('Segundo apellido'), 1);
  await tabularHasta(page, page.getByRole('group', { name: 'Fecha de nacimiento' }), 1);
  await page.keyboard.type(cifrasDeFecha(paciente.nacimiento));
  await expect(page.getByRole('group', { name: 'Fecha de nacimiento' })).toContainText(
    fechaLegible(paciente.nacimiento),
  );
  await tabularHasta(page, page.getByRole('radiogroup', { name: 'Sexo' }));
  await expect(page.getByRole('radio', { name: 'Hombre' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Hombre' })).toBeChecked();
  // The document's type, DNI unless chosen otherwise (docs/decisiones.md (52)), then its number.
  await tabularHasta(page, page.getByRole('radio', { name: 'DNI', exact: true }), 1);
  await expect(page.getByRole('radio', { name: 'DNI', exact: true })).toBeChecked();
  await escribirEn(page, page.getByRole('textbox', { name: 'DNI', exact: true }), paciente.dni, 1);
  await escribirEn(page, page.getByLabel('Teléfono'), paciente.telefono, 1);
  await escribirEn(page, page.getByLabel('Correo electrónico'), paciente.email, 1);
  await elegirConTeclado(page, 'Provincia', 'Sevilla', 1);
  const poblacion = page.getByRole('combobox', { name: 'Población' });
  await expect(poblacion).toBeEnabled();
  await tabularHasta(page, poblacion, 1);
  await page.keyboard.type('Dos Herm');
  await expect(page.getByRole('option', { name: 'Dos Hermanas', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(poblacion).toHaveValue('Dos Hermanas');
  await escribirEn(page, page.getByLabel('Código postal'), paciente.cp);
  await escribirEn(
    page,
    page.getByLabel('Dirección (opcional)', { exact: true }),
    paciente.direccion,
    1,
  );
  await escribirEn(page, page.getByLabel('Número (opcional)', { exact: true }), paciente.numero, 1);
  await captura(page, 'teclado-02-crear-paciente-relleno');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/crearPaciente\/crearPacientePaso2$/);
  await expect(h1(page)).toHaveText('Asignar contraseña');
  await expect(h1(page)).toBeFocused();
  // The server sends e-mail: the invitation is chosen first; ↓ chooses to type a password.
  await tabularHasta(page, page.getByRole('radio', { name: 'Enviar una invitación por correo' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Escribir una contraseña' })).toBeChecked();

  // Two different passwords: the summary says so and leads back to the repetition.
  await escribirEn(page, page.getByLabel('Contraseña', { exact: true }), paciente.password);
  await escribirEn(page, page.getByLabel('Repetir contraseña'), `${paciente.password}x`);
  await page.keyboard.press('Enter');
  await expect(resumenDeErrores(page)).toBeFocused();
  await expect(resumenDeErrores(page)).toContainText('Las contraseñas no coinciden.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Repetir contraseña')).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Repetir contraseña')).toHaveValue(paciente.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/crearPaciente\/crearPacientePaso3$/);
  await expect(h1(page)).toHaveText('Resumen');
  await expect(h1(page)).toBeFocused();
  await expect(page.locator('main')).toContainText('Sevilla');
  await expect(page.locator('main')).toContainText('Dos Hermanas');
  // Past every 'Cambiar' to 'Crear paciente'.
  await tabularHasta(page, page.getByRole('button', { name: 'Crear paciente' }), 25);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/crearPaciente\/confirmacionCreacionPaciente$/);
  await expect(h1(page)).toHaveText('Paciente creado correctamente');
  await expect(h1(page)).toBeFocused();
  await tabularHasta(page, page.getByRole('link', { name: 'Ir a citas' }), 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administrativo\/citas$/);
});

test('crear cita solo con el teclado', async ({ page }) => {
  const dia = proximoDiaLaborable();
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await page.locator('body').focus();
  await tabularHasta(page, menu.getByRole('link', { name: 'Crear cita' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administrativo\/crearCita$/);
  await expect(h1(page)).toHaveText('Búsqueda del paciente');
  await expect(h1(page)).toBeFocused();

  // A DNI with a wrong format: the summary, then its link back to the field.
  const campoDni = page.getByLabel('DNI del paciente');
  await escribirEn(page, campoDni, '1234');
  await page.keyboard.press('Enter');
  await expect(resumenDeErrores(page)).toBeFocused();
  await expect(resumenDeErrores(page)).toContainText(
    'Escribe un DNI, un NIE o un pasaporte válidos.',
  );
  await captura(page, 'teclado-03-crear-cita-dni-invalido');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(campoDni).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(paciente.dni);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/crearCita\/crearCitaPaso2$/);
  await expect(h1(page)).toHaveText('Asignar datos');
  await expect(h1(page)).toBeFocused();
  await expect(page.getByText(`${paciente.nombre} ${paciente.primer_apellido}`)).toBeVisible();
  await tabularHasta(page, page.getByRole('group', { name: 'Fecha' }));
  await page.keyboard.type(cifrasDeFecha(dia));
  await expect(page.getByRole('group', { name: 'Fecha' })).toContainText(fechaLegible(dia));
  const radiologo = await elegirConTeclado(page, 'Radiólogo', undefined, 2);
  // Past 'Primer hueco libre', between the doctor and the hour.
  const hora = await elegirConTeclado(page, 'Hora', undefined, 2);
  await tabularHasta(page, page.getByRole('button', { name: 'Continuar' }), 1);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/crearCita\/crearCitaPaso3$/);
  await expect(h1(page)).toHaveText('Confirmar datos');
  await expect(h1(page)).toBeFocused();
  await expect(page.locator('main')).toContainText(radiologo);
  await expect(page.locator('main')).toContainText(hora);
  await tabularHasta(page, page.getByRole('button', { name: 'Crear cita' }), 10);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/crearCita\/confirmacionCreacionCita$/);
  await expect(h1(page)).toHaveText('Cita creada correctamente');
  await expect(h1(page)).toBeFocused();
  const numero = await page.locator('main strong').innerText();
  expect(numero).toMatch(/^\d{5}[A-Z]$/);
  await captura(page, 'teclado-04-crear-cita-creada');

  // It is in that day's list, at that hour.
  await page.goto(`/administrativo/citas?fecha=${dia}`);
  const fila = page.getByRole('row').filter({ hasText: numero });
  await expect(fila).toContainText(`${paciente.nombre} ${paciente.primer_apellido}`);
  await expect(fila).toContainText(hora);
  await expect(fila).toContainText('Programada');
});
