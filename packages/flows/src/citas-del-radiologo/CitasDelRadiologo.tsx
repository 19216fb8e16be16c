import type { CitaListado } from '@clinica/api-client';
import { mensajeInformeFuturo, sePuedeCumplir } from '@clinica/api-client/reglas';
import {
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowAction,
  EmptyState,
  LinkButton,
  PageHeader,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { CalendarX2, FilePlus2, FileText, Search } from 'lucide-react';
import { esInformeSuyo } from '../buscar-cita/machine';
import { TONO_DE_CITA } from '../cita/listaDeCitas';
import { TEXTOS_CITAS_DEL_DIA as TD, tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLegible } from '../fechas/fechas';
import { TEXTOS_INFORME as TR } from '../informe/texts';
import { EstadoDeLaCita, estadoLegible } from '../llegada/Llegada';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_CITAS_DEL_RADIOLOGO } from './texts';

export { TEXTOS_CITAS_DEL_RADIOLOGO } from './texts';

const T = TEXTOS_CITAS_DEL_RADIOLOGO;

export interface CitasDelRadiologoProps {
  /** Hoy en la clínica (AAAA-MM-DD). */
  hoy: string;
  /**
   * Las citas del radiólogo de hoy y de los próximos días, y las de días anteriores aún sin
   * informe (EN_CURSO); `undefined` mientras se cargan.
   */
  citas: readonly CitaListado[] | undefined;
  error?: string;
  onReintentar?: () => void;
  /** 'Crear informe' de una cita EN_CURSO: la aplicación abre su informe directamente. */
  onCrearInforme: (cita: CitaListado) => void;
  /** 'Ver informe' de una cita CUMPLIDA suya: su informe, de solo lectura (docs/decisiones.md (42)). */
  onVerInforme?: (cita: CitaListado) => void;
  /** El radiólogo de la sesión: solo sus citas cumplidas ofrecen 'Ver informe'. */
  idRadiologo?: number;
  /** @default '/radiologo/buscarCita' */
  buscarHref?: string;
}

/** Lo que una tarjeta lee de cada cita; el orden es el de `citasPorDia` (por hora). */
const COLUMNAS: DataTableColumn<CitaListado>[] = [
  { id: 'paciente', header: 'Paciente', accessor: 'nombre_completo_paciente', isRowHeader: true },
  { id: 'hora', header: 'Hora', accessor: 'hora' },
  { id: 'num_cita', header: TD.numero, accessor: 'num_cita' },
  { id: 'tipo', header: TD.tipo, accessor: 'tipo_cita', cell: (c) => tipoLegible(c.tipo_cita) },
  {
    id: 'estado',
    header: 'Estado',
    // Un paciente que ya ha llegado, 'En sala de espera' (docs/decisiones.md (54)).
    accessor: (c) => estadoLegible(c, 'profesional'),
    cell: (c) => <EstadoDeLaCita cita={c} vista="profesional" />,
  },
];

/** Una tarjeta por cita: el paciente, la hora, el estado en palabras, el número, el tipo y quién. */
const TARJETA: DataTableCardLayout<CitaListado> = {
  title: 'paciente',
  lead: 'hora',
  status: 'estado',
  details: [
    'num_cita',
    'tipo',
    {
      id: 'prof',
      label: (cita) => (cita.tipo_cita === 'Radiologia' ? TD.radiologo : TD.medico),
      value: (cita) => cita.nombre_completo_medico ?? cita.nombre_completo_radiologo,
    },
  ],
};

const porFechaYHora = (a: CitaListado, b: CitaListado) =>
  `${a.fecha} ${a.hora}`.localeCompare(`${b.fecha} ${b.hora}`);

/** Las citas agrupadas por día, en orden: hoy primero, luego los siguientes. */
export function citasPorDia(citas: readonly CitaListado[], hoy: string) {
  const dias = new Map<string, CitaListado[]>();
  const ordenadas = [...citas].filter((c) => c.fecha >= hoy).sort(porFechaYHora);
  for (const cita of ordenadas) dias.set(cita.fecha, [...(dias.get(cita.fecha) ?? []), cita]);
  return [...dias.entries()].map(([fecha, deEseDia]) => ({ fecha, citas: deEseDia }));
}

/** Las de días anteriores que siguen programadas: los informes que faltan, la más antigua antes. */
export function citasPendientes(citas: readonly CitaListado[], hoy: string): CitaListado[] {
  return citas.filter((c) => c.fecha < hoy && c.estado === 'EN_CURSO').sort(porFechaYHora);
}

/** Una pendiente dice también su día: la tarjeta lo lleva delante de la hora. */
const COLUMNAS_PENDIENTES: DataTableColumn<CitaListado>[] = COLUMNAS.map((columna) =>
  columna.id === 'hora'
    ? {
        id: 'hora',
        header: 'Día y hora',
        accessor: (c) => `${fechaLegible(c.fecha)}, ${c.hora}`,
      }
    : columna,
);

/**
 * 'Citas' del radiólogo (el menú de §2.1; la especificación no describe la pantalla): sus citas
 * de hoy primero y después las próximas, una tarjeta por cita (se leen igual a 375 px), el
 * estado en palabras, y en cada cita EN_CURSO 'Crear informe', que abre el informe directamente.
 */
export function CitasDelRadiologo({
  hoy,
  citas,
  error,
  onReintentar,
  onCrearInforme,
  onVerInforme,
  idRadiologo,
  buscarHref = '/radiologo/buscarCita',
}: CitasDelRadiologoProps) {
  const dias = citas ? citasPorDia(citas, hoy) : [];
  const pendientes = citas ? citasPendientes(citas, hoy) : [];
  /**
   * 'Crear informe' en cada cita programada: desde su día; antes, deshabilitada con el porqué
   * (docs/decisiones.md (44) y (60)). 'Ver informe' en las cumplidas suyas.
   */
  const acciones = (cita: CitaListado): DataTableRowAction[] =>
    cita.estado === 'EN_CURSO'
      ? [
          {
            id: 'crear-informe',
            label: T.crearInformeDe(cita),
            text: T.crearInforme,
            icon: <FilePlus2 size={16} aria-hidden="true" />,
            onAction: () => onCrearInforme(cita),
            disabledReason: sePuedeCumplir(cita.fecha, hoy)
              ? undefined
              : mensajeInformeFuturo(cita.fecha),
          },
        ]
      : onVerInforme && idRadiologo !== undefined && esInformeSuyo(cita, idRadiologo)
        ? [
            {
              id: 'ver-informe',
              label: TR.verInformeDe(cita.num_cita, cita.nombre_completo_paciente),
              text: TR.verInforme,
              icon: <FileText size={16} aria-hidden="true" />,
              onAction: () => onVerInforme(cita),
            },
          ]
        : [];
  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.titulo}
        subtitle={T.subtitulo}
        actions={
          <LinkButton
            href={buscarHref}
            variant="secondary"
            icon={<Search size={18} aria-hidden="true" />}
          >
            {T.buscarCita}
          </LinkButton>
        }
      />
      {error ? (
        <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
      ) : !citas ? (
        <Skeleton label={T.cargando}>
          {Array.from({ length: 3 }, (_, fila) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tarjetas de relleno idénticas.
            <SkeletonBlock key={fila} shape="rect" height={120} />
          ))}
        </Skeleton>
      ) : dias.length === 0 && pendientes.length === 0 ? (
        <EmptyState icon={<CalendarX2 size={32} aria-hidden="true" />} title={T.vacio} />
      ) : (
        <>
          {pendientes.length > 0 && (
            <section className={styles.seccion} aria-labelledby="citas-pendientes">
              <h2 id="citas-pendientes" className={styles.tituloSeccion}>
                {T.pendientes}
              </h2>
              <p className={styles.texto}>{T.pendientesTexto}</p>
              <DataTable
                label={T.pendientes}
                data={pendientes}
                columns={COLUMNAS_PENDIENTES}
                getRowId={(cita) => String(cita.id)}
                layout="cards"
                card={TARJETA}
                showFilter={false}
                showPaging={false}
                showInfo={false}
                showSort={false}
                rowTone={(cita) => TONO_DE_CITA[cita.estado]}
                rowActions={acciones}
              />
            </section>
          )}
          {dias[0]?.fecha !== hoy && <p className={styles.texto}>{T.vacioHoy}</p>}
          {dias.map(({ fecha, citas: deEseDia }) => (
            <section key={fecha} className={styles.seccion} aria-labelledby={`dia-${fecha}`}>
              <h2 id={`dia-${fecha}`} className={styles.tituloSeccion}>
                {fecha === hoy ? T.hoy(fecha) : T.dia(fecha)}
              </h2>
              {/* Cards at every width: a radiologist's day holds a few citas, and a card says
                  who each one is about without a table to scroll. */}
              <DataTable
                label={TD.titulo}
                data={deEseDia}
                columns={COLUMNAS}
                getRowId={(cita) => String(cita.id)}
                layout="cards"
                card={TARJETA}
                showFilter={false}
                showPaging={false}
                showInfo={false}
                showSort={false}
                rowTone={(cita) => TONO_DE_CITA[cita.estado]}
                rowActions={acciones}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
