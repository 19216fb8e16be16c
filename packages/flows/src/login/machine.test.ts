// @vitest-environment node
import { ClinicaApiError } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino, vaciarColas } from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import type { Sesion } from '../tipos';
import {
  type EventoLogin,
  loginMachine,
  mensajeDeFalloLogin,
  mensajeDemasiadosIntentos,
} from './machine';

const sesion: Sesion = {
  token: 'token-de-prueba',
  user: { id: 7, id_rol: 2, nombre: 'Ana', primer_apellido: 'Ruiz' },
};

const eventos: EventoLogin[] = [
  { type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'secreta123' } },
  { type: 'EDITAR', datos: { email: 'ana' } },
  { type: 'ENVIAR' },
];

const finales = [
  { type: 'xstate.done.actor.iniciarSesion', output: sesion },
  {
    type: 'xstate.error.actor.iniciarSesion',
    error: fallo(401, 'El correo electrónico o la contraseña no son correctos.'),
  },
  {
    type: 'xstate.error.actor.iniciarSesion',
    error: fallo(429, 'Demasiadas peticiones.', { reintentarEn: 300 }),
  },
  {
    type: 'xstate.error.actor.iniciarSesion',
    error: fallo(400, 'Datos incorrectos.', {
      errores: { email: 'El correo electrónico es inválido.' },
    }),
  },
  { type: 'xstate.error.actor.iniciarSesion', error: falloDeRed },
] as unknown as EventoLogin[];

describe('loginMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(loginMachine, {
    eventos: [...eventos, ...finales],
    cadaTransicion: true,
  });

  it('cubre todos los estados y todos los eventos, fallos del actor incluidos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(loginMachine.root)) expect(estados).toContain(nodo.id);
    expect([...tipos]).toEqual(
      expect.arrayContaining([
        'EDITAR',
        'ENVIAR',
        'xstate.done.actor.iniciarSesion',
        'xstate.error.actor.iniciarSesion',
      ]),
    );
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(loginMachine, camino, { actores: ['iniciarSesion'] });
    });
  }
});

describe('loginMachine', () => {
  function iniciar(
    iniciarSesion: (credenciales: { email: string; password: string }) => Promise<Sesion>,
  ) {
    const machine = loginMachine.provide({
      actors: { iniciarSesion: fromPromise(({ input }) => iniciarSesion(input)) },
    });
    return createActor(machine).start();
  }

  it('con credenciales vacías no llama al servidor y marca los dos campos', () => {
    let llamadas = 0;
    const actor = iniciar(async () => {
      llamadas++;
      return sesion;
    });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().matches({ formulario: 'invalido' })).toBe(true);
    expect(actor.getSnapshot().context.errores).toEqual({
      email: 'El correo electrónico es obligatorio.',
      password: 'La contraseña es obligatoria.',
    });
    actor.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es' } });
    expect(actor.getSnapshot().context.errores).toEqual({
      password: 'La contraseña es obligatoria.',
    });
    expect(llamadas).toBe(0);
  });

  it('envía el correo sin espacios y termina con la sesión como salida', async () => {
    let recibido: unknown;
    const actor = iniciar(async (credenciales) => {
      recibido = credenciales;
      return sesion;
    });
    actor.send({ type: 'EDITAR', datos: { email: ' ana@clinica.es ', password: 'secreta123' } });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().value).toBe('enviando');
    await vaciarColas();
    expect(recibido).toEqual({ email: 'ana@clinica.es', password: 'secreta123' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(sesion);
  });

  it('credenciales incorrectas: vuelve al formulario con el mensaje de docs/decisiones.md (7)', async () => {
    const actor = iniciar(async () => {
      throw new ClinicaApiError(401, 'No autorizado.');
    });
    actor.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'mala-clave' } });
    actor.send({ type: 'ENVIAR' });
    await vaciarColas();
    expect(actor.getSnapshot().matches('formulario')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
    expect(actor.getSnapshot().context.datos.email).toBe('ana@clinica.es');
  });

  it('los mensajes de cada fallo', () => {
    expect(mensajeDeFalloLogin(fallo(429, 'x', { reintentarEn: 300 }))).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 5 minutos.',
    );
    expect(mensajeDemasiadosIntentos(30)).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
    );
    expect(mensajeDemasiadosIntentos(61)).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    );
    expect(mensajeDemasiadosIntentos(undefined)).toBe(
      'Demasiados intentos. Vuelve a intentarlo más tarde.',
    );
    expect(mensajeDeFalloLogin(falloDeRed)).toBe(MENSAJE_SIN_CONEXION);
    expect(mensajeDeFalloLogin(fallo(500, 'Se ha producido un error inesperado.'))).toBe(
      'Se ha producido un error inesperado.',
    );
  });
});
