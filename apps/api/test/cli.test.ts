import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ejecutar } from '../src/cli/ordenes';
import { createTestDatabase, DATABASES, type TestDatabase } from './harness';

/**
 * `npm run clinica -- …` in this process, on a test database: its input, what it prints and its
 * exit code (main.test.ts runs the real command once, its password through a pipe).
 */
describe.each(DATABASES)('npm run clinica -- alta-responsable on %s: bad input', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.drop());

  async function clinica(args: string[], input: string) {
    const lines: string[] = [];
    const code = await ejecutar(args, {
      entrada: Readable.from([Buffer.from(input)]),
      salida: (line) => lines.push(line),
      error: (line) => lines.push(line),
      abrirBaseDeDatos: async () => ({ db: database.connection.db, cerrar: async () => {} }),
    });
    return { code, output: lines.join('\n') };
  }
  const responsable = [
    'alta-responsable',
    '--email',
    'jefa@clinica-este.es',
    '--nombre',
    'Marta',
    '--primer-apellido',
    'Vidal',
  ];
  async function accounts(): Promise<number> {
    return (await database.connection.db.selectFrom('usuarios').select('id').execute()).length;
  }

  it('never takes the password as an argument, and names what is missing or unknown', async () => {
    const asArgument = await clinica([...responsable, '--password', 'Nube-de-marzo-17'], '');
    expect(asArgument).toEqual({
      code: 2,
      output: expect.stringContaining('La contraseña no se da como argumento'),
    });
    const missing = await clinica(
      ['alta-responsable', '--email', 'x@clinica.es'],
      'Clave-larga-1\n',
    );
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('Falta --nombre, --primer-apellido.');
    const unknown = await clinica([...responsable, '--rol', 'medico'], 'Clave-larga-1\n');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Opción desconocida: --rol.');
    const command = await clinica(['alta-director'], '');
    expect(command.code).toBe(2);
    expect(command.output).toContain('Orden desconocida: alta-director.');
    const empty = await clinica(responsable, '\n');
    expect(empty).toEqual({ code: 2, output: 'No se ha recibido ninguna contraseña.' });
  });

  it('refuses a weak password and a used e-mail, writing nothing', async () => {
    const weak = await clinica(responsable, 'password\n');
    expect(weak.code).toBe(2);
    expect(weak.output).toContain(
      'contraseña: Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
    );
    expect(await accounts()).toBe(0);

    const created = await clinica(responsable, 'Nube-de-marzo-17\nlo que siga no cuenta\n');
    expect(created).toEqual({
      code: 0,
      output:
        'Cuenta de responsable creada para jefa@clinica-este.es. Ya puede iniciar sesión en la aplicación.',
    });
    const again = await clinica(
      [...responsable.slice(0, 2), 'JEFA@clinica-este.es', ...responsable.slice(3)],
      'Otra-clave-de-abril-9\n',
    );
    expect(again.code).toBe(2);
    expect(again.output).toContain('--email: Ya existe una cuenta con ese correo electrónico.');
    expect(await accounts()).toBe(1);
  });
});
