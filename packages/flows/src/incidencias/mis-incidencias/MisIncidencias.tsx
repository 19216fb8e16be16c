import type { Incidencia } from '@clinica/api-client';
import {
  AlertDialog,
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowAction,
  Dialog,
  EmptyState,
  LinkButton,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
  statusLabel,
} from '@clinica/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Eye, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { waitFor } from 'xstate';
import { FalloAlCargar } from '../../errores/FalloAlCargar';
import { fechaLegible } from '../../fechas/fechas';
import * as styles from '../../wizard/PasoAsistente.css';
import type { eliminarIncidenciaMachine } from '../eliminar/machine';
import { prioridadLegible, TEXTOS_INCIDENCIAS as T } from '../texts';
import * as estilos from './MisIncidencias.css';

export interface MisIncidenciasProps {
  /** Las incidencias del que ha iniciado sesión; sin ellas (`undefined`) se están cargando. */
  incidencias: readonly Incidencia[] | undefined;
  /** El fallo al cargarlas; tiene preferencia sobre `incidencias`. */
  error?: string;
  onReintentar?: () => void;
  /** 'Volver al inicio': la portada del rol (docs/decisiones.md (21)); sin él, no hay enlace. */
  inicioHref?: string;
  /** '+ Crear incidencia': el asistente del rol ('/medico/crearIncidencia'). */
  crearHref: string;
  /** El lápiz (o el ojo de una resuelta) de una fila: la aplicación abre 'editarIncidencia/{id}'. */
  onEditar: (incidencia: Incidencia) => void;
  /** `eliminarIncidenciaMachine.provide({ actors: actoresEliminarIncidencia(client) })`. */
  eliminar: typeof eliminarIncidenciaMachine;
  /** Tras eliminar una: la aplicación vuelve a pedir la lista. */
  onEliminada?: (incidencia: Incidencia) => void;
}

const COLUMNAS: DataTableColumn<Incidencia>[] = [
  { id: 'asunto', header: T.asunto, accessor: 'asunto', isRowHeader: true },
  {
    id: 'prioridad',
    header: T.nivelPrioridad,
    accessor: 'nivel_prioridad',
    cell: (i) => prioridadLegible(i.nivel_prioridad),
  },
  {
    id: 'estado',
    header: T.estado,
    // La palabra que se lee ('Programada'): el filtro la encuentra, y nunca 'curso'.
    accessor: (i) => statusLabel(i.estado),
    cell: (i) => <StatusBadge estado={i.estado} />,
  },
  { id: 'fecha', header: T.fecha, accessor: 'fecha', cell: (i) => fechaLegible(i.fecha) },
];

/** Una incidencia en una pantalla estrecha: el asunto, la fecha, el estado en palabras, la prioridad. */
const TARJETA: DataTableCardLayout<Incidencia> = {
  title: 'asunto',
  headingLevel: 2,
  lead: 'fecha',
  status: 'estado',
  details: ['prioridad'],
};

/**
 * 'Mis incidencias' (§2.3): las del empleado, con su estado en palabras y color, y por fila
 * editar (o ver, si está resuelta) y eliminar, que pregunta antes (§8). En pantallas anchas, la
 * tabla; en estrechas, una tarjeta por incidencia.
 */
export function MisIncidencias({
  incidencias,
  error,
  onReintentar,
  inicioHref,
  crearHref,
  onEditar,
  eliminar,
  onEliminada,
}: MisIncidenciasProps) {
  const actor = useActorRef(eliminar);
  const estado = useSelector(actor, (s) => s);
  const { incidencia: elegida, eliminada, detalle } = estado.context;
  const aviso = useRef<HTMLParagraphElement>(null);
  const avisada = useRef<Incidencia | undefined>(undefined);
  const alEliminar = useRef(onEliminada);
  alEliminar.current = onEliminada;

  // La fila ya no existe: el foco va al aviso, que además se anuncia.
  useEffect(() => {
    if (!eliminada || avisada.current === eliminada) return;
    avisada.current = eliminada;
    alEliminar.current?.(eliminada);
    aviso.current?.focus();
  }, [eliminada]);

  const accionesDe = (incidencia: Incidencia): DataTableRowAction[] => [
    incidencia.estado === 'RESUELTA'
      ? {
          id: 'ver',
          label: T.ver(incidencia.asunto),
          text: T.botonVer,
          icon: <Eye size={16} aria-hidden="true" />,
          onAction: () => onEditar(incidencia),
        }
      : {
          id: 'editar',
          label: T.editar(incidencia.asunto),
          text: T.botonEditar,
          icon: <Pencil size={16} aria-hidden="true" />,
          onAction: () => onEditar(incidencia),
        },
    {
      id: 'eliminar',
      label: T.eliminar(incidencia.asunto),
      text: T.botonEliminar,
      icon: <Trash2 size={16} aria-hidden="true" />,
      tone: 'danger',
      // Una RESUELTA no se elimina: el botón lo dice antes, en lugar de un diálogo que rechaza
      // (docs/decisiones.md (44)). El diálogo 'Error' queda para quien la resolvió entretanto.
      disabledReason: incidencia.estado === 'PENDIENTE' ? undefined : T.soloPendientes,
      onAction: () => actor.send({ type: 'ELIMINAR', incidencia }),
    },
  ];

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (incidencias === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (incidencias.length === 0) {
    contenido = (
      <EmptyState
        title={T.vacia}
        text={T.vaciaTexto}
        icon={<TriangleAlert size={32} aria-hidden="true" />}
        action={
          <LinkButton href={crearHref} icon={<Plus size={18} aria-hidden="true" />}>
            {T.crearIncidenciaNombre}
          </LinkButton>
        }
      />
    );
  } else {
    contenido = (
      <DataTable
        label={T.misIncidencias}
        data={incidencias}
        columns={COLUMNAS}
        getRowId={(i) => String(i.id)}
        defaultSort={{ column: 'fecha', direction: 'descending' }}
        rowTone={(i) => (i.estado === 'PENDIENTE' ? 'pendiente' : 'resuelta')}
        rowActions={accionesDe}
        texts={{ actions: T.acciones }}
        card={TARJETA}
      />
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.misIncidencias}
        backHref={inicioHref}
        backLabel={T.volverAlInicio}
        actions={
          <LinkButton href={crearHref} aria-label={T.crearIncidenciaNombre}>
            {T.crearIncidencia}
          </LinkButton>
        }
      />
      {eliminada && (
        <p ref={aviso} tabIndex={-1} role="status" className={estilos.aviso}>
          {T.eliminada(eliminada.asunto)}
        </p>
      )}
      {contenido}
      <AlertDialog
        isOpen={estado.matches('confirmando') || estado.matches('borrando')}
        title={T.confirmarEliminacion}
        confirmLabel={T.siEliminar}
        cancelLabel={T.noEliminar}
        variant="destructive"
        onCancel={() => actor.send({ type: 'CANCELAR' })}
        onConfirm={async () => {
          actor.send({ type: 'CONFIRMAR' });
          await waitFor(actor, (s) => !s.matches('borrando'));
        }}
      >
        <p className={styles.texto}>{T.preguntaEliminar}</p>
        {elegida && <p className={styles.texto}>{`${T.asunto}: ${elegida.asunto}`}</p>}
      </AlertDialog>
      <Dialog
        isOpen={estado.matches('noPermitido') || estado.matches('fallo')}
        onOpenChange={(abierto) => {
          if (!abierto) actor.send({ type: 'CERRAR' });
        }}
        title={T.error}
        size="small"
        footer={({ close }) => <Button onPress={close}>{T.aceptar}</Button>}
      >
        <p role="alert" className={styles.texto}>
          {estado.matches('noPermitido') ? T.soloPendientes : T.errorAlEliminar}
        </p>
        {estado.matches('fallo') && detalle && <p className={styles.texto}>{detalle}</p>}
      </Dialog>
    </div>
  );
}
