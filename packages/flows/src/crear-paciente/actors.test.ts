import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import {
  CONTRASENA,
  direccion,
  HOY,
  personales,
  poblacionesMadrid,
  provincias,
} from '../../test/datos';
import { servidor } from '../../test/servidor';
import { actoresCrearPaciente } from './actors';
import { crearPacienteMachine } from './machine';

describe('actores sobre @clinica/api-client', () => {
  it('crear paciente: provincias, poblaciones de la elegida y el alta con token', async () => {
    const { client, peticiones } = servidor({
      'GET /api/provincias': { cuerpo: provincias },
      'GET /api/provincias/28/poblaciones': { cuerpo: poblacionesMadrid },
      'POST /api/contrasena/comprobar': { cuerpo: { problemas: [] } },
      'POST /api/usuarios/crearUsuarioPaciente': {
        estado: 201,
        cuerpo: {
          id: 31,
          id_paciente: 12,
          nombre: 'Lucía',
          primer_apellido: 'García',
          segundo_apellido: 'Fernández',
          dni: '12345678Z',
          tipo_documento: 'dni',
          documento: '12345678Z',
          email: 'lucia.garcia@example.com',
        },
      },
    });
    const actor = createActor(
      crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) }),
      { input: { hoy: HOY } },
    ).start();
    await waitFor(actor, (s) => s.context.provincias.estado === 'lista');
    actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28' } });
    await waitFor(actor, (s) => s.context.poblaciones.estado === 'lista');
    expect(actor.getSnapshot().context.poblaciones.datos).toEqual(poblacionesMadrid);
    actor.send({ type: 'EDITAR', datos: direccion });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } });
    actor.send({ type: 'CONTINUAR' });
    // Continuar asks the server about the password (the common list) before the summary.
    await waitFor(actor, (s) => s.matches('resumen'));
    const comprobacion = peticiones.find((p) => p.ruta === '/api/contrasena/comprobar');
    expect(comprobacion?.cuerpo).toMatchObject({ password: CONTRASENA, dni: '12345678Z' });
    actor.send({ type: 'CONFIRMAR' });
    expect((await toPromise(actor)).id_paciente).toBe(12);
    const alta = peticiones.at(-1);
    expect(alta?.ruta).toBe('/api/usuarios/crearUsuarioPaciente');
    expect(alta?.autorizacion).toBe('Bearer token-de-prueba');
    expect(alta?.cuerpo).toMatchObject({
      provincia: 'Madrid',
      tipo_documento: 'dni',
      documento: '12345678Z',
    });
    // La clave del envío va en su cabecera, nunca en el cuerpo.
    expect(alta?.clave).toMatch(/^[0-9a-f-]{36}$/);
    expect(alta?.cuerpo).not.toHaveProperty('claveIdempotencia');
  });

  it('crear paciente: un 409 del servidor con errores.documento cae en el campo', async () => {
    const { client } = servidor({
      'GET /api/provincias': { cuerpo: provincias },
      'GET /api/provincias/28/poblaciones': { cuerpo: poblacionesMadrid },
      'POST /api/contrasena/comprobar': { cuerpo: { problemas: [] } },
      'POST /api/usuarios/crearUsuarioPaciente': {
        estado: 409,
        cuerpo: {
          message: 'Ya existe un paciente con ese documento.',
          errores: { documento: 'Ya existe un paciente con ese documento.' },
        },
      },
    });
    const actor = createActor(
      crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) }),
      { input: { hoy: HOY } },
    ).start();
    actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28', ...direccion } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.matches('resumen'));
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.matches('informacionPaciente'));
    expect(actor.getSnapshot().context.errores).toEqual({
      documento: 'Ya existe un paciente con ese documento.',
    });
  });
});
