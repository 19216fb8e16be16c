import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { citaEnRangos, citasQuePuedeVer, type Lector, type RangoDePared } from './citas';
import { IMAGEN_COLUMNS } from './imagenes';
import { fullName } from './personas';

/**
 * A cita's results, diagnoses and radiology reports together (the FHIR API's DiagnosticReport),
 * seen as the app shows them: a report to its patient and to the radiologists
 * (`mostrarInformeDelPaciente`), a diagnosis to its patient and its doctor
 * (`mostrarDiagnosticoDelPaciente`); ownership as for the cita (http/ownership.ts).
 */
export type TipoDeResultado = 'informe' | 'diagnostico';

const VEN_INFORMES: readonly number[] = [ROL.radiologo, ROL.paciente];
const VEN_DIAGNOSTICOS: readonly number[] = [ROL.medico, ROL.paciente];

export interface BusquedaDeResultados {
  /** Results by their kind and id. */
  ids?: readonly { tipo: TipoDeResultado; id: number }[];
  paciente?: number;
  /** Of the cita's day and hour; every range must hold. */
  rangos?: readonly RangoDePared[];
  tipos?: readonly TipoDeResultado[];
}

function informes(db: Kysely<Database>, lector: Lector) {
  return db
    .selectFrom('informes as i')
    .innerJoin('citas', 'citas.id', 'i.id_cita')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .leftJoin('usuarios as r', 'r.id', 'i.id_radiologo')
    .select([
      sql<TipoDeResultado>`'informe'`.as('tipo'),
      'i.id_informe as id',
      'i.id_cita',
      'citas.num_cita',
      'citas.fecha',
      'citas.hora',
      'citas.tipo_cita',
      'citas.id_paciente',
      fullName('p').as('paciente'),
      'i.id_radiologo as id_autor',
      fullName('r').as('autor'),
      'i.contenido',
      'i.creado_en',
      'i.creado_en as actualizado_en',
    ])
    .where(VEN_INFORMES.includes(lector.id_rol) ? citasQuePuedeVer(lector) : sql<boolean>`false`);
}

function diagnosticos(db: Kysely<Database>, lector: Lector) {
  return db
    .selectFrom('diagnosticos as d')
    .innerJoin('citas', 'citas.id', 'd.id_cita')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .leftJoin('usuarios as m', 'm.id', 'd.id_medico')
    .select([
      sql<TipoDeResultado>`'diagnostico'`.as('tipo'),
      'd.id_diagnostico as id',
      'd.id_cita',
      'citas.num_cita',
      'citas.fecha',
      'citas.hora',
      'citas.tipo_cita',
      'citas.id_paciente',
      fullName('p').as('paciente'),
      'd.id_medico as id_autor',
      fullName('m').as('autor'),
      'd.contenido',
      'd.creado_en',
      'd.actualizado_en',
    ])
    .where(
      VEN_DIAGNOSTICOS.includes(lector.id_rol) ? citasQuePuedeVer(lector) : sql<boolean>`false`,
    );
}

/** The criteria of a search, for the results of one kind. */
function condicion(tipo: TipoDeResultado, busqueda: BusquedaDeResultados) {
  const partes = [];
  if (busqueda.tipos && !busqueda.tipos.includes(tipo)) partes.push(sql`false`);
  if (busqueda.ids) {
    const ids = busqueda.ids.filter((uno) => uno.tipo === tipo).map((uno) => uno.id);
    const columna = sql.ref(tipo === 'informe' ? 'i.id_informe' : 'd.id_diagnostico');
    partes.push(ids.length > 0 ? sql`${columna} IN (${sql.join(ids)})` : sql`false`);
  }
  if (busqueda.paciente !== undefined) partes.push(sql`citas.id_paciente = ${busqueda.paciente}`);
  if (busqueda.rangos) partes.push(citaEnRangos(busqueda.rangos));
  return partes.length > 0 ? sql<boolean>`(${sql.join(partes, sql` AND `)})` : sql<boolean>`true`;
}

/**
 * A page of the results the reader may see that match, the most recent cita first, and how many
 * match in all.
 */
export async function buscarResultadosVisibles(
  db: Kysely<Database>,
  lector: Lector,
  busqueda: BusquedaDeResultados,
  pagina: { offset: number; limit: number },
) {
  const todos = () =>
    informes(db, lector)
      .where(condicion('informe', busqueda))
      .unionAll(diagnosticos(db, lector).where(condicion('diagnostico', busqueda)));
  const { total } = await db
    .selectFrom(todos().as('r'))
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const resultados = await db
    .selectFrom(todos().as('r'))
    .selectAll()
    .orderBy('r.fecha', 'desc')
    .orderBy('r.hora', 'desc')
    .orderBy('r.tipo')
    .orderBy('r.id', 'desc')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
  return { resultados, total: Number(total) };
}

export type Resultado = Awaited<ReturnType<typeof buscarResultadosVisibles>>['resultados'][number];

/** The images of these reports, by report and in the order they were saved. */
export function imagenesDeInformes(db: Kysely<Database>, idsInforme: readonly number[]) {
  return db
    .selectFrom('imagenes')
    .select(IMAGEN_COLUMNS)
    .select('creado_en')
    .where('id_informe', 'in', idsInforme.length > 0 ? [...idsInforme] : [0])
    .orderBy('id_informe')
    .orderBy('id_imagen')
    .execute();
}

/**
 * The images the reader may see (`descargarImagen`'s rule: a radiologist's or the patient's,
 * ownership as for the cita), by id, with the day and hour of their cita.
 */
export function imagenesVisibles(
  db: Kysely<Database>,
  lector: Lector,
  filtro: { ids?: readonly number[]; paciente?: number; informes?: readonly number[] },
  pagina: { offset: number; limit: number },
) {
  let consulta = db
    .selectFrom('imagenes')
    .innerJoin('citas', 'citas.id', 'imagenes.id_cita')
    .where(VEN_INFORMES.includes(lector.id_rol) ? citasQuePuedeVer(lector) : sql<boolean>`false`);
  if (filtro.ids) {
    consulta = consulta.where(
      'imagenes.id_imagen',
      'in',
      filtro.ids.length > 0 ? [...filtro.ids] : [0],
    );
  }
  if (filtro.paciente !== undefined) {
    consulta = consulta.where('imagenes.id_paciente', '=', filtro.paciente);
  }
  if (filtro.informes) {
    consulta = consulta.where(
      'imagenes.id_informe',
      'in',
      filtro.informes.length > 0 ? [...filtro.informes] : [0],
    );
  }
  return {
    total: async () =>
      Number(
        (
          await consulta
            .select((eb) => eb.fn.countAll<string | number>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    filas: () =>
      consulta
        .select(IMAGEN_COLUMNS.map((columna) => `imagenes.${columna}` as const))
        .select(['imagenes.creado_en', 'citas.fecha', 'citas.hora'])
        .orderBy('imagenes.id_imagen')
        .limit(pagina.limit)
        .offset(pagina.offset)
        .execute(),
  };
}
