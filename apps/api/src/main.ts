import { buildApp } from './app';
import { ajustesDeCopias, ajustesDeCorreo, readSettings } from './config';
import { rutaDelCanal } from './copias/canal';
import { sinCredenciales } from './correo/transporte';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { contarPersonal } from './db/queries/usuarios';
import { wallClock } from './domain/clinic-time';
import { crearRegistro } from './registro';
import { relojDelServidor } from './reloj';
import { DEMO_PASSWORD } from './seed/demo-people';
import { demoAccounts, isDemoClinic, seedDemoClinic } from './seed/seed';
import { openStorage } from './uploads/storage';

const logger = crearRegistro(process.env.LOG_LEVEL ?? 'info');

async function main() {
  const settings = readSettings();
  const clock = relojDelServidor();
  const connection = openDatabase(
    settings.databaseUrl
      ? { kind: 'postgres', connectionString: settings.databaseUrl }
      : { kind: 'pglite', dataDir: settings.dataDir },
  );
  let closing = false;
  const app = await (async () => {
    try {
      await prepareDatabase(connection, settings, logger);
      const storage = openStorage(settings);
      logger.info(`Archivos en ${storage.description}.`);
      // The demo clinic only where asked for (docs/decisiones.md (45)): by default on the
      // embedded database, never on DATABASE_URL unless CLINICA_DEMO=1.
      if (settings.demo) {
        const seeded = await seedDemoClinic(
          connection.db,
          storage,
          wallClock(clock(), settings.timeZone),
        );
        if (seeded) logger.info('Base de datos nueva: se ha creado la clínica de demostración.');
      }
      return await buildApp({
        db: connection.db,
        settings,
        clock,
        logger,
        storage,
        // The command line asks this server for a backup of the embedded database it holds.
        ...(connection.kind === 'pglite'
          ? { copias: { canal: rutaDelCanal(settings.dataDir) } }
          : {}),
      });
    } catch (error) {
      await connection.close();
      throw error;
    }
  })();

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'Cerrando el servidor…');
    try {
      await app.close();
    } finally {
      await connection.close();
      logger.info('Base de datos cerrada.');
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  const url = `http://${settings.host}:${settings.port}`;
  const database =
    connection.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${settings.dataDir}`;
  const staff = await contarPersonal(connection.db);
  const correo = ajustesDeCorreo(settings);
  const copias = ajustesDeCopias(settings);
  const lines = [
    '',
    `Clínica kit escuchando en ${url}  (base de datos: ${database})`,
    // Where the clinic's e-mail goes (docs/correo.md): an SMTP server, or files to open.
    correo.smtpUrl
      ? `Correo: se envía por ${sinCredenciales(correo.smtpUrl)}.`
      : `Correo: sin CLINICA_SMTP_URL, cada mensaje se escribe como archivo .eml en ${correo.carpeta}`,
    `Copias de seguridad: cada día a las ${copias.hora} en ${copias.carpeta} (se conservan ${copias.conservar}).`,
    ...(settings.demo && (await isDemoClinic(connection.db))
      ? [
          `Cuentas de demostración (contraseña para todas: ${DEMO_PASSWORD}):`,
          ...demoAccounts().map(
            (account) =>
              `  ${account.rol.padEnd(15)} ${account.email.padEnd(30)} ${account.nombre}`,
          ),
        ]
      : []),
    ...(staff === 0
      ? [
          'La clínica no tiene personal todavía: nadie puede iniciar sesión para gestionarla.',
          'Crea su primer responsable con los mismos ajustes (DATABASE_URL o CLINICA_DATA_DIR):',
          '  npm run clinica -- alta-responsable --email <correo> --nombre <nombre> --primer-apellido <apellido>',
          'La contraseña se pide al ejecutarlo. docs/despliegue.md explica cómo poner la clínica en servicio.',
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : error);
  process.exit(1);
});
