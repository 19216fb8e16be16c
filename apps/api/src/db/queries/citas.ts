import type { MotivoCancelacion } from '@clinica/api-client';
import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import type { Professional } from '../../domain/agenda';
import { newNumCita } from '../../domain/num-cita';
import type { Database, EstadoCita, NuevaCita } from '../schema';
import { fullName } from './personas';

export const CITA_COLUMNS = [
  'citas.id',
  'citas.num_cita',
  'citas.fecha',
  'citas.hora',
  'citas.especialidad',
  'citas.tipo_cita',
  'citas.id_paciente',
  'citas.id_radiologo',
  'citas.id_medico',
  'citas.id_administrativo',
  'citas.estado',
  // When the desk noted the arrival, as the contract's date-time (UTC, milliseconds): the same
  // text in every answer, list and spreadsheet, whichever database.
  sql<
    string | null
  >`to_char(citas.hora_llegada AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
    'hora_llegada',
  ),
] as const;

/**
 * Citas with the names and DNI the lists show (the contract's CitaListado).
 *
 * Each cita's people are looked up by their primary key (a lateral subquery, and one scalar
 * subquery per professional). With plain joins the planner hashed the whole `usuarios` table on
 * every list, however few citas the day had: 0.87 ms against 0.27 ms for the day list of
 * bench:api. `OFFSET 0` keeps the lateral subquery from being merged back into a join.
 */
function citasListado(db: Kysely<Database>) {
  return db
    .selectFrom('citas')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('usuarios as p')
          .select([
            // A DNI, a NIE or a passport; none for a child with a guardian.
            'p.dni',
            fullName('p').as('nombre_completo'),
          ])
          .whereRef('p.id', '=', 'citas.id_paciente')
          .offset(0)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select(CITA_COLUMNS)
    .select((eb) => [
      'p.nombre_completo as nombre_completo_paciente',
      eb
        .selectFrom('usuarios as m')
        .select(fullName('m').as('nombre'))
        .whereRef('m.id', '=', 'citas.id_medico')
        .$castTo<string | null>()
        .as('nombre_completo_medico'),
      eb
        .selectFrom('usuarios as r')
        .select(fullName('r').as('nombre'))
        .whereRef('r.id', '=', 'citas.id_radiologo')
        .$castTo<string | null>()
        .as('nombre_completo_radiologo'),
      'p.dni as dni_paciente',
    ]);
}

export function citaById(db: Kysely<Database>, id: number) {
  return db.selectFrom('citas').select(CITA_COLUMNS).where('citas.id', '=', id).executeTakeFirst();
}

/**
 * A patient's citas, the most recent first; at most the contract's maxItems (1000). A cancelled
 * one says why, when its cancellation's audit row says it (docs/decisiones.md (55)).
 */
export function citasDelPaciente(db: Kysely<Database>, idPaciente: number) {
  return (
    citasListado(db)
      .select(
        sql<MotivoCancelacion | null>`CASE WHEN citas.estado = 'CANCELADA' THEN (
          SELECT a.detalle ->> 'motivo' FROM auditoria a
          WHERE a.id_cita = citas.id AND a.entidad = 'cita' AND a.accion = 'cancelar'
            AND a.resultado = 'permitido'
          ORDER BY a.id DESC LIMIT 1) END`.as('motivo_cancelacion'),
      )
      .where('citas.id_paciente', '=', idPaciente)
      .orderBy('citas.fecha', 'desc')
      .orderBy('citas.hora', 'desc')
      // The contract's maxItems: the most recent ones (the fuzz found a list past it).
      .limit(1000)
      .execute()
  );
}

/** Every cita of a patient, the most recent first: their data export holds them all. */
export function todasLasCitasDelPaciente(db: Kysely<Database>, idPaciente: number) {
  return citasListado(db)
    .where('citas.id_paciente', '=', idPaciente)
    .orderBy('citas.fecha', 'desc')
    .orderBy('citas.hora', 'desc')
    .orderBy('citas.id', 'desc')
    .execute();
}

/** The cita with this number; a radiologist (`soloRadiologia`) only finds radiology citas. */
export function citaPorNumero(db: Kysely<Database>, numCita: string, soloRadiologia: boolean) {
  let query = citasListado(db).where('citas.num_cita', '=', numCita);
  if (soloRadiologia) query = query.where('citas.id_radiologo', 'is not', null);
  return query.executeTakeFirst();
}

/** One day's citas in time order, then by professional (docs/decisiones.md (53)). */
export function citasDelDia(db: Kysely<Database>, fecha: string, soloRadiologia: boolean) {
  let query = citasListado(db).where('citas.fecha', '=', fecha);
  if (soloRadiologia) query = query.where('citas.id_radiologo', 'is not', null);
  return query
    .orderBy('citas.hora')
    .orderBy('nombre_completo_medico')
    .orderBy('nombre_completo_radiologo')
    .orderBy('citas.id')
    .execute();
}

/** One doctor's citas of one day, by time. */
export function citasDelMedicoEnFecha(db: Kysely<Database>, idMedico: number, fecha: string) {
  return citasListado(db)
    .where('citas.id_medico', '=', idMedico)
    .where('citas.fecha', '=', fecha)
    .orderBy('citas.hora')
    .execute();
}

/** One radiologist's citas from `desde` to `hasta` (both included), by date and time. */
/**
 * A radiologist's citas from `desde` to `hasta`; with `pendientes`, also those of earlier days
 * still EN_CURSO: the reports they have left to write.
 */
export function citasDelRadiologo(
  db: Kysely<Database>,
  idRadiologo: number,
  desde: string,
  hasta: string,
  pendientes = false,
) {
  return citasListado(db)
    .where('citas.id_radiologo', '=', idRadiologo)
    .where('citas.fecha', '<=', hasta)
    .where((eb) =>
      pendientes
        ? eb.or([eb('citas.fecha', '>=', desde), eb('citas.estado', '=', 'EN_CURSO')])
        : eb('citas.fecha', '>=', desde),
    )
    .orderBy('citas.fecha')
    .orderBy('citas.hora')
    .execute();
}

/** Each day from `desde` to `hasta` on which the doctor has citas, and how many. */
export async function diasConCitasDelMedico(
  db: Kysely<Database>,
  idMedico: number,
  desde: string,
  hasta: string,
) {
  const rows = await db
    .selectFrom('citas')
    .select(['fecha', (eb) => eb.fn.countAll<string | number>().as('citas')])
    .where('id_medico', '=', idMedico)
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .groupBy('fecha')
    .orderBy('fecha')
    .execute();
  return rows.map((row) => ({ fecha: row.fecha, citas: Number(row.citas) }));
}

/** The first day after `desde` with citas in any state (radiology ones only, if asked). */
export async function proximoDiaConCitas(
  db: Kysely<Database>,
  desde: string,
  soloRadiologia: boolean,
): Promise<string | null> {
  let query = db.selectFrom('citas').select('fecha').where('fecha', '>', desde);
  if (soloRadiologia) query = query.where('id_radiologo', 'is not', null);
  const siguiente = await query.orderBy('fecha').limit(1).executeTakeFirst();
  return siguiente?.fecha ?? null;
}

/** The hours of a professional's live citas on a day. */
export async function horasOcupadas(
  db: Kysely<Database>,
  professional: Professional,
  fecha: string,
): Promise<string[]> {
  const column = professional.kind === 'medico' ? 'id_medico' : 'id_radiologo';
  const rows = await db
    .selectFrom('citas')
    .select('hora')
    .where(column, '=', professional.id)
    .where('fecha', '=', fecha)
    .where('estado', '=', 'EN_CURSO')
    .execute();
  return rows.map((row) => row.hora);
}

/** The professional's taken hours on each day from `desde` to `hasta`, by date. */
export async function horasOcupadasEntre(
  db: Kysely<Database>,
  professional: Professional,
  desde: string,
  hasta: string,
): Promise<Map<string, string[]>> {
  const column = professional.kind === 'medico' ? 'id_medico' : 'id_radiologo';
  const rows = await db
    .selectFrom('citas')
    .select(['fecha', 'hora'])
    .where(column, '=', professional.id)
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .where('estado', '=', 'EN_CURSO')
    .execute();
  const porDia = new Map<string, string[]>();
  for (const row of rows) porDia.set(row.fecha, [...(porDia.get(row.fecha) ?? []), row.hora]);
  return porDia;
}

/** Whether the professional exists and is active (a doctor or a radiologist, by their kind). */
export async function existeProfesional(
  db: Kysely<Database>,
  professional: Professional,
): Promise<boolean> {
  const found =
    professional.kind === 'medico'
      ? await db
          .selectFrom('medicos')
          .innerJoin('usuarios', 'usuarios.id', 'medicos.id_medico')
          .select('id_medico as id')
          .where('id_medico', '=', professional.id)
          .where('usuarios.activo', '=', true)
          .executeTakeFirst()
      : await db
          .selectFrom('radiologos')
          .innerJoin('usuarios', 'usuarios.id', 'radiologos.id_radiologo')
          .select('id_radiologo as id')
          .where('id_radiologo', '=', professional.id)
          .where('usuarios.activo', '=', true)
          .executeTakeFirst();
  return found !== undefined;
}

/**
 * Inserts a cita with a fresh number, drawing another when the number is already used. The
 * number's clash is skipped (ON CONFLICT) rather than raised, so this also works inside a
 * transaction, which a raised error would abort. A taken slot is refused by the database's
 * partial unique indexes: that unique violation reaches the caller.
 */
export async function insertCita(db: Kysely<Database>, values: Omit<NuevaCita, 'num_cita'>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const cita = await db
      .insertInto('citas')
      .values({ ...values, num_cita: newNumCita() })
      .onConflict((oc) => oc.column('num_cita').doNothing())
      .returning(CITA_COLUMNS)
      .executeTakeFirst();
    if (cita) return cita;
  }
  throw new Error('No se pudo generar un número de cita libre. / No free cita number found.');
}

/** Moves a live cita to a date, time and professional; undefined when it is no longer live. */
export function moverCita(
  db: Kysely<Database>,
  id: number,
  cambio: { fecha: string; hora: string; professional: Professional },
) {
  const { fecha, hora, professional } = cambio;
  return (
    db
      .updateTable('citas')
      .set(
        professional.kind === 'medico'
          ? { fecha, hora, id_medico: professional.id }
          : { fecha, hora, id_radiologo: professional.id },
      )
      // One more change: its calendar invitation's SEQUENCE (docs/decisiones.md (50)).
      .set({ secuencia: sql<number>`secuencia + 1` })
      .where('id', '=', id)
      .where('estado', '=', 'EN_CURSO')
      .returning(CITA_COLUMNS)
      .executeTakeFirst()
  );
}

/** A live cita about to be moved, locked for the transaction: where it is before the move. */
export function citaParaMover(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('citas')
    .select(CITA_COLUMNS)
    .where('citas.id', '=', id)
    .where('citas.estado', '=', 'EN_CURSO')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a live cita to another state: the WHERE keeps concurrent changes honest. Undefined when
 * the cita was not live.
 */
export function cambiarEstado(db: Kysely<Database>, id: number, estado: EstadoCita) {
  return (
    db
      .updateTable('citas')
      .set({ estado })
      // A cancellation is a change of its calendar event (SEQUENCE); fulfilling one is not.
      .$if(estado === 'CANCELADA', (update) =>
        update.set({ secuencia: sql<number>`secuencia + 1` }),
      )
      .where('id', '=', id)
      .where('estado', '=', 'EN_CURSO')
      .returning(CITA_COLUMNS)
      .executeTakeFirst()
  );
}

/**
 * Notes a live cita's arrival at `momento` (docs/decisiones.md (54)), when it is of the clinic's
 * day `hoy` and none was noted: the WHERE keeps a second desk (or a cancellation meanwhile)
 * honest. Undefined when it was not so.
 */
export function anotarLlegada(db: Kysely<Database>, id: number, momento: Date, hoy: string) {
  return db
    .updateTable('citas')
    .set({ hora_llegada: momento })
    .where('id', '=', id)
    .where('estado', '=', 'EN_CURSO')
    .where('fecha', '=', hoy)
    .where('hora_llegada', 'is', null)
    .returning(CITA_COLUMNS)
    .executeTakeFirst();
}

/**
 * Marks a live cita nobody saw arrive NO_PRESENTADA once its day and hour are behind the clinic's
 * `ahora`; undefined when it was not so (it changed meanwhile). Its slot is freed: the live-slot
 * indexes read EN_CURSO only.
 */
export function anotarNoPresentada(
  db: Kysely<Database>,
  id: number,
  ahora: { fecha: string; hora: string },
) {
  return db
    .updateTable('citas')
    .set({ estado: 'NO_PRESENTADA' })
    .where('id', '=', id)
    .where('estado', '=', 'EN_CURSO')
    .where('hora_llegada', 'is', null)
    .where((eb) =>
      eb.or([
        eb('fecha', '<', ahora.fecha),
        eb.and([eb('fecha', '=', ahora.fecha), eb('hora', '<', ahora.hora)]),
      ]),
    )
    .returning(CITA_COLUMNS)
    .executeTakeFirst();
}

/**
 * A live cita diagnosed is fulfilled; any other state stays as it is. Whether it was fulfilled
 * now (its audit row says so).
 */
export async function cumplirSiEnCurso(db: Kysely<Database>, id: number): Promise<boolean> {
  const cumplida = await db
    .updateTable('citas')
    .set({ estado: 'CUMPLIDA' })
    .where('id', '=', id)
    .where('estado', '=', 'EN_CURSO')
    .executeTakeFirst();
  return cumplida.numUpdatedRows > 0n;
}

/** Marks a cita CUMPLIDA whatever its state (its report was saved under its row lock). */
export async function marcarCumplida(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('citas').set({ estado: 'CUMPLIDA' }).where('id', '=', id).execute();
}

/** The cita a report is saved for, locked for the transaction. */
export function citaParaInforme(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('citas')
    .select(['id', 'num_cita', 'fecha', 'id_paciente', 'id_radiologo', 'estado'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * What a cita's calendar file says (domain/calendario.ts): the cita, its professional's name and
 * role, the patient's phone (the place of a telephone cita), and how many times it has changed
 * since it was made (moved, cancelled): the event's SEQUENCE, kept on the cita (migration 013),
 * the same the e-mailed invitations carry.
 */
export function citaParaCalendario(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('citas')
    .innerJoin('pacientes', 'pacientes.id_paciente', 'citas.id_paciente')
    .select(['citas.num_cita', 'citas.fecha', 'citas.hora', 'citas.tipo_cita', 'citas.estado'])
    .select((eb) => [
      'pacientes.telefono',
      eb
        .selectFrom('usuarios as m')
        .select(fullName('m').as('nombre'))
        .whereRef('m.id', '=', 'citas.id_medico')
        .$castTo<string | null>()
        .as('nombre_medico'),
      eb
        .selectFrom('usuarios as r')
        .select(fullName('r').as('nombre'))
        .whereRef('r.id', '=', 'citas.id_radiologo')
        .$castTo<string | null>()
        .as('nombre_radiologo'),
      'citas.secuencia as cambios',
    ])
    .where('citas.id', '=', id)
    .executeTakeFirst();
}

/**
 * Inside a booking's transaction: the professional is still active, their row held (FOR SHARE)
 * until it commits, so a 'baja' (which marks them inactive, then counts their citas ahead) either
 * waits for the new cita and counts it, or commits first and the booking is refused.
 */
export async function profesionalSigueActivo(
  trx: Kysely<Database>,
  idProfesional: number,
): Promise<boolean> {
  const fila = await trx
    .selectFrom('usuarios')
    .select('id')
    .where('id', '=', idProfesional)
    .where('activo', '=', true)
    .forShare()
    .executeTakeFirst();
  return fila !== undefined;
}

/** Which live citas ahead: a professional's, between two days, or these ids. */
export interface FiltroDeCitas {
  idProfesional?: number;
  desde?: string;
  hasta?: string;
  ids?: readonly number[];
}

/**
 * Live citas from the clinic's now on (its later hours today, and every later day), the nearest
 * first: the first `limite`, and how many there are in all. What a refused change lists (a
 * 'baja', a closure, new hours: `CitaPendiente` in the contract).
 */
export async function citasPorDelante(
  db: Kysely<Database>,
  ahora: { fecha: string; hora: string },
  filtro: FiltroDeCitas = {},
  limite = 100,
) {
  let consulta = db
    .selectFrom('citas')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .where('citas.estado', '=', 'EN_CURSO')
    .where((eb) =>
      eb.or([
        eb('citas.fecha', '>', ahora.fecha),
        eb.and([eb('citas.fecha', '=', ahora.fecha), eb('citas.hora', '>=', ahora.hora)]),
      ]),
    );
  const { idProfesional, desde, hasta, ids } = filtro;
  if (idProfesional !== undefined) {
    consulta = consulta.where((eb) =>
      eb.or([
        eb('citas.id_medico', '=', idProfesional),
        eb('citas.id_radiologo', '=', idProfesional),
      ]),
    );
  }
  if (desde !== undefined) consulta = consulta.where('citas.fecha', '>=', desde);
  if (hasta !== undefined) consulta = consulta.where('citas.fecha', '<=', hasta);
  if (ids !== undefined)
    consulta = consulta.where('citas.id', 'in', ids.length > 0 ? [...ids] : [0]);
  const { total } = await consulta
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const citas = await consulta
    .select([
      'citas.id',
      'citas.num_cita',
      'citas.fecha',
      'citas.hora',
      'citas.tipo_cita',
      'citas.id_paciente',
      sql<string>`concat_ws(' ', p.nombre, p.primer_apellido, p.segundo_apellido)`.as(
        'nombre_completo_paciente',
      ),
    ])
    .orderBy('citas.fecha')
    .orderBy('citas.hora')
    .orderBy('citas.id')
    .limit(limite)
    .execute();
  return { citas, total: Number(total) };
}

/** Every live cita ahead (of one professional, or all), only what the slot rule needs. */
export async function horasDeCitasPorDelante(
  db: Kysely<Database>,
  ahora: { fecha: string; hora: string },
  idProfesional?: number,
) {
  let consulta = db
    .selectFrom('citas')
    .select(['id', 'fecha', 'hora', 'id_medico', 'id_radiologo'])
    .where('estado', '=', 'EN_CURSO')
    .where((eb) =>
      eb.or([
        eb('fecha', '>', ahora.fecha),
        eb.and([eb('fecha', '=', ahora.fecha), eb('hora', '>=', ahora.hora)]),
      ]),
    );
  if (idProfesional !== undefined) {
    consulta = consulta.where((eb) =>
      eb.or([eb('id_medico', '=', idProfesional), eb('id_radiologo', '=', idProfesional)]),
    );
  }
  const filas = await consulta.execute();
  return filas.map((fila) => ({
    id: fila.id,
    fecha: fila.fecha,
    hora: fila.hora,
    idProfesional: (fila.id_medico ?? fila.id_radiologo) as number,
  }));
}

/**
 * Who reads (a signed-in user): the SQL side of ownership's rule for citas (http/ownership.ts,
 * docs/decisiones.md (2)): a patient their own citas, a doctor theirs, a radiologist the
 * radiology ones, an administrative all.
 */
export interface Lector {
  id: number;
  id_rol: number;
}

export function citasQuePuedeVer(lector: Lector) {
  switch (lector.id_rol) {
    case ROL.administrativo:
      return sql<boolean>`true`;
    case ROL.paciente:
      return sql<boolean>`citas.id_paciente = ${lector.id}`;
    case ROL.medico:
      return sql<boolean>`citas.id_medico = ${lector.id}`;
    case ROL.radiologo:
      return sql<boolean>`citas.id_radiologo IS NOT NULL`;
    default:
      return sql<boolean>`false`;
  }
}

/** A moment of the clinic's wall clock, to the minute. */
export interface MomentoDePared {
  fecha: string;
  hora: string;
}

/** A range of the clinic's wall clock, both ends included; `fuera`: everything but the range. */
export interface RangoDePared {
  desde?: MomentoDePared;
  hasta?: MomentoDePared;
  fuera?: boolean;
}

/** The cita's day and hour (`citas.fecha`, `citas.hora`) fall in every range. */
export function citaEnRangos(rangos: readonly RangoDePared[]) {
  const partes = rangos.map((rango) => {
    const { desde, hasta } = rango;
    const condiciones = [
      ...(desde
        ? [
            sql`(citas.fecha > ${desde.fecha} OR (citas.fecha = ${desde.fecha} AND citas.hora >= ${desde.hora}))`,
          ]
        : []),
      ...(hasta
        ? [
            sql`(citas.fecha < ${hasta.fecha} OR (citas.fecha = ${hasta.fecha} AND citas.hora <= ${hasta.hora}))`,
          ]
        : []),
    ];
    const dentro = condiciones.length > 0 ? sql`(${sql.join(condiciones, sql` AND `)})` : sql`true`;
    return rango.fuera ? sql`NOT ${dentro}` : dentro;
  });
  return partes.length > 0 ? sql<boolean>`(${sql.join(partes, sql` AND `)})` : sql<boolean>`true`;
}

/** What a search of citas (the FHIR API's Appointment) asks. */
export interface BusquedaDeCitas {
  ids?: readonly number[];
  paciente?: number;
  /** A doctor or a radiologist. */
  profesional?: number;
  estados?: readonly EstadoCita[];
  /** Every range must hold (`date=ge…&date=lt…`). */
  rangos?: readonly RangoDePared[];
}

/**
 * A page of the citas the reader may see that match, by date and time, with the people's names
 * (the lists' CitaListado), and how many match in all.
 */
export async function buscarCitasVisibles(
  db: Kysely<Database>,
  lector: Lector,
  busqueda: BusquedaDeCitas,
  pagina: { offset: number; limit: number },
) {
  let consulta = citasListado(db).where(citasQuePuedeVer(lector));
  const { ids, paciente, profesional, estados, rangos } = busqueda;
  if (ids) consulta = consulta.where('citas.id', 'in', ids.length > 0 ? [...ids] : [0]);
  if (paciente !== undefined) consulta = consulta.where('citas.id_paciente', '=', paciente);
  if (profesional !== undefined) {
    consulta = consulta.where((eb) =>
      eb.or([eb('citas.id_medico', '=', profesional), eb('citas.id_radiologo', '=', profesional)]),
    );
  }
  if (estados) {
    consulta =
      estados.length > 0
        ? consulta.where('citas.estado', 'in', [...estados])
        : consulta.where(sql<boolean>`false`);
  }
  if (rangos) consulta = consulta.where(citaEnRangos(rangos));
  const { total } = await consulta
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const citas = await consulta
    .orderBy('citas.fecha')
    .orderBy('citas.hora')
    .orderBy('citas.id')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
  return { citas, total: Number(total) };
}
