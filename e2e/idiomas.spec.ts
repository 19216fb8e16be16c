import type { Page } from '@playwright/test';
import {
  cifrasDeFecha,
  dniCon,
  fechaLegible,
  hoyEnLaClinica,
  proximoDiaLaborable,
  sumarDias,
} from './datos';
import { CUENTAS, expect, iniciarSesion, test } from './fixtures';

/**
 * The app stays in Spanish whatever the browser's language. Before the fix, typing a
 * date in a browser not in Spanish replaced the page with react-router's English developer page
 * ("Cannot read properties of undefined (reading 'rangeUnderflow')"): react-aria's date
 * validation reads `navigator.language`, and the build keeps no strings but Spanish ones. Every
 * date field of the app is typed into here, in a Catalan and in an English browser, with a date
 * its rule refuses where it has one; its message and its calendar must read in Spanish.
 *
 * The languages are `test.use({ locale })` inside this file, not Playwright projects: a project
 * runs in workers of its own, each starting a server, and that start cost more than the tests.
 */

const MENSAJE_FECHA_PASADA = 'La fecha no puede ser anterior a hoy.';
const MENSAJE_DIA_CERRADO = 'La clínica cierra ese día. Elige un día de lunes a viernes.';
/** Where the server's closed days are known (crear cita), a Saturday is refused with its reason. */
const MENSAJE_SABADO = 'La clínica no abre los sábados. Elige otro día.';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Types `iso` into the date field labelled `etiqueta`, segment by segment, as a person does. */
async function escribirFecha(page: Page, etiqueta: string | RegExp, iso: string) {
  const campo = page.getByRole('group', { name: etiqueta });
  await campo.getByRole('spinbutton').first().click();
  await page.keyboard.type(cifrasDeFecha(iso));
  await expect(campo).toContainText(fechaLegible(iso));
}

/** Neither react-router's developer page nor react-aria's English. */
async function todoEnEspanol(page: Page) {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/Value must be|date unavailable|Today/);
}

/** The date picker's calendar opened: its month and its days are named in Spanish. */
async function calendarioEnEspanol(page: Page, iso: string) {
  await page.getByRole('button', { name: 'Abrir calendario' }).first().click();
  const calendario = page.getByRole('dialog');
  await expect(calendario.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
  const [anio, mes, dia] = iso.split('-').map(Number) as [number, number, number];
  const fecha = new Date(Date.UTC(anio, mes - 1, dia));
  const enEspanol = (opciones: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-ES', { ...opciones, timeZone: 'UTC' }).format(fecha);
  // 'noviembre de 2026', and the day as 'jueves, 26 de noviembre de 2026'.
  await expect(calendario.getByRole('grid')).toHaveAccessibleName(
    new RegExp(enEspanol({ month: 'long', year: 'numeric' })),
  );
  await expect(
    calendario.getByRole('button', {
      name: new RegExp(
        enEspanol({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      ),
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendario).toBeHidden();
}

/** The next Saturday after `iso`. */
function sabadoTras(iso: string): string {
  let dia = sumarDias(iso, 1);
  while (new Date(`${dia}T12:00:00Z`).getUTCDay() !== 6) dia = sumarDias(dia, 1);
  return dia;
}

for (const idioma of ['ca-ES', 'en-US']) {
  test.describe(`con el navegador en ${idioma}`, () => {
    test.use({ locale: idioma });

    test.beforeEach(async ({ page }) => {
      await page.goto('/login');
      // The browser really speaks that language, not Spanish.
      expect(await page.evaluate(() => navigator.language)).toBe(idioma);
    });

    test("'Pedir cita': la fecha deseada se valida en español", async ({ page }) => {
      await iniciarSesion(page, CUENTAS.paciente);
      await expect(page).toHaveURL(/\/paciente$/);
      await page.getByRole('link', { name: 'Pedir cita' }).click();
      // The wizard's first step, not the home's card of her next cita, which may say the same.
      await expect(h1(page)).toHaveText('Tipo de cita');
      await page.getByText('Presencial - Medicina familiar').click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(h1(page)).toHaveText('Selección de médico');
      await page.getByRole('radio').first().check({ force: true });
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/pedirCitaPaso3$/);

      const campo = /Fecha que te viene bien/;
      await escribirFecha(page, campo, sumarDias(hoyEnLaClinica(), -7));
      await expect(page.getByText(MENSAJE_FECHA_PASADA).first()).toBeVisible();
      await escribirFecha(page, campo, sabadoTras(hoyEnLaClinica()));
      await expect(page.getByText(MENSAJE_DIA_CERRADO).first()).toBeVisible();
      const dia = proximoDiaLaborable();
      await escribirFecha(page, campo, dia);
      await expect(page.getByText(MENSAJE_DIA_CERRADO)).toHaveCount(0);
      await calendarioEnEspanol(page, dia);
      await todoEnEspanol(page);
    });

    test("el personal: el 'Día' de las citas, 'Crear cita', 'Crear paciente' e incidencias", async ({
      page,
    }) => {
      const hoy = hoyEnLaClinica();
      await iniciarSesion(page, CUENTAS.administrativo);
      await expect(page).toHaveURL(/\/administrativo$/);

      // The day list: its year one up by the arrow key opens that day a year ahead (typed
      // digit by digit, each whole date on the way would open its own day).
      const [anio, mes, diaDelMes] = hoy.split('-');
      const dia = `${Number(anio) + 1}-${mes}-${diaDelMes}`;
      await page
        .getByRole('group', { name: 'Día' })
        .getByRole('spinbutton', { name: /año/ })
        .click();
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(new RegExp(`fecha=${dia}`));
      await expect(page.getByRole('group', { name: 'Día' })).toContainText(fechaLegible(dia));
      await calendarioEnEspanol(page, dia);

      // 'Crear cita': a past day and a Saturday are refused in Spanish.
      await page.goto('/administrativo/crearCita');
      await page.getByLabel('DNI del paciente').fill(dniCon(12_345_678));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(h1(page)).toHaveText('Asignar datos');
      await escribirFecha(page, 'Fecha', sumarDias(hoy, -1));
      await expect(page.getByText(MENSAJE_FECHA_PASADA).first()).toBeVisible();
      await escribirFecha(page, 'Fecha', sabadoTras(hoy));
      await expect(page.getByText(MENSAJE_SABADO).first()).toBeVisible();
      await todoEnEspanol(page);

      // 'Crear paciente': a birth date after today.
      await page.goto('/administrativo/crearPaciente');
      await expect(h1(page)).toHaveText('Información del paciente');
      await escribirFecha(page, 'Fecha de nacimiento', sumarDias(hoy, 2));
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(
        'La fecha de nacimiento no puede ser posterior a hoy.',
      );
      await todoEnEspanol(page);

      // 'Crear incidencia': its date, typed over today's.
      await page.goto('/administrativo/crearIncidencia');
      await expect(h1(page)).toHaveText('Datos de la incidencia');
      await escribirFecha(page, 'Fecha', sumarDias(hoy, -3));
      await todoEnEspanol(page);
    });
  });
}
