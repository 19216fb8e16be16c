// @vitest-environment node
import type { Empleado, EmpleadoNuevo } from '@clinica/api-client';
import { CONTRASENA_DEMO, MENSAJES_CONTRASENA } from '@clinica/api-client/reglas';
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
import { validarEmpleado } from '../personal/datos';
import type { ConClave, CuerpoConClave } from '../wizard/idempotencia';
import { claveDeFlujo, crearActorPersistido, guardarInstantanea } from '../wizard/persistencia';
import { altaEmpleadoMachine, type EventoAltaEmpleado } from './machine';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';

const ACTORES = ['crearEmpleado'];
const CONTRASENA = 'marea lenta en otoño';
const personales = {
  nombre: 'Inés',
  primer_apellido: 'Velasco',
  email: 'ines.velasco@example.com',
};
const creado = {
  id: 40,
  id_rol: 1,
  nombre: 'Inés',
  primer_apellido: 'Velasco',
  segundo_apellido: null,
  nombre_completo: 'Inés Velasco',
  email: 'ines.velasco@example.com',
  dni: null,
  num_colegiado: null,
  responsable: false,
  activo: true,
  bloqueado: false,
  bloqueado_hasta: null,
  contrasena_provisional: true,
  ultimo_acceso: null,
} satisfies Empleado;

const CORREO_EN_USO = 'Ya existe una cuenta con ese correo electrónico.';
const correoEnUso = fallo(409, CORREO_EN_USO, { errores: { email: CORREO_EN_USO } });
const DEBIL = 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.';
const contrasenaDebil = fallo(400, 'Revisa los datos marcados.', {
  errores: { password: DEBIL },
});
const rolDesconocido = fallo(400, 'Revisa los datos marcados.', {
  errores: { id_rol: 'Elige un rol: radiólogo, administrativo o médico.' },
});

const eventos = [
  { type: 'EDITAR', datos: { id_rol: 1 } },
  { type: 'EDITAR', datos: { id_rol: 3 } },
  { type: 'EDITAR', datos: personales },
  { type: 'EDITAR', datos: { num_colegiado: '280400001' } },
  { type: 'EDITAR', datos: { password: CONTRASENA } },
  { type: 'EDITAR', datos: { password: 'corta' } },
  { type: 'CONTINUAR' },
  { type: 'VOLVER' },
  { type: 'CONFIRMAR' },
  { type: 'CAMBIAR', paso: 'rol' },
  { type: 'CAMBIAR', paso: 'datos' },
  { type: 'CAMBIAR', paso: 'contrasena' },
  { type: 'IR_A_PASO', paso: 'rol' },
  { type: 'IR_A_PASO', paso: 'datos' },
  { type: 'IR_A_PASO', paso: 'contrasena' },
  { type: 'IR_A_PASO', paso: 'resumen' },
  { type: 'xstate.done.actor.crearEmpleado', output: creado },
  { type: 'xstate.error.actor.crearEmpleado', error: rolDesconocido },
  { type: 'xstate.error.actor.crearEmpleado', error: correoEnUso },
  { type: 'xstate.error.actor.crearEmpleado', error: contrasenaDebil },
  { type: 'xstate.error.actor.crearEmpleado', error: falloDeRed },
] as unknown as EventoAltaEmpleado[];

type Estado = ReturnType<ReturnType<typeof createActor<typeof altaEmpleadoMachine>>['getSnapshot']>;
type Evento = EventoAltaEmpleado & { type: string };

/** Lo que se escribe, en su paso. */
function filtrar(estado: Estado, evento: Evento): boolean {
  if (evento.type !== 'EDITAR') return true;
  const campos = Object.keys(evento.datos);
  if (campos.includes('id_rol')) return estado.matches('rol');
  if (campos.includes('password')) return estado.matches('contrasena');
  return estado.matches('datos');
}

/** Lo que distingue un estado de otro a efectos del flujo, no cada letra escrita. */
function resumir({ context: c }: Estado) {
  const ficha = { ...c.datos, asignarContrasena: true, password: c.contrasena?.password ?? '' };
  return {
    rol: c.datos.id_rol,
    invalidos: Object.keys(validarEmpleado(ficha)).join(),
    errores: Object.keys(c.errores).join(),
    erroresServidor: Object.keys(c.erroresServidor).join(),
    error: c.error !== undefined,
    volverAResumen: c.volverAResumen,
  };
}

describe('altaEmpleadoMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(altaEmpleadoMachine, {
    eventos,
    filtrar: filtrar as never,
    resumir: resumir as never,
    cadaTransicion: true,
  });

  it('cubre todos los estados y eventos, y cada fallo del actor', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(altaEmpleadoMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(altaEmpleadoMachine, camino, { actores: ACTORES });
    });
  }
});

/** Un asistente con su actor controlado, en el resumen: una radióloga con todo escrito. */
function rellenarHastaResumen() {
  const control = actoresControlados(ACTORES);
  const actor = createActor(altaEmpleadoMachine.provide({ actors: control.actors as never }), {
    input: {},
  }).start();
  actor.send({ type: 'EDITAR', datos: { id_rol: 1 } });
  actor.send({ type: 'CONTINUAR' });
  actor.send({ type: 'EDITAR', datos: personales });
  actor.send({ type: 'CONTINUAR' });
  actor.send({ type: 'EDITAR', datos: { password: CONTRASENA } });
  actor.send({ type: 'CONTINUAR' });
  return { actor, control };
}

describe('altaEmpleadoMachine', () => {
  it('Continuar sin rol no avanza: el rol es obligatorio', () => {
    const actor = createActor(altaEmpleadoMachine, { input: {} }).start();
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ rol: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      id_rol: 'Elige un rol: radiólogo, administrativo o médico.',
    });
    actor.send({ type: 'EDITAR', datos: { id_rol: 2 } });
    expect(actor.getSnapshot().context.errores).toEqual({});
  });

  it('una contraseña inicial de un carácter repetido, en serie o la de la demostración no avanza: su motivo junto al campo', () => {
    const actor = createActor(altaEmpleadoMachine, { input: {} }).start();
    actor.send({ type: 'EDITAR', datos: { id_rol: 1 } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: personales });
    actor.send({ type: 'CONTINUAR' });
    for (const [password, motivo] of [
      ['aaaaaaaaaaaa', MENSAJES_CONTRASENA.trivial],
      ['12345678', MENSAJES_CONTRASENA.trivial],
      [CONTRASENA_DEMO, MENSAJES_CONTRASENA.demostracion],
    ] as const) {
      actor.send({ type: 'EDITAR', datos: { password } });
      actor.send({ type: 'CONTINUAR' });
      expect(actor.getSnapshot().value, password).toEqual({ contrasena: 'invalido' });
      expect(actor.getSnapshot().context.errores, password).toEqual({ password: motivo });
    }
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('un médico necesita su número de colegiado; un radiólogo no', () => {
    const { actor } = rellenarHastaResumen();
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CAMBIAR', paso: 'rol', campo: 'id_rol' });
    expect(actor.getSnapshot().context.enfocar).toBe('id_rol');
    actor.send({ type: 'EDITAR', datos: { id_rol: 3 } });
    // Con el rol cambiado, 'Datos personales' ya no está hecho: Continuar lleva a él, no al resumen.
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({
      num_colegiado: 'El número de colegiado es obligatorio para un médico.',
    });
    actor.send({ type: 'EDITAR', datos: { num_colegiado: '280400001' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('envía el cuerpo de la ficha con la Idempotency-Key al lado, y termina con el empleado', async () => {
    const { actor, control } = rellenarHastaResumen();
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().hasTag('esperando')).toBe(true);
    const enviado = control.llamadas.at(-1)?.input as CuerpoConClave<EmpleadoNuevo>;
    expect(enviado).toEqual({
      cuerpo: { id_rol: 1, ...personales, password: CONTRASENA },
      claveIdempotencia: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    control.resolver('crearEmpleado', creado);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(creado);
    expect(actor.getSnapshot().context.contrasena).toEqual({});
  });

  it('repetir el mismo envío lleva la misma clave; cambiar un dato, una nueva', async () => {
    const { actor, control } = rellenarHastaResumen();
    const clave = () => (control.llamadas.at(-1)?.input as ConClave | undefined)?.claveIdempotencia;
    actor.send({ type: 'CONFIRMAR' });
    const primera = clave();
    control.rechazar('crearEmpleado', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumen');
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBe(primera);
    control.rechazar('crearEmpleado', correoEnUso);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { email: 'ines.v@example.com' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBeTruthy();
    expect(clave()).not.toBe(primera);
  });

  it('un correo en uso (409) vuelve a Datos personales, en su campo, y después al resumen', async () => {
    const { actor, control } = rellenarHastaResumen();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('crearEmpleado', correoEnUso);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ datos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ email: CORREO_EN_USO });
    // Sin cambiar el correo no se sigue, ni saltando por la dirección.
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'invalido' });
    actor.send({ type: 'EDITAR', datos: { email: 'ines.v@example.com' } });
    expect(actor.getSnapshot().context.errores).toEqual({});
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('una contraseña débil (400) vuelve a Contraseña inicial con el mensaje del servidor', async () => {
    const { actor, control } = rellenarHastaResumen();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('crearEmpleado', contrasenaDebil);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ contrasena: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ password: DEBIL });
    expect(actor.getSnapshot().context.error).toBe('Revisa los datos marcados.');
    actor.send({ type: 'EDITAR', datos: { password: 'otra frase larga de otoño' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('la ruta sigue al paso, y de la ruta se sabe qué paso pedir', () => {
    const { actor } = rellenarHastaResumen();
    const { rutaDelPaso, pasoDeRuta } = ASISTENTE_ALTA_EMPLEADO;
    expect(rutaDelPaso(actor.getSnapshot())).toBe('personal/nuevo/resumen');
    expect(pasoDeRuta('/administrativo/personal/nuevo')).toBe('rol');
    expect(pasoDeRuta('/administrativo/personal/nuevo/datos')).toBe('datos');
    expect(pasoDeRuta('/administrativo/personal/nuevo/hecho')).toBeUndefined();
    actor.send({ type: 'IR_A_PASO', paso: 'contrasena' });
    expect(rutaDelPaso(actor.getSnapshot())).toBe('personal/nuevo/contrasena');
  });

  it('no se salta pasos desde la URL', () => {
    const actor = createActor(altaEmpleadoMachine, { input: {} }).start();
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(actor.getSnapshot().value).toEqual({ rol: 'editando' });
  });
});

describe('altaEmpleadoMachine: invitar por correo (docs/decisiones.md (50))', () => {
  function hastaLaContrasena(correoActivo: boolean) {
    const control = actoresControlados(ACTORES);
    const actor = createActor(altaEmpleadoMachine.provide({ actors: control.actors as never }), {
      input: { correoActivo },
    }).start();
    actor.send({ type: 'EDITAR', datos: { id_rol: 1 } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: personales });
    actor.send({ type: 'CONTINUAR' });
    return { actor, control };
  }

  it('sin correo se escribe la contraseña inicial, como siempre', () => {
    const { actor } = hastaLaContrasena(false);
    expect(actor.getSnapshot().context.acceso).toBe('escribir');
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ contrasena: 'invalido' });
  });

  it('con correo la invitación es lo primero: sin contraseña, y el alta envía `invitar`', async () => {
    const { actor, control } = hastaLaContrasena(true);
    expect(actor.getSnapshot().context.acceso).toBe('invitar');
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as { cuerpo: Record<string, unknown> };
    expect(enviado.cuerpo).toMatchObject({ email: personales.email, invitar: true });
    expect(enviado.cuerpo).not.toHaveProperty('password');
  });

  it('elegir escribirla vuelve a pedir la contraseña y la envía, sin `invitar`', () => {
    const { actor, control } = hastaLaContrasena(true);
    actor.send({ type: 'EDITAR', datos: { acceso: 'escribir' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ contrasena: 'invalido' });
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as { cuerpo: Record<string, unknown> };
    expect(enviado.cuerpo).toMatchObject({ password: CONTRASENA });
    expect(enviado.cuerpo).not.toHaveProperty('invitar');
  });
});

describe('altaEmpleadoMachine: retomar tras una recarga', () => {
  it('retoma en el resumen sin la contraseña, y Confirmar la pide otra vez', async () => {
    const datos = new Map<string, string>();
    const almacen = {
      getItem: (clave: string) => datos.get(clave) ?? null,
      setItem: (clave: string, valor: string) => void datos.set(clave, valor),
      removeItem: (clave: string) => void datos.delete(clave),
    };
    const clave = claveDeFlujo('altaEmpleado');
    const { actor, control } = rellenarHastaResumen();
    guardarInstantanea(actor, clave, almacen);
    expect(datos.get(clave)).not.toContain(CONTRASENA);

    const machine = altaEmpleadoMachine.provide({ actors: control.actors as never });
    const retomado = crearActorPersistido(machine, clave, { almacen });
    expect(retomado.retomado).toBe(true);
    retomado.actor.start();
    expect(retomado.actor.getSnapshot().value).toBe('resumen');
    expect(retomado.actor.getSnapshot().context.datos).toMatchObject(personales);
    retomado.actor.send({ type: 'CONFIRMAR' });
    expect(retomado.actor.getSnapshot().value).toEqual({ contrasena: 'invalido' });
    retomado.actor.send({ type: 'EDITAR', datos: { password: CONTRASENA } });
    retomado.actor.send({ type: 'CONTINUAR' });
    expect(retomado.actor.getSnapshot().value).toBe('resumen');
    retomado.actor.send({ type: 'CONFIRMAR' });
    control.resolver('crearEmpleado', creado);
    await vaciarColas();
    expect(retomado.actor.getSnapshot().status).toBe('done');
    expect(datos.has(clave)).toBe(false);
  });
});
