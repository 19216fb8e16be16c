// @vitest-environment node
import type { FichaPaciente } from '@clinica/api-client';
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
import { cambiosDelPaciente, datosDeFicha } from './datos';
import { type EventoEditarPaciente, editarPacienteMachine } from './machine';
import { TEXTOS_EDITAR_PACIENTE as T } from './texts';

const ACTORES = ['guardarPaciente', 'cargarProvincias', 'cargarPoblaciones'];
const HOY = '2026-11-27';

const lucia: FichaPaciente = {
  id: 1,
  nombre: 'Lucía',
  primer_apellido: 'García',
  segundo_apellido: 'Fernández',
  nombre_completo: 'Lucía García Fernández',
  dni: '12345678Z',
  tipo_documento: 'dni',
  documento: '12345678Z',
  tutor: null,
  email: 'lucia.garcia@example.com',
  fecha_nacimiento: '1985-04-17',
  telefono: '612345678',
  sexo: 'Mujer',
  provincia: 'Madrid',
  poblacion: 'Alcalá de Henares',
  cp: '28801',
  direccion: 'Calle Mayor',
  numero: '12',
  piso: '3',
  puerta: 'B',
  escalera: null,
};
const PROVINCIAS = [
  { codigo: '28', nombre: 'Madrid' },
  { codigo: '41', nombre: 'Sevilla' },
];
const yaUsado = fallo(409, 'Ya existe un paciente con ese documento.', {
  errores: { documento: 'Ya existe un paciente con ese documento.' },
});

const eventos: EventoEditarPaciente[] = [
  { type: 'CAMBIAR', seccion: 'contacto' },
  { type: 'EDITAR', datos: { telefono: '12' } },
  { type: 'EDITAR', datos: { telefono: '698765432' } },
  { type: 'ENVIAR' },
  { type: 'CANCELAR' },
  {
    type: 'xstate.done.actor.guardarPaciente',
    output: { ...lucia, telefono: '698765432' },
  } as never,
  {
    type: 'xstate.error.actor.guardarPaciente',
    error: fallo(409, 'Ya existe un usuario con ese correo electrónico.', {
      errores: { email: 'Ya existe un usuario con ese correo electrónico.' },
    }),
  } as never,
  {
    type: 'xstate.error.actor.guardarPaciente',
    error: fallo(404, 'No existe ese paciente.'),
  } as never,
  { type: 'xstate.error.actor.guardarPaciente', error: falloDeRed } as never,
];

describe('editarPacienteMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(editarPacienteMachine, {
    input: { ficha: lucia, hoy: HOY },
    eventos,
    resumir: (estado) => ({
      telefono: estado.context.datos.telefono,
      seccion: estado.context.seccion,
      errores: estado.context.errores,
      error: estado.context.error,
      aviso: estado.context.aviso,
    }),
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos, y los fallos del actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(editarPacienteMachine.root)) {
      expect(estados).toContain(nodo.id);
    }
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(editarPacienteMachine, camino, {
        input: { ficha: lucia, hoy: HOY },
        actores: ACTORES,
      });
    });
  }
});

function iniciar(ficha = lucia) {
  const control = actoresControlados(ACTORES);
  const actor = createActor(editarPacienteMachine.provide({ actors: control.actors as never }), {
    input: { ficha, hoy: HOY },
  }).start();
  return { actor, control };
}

describe('editarPacienteMachine', () => {
  it('abre una sección con los datos guardados y, sin cambios, no envía nada y lo dice', () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    expect(actor.getSnapshot().matches({ formulario: 'editando' })).toBe(true);
    expect(actor.getSnapshot().context.datos.telefono).toBe('612345678');
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().value).toBe('viendo');
    expect(actor.getSnapshot().context.aviso).toBe(T.sinCambios);
    expect(control.llamadas.map((l) => l.actor)).toEqual(['cargarProvincias']);
  });

  it('envía solo lo que cambia y vuelve a leer con los datos nuevos y el aviso', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    actor.send({ type: 'EDITAR', datos: { telefono: ' 698765432 ' } });
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'guardarPaciente',
      input: { id: 1, cambio: { telefono: '698765432' } },
    });
    control.resolver('guardarPaciente', { ...lucia, telefono: '698765432' });
    await vaciarColas();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('viendo');
    expect(context.ficha.telefono).toBe('698765432');
    expect(context.aviso).toBe(T.guardado('Contacto'));
  });

  it('un primer correo: el aviso dice que se ha enviado la invitación a esa dirección', async () => {
    const { actor, control } = iniciar({ ...lucia, email: null });
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    actor.send({ type: 'EDITAR', datos: { email: 'lucia.garcia@example.com' } });
    actor.send({ type: 'ENVIAR' });
    control.resolver('guardarPaciente', { ...lucia, email: 'lucia.garcia@example.com' });
    await vaciarColas();
    expect(actor.getSnapshot().context.aviso).toBe(
      `${T.guardado('Contacto')} ${T.invitacionEnviada('lucia.garcia@example.com')}`,
    );
    // Cambiar un correo que ya había no invita a nadie: el aviso es el de siempre.
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    actor.send({ type: 'EDITAR', datos: { email: 'lucia@example.com' } });
    actor.send({ type: 'ENVIAR' });
    control.resolver('guardarPaciente', { ...lucia, email: 'lucia@example.com' });
    await vaciarColas();
    expect(actor.getSnapshot().context.aviso).toBe(T.guardado('Contacto'));
  });

  it('valida la sección con las reglas de crear paciente; los mensajes siguen a lo escrito', () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    actor.send({ type: 'EDITAR', datos: { telefono: '12', email: 'lucia@' } });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().matches({ formulario: 'invalido' })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.errores)).toEqual(['telefono', 'email']);
    actor.send({ type: 'EDITAR', datos: { email: 'lucia@example.com' } });
    expect(Object.keys(actor.getSnapshot().context.errores)).toEqual(['telefono']);
    expect(control.llamadas.map((l) => l.actor)).toEqual(['cargarProvincias']);
  });

  it('un código postal de otra provincia se queda en su campo, y lo escrito no se pierde', async () => {
    const { actor, control } = iniciar();
    control.resolver('cargarProvincias', PROVINCIAS);
    await vaciarColas();
    actor.send({ type: 'CAMBIAR', seccion: 'direccion' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarPoblaciones',
      input: { provincia: '28' },
    });
    actor.send({ type: 'EDITAR', datos: { cp: '41001', direccion: 'Calle Real' } });
    actor.send({ type: 'ENVIAR' });
    const { context } = actor.getSnapshot();
    expect(Object.keys(context.errores)).toEqual(['cp']);
    expect(context.datos.direccion).toBe('Calle Real');
  });

  it('otra provincia vacía la población, pide las suyas y se envía por su nombre', async () => {
    const { actor, control } = iniciar();
    control.resolver('cargarProvincias', PROVINCIAS);
    await vaciarColas();
    actor.send({ type: 'CAMBIAR', seccion: 'direccion' });
    actor.send({ type: 'EDITAR', datos: { provincia: '41' } });
    expect(actor.getSnapshot().context.datos.poblacion).toBe('');
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarPoblaciones',
      input: { provincia: '41' },
    });
    const { original, datos } = actor.getSnapshot().context;
    expect(
      cambiosDelPaciente(original, { ...datos, poblacion: 'Sevilla', cp: '41001' }, PROVINCIAS),
    ).toEqual({ provincia: 'Sevilla', poblacion: 'Sevilla', cp: '41001' });
  });

  it('cancelar olvida lo escrito', () => {
    const { actor } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'personal' });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Lucía María' } });
    actor.send({ type: 'CANCELAR' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('viendo');
    expect(context.datos.nombre).toBe('Lucía');
    expect(context.aviso).toBe(T.cancelado);
  });

  it('un DNI en uso (409) vuelve a su campo hasta que se cambia', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'personal' });
    actor.send({ type: 'EDITAR', datos: { documento: '87654321x' } });
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas.at(-1)?.input).toEqual({
      id: 1,
      cambio: { tipo_documento: 'dni', documento: '87654321X' },
    });
    control.rechazar('guardarPaciente', yaUsado);
    await vaciarColas();
    expect(actor.getSnapshot().matches({ formulario: 'invalido' })).toBe(true);
    expect(actor.getSnapshot().context.errores).toEqual({
      documento: 'Ya existe un paciente con ese documento.',
    });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Lucía' } });
    expect(actor.getSnapshot().context.errores.documento).toBe(
      'Ya existe un paciente con ese documento.',
    );
    actor.send({ type: 'EDITAR', datos: { documento: '12345678Z' } });
    expect(actor.getSnapshot().context.errores).toEqual({});
  });

  it('sin conexión sigue editando con el mensaje; un 404 dice que no existe', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'CAMBIAR', seccion: 'contacto' });
    actor.send({ type: 'EDITAR', datos: { telefono: '698765432' } });
    actor.send({ type: 'ENVIAR' });
    control.rechazar('guardarPaciente', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().matches({ formulario: 'editando' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
    actor.send({ type: 'ENVIAR' });
    control.rechazar('guardarPaciente', fallo(404, 'No existe ese paciente.'));
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('noEncontrado');
  });

  it('la ficha como campos: la provincia por su código, los opcionales vacíos como texto vacío', () => {
    expect(datosDeFicha(lucia, PROVINCIAS)).toMatchObject({
      provincia: '28',
      escalera: '',
      segundo_apellido: 'Fernández',
    });
    expect(datosDeFicha(lucia, []).provincia).toBe('');
  });
});
