import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { servidor } from '../../test/servidor';
import { actoresLogin } from './actors';
import { loginMachine } from './machine';

describe('actores sobre @clinica/api-client', () => {
  it('login: la sesión sale de la respuesta; la bandera de error es un rechazo', async () => {
    const usuario = { id: 12, id_rol: 2, nombre: 'Ana', primer_apellido: 'Ruiz' };
    const { client } = servidor({
      'POST /api/iniciarSesion': { cuerpo: { error: false, token: 'abc', user: usuario } },
    });
    const actor = createActor(loginMachine.provide({ actors: actoresLogin(client) })).start();
    actor.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'x' } });
    actor.send({ type: 'ENVIAR' });
    expect(await toPromise(actor)).toEqual({ token: 'abc', user: usuario });

    const conBandera = servidor({
      'POST /api/iniciarSesion': { cuerpo: { error: true, token: '', user: usuario } },
    });
    const rechazado = createActor(
      loginMachine.provide({ actors: actoresLogin(conBandera.client) }),
    ).start();
    rechazado.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'x' } });
    rechazado.send({ type: 'ENVIAR' });
    await waitFor(rechazado, (s) => s.context.error !== undefined);
    expect(rechazado.getSnapshot().context.error).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it('login: un 429 del cliente da la espera en minutos', async () => {
    const { client } = servidor({
      'POST /api/iniciarSesion': { estado: 429, cuerpo: { message: 'Demasiadas peticiones.' } },
    });
    const actor = createActor(loginMachine.provide({ actors: actoresLogin(client) })).start();
    actor.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'x' } });
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    // Sin Retry-After en esta respuesta: se dice "más tarde".
    expect(actor.getSnapshot().context.error).toBe(
      'Demasiados intentos. Vuelve a intentarlo más tarde.',
    );

    const conEspera = servidor({
      'POST /api/iniciarSesion': {
        estado: 429,
        cuerpo: { message: 'Demasiadas peticiones.' },
        cabeceras: { 'Retry-After': '90' },
      },
    });
    const esperando = createActor(
      loginMachine.provide({ actors: actoresLogin(conEspera.client) }),
    ).start();
    esperando.send({ type: 'EDITAR', datos: { email: 'ana@clinica.es', password: 'x' } });
    esperando.send({ type: 'ENVIAR' });
    await waitFor(esperando, (s) => s.context.error !== undefined);
    // El reintentarEn del ClinicaApiError llega a la máquina sin traducirlo a otro error.
    expect(esperando.getSnapshot().context.error).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    );
  });
});
