/**
 * What a backup holds and in which order it is put back, read from PostgreSQL's own catalog (the
 * same on PGlite and on a PostgreSQL server), so a table a later migration adds is backed up
 * without anyone remembering to list it.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Not the clinic's data: Kysely's record of the migrations run (a restore runs them itself), and
 * the server's own record of its backups (the database restored into keeps its own).
 */
export const FUERA_DE_LA_COPIA = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'copias_de_seguridad',
]);

/**
 * Rows the migrations write into a new database (the clinic's one row, its opening hours), or
 * that only count requests: a database holding only these has no clinic in it yet.
 */
const NO_SON_DATOS = new Set([
  'clinica',
  'horario_clinica',
  'limite_peticiones',
  'intentos_acceso',
]);

/** The columns that name a stored file (an image), by table: their files go in the backup. */
export const COLUMNAS_DE_ARCHIVO: Record<string, { archivo: string; mime: string; bytes: string }> =
  {
    imagenes: { archivo: 'archivo', mime: 'mime', bytes: 'tamano' },
    imagenes_incidencia: { archivo: 'archivo', mime: 'mime', bytes: 'tamano' },
  };

export interface Tabla {
  nombre: string;
  /** The primary key's columns, in order; text ones are compared byte by byte (COLLATE "C"). */
  orden: { columna: string; texto: boolean }[];
}

type Db = Kysely<Database> | Kysely<unknown>;

/**
 * The clinic's tables, parents before children (each table after every table its foreign keys
 * name), so rows put back in this order never name a row not yet there.
 */
export async function tablasDeLaClinica(db: Db): Promise<Tabla[]> {
  const { rows: tablas } = await sql<{ nombre: string }>`
    SELECT c.relname AS nombre FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`.execute(db);
  const { rows: claves } = await sql<{ tabla: string; columna: string; tipo: string }>`
    SELECT c.relname AS tabla, a.attname AS columna, format_type(a.atttypid, NULL) AS tipo
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, posicion)
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
    WHERE n.nspname = 'public' AND i.indisprimary
    ORDER BY c.relname, k.posicion`.execute(db);
  const { rows: referencias } = await sql<{ hija: string; madre: string }>`
    SELECT DISTINCT hija.relname AS hija, madre.relname AS madre
    FROM pg_constraint f
    JOIN pg_class hija ON hija.oid = f.conrelid
    JOIN pg_class madre ON madre.oid = f.confrelid
    JOIN pg_namespace n ON n.oid = hija.relnamespace
    WHERE f.contype = 'f' AND n.nspname = 'public'`.execute(db);

  const nombres = tablas.map((t) => t.nombre).filter((nombre) => !FUERA_DE_LA_COPIA.has(nombre));
  const madres = new Map(nombres.map((nombre) => [nombre, new Set<string>()]));
  for (const { hija, madre } of referencias) {
    if (hija !== madre && madres.has(hija) && madres.has(madre)) madres.get(hija)?.add(madre);
  }
  const ordenadas: string[] = [];
  const puestas = new Set<string>();
  // Alphabetical among equals, so two databases of one schema give one order.
  while (ordenadas.length < nombres.length) {
    const lista = nombres.filter(
      (nombre) =>
        !puestas.has(nombre) && [...(madres.get(nombre) ?? [])].every((m) => puestas.has(m)),
    );
    if (lista.length === 0) {
      throw new Error(
        'Las claves foráneas de la base de datos forman un ciclo: no se puede ordenar la copia. / Foreign keys form a cycle.',
      );
    }
    for (const nombre of lista) {
      ordenadas.push(nombre);
      puestas.add(nombre);
    }
  }
  const TEXTO = /^(text|character varying|character|varchar|char|bpchar|name|citext)$/;
  return ordenadas.map((nombre) => ({
    nombre,
    orden: claves
      .filter((clave) => clave.tabla === nombre)
      .map((clave) => ({ columna: clave.columna, texto: TEXTO.test(clave.tipo) })),
  }));
}

/** `ORDER BY` of a table's rows: its primary key, text byte by byte; else the whole row. */
export function ordenDe(tabla: Tabla) {
  if (tabla.orden.length === 0) return sql`to_jsonb(t)::text COLLATE "C"`;
  return sql.join(
    tabla.orden.map(({ columna, texto }) =>
      texto ? sql`${sql.ref(`t.${columna}`)} COLLATE "C"` : sql.ref(`t.${columna}`),
    ),
  );
}

/** The columns a sequence numbers (serial, identity): set after a restore. */
export async function columnasConSecuencia(
  db: Db,
): Promise<{ tabla: string; columna: string; secuencia: string }[]> {
  const { rows } = await sql<{ tabla: string; columna: string; secuencia: string | null }>`
    SELECT table_name AS tabla, column_name AS columna,
      pg_get_serial_sequence(quote_ident(table_name), column_name) AS secuencia
    FROM information_schema.columns
    WHERE table_schema = 'public'
      AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')
    ORDER BY table_name, column_name`.execute(db);
  return rows
    .filter((row): row is typeof row & { secuencia: string } => row.secuencia !== null)
    .filter((row) => !FUERA_DE_LA_COPIA.has(row.tabla));
}

/** Whether the database holds a clinic's data (not only what the migrations wrote). */
export async function tieneDatos(db: Db, tablas: Tabla[]): Promise<string[]> {
  const con: string[] = [];
  for (const tabla of tablas) {
    if (NO_SON_DATOS.has(tabla.nombre)) continue;
    const { rows } = await sql<{ hay: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.table(tabla.nombre)}) AS hay`.execute(db);
    if (rows[0]?.hay) con.push(tabla.nombre);
  }
  if (tablas.some((tabla) => tabla.nombre === 'clinica')) {
    const { rows } = await sql<{ hay: boolean }>`
      SELECT EXISTS (SELECT 1 FROM clinica WHERE nombre <> '') AS hay`.execute(db);
    if (rows[0]?.hay) con.push('clinica');
  }
  return con;
}

/** The migrations this database ran, by name, in name order. */
export async function migracionesHechas(db: Db): Promise<string[]> {
  const { rows: existe } = await sql<{ hay: boolean }>`
    SELECT to_regclass('public.kysely_migration') IS NOT NULL AS hay`.execute(db);
  if (!existe[0]?.hay) return [];
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}
