import { DescriptionList } from '@clinica/ui';
import { AvisoCitaRepetida } from '../cita/AvisoCitaRepetida';
import { TEXTOS_DATOS_CITA } from '../cita/CamposDatosCita';
import { TEXTOS_PROFESIONAL } from '../cita/profesional';
import { NOMBRES_TIPO_CITA, profesionalDelTipo } from '../cita/tiposDeCita';
import { fechaLegible } from '../fechas/fechas';
import type { DatosCita, PacienteElegido, Profesional, TipoCitaMostrador } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import { pacienteLegible } from './datos';
import type { EventoCrearCita } from './machine';
import { ASISTENTE_CREAR_CITA } from './steps';
import { TEXTOS_CREAR_CITA as T } from './texts';

export interface PasoConfirmarDatosCitaProps extends PropsDePaso {
  paciente: PacienteElegido | undefined;
  tipoCita: TipoCitaMostrador;
  datos: DatosCita;
  /** Los radiólogos o los médicos (según el tipo), para nombrar al elegido. */
  profesionales: readonly Profesional[];
  /** Las horas de otras citas del paciente ese día con ese profesional: un aviso que no detiene. */
  horasRepetidas?: readonly string[];
  send: (evento: EventoCrearCita) => void;
}

/**
 * Paso 3, 'Confirmar datos': el resumen de la cita con 'Cambiar' por fila, y el aviso de otra
 * cita del paciente ese día con ese profesional, si la tiene; 'Crear cita' sigue pudiéndose.
 */
export function PasoConfirmarDatosCita(props: PasoConfirmarDatosCitaProps) {
  const { paciente, tipoCita, datos, profesionales, horasRepetidas = [], send } = props;
  /** 'Cambiar' una fila: a su paso, con el foco en su campo. */
  const cambiar = (paso: 'busquedaPaciente' | 'asignarDatos', campo: string) => ({
    onPress: () => send({ type: 'CAMBIAR', paso, campo }),
  });
  const elegido = profesionales.find((p) => p.idProfesional === datos.idProfesional);
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_CREAR_CITA, 'confirmarDatos', props)}
      continuarTexto={T.crear}
    >
      <DescriptionList
        items={[
          {
            term: T.paciente,
            value: paciente ? pacienteLegible(paciente) : '',
            action: cambiar('busquedaPaciente', 'dni'),
          },
          {
            term: T.tipoCita,
            value: NOMBRES_TIPO_CITA[tipoCita],
            action: cambiar('asignarDatos', 'tipoCita'),
          },
          {
            term: TEXTOS_DATOS_CITA.fecha,
            value: fechaLegible(datos.fecha),
            action: cambiar('asignarDatos', 'fecha'),
          },
          {
            term: TEXTOS_DATOS_CITA.hora,
            value: datos.hora,
            action: cambiar('asignarDatos', 'hora'),
          },
          {
            term: TEXTOS_PROFESIONAL[profesionalDelTipo(tipoCita)].etiqueta,
            value: elegido?.nombre_completo ?? '',
            action: cambiar('asignarDatos', 'idProfesional'),
          },
        ]}
      />
      <AvisoCitaRepetida horas={horasRepetidas} />
    </PasoAsistente>
  );
}
