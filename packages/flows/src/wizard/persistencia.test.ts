// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HOY, provincias } from '../../test/datos';
import { vaciarColas } from '../../test/modelo';
import { cancelarCitaMachine } from '../cancelar-cita/machine';
import { crearPacienteMachine } from '../crear-paciente/machine';
import {
  claveDeFlujo,
  crearActorPersistido,
  guardarInstantanea,
  leerInstantanea,
  olvidarAsistentesAjenos,
  sinContrasenas,
  VERSION_PERSISTENCIA,
} from './persistencia';

function almacen() {
  const datos = new Map<string, string>();
  return {
    datos,
    getItem: (clave: string) => datos.get(clave) ?? null,
    setItem: (clave: string, valor: string) => void datos.set(clave, valor),
    removeItem: (clave: string) => void datos.delete(clave),
  };
}

describe('persistencia de los asistentes', () => {
  it('quita todo campo de contraseña, también anidado y en listas', () => {
    expect(
      sinContrasenas({
        datos: { nombre: 'Lucía', password: 'x' },
        contrasena: { password: 'x', repetirPassword: 'x' },
        hijos: [{ input: { email: 'a@b.es', password: 'x' } }],
        nuevaContraseña: 'x',
      }),
    ).toEqual({ datos: { nombre: 'Lucía' }, hijos: [{ input: { email: 'a@b.es' } }] });
  });

  it('usa una clave por flujo, y por registro cuando el flujo es de uno', () => {
    expect(claveDeFlujo('crearPaciente')).toBe('clinica:crearPaciente');
    expect(claveDeFlujo('eliminarCita', 41)).toBe('clinica:eliminarCita:41');
    expect(claveDeFlujo('crearCita', undefined, 7)).toBe('clinica:u7:crearCita');
    expect(claveDeFlujo('modificarCita', 41, 7)).toBe('clinica:u7:modificarCita:41');
  });

  it('al entrar otra persona, borra lo que otras dejaron a medias y conserva lo suyo', () => {
    const datos = new Map<string, string>([
      ['clinica:u7:crearCita', '{}'],
      ['clinica:u70:crearCita', '{}'],
      ['clinica:u8:modificarCita:41', '{}'],
      ['clinica:crearPaciente', '{}'],
      ['otra-cosa', '{}'],
    ]);
    const sesion = {
      get length() {
        return datos.size;
      },
      key: (i: number) => [...datos.keys()][i] ?? null,
      removeItem: (clave: string) => void datos.delete(clave),
    };
    olvidarAsistentesAjenos(7, sesion);
    expect([...datos.keys()]).toEqual(['clinica:u7:crearCita', 'otra-cosa']);
  });

  it('ignora lo guardado con otra versión o roto', () => {
    const sesion = almacen();
    sesion.setItem('a', JSON.stringify({ version: VERSION_PERSISTENCIA + 1, instantanea: {} }));
    sesion.setItem('b', 'no es json');
    expect(leerInstantanea('a', sesion)).toBeUndefined();
    expect(leerInstantanea('b', sesion)).toBeUndefined();
    expect(leerInstantanea('c', sesion)).toBeUndefined();
  });

  it('guarda a cada cambio, no borra al parar y borra al terminar', async () => {
    const sesion = almacen();
    const clave = claveDeFlujo('eliminarCita', 41);
    const machine = cancelarCitaMachine.provide({
      actors: {
        cancelarCita: fromPromise(async () => ({
          id: 41,
          num_cita: '48213K',
          fecha: HOY,
          hora: '10:00',
        })),
      },
    });
    const primero = crearActorPersistido(machine, clave, {
      input: { idCita: 41 },
      almacen: sesion,
    });
    expect(primero.retomado).toBe(false);
    primero.actor.start();
    expect(sesion.datos.has(clave)).toBe(true);
    primero.actor.stop();
    expect(sesion.datos.has(clave)).toBe(true);

    const segundo = crearActorPersistido(machine, clave, {
      input: { idCita: 41 },
      almacen: sesion,
    });
    expect(segundo.retomado).toBe(true);
    segundo.actor.start();
    segundo.actor.send({ type: 'CONFIRMAR' });
    await vaciarColas();
    expect(segundo.actor.getSnapshot().status).toBe('done');
    expect(sesion.datos.has(clave)).toBe(false);
  });

  it('la contraseña escrita nunca llega al almacén, en ningún paso', () => {
    const sesion = almacen();
    const clave = claveDeFlujo('crearPaciente');
    const machine = crearPacienteMachine.provide({
      actors: { cargarProvincias: fromPromise(async () => provincias) },
    });
    const { actor } = crearActorPersistido(machine, clave, {
      input: { hoy: HOY },
      almacen: sesion,
    });
    actor.start();
    actor.send({
      type: 'EDITAR',
      datos: { password: 'SecretoMuyLargo1', repetirPassword: 'SecretoMuyLargo1' },
    });
    guardarInstantanea(actor, clave, sesion);
    expect(sesion.datos.get(clave)).not.toContain('SecretoMuyLargo1');
    expect(createActor(machine, { input: { hoy: HOY } }).getSnapshot().value).toEqual({
      informacionPaciente: 'editando',
    });
  });

  it('retoma el paso de la contraseña tras recargar, sin la contraseña', () => {
    const sesion = almacen();
    const clave = claveDeFlujo('crearPaciente');
    const machine = crearPacienteMachine.provide({
      actors: { cargarProvincias: fromPromise(async () => provincias) },
    });
    const inicial = createActor(machine, { input: { hoy: HOY } }).getSnapshot();
    // A state whose name speaks of passwords ('asignarContrasena') is the step, not a secret.
    const enContrasena = machine.resolveState({
      value: { asignarContrasena: 'editando' },
      context: { ...inicial.context, contrasena: { password: 'SecretoMuyLargo1' } },
    });
    const actor = createActor(machine, { snapshot: enContrasena, input: { hoy: HOY } });
    actor.start();
    guardarInstantanea(actor, clave, sesion);
    actor.stop();
    expect(sesion.datos.get(clave)).not.toContain('SecretoMuyLargo1');
    const { actor: retomado, retomado: fueRetomado } = crearActorPersistido(machine, clave, {
      input: { hoy: HOY },
      almacen: sesion,
    });
    retomado.start();
    expect(fueRetomado).toBe(true);
    expect(retomado.getSnapshot().value).toEqual({ asignarContrasena: 'editando' });
    expect(JSON.stringify(retomado.getSnapshot().context)).not.toContain('SecretoMuyLargo1');
    retomado.stop();
  });

  it('guarda una vez, cuando toca, lo que cambió varias veces, y lo pendiente al dejar de guardar', () => {
    const sesion = almacen();
    const escrituras: string[] = [];
    const registro = {
      ...sesion,
      setItem: (c: string, v: string) => {
        escrituras.push(v);
        sesion.setItem(c, v);
      },
    };
    const clave = claveDeFlujo('crearPaciente');
    const programados: (() => void)[] = [];
    const machine = crearPacienteMachine.provide({
      actors: { cargarProvincias: fromPromise(async () => provincias) },
    });
    const { actor, detener } = crearActorPersistido(machine, clave, {
      input: { hoy: HOY },
      almacen: registro,
      programar: (hacer) => void programados.push(hacer),
    });
    actor.start();
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana María' } });
    // Nothing written while the changes are being drawn; one save is asked, however many changes.
    expect(escrituras).toEqual([]);
    expect(programados).toHaveLength(1);
    for (const hacer of programados.splice(0)) {
      hacer();
      hacer();
    }
    expect(escrituras).toHaveLength(1);
    expect(escrituras[0]).toContain('Ana María');

    actor.send({ type: 'EDITAR', datos: { primer_apellido: 'Ruiz' } });
    expect(escrituras).toHaveLength(1);
    detener();
    expect(escrituras).toHaveLength(2);
    expect(sesion.datos.get(clave)).toContain('Ruiz');
    // Stopped: a late save asked before does nothing, and later changes are not kept.
    for (const hacer of programados.splice(0)) hacer();
    actor.send({ type: 'EDITAR', datos: { primer_apellido: 'Ruiz Gil' } });
    expect(programados).toEqual([]);
    expect(escrituras).toHaveLength(2);
    actor.stop();
  });
});
