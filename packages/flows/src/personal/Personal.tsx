import type { CitaPendiente, Empleado, ListaPersonal } from '@clinica/api-client';
import { NOMBRES_DE_ROL } from '@clinica/api-client/reglas';
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
  SearchField,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
} from '@clinica/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { LockOpen, Pencil, UserCheck, UserMinus, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { CitasAfectadas, type EnlacesDeCita } from '../cita/CitasAfectadas';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import * as styles from '../wizard/PasoAsistente.css';
import { type EstadoDeCuenta, estadoDeCuenta, fechaHoraLegible } from './datos';
import type { AccionHecha, accionesPersonalMachine } from './machine';
import * as estilos from './Personal.css';
import { TEXTOS_PERSONAL as T } from './texts';

export type { EnlacesDeCita };

export interface PersonalProps {
  /** Una página del personal; sin ella (`undefined`) se está cargando. */
  lista: ListaPersonal | undefined;
  /** El fallo al cargarla; tiene preferencia sobre `lista`. */
  error?: string;
  onReintentar?: () => void;
  /** El texto buscado (`q` del servidor). */
  busqueda: string;
  /** Buscar otro texto: la aplicación pide la primera página con él. */
  onBuscar: (q: string) => void;
  /** Ir a otra página (desde 1). */
  onPagina: (pagina: number) => void;
  /** El id de usuario de quien mira: a uno mismo no se le da de baja. */
  idUsuario: number;
  /**
   * Cuántos responsables de alta tiene la clínica: al último no se le da de baja
   * (docs/decisiones.md (44, 48)). Sin él, lo dice el servidor al intentarlo.
   */
  responsablesDeAlta?: number;
  /** 'Dar de alta a un empleado': la página del alta. */
  nuevoHref: string;
  /** 'Editar' de una fila: la aplicación abre su ficha. */
  onEditar: (empleado: Empleado) => void;
  /** `accionesPersonalMachine.provide({ actors: actoresAccionesPersonal(client) })`. */
  acciones: typeof accionesPersonalMachine;
  /** Tras dar de baja, de alta o desbloquear: la aplicación vuelve a pedir la lista. */
  onCambiado?: (hecha: AccionHecha) => void;
  /** Las páginas de modificar y cancelar una cita, para las que impiden una baja. */
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
}

// Ordenadas por el servidor (apellidos y nombre): ordenar solo la página a la vista engañaría.
/** Cada estado con una forma de icono y una palabra propias, nunca solo un color. */
const INSIGNIA: Record<
  EstadoDeCuenta,
  { estado: 'CUMPLIDA' | 'CANCELADA' | 'PENDIENTE'; texto: string }
> = {
  activo: { estado: 'CUMPLIDA', texto: T.activo },
  deBaja: { estado: 'CANCELADA', texto: T.deBaja },
  bloqueado: { estado: 'PENDIENTE', texto: T.bloqueado },
};

const COLUMNAS: DataTableColumn<Empleado>[] = [
  {
    id: 'nombre',
    header: T.nombre,
    accessor: 'nombre_completo',
    isRowHeader: true,
    allowsSorting: false,
    cell: (e) => (
      <span className={estilos.nombre}>
        {e.nombre_completo}
        {e.responsable && <span className={estilos.marca}>{T.responsable}</span>}
      </span>
    ),
  },
  { id: 'rol', header: T.rol, accessor: (e) => NOMBRES_DE_ROL[e.id_rol], allowsSorting: false },
  { id: 'email', header: T.email, accessor: 'email', allowsSorting: false },
  {
    id: 'estado',
    header: T.estado,
    accessor: (e) => INSIGNIA[estadoDeCuenta(e)].texto,
    allowsSorting: false,
    cell: (e) => {
      const { estado, texto } = INSIGNIA[estadoDeCuenta(e)];
      return <StatusBadge estado={estado} label={texto} />;
    },
  },
  {
    id: 'ultimoAcceso',
    header: T.ultimoAcceso,
    accessor: (e) => e.ultimo_acceso ?? '',
    allowsSorting: false,
    cell: (e) => (e.ultimo_acceso ? fechaHoraLegible(e.ultimo_acceso) : T.nunca),
  },
];

/** Una cuenta en una pantalla estrecha: el nombre, el rol, su estado en palabras, correo y acceso. */
const TARJETA: DataTableCardLayout<Empleado> = {
  title: 'nombre',
  headingLevel: 2,
  lead: 'rol',
  status: 'estado',
  details: ['email', 'ultimoAcceso'],
};

/**
 * 'Personal' (docs/decisiones.md (46)): todas las cuentas del personal, con búsqueda en el
 * servidor y páginas; por fila 'Editar', 'Dar de baja' (pregunta antes y, si el servidor la
 * rechaza, lista las citas que la impiden con sus enlaces) o 'Dar de alta', y 'Desbloquear' si
 * está bloqueada. En pantallas anchas, la tabla; en estrechas, una tarjeta por cuenta.
 */
export function Personal({
  lista,
  error,
  onReintentar,
  busqueda,
  onBuscar,
  onPagina,
  idUsuario,
  responsablesDeAlta,
  nuevoHref,
  onEditar,
  acciones,
  onCambiado,
  enlacesDeCita,
}: PersonalProps) {
  const actor = useActorRef(acciones);
  const estado = useSelector(actor, (s) => s);
  const { empleado: elegido, hecha, rechazo } = estado.context;
  const [texto, setTexto] = useState(busqueda);
  const aviso = useRef<HTMLParagraphElement>(null);
  const avisada = useRef<AccionHecha | undefined>(undefined);
  const alCambiar = useRef(onCambiado);
  alCambiar.current = onCambiado;

  useEffect(() => setTexto(busqueda), [busqueda]);

  // Hecho: la lista se pide de nuevo y el foco va al aviso, que además se anuncia.
  useEffect(() => {
    if (!hecha || avisada.current === hecha) return;
    avisada.current = hecha;
    alCambiar.current?.(hecha);
    aviso.current?.focus();
  }, [hecha]);

  const motivoParaNoDarDeBaja = (empleado: Empleado) => {
    if (empleado.id === idUsuario) return T.noAUnoMismo;
    if (empleado.responsable && responsablesDeAlta !== undefined && responsablesDeAlta <= 1) {
      return T.noAlUltimoResponsable;
    }
    return undefined;
  };

  const accionesDe = (empleado: Empleado): DataTableRowAction[] => {
    const nombre = empleado.nombre_completo;
    const filas: DataTableRowAction[] = [
      {
        id: 'editar',
        label: T.editarA(nombre),
        text: T.editar,
        icon: <Pencil size={16} aria-hidden="true" />,
        onAction: () => onEditar(empleado),
      },
      empleado.activo
        ? {
            id: 'baja',
            label: T.darDeBajaA(nombre),
            text: T.darDeBaja,
            icon: <UserMinus size={16} aria-hidden="true" />,
            tone: 'danger',
            // Lo que no puede funcionar se dice antes, no en un diálogo que luego se niega
            // (docs/decisiones.md (44)).
            disabledReason: motivoParaNoDarDeBaja(empleado),
            onAction: () => actor.send({ type: 'DAR_DE_BAJA', empleado }),
          }
        : {
            id: 'alta',
            label: T.darDeAltaA(nombre),
            text: T.darDeAlta,
            icon: <UserCheck size={16} aria-hidden="true" />,
            onAction: () => actor.send({ type: 'DAR_DE_ALTA', empleado }),
          },
    ];
    if (empleado.bloqueado) {
      filas.push({
        id: 'desbloquear',
        label: T.desbloquearA(nombre),
        text: T.desbloquear,
        icon: <LockOpen size={16} aria-hidden="true" />,
        onAction: () => actor.send({ type: 'DESBLOQUEAR', empleado }),
      });
    }
    return filas;
  };

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (lista === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 5 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (lista.empleados.length === 0) {
    contenido = busqueda ? (
      <EmptyState
        title={T.sinResultados(busqueda)}
        icon={<Users size={32} aria-hidden="true" />}
        action={
          <Button variant="secondary" onPress={() => onBuscar('')}>
            {T.verTodos}
          </Button>
        }
      />
    ) : (
      <EmptyState title={T.vacia} icon={<Users size={32} aria-hidden="true" />} />
    );
  } else {
    const paginas = Math.max(1, Math.ceil(lista.total / lista.por_pagina));
    const desde = (lista.pagina - 1) * lista.por_pagina + 1;
    const hasta = desde + lista.empleados.length - 1;
    contenido = (
      <>
        <DataTable
          label={T.titulo}
          data={lista.empleados}
          columns={COLUMNAS}
          getRowId={(e) => String(e.id)}
          // La búsqueda y las páginas son del servidor; la tabla muestra la página que llega.
          showFilter={false}
          showPaging={false}
          showInfo={false}
          showSort={false}
          rowTone={(e) => (e.activo ? undefined : 'cancelada')}
          rowActions={accionesDe}
          texts={{ actions: T.acciones }}
          card={TARJETA}
        />
        <nav aria-label={T.paginas} className={estilos.paginas}>
          <p className={styles.texto}>{T.mostrando(desde, hasta, lista.total)}</p>
          {paginas > 1 && (
            <div className={estilos.botonesDePagina}>
              <Button
                variant="secondary"
                size="small"
                isDisabled={lista.pagina <= 1}
                onPress={() => onPagina(lista.pagina - 1)}
              >
                {T.anterior}
              </Button>
              <span>{T.pagina(lista.pagina, paginas)}</span>
              <Button
                variant="secondary"
                size="small"
                isDisabled={lista.pagina >= paginas}
                onPress={() => onPagina(lista.pagina + 1)}
              >
                {T.siguiente}
              </Button>
            </div>
          )}
        </nav>
      </>
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.titulo}
        actions={
          <LinkButton href={nuevoHref} icon={<UserPlus size={18} aria-hidden="true" />}>
            {T.darDeAltaNuevo}
          </LinkButton>
        }
      />
      <p className={styles.texto}>{T.introduccion}</p>
      <p className={styles.texto}>{T.buscarAyuda}</p>
      <search className={estilos.busqueda}>
        <SearchField
          className={estilos.campoBusqueda}
          label={T.buscar}
          value={texto}
          onChange={setTexto}
          onSubmit={(q) => onBuscar(q.trim())}
          onClear={() => onBuscar('')}
        />
        <Button variant="secondary" onPress={() => onBuscar(texto.trim())}>
          {T.buscar}
        </Button>
      </search>
      {hecha && (
        <p ref={aviso} tabIndex={-1} role="status" className={estilos.aviso}>
          {hecha.tipo === 'baja'
            ? T.dadoDeBaja(hecha.empleado.nombre_completo)
            : hecha.tipo === 'alta'
              ? T.dadoDeAlta(hecha.empleado.nombre_completo)
              : T.desbloqueado(hecha.empleado.nombre_completo)}
        </p>
      )}
      {contenido}
      <AlertDialog
        isOpen={estado.matches('confirmandoBaja') || estado.matches('dandoDeBaja')}
        title={T.preguntaBaja(elegido?.nombre_completo ?? '')}
        confirmLabel={T.siDarDeBaja}
        cancelLabel={T.noVolver}
        variant="destructive"
        onCancel={() => actor.send({ type: 'CANCELAR' })}
        onConfirm={async () => {
          actor.send({ type: 'CONFIRMAR' });
          await waitFor(actor, (s) => !s.matches('dandoDeBaja'));
        }}
      >
        <p className={styles.texto}>{T.explicacionBaja}</p>
      </AlertDialog>
      <Dialog
        isOpen={estado.matches('bajaRechazada')}
        onOpenChange={(abierto) => {
          if (!abierto) actor.send({ type: 'CERRAR' });
        }}
        title={T.bajaNoHecha(elegido?.nombre_completo ?? '')}
        size="large"
        footer={({ close }) => <Button onPress={close}>{T.aceptar}</Button>}
      >
        <p role="alert" className={styles.texto}>
          {rechazo?.message}
        </p>
        {rechazo?.citas && rechazo.citas.length > 0 && (
          <CitasAfectadas
            titulo={T.citasPorDelante}
            citas={rechazo.citas}
            total={rechazo.total_citas ?? rechazo.citas.length}
            enlacesDeCita={enlacesDeCita}
          />
        )}
      </Dialog>
      <Dialog
        isOpen={estado.matches('fallo')}
        onOpenChange={(abierto) => {
          if (!abierto) actor.send({ type: 'CERRAR' });
        }}
        title={T.error}
        size="small"
        footer={({ close }) => <Button onPress={close}>{T.aceptar}</Button>}
      >
        <p role="alert" className={styles.texto}>
          {estado.context.error}
        </p>
      </Dialog>
    </div>
  );
}
