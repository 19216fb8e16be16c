// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import {
  type EventoRecordatorios,
  recordatoriosMachine,
  TEXTOS_RESULTADO_RECORDATORIOS,
  textoDelResultado,
} from './machine';

const eventos = [
  { type: 'CAMBIAR', activos: false },
  { type: 'CAMBIAR', activos: true },
  { type: 'xstate.done.actor.cambiarRecordatorios' },
  { type: 'xstate.error.actor.cambiarRecordatorios', error: falloDeRed },
] as unknown as EventoRecordatorios[];

describe('recordatoriosMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(recordatoriosMachine, {
    input: { activos: true },
    eventos,
    cadaTransicion: true,
  });

  it('cubre todos los estados y todos los eventos, fallos del actor incluidos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(recordatoriosMachine.root)) expect(estados).toContain(nodo.id);
    expect([...tipos]).toEqual(
      expect.arrayContaining([
        'CAMBIAR',
        'xstate.done.actor.cambiarRecordatorios',
        'xstate.error.actor.cambiarRecordatorios',
      ]),
    );
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(recordatoriosMachine, camino, {
        input: { activos: true },
        actores: ['cambiarRecordatorios'],
      });
    });
  }
});

describe('recordatoriosMachine', () => {
  function arrancar(respuesta: () => Promise<void>) {
    const enviados: unknown[] = [];
    const actor = createActor(
      recordatoriosMachine.provide({
        actors: {
          cambiarRecordatorios: fromPromise(async ({ input }) => {
            enviados.push(input);
            return respuesta();
          }),
        },
      }),
      { input: { activos: true } },
    ).start();
    return { actor, enviados };
  }

  it('guarda cada cambio y dice el resultado; el mismo valor no envía nada', async () => {
    const { actor, enviados } = arrancar(async () => {});
    actor.send({ type: 'CAMBIAR', activos: true });
    expect(enviados).toEqual([]);
    actor.send({ type: 'CAMBIAR', activos: false });
    expect(actor.getSnapshot().context.activos).toBe(false);
    await waitFor(actor, (s) => s.matches('listo'));
    expect(enviados).toEqual([{ activos: false }]);
    expect(textoDelResultado(actor.getSnapshot().context.resultado)).toBe(
      TEXTOS_RESULTADO_RECORDATORIOS.desactivados,
    );
  });

  it('un fallo devuelve la casilla a lo guardado y dice por qué', async () => {
    const { actor } = arrancar(async () => {
      throw falloDeRed;
    });
    actor.send({ type: 'CAMBIAR', activos: false });
    await waitFor(actor, (s) => s.matches('listo'));
    expect(actor.getSnapshot().context.activos).toBe(true);
    expect(textoDelResultado(actor.getSnapshot().context.resultado)).toBe(
      `${TEXTOS_RESULTADO_RECORDATORIOS.fallo} ${MENSAJE_SIN_CONEXION}`,
    );
  });
});
