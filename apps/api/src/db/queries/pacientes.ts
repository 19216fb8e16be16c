import type { TipoDeDocumento } from '@clinica/api-client/reglas';
import type { Insertable, Updateable } from 'kysely';
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

/**
 * The patient with this document (already normalised, upper case), a DNI, a NIE or a passport:
 * id, number, type and full name.
 */
export function pacientePorDocumento(db: Kysely<Database>, documento: string) {
  return db
    .selectFrom('usuarios as p')
    .innerJoin('pacientes', 'pacientes.id_paciente', 'p.id')
    .select((eb) => [
      'p.id',
      // Found by it: the patient has a document.
      eb.ref('p.dni').$notNull().as('dni'),
      eb.ref('p.dni').$notNull().as('documento'),
      eb.ref('pacientes.tipo_documento').$notNull().as('tipo_documento'),
      fullName('p').as('nombre_completo'),
    ])
    .where(sql`upper(p.dni)`, '=', documento)
    .executeTakeFirst();
}

/** The patient's own data row (beside the account's `usuarios` row). */
export async function insertPaciente(
  db: Kysely<Database>,
  values: Insertable<PacientesTable>,
): Promise<void> {
  await db.insertInto('pacientes').values(values).execute();
}

/** A patient's phone, the one a telephone cita calls: their own, or their guardian's. */
export async function telefonoDe(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('pacientes')
    .select(['telefono', 'tutor_telefono'])
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  return row ? (row.telefono ?? row.tutor_telefono) : undefined;
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
      // The older `dni` field: the number when it is a DNI or a NIE (docs/decisiones.md (52)).
      eb
        .case()
        .when('f.tipo_documento', 'in', ['dni', 'nie'])
        .then(eb.ref('p.dni'))
        .else(null)
        .end()
        .as('dni'),
      'f.tipo_documento',
      eb.ref('p.dni').as('documento'),
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
      'f.tutor_nombre',
      'f.tutor_tipo_documento',
      'f.tutor_documento',
      'f.tutor_telefono',
      'f.tutor_relacion',
    ]);
}

type FilaFicha = Awaited<ReturnType<ReturnType<typeof fichas>['executeTakeFirstOrThrow']>>;

/** A row as the contract's `FichaPaciente`: the guardian's five columns as one `tutor`. */
function comoFicha(fila: FilaFicha) {
  const {
    tutor_nombre,
    tutor_tipo_documento,
    tutor_documento,
    tutor_telefono,
    tutor_relacion,
    ...ficha
  } = fila;
  const tutor =
    tutor_nombre !== null &&
    tutor_tipo_documento !== null &&
    tutor_documento !== null &&
    tutor_telefono !== null &&
    tutor_relacion !== null
      ? {
          nombre: tutor_nombre,
          tipo_documento: tutor_tipo_documento,
          documento: tutor_documento,
          telefono: tutor_telefono,
          relacion: tutor_relacion,
        }
      : null;
  return { ...ficha, tutor };
}

export type FichaPaciente = ReturnType<typeof comoFicha>;

/** One patient as the staff see them; undefined when the id is nobody's or not a patient's. */
export async function fichaPaciente(db: Kysely<Database>, id: number) {
  const fila = await fichas(db).where('p.id', '=', id).executeTakeFirst();
  return fila ? comoFicha(fila) : undefined;
}

/** What a patient search looks for: text without accents, or a birth date (AAAA-MM-DD). */
export type CriterioPacientes = { texto: string } | { fechaNacimiento: string };

/**
 * The text a patient search looks in: names, surnames, document (DNI, NIE or passport) and phone,
 * without accents.
 */
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
  return { pacientes: pacientes.map(comoFicha), total: Number(total) };
}

/** A patient's account and own data, locked for the rest of the transaction. */
export async function pacienteParaCambiar(trx: Kysely<Database>, id: number) {
  const fila = await fichas(trx).where('p.id', '=', id).forUpdate().executeTakeFirst();
  return fila ? comoFicha(fila) : undefined;
}

/** Changes a patient's own data (the account's fields change through `cambiarUsuario`). */
export async function cambiarPaciente(
  db: Kysely<Database>,
  id: number,
  set: Omit<Updateable<PacientesTable>, 'id_paciente' | 'id_administrativo'>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('pacientes').set(set).where('id_paciente', '=', id).execute();
}

/**
 * Which patients a reader may see, as ownership's rule for a patient (http/ownership.ts): an
 * administrative all, a patient themself, a doctor those with a cita of theirs; nobody else.
 */
export type AlcanceDePacientes =
  | { todos: true }
  | { paciente: number }
  | { conCitaDelMedico: number }
  | { ninguno: true };

/** A range of birth dates, both ends included; `fuera`: everything but the range. */
export interface RangoDeFechas {
  desde?: string;
  hasta?: string;
  fuera?: boolean;
}

/** What a search of patients (the FHIR API's Patient) asks; every criterion must hold. */
export interface BusquedaDePacientes {
  ids?: readonly number[];
  /** A document's number (upper case) and, when known, its type. */
  documento?: { numero: string; tipo?: TipoDeDocumento };
  /** Words a name, a surname or the second surname begins with (no accents, lower case). */
  nombre?: string;
  nacimiento?: readonly RangoDeFechas[];
}

const textoDelNombre = textoSinAcentos(['p.nombre', 'p.primer_apellido', 'p.segundo_apellido']);

/** A page of the patients the reader may see that match, in the lists' order, and how many. */
export async function buscarPacientesVisibles(
  db: Kysely<Database>,
  alcance: AlcanceDePacientes,
  busqueda: BusquedaDePacientes,
  pagina: { offset: number; limit: number },
): Promise<{ pacientes: FichaPaciente[]; total: number }> {
  let consulta = fichas(db);
  if ('ninguno' in alcance) consulta = consulta.where(sql<boolean>`false`);
  if ('paciente' in alcance) consulta = consulta.where('p.id', '=', alcance.paciente);
  if ('conCitaDelMedico' in alcance) {
    const medico = alcance.conCitaDelMedico;
    consulta = consulta.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('citas')
          .select('citas.id')
          .whereRef('citas.id_paciente', '=', 'p.id')
          .where('citas.id_medico', '=', medico),
      ),
    );
  }
  const { ids, documento, nombre, nacimiento } = busqueda;
  if (ids) consulta = consulta.where('p.id', 'in', ids.length > 0 ? [...ids] : [0]);
  if (documento) {
    consulta = consulta.where(sql`upper(p.dni)`, '=', documento.numero);
    if (documento.tipo) consulta = consulta.where('f.tipo_documento', '=', documento.tipo);
  }
  if (nombre !== undefined) {
    const palabra = nombre.replace(/[\\%_]/g, (c) => `\\${c}`);
    consulta = consulta.where((eb) =>
      eb.or([
        eb(textoDelNombre, 'like', `${palabra}%`),
        eb(textoDelNombre, 'like', `% ${palabra}%`),
      ]),
    );
  }
  for (const rango of nacimiento ?? []) {
    consulta = consulta.where((eb) => {
      const dentro = eb.and([
        ...(rango.desde ? [eb('f.fecha_nacimiento', '>=', rango.desde)] : []),
        ...(rango.hasta ? [eb('f.fecha_nacimiento', '<=', rango.hasta)] : []),
      ]);
      return rango.fuera ? eb.not(dentro) : dentro;
    });
  }
  const { total } = await consulta
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const filas = await consulta
    .orderBy(claveDeOrden(['p.primer_apellido']))
    .orderBy(claveDeOrden(['p.segundo_apellido']))
    .orderBy(claveDeOrden(['p.nombre']))
    .orderBy('p.id')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
  return { pacientes: filas.map(comoFicha), total: Number(total) };
}
