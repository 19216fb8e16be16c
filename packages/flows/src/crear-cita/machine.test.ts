// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { citaCreada, HOY, huecos, MANANA, medicos, paciente, radiologos } from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import { MENSAJE_HUECO_OCUPADO } from '../cita/datosCita';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import type { ConClave, CuerpoConClave } from '../wizard/idempotencia';
import { claveDeFlujo, crearActorPersistido, guardarInstantanea } from '../wizard/persistencia';
import { crearCitaMachine, type EventoCrearCita, horasRepetidas } from './machine';
import { ASISTENTE_CREAR_CITA } from './steps';

const { pasoDeRuta: pasoDeRutaCrearCita, rutaDelPaso: rutaDelPasoCrearCita } = ASISTENTE_CREAR_CITA;

const ACTORES = [
  'buscarPacientePorDni',
  'cargarProfesionales',
  'cargarHuecosLibres',
  'cargarDiasCerrados',
  'cargarCitasDelPaciente',
  'guardarCita',
];
const input = { hoy: HOY };
type Estado = ReturnType<ReturnType<typeof createActor<typeof crearCitaMachine>>['getSnapshot']>;
type Evento = EventoCrearCita & { type: string };

/** Un menor sin documento, elegido en su ficha (docs/decisiones.md (52)). */
const menor = {
  id: 12,
  nombre_completo: 'Martina Ruiz Calvo',
  tipo_documento: null,
  documento: null,
};
const inputPorId = { ...input, idPaciente: 12 };
const eventosPorId = [
  { type: 'xstate.done.actor.cargarPacientePorId', output: menor },
  {
    type: 'xstate.error.actor.cargarPacientePorId',
    error: fallo(404, 'No existe ningún paciente con ese id.'),
  },
  { type: 'VOLVER' },
  { type: 'CONTINUAR' },
] as Evento[];

const huecoOcupado = fallo(409, MENSAJE_HUECO_OCUPADO, {
  errores: { hora: MENSAJE_HUECO_OCUPADO },
});

/** Las citas de Lucía: una viva mañana con el médico 4, otra cancelada con el radiólogo 2. */
const citasDeLucia = [
  { id: 30, fecha: MANANA, hora: '10:00', estado: 'EN_CURSO', id_radiologo: null, id_medico: 4 },
  { id: 31, fecha: MANANA, hora: '12:00', estado: 'CANCELADA', id_radiologo: 2, id_medico: null },
] as const;

const eventosListas = [
  { type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } },
  { type: 'EDITAR', datos: { idProfesional: 3 } },
  { type: 'EDITAR', datos: { fecha: '2026-03-01' } },
  { type: 'EDITAR', datos: { tipoCita: 'Telefónica - Medicina familiar' } },
  { type: 'EDITAR', datos: { tipoCita: 'Presencial - Medicina familiar' } },
  { type: 'EDITAR', datos: { tipoCita: 'Radiologia' } },
  { type: 'xstate.done.actor.cargarProfesionales', output: radiologos },
  { type: 'xstate.done.actor.cargarProfesionales', output: medicos },
  { type: 'xstate.error.actor.cargarProfesionales', error: falloDeRed },
  { type: 'xstate.done.actor.cargarCitasDelPaciente', output: citasDeLucia },
  { type: 'xstate.error.actor.cargarCitasDelPaciente', error: fallo(403, 'No autorizado.') },
  { type: 'xstate.done.actor.cargarHuecosLibres', output: huecos },
  {
    type: 'xstate.error.actor.cargarHuecosLibres',
    error: fallo(500, 'Se ha producido un error inesperado.'),
  },
  { type: 'REINTENTAR_PROFESIONALES' },
  { type: 'REINTENTAR_HUECOS' },
] as Evento[];

const eventos = [
  { type: 'EDITAR', datos: { dni: '12345678z' } },
  { type: 'EDITAR', datos: { dni: '1234' } },
  { type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2, hora: '10:00' } },
  { type: 'EDITAR', datos: { fecha: '2026-03-01' } },
  { type: 'CONTINUAR' },
  { type: 'VOLVER' },
  { type: 'CONFIRMAR' },
  { type: 'CAMBIAR', paso: 'busquedaPaciente' },
  { type: 'CAMBIAR', paso: 'asignarDatos' },
  { type: 'IR_A_PASO', paso: 'busquedaPaciente' },
  { type: 'IR_A_PASO', paso: 'asignarDatos' },
  { type: 'IR_A_PASO', paso: 'confirmarDatos' },
  { type: 'xstate.done.actor.buscarPacientePorDni', output: paciente },
  { type: 'xstate.done.actor.buscarPacientePorDni', output: null },
  {
    type: 'xstate.error.actor.buscarPacientePorDni',
    error: fallo(404, 'No existe ningún paciente con ese DNI.'),
  },
  { type: 'xstate.error.actor.buscarPacientePorDni', error: falloDeRed },
  { type: 'xstate.done.actor.guardarCita', output: citaCreada },
  { type: 'xstate.error.actor.guardarCita', error: huecoOcupado },
  { type: 'xstate.error.actor.guardarCita', error: fallo(409, 'Conflicto.') },
  {
    type: 'xstate.error.actor.guardarCita',
    error: fallo(404, 'No existe ningún paciente con ese id.'),
  },
  { type: 'xstate.error.actor.guardarCita', error: falloDeRed },
] as Evento[];

const esDeListas = (evento: Evento) =>
  /cargarProfesionales|cargarHuecosLibres|cargarCitasDelPaciente|REINTENTAR/.test(evento.type);

function resumirPasos({ context: c }: Estado) {
  return {
    dni: c.dni,
    paciente: c.paciente !== undefined,
    datos: c.datos,
    errores: Object.keys(c.errores).join(),
    error: c.error !== undefined,
    volverAResumen: c.volverAResumen,
  };
}

function filtrarListas(estado: Estado, evento: Evento): boolean {
  if (!estado.matches('asignarDatos')) {
    return !esDeListas(evento) && (evento.type !== 'EDITAR' || 'dni' in evento.datos);
  }
  if ((evento.type as string) === 'xstate.done.actor.cargarProfesionales') {
    // Cada lista llega para el tipo de profesional que se pidió.
    const lista = estado.context.profesional === 'medico' ? medicos : radiologos;
    const { output } = evento as { output?: unknown };
    return estado.context.profesionales.estado === 'cargando' && output === lista;
  }
  if (evento.type.includes('cargarProfesionales'))
    return estado.context.profesionales.estado === 'cargando';
  if (evento.type.includes('cargarCitasDelPaciente'))
    return estado.context.citasDelPaciente.estado === 'cargando';
  if (evento.type.includes('cargarHuecosLibres'))
    return estado.context.huecos.estado === 'cargando';
  return esDeListas(evento) || (evento.type === 'EDITAR' && !('dni' in evento.datos));
}

function resumirListas({ context: c }: Estado) {
  return {
    tipoCita: c.tipoCita,
    datos: c.datos,
    profesionales: c.profesionales.estado,
    huecos: c.huecos.estado,
  };
}

describe('crearCitaMachine: cada camino más corto del modelo', () => {
  const pasos = caminosMasCortos(crearCitaMachine, {
    input,
    eventos,
    filtrar: ((_: Estado, evento: Evento) => !esDeListas(evento)) as never,
    resumir: resumirPasos as never,
    cadaTransicion: true,
  });
  // Primero se llega a 'Asignar datos' por el camino corto; allí se prueban las listas.
  const listas = caminosMasCortos(crearCitaMachine, {
    input,
    eventos: [
      { type: 'EDITAR', datos: { dni: '12345678Z' } },
      { type: 'CONTINUAR' },
      { type: 'xstate.done.actor.buscarPacientePorDni', output: paciente },
      ...eventosListas,
    ] as Evento[],
    filtrar: filtrarListas as never,
    resumir: resumirListas as never,
    cadaTransicion: true,
    tambienSinCambiarDeEstado: eventosListas.map((evento) => evento.type),
  });

  // Con el paciente elegido por su id: se lee al empezar, y sin documento no se busca nada.
  const porId = caminosMasCortos(crearCitaMachine, {
    input: inputPorId,
    eventos: eventosPorId,
    resumir: resumirPasos as never,
    cadaTransicion: true,
  });

  it('entre los tres modelos cubren todos los estados y eventos, y el fallo de cada actor', () => {
    const { estados, eventos: tipos } = cobertura([...pasos, ...listas, ...porId]);
    for (const nodo of getStateNodes(crearCitaMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(
      [...eventos, ...eventosListas, ...eventosPorId].map((evento) => evento.type as string),
    );
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  describe('los pasos', () => {
    for (const camino of pasos) {
      it(camino.description, async () => {
        await probarCamino(crearCitaMachine, camino, { input, actores: ACTORES });
      });
    }
  });

  describe('tipo de cita, profesionales, huecos libres y citas del paciente', () => {
    for (const camino of listas) {
      it(camino.description, async () => {
        await probarCamino(crearCitaMachine, camino, { input, actores: ACTORES });
      });
    }
  });

  describe('el paciente elegido por su id', () => {
    for (const camino of porId) {
      it(camino.description, async () => {
        await probarCamino(crearCitaMachine, camino, {
          input: inputPorId,
          actores: [...ACTORES, 'cargarPacientePorId'],
        });
      });
    }
  });
});

/** Hasta 'Asignar datos' con Lucía encontrada (sus citas, aún leyéndose). */
async function hastaAsignarDatos() {
  const control = actoresControlados(ACTORES);
  const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
    input,
  }).start();
  actor.send({ type: 'EDITAR', datos: { dni: ' 12345678z ' } });
  actor.send({ type: 'CONTINUAR' });
  control.resolver('buscarPacientePorDni', paciente);
  await vaciarColas();
  return { actor, control };
}

async function hastaConfirmar() {
  const { actor, control } = await hastaAsignarDatos();
  control.resolver('cargarProfesionales', radiologos);
  actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
  control.resolver('cargarHuecosLibres', huecos);
  await vaciarColas();
  actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });
  actor.send({ type: 'CONTINUAR' });
  return { actor, control };
}

describe('crearCitaMachine', () => {
  it('busca por el DNI normalizado y avisa si no hay paciente (docs/decisiones.md (8))', async () => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input,
    }).start();
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toEqual({ dni: 'El DNI es obligatorio.' });
    actor.send({ type: 'EDITAR', datos: { dni: '1234' } });
    expect(actor.getSnapshot().context.errores).toEqual({
      dni: 'Escribe un DNI, un NIE o un pasaporte válidos.',
    });
    actor.send({ type: 'EDITAR', datos: { dni: '87654321x' } });
    actor.send({ type: 'CONTINUAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'buscarPacientePorDni',
      input: { dni: '87654321X' },
    });
    control.resolver('buscarPacientePorDni', null);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ busquedaPaciente: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      dni: 'No existe ningún paciente con ese DNI.',
    });
  });

  it('pide los huecos del radiólogo y el día elegidos, y vacía la hora al cambiarlos', async () => {
    const { actor, control } = await hastaConfirmar();
    expect(control.llamadas.filter((l) => l.actor === 'cargarHuecosLibres').at(-1)?.input).toEqual({
      fecha: MANANA,
      profesional: 'radiologo',
      idProfesional: 2,
    });
    actor.send({ type: 'CAMBIAR', paso: 'asignarDatos' });
    actor.send({ type: 'EDITAR', datos: { idProfesional: 3 } });
    expect(actor.getSnapshot().context.datos).toEqual({
      fecha: MANANA,
      hora: '',
      idProfesional: 3,
    });
    expect(actor.getSnapshot().context.huecos.estado).toBe('cargando');
    control.resolver('cargarHuecosLibres', ['12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      hora: 'Esa hora no está libre. Elige una de las horas libres.',
    });
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
  });

  it('guarda la cita y termina con su número', async () => {
    const { actor, control } = await hastaConfirmar();
    expect(rutaDelPasoCrearCita(actor.getSnapshot())).toBe('crearCita/crearCitaPaso3');
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'guardarCita',
      input: {
        cuerpo: { id_paciente: 7, id_radiologo: 2, fecha: MANANA, hora: '10:00' },
        claveIdempotencia: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
    });
    control.resolver('guardarCita', citaCreada);
    await vaciarColas();
    expect(actor.getSnapshot().output?.num_cita).toBe('48213K');
    expect(rutaDelPasoCrearCita(actor.getSnapshot())).toBe('crearCita/confirmacionCreacionCita');
  });

  it('repetir el mismo envío lleva la misma Idempotency-Key; cambiar los datos, una nueva', async () => {
    const { actor, control } = await hastaConfirmar();
    const clave = () =>
      (
        control.llamadas.filter((l) => l.actor === 'guardarCita').at(-1)?.input as
          | ConClave
          | undefined
      )?.claveIdempotencia;
    actor.send({ type: 'CONFIRMAR' });
    const primera = clave();
    expect(primera).toBeTruthy();
    // Sin conexión: vuelve a confirmar y Confirmar repite el mismo envío, con la misma clave.
    control.rechazar('guardarCita', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBe(primera);
    // El hueco se ocupó: otra hora es otro envío, con otra clave.
    control.rechazar('guardarCita', fallo(409, 'Conflicto.'));
    await vaciarColas();
    control.resolver('cargarHuecosLibres', ['10:00', '12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    actor.send({ type: 'CONFIRMAR' });
    const segunda = clave();
    expect(segunda).toBeTruthy();
    expect(segunda).not.toBe(primera);
    control.resolver('guardarCita', citaCreada);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.claveEnvio).toBeUndefined();
  });

  it('un hueco ocupado entretanto vuelve a Asignar datos con el mensaje y huecos nuevos', async () => {
    const { actor, control } = await hastaConfirmar();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('guardarCita', fallo(409, 'Conflicto.'));
    await vaciarColas();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ asignarDatos: 'invalido' });
    expect(context.errores).toEqual({ hora: 'Ese hueco ya está ocupado. Elige otra hora.' });
    expect(context.datos.hora).toBe('');
    expect(context.huecos.estado).toBe('cargando');
    control.resolver('cargarHuecosLibres', ['09:00', '12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
  });

  it('sin conexión al guardar se queda en Confirmar datos con un mensaje', async () => {
    const { actor, control } = await hastaConfirmar();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('guardarCita', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
  });

  it('Cambiar el paciente desde Confirmar datos vuelve allí tras encontrarlo', async () => {
    const { actor, control } = await hastaConfirmar();
    actor.send({ type: 'CAMBIAR', paso: 'busquedaPaciente' });
    actor.send({ type: 'EDITAR', datos: { dni: 'X1234567L' } });
    actor.send({ type: 'CONTINUAR' });
    control.resolver('buscarPacientePorDni', {
      id: 8,
      dni: 'X1234567L',
      nombre_completo: 'Ana Ruiz',
    });
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    expect(actor.getSnapshot().context.paciente?.id).toBe(8);
  });

  it('otro DNI olvida al paciente encontrado: no se puede avanzar sin buscarlo', async () => {
    const { actor } = await hastaConfirmar();
    actor.send({ type: 'CAMBIAR', paso: 'busquedaPaciente' });
    actor.send({ type: 'EDITAR', datos: { dni: '12345678Z' } });
    expect(actor.getSnapshot().context.paciente?.id).toBe(7);
    actor.send({ type: 'EDITAR', datos: { dni: 'X1234567L' } });
    expect(actor.getSnapshot().context.paciente).toBeUndefined();
    actor.send({ type: 'IR_A_PASO', paso: 'confirmarDatos' });
    expect(actor.getSnapshot().matches('busquedaPaciente')).toBe(true);
  });

  it('una cita de medicina familiar: los médicos, sus huecos y el cuerpo con tipo e id_medico', async () => {
    const { actor, control } = await hastaAsignarDatos();
    control.resolver('cargarProfesionales', radiologos);
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
    control.resolver('cargarHuecosLibres', huecos);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });

    // Otro tipo: el radiólogo y la hora se vacían, y se piden los médicos.
    actor.send({ type: 'EDITAR', datos: { tipoCita: 'Telefónica - Medicina familiar' } });
    let { context } = actor.getSnapshot();
    expect(context.profesional).toBe('medico');
    expect(context.datos).toEqual({ fecha: MANANA, hora: '', idProfesional: null });
    expect(context.profesionales.estado).toBe('cargando');
    expect(context.huecos.estado).toBe('inactiva');
    expect(control.llamadas.filter((l) => l.actor === 'cargarProfesionales').at(-1)?.input).toBe(
      'medico',
    );
    control.resolver('cargarProfesionales', medicos);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { idProfesional: 4 } });
    expect(control.llamadas.filter((l) => l.actor === 'cargarHuecosLibres').at(-1)?.input).toEqual({
      fecha: MANANA,
      profesional: 'medico',
      idProfesional: 4,
    });
    control.resolver('cargarHuecosLibres', ['09:00', '12:00']);
    await vaciarColas();

    // Presencial o telefónica: los mismos médicos, pero el médico y la hora se eligen de nuevo.
    const pedidas = control.llamadas.filter((l) => l.actor === 'cargarProfesionales').length;
    actor.send({ type: 'EDITAR', datos: { tipoCita: 'Presencial - Medicina familiar' } });
    ({ context } = actor.getSnapshot());
    expect(context.datos).toEqual({ fecha: MANANA, hora: '', idProfesional: null });
    expect(context.profesionales).toEqual({ estado: 'lista', datos: medicos });
    expect(control.llamadas.filter((l) => l.actor === 'cargarProfesionales')).toHaveLength(pedidas);
    actor.send({
      type: 'EDITAR',
      datos: { tipoCita: 'Telefónica - Medicina familiar', idProfesional: 4 },
    });
    control.resolver('cargarHuecosLibres', ['09:00', '12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'guardarCita',
      input: {
        cuerpo: {
          tipo_cita: 'Telefónica - Medicina familiar',
          id_paciente: 7,
          id_medico: 4,
          fecha: MANANA,
          hora: '12:00',
        },
        claveIdempotencia: expect.any(String),
      },
    });
    control.resolver('guardarCita', citaCreada);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('lee las citas del paciente encontrado una vez, y avisa de otra viva ese día con ese profesional', async () => {
    const { actor, control } = await hastaAsignarDatos();
    expect(control.llamadas.filter((l) => l.actor === 'cargarCitasDelPaciente')).toEqual([
      { actor: 'cargarCitasDelPaciente', input: { idPaciente: 7 } },
    ]);
    control.resolver('cargarCitasDelPaciente', citasDeLucia);
    control.resolver('cargarProfesionales', radiologos);
    await vaciarColas();
    // Con el radiólogo 2 mañana solo tiene una cancelada: no cuenta.
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual([]);
    // Con el médico 4 mañana tiene una a las 10:00.
    actor.send({ type: 'EDITAR', datos: { tipoCita: 'Presencial - Medicina familiar' } });
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual([]);
    control.resolver('cargarProfesionales', medicos);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { idProfesional: 4 } });
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual(['10:00']);
    actor.send({ type: 'EDITAR', datos: { fecha: '2026-03-12' } });
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA } });
    control.resolver('cargarHuecosLibres', huecos);
    await vaciarColas();
    // El aviso no detiene: se sigue al resumen y se confirma.
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual(['10:00']);
    // El mismo paciente buscado de nuevo no vuelve a leer sus citas.
    actor.send({ type: 'CAMBIAR', paso: 'busquedaPaciente' });
    actor.send({ type: 'CONTINUAR' });
    control.resolver('buscarPacientePorDni', paciente);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('confirmarDatos');
    expect(control.llamadas.filter((l) => l.actor === 'cargarCitasDelPaciente')).toHaveLength(1);
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().matches('enviando')).toBe(true);
  });

  it('otro paciente: sus citas; si no se pueden leer, ni aviso ni bloqueo', async () => {
    const { actor, control } = await hastaConfirmar();
    actor.send({ type: 'CAMBIAR', paso: 'busquedaPaciente' });
    actor.send({ type: 'EDITAR', datos: { dni: 'X1234567L' } });
    actor.send({ type: 'CONTINUAR' });
    control.resolver('buscarPacientePorDni', {
      id: 8,
      dni: 'X1234567L',
      tipo_documento: 'nie',
      documento: 'X1234567L',
      nombre_completo: 'Ana',
    });
    await vaciarColas();
    expect(control.llamadas.filter((l) => l.actor === 'cargarCitasDelPaciente').at(-1)).toEqual({
      actor: 'cargarCitasDelPaciente',
      input: { idPaciente: 8 },
    });
    control.rechazar('cargarCitasDelPaciente', falloDeRed);
    await vaciarColas();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('confirmarDatos');
    expect(context.citasDelPaciente.estado).toBe('error');
    expect(horasRepetidas(context)).toEqual([]);
    expect(context.error).toBeUndefined();
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().matches('enviando')).toBe(true);
  });

  it('rutas en los dos sentidos', () => {
    expect(pasoDeRutaCrearCita('/administrativo/crearCita/crearCitaPaso2')).toBe('asignarDatos');
    expect(pasoDeRutaCrearCita('/administrativo/crearCita')).toBe('busquedaPaciente');
    expect(
      pasoDeRutaCrearCita('/administrativo/crearCita/confirmacionCreacionCita'),
    ).toBeUndefined();
  });

  it('retoma tras una recarga en el mismo paso y con los huecos', async () => {
    const datos = new Map<string, string>();
    const almacen = {
      getItem: (clave: string) => datos.get(clave) ?? null,
      setItem: (clave: string, valor: string) => void datos.set(clave, valor),
      removeItem: (clave: string) => void datos.delete(clave),
    };
    const clave = claveDeFlujo('crearCita');
    const { actor, control } = await hastaConfirmar();
    guardarInstantanea(actor, clave, almacen);
    const retomado = crearActorPersistido(
      crearCitaMachine.provide({ actors: control.actors as never }),
      clave,
      { almacen },
    );
    retomado.actor.start();
    expect(retomado.actor.getSnapshot().value).toBe('confirmarDatos');
    expect(retomado.actor.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});

describe("crearCitaMachine: 'Dar cita' desde un paciente ya elegido", () => {
  it('busca su DNI al empezar y pasa a Asignar datos sin pulsar Continuar; volver no busca otra vez', async () => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input: { ...input, dni: '12345678z' },
    }).start();
    expect(actor.getSnapshot().matches({ busquedaPaciente: 'buscando' })).toBe(true);
    expect(control.llamadas[0]).toEqual({
      actor: 'buscarPacientePorDni',
      input: { dni: '12345678Z' },
    });
    control.resolver('buscarPacientePorDni', paciente);
    await vaciarColas();
    expect(actor.getSnapshot().matches('asignarDatos')).toBe(true);
    actor.send({ type: 'VOLVER' });
    expect(actor.getSnapshot().matches({ busquedaPaciente: 'editando' })).toBe(true);
    expect(control.llamadas.filter((l) => l.actor === 'buscarPacientePorDni')).toHaveLength(1);
  });

  it('con un DNI mal escrito en el enlace, se queda en el primer paso sin buscar', () => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input: { ...input, dni: '1234' },
    }).start();
    expect(actor.getSnapshot().matches({ busquedaPaciente: 'editando' })).toBe(true);
    expect(control.llamadas).toEqual([]);
  });
});

describe("crearCitaMachine: 'Dar cita' por el id del paciente (también un menor sin documento)", () => {
  it('lee al paciente al empezar, pasa a Asignar datos y guarda la cita con su id', async () => {
    const control = actoresControlados([...ACTORES, 'cargarPacientePorId']);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input: inputPorId,
    }).start();
    expect(actor.getSnapshot().matches({ busquedaPaciente: 'cargando' })).toBe(true);
    expect(control.llamadas[0]).toEqual({ actor: 'cargarPacientePorId', input: { id: 12 } });
    control.resolver('cargarPacientePorId', menor);
    await vaciarColas();
    expect(actor.getSnapshot().matches('asignarDatos')).toBe(true);
    expect(actor.getSnapshot().context.dni).toBe('');

    // Volver al primer paso con el campo vacío: Continuar sigue sin buscar nada.
    actor.send({ type: 'VOLVER' });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().matches('asignarDatos')).toBe(true);
    expect(control.llamadas.filter((l) => l.actor === 'buscarPacientePorDni')).toEqual([]);

    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
    control.resolver('cargarHuecosLibres', huecos);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: huecos[0] } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().matches('confirmarDatos')).toBe(true);
    actor.send({ type: 'CONFIRMAR' });
    const [guardar] = control.llamadas.filter((l) => l.actor === 'guardarCita');
    expect(
      (guardar as { input: CuerpoConClave<{ id_paciente: number }> }).input.cuerpo.id_paciente,
    ).toBe(12);
  });

  it('escribir un documento en el primer paso busca a otro paciente', () => {
    const control = actoresControlados([...ACTORES, 'cargarPacientePorId']);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input: inputPorId,
    }).start();
    control.resolver('cargarPacientePorId', menor);
    return vaciarColas().then(() => {
      actor.send({ type: 'VOLVER' });
      actor.send({ type: 'EDITAR', datos: { dni: '12345678z' } });
      expect(actor.getSnapshot().context.paciente).toBeUndefined();
      actor.send({ type: 'CONTINUAR' });
      expect(actor.getSnapshot().matches({ busquedaPaciente: 'buscando' })).toBe(true);
    });
  });

  it('si el paciente ya no existe, se queda en el primer paso con el mensaje del servidor', async () => {
    const control = actoresControlados([...ACTORES, 'cargarPacientePorId']);
    const actor = createActor(crearCitaMachine.provide({ actors: control.actors as never }), {
      input: { ...input, idPaciente: 99 },
    }).start();
    control.rechazar('cargarPacientePorId', fallo(404, 'No existe ningún paciente con ese id.'));
    await vaciarColas();
    expect(actor.getSnapshot().matches({ busquedaPaciente: 'editando' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('No existe ningún paciente con ese id.');
    expect(control.llamadas.filter((l) => l.actor === 'cargarPacientePorId')).toHaveLength(1);
  });
});
