// What `npm run bench:web` and `npm run perfil:web` share: the app built as `npm start` builds
// it, the bench's server (apps/api/bench/servidor.ts: the demo clinic, 10,000 citas and a day of
// 1000, the built app served as in production) and a signed-in account's localStorage.
import { fork, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The build, as `npm start` makes it (only when stale); exits with the build if it fails. */
export function construirLaAplicacion() {
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--solo-construir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * The bench's server: `{ child, url, data, cuentas, contrasena }` once it listens (`data.busyDay`:
 * the 1000-cita day; `cuentas`: the demo's first account of each role, by the role's name, and
 * `contrasena` their password, as the server's seed has them).
 */
export function arrancarElServidor() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'apps/api/bench/servidor.ts'), [], {
      execArgv: ['--conditions=@clinica/source', '--import', 'tsx'],
      env: { ...process.env, BENCH_APP: '1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`El servidor terminó (${code}).`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      resolve({
        child,
        url: `http://127.0.0.1:${message.port}`,
        data: message.data,
        cuentas: message.cuentas,
        contrasena: message.contrasena,
      });
    });
  });
}

/** What the app keeps in localStorage for the server's account of the role (its name). */
export async function sesionDe(server, role) {
  const email = server.cuentas?.[role];
  if (!email) throw new Error(`El servidor del banco no tiene una cuenta de ${role}.`);
  const answer = await fetch(`${server.url}/api/iniciarSesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: server.contrasena }),
  });
  const { token, user } = await answer.json();
  return {
    token_usuario: token,
    id: String(user.id),
    rol: String(user.id_rol),
    id_usuario: String(user.id),
    nombre: user.nombre,
    primer_apellido: user.primer_apellido,
    // The account's marks, stored as the app stores them at sign-in (`guardarMarcas` in
    // apps/clinic/src/sesion.ts): without them the app corrects the session when the account
    // answers, and draws again everything that reads it, which no signed-in person's load does.
    ...(user.responsable === true ? { responsable: '1' } : {}),
    ...(user.contrasena_provisional === true ? { contrasena_provisional: '1' } : {}),
  };
}
