// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { HOY, provincias } from '../../test/datos';
import { crearPacienteMachine } from '../crear-paciente/machine';
import { claveDeFlujo, crearActorPersistido, trasElProximoDibujo } from './persistencia';

const clave = claveDeFlujo('crearPaciente');
const machine = crearPacienteMachine.provide({
  actors: { cargarProvincias: fromPromise(async () => provincias) },
});

/** The browser's own storage (jsdom), so what a reload would find is what is read. */
function guardado() {
  return sessionStorage.getItem(clave) ?? '';
}

describe('persistencia de los asistentes en un navegador', () => {
  afterEach(() => sessionStorage.clear());

  it('guarda tras el próximo dibujo, no mientras se atiende la pulsación', async () => {
    const { actor, detener } = crearActorPersistido(machine, clave, { input: { hoy: HOY } });
    actor.start();
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    expect(guardado()).toBe('');
    await new Promise((listo) => trasElProximoDibujo(() => listo(undefined)));
    expect(guardado()).toContain('Ana');
    detener();
    actor.stop();
  });

  it('guarda en seguida lo pendiente si la página se oculta o se cierra', () => {
    const nunca = () => {};
    for (const aviso of ['pagehide', 'visibilitychange']) {
      sessionStorage.clear();
      const { actor, detener } = crearActorPersistido(machine, clave, {
        input: { hoy: HOY },
        programar: nunca,
      });
      actor.start();
      actor.send({ type: 'EDITAR', datos: { nombre: `Ana ${aviso}` } });
      expect(guardado()).toBe('');
      window.dispatchEvent(new Event(aviso));
      expect(guardado()).toContain(`Ana ${aviso}`);
      detener();
      actor.stop();
    }
  });
});
