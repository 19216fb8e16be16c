import type { CitaListado } from '@clinica/api-client';
import { Card, EmptyState, LinkButton, Skeleton, SkeletonBlock } from '@clinica/ui';
import { CalendarClock, CalendarPlus, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLarga } from '../fechas/fechas';
import * as propios from './ProximaCita.css';
import { proximaCita, rutaDeDetalles } from './proxima';
import { TEXTOS_PROXIMA_CITA as T } from './texts';

export interface TuProximaCitaProps {
  /** Las citas del paciente (`mostrarCitasDelPaciente`); `undefined` mientras cargan. */
  citas: readonly CitaListado[] | undefined;
  /** El fallo al cargarlas; tiene preferencia sobre `citas`. */
  error?: string;
  onReintentar?: () => void;
  /** @default '/paciente' */
  inicioHref?: string;
  /** Para las historias y las pruebas. @default new Date() */
  ahora?: Date;
}

/** Con quién es la cita: su médico o su radiólogo. */
export const profesionalDe = (cita: CitaListado) =>
  cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '';

/**
 * 'Tu próxima cita', en el inicio del paciente: la programada más cercana (el día en palabras,
 * la hora, el tipo y con quién) y 'Ver detalles'; sin ninguna, 'Pedir una cita'.
 */
export function TuProximaCita({
  citas,
  error,
  onReintentar,
  inicioHref = '/paciente',
  ahora,
}: TuProximaCitaProps) {
  let contenido: ReactNode;
  const cita = citas && proximaCita(citas, ahora);
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (citas === undefined) {
    contenido = (
      <Skeleton>
        <SkeletonBlock shape="text" width="16rem" />
        <SkeletonBlock shape="text" width="12rem" />
        <SkeletonBlock shape="rect" width="9rem" height={40} />
      </Skeleton>
    );
  } else if (!cita) {
    contenido = (
      <EmptyState
        title={T.ninguna}
        headingLevel={3}
        text={T.ningunaTexto}
        icon={<CalendarPlus size={32} aria-hidden="true" />}
        action={
          <LinkButton
            href={`${inicioHref}/pedirCita`}
            icon={<CalendarPlus size={16} aria-hidden="true" />}
          >
            {T.pedirUnaCita}
          </LinkButton>
        }
      />
    );
  } else {
    contenido = (
      <>
        <p className={propios.cuando}>
          <CalendarClock size={22} aria-hidden="true" className={propios.icono} />
          <span>
            <strong>{fechaLarga(cita.fecha)}</strong>, {T.aLas(cita.hora)}
          </span>
        </p>
        <p className={propios.linea}>
          {`${tipoLegible(cita.tipo_cita)}, con ${profesionalDe(cita)}`}
        </p>
        <div>
          <LinkButton
            href={rutaDeDetalles(cita, inicioHref)}
            variant="secondary"
            icon={<Eye size={16} aria-hidden="true" />}
          >
            {T.verDetalles}
          </LinkButton>
        </div>
      </>
    );
  }
  return (
    <Card heading={T.tuProximaCita} headingLevel={2} className={propios.tarjeta}>
      {contenido}
    </Card>
  );
}
