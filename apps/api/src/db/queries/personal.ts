import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { anularEnlaces } from './correo';
import { claveDeOrden, patronQueContiene, textoSinAcentos } from './personas';

/**
 * The clinic's staff as its responsable manages it: every account but the patients'.
 * 'Locked' is the sign-in throttle's lock of the account (auth/throttle.ts: the key
 * `cuenta:<e-mail in lower case>` with a `bloqueado_hasta` still ahead).
 */

/** The text `q` searches, lower case and without accents (the same on any database locale). */
const textoBuscable = textoSinAcentos([
  'u.nombre',
  'u.primer_apellido',
  'u.segundo_apellido',
  'u.email',
  'u.dni',
  'u.num_colegiado',
]);

function empleados(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('usuarios as u')
    .leftJoin('administrativos as a', 'a.id_administrativo', 'u.id')
    .leftJoin('intentos_acceso as i', (join) =>
      join
        .on('i.clave', '=', sql<string>`'cuenta:' || lower(u.email)`)
        .on('i.bloqueado_hasta', '>', now),
    )
    .select((eb) => [
      'u.id',
      eb.ref('u.id_rol').$castTo<1 | 2 | 3>().as('id_rol'),
      'u.nombre',
      'u.primer_apellido',
      'u.segundo_apellido',
      sql<string>`concat_ws(' ', u.nombre, u.primer_apellido, u.segundo_apellido)`.as(
        'nombre_completo',
      ),
      // Staff always have one (the check of migration 018).
      eb.ref('u.email').$notNull().as('email'),
      'u.dni',
      'u.num_colegiado',
      eb.fn.coalesce('a.responsable', eb.lit(false)).as('responsable'),
      'u.activo',
      'i.bloqueado_hasta',
      'u.contrasena_provisional',
      'u.ultimo_acceso',
    ])
    .where('u.id_rol', '!=', ROL.paciente);
}

type Fila = Awaited<ReturnType<ReturnType<typeof empleados>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A row as the contract's `Empleado`. */
function comoEmpleado(fila: Fila) {
  return {
    ...fila,
    responsable: Boolean(fila.responsable),
    bloqueado: fila.bloqueado_hasta !== null,
    bloqueado_hasta: iso(fila.bloqueado_hasta),
    ultimo_acceso: iso(fila.ultimo_acceso),
  };
}
export type Empleado = ReturnType<typeof comoEmpleado>;

/** One staff account; undefined when the id is nobody's or a patient's. */
export async function empleadoPorId(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<Empleado | undefined> {
  const fila = await empleados(db, now).where('u.id', '=', id).executeTakeFirst();
  return fila && comoEmpleado(fila);
}

export interface BusquedaPersonal {
  /** Already lower case and without accents. */
  texto?: string;
  idRol?: number;
  pagina: number;
  porPagina: number;
}

/** A page of the staff, by surnames and name, and how many match in all. */
export async function listarPersonal(
  db: Kysely<Database>,
  busqueda: BusquedaPersonal,
  now: Date,
): Promise<{ empleados: Empleado[]; total: number }> {
  let consulta = empleados(db, now);
  if (busqueda.texto) {
    consulta = consulta.where(
      sql<boolean>`${textoBuscable} LIKE ${patronQueContiene(busqueda.texto)}`,
    );
  }
  if (busqueda.idRol !== undefined) consulta = consulta.where('u.id_rol', '=', busqueda.idRol as 1);
  const { total } = await consulta
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const filas = await consulta
    .orderBy(claveDeOrden(['u.primer_apellido']))
    .orderBy(claveDeOrden(['u.segundo_apellido']))
    .orderBy(claveDeOrden(['u.nombre']))
    .orderBy('u.id')
    .limit(busqueda.porPagina)
    .offset((busqueda.pagina - 1) * busqueda.porPagina)
    .execute();
  return { empleados: filas.map(comoEmpleado), total: Number(total) };
}

/** Whether the account is an active administrative marked responsable (docs/decisiones.md (46)). */
export async function esResponsableActivo(db: Kysely<Database>, id: number): Promise<boolean> {
  const fila = await db
    .selectFrom('administrativos as a')
    .innerJoin('usuarios as u', 'u.id', 'a.id_administrativo')
    .select('a.id_administrativo')
    .where('a.id_administrativo', '=', id)
    .where('a.responsable', '=', true)
    .where('u.activo', '=', true)
    .executeTakeFirst();
  return fila !== undefined;
}

/**
 * The active responsables, their rows locked until the transaction ends: two responsables taking
 * each other's mark (or each other 'de baja') at once cannot leave the clinic without one.
 */
export async function responsablesActivosBloqueados(trx: Kysely<Database>): Promise<number[]> {
  const filas = await trx
    .selectFrom('usuarios as u')
    .innerJoin('administrativos as a', 'a.id_administrativo', 'u.id')
    .select('u.id')
    .where('a.responsable', '=', true)
    .where('u.activo', '=', true)
    .orderBy('u.id')
    .forUpdate()
    .execute();
  return filas.map((fila) => fila.id);
}

/** A new staff account's row of its role (medicos, radiologos or administrativos). */
export async function insertarRolDeEmpleado(
  db: Kysely<Database>,
  id: number,
  idRol: 1 | 2 | 3,
  responsable: boolean,
): Promise<void> {
  if (idRol === ROL.medico) await db.insertInto('medicos').values({ id_medico: id }).execute();
  else if (idRol === ROL.radiologo)
    await db.insertInto('radiologos').values({ id_radiologo: id }).execute();
  else
    await db.insertInto('administrativos').values({ id_administrativo: id, responsable }).execute();
}

export async function marcarResponsable(
  db: Kysely<Database>,
  id: number,
  responsable: boolean,
): Promise<void> {
  await db
    .updateTable('administrativos')
    .set({ responsable })
    .where('id_administrativo', '=', id)
    .execute();
}

/** A staff account's own data, locked for the rest of the transaction. */
export function empleadoParaCambiar(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('usuarios')
    .select((eb) => [
      'id',
      'id_rol',
      'nombre',
      'primer_apellido',
      'segundo_apellido',
      // Staff always have one (the check of migration 018).
      eb.ref('email').$notNull().as('email'),
      'dni',
      'num_colegiado',
      'activo',
    ])
    .where('id', '=', id)
    .where('id_rol', '!=', ROL.paciente)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Changes an account's fields. A new address, a new password or a baja also ends the account's
 * password links in the same transaction (docs/decisiones.md (58)): `ahora` is when.
 */
export async function cambiarUsuario(
  db: Kysely<Database>,
  id: number,
  set: {
    nombre?: string;
    primer_apellido?: string;
    segundo_apellido?: string | null;
    email?: string;
    dni?: string | null;
    num_colegiado?: string | null;
    password_hash?: string;
    contrasena_provisional?: boolean;
    activo?: boolean;
  },
  ahora: Date,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  // A new address has not bounced: mail goes to it again (docs/decisiones.md (50)).
  const correo = set.email !== undefined ? { correo_rebotado: false } : {};
  await db
    .updateTable('usuarios')
    .set({ ...set, ...correo })
    .where('id', '=', id)
    .execute();
  if (set.email !== undefined || set.password_hash !== undefined || set.activo === false) {
    await anularEnlaces(db, id, ahora);
  }
}

/** Another account that uses this collegiate number. */
export function cuentaConColegiado(db: Kysely<Database>, numColegiado: string, salvo?: number) {
  let consulta = db.selectFrom('usuarios').select('id').where('num_colegiado', '=', numColegiado);
  if (salvo !== undefined) consulta = consulta.where('id', '!=', salvo);
  return consulta.executeTakeFirst();
}

/** Another account (not `salvo`) with this e-mail key or, when given, this DNI. */
export function otraCuentaConEmailODni(
  db: Kysely<Database>,
  claveDeEmail: string | undefined,
  dni: string | null | undefined,
  salvo: number,
) {
  return db
    .selectFrom('usuarios')
    .select(['dni', 'email'])
    .where('id', '!=', salvo)
    .where((eb) =>
      eb.or([
        ...(claveDeEmail ? [eb(eb.fn('lower', ['email']), '=', claveDeEmail)] : []),
        ...(dni ? [eb(sql`upper(dni)`, '=', dni)] : []),
        ...(!claveDeEmail && !dni ? [eb.lit(false)] : []),
      ]),
    )
    .executeTakeFirst();
}
