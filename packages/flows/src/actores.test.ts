// @vitest-environment node
import { ClinicaApiError, createClinicaClient } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import {
  actoresCancelarCita,
  actoresCrearCita,
  actoresCrearPaciente,
  actoresLogin,
  actoresModificarCita,
} from './actores';
import { cancelarCitaMachine } from './cancelar-cita/machine';
import { crearCitaMachine } from './crear-cita/machine';
import { crearPacienteMachine } from './crear-paciente/machine';
import { loginMachine } from './login/machine';
import { modificarCitaMachine } from './modificar-cita/machine';
import {
  CONTRASENA,
  direccion,
  HOY,
  huecos,
  MANANA,
  medicos,
  paciente,
  personales,
  poblacionesMadrid,
  provincias,
  radiologos,
} from './pruebas/datos';

/** Los radiólogos y los médicos como los da el servidor (mostrarRadiologos, mostrarMedicos). */
const usuariosRadiologos = radiologos.map((r) => ({
  id_radiologo: r.id,
  nombre_completo: r.nombre_completo,
}));
const usuariosMedicos = medicos.map((m) => ({
  id_medico: m.id,
  nombre_completo: m.nombre_completo,
}));

const cita = {
  id: 41,
  num_cita: '48213K',
  fecha: MANANA,
  hora: '10:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_radiologo: 2,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
};

interface Peticion {
  metodo: string;
  ruta: string;
  cuerpo: unknown;
  autorizacion: string | null;
  /** La cabecera Idempotency-Key (docs/decisiones.md (36)). */
  clave: string | null;
}

type Respuesta = { estado?: number; cuerpo?: unknown; cabeceras?: Record<string, string> };

/** Un servidor de mentira: responde por 'MÉTODO /ruta?consulta' y anota cada petición. */
function servidor(respuestas: Record<string, Respuesta | (() => Respuesta)>) {
  const peticiones: Peticion[] = [];
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token-de-prueba',
    fetch: async (request) => {
      const url = new URL(request.url);
      const texto = await request.text();
      peticiones.push({
        metodo: request.method,
        ruta: `${url.pathname}${url.search}`,
        cuerpo: texto ? JSON.parse(texto) : undefined,
        autorizacion: request.headers.get('Authorization'),
        clave: request.headers.get('Idempotency-Key'),
      });
      const entrada = respuestas[`${request.method} ${url.pathname}${url.search}`];
      const {
        estado = 200,
        cuerpo,
        cabeceras,
      } = (typeof entrada === 'function' ? entrada() : entrada) ?? {
        estado: 404,
        cuerpo: { message: 'No existe.' },
      };
      return new Response(cuerpo === undefined ? null : JSON.stringify(cuerpo), {
        status: estado,
        headers: { 'Content-Type': 'application/json', ...cabeceras },
      });
    },
  });
  return { client, peticiones };
}

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
    expect(alta?.cuerpo).toMatchObject({ provincia: 'Madrid', dni: '12345678Z' });
    // La clave del envío va en su cabecera, nunca en el cuerpo.
    expect(alta?.clave).toMatch(/^[0-9a-f-]{36}$/);
    expect(alta?.cuerpo).not.toHaveProperty('claveIdempotencia');
  });

  it('crear paciente: un 409 del servidor con errores.dni cae en el campo', async () => {
    const { client } = servidor({
      'GET /api/provincias': { cuerpo: provincias },
      'GET /api/provincias/28/poblaciones': { cuerpo: poblacionesMadrid },
      'POST /api/contrasena/comprobar': { cuerpo: { problemas: [] } },
      'POST /api/usuarios/crearUsuarioPaciente': {
        estado: 409,
        cuerpo: {
          message: 'Ya existe un paciente con ese DNI.',
          errores: { dni: 'Ya existe un paciente con ese DNI.' },
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
      dni: 'Ya existe un paciente con ese DNI.',
    });
  });

  it('crear cita: DNI por consulta, huecos por radiólogo y día, y un hueco ocupado', async () => {
    let ocupado = true;
    const { client, peticiones } = servidor({
      'GET /api/usuarios/buscarPorDni?dni=12345678Z': { cuerpo: { usuarios: [paciente] } },
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_radiologo=2`]: { cuerpo: { huecos } },
      'POST /api/citas/guardar': () => {
        if (!ocupado) return { estado: 201, cuerpo: cita };
        ocupado = false;
        return {
          estado: 409,
          cuerpo: {
            message: 'Ese hueco ya está ocupado. Elige otra hora.',
            errores: { hora: 'Ese hueco ya está ocupado. Elige otra hora.' },
          },
        };
      },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY },
    }).start();
    actor.send({ type: 'EDITAR', datos: { dni: '12345678z' } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.context.profesionales.estado === 'lista');
    expect(actor.getSnapshot().context.profesionales.datos).toEqual(radiologos);
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
    await waitFor(actor, (s) => s.context.huecos.estado === 'lista');
    actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.matches('asignarDatos') && s.context.huecos.estado === 'lista');
    expect(actor.getSnapshot().context.errores).toEqual({
      hora: 'Ese hueco ya está ocupado. Elige otra hora.',
    });
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect((await toPromise(actor)).num_cita).toBe('48213K');
    expect(peticiones.at(-1)?.cuerpo).toEqual({
      id_paciente: 7,
      id_radiologo: 2,
      fecha: MANANA,
      hora: '12:00',
      especialidad: 2,
      tipo_cita: 'Radiologia',
    });
    // Dos envíos distintos (otra hora): dos claves.
    const envios = peticiones.filter((p) => p.ruta === '/api/citas/guardar');
    expect(envios.map((p) => p.clave)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(envios[0]?.clave).not.toBe(envios[1]?.clave);
  });

  it('crear cita: un 404 al buscar por DNI es "no existe ningún paciente"', async () => {
    const { client } = servidor({
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY },
    }).start();
    actor.send({ type: 'EDITAR', datos: { dni: '87654321X' } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.matches({ busquedaPaciente: 'invalido' }));
    expect(actor.getSnapshot().context.errores).toEqual({
      dni: 'No existe ningún paciente con ese DNI.',
    });
  });

  it('modificar y cancelar cita: PUT y POST por el id de la cita', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_radiologo=2`]: {
        cuerpo: { huecos: ['09:00'] },
      },
      'PUT /api/citas/actualizar/41': { cuerpo: { ...cita, hora: '09:00' } },
      'POST /api/citas/cancelarCita/41': { cuerpo: { ...cita, estado: 'CANCELADA' } },
    });
    const modificar = createActor(
      modificarCitaMachine.provide({ actors: actoresModificarCita(client) }),
      { input: { idCita: 41, fecha: MANANA, hora: '10:00', idRadiologo: 2, hoy: HOY } },
    ).start();
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    modificar.send({ type: 'EDITAR', datos: { hora: '09:00' } });
    modificar.send({ type: 'CONTINUAR' });
    modificar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(modificar)).toMatchObject({ modificada: true, cita: { hora: '09:00' } });
    expect(peticiones.at(-1)?.cuerpo).toEqual({ fecha: MANANA, hora: '09:00', idRadiologo: 2 });

    const cancelar = createActor(
      cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) }),
      { input: { idCita: 41 } },
    ).start();
    cancelar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(cancelar)).toEqual({ cancelada: true });
    expect(peticiones.at(-1)).toMatchObject({ metodo: 'POST', ruta: '/api/citas/cancelarCita/41' });
  });

  it('modificar una cita de medicina familiar: médicos, sus huecos y PUT con idMedico', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/mostrarMedicos': { cuerpo: { usuarios: usuariosMedicos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_medico=4`]: { cuerpo: { huecos: [] } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_medico=5`]: {
        cuerpo: { huecos: ['12:00'] },
      },
      'PUT /api/citas/actualizar/42': {
        cuerpo: { ...cita, id: 42, hora: '12:00', id_radiologo: null, id_medico: 5 },
      },
    });
    const modificar = createActor(
      modificarCitaMachine.provide({ actors: actoresModificarCita(client) }),
      { input: { idCita: 42, fecha: MANANA, hora: '10:00', idMedico: 4, hoy: HOY } },
    ).start();
    await waitFor(modificar, (s) => s.context.profesionales.estado === 'lista');
    expect(modificar.getSnapshot().context.profesionales.datos).toEqual(medicos);
    // Su propia hora cuenta como libre aunque el servidor la dé por ocupada.
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    expect(modificar.getSnapshot().context.huecos.datos).toEqual(['10:00']);
    modificar.send({ type: 'EDITAR', datos: { idProfesional: 5 } });
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    modificar.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    modificar.send({ type: 'CONTINUAR' });
    modificar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(modificar)).toMatchObject({ modificada: true, cita: { hora: '12:00' } });
    expect(peticiones.map((p) => `${p.metodo} ${p.ruta}`)).not.toContain(
      'GET /api/usuarios/mostrarRadiologos',
    );
    expect(peticiones.at(-1)?.cuerpo).toEqual({ fecha: MANANA, hora: '12:00', idMedico: 5 });
  });

  it('sin conexión, el error del cliente (estado 0) es el mensaje de conexión', async () => {
    const client = createClinicaClient({
      baseUrl: 'https://clinica.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const actor = createActor(
      cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) }),
      { input: { idCita: 41 } },
    ).start();
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(
      'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(actor.getSnapshot().context.cancelable).toBe(true);
    expect(new ClinicaApiError(0, 'x').status).toBe(0);
  });
});
