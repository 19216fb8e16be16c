import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { citaCreada, HOY, huecos, MANANA, medicos, radiologos } from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import { MENSAJE_HUECO_OCUPADO } from '../cita/datosCita';
import type { Profesional } from '../tipos';
import { claveDeFlujo, crearActorPersistido, guardarInstantanea } from '../wizard/persistencia';
import {
  type EventoModificarCita,
  horasRepetidasAlModificar,
  modificarCitaMachine,
} from './machine';
import { ASISTENTE_MODIFICAR_CITA } from './steps';

const { pasoDeRuta: pasoDeRutaModificarCita, rutaDelPaso: rutaDelPasoModificarCita } =
  ASISTENTE_MODIFICAR_CITA;

const ACTORES = [
  'cargarProfesionales',
  'cargarHuecosLibres',
  'cargarDiasCerrados',
  'buscarPrimerHueco',
  'actualizarCita',
];
/** La cita de radiología de mañana a las 10:00 con el radiólogo 2. */
const input = {
  idCita: 41,
  nombrePaciente: 'Lucía García Fernández',
  fecha: MANANA,
  hora: '10:00',
  profesional: 'radiologo' as const,
  idProfesional: 2,
  hoy: HOY,
};
/** La cita de medicina familiar de mañana a las 10:00 con el médico 4 (docs/decisiones.md (31)). */
const inputMedico = {
  idCita: 42,
  nombrePaciente: 'Manuel Rodríguez Pérez',
  fecha: MANANA,
  hora: '10:00',
  profesional: 'medico' as const,
  idProfesional: 4,
  hoy: HOY,
};
type Estado = ReturnType<
  ReturnType<typeof createActor<typeof modificarCitaMachine>>['getSnapshot']
>;
type Evento = EventoModificarCita & { type: string };

/** Los eventos del modelo; `profesionales` y `otro` son los del tipo de la cita. */
const eventosDe = (profesionales: readonly Profesional[], otro: number) =>
  [
    { type: 'EDITAR', datos: { hora: '12:00' } },
    { type: 'EDITAR', datos: { idProfesional: otro } },
    { type: 'EDITAR', datos: { fecha: '2026-03-01' } },
    { type: 'CONTINUAR' },
    { type: 'VOLVER' },
    { type: 'CONFIRMAR' },
    { type: 'CANCELAR' },
    { type: 'IR_A_PASO', paso: 'asignarDatos' },
    { type: 'IR_A_PASO', paso: 'confirmar' },
    { type: 'REINTENTAR_PROFESIONALES' },
    { type: 'REINTENTAR_HUECOS' },
    { type: 'xstate.done.actor.cargarProfesionales', output: profesionales },
    { type: 'xstate.error.actor.cargarProfesionales', error: falloDeRed },
    { type: 'xstate.done.actor.cargarHuecosLibres', output: ['09:00', '12:00'] },
    { type: 'xstate.error.actor.cargarHuecosLibres', error: falloDeRed },
    { type: 'xstate.done.actor.actualizarCita', output: { ...citaCreada, hora: '12:00' } },
    {
      type: 'xstate.error.actor.actualizarCita',
      error: fallo(409, MENSAJE_HUECO_OCUPADO, { errores: { hora: MENSAJE_HUECO_OCUPADO } }),
    },
    {
      type: 'xstate.error.actor.actualizarCita',
      error: fallo(409, 'Solo se pueden modificar citas programadas.'),
    },
    { type: 'xstate.error.actor.actualizarCita', error: falloDeRed },
  ] as Evento[];

function filtrar(estado: Estado, evento: Evento): boolean {
  if (evento.type.includes('cargarProfesionales'))
    return estado.context.profesionales.estado === 'cargando';
  if (evento.type.includes('cargarHuecosLibres'))
    return estado.context.huecos.estado === 'cargando';
  return true;
}

function resumir({ context: c }: Estado) {
  return {
    datos: c.datos,
    errores: Object.keys(c.errores).join(),
    error: c.error !== undefined,
    profesionales: c.profesionales.estado,
    huecos: c.huecos.estado,
  };
}

describe.each([
  { cita: 'de radiología', entrada: input, eventos: eventosDe(radiologos, 3) },
  { cita: 'de medicina familiar', entrada: inputMedico, eventos: eventosDe(medicos, 5) },
])(
  'modificarCitaMachine, una cita $cita: cada camino más corto del modelo',
  ({ entrada, eventos }) => {
    const caminos = caminosMasCortos(modificarCitaMachine, {
      input: entrada,
      eventos,
      filtrar: filtrar as never,
      resumir: resumir as never,
      cadaTransicion: true,
      tambienSinCambiarDeEstado: ['REINTENTAR_PROFESIONALES', 'REINTENTAR_HUECOS'],
    });

    it('cubre todos los estados y eventos, y el fallo de cada actor', () => {
      const { estados, eventos: tipos } = cobertura(caminos);
      for (const nodo of getStateNodes(modificarCitaMachine.root))
        expect(estados).toContain(nodo.id);
      const todos = new Set(eventos.map((evento) => evento.type as string));
      expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
    });

    for (const camino of caminos) {
      it(camino.description, async () => {
        await probarCamino(modificarCitaMachine, camino, { input: entrada, actores: ACTORES });
      });
    }
  },
);

function iniciar(entrada: typeof input | typeof inputMedico = input) {
  const control = actoresControlados(ACTORES);
  const actor = createActor(modificarCitaMachine.provide({ actors: control.actors as never }), {
    input: entrada,
  }).start();
  return { actor, control };
}

describe('modificarCitaMachine', () => {
  it('avisa de otra cita viva del paciente el día y con el profesional elegidos, nunca de la suya', () => {
    const otra = { fecha: MANANA, estado: 'EN_CURSO', id_radiologo: 2, id_medico: null } as const;
    const control = actoresControlados(ACTORES);
    const actor = createActor(modificarCitaMachine.provide({ actors: control.actors as never }), {
      input: {
        ...input,
        otrasCitas: [
          { ...otra, id: 50, hora: '13:00' },
          { ...otra, id: 51, hora: '08:00', estado: 'CANCELADA' },
          // La propia cita, si llegara entre las demás, no cuenta.
          { ...otra, id: input.idCita, hora: '10:00' },
        ],
      },
    }).start();
    expect(horasRepetidasAlModificar(actor.getSnapshot().context)).toEqual(['13:00']);
    actor.send({ type: 'EDITAR', datos: { idProfesional: 3 } });
    expect(horasRepetidasAlModificar(actor.getSnapshot().context)).toEqual([]);
    actor.stop();
  });

  it('empieza con los datos actuales y la hora de la propia cita cuenta como libre', async () => {
    const { actor, control } = iniciar();
    expect(actor.getSnapshot().context.datos).toEqual({
      fecha: MANANA,
      hora: '10:00',
      idProfesional: 2,
    });
    expect(actor.getSnapshot().context.profesional).toBe('radiologo');
    expect(control.llamadas).toEqual([
      // Los días cerrados del suyo, para que el calendario no los deje elegir.
      {
        actor: 'cargarDiasCerrados',
        input: expect.objectContaining({ profesional: 'radiologo', idProfesional: 2 }),
      },
      { actor: 'cargarProfesionales', input: 'radiologo' },
      {
        actor: 'cargarHuecosLibres',
        input: { fecha: MANANA, profesional: 'radiologo', idProfesional: 2 },
      },
    ]);
    control.resolver('cargarHuecosLibres', ['09:00', '12:00']);
    await vaciarColas();
    expect(actor.getSnapshot().context.huecos.datos).toEqual(['09:00', '10:00', '12:00']);
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('confirmar');
    expect(rutaDelPasoModificarCita(actor.getSnapshot())).toBe('modificarCita/modificarCitaPaso2');
  });

  it("'Sí' guarda y termina con la cita modificada", async () => {
    const { actor, control } = iniciar();
    control.resolver('cargarHuecosLibres', huecos);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'actualizarCita',
      input: { id: 41, fecha: MANANA, hora: '12:00', idRadiologo: 2 },
    });
    control.resolver('actualizarCita', { ...citaCreada, hora: '12:00' });
    await vaciarColas();
    expect(actor.getSnapshot().output).toEqual({
      modificada: true,
      cita: { ...citaCreada, hora: '12:00' },
    });
    expect(rutaDelPasoModificarCita(actor.getSnapshot())).toBe(
      'modificarCita/confirmacionModificarCita',
    );
  });

  it("'Cancelar' termina sin modificar y vuelve a la lista", () => {
    const { actor } = iniciar();
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CANCELAR' });
    expect(actor.getSnapshot().output).toEqual({ modificada: false });
    expect(rutaDelPasoModificarCita(actor.getSnapshot())).toBe('citas');
  });

  it('una cita que ya no está en curso se explica en la pregunta', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('actualizarCita', fallo(409, 'Solo se pueden modificar citas programadas.'));
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('confirmar');
    expect(actor.getSnapshot().context.error).toBe('Solo se pueden modificar citas programadas.');
  });

  it('un hueco ocupado vuelve a Asignar datos y recarga los huecos', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar(
      'actualizarCita',
      fallo(409, MENSAJE_HUECO_OCUPADO, { errores: { hora: MENSAJE_HUECO_OCUPADO } }),
    );
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ asignarDatos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ hora: MENSAJE_HUECO_OCUPADO });
    expect(actor.getSnapshot().context.huecos.estado).toBe('cargando');
  });

  it('rutas en los dos sentidos y retomar tras una recarga, por cita', () => {
    expect(pasoDeRutaModificarCita('/administrativo/modificarCita?idCita=41')).toBe('asignarDatos');
    expect(pasoDeRutaModificarCita('/administrativo/modificarCita/modificarCitaPaso2')).toBe(
      'confirmar',
    );
    const datos = new Map<string, string>();
    const almacen = {
      getItem: (clave: string) => datos.get(clave) ?? null,
      setItem: (clave: string, valor: string) => void datos.set(clave, valor),
      removeItem: (clave: string) => void datos.delete(clave),
    };
    const clave = claveDeFlujo('modificarCita', 41);
    expect(clave).toBe('clinica:modificarCita:41');
    const { actor, control } = iniciar();
    actor.send({ type: 'CONTINUAR' });
    guardarInstantanea(actor, clave, almacen);
    const retomado = crearActorPersistido(
      modificarCitaMachine.provide({ actors: control.actors as never }),
      clave,
      { input, almacen },
    );
    retomado.actor.start();
    expect(retomado.actor.getSnapshot().value).toBe('confirmar');
  });
});

describe('modificarCitaMachine, una cita de medicina familiar (docs/decisiones.md (31))', () => {
  it('pide los médicos y las horas libres del suyo, y su hora cuenta como libre', async () => {
    const { actor, control } = iniciar(inputMedico);
    const { context } = actor.getSnapshot();
    expect(context.profesional).toBe('medico');
    expect(context.datos).toEqual({ fecha: MANANA, hora: '10:00', idProfesional: 4 });
    expect(control.llamadas).toEqual([
      {
        actor: 'cargarDiasCerrados',
        input: expect.objectContaining({ profesional: 'medico', idProfesional: 4 }),
      },
      { actor: 'cargarProfesionales', input: 'medico' },
      {
        actor: 'cargarHuecosLibres',
        input: { fecha: MANANA, profesional: 'medico', idProfesional: 4 },
      },
    ]);
    control.resolver('cargarProfesionales', medicos);
    control.resolver('cargarHuecosLibres', ['09:00', '12:00']);
    await vaciarColas();
    expect(actor.getSnapshot().context.huecos.datos).toEqual(['09:00', '10:00', '12:00']);
    // Otro médico: la hora queda en blanco y se piden sus huecos.
    actor.send({ type: 'EDITAR', datos: { idProfesional: 5 } });
    expect(actor.getSnapshot().context.datos.hora).toBe('');
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarHuecosLibres',
      input: { fecha: MANANA, profesional: 'medico', idProfesional: 5 },
    });
  });

  it("'Sí' envía idMedico, nunca idRadiologo", async () => {
    const { actor, control } = iniciar(inputMedico);
    control.resolver('cargarHuecosLibres', ['10:00', '12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { idProfesional: 5 } });
    control.resolver('cargarHuecosLibres', ['12:00']);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'actualizarCita',
      input: { id: 42, fecha: MANANA, hora: '12:00', idMedico: 5 },
    });
    control.resolver('actualizarCita', { ...citaCreada, id: 42, hora: '12:00' });
    await vaciarColas();
    expect(actor.getSnapshot().output).toMatchObject({ modificada: true });
  });

  it('sin médico, un sábado: los mensajes del médico y del día cerrado', () => {
    const { actor } = iniciar(inputMedico);
    actor.send({ type: 'EDITAR', datos: { fecha: '2026-03-14', idProfesional: null } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ asignarDatos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      fecha: 'La clínica cierra ese día. Elige un día de lunes a viernes.',
      hora: 'La hora es obligatoria.',
      idProfesional: 'Selecciona un médico.',
    });
  });

  it('si los médicos no cargan, lo dice de los médicos y se puede reintentar', async () => {
    const { actor, control } = iniciar(inputMedico);
    control.rechazar('cargarProfesionales', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.profesionales).toEqual({
      estado: 'error',
      datos: [],
      error: 'No se han podido cargar los médicos. Inténtalo de nuevo.',
    });
    actor.send({ type: 'REINTENTAR_PROFESIONALES' });
    expect(actor.getSnapshot().context.profesionales.estado).toBe('cargando');
    expect(control.llamadas.at(-1)).toEqual({ actor: 'cargarProfesionales', input: 'medico' });
  });

  it('un profesional de otro tipo que el servidor rechaza vuelve al campo del médico', async () => {
    const { actor, control } = iniciar(inputMedico);
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    const mensaje = 'Esta cita es de medicina; elige un médico, no un radiólogo.';
    control.rechazar('actualizarCita', fallo(409, mensaje, { errores: { idRadiologo: mensaje } }));
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ asignarDatos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ idProfesional: mensaje });
  });
});

describe('modificarCitaMachine: los días cerrados del calendario (docs/decisiones.md (49))', () => {
  it('pide los del profesional al empezar y al cambiarlo; un fallo no avisa de nada', async () => {
    const { actor, control } = iniciar();
    expect(actor.getSnapshot().context.diasCerrados?.estado).toBe('cargando');
    control.resolver('cargarDiasCerrados', ['2026-03-19']);
    await vaciarColas();
    expect(actor.getSnapshot().context.diasCerrados).toEqual({
      estado: 'lista',
      datos: ['2026-03-19'],
    });
    actor.send({ type: 'EDITAR', datos: { idProfesional: 3 } });
    expect(control.llamadas.filter((l) => l.actor === 'cargarDiasCerrados').at(-1)).toEqual({
      actor: 'cargarDiasCerrados',
      input: expect.objectContaining({ profesional: 'radiologo', idProfesional: 3 }),
    });
    control.rechazar('cargarDiasCerrados', new TypeError('Failed to fetch'));
    await vaciarColas();
    const { context } = actor.getSnapshot();
    expect(context.diasCerrados).toEqual({ estado: 'error', datos: [] });
    expect(context.error).toBeUndefined();
  });
});

describe("modificarCitaMachine: 'Primer hueco libre'", () => {
  it('busca desde hoy con el profesional de la cita y pone ese día, su primera hora y sus horas', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'EDITAR', datos: { hora: '' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores.hora).toBeDefined();
    actor.send({ type: 'PRIMER_HUECO' });
    expect(actor.getSnapshot().context.primerHueco).toBe('buscando');
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'buscarPrimerHueco',
      input: { desde: HOY, profesional: 'radiologo', idProfesional: 2 },
    });
    control.resolver('buscarPrimerHueco', { fecha: '2026-03-20', huecos: ['11:00', '13:00'] });
    await vaciarColas();
    const { context } = actor.getSnapshot();
    expect(context.primerHueco).toBeUndefined();
    expect(context.datos).toMatchObject({ fecha: '2026-03-20', hora: '11:00', idProfesional: 2 });
    expect(context.huecos).toEqual({ estado: 'lista', datos: ['11:00', '13:00'] });
    expect(context.errores.hora).toBeUndefined();
  });

  it('sin ninguno en lo que mira, lo dice; un fallo también; los datos no cambian', async () => {
    const { actor, control } = iniciar(inputMedico);
    actor.send({ type: 'PRIMER_HUECO' });
    control.resolver('buscarPrimerHueco', null);
    await vaciarColas();
    expect(actor.getSnapshot().context.primerHueco).toBe('ninguno');
    expect(actor.getSnapshot().context.datos).toMatchObject({ fecha: MANANA, hora: '10:00' });
    actor.send({ type: 'PRIMER_HUECO' });
    control.rechazar('buscarPrimerHueco', new TypeError('Failed to fetch'));
    await vaciarColas();
    expect(actor.getSnapshot().context.primerHueco).toBe('error');
  });

  it('sin profesional elegido no busca', () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'EDITAR', datos: { idProfesional: null } });
    actor.send({ type: 'PRIMER_HUECO' });
    expect(control.llamadas.some((l) => l.actor === 'buscarPrimerHueco')).toBe(false);
    expect(actor.getSnapshot().context.primerHueco).toBeUndefined();
  });
});
