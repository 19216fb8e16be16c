import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRadiograph } from '../src/seed/png';
import { conFalloEnLaSegundaImagen } from './fallo-inyectado';
import { multipart, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import type { FormParts } from './requests';

/** Real DICOM files (pydicom's test data): packages/flows/test-fixtures/dicom/README.md. */
const muestra = (name: string) =>
  readFileSync(
    path.resolve(import.meta.dirname, '../../../packages/flows/test-fixtures/dicom', name),
  );
const DICOM = muestra('MR_small.dcm');

describe.each(DATABASES)('all-or-nothing report on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const radiologo = () => world.user(ROL.radiologo);
  const newRadiologyCita = () =>
    world.newCita({ paciente: world.user(ROL.paciente).id, radiologo: radiologo().id, hoy: true });

  function save(
    idCita: number,
    files: Array<{ name: string; content: Buffer }>,
    notas: string[] = [],
  ) {
    const body = multipart([
      ['id_cita', String(idCita)],
      ['contenido', 'Radiografía de tórax sin hallazgos.'],
      ...files.map(
        (file) =>
          [
            'imagenes',
            { filename: file.name, content: file.content, type: 'application/octet-stream' },
          ] as FormParts[number],
      ),
      ...notas.map((nota) => ['notas', nota] as FormParts[number]),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/informes/guardarCompleto',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${radiologo().token}` },
    });
  }

  const counts = async (idCita: number) => ({
    informes: (
      await world.db
        .selectFrom('informes')
        .select('id_informe')
        .where('id_cita', '=', idCita)
        .execute()
    ).length,
    imagenes: (
      await world.db
        .selectFrom('imagenes')
        .select('id_imagen')
        .where('id_cita', '=', idCita)
        .execute()
    ).length,
    estado: (
      await world.db
        .selectFrom('citas')
        .select('estado')
        .where('id', '=', idCita)
        .executeTakeFirstOrThrow()
    ).estado,
  });

  it('saves report, images with notes and the CUMPLIDA state together', async () => {
    const idCita = await newRadiologyCita();
    const before = server.storedFiles().length;
    const answer = await save(
      idCita,
      [
        { name: 'torax-pa.png', content: demoRadiograph(41, 12) },
        { name: 'estudio.dcm', content: DICOM },
      ],
      ['Proyección PA.', 'Serie DICOM.'],
    );
    expect(answer.statusCode).toBe(201);
    const saved = answer.json();
    expect(saved.imagenes.map((image: { nombre_imagen: string }) => image.nombre_imagen)).toEqual([
      'torax-pa.png',
      'estudio.dcm',
    ]);
    expect(await counts(idCita)).toEqual({ informes: 1, imagenes: 2, estado: 'CUMPLIDA' });
    expect(server.storedFiles().length).toBe(before + 2);

    const patient = world.user(ROL.paciente);
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/imagenes/mostrarImagenesDelPaciente/${idCita}`,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(
      list.json().imagenes.map((image: { tipo: string; nota: string }) => [image.tipo, image.nota]),
    ).toEqual([
      ['image/png', 'Proyección PA.'],
      ['application/dicom', 'Serie DICOM.'],
    ]);
    const dicom = await server.app.inject({
      method: 'GET',
      url: list.json().imagenes[1].ruta_imagen,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(dicom.headers['content-type']).toBe('application/dicom');
    expect(dicom.rawPayload.equals(DICOM)).toBe(true);

    // A retry does not make a second report.
    const retry = await save(idCita, [{ name: 'otra.png', content: demoRadiograph(42, 12) }]);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('Esta cita ya tiene un informe.');
    expect(await counts(idCita)).toEqual({ informes: 1, imagenes: 2, estado: 'CUMPLIDA' });
  });

  it('leaves no report, image row or file behind when it fails after the first image', async () => {
    // The database refuses the second image row of the request: a failure in mid-transaction.
    await conFalloEnLaSegundaImagen(server.database.owner, async () => {
      const idCita = await newRadiologyCita();
      const before = server.storedFiles().sort();
      const answer = await save(idCita, [
        { name: 'primera.png', content: demoRadiograph(51, 12) },
        { name: 'segunda.png', content: demoRadiograph(52, 12) },
      ]);
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ message: 'Se ha producido un error inesperado.' });
      expect(await counts(idCita)).toEqual({ informes: 0, imagenes: 0, estado: 'EN_CURSO' });
      expect(server.storedFiles().sort()).toEqual(before);
    });
  });

  it('keeps nothing of a request refused for one bad file among good ones', async () => {
    const idCita = await newRadiologyCita();
    const before = server.storedFiles().sort();
    const answer = await save(idCita, [
      { name: 'buena.png', content: demoRadiograph(61, 12) },
      { name: 'mala.png', content: Buffer.from('GIF89a no es admitido') },
    ]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe(
      'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
    );
    expect(await counts(idCita)).toEqual({ informes: 0, imagenes: 0, estado: 'EN_CURSO' });
    expect(server.storedFiles().sort()).toEqual(before);
  });

  it('refuses a DICOM that is not an image, naming what it is, and takes one without a name', async () => {
    for (const [name, message] of [
      [
        'rtplan.dcm',
        'Este DICOM no es una imagen: es un plan de radioterapia. Solo se pueden subir imágenes de la prueba.',
      ],
      [
        'no_meta.dcm',
        'Este archivo DICOM está incompleto: le falta la cabecera de archivo DICOM (el preámbulo y la marca «DICM»), así que no se puede leer. Vuelve a exportarlo desde el equipo o el PACS como archivo DICOM.',
      ],
    ] as const) {
      const idCita = await newRadiologyCita();
      const answer = await save(idCita, [{ name, content: muestra(name) }]);
      expect(answer.statusCode, name).toBe(415);
      expect(answer.json().message, name).toBe(message);
      expect(await counts(idCita)).toEqual({ informes: 0, imagenes: 0, estado: 'EN_CURSO' });
    }
    // A DICOM cut short inside its data set cannot be read: refused, not stored.
    const idCita = await newRadiologyCita();
    const cut = await save(idCita, [{ name: 'cortado.dcm', content: DICOM.subarray(0, 700) }]);
    expect(cut.statusCode).toBe(415);
    expect(cut.json().message).toMatch(/^El archivo DICOM está dañado o incompleto/);
    // Compressed images and one with no extension at all are images: stored.
    const saved = await save(idCita, [
      { name: 'MR_small', content: DICOM },
      { name: 'JPEG2000.dcm', content: muestra('JPEG2000.dcm') },
      { name: 'MR_small_RLE.dcm', content: muestra('MR_small_RLE.dcm') },
    ]);
    expect(saved.statusCode).toBe(201);
    expect(await counts(idCita)).toEqual({ informes: 1, imagenes: 3, estado: 'CUMPLIDA' });
  });

  it('stores files outside anything served, under their content hash', async () => {
    const idCita = await newRadiologyCita();
    const content = demoRadiograph(71, 12);
    const answer = await save(idCita, [{ name: '../../../index.html', content }]);
    expect(answer.statusCode).toBe(201);
    const files = server.storedFiles();
    for (const file of files) expect(path.dirname(file)).toBe(server.settings.storageDir);
    const served = await server.app.inject({
      method: 'GET',
      url: `/archivos/${path.basename(files[0] as string)}`,
    });
    expect(served.statusCode).toBe(404);
  });
});
