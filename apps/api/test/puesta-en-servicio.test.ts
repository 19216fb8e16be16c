/**
 * The journey on PostgreSQL of a clinic that puts the kit into service: an empty database,
 * the first manager from the command line (password through standard input), the server
 * process (src/main.ts built, as `npm start` runs it) with no demo accounts, a new radiologist from
 * 'Personal', a patient, and the first booked appointment, which the radiologist then sees
 * after changing the provisional password.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HANG_GUARD_MS, untilOutput } from './child-output';
import { SERVING_ROLE } from './postgres';

const apiDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a fresh clinic on PostgreSQL, from the command line to its first appointment', () => {
  const adminUrl = inject('postgresUrl');
  const name = `clinica_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinica-puesta-'));
  let env: Record<string, string>;
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const ownerUrl = new URL(adminUrl);
    ownerUrl.pathname = `/${name}`;
    const servingUrl = new URL(ownerUrl);
    servingUrl.username = SERVING_ROLE;
    env = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: servingUrl.toString(),
      DATABASE_OWNER_URL: ownerUrl.toString(),
      CLINICA_DATA_DIR: dataDir,
      CLINICA_APP_DIR: path.join(dataDir, 'sin-app'),
    };
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** `npm run clinica -- …` with `input` as its standard input. */
  function clinica(args: string[], input: string) {
    const cli = spawn(
      process.execPath,
      // As `npm run clinica` runs it: tsx's loader in the command's own node process.
      ['--conditions=@clinica/source', '--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: apiDir, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    cli.stdout?.on('data', (chunk) => (output += chunk));
    cli.stderr?.on('data', (chunk) => (output += chunk));
    cli.stdin?.end(input);
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      cli.on('exit', (code) => resolve({ code, output })),
    );
  }

  it(
    'creates the manager, a radiologist and a patient, and books with the new radiologist',
    async () => {
      const created = await clinica(
        [
          'alta-responsable',
          '--email',
          'gerencia@clinica-sur.es',
          '--nombre',
          'Rocío',
          '--primer-apellido',
          'Campos',
        ],
        'Faro-del-sur-2027\n',
      );
      expect(created.output).toContain('Cuenta de responsable creada para gerencia@clinica-sur.es');
      expect(created.code).toBe(0);

      const port = await freePort();
      let text = '';
      // The built server, as `npm start` runs it once built (servidor-construido.ts).
      child = spawn(process.execPath, [inject('servidorConstruido')], {
        cwd: apiDir,
        env: { ...env, PORT: String(port), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server = child;
      child.stdout?.on('data', (chunk) => (text += chunk));
      child.stderr?.on('data', (chunk) => (text += chunk));
      exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
      await untilOutput(child, () => text, `http://127.0.0.1:${port}`);
      expect(text).not.toContain('Cuentas de demostración');

      const base = `http://127.0.0.1:${port}`;
      const call = async (method: string, url: string, token?: string, body?: unknown) => {
        const answer = await fetch(`${base}${url}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const payload = answer.status === 204 ? undefined : await answer.json();
        return { status: answer.status, body: payload };
      };
      const signIn = async (email: string, password: string) => {
        const answer = await call('POST', '/api/iniciarSesion', undefined, { email, password });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body as { token: string; user: { contrasena_provisional?: boolean } };
      };

      // No demo account on a deployment of its own.
      const demo = await call('POST', '/api/iniciarSesion', undefined, {
        email: 'admin@clinica.test',
        password: 'Clinica2026!',
      });
      expect(demo.status).toBe(401);

      const gerencia = (await signIn('gerencia@clinica-sur.es', 'Faro-del-sur-2027')).token;
      const alta = await call('POST', '/api/personal/crearEmpleado', gerencia, {
        id_rol: ROL.radiologo,
        nombre: 'Tomás',
        primer_apellido: 'Iglesias',
        email: 'tomas.iglesias@clinica-sur.es',
        password: 'Marea-alta-de-enero',
      });
      expect(alta.status, JSON.stringify(alta.body)).toBe(201);

      const radiologos = await call('GET', '/api/usuarios/mostrarRadiologos', gerencia);
      const nuevo = (
        radiologos.body as { usuarios: { id_radiologo: number; nombre_completo: string }[] }
      ).usuarios.find((r) => r.nombre_completo === 'Tomás Iglesias');
      expect(nuevo).toBeDefined();
      const idRadiologo = nuevo?.id_radiologo ?? 0;

      const cuerpo = '48151623';
      const paciente = await call('POST', '/api/usuarios/crearUsuarioPaciente', gerencia, {
        nombre: 'Amparo',
        primer_apellido: 'Quintana',
        fecha_nacimiento: '1961-09-30',
        telefono: '622334455',
        email: 'amparo.quintana@correo.es',
        password: 'Jardin-de-invierno-9',
        dni: cuerpo + letraDeControlDelCuerpo(cuerpo),
        sexo: 'Mujer',
        provincia: 'Sevilla',
        poblacion: 'Sevilla',
        cp: '41001',
        direccion: 'Calle Sierpes',
        numero: '12',
      });
      expect(paciente.status, JSON.stringify(paciente.body)).toBe(201);
      const idPaciente = (paciente.body as { id_paciente: number }).id_paciente;

      // The first day with a free slot for the new radiologist: the server's one rule decides
      // (weekends, holidays), never this test.
      let hueco: { fecha: string; hora: string } | undefined;
      const hoy = new Date();
      for (let dias = 1; dias <= 21 && !hueco; dias++) {
        const dia = new Date(hoy.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
        const libres = await call(
          'GET',
          `/api/citas/huecosLibres?fecha=${dia}&id_radiologo=${idRadiologo}`,
          gerencia,
        );
        expect(libres.status).toBe(200);
        const [primera] = (libres.body as { huecos: string[] }).huecos;
        if (primera) hueco = { fecha: dia, hora: primera };
      }
      expect(hueco, 'ningún hueco en tres semanas').toBeDefined();

      const cita = await call('POST', '/api/citas/guardar', gerencia, {
        ...hueco,
        id_paciente: idPaciente,
        id_radiologo: idRadiologo,
      });
      expect(cita.status, JSON.stringify(cita.body)).toBe(201);

      // The radiologist signs in with the provisional password, must change it, then sees it.
      const tomas = await signIn('tomas.iglesias@clinica-sur.es', 'Marea-alta-de-enero');
      expect(tomas.user.contrasena_provisional).toBe(true);
      const antes = await call(
        'GET',
        `/api/citas/mostrarCitasRadiologo/${idRadiologo}?dias=31`,
        tomas.token,
      );
      expect(antes.status).toBe(403);
      const cambio = await call('POST', '/api/usuarios/yo/contrasena', tomas.token, {
        contrasenaActual: 'Marea-alta-de-enero',
        contrasenaNueva: 'Sol-de-invierno-en-Triana',
      });
      expect(cambio.status, JSON.stringify(cambio.body)).toBe(204);
      const despues = (await signIn('tomas.iglesias@clinica-sur.es', 'Sol-de-invierno-en-Triana'))
        .token;
      const citas = await call(
        'GET',
        `/api/citas/mostrarCitasRadiologo/${idRadiologo}?dias=31`,
        despues,
      );
      expect(citas.status, JSON.stringify(citas.body)).toBe(200);
      expect(JSON.stringify(citas.body)).toContain('Amparo Quintana');
    },
    HANG_GUARD_MS,
  );
});
