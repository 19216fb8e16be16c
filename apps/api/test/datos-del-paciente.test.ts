import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRadiograph } from '../src/seed/png';
import { AlmacenNoDisponible, DirectoryStorage } from '../src/uploads/storage';
import { checkValue } from './contract';
import { smallImage } from './dicom-de-prueba';
import { type TestUser, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** How many pictures a PDF's pages draw (image XObjects). */
async function imagenesDibujadas(bytes: Uint8Array): Promise<number> {
  const documento = await PDFDocument.load(bytes);
  let total = 0;
  for (const pagina of documento.getPages()) {
    const objetos = pagina.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of objetos?.entries() ?? []) {
      const objeto = documento.context.lookup(ref);
      const dict = objeto instanceof PDFRawStream ? objeto.dict : undefined;
      if (dict?.get(PDFName.of('Subtype')) === PDFName.of('Image')) total++;
    }
  }
  return total;
}

type Datos = {
  paciente: { id: number; dni: string };
  citas: { id: number; num_cita: string }[];
  diagnosticos: { id_cita: number; contenido: string; pdf: string; medico: string | null }[];
  informes: {
    id_cita: number;
    pdf: string;
    radiologo: string | null;
    imagenes: { nombre_imagen: string; tipo: string; archivo: string | null }[];
  }[];
  accesos: { quien: string; accion: string; que: string }[];
  generado: string;
};

describe.each(DATABASES)("a patient's data, theirs to take, on %s", (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: new TestClock(new Date('2031-06-02T08:00:00Z')),
    });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const get = (url: string, user?: TestUser) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });
  const numCita = async (id: number) =>
    (
      await world.db
        .selectFrom('citas')
        .select('num_cita')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).num_cita;

  /** A file in the store, as an upload leaves it (named by its SHA-256). */
  const guardar = (bytes: Buffer) => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(path.join(server.settings.storageDir, hash), bytes);
    return hash;
  };

  /** A patient with a diagnosed cita, a reported one with a PNG and a DICOM, and a cancelled one. */
  async function pacienteConHistoria() {
    const paciente = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const radiologo = world.user(ROL.radiologo);
    const medicina = await world.newCita({ paciente: paciente.id, medico: medico.id, hoy: true });
    await world.db
      .insertInto('diagnosticos')
      .values({ id_cita: medicina, id_medico: medico.id, contenido: 'Faringitis; reposo.' })
      .execute();
    const radiologia = await world.newCita({ paciente: paciente.id, radiologo: radiologo.id });
    const informe = await world.newInforme(radiologia, radiologo.id);
    const png = demoRadiograph(41, 24);
    const dicom = smallImage();
    await world.db
      .insertInto('imagenes')
      .values([
        {
          id_informe: informe,
          id_cita: radiologia,
          id_paciente: paciente.id,
          nombre_imagen: 'tórax PA.png',
          archivo: guardar(png),
          mime: 'image/png',
          tamano: png.length,
          nota: 'Proyección PA.',
        },
        {
          id_informe: informe,
          id_cita: radiologia,
          id_paciente: paciente.id,
          nombre_imagen: '../corte.dcm',
          archivo: guardar(dicom),
          mime: 'application/dicom',
          tamano: dicom.length,
          nota: null,
        },
      ])
      .execute();
    const cancelada = await world.newCita({
      paciente: paciente.id,
      medico: medico.id,
      estado: 'CANCELADA',
    });
    return { paciente, medicina, radiologia, cancelada, png, dicom };
  }

  it('the patient downloads a .zip with datos.json, the PDFs and the images, all theirs', async () => {
    const { paciente, medicina, radiologia, cancelada, png, dicom } = await pacienteConHistoria();
    // Someone else's data, which must not leak into it.
    const otro = await world.newUser(ROL.paciente);
    const ajena = await world.newCita({ paciente: otro.id, medico: world.user(ROL.medico).id });
    await world.newDiagnostico(ajena, world.user(ROL.medico).id);
    // The desk reads the patient's ficha: a line of their access history.
    const administrativo = world.user(ROL.administrativo);
    expect(
      (await get(`/api/usuarios/mostrarPaciente/${paciente.id}`, administrativo)).statusCode,
    ).toBe(200);

    const response = await get('/api/usuarios/exportarMisDatos', paciente);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="datos-paciente-${paciente.id}-2031-06-02.zip"; filename*=UTF-8''datos-paciente-${paciente.id}-2031-06-02.zip`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const archivos = unzipSync(new Uint8Array(response.rawPayload));
    const medicinaNum = await numCita(medicina);
    const radiologiaNum = await numCita(radiologia);
    expect(Object.keys(archivos).sort()).toEqual(
      [
        'LEEME.txt',
        'datos.json',
        `diagnosticos/diagnostico-${medicinaNum}.pdf`,
        `informes/informe-${radiologiaNum}.pdf`,
        `imagenes/${radiologiaNum}/1-tórax PA.png`,
        // A name with a path in it stays one harmless name inside its folder.
        `imagenes/${radiologiaNum}/2-_corte.dcm`,
      ].sort(),
    );

    const datos = JSON.parse(strFromU8(archivos['datos.json'] as Uint8Array)) as Datos;
    expect(checkValue({ $ref: '#/components/schemas/DatosDelPaciente' }, datos)).toBeUndefined();
    expect(datos.paciente.id).toBe(paciente.id);
    expect(datos.generado).toBe('2031-06-02T08:00:00.000Z');
    expect(datos.citas.map((cita) => cita.id).sort()).toEqual(
      [medicina, radiologia, cancelada].sort(),
    );
    expect(datos.diagnosticos).toEqual([
      expect.objectContaining({
        id_cita: medicina,
        contenido: 'Faringitis; reposo.',
        medico: 'Prueba Rol3',
        pdf: `diagnosticos/diagnostico-${medicinaNum}.pdf`,
      }),
    ]);
    expect(datos.informes).toHaveLength(1);
    expect(datos.informes[0]?.radiologo).toBe('Prueba Rol1');
    expect(datos.informes[0]?.imagenes.map((i) => [i.nombre_imagen, i.tipo, i.archivo])).toEqual([
      ['tórax PA.png', 'image/png', `imagenes/${radiologiaNum}/1-tórax PA.png`],
      ['../corte.dcm', 'application/dicom', `imagenes/${radiologiaNum}/2-_corte.dcm`],
    ]);
    expect(datos.accesos).toEqual([
      expect.objectContaining({
        quien: 'Prueba Rol2',
        accion: 'Consultó',
        que: 'Tus datos de paciente',
      }),
    ]);

    // Each image's bytes as they were stored.
    expect(Buffer.from(archivos[`imagenes/${radiologiaNum}/1-tórax PA.png`] as Uint8Array)).toEqual(
      png,
    );
    expect(Buffer.from(archivos[`imagenes/${radiologiaNum}/2-_corte.dcm`] as Uint8Array)).toEqual(
      dicom,
    );
    // The report's PDF draws the PNG and names the DICOM; the diagnosis's has no picture.
    const informe = archivos[`informes/informe-${radiologiaNum}.pdf`] as Uint8Array;
    expect((await PDFDocument.load(informe)).getTitle()).toContain(
      `Informe de la cita ${radiologiaNum}`,
    );
    expect(await imagenesDibujadas(informe)).toBe(1);
    const diagnostico = archivos[`diagnosticos/diagnostico-${medicinaNum}.pdf`] as Uint8Array;
    expect((await PDFDocument.load(diagnostico)).getTitle()).toContain(
      `Diagnóstico de la cita ${medicinaNum}`,
    );
    expect(await imagenesDibujadas(diagnostico)).toBe(0);
    expect(strFromU8(archivos['LEEME.txt'] as Uint8Array)).toContain(
      'Copia hecha el 02/06/2031 a las 10:00.',
    );

    // Audited: a download of the patient's data, by the patient.
    const filas = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'id_paciente', 'resultado'])
      .where('entidad', '=', 'datos_paciente')
      .where('id_registro', '=', String(paciente.id))
      .execute();
    expect(filas).toEqual([
      {
        id_usuario: paciente.id,
        accion: 'descargar',
        id_paciente: paciente.id,
        resultado: 'permitido',
      },
    ]);
  });

  it("the desk downloads a patient's .zip, and the patient sees who did", async () => {
    const { paciente, radiologia } = await pacienteConHistoria();
    const administrativo = world.user(ROL.administrativo);
    const response = await get(
      `/api/usuarios/exportarDatosPaciente/${paciente.id}`,
      administrativo,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const archivos = unzipSync(new Uint8Array(response.rawPayload));
    const datos = JSON.parse(strFromU8(archivos['datos.json'] as Uint8Array)) as Datos;
    expect(datos.paciente.id).toBe(paciente.id);
    expect(Object.keys(archivos)).toContain(`informes/informe-${await numCita(radiologia)}.pdf`);

    const historia = await get(`/api/auditoria/historiaAccesos/${paciente.id}`, paciente);
    expect(historia.json().entradas).toEqual([
      expect.objectContaining({
        quien: 'Prueba Rol2',
        rol: 'Administrativo',
        accion: 'Descargó',
        que: 'Todos tus datos (una copia)',
      }),
    ]);
  });

  it('an image no longer in the store is named, and the rest still comes', async () => {
    const { paciente, radiologia, png } = await pacienteConHistoria();
    rmSync(path.join(server.settings.storageDir, createHash('sha256').update(png).digest('hex')));
    const response = await get('/api/usuarios/exportarMisDatos', paciente);
    expect(response.statusCode).toBe(200);
    const archivos = unzipSync(new Uint8Array(response.rawPayload));
    const num = await numCita(radiologia);
    const datos = JSON.parse(strFromU8(archivos['datos.json'] as Uint8Array)) as Datos;
    expect(datos.informes[0]?.imagenes.map((i) => i.archivo)).toEqual([
      null,
      `imagenes/${num}/2-_corte.dcm`,
    ]);
    expect(Object.keys(archivos)).toContain(`informes/informe-${num}.pdf`);
    expect(Object.keys(archivos)).not.toContain(`imagenes/${num}/1-tórax PA.png`);
    expect(await imagenesDibujadas(archivos[`informes/informe-${num}.pdf`] as Uint8Array)).toBe(0);
  });

  it('nobody else takes them: a patient has only their own, a doctor or radiologist none', async () => {
    const paciente = await world.newUser(ROL.paciente);
    const otro = await world.newUser(ROL.paciente);
    // The patient's own export has no id to change: an id in the query is not read.
    const propia = await get(`/api/usuarios/exportarMisDatos?id=${otro.id}`, paciente);
    expect(propia.statusCode).toBe(200);
    const datos = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(propia.rawPayload))['datos.json'] as Uint8Array),
    ) as Datos;
    expect(datos.paciente.id).toBe(paciente.id);
    for (const user of [paciente, world.user(ROL.medico), world.user(ROL.radiologo)]) {
      const response = await get(`/api/usuarios/exportarDatosPaciente/${otro.id}`, user);
      expect(response.statusCode, `rol ${user.rol}`).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toBe('No tienes permiso para esta acción.');
    }
    for (const user of [world.user(ROL.medico), world.user(ROL.administrativo)]) {
      expect((await get('/api/usuarios/exportarMisDatos', user)).statusCode).toBe(403);
    }
    expect((await get('/api/usuarios/exportarMisDatos')).statusCode).toBe(401);
    const missing = await get(
      '/api/usuarios/exportarDatosPaciente/2000000000',
      world.user(ROL.administrativo),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe ningún paciente con ese id.');
    // A staff id is nobody's patient.
    expect(
      (
        await get(
          `/api/usuarios/exportarDatosPaciente/${world.user(ROL.medico).id}`,
          world.user(ROL.administrativo),
        )
      ).statusCode,
    ).toBe(404);

    // The refusals are in the log; no download of the other patient's data is.
    const denegadas = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'entidad'])
      .where('accion', '=', 'acceder')
      .where('resultado', '=', 'denegado')
      .where('entidad', '=', 'exportarDatosPaciente')
      .where('id_registro', '=', String(otro.id))
      .execute();
    expect(denegadas.map((fila) => fila.id_usuario).sort()).toEqual(
      [paciente.id, world.user(ROL.medico).id, world.user(ROL.radiologo).id].sort(),
    );
    const descargas = await world.db
      .selectFrom('auditoria')
      .select('id')
      .where('entidad', '=', 'datos_paciente')
      .where('id_paciente', '=', otro.id)
      .execute();
    expect(descargas).toEqual([]);
  });
});

describe("a patient's data when the image store is out of reach", () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      clock: new TestClock(new Date('2031-06-02T08:00:00Z')),
      // The folder's store, but its questions fail as an unreachable bucket's do.
      storage: (settings) =>
        Object.assign(new DirectoryStorage(settings.storageDir), {
          has: async () => {
            throw new AlmacenNoDisponible(new Error('sin conexión'));
          },
        }),
    });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  it('answers a Spanish 503 before sending anything, and writes no download', async () => {
    const paciente = await world.newUser(ROL.paciente);
    const radiologia = await world.newCita({
      paciente: paciente.id,
      radiologo: world.user(ROL.radiologo).id,
    });
    const informe = await world.newInforme(radiologia, world.user(ROL.radiologo).id);
    await world.newImagen(radiologia, informe, paciente.id);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/usuarios/exportarMisDatos',
      headers: { authorization: `Bearer ${paciente.token}` },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().message).toMatch(/^El almacén de imágenes no está disponible/);
    const descargas = await world.db
      .selectFrom('auditoria')
      .select('id')
      .where('entidad', '=', 'datos_paciente')
      .execute();
    expect(descargas).toEqual([]);
  });
});
