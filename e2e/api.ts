/**
 * The journeys' own set-up through the real API: a session, a new patient, a radiology cita.
 * Each journey makes its own people and citas this way, so it never depends on the demo's data
 * or on another journey's, and the screens under test are the only thing it drives by hand.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PEOPLE, dniOf } from '../apps/api/src/seed/demo-people';
import { dniNuevo, hoyEnLaClinica, proximoDiaLaborable } from './datos';
import { CONTRASENA_DEMO, CUENTAS } from './fixtures';

export interface SesionApi {
  /** The user's id (`user.id` of the sign-in answer). */
  id: number;
  token: string;
  headers: { Authorization: string };
}

/** Signs in as the login screen does; the answer must be a session. */
export async function sesionApi(
  request: APIRequestContext,
  email: string,
  password = CONTRASENA_DEMO,
): Promise<SesionApi> {
  const respuesta = await request.post('/api/iniciarSesion', { data: { email, password } });
  expect(respuesta.status(), await respuesta.text()).toBe(200);
  const { token, user } = (await respuesta.json()) as { token: string; user: { id: number } };
  return { id: user.id, token, headers: { Authorization: `Bearer ${token}` } };
}

/** What 'Crear paciente' sends, less the e-mail and DNI that `crearPaciente` makes. */
export interface DatosDePaciente {
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  fecha_nacimiento: string;
  telefono: string;
  password: string;
  sexo: 'Hombre' | 'Mujer';
  provincia: string;
  poblacion: string;
  cp: string;
  direccion: string;
  numero: string;
}

export interface PacienteNuevo {
  /** `id_paciente`: the patient's record, which citas name. */
  id: number;
  email: string;
  password: string;
  dni: string;
  /** The full name as the screens show it. */
  nombre: string;
}

/**
 * A new patient, created by the demo receptionist. The e-mail is `<prefijo>.<dni>@prueba.test`
 * with a DNI no one has (or the one given), so two runs never collide. A password typed at the
 * desk is provisional (docs/decisiones.md (50)): the patient is created with another one and
 * goes through the forced change to `datos.password`, as she would at her first sign-in, so the
 * journeys sign in with it straight away.
 */
export async function crearPaciente(
  request: APIRequestContext,
  prefijo: string,
  datos: DatosDePaciente,
  dni = dniNuevo(),
): Promise<PacienteNuevo> {
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const email = `${prefijo}.${dni.toLowerCase()}@prueba.test`;
  const respuesta = await request.post('/api/usuarios/crearUsuarioPaciente', {
    headers: admin.headers,
    data: { ...datos, email, dni, password: `${datos.password}-provisional` },
  });
  expect(respuesta.status(), await respuesta.text()).toBe(201);
  const { id_paciente } = (await respuesta.json()) as { id_paciente: number };
  const suya = await sesionApi(request, email, `${datos.password}-provisional`);
  const cambio = await request.post('/api/usuarios/yo/contrasena', {
    headers: suya.headers,
    data: { contrasenaActual: `${datos.password}-provisional`, contrasenaNueva: datos.password },
  });
  expect(cambio.status(), await cambio.text()).toBe(204);
  const nombre = [datos.nombre, datos.primer_apellido, datos.segundo_apellido]
    .filter(Boolean)
    .join(' ');
  return { id: id_paciente, email, password: datos.password, dni, nombre };
}

export interface CitaDeRadiologia {
  id: number;
  num: string;
  fecha: string;
  hora: string;
}

/**
 * A radiology cita of the demo radiologist for the patient on the next working day, booked by
 * the demo receptionist at the free hour `elegirHora` picks from that day's free hours.
 */
export async function citaDeRadiologia(
  request: APIRequestContext,
  idPaciente: number,
  elegirHora: (huecos: string[]) => string | undefined,
): Promise<CitaDeRadiologia> {
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const radiologo = await sesionApi(request, CUENTAS.radiologo);
  const fecha = proximoDiaLaborable();
  const libres = await request.get(
    `/api/citas/huecosLibres?fecha=${fecha}&id_radiologo=${radiologo.id}`,
    { headers: admin.headers },
  );
  expect(libres.ok()).toBe(true);
  const { huecos } = (await libres.json()) as { huecos: string[] };
  const hora = elegirHora(huecos);
  if (hora === undefined) throw new Error(`El radiólogo no tiene ninguna hora libre el ${fecha}.`);
  const cita = await request.post('/api/citas/guardar', {
    headers: admin.headers,
    data: { fecha, hora, id_paciente: idPaciente, id_radiologo: radiologo.id },
  });
  expect(cita.status(), await cita.text()).toBe(201);
  const { id, num_cita } = (await cita.json()) as { id: number; num_cita: string };
  return { id, num: num_cita, fecha, hora };
}

export interface CitaPorInformar extends CitaDeRadiologia {
  /** A demo patient, who signs in with the demo password. */
  paciente: PacienteNuevo;
}

/**
 * The demo radiologist's oldest cita held on an earlier day and still without its report: a
 * report is written from its cita's day on (docs/decisiones.md (60)), so a journey that reports
 * takes one of these, as a radiologist works down 'Pendientes de informar'. The demo leaves
 * several (apps/api/src/seed/plan.ts) and each worker has its own server.
 */
export async function citaPorInformar(request: APIRequestContext): Promise<CitaPorInformar> {
  const radiologo = await sesionApi(request, CUENTAS.radiologo);
  const respuesta = await request.get(
    `/api/citas/mostrarCitasRadiologo/${radiologo.id}?pendientes=true`,
    { headers: radiologo.headers },
  );
  expect(respuesta.status()).toBe(200);
  const hoy = hoyEnLaClinica();
  const citas = (await respuesta.json()) as Array<{
    id: number;
    num_cita: string;
    fecha: string;
    hora: string;
    estado: string;
    dni_paciente: string;
    nombre_completo_paciente: string;
    id_paciente: number;
  }>;
  const cita = citas.find((c) => c.fecha < hoy && c.estado === 'EN_CURSO');
  if (!cita) throw new Error('La clínica de demostración no tiene ninguna cita por informar.');
  const persona = DEMO_PEOPLE.find((p) => p.patient && dniOf(p) === cita.dni_paciente);
  if (!persona)
    throw new Error(`La cita ${cita.num_cita} no es de un paciente de la demostración.`);
  return {
    id: cita.id,
    num: cita.num_cita,
    fecha: cita.fecha,
    hora: cita.hora,
    paciente: {
      id: cita.id_paciente,
      email: persona.email,
      password: CONTRASENA_DEMO,
      dni: cita.dni_paciente,
      nombre: cita.nombre_completo_paciente,
    },
  };
}
