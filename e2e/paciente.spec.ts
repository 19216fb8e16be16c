import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { crearPaciente, sesionApi } from './api';
import { captura, cifrasDeFecha, fechaLegible, laborableDentroDe } from './datos';
import {
  CONTRASENA_DEMO,
  CUENTAS,
  elegir,
  expect,
  iniciarSesion,
  revisarAccesibilidad,
  test,
} from './fixtures';
import { imagenesDelPdf, textoDelPdf } from './pdf';

/**
 * The patient's area as a new patient meets it (§2.6): book through the five steps, see the cita
 * in 'Mis citas', add it to a calendar, cancel another, by keyboard alone on a phone, and two
 * patients racing for one slot. Each journey creates its own patients and books weeks ahead,
 * away from the days other journeys use.
 */

const CONTRASENA = 'ClaveSegura2026';

/** 'Jueves, 3 de diciembre de 2026' as the slot list says a day. */
function fechaLarga(iso: string): string {
  const texto = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** The headers of a session of `email`. */
const tokenDe = async (request: APIRequestContext, email: string, password = CONTRASENA) =>
  (await sesionApi(request, email, password)).headers;

/** A new patient of the journey's own, created by the receptionist; `nombre` is her first name. */
async function pacienteNuevo(request: APIRequestContext, nombre: string) {
  const prefijo = nombre
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  const creada = await crearPaciente(request, prefijo, {
    nombre,
    primer_apellido: 'Paciente',
    segundo_apellido: 'Nuevo',
    fecha_nacimiento: '1985-04-12',
    telefono: '611223344',
    password: CONTRASENA,
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Alcalá de Henares',
    cp: '28801',
    direccion: 'Calle Mayor',
    numero: '5',
  });
  return { ...creada, nombre };
}

/** The doctors of the clinic, as the patient sees them. */
async function medicos(request: APIRequestContext, email: string) {
  const respuesta = await request.get('/api/usuarios/mostrarMedicos', {
    headers: await tokenDe(request, email),
  });
  const { usuarios } = (await respuesta.json()) as {
    usuarios: { id_medico: number; nombre_completo: string }[];
  };
  return usuarios;
}

/** Steps 1 to 3 with the mouse: type, doctor, wished day and hour; lands on step 4. */
async function hastaCitasDisponibles(
  page: Page,
  { tipo, medico, fecha, hora }: { tipo: RegExp; medico: string; fecha: string; hora: string },
  revisar = false,
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Tipo de cita' })).toBeVisible();
  if (revisar) await revisarAccesibilidad(page);
  await elegir(page, tipo);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/paciente\/pedirCita\/pedirCitaPaso2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selección de médico' })).toBeVisible();
  await elegir(page, medico);
  if (revisar) await revisarAccesibilidad(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/pedirCitaPaso3$/);
  await page
    .getByRole('group', { name: /Fecha que te viene bien/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(cifrasDeFecha(fecha));
  await page.getByRole('button', { name: /Hora que te viene bien/ }).click();
  await page.getByRole('option', { name: hora, exact: true }).click();
  if (revisar) await revisarAccesibilidad(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/pedirCitaPaso4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Citas disponibles' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
}

test.describe('el área del paciente', () => {
  test('un paciente nuevo pide cita en cinco pasos, la añade al calendario, la ve en Mis citas y cancela otra', async ({
    page,
    request,
  }) => {
    const paciente = await pacienteNuevo(request, 'Aurora');
    const [medico] = await medicos(request, paciente.email);
    if (!medico) throw new Error('La clínica de demostración no tiene médicos.');
    const dia = laborableDentroDe(21);
    // Another cita of hers, a week later and so well beyond the 24-hour notice, to cancel.
    const otroDia = laborableDentroDe(28);
    const otra = await request.post('/api/citas/pedirCita', {
      headers: await tokenDe(request, paciente.email),
      data: {
        tipo_cita: 'Telefónica - Medicina familiar',
        id_medico: medico.id_medico,
        fecha: otroDia,
        hora: '12:00',
      },
    });
    expect(otra.status()).toBe(201);
    const { num_cita: otraNum } = (await otra.json()) as { num_cita: string };

    await iniciarSesion(page, paciente.email, CONTRASENA);
    await expect(page).toHaveURL(/\/paciente$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Hola, ${paciente.nombre}` }),
    ).toBeVisible();
    // No side bar for patients (§2.1): no navigation, the leave button in the page.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-inicio-1280');

    await page.getByRole('link', { name: 'Pedir cita' }).click();
    await expect(page).toHaveURL(/\/paciente\/pedirCita$/);
    // Continuar with nothing chosen says what is missing.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText('Elige el tipo de cita.');
    await hastaCitasDisponibles(
      page,
      {
        tipo: /Presencial - Medicina familiar/,
        medico: medico.nombre_completo,
        fecha: dia,
        hora: '10:00',
      },
      true,
    );
    // A reload at step 4 resumes it there (docs/decisiones.md (37)) and asks for the slots again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Citas disponibles' })).toBeVisible();
    // The doctor's real free slots, the wished one among them (a day weeks ahead is free).
    const deseada = page.getByRole('radio', { name: `${fechaLarga(dia)}, a las 10:00` });
    await expect(deseada).toBeVisible();
    expect(await page.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-citas-disponibles-1280');
    await elegir(page, `${fechaLarga(dia)}, a las 10:00`);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/pedirCitaPaso5$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumen de los datos' }),
    ).toBeVisible();
    await expect(page.getByText(fechaLegible(dia))).toBeVisible();
    await expect(page.getByText(medico.nombre_completo)).toBeVisible();
    await expect(page.getByText('Presencial - Medicina familiar')).toBeVisible();
    await revisarAccesibilidad(page);
    await page.getByRole('button', { name: 'Pedir cita' }).click();

    await expect(page).toHaveURL(/\/paciente\/pedirCita\/confirmacion$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
    ).toBeVisible();
    const numero = (
      await page
        .getByText(/^\d{5}[A-Z]$/)
        .first()
        .innerText()
    ).trim();
    await expect(page.getByText(medico.nombre_completo)).toBeVisible();
    // Where: the clinic's address, as its responsable wrote it in 'Agenda' (the demo seed's).
    const direccion = 'Calle de la Salud, 12, 28001 Madrid';
    await expect(page.locator('main dl')).toContainText(`Lugar${direccion}`);
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-cita-creada-1280');

    // 'Añadir al calendario': a valid iCalendar with the clinic's wall-clock time.
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Añadir al calendario' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toBe(`cita-${numero}.ics`);
    const ics = readFileSync((await descarga.path()) as string, 'utf8');
    const lineas = ics.split('\r\n');
    expect(lineas[0]).toBe('BEGIN:VCALENDAR');
    expect(lineas).toContain('VERSION:2.0');
    expect(lineas).toContain(`DTSTART;TZID=Europe/Madrid:${dia.replaceAll('-', '')}T100000`);
    expect(lineas).toContain(`DTEND;TZID=Europe/Madrid:${dia.replaceAll('-', '')}T110000`);
    expect(lineas).toContain(`UID:cita-${numero}@clinica`);
    // Two reminders (the day before, an hour before) and the clinic's address as the place.
    const desplegadas = ics.replace(/\r\n /g, '').split('\r\n');
    expect(desplegadas).toContain('TRIGGER:-P1D');
    expect(desplegadas).toContain('TRIGGER:-PT1H');
    expect(desplegadas.filter((l) => l === 'ACTION:DISPLAY')).toHaveLength(2);
    expect(desplegadas).toContain(
      `LOCATION:Clínica San Rafael\\, ${direccion.replaceAll(',', '\\,')}`,
    );
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const linea of lineas) expect(Buffer.byteLength(linea)).toBeLessThanOrEqual(75);

    // 'Mis citas': the new cita in progress, the other one too, newest first.
    await page.getByRole('link', { name: 'Mis citas' }).click();
    await expect(page).toHaveURL(/\/paciente\/misCitas$/);
    const tabla = page.getByRole('grid', { name: 'Historial de citas' });
    const fila = tabla.getByRole('row').filter({ hasText: numero });
    await expect(fila).toContainText('Programada');
    await expect(fila).toContainText(fechaLegible(dia));
    const filas = tabla.getByRole('row');
    await expect(filas.nth(1)).toContainText(otraNum);
    await expect(page.getByRole('heading', { name: 'Urgencias' })).toBeVisible();
    // The clinic's phone, hours and address are its own (GET /api/clinica), never a fixed text.
    const clinica = (await (await request.get('/api/clinica')).json()) as {
      nombre: string;
      direccion: string;
      telefono: string;
    };
    const telefono = clinica.telefono.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
    await expect(
      page.getByRole('link', { name: `Llamar a la clínica al ${telefono}` }),
    ).toHaveAttribute('href', `tel:${clinica.telefono}`);
    await expect(page.getByText('De lunes a viernes, de 08:00 a 15:00')).toBeVisible();
    await expect(page.getByText(`${clinica.nombre}, ${clinica.direccion}`)).toBeVisible();
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-mis-citas-1280');

    // Cancel the other one: the question, 'Sí, cancelar la cita', the confirmation, and its row says so.
    await tabla.getByRole('button', { name: `Cancelar la cita ${otraNum}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/paciente/misCitas/cancelarCita\\?numCita=${otraNum}$`),
    );
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `¿Seguro que quieres cancelar la cita ${otraNum}?`,
      }),
    ).toBeVisible();
    await expect(page.getByText(fechaLegible(otroDia))).toBeVisible();
    await revisarAccesibilidad(page);
    // The answers say what they do (docs/decisiones.md (38)).
    await expect(page.getByRole('link', { name: 'No, volver' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Sí, cancelar la cita ${otraNum}` })).toHaveText(
      'Sí, cancelar la cita',
    );
    await page.getByRole('button', { name: `Sí, cancelar la cita ${otraNum}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cita cancelada correctamente' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Mis citas' }).click();
    await expect(tabla.getByRole('row').filter({ hasText: otraNum })).toContainText('Cancelada');
    await expect(tabla.getByRole('button', { name: `Cancelar la cita ${otraNum}` })).toHaveCount(0);
    await expect(fila).toContainText('Programada');
  });

  test('la misma cita por teclado solo en un móvil de 375 × 667', async ({ page, request }) => {
    const paciente = await pacienteNuevo(request, 'Begoña');
    const lista = await medicos(request, paciente.email);
    const medico = lista[1] ?? lista[0];
    if (!medico) throw new Error('La clínica de demostración no tiene médicos.');
    const dia = laborableDentroDe(22);
    await page.setViewportSize({ width: 375, height: 667 });
    await iniciarSesion(page, paciente.email, CONTRASENA);
    await expect(page).toHaveURL(/\/paciente$/);
    const sinDesplazamientoLateral = async () =>
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    await sinDesplazamientoLateral();
    await captura(page, 'paciente-inicio-375');

    /** Presses Tab until `destino` has the focus (the keyboard is all this journey uses). */
    async function tabHasta(destino: Locator) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) {
          return;
        }
      }
      throw new Error(`No se llega con Tab a ${destino}`);
    }
    const boton = (nombre: string) => page.getByRole('button', { name: nombre, exact: true });
    /** The radio of the group that holds the Tab stop (the checked one, or the first). */
    const paradaDelGrupo = page.locator('input[type="radio"]:not([tabindex="-1"])').first();

    await tabHasta(page.getByRole('link', { name: 'Pedir cita' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipo de cita' })).toBeFocused();
    // The radio group: one Tab stop; the arrow keys choose.
    await tabHasta(paradaDelGrupo);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Telefónica - Medicina familiar/ })).toBeChecked();
    await sinDesplazamientoLateral();
    await captura(page, 'paciente-tipo-375');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Selección de médico' }),
    ).toBeFocused();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await tabHasta(paradaDelGrupo);
    await page.keyboard.press('Space');
    while (!(await page.getByRole('radio', { name: medico.nombre_completo }).isChecked())) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seleccionar fecha y hora' }),
    ).toBeFocused();
    await tabHasta(page.getByRole('spinbutton').first());
    await page.keyboard.type(cifrasDeFecha(dia));
    await tabHasta(page.getByRole('button', { name: /Hora que te viene bien/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    for (let i = 0; i < 10; i++) {
      const activa = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (activa === '11:00') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Hora que te viene bien/ })).toContainText(
      '11:00',
    );
    await sinDesplazamientoLateral();
    await captura(page, 'paciente-fecha-375');
    await tabHasta(boton('Continuar'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Citas disponibles' })).toBeFocused();
    // The nearest free slot to the wish (this doctor's hours may start later): the first one.
    const primera = page.getByRole('radio').first();
    await expect(primera).toBeVisible();
    const texto = await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .innerText();
    const hora = /a las (\d\d:\d\d)/.exec(texto)?.[1] ?? '';
    expect(hora).not.toBe('');
    await tabHasta(paradaDelGrupo);
    await page.keyboard.press('Space');
    await expect(primera).toBeChecked();
    await sinDesplazamientoLateral();
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-citas-disponibles-375');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumen de los datos' }),
    ).toBeFocused();
    await sinDesplazamientoLateral();
    await captura(page, 'paciente-resumen-375');
    await tabHasta(boton('Pedir cita'));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
    ).toBeVisible();
    await expect(page.getByText(hora, { exact: true })).toBeVisible();
    await sinDesplazamientoLateral();
    await captura(page, 'paciente-cita-creada-375');

    // Mis citas at 375: one card per cita, its state in words, no table hiding whose it is.
    await tabHasta(page.getByRole('link', { name: 'Mis citas' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/paciente\/misCitas$/);
    const tarjetas = page.getByRole('list', { name: 'Historial de citas' });
    await expect(tarjetas.getByRole('listitem')).toHaveCount(1);
    await expect(tarjetas).toContainText('Programada');
    await expect(tarjetas).toContainText(medico.nombre_completo);
    await sinDesplazamientoLateral();
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-mis-citas-375');
  });

  test('dos pacientes a por la misma hora: una la consigue, la otra vuelve a las citas libres; nadie lee las citas de otro', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const [carla, diana] = await Promise.all([
      pacienteNuevo(request, 'Carla'),
      pacienteNuevo(request, 'Diana'),
    ]);
    const lista = await medicos(request, carla.email);
    const medico = lista[2] ?? lista[0];
    if (!medico) throw new Error('La clínica de demostración no tiene médicos.');
    const dia = laborableDentroDe(23);
    const deseo = {
      tipo: /Presencial - Medicina familiar/,
      medico: medico.nombre_completo,
      fecha: dia,
      hora: '09:00',
    };
    const hueco = `${fechaLarga(dia)}, a las 09:00`;

    const contexto = await browser.newContext({
      baseURL,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const otra = await contexto.newPage();
    try {
      for (const [pagina, quien] of [
        [page, carla],
        [otra, diana],
      ] as const) {
        await iniciarSesion(pagina, quien.email, CONTRASENA);
        await expect(pagina).toHaveURL(/\/paciente$/);
        await pagina.getByRole('link', { name: 'Pedir cita' }).click();
        await hastaCitasDisponibles(pagina, deseo);
        await elegir(pagina, hueco);
        await pagina.getByRole('button', { name: 'Continuar' }).click();
        await expect(
          pagina.getByRole('heading', { level: 1, name: 'Resumen de los datos' }),
        ).toBeVisible();
      }
      // Carla confirms first and gets it.
      await page.getByRole('button', { name: 'Pedir cita' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
      ).toBeVisible();
      // Diana is sent back to step 4, told why, with fresh slots that no longer offer it.
      await otra.getByRole('button', { name: 'Pedir cita' }).click();
      await expect(otra).toHaveURL(/pedirCitaPaso4$/);
      await expect(
        otra.getByRole('heading', { level: 1, name: 'Citas disponibles' }),
      ).toBeVisible();
      await expect(otra.getByText(/Otra persona acaba de coger esa cita/).first()).toBeVisible();
      await expect(otra.getByRole('radio').first()).toBeVisible();
      await expect(otra.getByRole('radio', { name: hueco })).toHaveCount(0);
      await revisarAccesibilidad(otra);
      await captura(otra, 'paciente-cita-ocupada-1280');
      // She picks another and books it.
      await otra
        .locator('label')
        .filter({ has: otra.getByRole('radio') })
        .first()
        .click();
      await otra.getByRole('button', { name: 'Continuar' }).click();
      await expect(
        otra.getByRole('heading', { level: 1, name: 'Resumen de los datos' }),
      ).toBeVisible();
      await otra.getByRole('button', { name: 'Pedir cita' }).click();
      await expect(
        otra.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
      ).toBeVisible();
    } finally {
      await contexto.close();
    }

    // Neither reads the other's citas or their results: the server answers as if there were
    // none (404, the same as a missing patient).
    const deDiana = await tokenDe(request, diana.email);
    const citasDeCarla = await request.get(`/api/citas/mostrarCitasDelPaciente/${carla.id}`, {
      headers: deDiana,
    });
    expect(citasDeCarla.status()).toBe(404);
    const propias = await request.get(`/api/citas/mostrarCitasDelPaciente/${carla.id}`, {
      headers: await tokenDe(request, carla.email),
    });
    const [citaDeCarla] = (await propias.json()) as { id: number }[];
    expect(citaDeCarla).toBeDefined();
    for (const ruta of [
      `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${citaDeCarla?.id}`,
      `/api/informes/mostrarInformeDelPaciente/${citaDeCarla?.id}`,
      `/api/imagenes/mostrarImagenesDelPaciente/${citaDeCarla?.id}`,
    ]) {
      const respuesta = await request.get(ruta, { headers: deDiana });
      expect([403, 404], ruta).toContain(respuesta.status());
    }
    const cancelar = await request.post(`/api/citas/cancelarCita/${citaDeCarla?.id}`, {
      headers: deDiana,
    });
    expect([403, 404]).toContain(cancelar.status());
  });
  test('una cita de radiología cumplida: su informe y sus imágenes, que nadie más puede leer', async ({
    page,
    request,
  }) => {
    // The demo patient's own history (read only: nothing here changes demo data).
    const demo = await tokenDe(request, CUENTAS.paciente, CONTRASENA_DEMO);
    const yo = (await (await request.get('/api/usuarios/yo', { headers: demo })).json()) as {
      id: number;
    };
    const suyas = (await (
      await request.get(`/api/citas/mostrarCitasDelPaciente/${yo.id}`, { headers: demo })
    ).json()) as {
      id: number;
      num_cita: string;
      tipo_cita: string;
      estado: string;
      fecha: string;
      nombre_completo_paciente: string;
      dni_paciente: string;
    }[];
    const radiologia = suyas.find((c) => c.tipo_cita === 'Radiologia' && c.estado === 'CUMPLIDA');
    const medicina = suyas.find((c) => c.tipo_cita !== 'Radiologia' && c.estado === 'CUMPLIDA');
    if (!radiologia || !medicina)
      throw new Error('La paciente de demostración no tiene citas cumplidas.');

    await iniciarSesion(page, CUENTAS.paciente, CONTRASENA_DEMO);
    await expect(page).toHaveURL(/\/paciente$/);
    await page.getByRole('link', { name: 'Mis citas' }).click();
    await page.getByRole('searchbox').fill(radiologia.num_cita);
    await page
      .getByRole('button', { name: `Ver los detalles de la cita ${radiologia.num_cita}` })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/paciente/misCitas/citaEspecialista\\?id=${radiologia.id}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalles de la cita Especialista' }),
    ).toBeVisible();
    await expect(page.getByText(radiologia.fecha.split('-').reverse().join('-'))).toBeVisible();
    // The report is text to read under its heading: one 'Informe', no resizable box.
    const { contenido: textoInforme } = (await (
      await request.get(`/api/informes/mostrarInformeDelPaciente/${radiologia.id}`, {
        headers: demo,
      })
    ).json()) as { contenido: string };
    await expect(page.getByText(textoInforme)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Informe', { exact: true })).toHaveCount(1);
    const { imagenes: suyasImagenes } = (await (
      await request.get(`/api/imagenes/mostrarImagenesDelPaciente/${radiologia.id}`, {
        headers: demo,
      })
    ).json()) as { imagenes: unknown[] };
    // 'Descargar PDF': a real PDF holding the cita and its report.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`informe-${radiologia.num_cita}.pdf`);
    const bytes = readFileSync((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const textoPdf = (await textoDelPdf(bytes)).replace(/\s+/g, ' ');
    expect(textoPdf).toContain(radiologia.num_cita);
    expect(textoPdf).toContain(textoInforme.slice(0, 20));
    // Both surnames and the DNI, the date as dd/mm/aaaa, and every image of the test drawn.
    expect(textoPdf).toContain(radiologia.nombre_completo_paciente);
    expect(radiologia.nombre_completo_paciente.split(' ').length).toBeGreaterThanOrEqual(3);
    expect(textoPdf).toContain(radiologia.dni_paciente);
    expect(textoPdf).toContain(radiologia.fecha.split('-').reverse().join('/'));
    expect(suyasImagenes.length).toBeGreaterThan(0);
    expect(await imagenesDelPdf(bytes)).toBe(suyasImagenes.length);
    const primera = page.getByRole('button', { name: /^Ver la imagen / }).first();
    await expect(primera).toBeVisible();
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-detalle-especialista-1280');
    // The viewer opens by keyboard, shows the image and closes with Escape.
    await primera.focus();
    await page.keyboard.press('Enter');
    const visor = page.getByRole('dialog');
    await expect(visor.getByRole('img').first()).toBeVisible();
    await captura(page, 'paciente-visor-1280');
    await page.keyboard.press('Escape');
    await expect(visor).toHaveCount(0);

    // A family-medicine cita shows its diagnosis.
    await page.goto(`/paciente/misCitas/citaFacultativo?id=${medicina.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalles de la cita' }),
    ).toBeVisible();
    const { contenido: textoDiagnostico } = (await (
      await request.get(`/api/diagnosticos/mostrarDiagnosticoDelPaciente/${medicina.id}`, {
        headers: demo,
      })
    ).json()) as { contenido: string };
    expect(textoDiagnostico.length).toBeGreaterThan(10);
    await expect(page.getByText(textoDiagnostico)).toBeVisible();

    // Another patient gets nothing of it from the server (404, as for a missing record), and
    // the app says it is not hers.
    const otra = await pacienteNuevo(request, 'Elisa');
    const deOtra = await tokenDe(request, otra.email);
    for (const ruta of [
      `/api/informes/mostrarInformeDelPaciente/${radiologia.id}`,
      `/api/imagenes/mostrarImagenesDelPaciente/${radiologia.id}`,
      `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${medicina.id}`,
    ]) {
      expect((await request.get(ruta, { headers: deOtra })).status(), ruta).toBe(404);
    }
    const imagenes = (await (
      await request.get(`/api/imagenes/mostrarImagenesDelPaciente/${radiologia.id}`, {
        headers: demo,
      })
    ).json()) as { imagenes: { id_imagen: number }[] };
    const [imagen] = imagenes.imagenes;
    expect(imagen).toBeDefined();
    const descarga = await request.get(`/api/imagenes/descargar/${imagen?.id_imagen}`, {
      headers: deOtra,
    });
    expect(descarga.status()).toBe(404);
  });

  test("'Quién ha visto mi historia': la administrativa que listó el día y el médico que consultó su historial; nadie más la lee", async ({
    page,
    request,
  }) => {
    const paciente = await pacienteNuevo(request, 'Olga');
    const otra = await pacienteNuevo(request, 'Pilar');
    const deOlga = await tokenDe(request, paciente.email);
    const deMedico = await tokenDe(request, CUENTAS.medico, CONTRASENA_DEMO);
    const deAdministrativo = await tokenDe(request, CUENTAS.administrativo, CONTRASENA_DEMO);
    type Yo = { id: number; nombre: string; primer_apellido: string; segundo_apellido?: string };
    const yo = async (headers: Record<string, string>) =>
      (await (await request.get('/api/usuarios/yo', { headers })).json()) as Yo;
    const nombreDe = (u: Yo) =>
      [u.nombre, u.primer_apellido, u.segundo_apellido].filter(Boolean).join(' ');
    const medico = await yo(deMedico);
    const administrativo = await yo(deAdministrativo);
    // A day five weeks ahead, far from the days the other journeys use, at a free hour.
    const dia = laborableDentroDe(35);
    const libres = await request.get(
      `/api/citas/huecosLibres?fecha=${dia}&id_medico=${medico.id}`,
      { headers: deOlga },
    );
    const [hora] = ((await libres.json()) as { huecos: string[] }).huecos;
    if (!hora) throw new Error(`El médico no tiene huecos libres el ${dia}.`);
    const pedida = await request.post('/api/citas/pedirCita', {
      headers: deOlga,
      data: { tipo_cita: 'Presencial - Medicina familiar', id_medico: medico.id, fecha: dia, hora },
    });
    expect(pedida.status()).toBe(201);
    const cita = (await pedida.json()) as { id: number; num_cita: string };
    // The receptionist lists that day (the list shows Olga's name and DNI)...
    const lista = await request.get(`/api/citas/mostrarCitasDelDia?fecha=${dia}`, {
      headers: deAdministrativo,
    });
    expect(lista.status()).toBe(200);
    // ... and the doctor reads her history (her cita is weeks ahead: its diagnosis cannot be
    // written yet, docs/decisiones.md (41)).
    const diagnostico = await request.post('/api/diagnosticos/guardar', {
      headers: deMedico,
      data: { id_cita: cita.id, contenido: 'Revisión sin hallazgos.' },
    });
    expect(diagnostico.status()).toBe(409);
    const historia = await request.get(`/api/historiales/${paciente.id}`, { headers: deMedico });
    expect(historia.status()).toBe(200);
    // Another patient never reads it.
    const ajena = await request.get(`/api/auditoria/historiaAccesos/${paciente.id}`, {
      headers: await tokenDe(request, otra.email),
    });
    expect(ajena.status()).toBe(403);

    await iniciarSesion(page, paciente.email, CONTRASENA);
    await expect(page).toHaveURL(/\/paciente$/);
    await page.getByRole('link', { name: 'Mis citas' }).click();
    await page.getByRole('link', { name: 'Quién ha visto mi historia' }).click();
    await expect(page).toHaveURL(/\/paciente\/misCitas\/quienHaVistoMiHistoria$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Quién ha visto mi historia' }),
    ).toBeVisible();
    const tabla = page.getByRole('grid', { name: 'Accesos a tu historia' });
    const filas = tabla.getByRole('row');
    // Newest first: the history read, the day's list, and the receptionist who created her record.
    await expect(filas).toHaveCount(4);
    await expect(filas.nth(1)).toContainText(nombreDe(medico));
    await expect(filas.nth(1)).toContainText('Médico');
    await expect(filas.nth(1)).toContainText('Consultó');
    await expect(filas.nth(1)).toContainText('Historial de citas');
    await expect(filas.nth(2)).toContainText(nombreDe(administrativo));
    await expect(filas.nth(2)).toContainText('Administrativo');
    await expect(filas.nth(2)).toContainText(
      `Lista de citas del día ${dia.split('-').reverse().join('/')}`,
    );
    // Dates as people read them, dd/mm/aaaa; one sight is one line without a count.
    await expect(filas.nth(2)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(filas.nth(2)).not.toContainText('veces');
    await expect(filas.nth(3)).toContainText(/Administrativo.*Creó.*Tus datos de paciente/);
    // Her own reads (her list, the diagnosis she could open) are not in it.
    await expect(tabla).not.toContainText(paciente.nombre);
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-quien-ha-visto-1280');

    await page.setViewportSize({ width: 375, height: 667 });
    const tarjetas = page.getByRole('list', { name: 'Accesos a tu historia' });
    await expect(tarjetas.getByRole('listitem')).toHaveCount(3);
    await expect(tarjetas.getByRole('listitem').first()).toContainText(nombreDe(medico));
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(375);
    await revisarAccesibilidad(page);
    await captura(page, 'paciente-quien-ha-visto-375');
  });
});
