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
import { cancelarCitaMachine, type EventoCancelarCita, MENSAJE_CITA_NO_EN_CURSO } from './machine';
import { ASISTENTE_CANCELAR_CITA } from './steps';

const { pasoDeRuta: pasoDeRutaCancelarCita, rutaDelPaso: rutaDelPasoCancelarCita } =
  ASISTENTE_CANCELAR_CITA;

const input = { idCita: 41, numCita: '48213K', nombrePaciente: 'Lucía García Fernández' };

const eventos = [
  { type: 'CONFIRMAR' },
  { type: 'CANCELAR' },
  { type: 'MOTIVO', motivo: 'profesional_no_disponible' },
  { type: 'xstate.done.actor.cancelarCita', output: { id: 41, estado: 'CANCELADA' } },
  {
    type: 'xstate.error.actor.cancelarCita',
    error: fallo(409, 'Solo se pueden cancelar citas programadas.'),
  },
  { type: 'xstate.error.actor.cancelarCita', error: falloDeRed },
] as unknown as EventoCancelarCita[];

describe('cancelarCitaMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(cancelarCitaMachine, { input, eventos, cadaTransicion: true });

  it('cubre todos los estados y eventos, y el fallo del actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(cancelarCitaMachine.root)) expect(estados).toContain(nodo.id);
    expect(tipos).toContain('xstate.error.actor.cancelarCita');
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(cancelarCitaMachine, camino, { input, actores: ['cancelarCita'] });
    });
  }
});

describe('cancelarCitaMachine', () => {
  function iniciar() {
    const control = actoresControlados(['cancelarCita']);
    const actor = createActor(cancelarCitaMachine.provide({ actors: control.actors as never }), {
      input,
    }).start();
    return { actor, control };
  }

  it("'Sí' cancela por el id de la cita y termina en la confirmación", async () => {
    const { actor, control } = iniciar();
    expect(rutaDelPasoCancelarCita(actor.getSnapshot())).toBe('eliminarCita');
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas).toEqual([{ actor: 'cancelarCita', input: { id: 41 } }]);
    control.resolver('cancelarCita', {});
    await vaciarColas();
    expect(actor.getSnapshot().output).toEqual({ cancelada: true });
    expect(rutaDelPasoCancelarCita(actor.getSnapshot())).toBe(
      'eliminarCita/confirmacionEliminarCita',
    );
  });

  it('el motivo elegido viaja con la cancelación; quitarlo la deja sin motivo', async () => {
    const { actor, control } = iniciar();
    expect(actor.getSnapshot().context.motivo).toBeUndefined();
    actor.send({ type: 'MOTIVO', motivo: 'cierre_de_la_clinica' });
    actor.send({ type: 'MOTIVO', motivo: 'profesional_no_disponible' });
    expect(actor.getSnapshot().context.motivo).toBe('profesional_no_disponible');
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas).toEqual([
      { actor: 'cancelarCita', input: { id: 41, motivo: 'profesional_no_disponible' } },
    ]);
    // While it is sent the reason stays as it was sent.
    actor.send({ type: 'MOTIVO', motivo: 'otro' });
    expect(actor.getSnapshot().context.motivo).toBe('profesional_no_disponible');
    control.rechazar('cancelarCita', falloDeRed);
    await vaciarColas();
    actor.send({ type: 'MOTIVO', motivo: undefined });
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({ actor: 'cancelarCita', input: { id: 41 } });
  });

  it("'Cancelar' vuelve a la lista sin cancelar", () => {
    const { actor } = iniciar();
    actor.send({ type: 'CANCELAR' });
    expect(actor.getSnapshot().output).toEqual({ cancelada: false });
    expect(rutaDelPasoCancelarCita(actor.getSnapshot())).toBe('citas');
  });

  it('una cita que ya no está en curso: mensaje y no se reintenta', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('cancelarCita', fallo(409, ''));
    await vaciarColas();
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_CITA_NO_EN_CURSO);
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().value).toBe('confirmar');
    expect(control.llamadas).toHaveLength(1);
  });

  it('sin conexión se puede reintentar', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('cancelarCita', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().value).toBe('enviando');
  });

  it('la ruta de la pregunta se puede pedir; la confirmación no', () => {
    expect(pasoDeRutaCancelarCita('/administrativo/eliminarCita?numCita=48213K')).toBe('confirmar');
    expect(
      pasoDeRutaCancelarCita('/administrativo/eliminarCita/confirmacionEliminarCita'),
    ).toBeUndefined();
  });
});
