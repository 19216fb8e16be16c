import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sinDatosPersonales, urlParaElRegistro } from '../src/registro';
import { PASSWORD, World } from './fixture';
import { registroEnMemoria, startTestServer, type TestServer } from './harness';

/**
 * docs/decisiones.md (56): the server's log carries no personal data and no secrets. A run that
 * uses every kind of them (sign-in, a search by DNI and by name, recovery and its link, a new
 * patient, a mail server quoting an address, a database quoting a DNI) leaves none in the log.
 */
describe('the server log', () => {
  it('keeps an API path and the names of its query, never their values', () => {
    expect(urlParaElRegistro('/api/usuarios/buscarPorDni?dni=22222222J')).toBe(
      '/api/usuarios/buscarPorDni?dni=…',
    );
    expect(urlParaElRegistro('/api/usuarios/buscarPacientes?q=begona%20ibanez&pagina=2')).toBe(
      '/api/usuarios/buscarPacientes?q=…&pagina=…',
    );
    expect(urlParaElRegistro('/restablecer-contrasena?token=abcDEF123')).toBe(
      '/restablecer-contrasena?token=…',
    );
    // A page of the app may hold a DNI in its path: only its first segment is kept.
    expect(urlParaElRegistro('/medico/citas/12345678Z/2026-11-26/09:00/?id=48213K')).toBe(
      '/medico/…?id=…',
    );
    expect(urlParaElRegistro('/api/citas/cumplirCita/41')).toBe('/api/citas/cumplirCita/41');
    // FHIR's searches name a patient by their document: the value goes, the path stays.
    expect(
      urlParaElRegistro(
        '/fhir/r4/Patient?identifier=urn%3Aoid%3A1.3.6.1.4.1.19126.3%7C12345678Z&name=ana',
      ),
    ).toBe('/fhir/r4/Patient?identifier=…&name=…');
    expect(urlParaElRegistro('/fhir/r4/Appointment/41')).toBe('/fhir/r4/Appointment/41');
    expect(urlParaElRegistro('/fhir/r4/Patient/12345678Z')).toBe('/fhir/r4/Patient/[documento]');
    expect(urlParaElRegistro('/assets/index-4f2a.js')).toBe('/assets/index-4f2a.js');
    // A name that is a client's text is hidden as well.
    expect(urlParaElRegistro('/api/salud?ana@ejemplo.es')).toBe('/api/salud?…=…');
  });

  it('takes e-mails, DNIs, NIEs and tokens out of any text', () => {
    expect(
      sinDatosPersonales(
        '550 5.1.1 <ana.lopez@ejemplo.es>: Recipient address rejected; Key (dni)=(12345678Z) exists; NIE X1234567L; Authorization: Bearer abc.DEF-123; /x?token=q1w2e3',
      ),
    ).toBe(
      '550 5.1.1 <[correo]>: Recipient address rejected; Key (dni)=([documento]) exists; NIE [documento]; Authorization: Bearer [oculto]; /x?token=[oculto]',
    );
  });

  describe('of a run that uses personal data', () => {
    let server: TestServer;
    let world: World;
    const { logger, lineas } = registroEnMemoria('debug');

    beforeAll(async () => {
      server = await startTestServer('pglite', { logger });
      world = await World.create(server);
    });
    afterAll(async () => server?.close());

    it('holds no DNI, no e-mail, no search term, no token and no password', async () => {
      const admin = world.user(ROL.administrativo);
      const paciente = world.user(ROL.paciente);
      const conToken = (token: string) => ({ authorization: `Bearer ${token}` });
      const llamar = (
        method: 'GET' | 'POST',
        url: string,
        payload?: object,
        headers: Record<string, string> = {},
      ) => server.app.inject({ method, url, payload, headers });

      const sesion = await llamar('POST', '/api/iniciarSesion', {
        email: paciente.email,
        password: PASSWORD,
      });
      expect(sesion.statusCode).toBe(200);
      const fallida = await llamar('POST', '/api/iniciarSesion', {
        email: paciente.email,
        password: 'NoEsLaContraseña1',
      });
      expect(fallida.statusCode).toBe(401);
      const porDni = await llamar(
        'GET',
        `/api/usuarios/buscarPorDni?dni=${paciente.dni}`,
        undefined,
        conToken(admin.token),
      );
      expect(porDni.statusCode).toBe(200);
      const porNombre = await llamar(
        'GET',
        '/api/usuarios/buscarPacientes?q=Bego%C3%B1a%20Ib%C3%A1%C3%B1ez',
        undefined,
        conToken(admin.token),
      );
      expect(porNombre.statusCode).toBe(200);
      expect(
        (await llamar('POST', '/api/contrasena/recuperar', { email: paciente.email })).statusCode,
      ).toBe(202);
      const token = 'EnlaceFalsoDeRecuperacion0123456789abcdefXYZ';
      await llamar('GET', `/restablecer-contrasena?token=${token}`);
      const restablecer = await llamar('POST', '/api/contrasena/restablecer', {
        token,
        password: 'OtraClaveLargaDePrueba2026',
      });
      expect(restablecer.statusCode).toBeGreaterThanOrEqual(400);
      // An address no route serves, and a page of the app with a DNI in its path.
      await llamar('GET', `/api/noExiste/${paciente.dni}?dni=${paciente.dni}`);
      await llamar('GET', `/medico/citas/${paciente.dni}/2026-11-26/09:00/`);
      // What a mail server and a database answer, quoting the person, as the worker logs it.
      server.app.log.warn(
        { err: new Error(`550 <${paciente.email}>: Recipient address rejected`) },
        'No se pudo enviar un mensaje.',
      );
      server.app.log.error(`Key (dni)=(${paciente.dni}) already exists.`);

      const registro = lineas.join('\n');
      // The run is there: a line per request, by route, with its status.
      const peticiones = lineas
        .map(
          (linea) => JSON.parse(linea) as { msg: string; peticion?: { url: string; ruta: string } },
        )
        .filter((linea) => linea.msg === 'petición atendida');
      expect(peticiones.map((linea) => linea.peticion?.url)).toContain(
        '/api/usuarios/buscarPorDni?dni=…',
      );
      expect(peticiones.map((linea) => linea.peticion?.ruta)).toContain(
        '/api/usuarios/buscarPorDni',
      );
      expect(registro).toContain('"type":"Error"');
      expect(registro).toContain('[correo]');
      expect(registro).toContain('[documento]');
      for (const secreto of [
        paciente.dni,
        paciente.email,
        admin.token,
        paciente.token,
        sesion.json().token,
        token,
        PASSWORD,
        'Begoña',
        'Bego%C3%B1a',
        'Ib%C3%A1%C3%B1ez',
      ]) {
        expect(registro, secreto).not.toContain(secreto);
      }
    });
  });
});
