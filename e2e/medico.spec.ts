import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CLINICA_DEMO } from '../apps/api/src/seed/demo-people';
import { crearPaciente, sesionApi } from './api';
import {
  abreLaClinicaDemo,
  captura,
  dniNuevo,
  fechaLegible,
  hoyEnLaClinica,
  sumarDias,
} from './datos';
import { desplazamientos, vigilarDesplazamientos } from './desplazamientos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';
import { textoDelPdf } from './pdf';

/**
 * The doctor's day (§2.5, §4, docs/decisiones.md (13, 15, 41)): today's citas, another day chosen in the
 * calendar by keyboard, whose citas are still ahead and so only seen (the page says from when the
 * diagnosis can be written, and the server refuses one); a diagnosis written on the demo doctor's
 * cita already held, saved, turned into a PDF (parsed here), edited and locked; a cita cancelled
 * from the calendar's day; another doctor's cita is refused by the server and by a tampered
 * address.
 *
 * The citas it works on are its own: a new patient books two with the demo doctor and one with
 * another doctor on the third working day from today (the other journeys use the first and
 * second), so it passes on any day, weekends included, and touches no demo cita.
 */

const MEDICO = 'Carmen López Sánchez';
const OTRO_MEDICO = 'Miguel Ángel Romero Díaz';
const PACIENTE = { nombre: 'Aurora', primer_apellido: 'Medina', segundo_apellido: 'Prieto' };
const NOMBRE_PACIENTE = 'Aurora Medina Prieto';
const CLAVE_PACIENTE = 'Diagnostico2026Jardin';

function tercerDiaLaborable(): string {
  let dia = hoyEnLaClinica();
  for (let laborables = 0; laborables < 3; ) {
    dia = sumarDias(dia, 1);
    if (abreLaClinicaDemo(dia)) laborables++;
  }
  return dia;
}

interface CitaCreada {
  id: number;
  num_cita: string;
  hora: string;
}

const datos = {
  dia: tercerDiaLaborable(),
  dni: dniNuevo(),
  tokenPaciente: '',
  idPaciente: 0,
  citaA: {} as CitaCreada,
  citaB: {} as CitaCreada,
  citaAjena: {} as CitaCreada,
};

const conToken = (token: string) => ({ authorization: `Bearer ${token}` });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // A new patient, created by the demo receptionist, books the journey's citas.
  const creada = await crearPaciente(
    request,
    'aurora',
    {
      ...PACIENTE,
      fecha_nacimiento: '1984-03-09',
      telefono: '622334455',
      password: CLAVE_PACIENTE,
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Alcalá de Henares',
      cp: '28801',
      direccion: 'Calle Mayor',
      numero: '5',
    },
    datos.dni,
  );
  const paciente = await sesionApi(request, creada.email, CLAVE_PACIENTE);
  datos.tokenPaciente = paciente.token;
  datos.idPaciente = paciente.id;

  const medicos = await (
    await request.get('/api/usuarios/mostrarMedicos', { headers: conToken(paciente.token) })
  ).json();
  const idDe = (nombre: string) =>
    (medicos.usuarios as { id_medico: number; nombre_completo: string }[]).find(
      (m) => m.nombre_completo === nombre,
    )?.id_medico as number;

  const reservar = async (idMedico: number, cual: number): Promise<CitaCreada> => {
    const huecos = await request.get(
      `/api/citas/huecosLibres?fecha=${datos.dia}&id_medico=${idMedico}`,
      { headers: conToken(paciente.token) },
    );
    const libres = (await huecos.json()).huecos as string[];
    expect(libres.length, `huecos libres el ${datos.dia}`).toBeGreaterThan(cual);
    const hora = libres[cual] as string;
    const cita = await request.post('/api/citas/pedirCita', {
      headers: conToken(paciente.token),
      data: {
        tipo_cita: 'Presencial - Medicina familiar',
        id_medico: idMedico,
        fecha: datos.dia,
        hora,
      },
    });
    expect(cita.status(), await cita.text()).toBe(201);
    return cita.json();
  };
  datos.citaA = await reservar(idDe(MEDICO), 0);
  datos.citaB = await reservar(idDe(MEDICO), 0);
  datos.citaAjena = await reservar(idDe(OTRO_MEDICO), 0);
});

test('a doctor sees today, picks a day by keyboard, diagnoses a cita, makes its PDF and cancels another', async ({
  page,
  request,
}) => {
  await iniciarSesion(page, CUENTAS.medico);
  await expect(page).toHaveURL(/\/medico$/);
  await expect(h1(page)).toHaveText('Citas de hoy');
  await expect(page.getByText('Pacientes de hoy')).toBeVisible();

  // Today's list is the server's: the doctor's citas of today, or the empty day's offer.
  const token = (await page.evaluate(() => localStorage.getItem('token_usuario'))) as string;
  const idMedico = Number(await page.evaluate(() => localStorage.getItem('id')));
  const deHoy = (await (
    await request.get(`/api/citas/mostrarCitasMedico/${idMedico}`, { headers: conToken(token) })
  ).json()) as { num_cita: string; estado: string }[];
  if (deHoy.length > 0) {
    const tabla = page.getByRole('grid', { name: 'Citas de hoy' });
    for (const cita of deHoy) {
      const fila = tabla.getByRole('row').filter({ hasText: cita.num_cita });
      await expect(fila).toBeVisible();
      // The state in words, not only the row's colour.
      await expect(fila).toContainText(
        { EN_CURSO: 'Programada', CUMPLIDA: 'Cumplida', CANCELADA: 'Cancelada' }[cita.estado] ?? '',
      );
    }
  } else {
    await expect(page.getByText('No tienes ninguna cita hoy.')).toBeVisible();
    // The next day with citas, a press away: the calendar beside shows it.
    await page
      .getByRole('button', { name: /^Ver el (lunes|martes|miércoles|jueves|viernes) / })
      .click();
    await expect(page).toHaveURL(/[?&]dia=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('complementary').getByRole('listitem').first()).toContainText(
      'Cita con ',
    );
  }
  await revisarAccesibilidad(page);
  await captura(page, 'medico-inicio-1280');

  // The calendar, by keyboard: from the focused cell, one arrow press per day to the journey's day.
  const panel = page.getByRole('complementary', { name: 'Calendario de citas' });
  if (deHoy.length > 0) {
    await expect(
      panel.getByText('Elige un día en el calendario para ver sus citas.'),
    ).toBeVisible();
  }
  await panel.getByRole('button', { name: 'Mes siguiente' }).focus();
  await page.keyboard.press('Tab');
  // From the focused day: the chosen one if there is one, else today.
  const desde = new URL(page.url()).searchParams.get('dia') ?? hoyEnLaClinica();
  const dias = Math.round(
    (Date.parse(`${datos.dia}T12:00:00Z`) - Date.parse(`${desde}T12:00:00Z`)) / 864e5,
  );
  for (let i = 0; i < dias; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]dia=${datos.dia}`));
  const dia = panel.getByRole('listitem').filter({ hasText: `Cita con ${NOMBRE_PACIENTE}` });
  await expect(dia).toHaveCount(2);
  const finDe = (hora: string) =>
    `${String(Number(hora.slice(0, 2)) + 1).padStart(2, '0')}${hora.slice(2)}`;
  await expect(dia.first()).toContainText(`${datos.citaA.hora} - ${finDe(datos.citaA.hora)}`);
  // The chosen day is marked, and says so in words to a screen reader.
  const celda = panel.locator('[data-selected][data-marked]');
  await expect(celda).toHaveCount(1);
  const descripcion = await celda.getAttribute('aria-describedby');
  expect(descripcion).toBeTruthy();
  await expect(page.locator(`[id="${descripcion?.split(' ').at(-1)}"]`)).toHaveText(/\d+ citas?/);
  // Another doctor's cita is not in this doctor's day.
  await expect(panel.getByText(datos.citaAjena.num_cita)).toHaveCount(0);
  await captura(page, 'medico-calendario-1280');

  // The journey's day is still ahead: its citas are seen ('Ver'), not diagnosed, and the page
  // says why instead of offering a box (docs/decisiones.md (41)).
  await expect(
    panel.getByRole('button', { name: `Abrir cita ${datos.citaA.num_cita}` }),
  ).toHaveCount(0);
  await panel.getByRole('button', { name: `Ver cita ${datos.citaA.num_cita}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/medico/citas/${datos.dni}/${datos.dia}/.+/\\?id=${datos.citaA.num_cita}$`),
  );
  await expect(h1(page)).toHaveText('Diagnóstico de la cita');
  const main = page.getByRole('main');
  await expect(main).toContainText(NOMBRE_PACIENTE);
  await expect(main).toContainText(datos.dni);
  const historial = page.getByRole('grid', { name: 'Historial del paciente' });
  await expect(historial.getByRole('row').filter({ hasText: fechaLegible(datos.dia) })).toHaveCount(
    3,
  );
  await expect(main).toContainText(
    `Esta cita es el ${fechaLegible(datos.dia)}: su diagnóstico se podrá escribir a partir de ese día.`,
  );
  await expect(page.getByRole('textbox', { name: 'Diagnóstico' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
  await revisarAccesibilidad(page);
  await captura(page, 'medico-diagnostico-futura-1280');
  // The server refuses it too, in Spanish, and the cita stays ahead (not fulfilled).
  const adelantado = await request.post('/api/diagnosticos/guardar', {
    headers: conToken(token),
    data: { id_cita: datos.citaA.id, contenido: 'Escrito antes de tiempo.' },
  });
  expect(adelantado.status()).toBe(409);
  expect((await adelantado.json()).message).toBe(
    `Esta cita es el ${fechaLegible(datos.dia)}: su diagnóstico se podrá escribir a partir de ese día.`,
  );

  // A cita whose day has come: the demo doctor's last one held, still without its diagnosis.
  const citasDe = async (fecha: string) =>
    (await (
      await request.get(`/api/citas/mostrarCitasPorFechaMedico/${fecha}/${idMedico}`, {
        headers: conToken(token),
      })
    ).json()) as {
      id: number;
      num_cita: string;
      fecha: string;
      estado: string;
      nombre_completo_paciente: string;
      dni_paciente: string;
    }[];
  let pendiente: Awaited<ReturnType<typeof citasDe>>[number] | undefined;
  for (let atras = 1; atras <= 8 && !pendiente; atras++) {
    pendiente = (await citasDe(sumarDias(hoyEnLaClinica(), -atras))).find(
      (c) => c.estado === 'EN_CURSO',
    );
  }
  if (!pendiente)
    throw new Error('La clínica de demostración no tiene ninguna cita por diagnosticar.');
  await page.goto(`/medico/inicio?dia=${pendiente.fecha}`);
  await panel.getByRole('button', { name: `Abrir cita ${pendiente.num_cita}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/medico/citas/${pendiente.dni_paciente}/${pendiente.fecha}/.+/\\?id=${pendiente.num_cita}$`,
    ),
  );
  await expect(h1(page)).toHaveText('Diagnóstico de la cita');
  await expect(main).toContainText(pendiente.nombre_completo_paciente);
  await expect(main).toContainText(pendiente.dni_paciente);

  const caja = page.getByRole('textbox', { name: 'Diagnóstico' });
  // 'Guardar' with nothing written: the message at the field, which takes the focus.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(caja).toBeFocused();
  await expect(caja).toHaveAccessibleDescription(/Escribe el diagnóstico antes de guardarlo\./);
  const texto = 'Faringoamigdalitis aguda. Ibuprofeno 600 mg cada 8 horas durante 5 días.';
  await caja.fill(texto);
  // Leaving with unsaved text asks first; 'Continuar diagnóstico' keeps the text.
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  const salir = page.getByRole('alertdialog');
  await expect(salir).toContainText('Estás realizando un diagnóstico, ¿seguro que deseas salir?');
  await salir.getByRole('button', { name: 'Continuar diagnóstico' }).click();
  await expect(salir).toBeHidden();
  await expect(caja).toHaveValue(texto);
  // The side bar asks too, and staying keeps the address and the text.
  await page.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(salir).toContainText('¿seguro que deseas salir?');
  await salir.getByRole('button', { name: 'Continuar diagnóstico' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${pendiente.num_cita}$`));
  await expect(caja).toHaveValue(texto);

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Editar Diagnóstico' })).toBeVisible();
  await expect(caja).toHaveAttribute('readonly', '');
  await revisarAccesibilidad(page);
  await captura(page, 'medico-diagnostico-guardado-1280');

  // 'Generar PDF': a real PDF holding the clinic, the patient, the doctor, the date and the text.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generar PDF' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`diagnostico-${pendiente.num_cita}.pdf`);
  const bytes = readFileSync((await archivo.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const contenido = await textoDelPdf(bytes);
  for (const parte of [
    CLINICA_DEMO.nombre,
    'Diagnóstico de la cita',
    pendiente.nombre_completo_paciente,
    pendiente.dni_paciente,
    MEDICO,
  ]) {
    expect(contenido).toContain(parte);
  }
  expect(contenido).toContain(fechaLegible(pendiente.fecha));
  expect(contenido.replaceAll('\n', ' ')).toContain(texto);
  await expect(page.getByText('PDF generado: revisa tus descargas.')).toBeVisible();

  // Edit, 'Guardar edición', and it is locked: no more editing. The PDF's notice goes on edit.
  await page.getByRole('button', { name: 'Editar Diagnóstico' }).click();
  await expect(page.getByText('PDF generado: revisa tus descargas.')).toHaveCount(0);
  await expect(caja).not.toHaveAttribute('readonly', '');
  const final = `${texto} Revisión en 7 días.`;
  await caja.fill(final);
  await page.getByRole('button', { name: 'Guardar edición' }).click();
  await expect(page.getByText('Diagnóstico guardado. Ya no se puede editar.')).toBeVisible();
  await expect(caja).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Editar Diagnóstico' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generar PDF' })).toBeVisible();

  // Opened again, the saved diagnosis comes back locked with its text.
  await page.reload();
  await expect(caja).toHaveValue(final);
  await expect(caja).toHaveAttribute('readonly', '');

  // Saved on the server, and the cita is now CUMPLIDA; the journey's future cita is untouched.
  const guardado = await request.get(
    `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${pendiente.id}`,
    { headers: conToken(token) },
  );
  expect(guardado.status()).toBe(200);
  expect((await guardado.json()).contenido).toBe(final);
  expect((await citasDe(pendiente.fecha)).find((c) => c.id === pendiente?.id)?.estado).toBe(
    'CUMPLIDA',
  );
  const suyas = (await (
    await request.get(`/api/citas/mostrarCitasDelPaciente/${datos.idPaciente}`, {
      headers: conToken(datos.tokenPaciente),
    })
  ).json()) as { id: number; estado: string }[];
  expect(suyas.find((c) => c.id === datos.citaA.id)?.estado).toBe('EN_CURSO');

  // Back to the day (nothing unsaved: no question), and cancel the other cita from it.
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/medico\/inicio$/);
  await page.goto(`/medico/inicio?dia=${datos.dia}`);
  await page.evaluate(() => {
    (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
  });
  const cancelar = panel.getByRole('button', { name: `Cancelar cita ${datos.citaB.num_cita}` });
  await cancelar.click();
  const pregunta = page.getByRole('alertdialog');
  await expect(pregunta).toContainText(
    `¿Seguro que quieres cancelar la cita con el número ${datos.citaB.num_cita}?`,
  );
  await pregunta.getByRole('button', { name: 'No, volver' }).click();
  await expect(pregunta).toBeHidden();
  await cancelar.click();
  await pregunta.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({
      hasText: 'Cita cancelada satisfactoriamente',
    }),
  ).toBeVisible();
  const citaB = panel
    .getByRole('listitem')
    .filter({ hasText: `Cita con ${NOMBRE_PACIENTE}` })
    .nth(1);
  await expect(citaB).toContainText('Cancelada');
  await expect(cancelar).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
  ).toBe(true);
  await revisarAccesibilidad(page);

  // Another doctor's cita: the server refuses it, and a tampered address shows nothing of it.
  for (const [metodo, url, data] of [
    ['get', `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${datos.citaAjena.id}`, undefined],
    ['post', '/api/diagnosticos/guardar', { id_cita: datos.citaAjena.id, contenido: 'Ajeno.' }],
    ['post', `/api/citas/cancelarCita/${datos.citaAjena.id}`, undefined],
  ] as const) {
    const respuesta = await request.fetch(url, { method: metodo, headers: conToken(token), data });
    expect([403, 404], `${metodo} ${url}`).toContain(respuesta.status());
  }
  await page.goto(
    `/medico/citas/${datos.dni}/${datos.dia}/10:00/${encodeURIComponent(NOMBRE_PACIENTE)}/${datos.idPaciente}/?id=${datos.citaAjena.num_cita}`,
  );
  await expect(h1(page)).toHaveText('Diagnóstico de la cita');
  await expect(
    page.getByText(`No tienes ninguna cita con el número ${datos.citaAjena.num_cita}`),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NOMBRE_PACIENTE);
  await expect(page.getByRole('textbox', { name: 'Diagnóstico' })).toHaveCount(0);
});

test('at 375 px the day is cards, and the diagnosis page fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await iniciarSesion(page, CUENTAS.medico);
  await expect(page).toHaveURL(/\/medico$/);
  await page.goto(`/medico/inicio?dia=${datos.dia}`);
  await expect(h1(page)).toHaveText('Citas de hoy');
  const panel = page.getByRole('complementary', { name: 'Calendario de citas' });
  await expect(panel.getByText(`Cita con ${NOMBRE_PACIENTE}`).first()).toBeVisible();
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(375);
  await revisarAccesibilidad(page);
  await captura(page, 'medico-inicio-375');

  // The journey's day is still ahead: the cita is seen, with the reason it cannot be written yet.
  await panel.getByRole('button', { name: `Ver cita ${datos.citaA.num_cita}` }).click();
  await expect(h1(page)).toHaveText('Diagnóstico de la cita');
  await expect(page.getByRole('main')).toContainText(
    `Esta cita es el ${fechaLegible(datos.dia)}: su diagnóstico se podrá escribir a partir de ese día.`,
  );
  await expect(page.getByRole('textbox', { name: 'Diagnóstico' })).toHaveCount(0);
  // The history as cards, each with its date, time and state in words.
  const historial = page.getByRole('list', { name: 'Historial del paciente' });
  await expect(historial.getByRole('listitem')).toHaveCount(3);
  await expect(historial.getByRole('listitem').filter({ hasText: 'Cancelada' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await revisarAccesibilidad(page);
  await captura(page, 'medico-diagnostico-375');

  // Opened cold with the history answering after the diagnosis (as it did in some loads):
  // nothing on the page moves, the box under the history waits for it.
  let diagnosticoRecibido = () => {};
  const diagnostico = new Promise<void>((resolver) => {
    diagnosticoRecibido = resolver;
  });
  page.on('response', (respuesta) => {
    if (respuesta.url().includes('/api/diagnosticos/mostrarDiagnosticoDelPaciente/')) {
      diagnosticoRecibido();
    }
  });
  await page.route('**/api/historiales/*', async (ruta) => {
    await diagnostico;
    await ruta.continue();
  });
  await vigilarDesplazamientos(page);
  // A tall phone: the box under the history is on the screen (a shift out of sight counts not).
  await page.setViewportSize({ width: 375, height: 1000 });
  await page.reload();
  await expect(historial.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('main')).toContainText(
    `Esta cita es el ${fechaLegible(datos.dia)}: su diagnóstico se podrá escribir a partir de ese día.`,
  );
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(await desplazamientos(page)).toBe(0);
});

test('a day without citas says at once which is the next one: the box never grows above the calendar', async ({
  page,
}) => {
  // A day the doctor has no citas: the server's answer for today is replaced by an empty list
  // (the demo doctor's today depends on the day the journey runs); the calendar's marks, which
  // give the next day with citas, are the real server's.
  await page.route('**/api/citas/mostrarCitasMedico/*', (ruta) =>
    ruta.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  // Every change of the page is read: the empty box must never be there without the next day.
  await page.addInitScript(() => {
    const w = window as unknown as { vacioSinSiguiente: boolean };
    w.vacioSinSiguiente = false;
    new MutationObserver(() => {
      const texto = document.body?.textContent ?? '';
      if (
        texto.includes('No tienes ninguna cita hoy.') &&
        !/Tu próximo día con citas es el|No tienes citas en los próximos días\./.test(texto)
      ) {
        w.vacioSinSiguiente = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.setViewportSize({ width: 375, height: 667 });
  await iniciarSesion(page, CUENTAS.medico);
  await expect(page).toHaveURL(/\/medico$/);
  await expect(page.getByText('No tienes ninguna cita hoy.')).toBeVisible();
  await expect(
    page.getByText(/Tu próximo día con citas es el|No tienes citas en los próximos días\./),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { vacioSinSiguiente: boolean }).vacioSinSiguiente,
    ),
  ).toBe(false);

  // Opened cold, as a phone opens it on a weekend: nothing on the page moves as it loads (the
  // calendar under the list waits for it), and no request is left hanging (the network falls
  // idle).
  await vigilarDesplazamientos(page);
  await page.reload();
  await expect(
    page.getByText(/Tu próximo día con citas es el|No tienes citas en los próximos días\./),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Calendario de citas' })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(await desplazamientos(page)).toBe(0);
});
