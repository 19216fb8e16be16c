import type { Browser, Page } from '@playwright/test';
import { crearPaciente, sesionApi } from './api';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * Arrival and no-show at the desk (docs/decisiones.md (54)), on a clinic's morning: Tuesday
 * 01/12/2026 at 09:30 in Madrid. The server's clock starts there (CLINICA_RELOJ_DE_PRUEBA) and the
 * demo clinic is seeded around it, and the browser's clock reads the same instant, so the
 * journey holds on whatever date and hour it runs, weekends and holidays included.
 */
const INSTANTE = '2026-12-01T09:30:00+01:00';
const HOY = '2026-12-01';
/** The demo's last working day before it: its citas are over, and some still programmed. */
const AYER = '2026-11-30';

test.use({ relojDelServidor: INSTANTE });

async function conElReloj(page: Page) {
  await page.clock.setFixedTime(new Date(INSTANTE));
}

/** A row of the day list, by the cita's number. */
const fila = (page: Page, numero: string) =>
  page.getByRole('grid', { name: 'Citas' }).getByRole('row').filter({ hasText: numero });

/** Another person at another computer: a browser context of their own, on the same clock. */
async function otroPuesto(browser: Browser, baseURL: string | undefined) {
  const contexto = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const pagina = await contexto.newPage();
  await conElReloj(pagina);
  return { contexto, pagina };
}

test('la recepción anota que una paciente ha llegado, su médico la ve en sala de espera, y marca que otro no se presentó', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A patient of her own with a cita later this morning with the demo doctor, booked at the desk.
  const paciente = await crearPaciente(request, 'llegada', {
    nombre: 'Remedios',
    primer_apellido: 'Llegada',
    segundo_apellido: 'Puntual',
    fecha_nacimiento: '1968-02-14',
    telefono: '644556677',
    password: 'Tranvia2026Azulado',
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Alcorcón',
    cp: '28921',
    direccion: 'Calle Mayor',
    numero: '12',
  });
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const medico = await sesionApi(request, CUENTAS.medico);
  const libres = await request.get(`/api/citas/huecosLibres?fecha=${HOY}&id_medico=${medico.id}`, {
    headers: admin.headers,
  });
  expect(libres.status()).toBe(200);
  const [hora] = ((await libres.json()) as { huecos: string[] }).huecos;
  expect(hora, 'el médico de la demostración tiene una hora libre esa mañana').toBeDefined();
  const reservada = await request.post('/api/citas/guardar', {
    headers: admin.headers,
    data: {
      fecha: HOY,
      hora,
      id_paciente: paciente.id,
      id_medico: medico.id,
      tipo_cita: 'Presencial - Medicina familiar',
    },
  });
  expect(reservada.status(), await reservada.text()).toBe(201);
  const { num_cita: numLlegada } = (await reservada.json()) as { num_cita: string };

  // Yesterday's list still holds citas nobody closed: one of them is the no-show.
  const deAyer = await request.get(`/api/citas/mostrarCitasDelDia?fecha=${AYER}`, {
    headers: admin.headers,
  });
  const pendiente = ((await deAyer.json()) as { num_cita: string; estado: string }[]).find(
    (c) => c.estado === 'EN_CURSO',
  );
  expect(pendiente, 'la demostración deja citas programadas el día anterior').toBeDefined();
  const numAusente = pendiente?.num_cita as string;

  // The desk: today's list offers 'Ha llegado' on her cita; once pressed the row says when.
  await conElReloj(page);
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  const suya = fila(page, numLlegada);
  await expect(suya).toContainText('Remedios Llegada Puntual');
  await expect(suya.getByRole('button', { name: /^No se presentó/ })).toHaveCount(0);
  await suya.getByRole('button', { name: `Ha llegado: cita ${numLlegada}` }).click();
  await expect(suya).toContainText(/Llegó a las 09:\d\d/);
  await expect(suya.getByRole('button', { name: /^Ha llegado/ })).toHaveCount(0);
  await expect(page.getByText('Anotado: Remedios Llegada Puntual ha llegado.')).toBeVisible();
  await revisarAccesibilidad(page);

  // Her doctor, at his own computer: 'En sala de espera' beside her cita.
  const consulta = await otroPuesto(browser, baseURL);
  try {
    await iniciarSesion(consulta.pagina, CUENTAS.medico);
    const deHoy = consulta.pagina.getByRole('grid', { name: 'Citas de hoy' });
    const enEspera = deHoy.getByRole('row').filter({ hasText: numLlegada });
    await expect(enEspera).toContainText('En sala de espera');
    await expect(enEspera).toContainText('Remedios Llegada Puntual');
    await revisarAccesibilidad(consulta.pagina);
  } finally {
    await consulta.contexto.close();
  }

  // Back at the desk, yesterday's list: the cita nobody came to, marked after a question.
  await page.goto(`/administrativo/citas?fecha=${AYER}`);
  const ausente = fila(page, numAusente);
  await expect(ausente.getByRole('button', { name: /^Ha llegado/ })).toHaveCount(0);
  await ausente.getByRole('button', { name: `No se presentó: cita ${numAusente}` }).click();
  const pregunta = page.getByRole('alertdialog', {
    name: `¿Marcar que no se presentó a la cita ${numAusente}?`,
  });
  await expect(pregunta).toBeVisible();
  await revisarAccesibilidad(page);
  await pregunta.getByRole('button', { name: 'Marcar que no se presentó' }).click();
  await expect(pregunta).toBeHidden();
  await expect(ausente.locator('[data-estado="NO_PRESENTADA"]')).toHaveText('No se presentó');
  await expect(ausente.getByRole('button')).toHaveCount(0);

  // The server kept both: the arrival's time and the final state.
  const lista = await request.get(`/api/citas/mostrarCitasDelDia?fecha=${HOY}`, {
    headers: admin.headers,
  });
  const llegada = (
    (await lista.json()) as { num_cita: string; hora_llegada: string | null }[]
  ).find((c) => c.num_cita === numLlegada);
  expect(llegada?.hora_llegada).toMatch(/^2026-12-01T08:3\d/);
  const ayer = await request.get(`/api/citas/mostrarCitasDelDia?fecha=${AYER}`, {
    headers: admin.headers,
  });
  expect(
    ((await ayer.json()) as { num_cita: string; estado: string }[]).find(
      (c) => c.num_cita === numAusente,
    )?.estado,
  ).toBe('NO_PRESENTADA');
});
