import type { CitaListado, Clinica } from '@clinica/api-client';
import {
  Card,
  DataTable,
  type DataTableRowAction,
  EmptyState,
  LinkButton,
  PageHeader,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import {
  CalendarPlus,
  CalendarX2,
  Eye,
  MapPin,
  Phone,
  ShieldCheck,
  Siren,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  dentroDelAviso,
  HORAS_DE_ANTELACION,
  mensajeDeAntelacion,
} from '../cancelar-cita/antelacion';
import {
  columnasDeCitasDelPaciente,
  TARJETA_DE_CITA_DEL_PACIENTE,
  TONO_DE_CITA,
} from '../cita/listaDeCitas';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { horarioDeApertura } from '../fechas/horario';
import { telefonoLegible } from '../pedir-cita/calendario';
import { estaProgramada } from '../proxima-cita/proxima';
import { TEXTOS_PROXIMA_CITA } from '../proxima-cita/texts';
import * as styles from '../wizard/PasoAsistente.css';
import * as propios from './MisCitas.css';
import { TEXTOS_MIS_CITAS as T } from './texts';

export { TEXTOS_MIS_CITAS } from './texts';

/** Lo que 'Mis citas' dice de la clínica: sus datos de `GET /api/clinica` (`datosClinica`). */
export type ContactoClinica = Pick<Clinica, 'nombre' | 'direccion' | 'telefono' | 'horario'>;

export interface MisCitasProps {
  /**
   * Los datos de la clínica (`GET /api/clinica`). Mientras llegan, o si no llegan, las cajas de
   * contacto dicen solo lo que se sabe: nunca un teléfono ni una dirección que no sean los suyos.
   */
  clinica?: ContactoClinica;
  /**
   * Los datos de la clínica están llegando: las cajas de teléfono y dirección guardan su sitio
   * (en gris) para que el historial no salte hacia abajo cuando aparezcan.
   */
  clinicaCargando?: boolean;
  /** Las citas del paciente; sin ellas (`undefined`) se está cargando. */
  citas: readonly CitaListado[] | undefined;
  /** El fallo al cargarlas; tiene preferencia sobre `citas`. */
  error?: string;
  onReintentar?: () => void;
  /** 'Cancelar' de una cita EN_CURSO (§4). */
  onCancelar: (cita: CitaListado) => void;
  /** 'Ver detalles' de cualquier cita: lo que viene, o su resultado si ya se cumplió. */
  onAbrir: (cita: CitaListado) => void;
  /** @default '/paciente' */
  inicioHref?: string;
  /** Más enlaces bajo el historial. */
  pie?: ReactNode;
  /** 'Quién ha visto mi historia'. @default `${inicioHref}/misCitas/quienHaVistoMiHistoria` */
  accesosHref?: string;
  /**
   * La antelación mínima para cancelar, la del servidor (`GET /api/citas/antelacionCancelacion`):
   * a una cita que está más cerca, 'Cancelar' se ofrece desactivado con el motivo.
   * @default 24
   */
  horasDeAntelacion?: number;
  /** Para las historias y las pruebas. @default new Date() */
  ahora?: Date;
  /**
   * 'Descargar mis datos' (RGPD arts. 15 y 20), junto a 'Quién ha visto mi historia': pide el .zip
   * con todos sus datos y lo guarda (`descargarMisDatos(client)`); sin él, no se ofrece.
   */
  onDescargarMisDatos?: () => Promise<void>;
}

const COLUMNAS = columnasDeCitasDelPaciente({ profesional: T.profesional, estado: T.estado });

/**
 * Las cajas de contacto de la clínica (§2.6): urgencias, el teléfono de diario con el horario y
 * la dirección, de los datos de la clínica. Lo que aún no se sabe (cargando, un fallo, una clínica
 * sin rellenar) no se muestra; urgencias, el 112, siempre.
 */
function Contacto({
  clinica,
  cargando,
}: {
  clinica: ContactoClinica | undefined;
  cargando: boolean;
}) {
  const numero = clinica?.telefono || undefined;
  const telefono = numero && telefonoLegible(numero);
  const horario = clinica ? horarioDeApertura(clinica.horario) : [];
  const lugar = clinica?.direccion
    ? [clinica.nombre, clinica.direccion].filter(Boolean).join(', ')
    : undefined;
  return (
    <div className={propios.contacto}>
      <Card heading={T.urgencias} headingLevel={2}>
        <p className={propios.dato}>
          <Siren size={18} aria-hidden="true" />
          <a href={`tel:${T.urgenciasTelefono}`} className={propios.telefono}>
            {T.urgenciasTelefono}
          </a>
        </p>
        <p className={styles.texto}>{T.urgenciasTexto}</p>
      </Card>
      {cargando && !clinica && (
        <>
          <Card heading={T.telefono} headingLevel={2}>
            <SkeletonBlock shape="text" width="60%" />
            <SkeletonBlock shape="text" />
            <SkeletonBlock shape="text" />
          </Card>
          <Card heading={T.direccion} headingLevel={2}>
            <SkeletonBlock shape="text" />
          </Card>
        </>
      )}
      {(telefono || horario.length > 0) && (
        <Card heading={T.telefono} headingLevel={2}>
          {numero && telefono && (
            <p className={propios.dato}>
              <Phone size={18} aria-hidden="true" />
              <a
                href={`tel:${numero}`}
                aria-label={TEXTOS_PROXIMA_CITA.llamarALaClinica(telefono)}
                className={propios.telefono}
              >
                {telefono}
              </a>
            </p>
          )}
          {horario.map((linea) => (
            <p key={linea} className={styles.texto}>
              {linea}
            </p>
          ))}
        </Card>
      )}
      {lugar && (
        <Card heading={T.direccion} headingLevel={2}>
          <p className={propios.dato}>
            <MapPin size={18} aria-hidden="true" />
            <span>{lugar}</span>
          </p>
        </Card>
      )}
    </div>
  );
}

/**
 * 'Mis citas' (§2.6): las cajas de contacto y el 'Historial de citas' del paciente, de la más
 * reciente a la más antigua, cada una con su estado en palabras y color (§4, docs/decisiones.md (27)) y
 * 'Ver detalles' en todas y 'Cancelar' solo en las programadas (EN_CURSO). En pantallas
 * estrechas, una tarjeta por cita.
 */
export function MisCitas({
  clinica,
  clinicaCargando = false,
  citas,
  error,
  onReintentar,
  onCancelar,
  onAbrir,
  inicioHref = '/paciente',
  pie,
  accesosHref = `${inicioHref}/misCitas/quienHaVistoMiHistoria`,
  horasDeAntelacion = HORAS_DE_ANTELACION,
  ahora,
  onDescargarMisDatos,
}: MisCitasProps) {
  // 'Ver detalles' en cada fila (la misma página para toda cita: lo que viene o su resultado);
  // 'Cancelar' solo en las programadas.
  const accionesDe = (cita: CitaListado): DataTableRowAction[] => [
    {
      id: 'abrir',
      label: T.abrir(cita.num_cita),
      text: T.botonAbrir,
      icon: <Eye size={16} aria-hidden="true" />,
      onAction: () => onAbrir(cita),
    },
    ...(estaProgramada(cita)
      ? [
          {
            id: 'cancelar',
            label: T.cancelar(cita.num_cita),
            text: T.botonCancelar,
            icon: <Trash2 size={16} aria-hidden="true" />,
            tone: 'danger' as const,
            // Ya no se puede cancelar desde aquí: se dice antes, no en una pregunta que luego
            // se rechaza (docs/decisiones.md (44)).
            disabledReason: dentroDelAviso(cita.fecha, cita.hora, ahora, horasDeAntelacion)
              ? mensajeDeAntelacion(horasDeAntelacion)
              : undefined,
            onAction: () => onCancelar(cita),
          },
        ]
      : []),
  ];

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (citas === undefined) {
    contenido = (
      <Skeleton>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (citas.length === 0) {
    contenido = (
      <EmptyState
        title={T.vacio}
        headingLevel={3}
        text={T.vacioTexto}
        icon={<CalendarX2 size={32} aria-hidden="true" />}
        action={
          <LinkButton
            href={`${inicioHref}/pedirCita`}
            icon={<CalendarPlus size={16} aria-hidden="true" />}
          >
            {T.pedirCita}
          </LinkButton>
        }
      />
    );
  } else {
    contenido = (
      <DataTable
        label={T.historial}
        data={citas}
        columns={COLUMNAS}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'fecha', direction: 'descending' }}
        rowTone={(cita) => TONO_DE_CITA[cita.estado]}
        rowActions={accionesDe}
        card={TARJETA_DE_CITA_DEL_PACIENTE}
      />
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.titulo}
        subtitle={T.subtitulo}
        backHref={inicioHref}
        backLabel={T.volverAlInicio}
        actions={
          <LinkButton
            href={`${inicioHref}/pedirCita`}
            icon={<CalendarPlus size={16} aria-hidden="true" />}
          >
            {T.pedirCita}
          </LinkButton>
        }
      />
      <Contacto clinica={clinica} cargando={clinicaCargando} />
      <section aria-labelledby="historial-de-citas" className={styles.seccion}>
        <h2 id="historial-de-citas" className={styles.tituloSeccion}>
          {T.historial}
        </h2>
        {/* Sobre la lista, no bajo ella: la lista llega después y crece, y lo que hubiera
            debajo se movería al llegar (docs/rendimiento.md, 'The nineteenth round'). */}
        <div className={propios.tusDatos}>
          <div>
            <LinkButton
              href={accesosHref}
              variant="secondary"
              icon={<ShieldCheck size={16} aria-hidden="true" />}
            >
              {T.quienHaVisto}
            </LinkButton>
          </div>
          {onDescargarMisDatos && (
            <BotonDescargar
              texto={TEXTOS_DESCARGAS.misDatos}
              ayuda={TEXTOS_DESCARGAS.misDatosAyuda}
              descargar={onDescargarMisDatos}
            />
          )}
        </div>
        {contenido}
      </section>
      {pie}
    </div>
  );
}
