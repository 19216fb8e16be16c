/**
 * Images and incident images in an S3-compatible object store (here s3rver on
 * loopback), with uploads and the all-or-nothing report as all-or-nothing as with a folder: no
 * object left behind by a failed request, no row naming a missing object.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config';
import { demoRadiograph } from '../src/seed/png';
import { AlmacenNoDisponible, S3Storage } from '../src/uploads/storage';
import { conFalloEnLaSegundaImagen } from './fallo-inyectado';
import { multipart, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { startObjectStore, type TestObjectStore } from './s3';

const PREFIX = 'clinica/';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let store: TestObjectStore;
beforeAll(async () => {
  store = await startObjectStore(PREFIX);
});
afterAll(async () => store?.close());

describe('the object store settings', () => {
  it('reads CLINICA_S3_* and keeps the folder when no bucket is named', () => {
    expect(readSettings({}).objectStore).toBeUndefined();
    expect(
      readSettings({
        CLINICA_S3_BUCKET: 'imagenes',
        CLINICA_S3_ENDPOINT: 'http://minio:9000',
        CLINICA_S3_ACCESS_KEY_ID: 'clave',
        CLINICA_S3_SECRET_ACCESS_KEY: 'secreto',
        CLINICA_S3_FORCE_PATH_STYLE: 'true',
      }).objectStore,
    ).toEqual({
      bucket: 'imagenes',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
      prefix: '',
    });
    expect(() =>
      readSettings({ CLINICA_S3_BUCKET: 'imagenes', CLINICA_S3_ACCESS_KEY_ID: 'solo' }),
    ).toThrow(/CLINICA_S3_SECRET_ACCESS_KEY/);
    expect(() =>
      readSettings({ CLINICA_S3_BUCKET: 'imagenes', CLINICA_S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/CLINICA_S3_ENDPOINT/);
    expect(() =>
      readSettings({ CLINICA_S3_BUCKET: 'imagenes', CLINICA_S3_FORCE_PATH_STYLE: 'quizá' }),
    ).toThrow(/CLINICA_S3_FORCE_PATH_STYLE/);
  });

  it('stores, reads back and removes an object by its hash, and says when the store is down', async () => {
    const storage = S3Storage.create(store.settings, `${store.settings.bucket}-local`);
    const bytes = demoRadiograph(5, 8);
    const hash = sha256(bytes);
    try {
      expect(await storage.has(hash)).toBe(false);
      const temp = storage.newTempPath();
      writeFileSync(temp, bytes);
      await storage.put({ tempPath: temp, hash, size: bytes.length, mime: 'image/png' });
      await storage.discard(temp);
      expect(await store.list()).toContain(`${PREFIX}${hash}`);
      expect(await storage.has(hash)).toBe(true);
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.open(hash)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await storage.remove(hash);
      expect(await storage.has(hash)).toBe(false);
      await expect(storage.open(hash)).rejects.toThrow();
    } finally {
      storage.close();
    }

    // Nothing listens there: a Spanish 503 the client may retry, not an unexpected 500.
    const down = S3Storage.create(
      { ...store.settings, endpoint: 'http://127.0.0.1:9' },
      `${store.settings.bucket}-local`,
    );
    try {
      const error = await down.has(hash).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AlmacenNoDisponible);
      expect(error).toMatchObject({
        statusCode: 503,
        message:
          'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      });
    } finally {
      down.close();
    }
  });
});

describe.each(DATABASES)('images in an S3-compatible store, on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { settings: { objectStore: store.settings } });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const radiologo = () => world.user(ROL.radiologo);
  const paciente = () => world.user(ROL.paciente);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const objectOf = (bytes: Buffer) => `${PREFIX}${sha256(bytes)}`;
  /** Files in the local folder: with a bucket, only uploads under way, and none after. */
  const localFiles = () => server.storedFiles();

  function saveReport(idCita: number, files: Buffer[]) {
    const body = multipart([
      ['id_cita', String(idCita)],
      ['contenido', 'Radiografía de tórax sin hallazgos.'],
      ...files.map(
        (content, index) =>
          ['imagenes', { filename: `placa-${index}.png`, content }] as [
            string,
            { filename: string; content: Buffer },
          ],
      ),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/informes/guardarCompleto',
      payload: body.payload,
      headers: { ...body.headers, ...auth(radiologo().token) },
    });
  }

  async function addImage(idCita: number, idInforme: number, content: Buffer) {
    const body = multipart([
      ['id_informe', String(idInforme)],
      ['id_paciente', String(paciente().id)],
      ['id_cita', String(idCita)],
      ['ruta_imagen', { filename: 'lateral.png', content, type: 'image/png' }],
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/imagenes/guardar',
      payload: body.payload,
      headers: { ...body.headers, ...auth(radiologo().token) },
    });
  }

  const newCitaWithReport = async () => {
    const idCita = await world.newCita({
      paciente: paciente().id,
      radiologo: radiologo().id,
      hoy: true,
    });
    return { idCita, idInforme: await world.newInforme(idCita, radiologo().id) };
  };

  const seed = kind === 'pglite' ? 100 : 200;

  it('uploads to the bucket, streams the download back from it, keeps nothing on local disk', async () => {
    const { idCita, idInforme } = await newCitaWithReport();
    const content = demoRadiograph(seed + 1, 12);
    const saved = await addImage(idCita, idInforme, content);
    expect(saved.statusCode).toBe(201);
    expect(await store.list()).toContain(objectOf(content));
    expect(localFiles()).toEqual([]);

    const download = await server.app.inject({
      method: 'GET',
      url: saved.json().ruta_imagen,
      headers: auth(paciente().token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Number(download.headers['content-length'])).toBe(content.length);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('saves the whole report with its images in the bucket, or nothing when it fails', async () => {
    const idCita = await world.newCita({
      paciente: paciente().id,
      radiologo: radiologo().id,
      hoy: true,
    });
    const images = [demoRadiograph(seed + 2, 12), demoRadiograph(seed + 3, 12)];
    const saved = await saveReport(idCita, images);
    expect(saved.statusCode).toBe(201);
    const objects = await store.list();
    for (const image of images) expect(objects).toContain(objectOf(image));

    // The database refuses the second image row: the transaction fails after both objects
    // were written. The one object an earlier report uses stays; the new one goes.
    await conFalloEnLaSegundaImagen(server.database.owner, async () => {
      const failing = await world.newCita({
        paciente: paciente().id,
        radiologo: radiologo().id,
        hoy: true,
      });
      const fresh = demoRadiograph(seed + 4, 12);
      const before = await store.list();
      const answer = await saveReport(failing, [images[0] as Buffer, fresh]);
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect(answer.json()).toHaveProperty('message');
      const rows = await world.db
        .selectFrom('informes')
        .select('id_informe')
        .where('id_cita', '=', failing)
        .execute();
      expect(rows).toEqual([]);
      expect(await store.list()).toEqual(before);
      expect(await store.list()).not.toContain(objectOf(fresh));
      expect(localFiles()).toEqual([]);
    });
  });

  it('removes an object with the last row naming it, and keeps it while another row does', async () => {
    const content = demoRadiograph(seed + 5, 12);
    const first = await newCitaWithReport();
    const second = await newCitaWithReport();
    const a = await addImage(first.idCita, first.idInforme, content);
    const b = await addImage(second.idCita, second.idInforme, content);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);

    const remove = (id: number) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/imagenes/borrar/${id}`,
        headers: auth(radiologo().token),
      });
    expect((await remove(a.json().id_imagen)).statusCode).toBe(204);
    expect(await store.list()).toContain(objectOf(content));
    const stillThere = await server.app.inject({
      method: 'GET',
      url: b.json().ruta_imagen,
      headers: auth(paciente().token),
    });
    expect(stillThere.rawPayload.equals(content)).toBe(true);
    expect((await remove(b.json().id_imagen)).statusCode).toBe(204);
    expect(await store.list()).not.toContain(objectOf(content));
  });

  it('never leaves a row naming a missing object when a delete and an upload of the same content race', async () => {
    const content = demoRadiograph(seed + 6, 12);
    const { idCita, idInforme } = await newCitaWithReport();
    let current = await addImage(idCita, idInforme, content);
    expect(current.statusCode).toBe(201);
    for (let round = 0; round < 6; round++) {
      const [removed, added] = await Promise.all([
        server.app.inject({
          method: 'DELETE',
          url: `/api/imagenes/borrar/${current.json().id_imagen}`,
          headers: auth(radiologo().token),
        }),
        addImage(idCita, idInforme, content),
      ]);
      expect([removed.statusCode, added.statusCode]).toEqual([204, 201]);
      current = added;
      // The one row left names an object that is there.
      expect(await store.list()).toContain(objectOf(content));
    }
    const download = await server.app.inject({
      method: 'GET',
      url: current.json().ruta_imagen,
      headers: auth(paciente().token),
    });
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('keeps incident images in the bucket and removes them with the incident', async () => {
    const admin = world.user(ROL.administrativo);
    const incidencia = await world.newIncidencia(admin);
    const content = demoRadiograph(seed + 7, 12);
    const body = multipart([
      ['id_incidencia', String(incidencia)],
      ['imagenes', { filename: 'pantalla.png', content, type: 'image/png' }],
    ]);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: body.payload,
      headers: { ...body.headers, ...auth(admin.token) },
    });
    expect(saved.statusCode).toBe(201);
    expect(await store.list()).toContain(objectOf(content));
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/incidencias/borrar/${incidencia}`,
      headers: auth(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await store.list()).not.toContain(objectOf(content));
    expect(localFiles()).toEqual([]);
  });
});
