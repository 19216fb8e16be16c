// @vitest-environment node
/**
 * Model-based paths (test/modelo.ts): every transition of the create, edit and delete
 * machines is reached by a shortest path, and each path is replayed against a real actor whose
 * server calls the test resolves or rejects.
 */
import type { Incidencia } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { HOY } from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { sinErrores } from '../validacion/formularios';
import { crearIncidenciaMachine, erroresDelFormulario } from './crear/machine';
import { elegirArchivo } from './datos';
import { editarIncidenciaMachine, MENSAJE_RESUELTA } from './editar/machine';
import { eliminarIncidenciaMachine } from './eliminar/machine';

const incidencia: Incidencia = {
  id: 41,
  asunto: 'La impresora no imprime',
  descripcion: 'Desde esta mañana.',
  nivel_prioridad: 'MEDIA',
  fecha: HOY,
  estado: 'PENDIENTE',
  nombre: 'Ana Torres',
  puesto_trabajo: 2,
  id_administrativo: 1,
  id_medico: null,
  id_radiologo: null,
};
const imagen = elegirArchivo(new File([new Uint8Array([1])], 'a.png'));
const deCampo = fallo(400, 'Revisa los datos.', { errores: { asunto: 'Demasiado largo.' } });

/**
 * Every state node of the machine appears on some path (but the passing ones, left at once by
 * their `always`: 'inicio', 'siguiente', 'imagenes'), and every event type is used.
 */
function cubreTodo(
  machine: Parameters<typeof getStateNodes>[0],
  caminos: Parameters<typeof cobertura>[0],
  eventos: ReadonlyArray<{ type: string }>,
) {
  const { estados, eventos: tipos } = cobertura(caminos);
  for (const nodo of getStateNodes(machine)) {
    if (!nodo.config.always) expect(estados).toContain(nodo.id);
  }
  expect([...tipos].sort()).toEqual([...new Set(eventos.map((e) => e.type)), 'xstate.init'].sort());
}

describe('crearIncidenciaMachine: cada camino más corto', () => {
  type Evento = EventFromLogic<typeof crearIncidenciaMachine>;
  const input = { hoy: HOY, nombre: 'Ana Torres', puesto_trabajo: 2 as const };
  const eventos = [
    {
      type: 'EDITAR',
      datos: { asunto: 'Impresora', nivel_prioridad: 'ALTA', descripcion: 'No imprime.' },
    },
    { type: 'EDITAR', datos: { asunto: '' } },
    { type: 'ANADIR_IMAGENES', imagenes: [imagen] },
    { type: 'QUITAR_IMAGEN', clave: imagen.clave },
    { type: 'CONTINUAR' },
    { type: 'VOLVER' },
    { type: 'CONFIRMAR' },
    { type: 'CAMBIAR', paso: 'datosIncidencia', campo: 'asunto' },
    { type: 'IR_A_PASO', paso: 'datosIncidencia' },
    { type: 'IR_A_PASO', paso: 'resumenDatos' },
    { type: 'xstate.done.actor.guardarIncidencia', output: incidencia },
    { type: 'xstate.error.actor.guardarIncidencia', error: deCampo },
    { type: 'xstate.error.actor.guardarIncidencia', error: falloDeRed },
    { type: 'xstate.done.actor.actualizarIncidencia', output: incidencia },
    { type: 'xstate.error.actor.actualizarIncidencia', error: deCampo },
    { type: 'xstate.error.actor.actualizarIncidencia', error: falloDeRed },
    { type: 'xstate.done.actor.subirImagenIncidencia', output: [] },
    { type: 'xstate.error.actor.subirImagenIncidencia', error: falloDeRed },
  ] as Evento[];
  const caminos = caminosMasCortos(crearIncidenciaMachine, {
    input,
    eventos,
    // One image at most: the graph stays small and every branch is still there.
    filtrar: ((estado: AnyMachineSnapshot, evento: Evento) =>
      evento.type !== 'ANADIR_IMAGENES' || estado.context.imagenes.length === 0) as never,
    resumir: (({ context: c }: AnyMachineSnapshot) => ({
      valido: sinErrores(erroresDelFormulario(c)),
      imagenes: c.imagenes.length,
      creada: c.incidencia !== undefined,
      subidas: c.subidas.length,
      errores: Object.keys(c.errores).join(),
      error: c.error !== undefined,
      volver: c.volverAResumen,
    })) as never,
    cadaTransicion: true,
  });

  it('cubren todos los estados y eventos, y el fallo de cada actor', () => {
    cubreTodo(crearIncidenciaMachine.root, caminos, eventos);
  });
  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(crearIncidenciaMachine, camino, {
        input,
        actores: ['guardarIncidencia', 'actualizarIncidencia', 'subirImagenIncidencia'],
      });
    });
  }
});

describe('editarIncidenciaMachine: cada camino más corto', () => {
  type Evento = EventFromLogic<typeof editarIncidenciaMachine>;
  const guardada = { id_imagen: 7, id_incidencia: 41, nombre_imagen: 'v.png', tipo: 'image/png' };
  const eventos = [
    {
      type: 'xstate.done.actor.cargarIncidencia',
      output: { incidencia, imagenes: [guardada] },
    },
    {
      type: 'xstate.done.actor.cargarIncidencia',
      output: { incidencia: { ...incidencia, estado: 'RESUELTA' }, imagenes: [] },
    },
    { type: 'xstate.error.actor.cargarIncidencia', error: falloDeRed },
    { type: 'REINTENTAR' },
    { type: 'EDITAR', datos: { asunto: '' } },
    { type: 'EDITAR', datos: { asunto: 'Otra' } },
    { type: 'ANADIR_IMAGENES', imagenes: [imagen] },
    { type: 'QUITAR_IMAGEN', clave: 'servidor-7' },
    { type: 'CONFIRMAR' },
    { type: 'xstate.done.actor.actualizarIncidencia', output: incidencia },
    { type: 'xstate.error.actor.actualizarIncidencia', error: fallo(409, MENSAJE_RESUELTA) },
    { type: 'xstate.error.actor.actualizarIncidencia', error: deCampo },
    { type: 'xstate.error.actor.actualizarIncidencia', error: falloDeRed },
    { type: 'xstate.done.actor.sustituirImagenesIncidencia', output: [] },
    { type: 'xstate.error.actor.sustituirImagenesIncidencia', error: fallo(409, MENSAJE_RESUELTA) },
    { type: 'xstate.error.actor.sustituirImagenesIncidencia', error: falloDeRed },
    { type: 'xstate.done.actor.subirImagenIncidencia', output: [] },
    { type: 'xstate.error.actor.subirImagenIncidencia', error: fallo(409, MENSAJE_RESUELTA) },
    { type: 'xstate.error.actor.subirImagenIncidencia', error: falloDeRed },
  ] as Evento[];
  const caminos = caminosMasCortos(editarIncidenciaMachine, {
    input: { id: 41 },
    eventos,
    filtrar: ((estado: AnyMachineSnapshot, evento: Evento) =>
      evento.type !== 'ANADIR_IMAGENES' ||
      !estado.context.imagenes.some((i: { clave: string }) => i.clave === imagen.clave)) as never,
    resumir: (({ context: c }: AnyMachineSnapshot) => ({
      estado: c.incidencia?.estado,
      valido: sinErrores(erroresDelFormulario(c)),
      imagenes: c.imagenes.map((i: { clave: string }) => i.clave).join(),
      originales: c.originales.length,
      subidas: c.subidas.length,
      errores: Object.keys(c.errores).join(),
      error: c.error !== undefined,
      carga: c.falloAlCargar !== undefined,
    })) as never,
    cadaTransicion: true,
  });

  it('cubren todos los estados y eventos, y el fallo de cada actor', () => {
    cubreTodo(editarIncidenciaMachine.root, caminos, eventos);
  });
  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(editarIncidenciaMachine, camino, {
        input: { id: 41 },
        actores: [
          'cargarIncidencia',
          'actualizarIncidencia',
          'sustituirImagenesIncidencia',
          'subirImagenIncidencia',
        ],
      });
    });
  }
});

describe('eliminarIncidenciaMachine: cada camino más corto', () => {
  type Evento = EventFromLogic<typeof eliminarIncidenciaMachine>;
  const eventos = [
    { type: 'ELIMINAR', incidencia },
    { type: 'ELIMINAR', incidencia: { ...incidencia, estado: 'RESUELTA' } },
    { type: 'CONFIRMAR' },
    { type: 'CANCELAR' },
    { type: 'CERRAR' },
    { type: 'xstate.done.actor.borrarIncidencia' },
    {
      type: 'xstate.error.actor.borrarIncidencia',
      error: fallo(409, 'Solo se pueden eliminar incidencias con estado PENDIENTE.'),
    },
    { type: 'xstate.error.actor.borrarIncidencia', error: falloDeRed },
  ] as Evento[];
  const caminos = caminosMasCortos(eliminarIncidenciaMachine, {
    eventos,
    resumir: (({ context: c }: AnyMachineSnapshot) => ({
      elegida: c.incidencia?.estado,
      eliminada: c.eliminada !== undefined,
      detalle: c.detalle !== undefined,
    })) as never,
    cadaTransicion: true,
  });

  it('cubren todos los estados y eventos', () => {
    cubreTodo(eliminarIncidenciaMachine.root, caminos, eventos);
  });
  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(eliminarIncidenciaMachine, camino, { actores: ['borrarIncidencia'] });
    });
  }
});
