// @vitest-environment node
import type { Empleado, ErrorBaja } from '@clinica/api-client';
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
import { accionesPersonalMachine, type EventoAccionesPersonal } from './machine';

const ACTORES = ['darDeBaja', 'darDeAlta', 'desbloquear'];

const medico: Empleado = {
  id: 6,
  id_rol: 3,
  nombre: 'Miguel Ángel',
  primer_apellido: 'Moreno',
  segundo_apellido: 'Jiménez',
  nombre_completo: 'Miguel Ángel Moreno Jiménez',
  email: 'miguelangel.moreno@example.com',
  dni: null,
  num_colegiado: '280322222',
  responsable: false,
  activo: true,
  bloqueado: false,
  bloqueado_hasta: null,
  contrasena_provisional: false,
  ultimo_acceso: null,
};
const deBaja = { ...medico, activo: false };
const bloqueado = { ...medico, bloqueado: true, bloqueado_hasta: '2026-11-27T23:00:00.000Z' };
const rechazo: ErrorBaja = {
  message: 'No se puede dar de baja: tiene 1 cita programada. Muévela o cancélala antes.',
  total_citas: 1,
  citas: [
    {
      id: 41,
      num_cita: '48213K',
      fecha: '2026-12-02',
      hora: '09:00',
      tipo_cita: 'Medicina General',
      id_paciente: 7,
      nombre_completo_paciente: 'Lucía García Fernández',
    },
  ],
};

const eventos: EventoAccionesPersonal[] = [
  { type: 'DAR_DE_BAJA', empleado: medico },
  { type: 'DAR_DE_ALTA', empleado: deBaja },
  { type: 'DESBLOQUEAR', empleado: bloqueado },
  { type: 'CONFIRMAR' },
  { type: 'CANCELAR' },
  { type: 'CERRAR' },
  { type: 'xstate.done.actor.darDeBaja', output: { empleado: deBaja } } as never,
  { type: 'xstate.done.actor.darDeBaja', output: { rechazo } } as never,
  { type: 'xstate.error.actor.darDeBaja', error: falloDeRed } as never,
  { type: 'xstate.done.actor.darDeAlta', output: medico } as never,
  { type: 'xstate.error.actor.darDeAlta', error: fallo(500, 'Error interno.') } as never,
  { type: 'xstate.done.actor.desbloquear', output: medico } as never,
  {
    type: 'xstate.error.actor.desbloquear',
    error: fallo(404, 'No existe ningún empleado con ese id.'),
  } as never,
];

/** Solo se termina el actor del estado en que se está. */
const filtrar = (estado: { value: unknown }, evento: { type: string }) => {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(evento.type)?.[1];
  if (!actor) return true;
  const deEstado: Record<string, string> = {
    dandoDeBaja: 'darDeBaja',
    dandoDeAlta: 'darDeAlta',
    desbloqueando: 'desbloquear',
  };
  return deEstado[String(estado.value)] === actor;
};

describe('accionesPersonalMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(accionesPersonalMachine, {
    eventos,
    filtrar: filtrar as never,
    resumir: (estado) => ({
      hecha: estado.context.hecha?.tipo,
      rechazo: Boolean(estado.context.rechazo),
      error: estado.context.error,
    }),
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos, y el fallo de cada actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(accionesPersonalMachine.root))
      expect(estados).toContain(nodo.id);
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(accionesPersonalMachine, camino, { actores: ACTORES });
    });
  }
});

function iniciar() {
  const control = actoresControlados(ACTORES);
  const actor = createActor(
    accionesPersonalMachine.provide({ actors: control.actors as never }),
  ).start();
  return { actor, control };
}

describe('accionesPersonalMachine', () => {
  it('pregunta antes de dar de baja, y "No, volver" no llama al servidor', () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'DAR_DE_BAJA', empleado: medico });
    expect(actor.getSnapshot().value).toBe('confirmandoBaja');
    actor.send({ type: 'CANCELAR' });
    expect(actor.getSnapshot().value).toBe('inactivo');
    expect(actor.getSnapshot().context.empleado).toBeUndefined();
    expect(control.llamadas).toEqual([]);
  });

  it('una baja rechazada guarda el mensaje y las citas, no la da por hecha', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'DAR_DE_BAJA', empleado: medico });
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas).toEqual([{ actor: 'darDeBaja', input: { id: 6 } }]);
    control.resolver('darDeBaja', { rechazo });
    await vaciarColas();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('bajaRechazada');
    expect(snapshot.context.rechazo?.citas?.[0]?.num_cita).toBe('48213K');
    expect(snapshot.context.hecha).toBeUndefined();
    actor.send({ type: 'CERRAR' });
    expect(actor.getSnapshot().context.rechazo).toBeUndefined();
  });

  it('una baja hecha queda anotada para anunciarla; un fallo de red se explica', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'DAR_DE_BAJA', empleado: medico });
    actor.send({ type: 'CONFIRMAR' });
    control.resolver('darDeBaja', { empleado: deBaja });
    await vaciarColas();
    expect(actor.getSnapshot().context.hecha).toEqual({ tipo: 'baja', empleado: deBaja });
    actor.send({ type: 'DAR_DE_ALTA', empleado: deBaja });
    control.rechazar('darDeAlta', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('fallo');
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
  });

  it('desbloquea sin preguntar', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'DESBLOQUEAR', empleado: bloqueado });
    expect(control.llamadas).toEqual([{ actor: 'desbloquear', input: { id: 6 } }]);
    control.resolver('desbloquear', medico);
    await vaciarColas();
    expect(actor.getSnapshot().context.hecha).toEqual({ tipo: 'desbloqueo', empleado: medico });
  });
});
