/**
 * Los datos de una cita como filas de una lista de descripción: lo que hace falta ver para saber
 * de qué cita se habla (quién, cuándo, de qué tipo y con quién). Lo usan la pregunta de cancelar
 * y los detalles de la cita.
 */
import type { CitaListado } from '@clinica/api-client';
import { tipoLegible } from '@clinica/api-client/reglas';
import type { DescriptionListItem } from '@clinica/ui';
import { fechaLegible } from '../fechas/fechas';
import { TEXTOS_FILAS_DE_CITA } from './texts';

export { TEXTOS_FILAS_DE_CITA } from './texts';

export function filasDeCita(cita: CitaListado): DescriptionListItem[] {
  const T = TEXTOS_FILAS_DE_CITA;
  return [
    { term: T.numero, value: cita.num_cita },
    { term: T.paciente, value: cita.nombre_completo_paciente },
    { term: T.dni, value: cita.dni_paciente ?? T.sinDocumento },
    { term: T.fecha, value: fechaLegible(cita.fecha) },
    { term: T.hora, value: cita.hora },
    { term: T.tipo, value: tipoLegible(cita.tipo_cita) },
    cita.tipo_cita === 'Radiologia'
      ? { term: T.radiologo, value: cita.nombre_completo_radiologo ?? '' }
      : { term: T.medico, value: cita.nombre_completo_medico ?? '' },
  ];
}
