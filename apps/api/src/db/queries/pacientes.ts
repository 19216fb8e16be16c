import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database, PacientesTable } from '../schema';
import { claveDeOrden, fullName, patronQueContiene, textoSinAcentos } from './personas';

export async function existePaciente(db: Kysely<Database>, id: number): Promise<boolean> {
  const found = await db
    .selectFrom('pacientes')
    .select('id_paciente')
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** The patient with this DNI (already normalised, upper case): id, DNI and full name. */
export function pacientePorDni(db: Kysely<Database>, dni: string) {
  return db
    .selectFrom('usuarios as p')
    .innerJoin('pacientes', 'pacientes.id_paciente', 'p.id')
    .select((eb) => [
      'p.id',
      // A patient always has a DNI (only staff may lack one).
      eb.ref('p.dni').$notNull().as('dni'),
      fullName('p').as('nombre_completo'),
    ])
    .where(sql`upper(p.dni)`, '=', dni)
    .executeTakeFirst();
}

/** The patient's own data row (beside the account's `usuarios` row). */
export async function insertPaciente(
  db: Kysely<Database>,
  values: Insertable<PacientesTable>,
): Promise<void> {
  await db.insertInto('pacientes').values(values).execute();
}

/** A patient's phone, the one a telephone cita calls. */
export async function telefonoDe(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('pacientes')
    .select('telefono')
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  return row?.telefono;
}

/** Patients as the staff see them (the contract's `FichaPaciente`): account and own data. */
function fichas(db: Kysely<Database>) {
  return db
    .selectFrom('usuarios as p')
    .innerJoin('pacientes as f', 'f.id_paciente', 'p.id')
    .select((eb) => [
      'p.id',
      'p.nombre',
      'p.primer_apellido',
      'p.segundo_apellido',
      fullName('p').as('nombre_completo'),
      // A patient always has a DNI (only staff may lack one).
      eb.ref('p.dni').$notNull().as('dni'),
      'p.email',
      'f.fecha_nacimiento',
      'f.telefono',
      'f.sexo',
      'f.provincia',
      'f.poblacion',
      'f.cp',
      'f.direccion',
      'f.numero',
      'f.piso',
      'f.puerta',
      'f.escalera',
    ]);
}

export type FichaPaciente = Awaited<
  ReturnType<ReturnType<typeof fichas>['executeTakeFirstOrThrow']>
>;

/** One patient as the staff see them; undefined when the id is nobody's or not a patient's. */
export function fichaPaciente(db: Kysely<Database>, id: number) {
  return fichas(db).where('p.id', '=', id).executeTakeFirst();
}

/** What a patient search looks for: text without accents, or a birth date (AAAA-MM-DD). */
export type CriterioPacientes = { texto: string } | { fechaNacimiento: string };

/** The text a patient search looks in: names, surnames, DNI/NIE and phone, without accents. */
const textoDelPaciente = textoSinAcentos([
  'p.nombre',
  'p.primer_apellido',
  'p.segundo_apellido',
  'p.dni',
  'f.telefono',
]);

/** A page of the patients that match, by surnames and name, and how many match in all. */
export async function buscarPacientes(
  db: Kysely<Database>,
  criterio: CriterioPacientes,
  pagina: number,
  porPagina: number,
): Promise<{ pacientes: FichaPaciente[]; total: number }> {
  const consulta =
    'texto' in criterio
      ? fichas(db).where(
          sql<boolean>`${textoDelPaciente} LIKE ${patronQueContiene(criterio.texto)}`,
        )
      : fichas(db).where('f.fecha_nacimiento', '=', criterio.fechaNacimiento);
  const { total } = await consulta
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const pacientes = await consulta
    // Without accents, so Álvarez comes before Benítez whatever the database's collation.
    .orderBy(claveDeOrden(['p.primer_apellido']))
    .orderBy(claveDeOrden(['p.segundo_apellido']))
    .orderBy(claveDeOrden(['p.nombre']))
    .orderBy('p.id')
    .limit(porPagina)
    .offset((pagina - 1) * porPagina)
    .execute();
  return { pacientes, total: Number(total) };
}

/** A patient's account and own data, locked for the rest of the transaction. */
export function pacienteParaCambiar(trx: Kysely<Database>, id: number) {
  return fichas(trx).where('p.id', '=', id).forUpdate().executeTakeFirst();
}

/** Changes a patient's own data (the account's fields change through `cambiarUsuario`). */
export async function cambiarPaciente(
  db: Kysely<Database>,
  id: number,
  set: Partial<Omit<PacientesTable, 'id_paciente' | 'id_administrativo'>>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('pacientes').set(set).where('id_paciente', '=', id).execute();
}
