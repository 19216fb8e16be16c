import type { CitaListado } from '@clinica/api-client';
import { DescriptionList } from '@clinica/ui';
import { filasDeCita } from '../cita/filasDeCita';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_MODIFICAR_CITA as T } from './texts';

export interface CitaActualResumenProps {
  /** La cita como es ahora; sin ella solo se sabe el nombre del paciente (el de la URL). */
  ficha: CitaListado | undefined;
  nombrePaciente?: string;
}

/**
 * 'Cita actual': qué cita se está modificando, con su número, el paciente y su DNI (dos pacientes
 * pueden llamarse igual), y la fecha, la hora y el profesional que tiene ahora.
 */
export function CitaActualResumen({ ficha, nombrePaciente }: CitaActualResumenProps) {
  if (ficha) return <DescriptionList heading={T.citaActual} items={filasDeCita(ficha)} />;
  return nombrePaciente ? (
    <p className={styles.texto}>{`${T.paciente}: ${nombrePaciente}`}</p>
  ) : null;
}
