import type { Locator, Page } from '@playwright/test';
import {
  captura,
  cifrasDeFecha,
  diaDeLaSemana,
  diasDeLaDemoHoy,
  fechaLegible,
  sumarDias,
} from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * docs/decisiones.md (31): staff modify any live cita. A receptionist opens a 'Presencial - Medicina
 * familiar' cita of the demo clinic from the day list, finds a 'Médico' field (not
 * 'Radiólogo'), cannot pick a Saturday (the clinic is closed on weekends), moves the cita to
 * another doctor's free hour, and sees the change in the list. Then the same wizard on a
 * 375-px phone, checked with axe at each step.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** A Saturday, refused with the server's own reason (docs/decisiones.md (53)). */
const MENSAJE_DIA_CERRADO = 'La clínica no abre los sábados. Elige otro día.';

/**
 * The second working day after today (no weekend, no national holiday): the demo seeded it with
 * programmed citas, and it is not the day the other journeys book on or cancel from.
 */
const segundoDiaLaborable = () => diasDeLaDemoHoy().find((d) => d.posicion === 2)?.fecha as string;

/** The Saturday of the same week as a weekday. */
const sabadoDe = (dia: string) => sumarDias(dia, 6 - diaDeLaSemana(dia));

const dia = segundoDiaLaborable();
const cita = { numero: '', medico: '', hora: '', medicoNuevo: '', horaNueva: '' };

async function entrar(page: Page) {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
}

/** The day list of `dia` and its body rows. */
async function filasDelDia(page: Page) {
  await page.goto(`/administrativo/citas?fecha=${dia}`);
  await expect(h1(page)).toHaveText(/^Citas del /);
  return page
    .getByRole('grid', { name: 'Citas' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

async function numeroDe(fila: Locator): Promise<string> {
  const texto = await fila.getByRole('rowheader').innerText();
  const numero = /\d{5}[A-Z]/.exec(texto)?.[0];
  expect(numero, `un número de cita en '${texto}'`).toBeDefined();
  return numero as string;
}

/** Types a date into a DatePicker's segments (dd/mm/aaaa). */
async function escribirFecha(page: Page, iso: string) {
  await page.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(cifrasDeFecha(iso));
}

/** The demo clinic's doctors; Elena Castro Moreno sees patients only 12:00–15:00, Monday to Thursday. */
const MEDICOS = ['Carmen López Sánchez', 'Miguel Ángel Romero Díaz', 'Elena Castro Moreno'];

/** Opens a Select and picks the first option that passes the test; returns its text. */
async function elegir(page: Page, etiqueta: string, vale: (texto: string) => boolean = () => true) {
  await page.getByRole('button', { name: etiqueta }).click();
  const lista = page.getByRole('listbox');
  await expect(lista.getByRole('option').first()).toBeVisible();
  const textos = (await lista.getByRole('option').allInnerTexts()).map((t) => t.trim());
  const texto = textos.find(vale);
  expect(texto, `una opción de '${etiqueta}' entre ${textos.join(', ')}`).toBeDefined();
  await lista.getByRole('option', { name: texto, exact: true }).click();
  await expect(lista).toBeHidden();
  return texto as string;
}

test.describe('Una cita de medicina familiar, modificada desde la lista del día', () => {
  test.describe.configure({ mode: 'serial' });

  test('otra hora con otro médico; un sábado no se puede elegir; la lista lo muestra', async ({
    page,
  }) => {
    await entrar(page);
    const filas = await filasDelDia(page);
    const fila = filas
      .filter({ hasText: 'Presencial - Medicina familiar' })
      .filter({ hasText: 'Programada' })
      .first();
    await expect(fila).toBeVisible();
    cita.numero = await numeroDe(fila);
    const textoDeLaFila = await fila.innerText();
    cita.medico = MEDICOS.find((nombre) => textoDeLaFila.includes(nombre)) ?? '';
    cita.hora = /\b\d{2}:\d{2}\b/.exec(textoDeLaFila)?.[0] ?? '';
    expect(cita.medico, textoDeLaFila).not.toBe('');
    await fila.getByRole('button', { name: `Modificar cita ${cita.numero}` }).click();

    await expect(page).toHaveURL(/\/administrativo\/modificarCita\?/);
    await expect(h1(page)).toHaveText('Asignar datos');
    // A doctor, not a radiologist: the message 'Solo se pueden modificar aquí citas de
    // radiología.' is gone for good.
    await expect(page.getByRole('button', { name: 'Médico' })).toContainText(cita.medico);
    await expect(page.getByRole('button', { name: 'Radiólogo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hora' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Hora' })).toContainText(cita.hora);
    await revisarAccesibilidad(page);
    await captura(page, 'mf-01-asignar-datos');

    // The calendar opens on the cita's month; its Saturday is struck through and refused.
    const sabado = sabadoDe(dia);
    await page.getByRole('button', { name: 'Abrir calendario' }).click();
    const calendario = page.getByRole('dialog');
    if (sabado.slice(0, 7) !== dia.slice(0, 7)) {
      await calendario.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    const celda = calendario.getByRole('button', {
      name: new RegExp(`^sábado, ${Number(sabado.slice(8))} de `),
    });
    await expect(celda).toHaveAttribute('aria-disabled', 'true');
    await expect(celda).toHaveAttribute('data-unavailable', 'true');
    await captura(page, 'mf-02-calendario-sabado');
    await celda.click({ force: true });
    await expect(calendario).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendario).toBeHidden();
    await expect(page.getByRole('group', { name: 'Fecha' })).toContainText(
      fechaLegible(dia).split('/')[0] as string,
    );

    // Typed by hand, the Saturday is explained at once, and again on Continuar.
    await escribirFecha(page, sabado);
    await expect(page.getByText(MENSAJE_DIA_CERRADO).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText(MENSAJE_DIA_CERRADO);
    await expect(page).toHaveTitle(/^Error: Asignar datos/);
    await revisarAccesibilidad(page);
    await captura(page, 'mf-03-sabado-escrito');

    // Back to the weekday; another doctor and one of their free hours.
    await escribirFecha(page, dia);
    await expect(page.getByText(MENSAJE_DIA_CERRADO)).toHaveCount(0);
    // A morning doctor other than the current one, so the weekday has free hours whatever it is.
    cita.medicoNuevo = await elegir(
      page,
      'Médico',
      (nombre) => MEDICOS.slice(0, 2).includes(nombre) && nombre !== cita.medico,
    );
    // Another doctor clears the hour and asks for their free hours: wait for those, not the
    // previous doctor's.
    const hora = page.getByRole('button', { name: 'Hora' });
    await expect(hora).toContainText('Selecciona una opción');
    await expect(hora).toBeEnabled();
    // Another hour too: the earliest free one that is not the cita's own.
    cita.horaNueva = await elegir(page, 'Hora', (hora) => hora !== cita.hora);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/administrativo\/modificarCita\/modificarCitaPaso2\?/);
    await expect(h1(page)).toHaveText(/^¿Deseas modificar la cita de .+\?$/);
    const main = page.locator('main');
    // The cita as it is now, labelled so, with its number (docs/decisiones.md (31)).
    const actual = page.getByRole('heading', { name: 'Cita actual' }).locator('..');
    for (const dato of [cita.numero, fechaLegible(dia), cita.hora, cita.medico]) {
      await expect(actual).toContainText(dato);
    }
    await expect(main).toContainText('Médico');
    await expect(main).toContainText(cita.medicoNuevo);
    await expect(main).toContainText(cita.horaNueva);
    await revisarAccesibilidad(page);
    await captura(page, 'mf-04-pregunta');
    await page.getByRole('button', { name: 'Sí, modificar la cita' }).click();

    await expect(page).toHaveURL(/\/modificarCita\/confirmacionModificarCita/);
    await expect(h1(page)).toHaveText('Cita modificada correctamente');
    await expect(main).toContainText(cita.numero);
    await expect(main).toContainText(
      `es ahora el ${fechaLegible(dia)} a las ${cita.horaNueva} con ${cita.medicoNuevo}.`,
    );
    await revisarAccesibilidad(page);
    await captura(page, 'mf-05-modificada');
    await page.getByRole('link', { name: 'Ir a citas' }).click();

    await expect(page).toHaveURL(/\/administrativo\/citas\?fecha=/);
    const modificada = (await filasDelDia(page)).filter({ hasText: cita.numero });
    await expect(modificada).toHaveCount(1);
    await expect(modificada).toContainText(cita.horaNueva);
    await expect(modificada).toContainText(cita.medicoNuevo);
    await expect(modificada).not.toContainText(cita.medico);
    await expect(modificada).not.toContainText(cita.hora);
    await expect(modificada).toContainText('Presencial - Medicina familiar');
    await expect(modificada).toContainText('Programada');
    await captura(page, 'mf-06-lista');
  });

  test('el mismo asistente en un teléfono de 375 px, revisado con axe en cada paso', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await entrar(page);
    await page.goto(`/administrativo/citas?fecha=${dia}`);
    await expect(h1(page)).toHaveText(/^Citas del /);
    // At this width each cita is a card; its action is named after the cita.
    await page.getByRole('button', { name: `Modificar cita ${cita.numero}` }).click();

    await expect(h1(page)).toHaveText('Asignar datos');
    await expect(page.getByRole('button', { name: 'Médico' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Hora' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Hora' })).toContainText(cita.horaNueva);
    await revisarAccesibilidad(page);
    await captura(page, 'mf-07-movil-asignar-datos');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.getByRole('button', { name: 'Abrir calendario' }).click();
    // The calendar's code loads apart from the page's: the picture waits for its grid.
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    await revisarAccesibilidad(page);
    await captura(page, 'mf-08-movil-calendario');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(h1(page)).toHaveText(/^¿Deseas modificar la cita de .+\?$/);
    await revisarAccesibilidad(page);
    await captura(page, 'mf-09-movil-pregunta');
    // 'No, volver' in the question leaves the cita as it is and returns to its day.
    await page.getByRole('button', { name: 'No, volver' }).click();
    await expect(page).toHaveURL(/\/administrativo\/citas/);
    await expect(h1(page)).toHaveText(/^Citas del /);
  });
});
