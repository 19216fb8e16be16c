import type { CitaListado } from '@clinica/api-client';
import {
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowTone,
  EmptyState,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
  statusLabel,
} from '@clinica/ui';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { TEXTOS_FILAS_DE_CITA } from '../cita/filasDeCita';
import { tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { mensajeDeFallo } from '../errores/fallos';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_EDITAR_PACIENTE as T } from './texts';

export interface CitasDelPacienteProps {
  /** Sus citas (`mostrarCitasDelPaciente`), de la más reciente a la más antigua; sin ellas, cargando. */
  citas: CitaListado[] | undefined;
  /** El fallo al leerlas; tiene preferencia sobre `citas`. */
  error?: unknown;
  onReintentar?: () => void;
  idTitulo: string;
}

const TONOS: Record<CitaListado['estado'], DataTableRowTone> = {
  EN_CURSO: 'enCurso',
  CUMPLIDA: 'cumplida',
  CANCELADA: 'cancelada',
  NO_PRESENTADA: 'noPresentada',
};

const F = TEXTOS_FILAS_DE_CITA;
const cuando = (cita: CitaListado) => `${cita.fecha} ${cita.hora}`;

const COLUMNAS: DataTableColumn<CitaListado>[] = [
  { id: 'num_cita', header: F.numero, accessor: 'num_cita', isRowHeader: true },
  { id: 'fecha', header: F.fecha, accessor: cuando, cell: (c) => fechaLegible(c.fecha) },
  { id: 'hora', header: F.hora, accessor: 'hora' },
  { id: 'tipo', header: F.tipo, accessor: 'tipo_cita', cell: (c) => tipoLegible(c.tipo_cita) },
  {
    id: 'profesional',
    header: T.profesional,
    accessor: (c) => c.nombre_completo_medico ?? c.nombre_completo_radiologo ?? '',
  },
  {
    id: 'estado',
    header: T.estado,
    accessor: (c) => statusLabel(c.estado),
    cell: (c) => <StatusBadge estado={c.estado} />,
  },
];

const TARJETA: DataTableCardLayout<CitaListado> = {
  title: 'fecha',
  lead: 'hora',
  status: 'estado',
  details: ['num_cita', 'tipo', 'profesional'],
};

/**
 * Las citas de un paciente en su ficha (docs/decisiones.md (51)): todas, de la más reciente a la
 * más antigua, con su estado en palabras; 'Dar cita', arriba de la ficha, le da otra.
 */
export function CitasDelPaciente({ citas, error, onReintentar, idTitulo }: CitasDelPacienteProps) {
  let contenido: ReactNode;
  if (error !== undefined) {
    contenido = (
      <FalloAlCargar
        mensaje={mensajeDeFallo(error)}
        onReintentar={onReintentar}
        reintentar={T.reintentar}
      />
    );
  } else if (citas === undefined) {
    contenido = (
      <Skeleton label={T.cargandoCitas}>
        {Array.from({ length: 3 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (citas.length === 0) {
    contenido = (
      <EmptyState
        title={T.sinCitas}
        headingLevel={3}
        icon={<CalendarX2 size={32} aria-hidden="true" />}
      />
    );
  } else {
    contenido = (
      <DataTable
        label={T.citas}
        data={citas}
        columns={COLUMNAS}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'fecha', direction: 'descending' }}
        rowTone={(cita) => TONOS[cita.estado]}
        card={TARJETA}
      />
    );
  }
  return (
    <section aria-labelledby={idTitulo} className={styles.seccion}>
      <h2 id={idTitulo} className={styles.tituloSeccion}>
        {T.citas}
      </h2>
      {contenido}
    </section>
  );
}
