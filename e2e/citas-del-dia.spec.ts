import type { Locator, Page } from '@playwright/test';
import {
  abreLaClinicaDemo,
  captura,
  cifrasDeFecha,
  DIAS,
  diaDeLaSemana,
  diasDeLaDemoHoy,
  dniCon,
  fechaLegible,
  hoyEnLaClinica,
  proximoDiaLaborable,
  sumarDias,
  tituloDelDia,
} from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * The day list as a receptionist uses it all day, on the demo clinic (seeded on each run with a
 * the citas of the working days around today, closed on weekends): an empty weekend day that leads to the
 * next day with citas, a fulfilled cita opened read-only, a cancellation that comes back to the
 * cita's own day with its row marked, and the whole list on a 375-px phone.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The last Saturday among the demo's days, and the next day the demo has citas on: the Monday
 * after it, or the Tuesday when that Monday is a holiday.
 */
function sabadoYSiguienteConCitas(): { sabado: string; siguiente: string } {
  const dias = diasDeLaDemoHoy().map((d) => d.fecha);
  let sabado = sumarDias(dias.at(-1) as string, -1);
  while (diaDeLaSemana(sabado) !== 6) sabado = sumarDias(sabado, -1);
  const siguiente = dias.find((dia) => dia > sabado) as string;
  return { sabado, siguiente };
}

/** The last working day before today: its citas are over, most of them CUMPLIDA. */
const ultimoDiaLaborable = () => diasDeLaDemoHoy().find((d) => d.posicion === -1)?.fecha as string;

async function entrar(page: Page) {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
}

async function listaDelDia(page: Page, fecha: string) {
  await page.goto(`/administrativo/citas?fecha=${fecha}`);
  await expect(h1(page)).toHaveText(tituloDelDia(fecha));
}

/** The table's body rows (the header row left out). */
const filas = (page: Page) =>
  page
    .getByRole('grid', { name: 'Citas' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** The appointment number of a row: the first word of its row header. */
async function numeroDe(fila: Locator): Promise<string> {
  const texto = await fila.getByRole('rowheader').innerText();
  const numero = /\d{5}[A-Z]/.exec(texto)?.[0];
  expect(numero, `un número de cita en '${texto}'`).toBeDefined();
  return numero as string;
}

test('un sábado sin citas ofrece el próximo día con citas y lleva a él', async ({ page }) => {
  const { sabado, siguiente: lunes } = sabadoYSiguienteConCitas();
  const nombreDelDia = DIAS[diaDeLaSemana(lunes)];
  await entrar(page);
  await listaDelDia(page, sabado);
  await expect(
    page.getByRole('heading', { name: `No hay ninguna cita el ${fechaLegible(sabado)}.` }),
  ).toBeVisible();
  await expect(
    page.getByText(`El próximo día con citas es el ${nombreDelDia} ${fechaLegible(lunes)}.`),
  ).toBeVisible();
  await revisarAccesibilidad(page);
  await captura(page, 'dia-01-sabado-vacio');

  await page.getByRole('button', { name: `Ver el ${nombreDelDia} ${fechaLegible(lunes)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${lunes}$`));
  await expect(filas(page).first()).toBeVisible();
  await expect(filas(page).first()).toContainText(fechaLegible(lunes));
  await revisarAccesibilidad(page);
});

test("'Día' tecleado deprisa carga ese día, y solo ese", async ({ page }) => {
  // From today to the next weekday: typed at once, as a receptionist does, without waiting.
  const hoy = hoyEnLaClinica();
  const dia = proximoDiaLaborable();
  await entrar(page);
  await listaDelDia(page, hoy);
  const pedidas: string[] = [];
  page.on('request', (peticion) => {
    const url = new URL(peticion.url());
    if (url.pathname === '/api/citas/mostrarCitasDelDia')
      pedidas.push(url.searchParams.get('fecha') ?? '');
  });
  await page.getByRole('spinbutton', { name: /^día/i }).first().click();
  await page.keyboard.type(cifrasDeFecha(dia));

  // Before the fix each keystroke loaded a day and the field ended on a mix of them.
  await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${dia}$`));
  await expect(h1(page)).toHaveText(tituloDelDia(dia));
  await expect(page.getByRole('group', { name: 'Día' })).toContainText(fechaLegible(dia));
  await expect(filas(page).first()).toBeVisible();
  for (const texto of await filas(page).allInnerTexts()) expect(texto).toContain(fechaLegible(dia));
  expect(pedidas).toEqual([dia]);
});

test('una cita cumplida se abre de solo lectura y se vuelve a su día', async ({ page }) => {
  const dia = ultimoDiaLaborable();
  await entrar(page);
  await listaDelDia(page, dia);
  const cumplida = filas(page).filter({ hasText: 'Cumplida' }).first();
  await expect(cumplida).toBeVisible();
  const numero = await numeroDe(cumplida);
  // Only the open icon: a fulfilled cita is neither modified nor cancelled (§4).
  await expect(cumplida.getByRole('button')).toHaveCount(1);
  await cumplida.getByRole('button', { name: `Abrir cita ${numero}` }).click();

  await expect(page).toHaveURL(/\/administrativo\/citas\/detalle\?/);
  await expect(h1(page)).toHaveText('Detalles de la cita');
  const datos = page.locator('main dl');
  await expect(datos).toContainText(numero);
  await expect(datos).toContainText(fechaLegible(dia));
  await expect(datos).toContainText('Cumplida');
  await expect(datos).toContainText(/\d{8}[A-Z]/);
  await expect(page).toHaveTitle(/Detalles de la cita/);
  await revisarAccesibilidad(page);
  await captura(page, 'dia-02-detalle-cumplida');

  await page.getByRole('link', { name: `Volver a las citas del ${fechaLegible(dia)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${dia}$`));
  await expect(filas(page).filter({ hasText: numero })).toHaveCount(1);
});

test("tras cancelar, 'Ir a citas' vuelve al día de la cita con su fila marcada", async ({
  page,
}) => {
  // Not today: before the fix 'Ir a citas' went to today's list, without this cita.
  const dia = proximoDiaLaborable();
  await entrar(page);
  await listaDelDia(page, dia);
  const enCurso = filas(page).filter({ hasText: 'Programada' }).first();
  const numero = await numeroDe(enCurso);
  await enCurso.getByRole('button', { name: `Cancelar cita ${numero}` }).click();
  await expect(page).toHaveURL(/\/administrativo\/eliminarCita\?/);
  await page.getByRole('button', { name: `Sí, cancelar la cita ${numero}` }).click();
  await expect(h1(page)).toHaveText('Cita cancelada correctamente');

  await page.getByRole('link', { name: 'Ir a citas' }).click();
  await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${dia}&cita=\\d+$`));
  const fila = filas(page).filter({ hasText: numero });
  await expect(fila).toContainText('Recién cambiada');
  await expect(fila).toContainText('Cancelada');
  await expect(fila).toBeInViewport();
  await expect(fila.getByRole('button')).toHaveCount(0);
  await revisarAccesibilidad(page);
  await captura(page, 'dia-03-fila-marcada');

  // Another day is another list: the mark stays behind.
  await page.goto(`/administrativo/citas?fecha=${dia}`);
  await expect(filas(page).filter({ hasText: numero })).not.toContainText('Recién cambiada');
});

/** The first working day after the demo's citas: its list starts empty. */
function diaLaborableSinCitas(): string {
  let dia = sumarDias(diasDeLaDemoHoy().at(-1)?.fecha as string, 1);
  while (!abreLaClinicaDemo(dia)) dia = sumarDias(dia, 1);
  return dia;
}

/** Opens a Select and picks its first option; returns the option's text. */
async function elegirPrimera(page: Page, etiqueta: string) {
  await page.getByRole('button', { name: etiqueta }).click();
  const opcion = page.getByRole('listbox').getByRole('option').first();
  const texto = (await opcion.innerText()).trim();
  await opcion.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return texto;
}

test("tras crear una cita, 'Ir a citas' abre su día con ella marcada", async ({ page }) => {
  const dia = diaLaborableSinCitas();
  await entrar(page);
  await page.goto('/administrativo/crearCita');
  await page.getByLabel('DNI del paciente').fill(dniCon(12_345_678));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(h1(page)).toHaveText('Asignar datos');
  await page.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(cifrasDeFecha(dia));
  await elegirPrimera(page, 'Radiólogo');
  await expect(page.getByRole('button', { name: 'Hora' })).toBeEnabled();
  const hora = await elegirPrimera(page, 'Hora');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(h1(page)).toHaveText('Confirmar datos');
  await page.getByRole('button', { name: 'Crear cita' }).click();
  await expect(h1(page)).toHaveText('Cita creada correctamente');
  const numero = await page.locator('main strong').innerText();

  // Before the fix: today's list, where this cita is not.
  await page.getByRole('link', { name: 'Ir a citas' }).click();
  await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${dia}&cita=\\d+$`));
  await expect(page.getByRole('group', { name: 'Día' })).toContainText(fechaLegible(dia));
  const fila = filas(page).filter({ hasText: numero });
  await expect(fila).toContainText('Recién cambiada');
  await expect(fila).toContainText(hora);
  await expect(fila).toContainText('Programada');
  await expect(fila).toBeInViewport();
  await revisarAccesibilidad(page);
});

test.describe('en un móvil de 375 × 667', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('cada cita es una tarjeta con número, paciente, hora, tipo, estado y acciones', async ({
    page,
  }) => {
    const dia = proximoDiaLaborable();
    await entrar(page);
    await listaDelDia(page, dia);
    await expect(page.getByRole('grid', { name: 'Citas' })).toBeHidden();
    const tarjetas = page.getByRole('list', { name: 'Citas' }).getByRole('listitem');
    await expect(tarjetas.first()).toBeVisible();
    expect(await tarjetas.count()).toBeGreaterThan(3);
    // Nothing runs off the side: the page does not scroll sideways.
    const desborde = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(desborde).toBeLessThanOrEqual(0);

    const enCurso = tarjetas.filter({ hasText: 'Programada' }).first();
    const numero = /\d{5}[A-Z]/.exec(await enCurso.innerText())?.[0] as string;
    await expect(enCurso.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(enCurso).toContainText(/\d{2}:\d{2}/);
    await expect(enCurso).toContainText(/Radiología|Medicina/);
    // Earlier journeys may have cancelled the day's first citas: the card can be further down,
    // so it is scrolled to, as a person would; what matters is that nothing is cut off sideways.
    await enCurso.scrollIntoViewIfNeeded();
    for (const nombre of [`Modificar cita ${numero}`, `Cancelar cita ${numero}`]) {
      const boton = enCurso.getByRole('button', { name: nombre });
      await expect(boton).toBeInViewport();
      const caja = await boton.boundingBox();
      expect((caja?.x ?? 0) + (caja?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    await revisarAccesibilidad(page);
    await captura(page, 'dia-04-movil-tarjetas');

    // The patient stays beside the bin: the question names the same cita.
    const paciente = await enCurso.getByRole('heading', { level: 2 }).innerText();
    await enCurso.getByRole('button', { name: `Cancelar cita ${numero}` }).click();
    await expect(h1(page)).toContainText(numero);
    await expect(h1(page)).toContainText(paciente);
    // 'No, volver' leaves the cita as it is (docs/decisiones.md (38)).
    await page.getByRole('button', { name: 'No, volver' }).click();
    await expect(page).toHaveURL(new RegExp(`/administrativo/citas\\?fecha=${dia}$`));
  });

  test('un día vacío y el detalle de una cita también caben', async ({ page }) => {
    await entrar(page);
    await listaDelDia(page, sabadoYSiguienteConCitas().sabado);
    await expect(page.getByRole('button', { name: /^Ver el lunes/ })).toBeInViewport();
    await revisarAccesibilidad(page);
    await captura(page, 'dia-05-movil-vacio');

    await listaDelDia(page, ultimoDiaLaborable());
    const cumplida = page
      .getByRole('list', { name: 'Citas' })
      .getByRole('listitem')
      .filter({ hasText: 'Cumplida' })
      .first();
    await cumplida.getByRole('button', { name: /^Abrir cita/ }).click();
    await expect(h1(page)).toHaveText('Detalles de la cita');
    const desborde = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(desborde).toBeLessThanOrEqual(0);
    await revisarAccesibilidad(page);
    await captura(page, 'dia-06-movil-detalle');
  });
});
