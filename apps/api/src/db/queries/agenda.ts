import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Agenda, CierreDeAgenda, WeeklyHours } from '../../domain/agenda';
import type { ClinicaTable, Database, TipoCierre } from '../schema';
import { claveDeOrden } from './personas';

/**
 * The clinic's agenda (migration 012, docs/decisiones.md (49)): its one row, its weekly hours,
 * the professionals' own hours (`horarios`) and the closures. Read for each request that needs
 * the slot rule, never kept in the process: several servers may share one PostgreSQL.
 */

const porDia = <T extends { dia_semana: number }>(filas: T[]) =>
  filas.sort((a, b) => a.dia_semana - b.dia_semana);

export function horarioDeLaClinica(db: Kysely<Database>): Promise<WeeklyHours> {
  return db
    .selectFrom('horario_clinica')
    .select(['dia_semana', 'hora_inicio', 'hora_fin'])
    .orderBy('dia_semana')
    .execute();
}

/** The clinic's name as saved in 'Datos de la clínica' (empty if none was given). */
export async function nombreDeLaClinica(db: Kysely<Database>): Promise<string> {
  const fila = await db.selectFrom('clinica').select('nombre').executeTakeFirstOrThrow();
  return fila.nombre;
}

/** The clinic's public data and its hours (`Clinica` in the contract). */
export async function datosDeLaClinica(db: Kysely<Database>) {
  const fila = await db
    .selectFrom('clinica')
    .select(['nombre', 'direccion', 'telefono', 'minutos_por_hueco'])
    .executeTakeFirstOrThrow();
  return { ...fila, horario: [...(await horarioDeLaClinica(db))] };
}

export interface AlcanceDeAgenda {
  /** The first day asked about: closures that ended before it are left out. */
  desde: string;
  /** The last day asked about; none: every closure from `desde` on. */
  hasta?: string;
  /** Only these professionals' hours and absences; none: everyone's. */
  profesionales?: readonly number[];
}

/** What the slot rule reads for the days and professionals asked about. */
export async function cargarAgenda(
  db: Kysely<Database>,
  alcance: AlcanceDeAgenda,
): Promise<Agenda> {
  const { minutos_por_hueco } = await db
    .selectFrom('clinica')
    .select('minutos_por_hueco')
    .executeTakeFirstOrThrow();
  const horario = await horarioDeLaClinica(db);
  let cierres = db
    .selectFrom('cierres')
    .select(['tipo', 'fecha_inicio', 'fecha_fin', 'descripcion', 'id_usuario'])
    .where('fecha_fin', '>=', alcance.desde);
  if (alcance.hasta !== undefined) cierres = cierres.where('fecha_inicio', '<=', alcance.hasta);
  let horarios = db
    .selectFrom('horarios')
    .select(['id_usuario', 'dia_semana', 'hora_inicio', 'hora_fin']);
  const { profesionales } = alcance;
  if (profesionales) {
    const ids = profesionales.length > 0 ? [...profesionales] : [0];
    cierres = cierres.where((eb) =>
      eb.or([eb('id_usuario', 'is', null), eb('id_usuario', 'in', ids)]),
    );
    horarios = horarios.where('id_usuario', 'in', ids);
  }
  const porProfesional = new Map<number, WeeklyHours>();
  for (const fila of await horarios.execute()) {
    const suyo = porProfesional.get(fila.id_usuario) ?? [];
    porProfesional.set(fila.id_usuario, [...suyo, fila]);
  }
  return {
    minutosPorHueco: minutos_por_hueco,
    horario,
    cierres: (await cierres.execute()) as CierreDeAgenda[],
    horarios: porProfesional,
  };
}

/**
 * Locks the clinic's row until the transaction ends: shared by each booking (bookings never wait
 * for each other), exclusive for a change of the agenda, which so waits for the bookings under
 * way and holds back new ones until its check of the citas it would leave without a slot is done.
 */
export async function bloquearAgenda(
  trx: Kysely<Database>,
  modo: 'reserva' | 'cambio',
): Promise<void> {
  const consulta = trx.selectFrom('clinica').select('id');
  await (modo === 'reserva' ? consulta.forShare() : consulta.forUpdate()).execute();
}

export async function cambiarClinica(
  trx: Kysely<Database>,
  set: Updateable<ClinicaTable>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('clinica').set(set).execute();
}

export async function reemplazarHorarioDeLaClinica(
  trx: Kysely<Database>,
  horario: WeeklyHours,
): Promise<void> {
  await trx.deleteFrom('horario_clinica').execute();
  if (horario.length === 0) return;
  await trx
    .insertInto('horario_clinica')
    .values(
      horario.map(({ dia_semana, hora_inicio, hora_fin }) => ({
        dia_semana,
        hora_inicio,
        hora_fin,
      })),
    )
    .execute();
}

export async function reemplazarHorarioProfesional(
  trx: Kysely<Database>,
  idUsuario: number,
  horario: WeeklyHours,
): Promise<void> {
  await trx.deleteFrom('horarios').where('id_usuario', '=', idUsuario).execute();
  if (horario.length === 0) return;
  await trx
    .insertInto('horarios')
    .values(
      horario.map(({ dia_semana, hora_inicio, hora_fin }) => ({
        id_usuario: idUsuario,
        dia_semana,
        hora_inicio,
        hora_fin,
      })),
    )
    .execute();
}

const nombreCompleto = sql<string>`concat_ws(' ', u.nombre, u.primer_apellido, u.segundo_apellido)`;

/** The active doctors and radiologists (all, or one), with their own hours, by surnames. */
export async function profesionalesDeAlta(db: Kysely<Database>, id?: number) {
  let consulta = db
    .selectFrom('usuarios as u')
    .select((eb) => [
      'u.id as id_usuario',
      eb.ref('u.id_rol').$castTo<1 | 3>().as('id_rol'),
      nombreCompleto.as('nombre_completo'),
    ])
    .where('u.id_rol', 'in', [ROL.medico, ROL.radiologo])
    .where('u.activo', '=', true);
  if (id !== undefined) consulta = consulta.where('u.id', '=', id);
  const filas = await consulta
    .orderBy(claveDeOrden(['u.primer_apellido']))
    .orderBy(claveDeOrden(['u.segundo_apellido']))
    .orderBy(claveDeOrden(['u.nombre']))
    .orderBy('u.id')
    .execute();
  const horarios = await db
    .selectFrom('horarios')
    .select(['id_usuario', 'dia_semana', 'hora_inicio', 'hora_fin'])
    .where('id_usuario', 'in', filas.length > 0 ? filas.map((f) => f.id_usuario) : [0])
    .execute();
  return filas.map((fila) => ({
    ...fila,
    horario: porDia(
      horarios
        .filter((h) => h.id_usuario === fila.id_usuario)
        .map(({ dia_semana, hora_inicio, hora_fin }) => ({ dia_semana, hora_inicio, hora_fin })),
    ),
  }));
}

/** Whether the id is an active doctor or radiologist (a professional who can be absent). */
export async function esProfesionalDeAlta(db: Kysely<Database>, id: number): Promise<boolean> {
  const fila = await db
    .selectFrom('usuarios')
    .select('id')
    .where('id', '=', id)
    .where('id_rol', 'in', [ROL.medico, ROL.radiologo])
    .where('activo', '=', true)
    .executeTakeFirst();
  return fila !== undefined;
}

/** Whether `id` is a doctor or radiologist who is deactivated (de baja): they exist, not at work. */
export async function esProfesionalDeBaja(db: Kysely<Database>, id: number): Promise<boolean> {
  const fila = await db
    .selectFrom('usuarios')
    .select('id')
    .where('id', '=', id)
    .where('id_rol', 'in', [ROL.medico, ROL.radiologo])
    .where('activo', '=', false)
    .executeTakeFirst();
  return fila !== undefined;
}

function cierresConNombre(db: Kysely<Database>) {
  return db
    .selectFrom('cierres as c')
    .leftJoin('usuarios as u', 'u.id', 'c.id_usuario')
    .select([
      'c.id',
      'c.tipo',
      'c.fecha_inicio',
      'c.fecha_fin',
      'c.descripcion',
      'c.id_usuario',
      sql<string | null>`CASE WHEN u.id IS NULL THEN NULL ELSE ${nombreCompleto} END`.as(
        'nombre_completo_profesional',
      ),
    ]);
}

/** The closures that end on `desde` or later, the nearest first (`Cierre` in the contract). */
export function cierresDesde(db: Kysely<Database>, desde: string) {
  return cierresConNombre(db)
    .where('c.fecha_fin', '>=', desde)
    .orderBy('c.fecha_inicio')
    .orderBy('c.id')
    .execute();
}

export async function insertarCierre(
  trx: Kysely<Database>,
  cierre: {
    tipo: TipoCierre;
    fecha_inicio: string;
    fecha_fin: string;
    descripcion: string;
    id_usuario: number | null;
  },
) {
  const { id } = await trx
    .insertInto('cierres')
    .values(cierre)
    .returning('id')
    .executeTakeFirstOrThrow();
  return cierresConNombre(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** Removes a closure; false when there is none with that id. */
export async function borrarCierre(trx: Kysely<Database>, id: number): Promise<boolean> {
  const borrado = await trx.deleteFrom('cierres').where('id', '=', id).returning('id').execute();
  return borrado.length > 0;
}

/** The audit log's entities of the staff's and the agenda's changes. */
const DEL_PERSONAL_Y_LA_AGENDA = [
  'empleado',
  'responsable',
  'clinica',
  'horario_profesional',
  'cierre',
] as const;

/** The entities of the citas' changes: a cita's own, and a diagnosis or report that fulfilled it. */
const DE_LAS_CITAS = ['cita', 'diagnostico', 'informe'] as const;

/**
 * The rows of the responsable's activity log, written as the predicate of its index (migration
 * 017, after 016) so the planner reads them from it: keep both alike.
 */
const DEL_REGISTRO = sql<boolean>`(a.entidad IN ('empleado', 'responsable', 'clinica', 'horario_profesional', 'cierre')
      OR (a.entidad = 'cita' AND a.accion IN ('crear', 'actualizar', 'cancelar', 'cumplir',
        'registrar_llegada', 'marcar_no_presentada'))
      OR (a.entidad IN ('diagnostico', 'informe') AND a.detalle ? 'cumple_cita'))`;

/** Which changes the log lists: the staff's and the agenda's, the citas', or all. */
export type TipoDeActividad = 'personal_y_agenda' | 'citas';

/** The full name of the professional a cita's detail names at `donde` ('antes', 'despues'). */
const profesionalDe = (donde: 'antes' | 'despues') =>
  sql<string | null>`(SELECT concat_ws(' ', p.nombre, p.primer_apellido, p.segundo_apellido)
    FROM usuarios p WHERE p.id = (a.detalle -> ${sql.lit(donde)} ->> 'id_profesional')::integer)`;

/**
 * One page of the staff's, the agenda's and the citas' changes, newest first, with one row more
 * than asked (to tell there is more): who (their full name and role; null from the command line,
 * and a patient's own name never: the cita says whose), what about, in words, while that record
 * exists, and of a cita its number, its and its patient's ids (never the patient's name), its
 * detail (migration 016) and its professionals' names.
 */
export function actividad(
  db: Kysely<Database>,
  pagina: { offset: number; limit: number },
  tipo?: TipoDeActividad,
) {
  return db
    .selectFrom('auditoria as a')
    .leftJoin('usuarios as u', 'u.id', 'a.id_usuario')
    .leftJoin('usuarios as e', (join) =>
      join
        .on('a.entidad', 'in', ['empleado', 'responsable', 'horario_profesional'])
        .on(sql<boolean>`e.id::text = a.id_registro`),
    )
    .leftJoin('cierres as c', (join) =>
      join.on('a.entidad', '=', 'cierre').on(sql<boolean>`c.id::text = a.id_registro`),
    )
    .leftJoin('citas as ci', 'ci.id', 'a.id_cita')
    .select([
      'a.id',
      'a.momento',
      'a.accion',
      'a.entidad',
      'a.id_registro',
      'a.campos',
      'a.detalle',
      sql<
        string | null
      >`CASE WHEN u.id IS NULL OR u.id_rol = ${ROL.paciente} THEN NULL ELSE concat_ws(' ', u.nombre, u.primer_apellido, u.segundo_apellido) END`.as(
        'quien',
      ),
      'u.id_rol as rol_quien',
      sql<
        string | null
      >`CASE WHEN e.id IS NULL THEN NULL ELSE concat_ws(' ', e.nombre, e.primer_apellido, e.segundo_apellido) END`.as(
        'empleado',
      ),
      'c.tipo as tipo_cierre',
      'c.descripcion as descripcion_cierre',
      'ci.num_cita',
      // Null once the cita no longer exists, as its number.
      'ci.id as id_cita',
      'ci.id_paciente',
      profesionalDe('antes').as('profesional_antes'),
      profesionalDe('despues').as('profesional_despues'),
    ])
    .where(DEL_REGISTRO)
    .$if(tipo === 'personal_y_agenda', (q) => q.where('a.entidad', 'in', DEL_PERSONAL_Y_LA_AGENDA))
    .$if(tipo === 'citas', (q) => q.where('a.entidad', 'in', DE_LAS_CITAS))
    .where('a.resultado', '=', 'permitido')
    .orderBy('a.momento', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
}
