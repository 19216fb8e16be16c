import type { CitaListado } from '@clinica/api-client';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableRowTone,
  DatePicker,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
} from '@clinica/ui';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { fechaLegible, valorDeFecha } from '../comun/fechas';
import * as styles from '../comun/PasoAsistente.css';
import * as estilosDia from './CitasDelDia.css';

export const TEXTOS_CITAS_DEL_DIA = {
  titulo: 'Citas',
  vacio: 'No hay ninguna cita para hoy.',
  vacioDelDia: (fecha: string) => `No hay ninguna cita el ${fecha}.`,
  dia: 'Día',
  error: 'No se han podido cargar las citas. Inténtalo de nuevo.',
  reintentar: 'Reintentar',
  modificar: (numCita: string) => `Modificar cita ${numCita}`,
  cancelar: (numCita: string) => `Cancelar cita ${numCita}`,
} as const;

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
  /** Botones junto al título ('Crear cita', '+ Crear incidencia'). */
  acciones?: ReactNode;
  /**
   * El día que se muestra (YYYY-MM-DD). Con `onFechaChange`, un selector 'Día' permite ver otro
   * (la agenda de mañana, por ejemplo); sin él, la lista es la de hoy.
   */
  fecha?: string;
  onFechaChange?: (fecha: string) => void;
}

const TONOS: Record<CitaListado['estado'], DataTableRowTone> = {
  EN_CURSO: 'enCurso',
  CUMPLIDA: 'cumplida',
  CANCELADA: 'cancelada',
};

/** Columnas de §2.3 más el estado en palabras (DECISIONS #27). Fuera del render: estables. */
const COLUMNAS: DataTableColumn<CitaListado>[] = [
  { id: 'num_cita', header: 'Nº de cita', accessor: 'num_cita', isRowHeader: true },
  { id: 'paciente', header: 'Nombre del paciente', accessor: 'nombre_completo_paciente' },
  {
    id: 'medico',
    header: 'Nombre del médico',
    // En radiología el profesional es el radiólogo.
    accessor: (cita) => cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '',
  },
  {
    id: 'tipo',
    header: 'Tipo de cita',
    // The contract keeps the old value 'Radiologia' (§9), sorted as stored; people read it
    // written correctly.
    accessor: 'tipo_cita',
    cell: (cita) => (cita.tipo_cita === 'Radiologia' ? 'Radiología' : cita.tipo_cita),
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
    accessor: 'estado',
    cell: (cita) => <StatusBadge estado={cita.estado} />,
  },
];

/**
 * 'Citas' del día (§2.3): ordenadas por tipo de cita descendente, cada fila con el color y la
 * palabra de su estado, y lápiz y papelera solo donde el estado lo permite (EN_CURSO).
 */
export function CitasDelDia({
  citas,
  error,
  onReintentar,
  onModificar,
  onCancelar,
  acciones,
  fecha,
  onFechaChange,
}: CitasDelDiaProps) {
  const accionesDeFila = (cita: CitaListado): DataTableRowAction[] => {
    if (cita.estado !== 'EN_CURSO') return [];
    return [
      ...(onModificar
        ? [
            {
              id: 'modificar',
              label: TEXTOS_CITAS_DEL_DIA.modificar(cita.num_cita),
              icon: <Pencil size={16} aria-hidden="true" />,
              onAction: () => onModificar(cita),
            },
          ]
        : []),
      ...(onCancelar
        ? [
            {
              id: 'cancelar',
              label: TEXTOS_CITAS_DEL_DIA.cancelar(cita.num_cita),
              icon: <Trash2 size={16} aria-hidden="true" />,
              tone: 'danger' as const,
              onAction: () => onCancelar(cita),
            },
          ]
        : []),
    ];
  };

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <div className={styles.seccion}>
        <p role="alert" className={styles.texto}>
          {error}
        </p>
        {onReintentar && (
          <div>
            <Button variant="secondary" onPress={onReintentar}>
              {TEXTOS_CITAS_DEL_DIA.reintentar}
            </Button>
          </div>
        )}
      </div>
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
  } else {
    contenido = (
      <DataTable
        label={TEXTOS_CITAS_DEL_DIA.titulo}
        data={citas}
        columns={COLUMNAS}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'tipo', direction: 'descending' }}
        scrollHeight="410px"
        rowTone={(cita) => TONOS[cita.estado]}
        rowActions={onModificar || onCancelar ? accionesDeFila : undefined}
        texts={{
          empty: fecha
            ? TEXTOS_CITAS_DEL_DIA.vacioDelDia(fechaLegible(fecha))
            : TEXTOS_CITAS_DEL_DIA.vacio,
        }}
      />
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader title={TEXTOS_CITAS_DEL_DIA.titulo} actions={acciones} />
      {fecha && onFechaChange && (
        <div className={estilosDia.selectorDeDia}>
          <DatePicker
            label={TEXTOS_CITAS_DEL_DIA.dia}
            value={valorDeFecha(fecha)}
            onChange={(valor) => {
              if (valor) onFechaChange(valor.toString());
            }}
          />
        </div>
      )}
      {contenido}
    </div>
  );
}
