import { Radio, RadioGroup } from '@clinica/ui';
import { PasoAsignarDatos, type PasoAsignarDatosProps } from '../cita/PasoAsignarDatos';
import { NOMBRES_TIPO_CITA, profesionalDelTipo, TIPOS_CITA_MOSTRADOR } from '../cita/tiposDeCita';
import type { TipoCitaMostrador } from '../tipos';
import type { EventoCrearCita } from './datos';
import { ASISTENTE_CREAR_CITA, type PasoCrearCita } from './steps';
import { TEXTOS_CREAR_CITA as T } from './texts';

export interface PasoAsignarDatosCrearCitaProps
  extends Omit<
    PasoAsignarDatosProps<PasoCrearCita>,
    'asistente' | 'cita' | 'antes' | 'profesional' | 'send'
  > {
  /** Radiología, o medicina familiar presencial o telefónica: decide el profesional. */
  tipoCita: TipoCitaMostrador;
  send: (evento: EventoCrearCita) => void;
}

/**
 * Paso 2 de crear cita, 'Asignar datos': el tipo de cita y, después, el día, el radiólogo o el
 * médico (según el tipo) y una de sus horas libres; avisa si el paciente ya tiene otra cita ese
 * día con ese profesional, sin impedir seguir.
 */
export function PasoAsignarDatosCrearCita({
  tipoCita,
  send,
  ...props
}: PasoAsignarDatosCrearCitaProps) {
  return (
    <PasoAsignarDatos
      {...props}
      asistente={ASISTENTE_CREAR_CITA}
      profesional={profesionalDelTipo(tipoCita)}
      send={send}
      antes={
        <RadioGroup
          id={ASISTENTE_CREAR_CITA.idCampo('tipoCita')}
          label={T.tipoCita}
          value={tipoCita}
          onChange={(valor) =>
            send({ type: 'EDITAR', datos: { tipoCita: valor as TipoCitaMostrador } })
          }
        >
          {TIPOS_CITA_MOSTRADOR.map((tipo) => (
            <Radio key={tipo} value={tipo}>
              <span>
                <strong>{NOMBRES_TIPO_CITA[tipo]}</strong>
                <br />
                {T.descripcionTipo[tipo]}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      }
    />
  );
}
