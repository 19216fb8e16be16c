import type { Page } from '@playwright/test';
import { crearPaciente } from './api';
import { captura, cifrasDeFecha, fechaLegible, laborableDentroDe } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * docs/decisiones.md (51): the desk books family medicine as well as radiology. A receptionist
 * books a 'Telefónica - Medicina familiar' cita with the demo doctor for a patient found by DNI,
 * then a second one that day with the same doctor: 'Asignar datos' and 'Confirmar datos' warn of
 * the first, and the second is created anyway. The day list then has both, with their kind.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const MEDICO = 'Carmen López Sánchez';
const TELEFONICA = 'Telefónica - Medicina familiar';
/** A working day (no weekend, no national holiday) away from the days other journeys book on. */
const dia = laborableDentroDe(4);

/** Opens a Select by its label and picks `opcion`, or the first option that is not `salvo`. */
async function elegir(page: Page, etiqueta: string, opcion?: string, salvo?: string) {
  await page.getByRole('button', { name: etiqueta }).click();
  const lista = page.getByRole('listbox');
  await expect(lista.getByRole('option').first()).toBeVisible();
  const textos = (await lista.getByRole('option').allInnerTexts()).map((t) => t.trim());
  const texto = opcion ?? textos.find((t) => t !== salvo);
  expect(texto, `una opción de '${etiqueta}' entre ${textos.join(', ')}`).toBeDefined();
  await lista.getByRole('option', { name: texto, exact: true }).click();
  await expect(lista).toBeHidden();
  return texto as string;
}

/**
 * The wizard up to 'Confirmar datos' for the patient of `dni`, on `dia` with the demo doctor by
 * phone; `antes` is the hour of an earlier cita that day, whose warning must show. Returns the
 * hour chosen.
 */
async function hastaConfirmar(page: Page, dni: string, antes?: string): Promise<string> {
  await page.goto('/administrativo/crearCita');
  await expect(h1(page)).toHaveText('Búsqueda del paciente');
  await page.getByLabel('DNI del paciente').fill(dni);
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Asignar datos');
  await expect(page.getByRole('radio', { name: /^Radiología/ })).toBeChecked();
  // By keyboard: the arrows move through the kinds and choose.
  await page.getByRole('radio', { name: /^Radiología/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: new RegExp(`^${TELEFONICA}`) })).toBeChecked();
  await expect(page.getByRole('button', { name: /Radiólogo/ })).toHaveCount(0);
  await page.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(cifrasDeFecha(dia));
  await elegir(page, 'Médico', MEDICO);
  const aviso = page.getByRole('status').filter({ hasText: 'ya tiene una cita' });
  if (antes) {
    await expect(aviso).toHaveText(
      `Aviso: Este paciente ya tiene una cita ese día con este profesional (a las ${antes}). ` +
        'Si hace falta otra, puedes seguir igualmente.',
    );
  } else {
    await expect(aviso).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Hora' })).toBeEnabled();
  const hora = await elegir(page, 'Hora', undefined, antes);
  await revisarAccesibilidad(page);
  await captura(page, antes ? 'medfam-03-asignar-datos-con-aviso' : 'medfam-01-asignar-datos');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(h1(page)).toHaveText('Confirmar datos');
  const resumen = page.locator('main');
  await expect(resumen).toContainText(TELEFONICA);
  await expect(resumen).toContainText(MEDICO);
  await expect(resumen).toContainText(fechaLegible(dia));
  await expect(resumen).toContainText(hora);
  await expect(aviso).toHaveCount(antes ? 1 : 0);
  await revisarAccesibilidad(page);
  return hora;
}

async function crear(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Crear cita' }).click();
  await expect(h1(page)).toHaveText('Cita creada correctamente');
  await expect(page.getByText(`Tipo de cita: ${TELEFONICA}`)).toBeVisible();
  const numero = page.locator('main strong');
  await expect(numero).toHaveText(/^\d{5}[A-Z]$/);
  return numero.innerText();
}

test('two family-medicine citas by phone the same day with the demo doctor: the second is warned of and made', async ({
  page,
  request,
}) => {
  const paciente = await crearPaciente(request, 'telefonica', {
    nombre: 'Inés',
    primer_apellido: 'Carrasco',
    segundo_apellido: 'Vega',
    fecha_nacimiento: '1968-09-02',
    telefono: '644556677',
    password: 'Brisa-del-Sur-2026',
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Leganés',
    cp: '28911',
    direccion: 'Calle Real',
    numero: '8',
  });
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);

  const primera = await hastaConfirmar(page, paciente.dni);
  await captura(page, 'medfam-02-confirmar');
  const numeroPrimera = await crear(page);

  // The same patient, day and doctor again, on a phone: the warning fits, the wizard goes on.
  await page.setViewportSize({ width: 375, height: 800 });
  const segunda = await hastaConfirmar(page, paciente.dni, primera);
  const ancho = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(ancho, 'no sideways scroll at 375 px').toBe(0);
  await captura(page, 'medfam-04-confirmar-con-aviso');
  const numeroSegunda = await crear(page);
  expect(numeroSegunda).not.toBe(numeroPrimera);

  // The day's list has both, by phone with the demo doctor.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/administrativo/citas?fecha=${dia}`);
  await expect(h1(page)).toHaveText(/^Citas del /);
  const filas = page
    .getByRole('grid', { name: 'Citas' })
    .getByRole('row')
    .filter({ hasText: paciente.nombre });
  await expect(filas).toHaveCount(2);
  for (const [numero, hora] of [
    [numeroPrimera, primera],
    [numeroSegunda, segunda],
  ]) {
    const fila = filas.filter({ hasText: numero });
    await expect(fila).toContainText(TELEFONICA);
    await expect(fila).toContainText(MEDICO);
    await expect(fila).toContainText(hora as string);
  }
  await revisarAccesibilidad(page);
});
