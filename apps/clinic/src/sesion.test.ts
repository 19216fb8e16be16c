// @vitest-environment jsdom
import { inicioDelRol } from '@clinica/flows';
import { beforeEach, describe, expect, it } from 'vitest';
import { hayTokenGuardado } from './eleccion';
import {
  AVISO_ANTES_MS,
  avisoAntesDe,
  borrarSesion,
  caducidadDelServidor,
  destinoDelGuardia,
  destinoTrasIniciar,
  esResponsable,
  esRutaDeEntrada,
  finDeLaSesion,
  guardarSesion,
  leerSesion,
  type Sesion,
  sesionDelServidor,
} from './sesion';

const ana: Sesion = {
  token: 'abc',
  id: 7,
  rol: 2,
  idUsuario: 7,
  nombre: 'Ana',
  primerApellido: 'García',
  responsable: false,
  contrasenaProvisional: false,
};

describe('sesión', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('se guarda con las claves de la especificación y se vuelve a leer', () => {
    guardarSesion(ana);
    expect(localStorage.getItem('token_usuario')).toBe('abc');
    expect(localStorage.getItem('rol')).toBe('2');
    expect(localStorage.getItem('id_usuario')).toBe('7');
    expect(leerSesion()).toEqual(ana);
  });

  it('sin token o con un rol desconocido no hay sesión', () => {
    guardarSesion(ana);
    localStorage.setItem('rol', '9');
    expect(leerSesion()).toBeNull();
    localStorage.setItem('rol', '2');
    localStorage.removeItem('token_usuario');
    expect(leerSesion()).toBeNull();
  });

  it('al salir borra la sesión y los asistentes en curso', () => {
    guardarSesion(ana);
    sessionStorage.setItem('crear-paciente', '{}');
    borrarSesion('salir');
    expect(leerSesion()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('caducada, borra la sesión pero conserva los asistentes, para ofrecérselos al volver', () => {
    guardarSesion(ana);
    sessionStorage.setItem('clinica:u7:crearCita', '{}');
    borrarSesion('caducada');
    expect(leerSesion()).toBeNull();
    expect(sessionStorage.getItem('clinica:u7:crearCita')).toBe('{}');
    // The same person signs in again: theirs stays.
    guardarSesion(ana);
    expect(sessionStorage.getItem('clinica:u7:crearCita')).toBe('{}');
  });

  it('al entrar otra persona en la pestaña, lo que dejó a medias la anterior se borra', () => {
    sessionStorage.setItem('clinica:u7:crearCita', '{}');
    guardarSesion({ ...ana, id: 8, idUsuario: 8 });
    expect(sessionStorage.getItem('clinica:u7:crearCita')).toBeNull();
  });
});

describe('guardia de rutas', () => {
  it('sin sesión manda a /login', () => {
    expect(destinoDelGuardia(null, 2)).toBe('/login');
  });

  it('sin sesión, /login sabe a qué página volver y por qué; tras Salir, no', () => {
    const ruta = '/administrativo/crearCita/crearCitaPaso2?x=1';
    expect(destinoDelGuardia(null, 2, { ruta })).toBe(`/login?volver=${encodeURIComponent(ruta)}`);
    expect(destinoDelGuardia(null, 2, { ruta, fin: 'caducada' })).toBe(
      `/login?motivo=caducada&volver=${encodeURIComponent(ruta)}`,
    );
    expect(destinoDelGuardia(null, 2, { ruta, fin: 'salir' })).toBe('/login');
  });

  it.each([1, 2, 3, 4] as const)('el rol %i en una ruta de otro rol vuelve a su inicio', (rol) => {
    const otro = rol === 2 ? 3 : 2;
    expect(destinoDelGuardia({ ...ana, rol }, otro)).toBe(inicioDelRol(rol));
    expect(destinoDelGuardia({ ...ana, rol }, rol)).toBeNull();
  });

  it('cada rol tiene el inicio de la especificación', () => {
    const roles = [1, 2, 3, 4] as const;
    expect(Object.fromEntries(roles.map((rol) => [rol, inicioDelRol(rol)]))).toEqual({
      1: '/radiologo',
      2: '/administrativo',
      3: '/medico',
      4: '/paciente',
    });
  });
});

describe('entrada ligera', () => {
  it('la respuesta del servidor al iniciar sesión se guarda como la sesión de la aplicación', () => {
    const sesion = sesionDelServidor({
      token: 'abc',
      user: { id: 7, id_rol: 2, nombre: 'Ana', primer_apellido: 'García' },
    } as Parameters<typeof sesionDelServidor>[0]);
    expect(sesion).toEqual(ana);
  });

  it('solo /login y / abren la entrada sin el resto de la aplicación', () => {
    for (const ruta of ['/', '', '/login', '/login/']) expect(esRutaDeEntrada(ruta)).toBe(true);
    for (const ruta of ['/loginx', '/administrativo', '/paciente/misCitas', '/login/otra']) {
      expect(esRutaDeEntrada(ruta)).toBe(false);
    }
  });

  it('la entrada carga la aplicación con un token guardado; la aplicación comprueba el resto', () => {
    localStorage.clear();
    expect(hayTokenGuardado()).toBe(false);
    guardarSesion(ana);
    expect(hayTokenGuardado()).toBe(true);
    // A role that is no role: the entry still loads the app, whose reading finds no session.
    localStorage.setItem('rol', '9');
    expect(hayTokenGuardado()).toBe(true);
    expect(leerSesion()).toBeNull();
    borrarSesion('salir');
    expect(hayTokenGuardado()).toBe(false);
  });
});

describe('marcas de la cuenta (docs/decisiones.md (46, 47))', () => {
  beforeEach(() => localStorage.clear());

  it('se guardan solo cuando están puestas, y se vuelven a leer', () => {
    guardarSesion({ ...ana, responsable: true, contrasenaProvisional: true });
    expect(localStorage.getItem('responsable')).toBe('1');
    expect(localStorage.getItem('contrasena_provisional')).toBe('1');
    expect(leerSesion()).toMatchObject({ responsable: true, contrasenaProvisional: true });
    guardarSesion(ana);
    expect(localStorage.getItem('responsable')).toBeNull();
    expect(localStorage.getItem('contrasena_provisional')).toBeNull();
    borrarSesion('salir');
    expect(localStorage.length).toBe(0);
  });

  it('llegan del inicio de sesión del servidor', () => {
    const sesion = sesionDelServidor({
      token: 'abc',
      user: {
        id: 7,
        id_rol: 2,
        nombre: 'Ana',
        primer_apellido: 'García',
        responsable: true,
        contrasena_provisional: true,
      },
    } as Parameters<typeof sesionDelServidor>[0]);
    expect(sesion).toMatchObject({ responsable: true, contrasenaProvisional: true });
    expect(esResponsable(sesion)).toBe(true);
    expect(esResponsable({ ...sesion, rol: 3 })).toBe(false);
    expect(esResponsable(ana)).toBe(false);
  });

  it('una contraseña provisional retiene a la persona en "Cambiar contraseña"', () => {
    const provisional = { ...ana, rol: 1 as const, contrasenaProvisional: true };
    expect(destinoTrasIniciar(provisional, '/radiologo/buscarCita')).toBe(
      '/radiologo/cambiarContrasena',
    );
    expect(destinoDelGuardia(provisional, 1, { ruta: '/radiologo' })).toBe(
      '/radiologo/cambiarContrasena',
    );
    expect(destinoDelGuardia(provisional, 1, { ruta: '/radiologo/cambiarContrasena' })).toBeNull();
    expect(
      destinoDelGuardia({ ...provisional, contrasenaProvisional: false }, 1, {
        ruta: '/radiologo',
      }),
    ).toBeNull();
  });
});

describe('vuelta tras iniciar sesión', () => {
  it('vuelve a la página del propio rol, con su consulta', () => {
    expect(destinoTrasIniciar(ana, '/administrativo/citas?fecha=2026-12-01')).toBe(
      '/administrativo/citas?fecha=2026-12-01',
    );
    expect(destinoTrasIniciar(ana, '/administrativo')).toBe('/administrativo');
  });

  it.each([
    null,
    '',
    'https://ejemplo.test/administrativo',
    '//ejemplo.test/administrativo',
    '/\\ejemplo.test/administrativo',
    'javascript:alert(1)',
    '/medico',
    '/administrativoX',
    '/login',
    '/administrativo/../medico',
  ])('a otro origen, otro rol o nada (%s): a su inicio', (volver) => {
    expect(destinoTrasIniciar(ana, volver)).toBe('/administrativo');
  });
});

describe('caducidad', () => {
  const ahora = Date.parse('2026-11-26T08:00:00Z');
  const caducidad = caducidadDelServidor(
    { inactividad_segundos: 30 * 60, restante_segundos: 12 * 3600 },
    ahora,
  );

  it('pasa los segundos del servidor al reloj del navegador', () => {
    expect(caducidad).toEqual({ inactividadMs: 30 * 60_000, finAbsoluto: ahora + 12 * 3_600_000 });
    expect(caducidadDelServidor(undefined, ahora)).toBeUndefined();
  });

  it('termina a los 30 minutos sin uso, los que dice el aviso', () => {
    if (!caducidad) throw new Error('sin caducidad');
    expect(finDeLaSesion(caducidad, ahora)).toBe(ahora + 30 * 60_000);
    // The warning, two minutes before.
    expect(avisoAntesDe(caducidad)).toBe(AVISO_ANTES_MS);
    expect(finDeLaSesion(caducidad, ahora) - avisoAntesDe(caducidad)).toBe(ahora + 28 * 60_000);
  });

  it('con un minuto de inactividad, avisa a los 30 segundos y cierra al minuto, no al entrar', () => {
    const corta = caducidadDelServidor(
      { inactividad_segundos: 60, restante_segundos: 12 * 3600 },
      ahora,
    );
    if (!corta) throw new Error('sin caducidad');
    expect(finDeLaSesion(corta, ahora)).toBe(ahora + 60_000);
    expect(finDeLaSesion(corta, ahora) - avisoAntesDe(corta)).toBe(ahora + 30_000);
  });

  it('el límite absoluto manda aunque se use', () => {
    if (!caducidad) throw new Error('sin caducidad');
    const casiAlFinal = ahora + 12 * 3_600_000 - 10 * 60_000;
    expect(finDeLaSesion(caducidad, casiAlFinal)).toBe(ahora + 12 * 3_600_000);
  });
});
