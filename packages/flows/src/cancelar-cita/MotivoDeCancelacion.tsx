import type { MotivoCancelacion } from '@clinica/api-client';
import { MOTIVOS_DE_CANCELACION } from '@clinica/api-client/reglas';
import { Radio, RadioGroup } from '@clinica/ui';
import { TEXTOS_CANCELAR_CITA as T } from './texts';

/** El valor de 'Sin indicar' en el grupo: ningún motivo. */
const SIN_INDICAR = 'sin_indicar';

export interface MotivoDeCancelacionProps {
  /** El motivo elegido; sin él, 'Sin indicar'. */
  motivo: MotivoCancelacion | undefined;
  onChange: (motivo: MotivoCancelacion | undefined) => void;
  isDisabled?: boolean;
}

/**
 * Por qué se cancela una cita, opcional, de la lista cerrada (docs/decisiones.md (55)): lo pregunta
 * el mostrador al cancelar y el médico en su aviso; queda en el registro de actividad.
 */
export function MotivoDeCancelacion({ motivo, onChange, isDisabled }: MotivoDeCancelacionProps) {
  return (
    <RadioGroup
      label={T.motivo}
      description={T.motivoAyuda}
      isOptional
      value={motivo ?? SIN_INDICAR}
      isDisabled={isDisabled}
      onChange={(valor) =>
        onChange(valor === SIN_INDICAR ? undefined : (valor as MotivoCancelacion))
      }
    >
      <Radio value={SIN_INDICAR}>{T.sinIndicar}</Radio>
      {Object.entries(MOTIVOS_DE_CANCELACION).map(([codigo, texto]) => (
        <Radio key={codigo} value={codigo}>
          {texto}
        </Radio>
      ))}
    </RadioGroup>
  );
}
