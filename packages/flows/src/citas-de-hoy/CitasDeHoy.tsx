import type { CitaListado, MotivoCancelacion } from '@clinica/api-client';
import {
  AlertDialog,
  Button,
  createToaster,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowAction,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  type Toaster,
  ToastRegion,
} from '@clinica/ui';
import { CalendarArrowUp, CalendarX2, FileText, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { MotivoDeCancelacion } from '../cancelar-cita/MotivoDeCancelacion';
import { TONO_DE_CITA } from '../cita/listaDeCitas';
import { tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { mensajeDeFallo } from '../errores/fallos';
import { EstadoDeLaCita, estadoLegible } from '../llegada/Llegada';
import * as styles from './medico.css';
import { diaConNombre, TEXTOS_MEDICO as T } from './texts';

export interface CitasDeHoyProps {
  /** Las citas de hoy del médico; sin ellas (`undefined`) se está cargando. */
  citas: readonly CitaListado[] | undefined;
  /** El fallo al cargarlas; tiene preferencia sobre `citas`. */
  error?: string;
  onReintentar?: () => void;
  /** Abrir una cita (EN_CURSO o CUMPLIDA): su diagnóstico. */
  onAbrir: (cita: CitaListado) => void;
  /**
   * Cancela la cita en el servidor; la promesa se rechaza con el fallo. Al acabar bien, la
   * aplicación vuelve a pedir la lista (sin recargar la página).
   */
  /** Cancelar una cita en curso, con el motivo elegido en el aviso si se dijo alguno. */
  onCancelar: (cita: CitaListado, motivo?: MotivoCancelacion) => Promise<unknown>;
  /** Hoy sin citas: el siguiente día con citas (YYYY-MM-DD), `null` si no hay; sin él, no se sabe. */
  proximoDiaConCitas?: string | null;
  /** Lleva un día al panel del calendario. */
  onVerDia?: (fecha: string) => void;
  /**
   * El panel lateral con el calendario (PanelCalendario); como función recibe con qué abrir la
   * misma pregunta de cancelar para una cita de otro día.
   */
  panel?: ReactNode | ((pedirCancelar: (cita: CitaListado) => void) => ReactNode);
  /** Las notificaciones; por defecto, unas propias de la pantalla. */
  toaster?: Toaster;
}

const COLUMNAS: DataTableColumn<CitaListado>[] = [
  { id: 'num_cita', header: T.numero, accessor: 'num_cita', isRowHeader: true },
  { id: 'paciente', header: T.paciente, accessor: 'nombre_completo_paciente' },
  { id: 'dni', header: T.dni, accessor: 'dni_paciente' },
  { id: 'hora', header: T.hora, accessor: 'hora' },
  { id: 'tipo', header: T.tipo, accessor: 'tipo_cita', cell: (c) => tipoLegible(c.tipo_cita) },
  {
    id: 'estado',
    header: T.estado,
    // La palabra que se lee ('Programada'): el filtro la encuentra, y nunca 'curso'; un paciente
    // que ya ha llegado, 'En sala de espera' (docs/decisiones.md (54)).
    accessor: (c) => estadoLegible(c, 'profesional'),
    cell: (c) => <EstadoDeLaCita cita={c} vista="profesional" />,
  },
];

/** Las citas de hoy en una pantalla estrecha: paciente, hora, estado en palabras, número, DNI, tipo. */
const TARJETA: DataTableCardLayout<CitaListado> = {
  title: 'paciente',
  headingLevel: 2,
  lead: 'hora',
  status: 'estado',
  details: ['num_cita', 'dni', 'tipo'],
};

/**
 * 'Citas de hoy' del médico (§2.5): sus citas de hoy por hora, con el estado en palabras y en
 * color (docs/decisiones.md (27)) y solo las acciones que sirven: abrir una cita en curso o cumplida (su
 * diagnóstico), cancelar una en curso (§4, con la pregunta del popup). En pantallas anchas una
 * tabla junto al calendario, con todas sus filas en el desplazamiento de la página (docs/decisiones.md
 * (53)); en estrechas, una tarjeta por cita.
 */
export function CitasDeHoy({
  citas,
  error,
  onReintentar,
  onAbrir,
  onCancelar,
  proximoDiaConCitas,
  onVerDia,
  panel,
  toaster: toasterDeFuera,
}: CitasDeHoyProps) {
  const [propio] = useState(() => createToaster());
  const toaster = toasterDeFuera ?? propio;
  const [aCancelar, setACancelarCita] = useState<CitaListado | null>(null);
  const [motivo, setMotivo] = useState<MotivoCancelacion | undefined>(undefined);
  // Each question starts at 'Sin indicar'.
  const setACancelar = (cita: CitaListado | null) => {
    setMotivo(undefined);
    setACancelarCita(cita);
  };
  // While the dialog fades out it still needs its question (an empty title has no name).
  const ultimaPreguntada = useRef<CitaListado | null>(null);
  if (aCancelar) ultimaPreguntada.current = aCancelar;
  const preguntada = aCancelar ?? ultimaPreguntada.current;
  const ordenadas = useMemo(
    () => (citas ? [...citas].sort((a, b) => a.hora.localeCompare(b.hora)) : []),
    [citas],
  );

  const accionesDe = (cita: CitaListado): DataTableRowAction[] => {
    const acciones: DataTableRowAction[] = [];
    // A no-show is never diagnosed (docs/decisiones.md (54)): nothing to open.
    if (cita.estado === 'EN_CURSO' || cita.estado === 'CUMPLIDA') {
      acciones.push({
        id: 'abrir',
        label: T.abrir(cita.num_cita),
        text: T.botonAbrir,
        icon: <FileText size={16} aria-hidden="true" />,
        onAction: () => onAbrir(cita),
      });
    }
    if (cita.estado === 'EN_CURSO') {
      acciones.push({
        id: 'cancelar',
        label: T.cancelar(cita.num_cita),
        text: T.botonCancelar,
        icon: <Trash2 size={16} aria-hidden="true" />,
        tone: 'danger',
        onAction: () => setACancelar(cita),
      });
    }
    return acciones;
  };

  const cancelar = async (cita: CitaListado) => {
    try {
      await onCancelar(cita, motivo);
      toaster.success(T.canceladaOk);
    } catch (fallo) {
      toaster.error(T.falloCancelar(cita.num_cita, mensajeDeFallo(fallo)));
    }
  };

  let lista: ReactNode;
  if (error) {
    lista = <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />;
  } else if (citas === undefined) {
    lista = (
      <Skeleton>
        {Array.from({ length: 5 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (citas.length === 0) {
    const proximo = proximoDiaConCitas ? diaConNombre(proximoDiaConCitas) : undefined;
    lista = (
      <EmptyState
        icon={<CalendarX2 size={32} />}
        title={T.vacio}
        text={
          proximo ? T.proximoDia(proximo) : proximoDiaConCitas === null ? T.sinProximos : undefined
        }
        action={
          proximoDiaConCitas &&
          proximo &&
          onVerDia && (
            <Button
              variant="primary"
              icon={<CalendarArrowUp size={18} aria-hidden="true" />}
              onPress={() => onVerDia(proximoDiaConCitas)}
            >
              {T.verEnCalendario(proximo)}
            </Button>
          )
        }
      />
    );
  } else {
    lista = (
      <DataTable
        label={T.tabla}
        data={ordenadas}
        columns={COLUMNAS}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'hora', direction: 'ascending' }}
        showInfo={false}
        rowTone={(cita) => TONO_DE_CITA[cita.estado]}
        rowActions={accionesDe}
        card={TARJETA}
      />
    );
  }

  return (
    <div className={styles.area}>
      <PageHeader title={T.titulo} subtitle={T.subtitulo} />
      <div className={styles.rejilla}>
        <div>{lista}</div>
        <div
          className={
            citas === undefined && !error
              ? `${styles.lugarDelPanel} ${styles.panelEsperando}`
              : styles.lugarDelPanel
          }
        >
          {typeof panel === 'function' ? panel(setACancelar) : panel}
        </div>
      </div>
      <AlertDialog
        isOpen={aCancelar !== null}
        onOpenChange={(abierto) => {
          if (!abierto) setACancelar(null);
        }}
        title={preguntada ? T.preguntaCancelar(preguntada.num_cita) : ''}
        confirmLabel={T.confirmarCancelar}
        cancelLabel={T.noCancelar}
        variant="destructive"
        onConfirm={() => (aCancelar ? cancelar(aCancelar) : undefined)}
      >
        {preguntada && (
          <>
            <p className={styles.textoDelAviso}>
              {T.detalleCancelar(preguntada.nombre_completo_paciente, preguntada.hora)}
            </p>
            <MotivoDeCancelacion motivo={motivo} onChange={setMotivo} />
          </>
        )}
      </AlertDialog>
      {!toasterDeFuera && <ToastRegion toaster={propio} />}
    </div>
  );
}
