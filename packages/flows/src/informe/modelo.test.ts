import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { type EventoInforme, informeMachine } from './machine';

/**
 * Cada camino más corto de las dos máquinas del radiólogo, recorrido contra un actor real cuyos
 * actores terminan cuando la prueba dice (test/modelo.ts).
 */

const archivo = new File([new Uint8Array([1])], 'pa.png', { type: 'image/png' });

const eventosInforme = [
  { type: 'AGREGAR', archivos: [archivo] },
  { type: 'ABRIR', id: 'imagen-1' },
  { type: 'EDITAR_NOTA', id: 'imagen-1', nota: 'Nota PA.' },
  { type: 'CERRAR' },
  { type: 'ELIMINAR', id: 'imagen-1' },
  { type: 'EDITAR_TEXTO', texto: 'Conclusión.' },
  { type: 'GENERAR' },
  { type: 'CORREGIR' },
  { type: 'CONFIRMAR' },
  { type: 'PROGRESO', fraccion: 0.5 },
  {
    type: 'xstate.done.actor.guardarInforme',
    output: { id_informe: 9, id_cita: 41, num_cita: '48213K', imagenes: [] },
  },
  { type: 'xstate.error.actor.guardarInforme', error: falloDeRed },
  { type: 'xstate.error.actor.guardarInforme', error: fallo(409, 'La cita ya está cumplida.') },
] as unknown as EventoInforme[];

describe('informeMachine: cada camino más corto del modelo', () => {
  const input = { cita: { id: 41, numCita: '48213K', idPaciente: 7 } };
  const caminos = caminosMasCortos(informeMachine, {
    input,
    eventos: eventosInforme,
    cadaTransicion: true,
    tambienSinCambiarDeEstado: ['GENERAR', 'CERRAR', 'ELIMINAR'],
    // Lo que distingue un estado: cuántas imágenes (hasta 1), si el texto tiene algo, si hay
    // una abierta, errores o fallo. Así el grafo es finito.
    resumir: (s) => ({
      imagenes: Math.min(s.context.imagenes.length, 1),
      nota: s.context.imagenes[0]?.nota !== '' && s.context.imagenes.length > 0,
      texto: s.context.texto,
      abierta: s.context.abierta !== undefined,
      errores: Object.keys(s.context.errores).sort(),
      error: s.context.error !== undefined,
    }),
  });

  it('cubre todos los estados y cada evento, el fallo del envío incluido', () => {
    const { estados, eventos } = cobertura(caminos);
    for (const nodo of getStateNodes(informeMachine.root)) expect(estados).toContain(nodo.id);
    for (const evento of eventosInforme) expect(eventos).toContain(evento.type);
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(informeMachine, camino, { input, actores: ['guardarInforme'] });
    });
  }
});
