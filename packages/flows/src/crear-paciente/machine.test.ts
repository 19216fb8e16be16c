// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  CONTRASENA,
  direccion,
  HOY,
  personales,
  poblacionesMadrid,
  provincias,
} from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import type { DatosPaciente, NuevoPaciente, PacienteCreado, ProblemaContrasena } from '../tipos';
import { validarAsignarContrasena, validarInformacionPaciente } from '../validacion/formularios';
import type { ConClave, CuerpoConClave } from '../wizard/idempotencia';
import { claveDeFlujo, crearActorPersistido, guardarInstantanea } from '../wizard/persistencia';
import {
  crearPacienteMachine,
  type EventoCrearPaciente,
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
} from './machine';
import { ASISTENTE_CREAR_PACIENTE } from './steps';

const { pasoDeRuta: pasoDeRutaCrearPaciente, rutaDelPaso: rutaDelPasoCrearPaciente } =
  ASISTENTE_CREAR_PACIENTE;

const creado: PacienteCreado = {
  id: 31,
  id_paciente: 12,
  nombre: 'Lucía',
  primer_apellido: 'García',
};
const ACTORES = ['cargarProvincias', 'cargarPoblaciones', 'comprobarContrasena', 'crearPaciente'];
const COMUN = 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.';
const input = { hoy: HOY };

const dniRepetido = fallo(409, 'Ya existe un paciente con ese documento.', {
  errores: { documento: 'Ya existe un paciente con ese documento.' },
});

const eventos = [
  { type: 'EDITAR', datos: personales },
  { type: 'EDITAR', datos: { provincia: '28' } },
  { type: 'EDITAR', datos: direccion },
  { type: 'EDITAR', datos: { documento: '12345678A' } },
  { type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } },
  { type: 'EDITAR', datos: { repetirPassword: 'OtraClave2024' } },
  { type: 'CONTINUAR' },
  { type: 'VOLVER' },
  { type: 'CONFIRMAR' },
  { type: 'CAMBIAR', paso: 'informacionPaciente' },
  { type: 'CAMBIAR', paso: 'asignarContrasena' },
  { type: 'IR_A_PASO', paso: 'informacionPaciente' },
  { type: 'IR_A_PASO', paso: 'asignarContrasena' },
  { type: 'IR_A_PASO', paso: 'resumen' },
  { type: 'REINTENTAR_PROVINCIAS' },
  { type: 'REINTENTAR_POBLACIONES' },
  { type: 'xstate.done.actor.cargarProvincias', output: provincias },
  { type: 'xstate.error.actor.cargarProvincias', error: falloDeRed },
  { type: 'xstate.done.actor.cargarPoblaciones', output: poblacionesMadrid },
  {
    type: 'xstate.error.actor.cargarPoblaciones',
    error: fallo(500, 'Se ha producido un error inesperado.'),
  },
  { type: 'xstate.done.actor.comprobarContrasena', output: [] },
  {
    type: 'xstate.done.actor.comprobarContrasena',
    output: [{ regla: 'comun', mensaje: COMUN }],
  },
  { type: 'xstate.error.actor.comprobarContrasena', error: falloDeRed },
  { type: 'xstate.done.actor.crearPaciente', output: creado },
  { type: 'xstate.error.actor.crearPaciente', error: dniRepetido },
  {
    type: 'xstate.error.actor.crearPaciente',
    error: fallo(400, 'Revisa los datos.', {
      errores: { password: 'La contraseña debe tener al menos 8 caracteres.' },
    }),
  },
  { type: 'xstate.error.actor.crearPaciente', error: falloDeRed },
] as unknown as EventoCrearPaciente[];

type Estado = ReturnType<
  ReturnType<typeof createActor<typeof crearPacienteMachine>>['getSnapshot']
>;
type Evento = EventoCrearPaciente & { type: string };

const CAMPOS_CONTRASENA = ['password', 'repetirPassword'];
const esDeListas = (evento: Evento) =>
  /cargarProvincias|cargarPoblaciones|REINTENTAR/.test(evento.type);

/** Los pasos del asistente: lo que se escribe, en su paso; las listas se quedan cargando. */
function filtrarPasos(estado: Estado, evento: Evento): boolean {
  if (esDeListas(evento)) return false;
  if (evento.type === 'EDITAR') {
    const deContrasena = Object.keys(evento.datos).some((campo) =>
      CAMPOS_CONTRASENA.includes(campo),
    );
    return estado.matches(deContrasena ? 'asignarContrasena' : 'informacionPaciente');
  }
  return true;
}

/** Lo que distingue un estado de otro a efectos del flujo, no cada letra escrita. */
function resumirPasos({ context: c }: Estado) {
  const contrasena = validarAsignarContrasena({
    password: c.contrasena?.password ?? '',
    repetirPassword: c.contrasena?.repetirPassword ?? '',
  });
  return {
    // Qué campos fallan: distingue cada grupo de datos escrito sin guardar lo escrito.
    informacion: Object.keys(validarInformacionPaciente(c.datos, { hoy: HOY })).join(),
    contrasena: Object.keys(contrasena).join(),
    errores: Object.keys(c.errores).join(),
    erroresServidor: Object.keys(c.erroresServidor).join(),
    error: c.error !== undefined,
    volverAResumen: c.volverAResumen,
  };
}

/** Las listas de provincias y poblaciones, en el paso que las muestra. */
const eventosListas = [
  { type: 'EDITAR', datos: { provincia: '28' } },
  { type: 'EDITAR', datos: { provincia: '08' } },
  { type: 'EDITAR', datos: { provincia: '' } },
  ...eventos.filter(esDeListas),
] as Evento[];

function filtrarListas(estado: Estado, evento: Evento): boolean {
  if (evento.type.includes('cargarProvincias'))
    return estado.context.provincias.estado === 'cargando';
  if (evento.type.includes('cargarPoblaciones'))
    return estado.context.poblaciones.estado === 'cargando';
  return true;
}

function resumirListas({ context: c }: Estado) {
  return {
    provincia: c.datos.provincia,
    provincias: c.provincias.estado,
    poblaciones: c.poblaciones.estado,
  };
}

describe('crearPacienteMachine: cada camino más corto del modelo', () => {
  const pasos = caminosMasCortos(crearPacienteMachine, {
    input,
    eventos,
    filtrar: filtrarPasos as never,
    resumir: resumirPasos as never,
    cadaTransicion: true,
  });
  const listas = caminosMasCortos(crearPacienteMachine, {
    input,
    eventos: eventosListas,
    filtrar: filtrarListas as never,
    resumir: resumirListas as never,
    cadaTransicion: true,
    tambienSinCambiarDeEstado: eventosListas.map((evento) => evento.type),
  });

  it('entre los dos modelos cubren todos los estados y eventos, y el fallo de cada actor', () => {
    const { estados, eventos: tipos } = cobertura([...pasos, ...listas]);
    for (const nodo of getStateNodes(crearPacienteMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  describe('los pasos', () => {
    for (const camino of pasos) {
      it(camino.description, async () => {
        await probarCamino(crearPacienteMachine, camino, { input, actores: ACTORES });
      });
    }
  });

  describe('provincia → poblaciones', () => {
    for (const camino of listas) {
      it(camino.description, async () => {
        await probarCamino(crearPacienteMachine, camino, { input, actores: ACTORES });
      });
    }
  });
});

/** Un asistente con actores controlados, ya con provincias y poblaciones cargadas. */
async function rellenarHastaResumen() {
  const control = actoresControlados(ACTORES);
  const actor = createActor(crearPacienteMachine.provide({ actors: control.actors as never }), {
    input,
  }).start();
  control.resolver('cargarProvincias', provincias);
  actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28' } });
  control.resolver('cargarPoblaciones', poblacionesMadrid);
  actor.send({ type: 'EDITAR', datos: direccion });
  await vaciarColas();
  actor.send({ type: 'CONTINUAR' });
  actor.send({ type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } });
  actor.send({ type: 'CONTINUAR' });
  control.resolver('comprobarContrasena', []);
  await vaciarColas();
  return { actor, control };
}

describe('crearPacienteMachine', () => {
  it('Continuar con el formulario vacío marca todos los campos y no avanza', () => {
    const actor = createActor(
      crearPacienteMachine.provide({
        actors: { cargarProvincias: fromPromise(async () => provincias) },
      }),
      { input },
    ).start();
    actor.send({ type: 'CONTINUAR' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ informacionPaciente: 'invalido' });
    expect(context.errores).toMatchObject({
      nombre: 'El nombre es obligatorio.',
      documento: 'Escribe el número del documento.',
      sexo: 'Por favor, selecciona una opción.',
      telefono: 'Escribe un teléfono o un correo electrónico.',
    });
    // Más allá de la provincia y la población, la dirección es opcional (docs/decisiones.md (52)).
    expect(context.errores).not.toHaveProperty('cp');
    actor.send({ type: 'EDITAR', datos: { nombre: 'Lucía' } });
    expect(actor.getSnapshot().context.errores.nombre).toBeUndefined();
  });

  it('cambiar de provincia vacía la población y carga las de la nueva', async () => {
    const { actor, control } = await rellenarHastaResumen();
    actor.send({ type: 'CAMBIAR', paso: 'informacionPaciente' });
    actor.send({ type: 'EDITAR', datos: { provincia: '08' } });
    expect(actor.getSnapshot().context.datos.poblacion).toBe('');
    expect(actor.getSnapshot().context.poblaciones.estado).toBe('cargando');
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarPoblaciones',
      input: { provincia: '08' },
    });
    control.rechazar('cargarPoblaciones', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.poblaciones).toEqual({
      estado: 'error',
      datos: [],
      error: MENSAJE_ERROR_POBLACIONES,
    });
    // El código postal 28801 ya no es de la provincia elegida.
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toMatchObject({
      poblacion: 'La población es obligatoria.',
      cp: 'El código postal es incorrecto.',
    });
  });

  it('envía el paciente con provincia por nombre y sin opcionales vacíos', async () => {
    const { actor, control } = await rellenarHastaResumen();
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as CuerpoConClave<NuevoPaciente>;
    expect(enviado).toEqual({
      cuerpo: {
        ...personales,
        tipo_documento: 'dni',
        ...direccion,
        provincia: 'Madrid',
        password: CONTRASENA,
      },
      claveIdempotencia: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(enviado.cuerpo).not.toHaveProperty('puerta');
    control.resolver('crearPaciente', creado);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(creado);
    expect(actor.getSnapshot().context.contrasena).toEqual({});
  });

  it('repetir el mismo envío lleva la misma Idempotency-Key; cambiar un dato, una nueva', async () => {
    const { actor, control } = await rellenarHastaResumen();
    const clave = () => (control.llamadas.at(-1)?.input as ConClave | undefined)?.claveIdempotencia;
    actor.send({ type: 'CONFIRMAR' });
    const primera = clave();
    expect(primera).toBeTruthy();
    control.rechazar('crearPaciente', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBe(primera);
    control.rechazar('crearPaciente', dniRepetido);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ informacionPaciente: 'invalido' });
    actor.send({ type: 'EDITAR', datos: { documento: '00000000T' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBeTruthy();
    expect(clave()).not.toBe(primera);
  });

  it('un DNI ya registrado vuelve a su paso con el mensaje en el campo y luego al resumen', async () => {
    const { actor, control } = await rellenarHastaResumen();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('crearPaciente', dniRepetido);
    await vaciarColas();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ informacionPaciente: 'invalido' });
    expect(context.errores).toEqual({ documento: 'Ya existe un paciente con ese documento.' });
    expect(context.error).toBe('Ya existe un paciente con ese documento.');
    // Sin cambiar el DNI no se puede seguir.
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ informacionPaciente: 'invalido' });
    actor.send({ type: 'EDITAR', datos: { documento: '87654321X' } });
    expect(actor.getSnapshot().context.errores).toEqual({});
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('sin conexión se queda en el resumen con un mensaje', async () => {
    const { actor, control } = await rellenarHastaResumen();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('crearPaciente', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumen');
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);
  });

  it('Cambiar desde el resumen vuelve al resumen tras Continuar', async () => {
    const { actor, control } = await rellenarHastaResumen();
    actor.send({ type: 'CAMBIAR', paso: 'asignarContrasena' });
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'editando' });
    actor.send({ type: 'CONTINUAR' });
    control.resolver('comprobarContrasena', []);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CAMBIAR', paso: 'informacionPaciente' });
    actor.send({ type: 'EDITAR', datos: { telefono: '699000111' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('una contraseña de las más usadas se rechaza al Continuar, en su campo, hasta cambiarla', async () => {
    const { actor, control } = await rellenarHastaResumen();
    actor.send({ type: 'CAMBIAR', paso: 'asignarContrasena' });
    actor.send({ type: 'EDITAR', datos: { password: 'password1', repetirPassword: 'password1' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'comprobando' });
    expect(actor.getSnapshot().hasTag('esperando')).toBe(true);
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'comprobarContrasena',
      input: {
        password: 'password1',
        propia: false,
        email: personales.email,
        nombre: personales.nombre,
        apellidos: [personales.primer_apellido, personales.segundo_apellido],
        dni: personales.documento,
      },
    });
    control.resolver('comprobarContrasena', [{ regla: 'comun', mensaje: COMUN }]);
    await vaciarColas();
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ password: COMUN });
    // It stays until the password changes: no jumping to the summary past it.
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'invalido' });
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } });
    expect(actor.getSnapshot().context.errores).toEqual({});
    actor.send({ type: 'CONTINUAR' });
    control.resolver('comprobarContrasena', []);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('la ruta sigue al paso, y de la ruta se sabe qué paso pedir', async () => {
    const { actor } = await rellenarHastaResumen();
    expect(rutaDelPasoCrearPaciente(actor.getSnapshot())).toBe('crearPaciente/crearPacientePaso3');
    const paso = pasoDeRutaCrearPaciente('/administrativo/crearPaciente/crearPacientePaso2');
    expect(paso).toBe('asignarContrasena');
    actor.send({ type: 'IR_A_PASO', paso: paso ?? 'resumen' });
    expect(rutaDelPasoCrearPaciente(actor.getSnapshot())).toBe('crearPaciente/crearPacientePaso2');
    expect(pasoDeRutaCrearPaciente('/administrativo/crearPaciente')).toBe('informacionPaciente');
    expect(pasoDeRutaCrearPaciente('crearPaciente/confirmacionCreacionPaciente')).toBeUndefined();
  });

  it('no se salta pasos desde la URL', () => {
    const actor = createActor(crearPacienteMachine, { input });
    actor.start();
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(rutaDelPasoCrearPaciente(actor.getSnapshot())).toBe('crearPaciente');
  });
});

describe('crearPacienteMachine: invitar por correo (docs/decisiones.md (50))', () => {
  async function hastaLaContrasena() {
    const control = actoresControlados(ACTORES);
    const actor = createActor(crearPacienteMachine.provide({ actors: control.actors as never }), {
      input: { ...input, correoActivo: true },
    }).start();
    control.resolver('cargarProvincias', provincias);
    actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28' } });
    control.resolver('cargarPoblaciones', poblacionesMadrid);
    actor.send({ type: 'EDITAR', datos: direccion });
    await vaciarColas();
    actor.send({ type: 'CONTINUAR' });
    return { actor, control };
  }

  it('sin correo se escribe la contraseña, como siempre', () => {
    const actor = createActor(crearPacienteMachine, { input });
    expect(actor.getSnapshot().context).toMatchObject({ correoActivo: false, acceso: 'escribir' });
  });

  it('con correo la invitación es lo primero: sin contraseña, sin preguntar al servidor, y envía `invitar`', async () => {
    const { actor, control } = await hastaLaContrasena();
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'editando' });
    expect(actor.getSnapshot().context.acceso).toBe('invitar');
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    expect(control.llamadas.map((l) => l.actor)).not.toContain('comprobarContrasena');
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as CuerpoConClave<NuevoPaciente>;
    expect(enviado.cuerpo).toEqual({
      ...personales,
      tipo_documento: 'dni',
      ...direccion,
      provincia: 'Madrid',
      invitar: true,
    });
    expect(enviado.cuerpo).not.toHaveProperty('password');
    control.resolver('crearPaciente', creado);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('elegir escribirla pide la contraseña y su comprobación, como sin correo', async () => {
    const { actor, control } = await hastaLaContrasena();
    actor.send({ type: 'EDITAR', datos: { acceso: 'escribir' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'invalido' });
    expect(actor.getSnapshot().context.errores).toHaveProperty('password');
    actor.send({ type: 'EDITAR', datos: { password: CONTRASENA, repetirPassword: CONTRASENA } });
    actor.send({ type: 'CONTINUAR' });
    control.resolver('comprobarContrasena', []);
    await vaciarColas();
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as CuerpoConClave<NuevoPaciente>;
    expect(enviado.cuerpo).toMatchObject({ password: CONTRASENA });
    expect(enviado.cuerpo).not.toHaveProperty('invitar');
  });
});

describe('crearPacienteMachine: retomar tras una recarga', () => {
  function almacen() {
    const datos = new Map<string, string>();
    return {
      datos,
      getItem: (clave: string) => datos.get(clave) ?? null,
      setItem: (clave: string, valor: string) => void datos.set(clave, valor),
      removeItem: (clave: string) => void datos.delete(clave),
    };
  }
  const clave = claveDeFlujo('crearPaciente');

  it('retoma en el mismo paso, con lo escrito y sin la contraseña', async () => {
    const sesion = almacen();
    const { actor } = await rellenarHastaResumen();
    guardarInstantanea(actor, clave, sesion);
    const guardado = sesion.datos.get(clave) ?? '';
    expect(guardado).not.toContain(CONTRASENA);
    expect(guardado).not.toMatch(/password/i);

    const machine = crearPacienteMachine.provide({
      actors: {
        comprobarContrasena: fromPromise(async (): Promise<ProblemaContrasena[]> => []),
        crearPaciente: fromPromise(async () => creado),
      },
    });
    const retomado = crearActorPersistido(machine, clave, { almacen: sesion });
    expect(retomado.retomado).toBe(true);
    retomado.actor.start();
    const { value, context } = retomado.actor.getSnapshot();
    expect(value).toBe('resumen');
    expect(context.datos).toMatchObject({ ...personales, ...direccion, provincia: '28' });
    expect(JSON.stringify(context)).not.toContain(CONTRASENA);

    // Confirmar sin contraseña la vuelve a pedir, y después se vuelve al resumen.
    retomado.actor.send({ type: 'CONFIRMAR' });
    expect(retomado.actor.getSnapshot().value).toEqual({ asignarContrasena: 'invalido' });
    expect(retomado.actor.getSnapshot().context.errores).toEqual({
      password: MENSAJE_CONTRASENA_OLVIDADA,
    });
    retomado.actor.send({
      type: 'EDITAR',
      datos: { password: CONTRASENA, repetirPassword: CONTRASENA },
    });
    retomado.actor.send({ type: 'CONTINUAR' });
    await vaciarColas();
    expect(retomado.actor.getSnapshot().value).toBe('resumen');
    expect(sesion.datos.get(clave)).not.toContain(CONTRASENA);

    retomado.actor.send({ type: 'CONFIRMAR' });
    await vaciarColas();
    expect(retomado.actor.getSnapshot().status).toBe('done');
    expect(sesion.datos.has(clave)).toBe(false);
  });

  it('no guarda mientras envía: recargar ahí no repite el envío', async () => {
    const sesion = almacen();
    const { actor } = await rellenarHastaResumen();
    guardarInstantanea(actor, clave, sesion);
    actor.send({ type: 'CONFIRMAR' });
    guardarInstantanea(actor, clave, sesion);
    expect(JSON.parse(sesion.datos.get(clave) ?? '{}').instantanea.value).toBe('resumen');
  });

  it('retoma un paso con la carga de poblaciones a medias y la termina', async () => {
    const sesion = almacen();
    const control = actoresControlados(ACTORES);
    const machine = crearPacienteMachine.provide({ actors: control.actors as never });
    const primero = crearActorPersistido(machine, clave, { input, almacen: sesion });
    primero.actor.start();
    control.resolver('cargarProvincias', provincias);
    await vaciarColas();
    primero.actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28' } });
    primero.actor.stop();

    const segundo = crearActorPersistido(machine, clave, { input, almacen: sesion });
    expect(segundo.retomado).toBe(true);
    segundo.actor.start();
    expect(segundo.actor.getSnapshot().context.poblaciones.estado).toBe('cargando');
    control.resolver('cargarPoblaciones', poblacionesMadrid);
    await vaciarColas();
    expect(segundo.actor.getSnapshot().context.poblaciones.datos).toEqual(poblacionesMadrid);
  });

  it('si lo guardado no sirve, empieza de cero', () => {
    const sesion = almacen();
    sesion.setItem(clave, '{no es json');
    const { actor, retomado } = crearActorPersistido(crearPacienteMachine, clave, {
      input,
      almacen: sesion,
    });
    expect(retomado).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ informacionPaciente: 'editando' });
  });
});

describe('crearPacienteMachine: pacientes como llegan (docs/decisiones.md (52))', () => {
  const hasta = async (datos: Partial<DatosPaciente>) => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(crearPacienteMachine.provide({ actors: control.actors as never }), {
      input,
    }).start();
    control.resolver('cargarProvincias', provincias);
    actor.send({ type: 'EDITAR', datos: { ...personales, provincia: '28' } });
    control.resolver('cargarPoblaciones', poblacionesMadrid);
    actor.send({ type: 'EDITAR', datos: { ...direccion, ...datos } });
    await vaciarColas();
    actor.send({ type: 'CONTINUAR' });
    return { actor, control };
  };

  it('sin correo no hay contraseña ni invitación: el paso lo dice y se envía sin ellas', async () => {
    const { actor, control } = await hasta({ email: '' });
    expect(actor.getSnapshot().value).toEqual({ asignarContrasena: 'editando' });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    const enviado = control.llamadas.at(-1)?.input as CuerpoConClave<NuevoPaciente>;
    expect(enviado.cuerpo).not.toHaveProperty('email');
    expect(enviado.cuerpo).not.toHaveProperty('password');
    expect(enviado.cuerpo).not.toHaveProperty('invitar');
  });

  it('un menor sin documento se envía con su tutor, y un NIE como NIE', async () => {
    const menor = await hasta({
      fecha_nacimiento: '2019-06-03',
      tipo_documento: 'ninguno',
      documento: '',
      telefono: '',
      tutor_nombre: 'Elena Ortega Blanco',
      tutor_tipo_documento: 'dni',
      tutor_documento: '00000000t',
      tutor_telefono: '654 32 10 98',
      tutor_relacion: 'Madre',
    });
    menor.actor.send({
      type: 'EDITAR',
      datos: { password: CONTRASENA, repetirPassword: CONTRASENA },
    });
    menor.actor.send({ type: 'CONTINUAR' });
    menor.control.resolver('comprobarContrasena', []);
    await vaciarColas();
    menor.actor.send({ type: 'CONFIRMAR' });
    const enviado = menor.control.llamadas.at(-1)?.input as CuerpoConClave<NuevoPaciente>;
    const { cuerpo } = enviado;
    expect(cuerpo).not.toHaveProperty('tipo_documento');
    expect(cuerpo).not.toHaveProperty('documento');
    expect(cuerpo.tutor).toEqual({
      nombre: 'Elena Ortega Blanco',
      tipo_documento: 'dni',
      documento: '00000000T',
      telefono: '654321098',
      relacion: 'Madre',
    });
    const extranjera = await hasta({ tipo_documento: 'nie', documento: '12345678Z' });
    expect(extranjera.actor.getSnapshot().context.errores).toEqual({
      documento: 'El NIE es incorrecto.',
    });
  });
});
