import type { CitaListado } from '@clinica/api-client';
import {
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableRowTone,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
  statusLabel,
} from '@clinica/ui';
import { CalendarArrowUp, CalendarX2, Eye, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilosDia from './CitasDelDia.css';
import { SelectorDeDia } from './SelectorDeDia';
import { diaLegible, TEXTOS_CITAS_DEL_DIA, tipoLegible } from './texts';

export { TEXTOS_CITAS_DEL_DIA } from './texts';

export interface CitasDelDiaProps {
  /** Las citas del día; sin ellas (`undefined`) se está cargando. */
  citas: readonly CitaListado[] | undefined;
  /** El fallo al cargarlas; tiene preferencia sobre `citas`. */
  error?: string;
  onReintentar?: () => void;
  /** El lápiz de una cita EN_CURSO: la aplicación abre 'Modificar cita'. */
  onModificar?: (cita: CitaListado) => void;
  /** La papelera de una cita EN_CURSO: la aplicación abre 'Cancelar cita'. */
  onCancelar?: (cita: CitaListado) => void;
  /** El icono de abrir de una cita CUMPLIDA (§4): la aplicación abre sus detalles. */
  onAbrir?: (cita: CitaListado) => void;
  /** Botones junto al título ('Crear cita', '+ Crear incidencia'). */
  acciones?: ReactNode;
  /**
   * El día que se muestra (YYYY-MM-DD). Con `onFechaChange`, un selector 'Día' permite ver otro
   * (la agenda de mañana, por ejemplo); sin él, la lista es la de hoy.
   */
  fecha?: string;
  onFechaChange?: (fecha: string) => void;
  /**
   * El id de la cita que se acaba de crear, modificar o cancelar (`?cita=`): su fila o su tarjeta
   * se abre a la vista, con un borde y 'Recién cambiada'.
   */
  citaMarcada?: number;
  /**
   * En un día vacío, el siguiente día con citas (YYYY-MM-DD), que se ofrece ver con
   * `onFechaChange`; `null` si no hay ninguno; sin él (`undefined`), aún no se sabe.
   */
  proximoDiaConCitas?: string | null;
  /**
   * 'Descargar CSV' junto a la lista del día, cuando tiene citas: pide la hoja de cálculo de ese
   * día y la guarda (`descargarCitasDelDiaCsv(client)`); sin él, no se ofrece.
   */
  onDescargarCsv?: () => Promise<void>;
}

const TONOS: Record<CitaListado['estado'], DataTableRowTone> = {
  EN_CURSO: 'enCurso',
  CUMPLIDA: 'cumplida',
  CANCELADA: 'cancelada',
};

/** Columnas de §2.3 más el estado en palabras (docs/decisiones.md (27)), con la cita marcada dicha en la primera. */
function columnas(citaMarcada: number | undefined): DataTableColumn<CitaListado>[] {
  return [
    {
      id: 'num_cita',
      header: 'Nº de cita',
      accessor: 'num_cita',
      isRowHeader: true,
      cell: (cita) =>
        cita.id === citaMarcada ? (
          <span className={estilosDia.numeroConMarca}>
            {cita.num_cita}
            <InsigniaRecienCambiada />
          </span>
        ) : (
          cita.num_cita
        ),
    },
    { id: 'paciente', header: 'Nombre del paciente', accessor: 'nombre_completo_paciente' },
    {
      id: 'medico',
      header: 'Profesional',
      // The médico, or in radiology the radiólogo: one column named for both.
      accessor: (cita) => cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '',
    },
    {
      id: 'tipo',
      header: 'Tipo de cita',
      // Sorted as stored ('Radiologia'), shown as read.
      accessor: 'tipo_cita',
      cell: (cita) => tipoLegible(cita.tipo_cita),
    },
    {
      id: 'fecha',
      header: 'Fecha',
      accessor: 'fecha',
      cell: (cita) => fechaLegible(cita.fecha),
    },
    { id: 'hora', header: 'Hora', accessor: 'hora' },
    {
      id: 'estado',
      header: 'Estado',
      // La palabra que se lee ('Programada'): el filtro la encuentra, y nunca 'curso'.
      accessor: (cita) => statusLabel(cita.estado),
      cell: (cita) => <StatusBadge estado={cita.estado} />,
    },
  ];
}

/**
 * Una cita como tarjeta cuando la lista es estrecha (un móvil, 375 px): el paciente, la hora, el
 * estado en palabras, el número, el tipo y el profesional, todo a la vista sin desplazarse de lado.
 */
const TARJETA: DataTableCardLayout<CitaListado> = {
  title: 'paciente',
  headingLevel: 2,
  lead: 'hora',
  status: 'estado',
  details: [
    'num_cita',
    'tipo',
    {
      id: 'prof',
      label: (cita) =>
        cita.tipo_cita === 'Radiologia'
          ? TEXTOS_CITAS_DEL_DIA.radiologo
          : TEXTOS_CITAS_DEL_DIA.medico,
      value: (cita) => cita.nombre_completo_medico ?? cita.nombre_completo_radiologo,
    },
  ],
};

/** 'Recién cambiada': la marca en palabras de la cita que se acaba de tocar, no solo un color. */
function InsigniaRecienCambiada() {
  return (
    <span className={estilosDia.recienCambiada}>
      <Sparkles size={14} aria-hidden="true" />
      {TEXTOS_CITAS_DEL_DIA.recienCambiada}
    </span>
  );
}

/**
 * 'Citas' del día (§2.3): en orden de hora y, a la misma hora, como las manda el servidor (por
 * profesional), cada una con el color y la palabra de su estado y solo las acciones que su estado
 * permite (§4): modificar y cancelar las EN_CURSO, abrir las CUMPLIDA, ninguna las CANCELADA. En
 * pantallas anchas, una tabla cuyas filas se ven todas en el desplazamiento de la propia página,
 * sin una caja con barra propia (docs/decisiones.md (53)); en estrechas, una tarjeta por cita.
 * Un día vacío ofrece el siguiente con citas.
 */
export function CitasDelDia({
  citas,
  error,
  onReintentar,
  onModificar,
  onCancelar,
  onAbrir,
  acciones,
  fecha,
  onFechaChange,
  citaMarcada,
  proximoDiaConCitas,
  onDescargarCsv,
}: CitasDelDiaProps) {
  const T = TEXTOS_CITAS_DEL_DIA;
  const accionesDe = (cita: CitaListado): DataTableRowAction[] => {
    const todas: (DataTableRowAction | false | undefined)[] =
      cita.estado === 'EN_CURSO'
        ? [
            onModificar && {
              id: 'modificar',
              label: T.modificar(cita.num_cita),
              text: T.botonModificar,
              icon: <Pencil size={16} aria-hidden="true" />,
              onAction: () => onModificar(cita),
            },
            onCancelar && {
              id: 'cancelar',
              label: T.cancelar(cita.num_cita),
              text: T.botonCancelar,
              icon: <Trash2 size={16} aria-hidden="true" />,
              tone: 'danger',
              onAction: () => onCancelar(cita),
            },
          ]
        : cita.estado === 'CUMPLIDA'
          ? [
              onAbrir && {
                id: 'abrir',
                label: T.abrir(cita.num_cita),
                text: T.botonAbrir,
                icon: <Eye size={16} aria-hidden="true" />,
                onAction: () => onAbrir(cita),
              },
            ]
          : [];
    return todas.filter((accion): accion is DataTableRowAction => Boolean(accion));
  };
  const hayAcciones = Boolean(onModificar || onCancelar || onAbrir);

  const columnasDelDia = useMemo(() => columnas(citaMarcada), [citaMarcada]);

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (citas === undefined) {
    contenido = (
      <Skeleton>
        {Array.from({ length: 6 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (citas.length === 0) {
    contenido = (
      <DiaSinCitas
        fecha={fecha}
        proximoDiaConCitas={proximoDiaConCitas}
        onFechaChange={onFechaChange}
      />
    );
  } else {
    contenido = (
      <DataTable
        label={T.titulo}
        data={citas}
        columns={columnasDelDia}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'hora', direction: 'ascending' }}
        rowTone={(cita) => TONOS[cita.estado]}
        rowActions={hayAcciones ? accionesDe : undefined}
        currentRowId={citaMarcada === undefined ? undefined : String(citaMarcada)}
        card={TARJETA}
      />
    );
  }

  return (
    <div className={styles.paso}>
      {/* The heading names the day the rows are of: the field may hold one still being typed. */}
      <PageHeader title={fecha ? T.tituloDelDia(fecha) : T.titulo} actions={acciones} />
      {fecha && onFechaChange && <SelectorDeDia fecha={fecha} onFechaChange={onFechaChange} />}
      {onDescargarCsv && !error && citas && citas.length > 0 && (
        <BotonDescargar
          texto={TEXTOS_DESCARGAS.csv}
          etiqueta={TEXTOS_DESCARGAS.csvDe(
            fecha ? T.tituloDelDia(fecha).toLowerCase() : 'las citas de hoy',
          )}
          descargar={onDescargarCsv}
        />
      )}
      {contenido}
    </div>
  );
}

interface DiaSinCitasProps {
  fecha?: string;
  proximoDiaConCitas?: string | null;
  onFechaChange?: (fecha: string) => void;
}

/**
 * Un día sin citas (un fin de semana, un festivo) no se queda en blanco: dice qué día es el
 * siguiente con citas y lleva a él.
 */
function DiaSinCitas({ fecha, proximoDiaConCitas, onFechaChange }: DiaSinCitasProps) {
  const T = TEXTOS_CITAS_DEL_DIA;
  const proximo = proximoDiaConCitas ? diaLegible(proximoDiaConCitas) : undefined;
  return (
    <EmptyState
      icon={<CalendarX2 size={32} />}
      title={fecha ? T.vacioDelDia(fechaLegible(fecha)) : T.vacio}
      text={
        proximo ? T.proximoDia(proximo) : proximoDiaConCitas === null ? T.sinProximos : undefined
      }
      action={
        proximoDiaConCitas &&
        proximo &&
        onFechaChange && (
          <Button
            variant="primary"
            icon={<CalendarArrowUp size={18} aria-hidden="true" />}
            onPress={() => onFechaChange(proximoDiaConCitas)}
          >
            {T.verDia(proximo)}
          </Button>
        )
      }
    />
  );
}
