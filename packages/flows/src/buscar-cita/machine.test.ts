// @vitest-environment node
import type { CitaListado } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fallo, falloDeRed } from '../../test/fixtures';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import {
  MENSAJE_NUM_CITA_FORMATO,
  MENSAJE_NUM_CITA_NO_EXISTE,
  MENSAJE_NUM_CITA_OBLIGATORIO,
} from '../validacion/numCita';
import { buscarCitaMachine } from './machine';
import { TEXTOS_BUSCAR_CITA as T } from './texts';

const cita: CitaListado = {
  id: 41,
  num_cita: '48213K',
  fecha: '2026-03-10',
  hora: '09:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_radiologo: 1,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
  nombre_completo_paciente: 'Lucía García Fernández',
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

function buscador(respuesta: (num: string) => Promise<CitaListado>) {
  const pedidas: string[] = [];
  const actor = createActor(
    buscarCitaMachine.provide({
      actors: {
        comprobarNumCita: fromPromise(({ input }) => {
          pedidas.push(input.numCita);
          return respuesta(input.numCita);
        }),
      },
    }),
    { input: { idRadiologo: 1 } },
  ).start();
  return { actor, pedidas };
}

const tras = () => new Promise((r) => setTimeout(r, 0));

describe('buscar cita', () => {
  it('valida el formato antes de preguntar al servidor, y al escribir tras el primer intento', async () => {
    const { actor, pedidas } = buscador(async () => cita);
    actor.send({ type: 'BUSCAR' });
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_NUM_CITA_OBLIGATORIO);
    actor.send({ type: 'EDITAR', numCita: '4821' });
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_NUM_CITA_FORMATO);
    actor.send({ type: 'EDITAR', numCita: '48213k' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(pedidas).toEqual([]);
    actor.send({ type: 'BUSCAR' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(pedidas).toEqual(['48213K']);
    expect(actor.getSnapshot().output?.cita).toEqual(cita);
  });

  it('un número que no existe da el mensaje de §5 en el campo', async () => {
    const { actor } = buscador(async () => {
      throw fallo(404, 'No existe ninguna cita con ese número.');
    });
    actor.send({ type: 'EDITAR', numCita: '99999Z' });
    actor.send({ type: 'BUSCAR' });
    await tras();
    expect(actor.getSnapshot().value).toBe('editando');
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_NUM_CITA_NO_EXISTE);
  });

  it('sin conexión lo dice, y se puede volver a buscar', async () => {
    let veces = 0;
    const { actor } = buscador(async () => {
      veces++;
      if (veces === 1) throw falloDeRed;
      return cita;
    });
    actor.send({ type: 'EDITAR', numCita: '48213K' });
    actor.send({ type: 'BUSCAR' });
    await tras();
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
    actor.send({ type: 'BUSCAR' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('una cita cumplida suya se encuentra: su informe se abre para leerlo (docs/decisiones.md (42))', async () => {
    const { actor } = buscador(async () => ({ ...cita, estado: 'CUMPLIDA' }));
    actor.send({ type: 'EDITAR', numCita: '48213K' });
    actor.send({ type: 'BUSCAR' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.cita.estado).toBe('CUMPLIDA');
  });

  it.each([
    [
      { estado: 'CUMPLIDA' as const, id_radiologo: 2, nombre_completo_radiologo: 'Elena Romero' },
      T.noEnCurso('CUMPLIDA'),
    ],
    [{ estado: 'CANCELADA' as const }, T.noEnCurso('CANCELADA')],
    [{ id_radiologo: 2, nombre_completo_radiologo: 'Elena Romero' }, T.noAsignada('Elena Romero')],
  ])(
    'una cita que no puede informar (%o) se queda en el campo con su motivo',
    async (cambio, mensaje) => {
      const { actor } = buscador(async () => ({ ...cita, ...cambio }));
      actor.send({ type: 'EDITAR', numCita: '48213K' });
      actor.send({ type: 'BUSCAR' });
      await tras();
      expect(actor.getSnapshot().value).toBe('editando');
      expect(actor.getSnapshot().context.error).toBe(mensaje);
    },
  );
});
