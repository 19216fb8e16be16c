// @vitest-environment node
import type { Cierre, Clinica, ErrorCitasAfectadas } from '@clinica/api-client';
import { MENSAJES_AGENDA } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import {
  cierreNuevo,
  type DatosCierre,
  type DatosClinica,
  type DatosHorarioClinica,
  type DatosHorarioProfesional,
  datosDelHorario,
  datosDelProfesional,
  horarioDe,
} from './datos';
import {
  datosClinicaMachine,
  type EventoFormularioAgenda,
  type EventoQuitarCierre,
  horarioClinicaMachine,
  horarioProfesionalMachine,
  nuevoCierreMachine,
  quitarCierreMachine,
} from './machine';

const clinica: Clinica = {
  nombre: 'Clínica San Rafael',
  direccion: 'Calle Mayor 1, 28013 Madrid',
  telefono: '910000000',
  minutos_por_hueco: 60,
  horario: [1, 2, 3, 4, 5].map((dia_semana) => ({
    dia_semana,
    hora_inicio: '08:00',
    hora_fin: '15:00',
  })),
};
const datos: DatosClinica = {
  nombre: clinica.nombre,
  direccion: clinica.direccion,
  telefono: clinica.telefono,
};
const afectadas: ErrorCitasAfectadas = {
  message: 'Hay 1 cita programada en esos días. Muévela o cancélala antes.',
  total_citas: 1,
  citas: [
    {
      id: 41,
      num_cita: '48213K',
      fecha: '2026-12-03',
      hora: '09:00',
      tipo_cita: 'Radiologia',
      id_paciente: 7,
      nombre_completo_paciente: 'Lucía García Fernández',
    },
  ],
};
const cierre: Cierre = {
  id: 3,
  tipo: 'festivo_local',
  fecha_inicio: '2026-12-15',
  fecha_fin: '2026-12-15',
  descripcion: 'Fiesta patronal',
  id_usuario: null,
  nombre_completo_profesional: null,
};

const eventosFormulario: EventoFormularioAgenda<DatosClinica>[] = [
  { type: 'EDITAR', datos: { telefono: '12' } },
  { type: 'EDITAR', datos: { telefono: '910000001' } },
  { type: 'ENVIAR' },
  { type: 'CERRAR' },
  { type: 'xstate.done.actor.guardar', output: { guardado: clinica } } as never,
  { type: 'xstate.done.actor.guardar', output: { afectadas } } as never,
  { type: 'xstate.error.actor.guardar', error: falloDeRed } as never,
  {
    type: 'xstate.error.actor.guardar',
    error: fallo(400, 'Revisa los datos marcados.', {
      errores: { telefono: MENSAJES_AGENDA.telefono },
    }),
  } as never,
];

const soloGuardando = (estado: { value: unknown }, evento: { type: string }) =>
  !/^xstate\.(?:done|error)\.actor\./.test(evento.type) || estado.value === 'enviando';

describe('formularioDeAgenda (datos de la clínica): cada camino más corto del modelo', () => {
  const input = { datos, referencia: undefined };
  const caminos = caminosMasCortos(datosClinicaMachine, {
    input,
    eventos: eventosFormulario,
    filtrar: soloGuardando as never,
    resumir: (estado) => ({
      telefono: (estado.context.datos as DatosClinica).telefono,
      errores: Object.keys(estado.context.errores),
      error: Boolean(estado.context.error),
      afectadas: Boolean(estado.context.afectadas),
    }),
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos, y el fallo del actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(datosClinicaMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventosFormulario.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(datosClinicaMachine, camino, { input, actores: ['guardar'] });
    });
  }
});

function iniciar<M extends typeof datosClinicaMachine>(machine: M, input: unknown) {
  const control = actoresControlados(['guardar']);
  const actor = createActor(machine.provide({ actors: control.actors as never }), {
    input: input as never,
  }).start();
  return { actor, control };
}

describe('horario de la clínica', () => {
  it('45 minutos de 08:00 a 15:00 no caben: el mensaje del servidor en el día, sin enviar', () => {
    const { actor, control } = iniciar(horarioClinicaMachine, {
      datos: datosDelHorario(clinica),
      referencia: undefined,
    });
    actor.send({ type: 'EDITAR', datos: { minutos_por_hueco: 45 } });
    actor.send({ type: 'ENVIAR' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ formulario: 'invalido' });
    expect(context.errores['horario.1']).toBe(
      'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.',
    );
    expect(control.llamadas).toEqual([]);
  });

  it('cambiar las horas de un día quita su mensaje; el resto sigue hasta guardar', () => {
    const { actor } = iniciar(horarioClinicaMachine, {
      datos: datosDelHorario(clinica),
      referencia: undefined,
    });
    actor.send({ type: 'EDITAR', datos: { minutos_por_hueco: 45 } });
    actor.send({ type: 'ENVIAR' });
    const semana = (actor.getSnapshot().context.datos as DatosHorarioClinica).semana.map((d) =>
      d.dia_semana === 1 ? { ...d, cierre: '14:15' } : d,
    );
    actor.send({ type: 'EDITAR', datos: { semana } });
    const { errores } = actor.getSnapshot().context;
    expect(errores['horario.1']).toBeUndefined();
    expect(errores['horario.2']).toBeDefined();
  });

  it('sin duración elegida lo dice en su campo', () => {
    const { actor } = iniciar(horarioClinicaMachine, {
      datos: { ...datosDelHorario(clinica), minutos_por_hueco: null },
      referencia: undefined,
    });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      minutos_por_hueco: MENSAJES_AGENDA.sinDuracion,
    });
  });

  it('un 409 no es un fallo: guarda las citas, nada guardado; Cerrar vuelve a editar', async () => {
    const { actor, control } = iniciar(horarioClinicaMachine, {
      datos: datosDelHorario(clinica),
      referencia: undefined,
    });
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas).toHaveLength(1);
    control.resolver('guardar', { afectadas });
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('citasAfectadas');
    expect(actor.getSnapshot().context.afectadas?.citas?.[0]?.num_cita).toBe('48213K');
    expect(actor.getSnapshot().context.guardado).toBeUndefined();
    actor.send({ type: 'CERRAR' });
    expect(actor.getSnapshot().value).toEqual({ formulario: 'editando' });
    expect(actor.getSnapshot().context.afectadas).toBeUndefined();
  });

  it('un fallo de red se explica y deja el formulario como estaba', async () => {
    const { actor, control } = iniciar(horarioClinicaMachine, {
      datos: datosDelHorario(clinica),
      referencia: undefined,
    });
    actor.send({ type: 'ENVIAR' });
    control.rechazar('guardar', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ formulario: 'editando' });
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
  });
});

describe('horario de un profesional', () => {
  const referencia = { horario: clinica.horario, minutos_por_hueco: 60 };
  const profesional = {
    id_usuario: 3,
    id_rol: 1 as const,
    nombre_completo: 'Javier Martín Ruiz',
    horario: [],
  };

  it('sin horario propio empieza como la clínica y se guarda vacío', async () => {
    const datosIniciales = datosDelProfesional(profesional, referencia);
    expect(datosIniciales.comoLaClinica).toBe(true);
    const { actor, control } = iniciar(horarioProfesionalMachine, {
      datos: datosIniciales,
      referencia,
    });
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas[0]?.input).toMatchObject({ id_usuario: 3, comoLaClinica: true });
    control.resolver('guardar', { guardado: profesional });
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('guardado');
  });

  it('un día que la clínica no abre se rechaza con el mensaje de la regla', () => {
    const datosIniciales = datosDelProfesional(profesional, referencia);
    const { actor } = iniciar(horarioProfesionalMachine, { datos: datosIniciales, referencia });
    const semana = datosIniciales.semana.map((d) =>
      d.dia_semana === 6 ? { ...d, abre: true } : d,
    );
    actor.send({ type: 'EDITAR', datos: { comoLaClinica: false, semana } });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().context.errores['horario.6']).toBe(
      'La clínica no abre los sábados.',
    );
    const sinSabado: DatosHorarioProfesional = {
      ...(actor.getSnapshot().context.datos as DatosHorarioProfesional),
    };
    expect(horarioDe(sinSabado.semana)).toHaveLength(6);
  });
});

describe('añadir un cierre', () => {
  const vacio: DatosCierre = {
    tipo: null,
    fecha_inicio: '',
    fecha_fin: '',
    descripcion: '',
    id_usuario: null,
  };

  it('vacío: tipo, primer día y motivo, cada uno en su campo', () => {
    const { actor } = iniciar(nuevoCierreMachine, {
      datos: vacio,
      referencia: { hoy: '2026-12-01' },
    });
    actor.send({ type: 'ENVIAR' });
    expect(Object.keys(actor.getSnapshot().context.errores).sort()).toEqual([
      'descripcion',
      'fecha_inicio',
      'tipo',
    ]);
  });

  it('en el pasado, y una ausencia sin profesional, con los mensajes del servidor', () => {
    const { actor } = iniciar(nuevoCierreMachine, {
      datos: { ...vacio, tipo: 'vacaciones', fecha_inicio: '2026-11-30', descripcion: 'Verano' },
      referencia: { hoy: '2026-12-01' },
    });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      fecha_inicio: MENSAJES_AGENDA.cierreEnElPasado,
      id_usuario: MENSAJES_AGENDA.ausenciaSinProfesional,
    });
  });

  it('un festivo de un día se envía sin último día ni profesional', () => {
    expect(
      cierreNuevo({
        ...vacio,
        tipo: 'festivo_local',
        fecha_inicio: '2026-12-15',
        descripcion: ' San Isidro ',
      }),
    ).toEqual({ tipo: 'festivo_local', fecha_inicio: '2026-12-15', descripcion: 'San Isidro' });
  });

  it('el servidor señala un campo (400): su mensaje vuelve a él', async () => {
    const { actor, control } = iniciar(nuevoCierreMachine, {
      datos: { ...vacio, tipo: 'festivo_local', fecha_inicio: '2026-12-15', descripcion: 'X' },
      referencia: { hoy: '2026-12-01' },
    });
    actor.send({ type: 'ENVIAR' });
    control.rechazar(
      'guardar',
      fallo(400, 'Revisa los datos marcados.', {
        errores: { fecha_fin: MENSAJES_AGENDA.cierreDemasiadoLargo },
      }),
    );
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ formulario: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      fecha_fin: MENSAJES_AGENDA.cierreDemasiadoLargo,
    });
    expect(actor.getSnapshot().context.error).toBe('Revisa los datos marcados.');
  });
});

const eventosQuitar: EventoQuitarCierre[] = [
  { type: 'QUITAR', cierre },
  { type: 'CONFIRMAR' },
  { type: 'CANCELAR' },
  { type: 'CERRAR' },
  { type: 'xstate.done.actor.quitarCierre', output: undefined } as never,
  { type: 'xstate.error.actor.quitarCierre', error: fallo(404, 'Ese cierre no existe.') } as never,
];

describe('quitarCierreMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(quitarCierreMachine, {
    eventos: eventosQuitar,
    filtrar: ((estado: { value: unknown }, evento: { type: string }) =>
      !/^xstate\.(?:done|error)\.actor\./.test(evento.type) ||
      estado.value === 'quitando') as never,
    resumir: (estado) => ({
      quitado: Boolean(estado.context.quitado),
      error: estado.context.error,
    }),
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(quitarCierreMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventosQuitar.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(quitarCierreMachine, camino, { actores: ['quitarCierre'] });
    });
  }

  it('pregunta antes; "No, volver" no llama al servidor', () => {
    const control = actoresControlados(['quitarCierre']);
    const actor = createActor(
      quitarCierreMachine.provide({ actors: control.actors as never }),
    ).start();
    actor.send({ type: 'QUITAR', cierre });
    expect(actor.getSnapshot().value).toBe('confirmando');
    actor.send({ type: 'CANCELAR' });
    expect(control.llamadas).toEqual([]);
    actor.send({ type: 'QUITAR', cierre });
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas).toEqual([{ actor: 'quitarCierre', input: { id: 3 } }]);
  });
});
