import type { CitaListado } from '@clinica/api-client';
import { DescriptionList, InfoBox, LinkButton, PageHeader } from '@clinica/ui';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_INFORME as T } from './texts';

export interface InformeFuturoProps {
  /** Una cita de radiología suya, programada para un día que no ha llegado. */
  cita: CitaListado;
  /** Por qué todavía no se informa (`mensajeInformeFuturo`). */
  motivo: string;
  /** @default '/radiologo/buscarCita' */
  buscarHref?: string;
}

/**
 * 'Crear informe de la cita' de una cita cuyo día no ha llegado (docs/decisiones.md (60)): la
 * cita de solo lectura (el paciente, el número, el día y la hora) y por qué su informe se podrá
 * escribir a partir de ese día, en vez de un formulario que el servidor rechazaría.
 */
export function InformeFuturo({
  cita,
  motivo,
  buscarHref = '/radiologo/buscarCita',
}: InformeFuturoProps) {
  return (
    <div className={styles.paso}>
      <PageHeader title={T.tituloInforme} />
      <DescriptionList
        heading={T.paciente}
        items={[
          { term: T.nombre, value: cita.nombre_completo_paciente },
          { term: T.dni, value: cita.dni_paciente },
          { term: T.cita, value: cita.num_cita },
          { term: T.cuando, value: `${fechaLegible(cita.fecha)}, ${cita.hora}` },
        ]}
      />
      <InfoBox tone="info" heading={T.todaviaNo}>
        {motivo}
      </InfoBox>
      <div>
        <LinkButton href={buscarHref}>{T.buscarCita}</LinkButton>
      </div>
    </div>
  );
}
