import type { CitaListado } from '@clinica/api-client';
import {
  type AhoraEnLaClinica,
  ahoraEnLaClinica,
  porQueNoLlegada,
  porQueNoNoPresentada,
} from '@clinica/api-client/reglas';
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
import {
  CalendarArrowUp,
  CalendarX2,
  Eye,
  Pencil,
  Sparkles,
  Trash2,
  UserCheck,
  UserX,
} from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { TONO_DE_CITA } from '../cita/listaDeCitas';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { mensajeDeFallo } from '../errores/fallos';
import { fechaLegible } from '../fechas/fechas';
import { EstadoDeLaCita, estadoLegible } from '../llegada/Llegada';
import { TEXTOS_LLEGADA } from '../llegada/texts';
import { ZONA_HORARIA_CLINICA } from '../validacion/fecha';
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
  /**
   * 'Ha llegado' de una cita EN_CURSO de hoy cuya llegada no consta (docs/decisiones.md (54)):
   * la anota en el servidor; la promesa se rechaza con el fallo. Al acabar bien, la aplicación
   * vuelve a pedir la lista, que dice 'Llegó a las HH:MM'. Sin él, no se ofrece.
   */
  onRegistrarLlegada?: (cita: CitaListado) => Promise<unknown>;
  /**
   * 'No se presentó' de una cita EN_CURSO cuya hora ya ha pasado sin llegada, tras confirmarlo
   * (es un estado final); la promesa se rechaza con el fallo. Sin él, no se ofrece.
   */
  onMarcarNoPresentada?: (cita: CitaListado) => Promise<unknown>;
  /**
   * El momento de la clínica ('AAAA-MM-DD', 'HH:MM') que decide qué citas admiten llegada o
   * ausencia, por las reglas de @clinica/api-client/reglas; por defecto, el reloj del navegador
   * en la zona de la clínica. El servidor vuelve a decidirlo con el suyo.
   */
  ahora?: AhoraEnLaClinica;
  /** Las notificaciones; por defecto, unas propias de la pantalla. */
  toaster?: Toaster;
}

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
      // La palabra que se lee ('Programada'): el filtro la encuentra, y nunca 'curso'; con la
      // llegada anotada, también 'Llegó a las 09:55' (docs/decisiones.md (54)).
      accessor: (cita) => estadoLegible(cita, 'mostrador'),
      cell: (cita) => <EstadoDeLaCita cita={cita} vista="mostrador" />,
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
 * permite (§4): modificar y cancelar las EN_CURSO, abrir las CUMPLIDA, ninguna las CANCELADA ni
 * las NO_PRESENTADA; 'Ha llegado' en las EN_CURSO de hoy sin llegada ('Llegó a las HH:MM' una vez
 * anotada) y 'No se presentó' en las EN_CURSO cuya hora ha pasado (docs/decisiones.md (54)). En
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
  onRegistrarLlegada,
  onMarcarNoPresentada,
  ahora: ahoraDado,
  toaster: toasterDeFuera,
}: CitasDelDiaProps) {
  const T = TEXTOS_CITAS_DEL_DIA;
  const L = TEXTOS_LLEGADA;
  const [propio] = useState(() => createToaster());
  const toaster = toasterDeFuera ?? propio;
  // The cita whose arrival or absence is being sent: its buttons wait, a second press sends none.
  const [enviando, setEnviando] = useState<number | null>(null);
  const [aMarcar, setAMarcar] = useState<CitaListado | null>(null);
  // While the dialog fades out it still needs its question (an empty title has no name).
  const ultimaPreguntada = useRef<CitaListado | null>(null);
  if (aMarcar) ultimaPreguntada.current = aMarcar;
  const preguntada = aMarcar ?? ultimaPreguntada.current;
  const ahora = ahoraDado ?? ahoraEnLaClinica(new Date(), ZONA_HORARIA_CLINICA);

  const enviar = async (
    cita: CitaListado,
    accion: (cita: CitaListado) => Promise<unknown>,
    hecho: string,
  ) => {
    setEnviando(cita.id);
    try {
      await accion(cita);
      toaster.success(hecho);
    } catch (fallo) {
      toaster.error(mensajeDeFallo(fallo));
    } finally {
      setEnviando(null);
    }
  };

  const accionesDe = (cita: CitaListado): DataTableRowAction[] => {
    const esperando = enviando === cita.id;
    const todas: (DataTableRowAction | false | undefined)[] =
      cita.estado === 'EN_CURSO'
        ? [
            onRegistrarLlegada &&
              !porQueNoLlegada(cita, ahora.fecha) && {
                id: 'llegada',
                label: L.haLlegadoCita(cita.num_cita),
                text: L.haLlegado,
                icon: <UserCheck size={16} aria-hidden="true" />,
                tone: 'primary',
                isDisabled: esperando,
                onAction: () =>
                  void enviar(cita, onRegistrarLlegada, L.anotada(cita.nombre_completo_paciente)),
              },
            onMarcarNoPresentada &&
              !porQueNoNoPresentada(cita, ahora) && {
                id: 'no-presentada',
                label: L.noSePresentoCita(cita.num_cita),
                text: L.noSePresento,
                icon: <UserX size={16} aria-hidden="true" />,
                isDisabled: esperando,
                onAction: () => setAMarcar(cita),
              },
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
  const hayAcciones = Boolean(
    onModificar || onCancelar || onAbrir || onRegistrarLlegada || onMarcarNoPresentada,
  );

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
        rowTone={(cita) => TONO_DE_CITA[cita.estado]}
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
      <AlertDialog
        isOpen={aMarcar !== null}
        onOpenChange={(abierto) => {
          if (!abierto) setAMarcar(null);
        }}
        title={preguntada ? L.preguntaNoSePresento(preguntada.num_cita) : ''}
        confirmLabel={L.confirmarNoSePresento}
        cancelLabel={L.volver}
        variant="destructive"
        onConfirm={() =>
          aMarcar && onMarcarNoPresentada
            ? enviar(aMarcar, onMarcarNoPresentada, L.marcada(aMarcar.nombre_completo_paciente))
            : undefined
        }
      >
        {preguntada &&
          L.explicacionNoSePresento(preguntada.nombre_completo_paciente, preguntada.hora)}
      </AlertDialog>
      {!toasterDeFuera && <ToastRegion toaster={propio} />}
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
