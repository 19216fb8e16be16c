// @vitest-environment node
import type { CitaListado } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { buscarCitaMachine, type EventoBuscarCita } from './machine';

/**
 * Cada camino más corto de las dos máquinas del radiólogo, recorrido contra un actor real cuyos
 * actores terminan cuando la prueba dice (test/modelo.ts).
 */
const cita = {
  id: 41,
  num_cita: '48213K',
  estado: 'EN_CURSO',
  tipo_cita: 'Radiologia',
  id_radiologo: 1,
  nombre_completo_radiologo: 'Javier Martín Ruiz',
} as CitaListado;

const eventosBuscar = [
  { type: 'EDITAR', numCita: '48213K' },
  { type: 'EDITAR', numCita: '12' },
  { type: 'BUSCAR' },
  { type: 'xstate.done.actor.comprobarNumCita', output: cita },
  { type: 'xstate.done.actor.comprobarNumCita', output: { ...cita, estado: 'CUMPLIDA' } },
  { type: 'xstate.done.actor.comprobarNumCita', output: { ...cita, id_radiologo: 2 } },
  { type: 'xstate.error.actor.comprobarNumCita', error: fallo(404, 'No existe.') },
  { type: 'xstate.error.actor.comprobarNumCita', error: falloDeRed },
] as unknown as EventoBuscarCita[];

describe('buscarCitaMachine: cada camino más corto del modelo', () => {
  const input = { idRadiologo: 1 };
  const caminos = caminosMasCortos(buscarCitaMachine, {
    input,
    eventos: eventosBuscar,
    cadaTransicion: true,
    resumir: (s) => ({
      numCita: s.context.numCita,
      error: s.context.error,
      cita: s.context.cita?.estado,
    }),
  });

  it('cubre todos los estados, el fallo del actor y cada respuesta', () => {
    const { estados, eventos } = cobertura(caminos);
    for (const nodo of getStateNodes(buscarCitaMachine.root)) expect(estados).toContain(nodo.id);
    expect(eventos).toContain('xstate.error.actor.comprobarNumCita');
    expect(eventos).toContain('xstate.done.actor.comprobarNumCita');
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(buscarCitaMachine, camino, { input, actores: ['comprobarNumCita'] });
    });
  }
});
