// @vitest-environment node
import type { Empleado } from '@clinica/api-client';
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
import { TEXTOS_FICHA_EMPLEADO as T } from '../personal/texts';
import { type EventoFichaEmpleado, fichaEmpleadoMachine } from './machine';

const ACTORES = ['guardarEmpleado'];

const radiologo: Empleado = {
  id: 3,
  id_rol: 1,
  nombre: 'Javier',
  primer_apellido: 'Martín',
  segundo_apellido: 'Ruiz',
  nombre_completo: 'Javier Martín Ruiz',
  email: 'javier.martin@example.com',
  dni: null,
  num_colegiado: '280412345',
  responsable: false,
  activo: true,
  bloqueado: false,
  bloqueado_hasta: null,
  contrasena_provisional: false,
  ultimo_acceso: null,
};

const eventos: EventoFichaEmpleado[] = [
  { type: 'ENVIAR' },
  { type: 'EDITAR', datos: { email: 'no-es-un-correo' } },
  { type: 'EDITAR', datos: { email: 'j.martin@example.com' } },
  { type: 'xstate.done.actor.guardarEmpleado', output: radiologo } as never,
  {
    type: 'xstate.error.actor.guardarEmpleado',
    error: fallo(409, 'Ya existe una cuenta con ese correo electrónico.', {
      errores: { email: 'Ya existe una cuenta con ese correo electrónico.' },
    }),
  } as never,
  { type: 'xstate.error.actor.guardarEmpleado', error: falloDeRed } as never,
];

describe('fichaEmpleadoMachine al editar: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(fichaEmpleadoMachine, {
    input: { empleado: radiologo },
    eventos,
    resumir: (estado) => ({
      email: estado.context.datos.email,
      errores: estado.context.errores,
      error: estado.context.error,
    }),
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos, y el fallo del actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(fichaEmpleadoMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(fichaEmpleadoMachine, camino, {
        input: { empleado: radiologo },
        actores: ACTORES,
      });
    });
  }
});

function iniciar(empleado: Empleado) {
  const control = actoresControlados(ACTORES);
  const actor = createActor(fichaEmpleadoMachine.provide({ actors: control.actors as never }), {
    input: { empleado },
  }).start();
  return { actor, control };
}

describe('fichaEmpleadoMachine', () => {
  it('sin cambios no envía nada y lo dice', () => {
    const { actor, control } = iniciar(radiologo);
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().value).toEqual({ formulario: 'editando' });
    expect(actor.getSnapshot().context.error).toBe(T.sinCambios);
    expect(control.llamadas).toEqual([]);
  });

  it('envía solo lo que cambia, y la contraseña provisional si se asigna', () => {
    const { actor, control } = iniciar(radiologo);
    actor.send({ type: 'EDITAR', datos: { email: 'j.martin@example.com', dni: '12345678z' } });
    actor.send({
      type: 'EDITAR',
      datos: { asignarContrasena: true, password: 'otra provisional 2027' },
    });
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas).toEqual([
      {
        actor: 'guardarEmpleado',
        input: {
          id: 3,
          cambio: {
            email: 'j.martin@example.com',
            dni: '12345678Z',
            password: 'otra provisional 2027',
          },
        },
      },
    ]);
  });

  it('valida en el campo: un correo que no lo es, y una contraseña provisional corta', () => {
    const { actor, control } = iniciar(radiologo);
    actor.send({
      type: 'EDITAR',
      datos: { email: 'javier@', asignarContrasena: true, password: 'corta' },
    });
    actor.send({ type: 'ENVIAR' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ formulario: 'invalido' });
    expect(Object.keys(context.errores)).toEqual(['email', 'password']);
    expect(control.llamadas).toEqual([]);
  });

  it('sin conexión se queda editando con el mensaje, y guardar otra vez reintenta', async () => {
    const { actor, control } = iniciar(radiologo);
    actor.send({ type: 'EDITAR', datos: { dni: '87654321X' } });
    actor.send({ type: 'ENVIAR' });
    control.rechazar('guardarEmpleado', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ formulario: 'editando' });
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas[1]?.input).toEqual({ id: 3, cambio: { dni: '87654321X' } });
    control.resolver('guardarEmpleado', { ...radiologo, dni: '87654321X' });
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.dni).toBe('87654321X');
  });

  it('el correo en uso vuelve a su campo, con el mensaje del servidor', async () => {
    const { actor, control } = iniciar(radiologo);
    actor.send({ type: 'EDITAR', datos: { email: 'carmen.lopez@example.com' } });
    actor.send({ type: 'ENVIAR' });
    control.rechazar(
      'guardarEmpleado',
      fallo(409, 'Ya existe una cuenta con ese correo electrónico.', {
        errores: { email: 'Ya existe una cuenta con ese correo electrónico.' },
      }),
    );
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ formulario: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      email: 'Ya existe una cuenta con ese correo electrónico.',
    });
  });
});
