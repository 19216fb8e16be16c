import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { sesionApi } from './api';
import { diasDeLaDemoHoy, fechaLegible, laborableDentroDe } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';
import { textoDelPdf } from './pdf';

/**
 * A patient's data is theirs (RGPD arts. 15 and 20, docs/datos-del-paciente.md) and the desk's
 * lists go to a spreadsheet: the demo patient downloads her data from 'Mis citas' and finds every
 * cita of hers in datos.json, with her results' PDFs and her images; the desk downloads a day's
 * citas and a search's patients as CSVs a Spanish spreadsheet opens as they are, and a patient's
 * .zip from her ficha, which she then sees in 'Quién ha visto mi historia'; the responsable
 * downloads the activity log. Every file is opened with a real parser (fflate, csv-parse).
 */

/** What datos.json holds that the journeys check. */
interface DatosJson {
  formato: number;
  paciente: { id: number; email: string; dni: string };
  citas: { id: number; num_cita: string; fecha: string }[];
  informes: {
    num_cita: string;
    pdf: string;
    imagenes: { archivo: string | null; tamano: number }[];
  }[];
  diagnosticos: { num_cita: string; pdf: string }[];
}

const BOM = [0xef, 0xbb, 0xbf];
const DD_MM_AAAA = /^\d{2}\/\d{2}\/\d{4}$/;

const bytesDe = async (descarga: Download) =>
  readFileSync((await descarga.path()) as string) as Buffer;

/**
 * The sheet as a Spanish spreadsheet reads it: UTF-8 with a BOM, `;` between fields, CRLF. Parsed
 * with `;`, every row has as many fields as the headers.
 */
function hojaDe(bytes: Buffer): { cabeceras: string[]; filas: string[][] } {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const texto = bytes.subarray(3).toString('utf8');
  expect(texto).toContain(';');
  expect(texto.endsWith('\r\n')).toBe(true);
  const [cabeceras, ...filas] = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
  for (const fila of filas) expect(fila).toHaveLength((cabeceras as string[]).length);
  return { cabeceras: cabeceras as string[], filas };
}

/** The .zip's files, opened with fflate; datos.json read. */
async function zipDe(descarga: Download) {
  const archivos = unzipSync(new Uint8Array(await bytesDe(descarga)));
  expect(Object.keys(archivos)).toEqual(expect.arrayContaining(['LEEME.txt', 'datos.json']));
  const datos = JSON.parse(strFromU8(archivos['datos.json'] as Uint8Array)) as DatosJson;
  return { archivos, datos };
}

test('una paciente descarga sus datos desde Mis citas: un .zip con todas sus citas, los PDF de sus resultados y sus imágenes', async ({
  page,
  request,
}) => {
  await iniciarSesion(page, CUENTAS.paciente);
  await page.getByRole('link', { name: 'Mis citas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis citas' })).toBeVisible();
  const boton = page.getByRole('button', { name: 'Descargar mis datos' });
  await expect(boton).toBeVisible();
  await revisarAccesibilidad(page);

  const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  const sesion = await sesionApi(request, CUENTAS.paciente);
  expect(descarga.suggestedFilename()).toMatch(
    new RegExp(`^datos-paciente-${sesion.id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const { archivos, datos } = await zipDe(descarga);
  expect(datos.formato).toBe(1);
  expect(datos.paciente).toMatchObject({ id: sesion.id, email: CUENTAS.paciente });

  // The same citas 'Mis citas' lists, every one of them, with machine-readable dates.
  const suyas = (await (
    await request.get(`/api/citas/mostrarCitasDelPaciente/${sesion.id}`, {
      headers: sesion.headers,
    })
  ).json()) as { id: number; num_cita: string }[];
  expect(suyas.length).toBeGreaterThan(0);
  const porId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  expect(datos.citas.map(({ id, num_cita }) => ({ id, num_cita })).sort(porId)).toEqual(
    suyas.map(({ id, num_cita }) => ({ id, num_cita })).sort(porId),
  );
  for (const cita of datos.citas) expect(cita.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The demo's days before today are the same on any date: she has fulfilled citas with results.
  expect(datos.informes.length).toBeGreaterThan(0);
  expect(datos.diagnosticos.length).toBeGreaterThan(0);
  for (const resultado of [...datos.informes, ...datos.diagnosticos]) {
    const pdf = archivos[resultado.pdf];
    expect(pdf, resultado.pdf).toBeDefined();
    expect(strFromU8((pdf as Uint8Array).subarray(0, 5)), resultado.pdf).toBe('%PDF-');
    expect(await textoDelPdf(Buffer.from(pdf as Uint8Array))).toContain(
      `de la cita ${resultado.num_cita}`,
    );
  }
  // Each image as it was uploaded (the demo's reports have PNGs), as long as it was.
  const imagenes = datos.informes.flatMap((i) => i.imagenes);
  expect(imagenes.length).toBeGreaterThan(0);
  for (const imagen of imagenes) {
    const archivo = archivos[imagen.archivo as string];
    expect(archivo, String(imagen.archivo)).toBeDefined();
    expect(archivo?.length).toBe(imagen.tamano);
    expect([...(archivo as Uint8Array).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
  expect(strFromU8(archivos['LEEME.txt'] as Uint8Array)).toContain('datos.json');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('el mostrador descarga en CSV las citas de un día y los pacientes de una búsqueda, y los datos de una paciente desde su ficha', async ({
  page,
  request,
}) => {
  // The working day before today: the demo always has citas there, whatever today is.
  const dia = diasDeLaDemoHoy().find((d) => d.posicion === -1)?.fecha as string;
  const sesion = await sesionApi(request, CUENTAS.administrativo);
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await page.goto(`/administrativo/citas?fecha=${dia}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fechaLegible(dia));
  // Its name says which list: 'Descargar CSV: citas del viernes, 27/11/2026'.
  const botonDelDia = page.getByRole('button', {
    name: new RegExp(`^Descargar CSV: citas del \\S+, ${fechaLegible(dia)}$`),
  });
  await expect(botonDelDia).toBeVisible();
  await revisarAccesibilidad(page);

  const [delDia] = await Promise.all([page.waitForEvent('download'), botonDelDia.click()]);
  expect(delDia.suggestedFilename()).toBe(`citas-${dia}.csv`);
  const citas = hojaDe(await bytesDe(delDia));
  expect(citas.cabeceras).toEqual([
    'Fecha',
    'Hora',
    'Nº de cita',
    'Tipo de cita',
    'Estado',
    'Paciente',
    'Documento',
    'Médico',
    'Radiólogo',
    'Llegada',
  ]);
  const listaDelDia = (await (
    await request.get(`/api/citas/mostrarCitasDelDia?fecha=${dia}`, { headers: sesion.headers })
  ).json()) as { num_cita: string; hora: string }[];
  expect(citas.filas.map((f) => f[2]).sort()).toEqual(listaDelDia.map((c) => c.num_cita).sort());
  for (const fila of citas.filas) {
    expect(fila[0]).toBe(fechaLegible(dia));
    expect(fila[1]).toMatch(/^\d{2}:\d{2}$/);
    // Words a person reads, never the codes.
    expect(['Programada', 'Cumplida', 'Cancelada', 'No se presentó']).toContain(fila[4]);
    expect(fila[3]).not.toBe('Radiologia');
  }

  // The patients a search finds, every page of them, from 'Pacientes'.
  await page.goto('/administrativo/pacientes?q=garcia');
  const botonDePacientes = page.getByRole('button', { name: /^Descargar CSV: / });
  await expect(botonDePacientes).toBeVisible();
  const [dePacientes] = await Promise.all([
    page.waitForEvent('download'),
    botonDePacientes.click(),
  ]);
  expect(dePacientes.suggestedFilename()).toMatch(/^pacientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const pacientes = hojaDe(await bytesDe(dePacientes));
  expect(pacientes.cabeceras.slice(0, 6)).toEqual([
    'Primer apellido',
    'Segundo apellido',
    'Nombre',
    'Tipo de documento',
    'Documento',
    'Fecha de nacimiento',
  ]);
  expect(pacientes.cabeceras).toEqual(expect.arrayContaining(['Correo electrónico', 'Teléfono']));
  const encontrados = (await (
    await request.get('/api/usuarios/buscarPacientes?q=garcia&por_pagina=100', {
      headers: sesion.headers,
    })
  ).json()) as { total: number; pacientes: { id: number; documento: string; email: string }[] };
  expect(pacientes.filas).toHaveLength(encontrados.total);
  expect(pacientes.filas.map((f) => f[4]).sort()).toEqual(
    encontrados.pacientes.map((p) => p.documento).sort(),
  );
  for (const fila of pacientes.filas) expect(fila[5]).toMatch(DD_MM_AAAA);
  const lucia = encontrados.pacientes.find((p) => p.email === CUENTAS.paciente);
  expect(lucia, 'la paciente de la demostración es una García').toBeDefined();

  // Her data, from her ficha: 'Descargar sus datos'.
  await page.goto(`/administrativo/pacientes/${lucia?.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Copia de sus datos' })).toBeVisible();
  await revisarAccesibilidad(page);
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar sus datos' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(
    new RegExp(`^datos-paciente-${lucia?.id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const { datos } = await zipDe(zip);
  expect(datos.paciente).toMatchObject({ id: lucia?.id, email: CUENTAS.paciente });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The copy is audited: she sees who made it and when (docs/decisiones.md (35)).
  const suya = await sesionApi(request, CUENTAS.paciente);
  const historia = (await (
    await request.get(`/api/auditoria/historiaAccesos/${suya.id}`, { headers: suya.headers })
  ).json()) as { entradas: { rol: string; accion: string; que: string }[] };
  expect(historia.entradas[0]).toMatchObject({
    rol: 'Administrativo',
    accion: 'Descargó',
    que: 'Todos tus datos (una copia)',
  });
});

test('la responsable descarga en CSV el registro de actividad entero', async ({
  page,
  request,
}) => {
  // Two changes of her own to find in it: a local holiday added and taken away again, on a
  // working day months ahead that has no citas (any other is tried until one has none).
  const sesion = await sesionApi(request, CUENTAS.administrativo);
  let cierre: { id: number } | undefined;
  for (let dias = 120; !cierre && dias < 160; dias++) {
    const respuesta = await request.post('/api/agenda/crearCierre', {
      headers: sesion.headers,
      data: {
        tipo: 'festivo_local',
        fecha_inicio: laborableDentroDe(dias),
        descripcion: 'Fiesta de la descarga',
      },
    });
    if (respuesta.status() === 409) continue;
    expect(respuesta.status(), await respuesta.text()).toBe(201);
    cierre = (await respuesta.json()) as { id: number };
  }
  if (!cierre) throw new Error('Ningún día laborable entre 120 y 160 días vista está libre.');
  const borrado = await request.delete(`/api/agenda/borrarCierre/${cierre.id}`, {
    headers: sesion.headers,
  });
  expect(borrado.status(), await borrado.text()).toBe(204);

  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Registro de actividad' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registro de actividad' }),
  ).toBeVisible();
  const boton = page.getByRole('button', { name: /^Descargar CSV: / });
  await expect(boton).toBeVisible();
  await revisarAccesibilidad(page);

  const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  expect(descarga.suggestedFilename()).toMatch(/^registro-de-actividad-\d{4}-\d{2}-\d{2}\.csv$/);
  const { cabeceras, filas } = hojaDe(await bytesDe(descarga));
  expect(cabeceras).toEqual([
    'Cuándo',
    'Quién',
    'Rol',
    'Acción',
    'Entidad',
    'Nº de registro',
    'Sobre qué',
    'Campos cambiados',
    'Nº de cita',
    'Tipo de cita',
    'Cambio',
    'Motivo de la cancelación',
    'Cumplió la cita',
  ]);
  const delCierre = filas.filter((f) => f[4] === 'Cierre' && f[5] === String(cierre.id));
  // The newest first, in the clinic's time as a person reads it, with the role's name.
  expect(delCierre.map((f) => f[3])).toEqual(['Borró', 'Creó']);
  for (const fila of delCierre) {
    expect(fila[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(fila[2]).toBe('Administrativo');
  }
});
