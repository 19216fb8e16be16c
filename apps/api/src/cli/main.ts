/** The entry of `npm run clinica -- …` (./ordenes.ts says what each command does). */
import { readSettings } from '../config';
import { openDatabase } from '../db/connect';
import { prepareDatabase } from '../db/prepare';
import { ejecutar } from './ordenes';

ejecutar(process.argv.slice(2), {
  entrada: process.stdin,
  salida: (linea) => console.log(linea),
  error: (linea) => console.error(linea),
  ajustes: () => readSettings(),
  // The server's own settings: DATABASE_URL, or the embedded database in CLINICA_DATA_DIR.
  async abrirBaseDeDatos() {
    const settings = readSettings();
    const connection = openDatabase(
      settings.databaseUrl
        ? { kind: 'postgres', connectionString: settings.databaseUrl }
        : { kind: 'pglite', dataDir: settings.dataDir },
    );
    try {
      await prepareDatabase(connection, settings, { info: () => {}, warn: console.error });
    } catch (error) {
      await connection.close();
      throw error;
    }
    return { db: connection.db, cerrar: () => connection.close() };
  },
}).then((codigo) => process.exit(codigo));
