import { Radio, RadioGroup } from '@clinica/ui';
import type { AccesoInicial } from './acceso';
import { TEXTOS_ACCESO } from './texts';

export { TEXTOS_ACCESO } from './texts';

export interface EleccionDeAccesoProps {
  id: string;
  acceso: AccesoInicial;
  /** El correo de la cuenta nueva, para decir adónde va la invitación. */
  email: string;
  onChange: (acceso: AccesoInicial) => void;
}

/** 'Enviar una invitación por correo' / 'Escribir una contraseña', con lo que supone cada una. */
export function EleccionDeAcceso({ id, acceso, email, onChange }: EleccionDeAccesoProps) {
  return (
    <RadioGroup
      id={id}
      label={TEXTOS_ACCESO.etiqueta}
      value={acceso}
      onChange={(valor) => onChange(valor === 'invitar' ? 'invitar' : 'escribir')}
      description={
        acceso === 'invitar' ? TEXTOS_ACCESO.invitacionA(email.trim()) : TEXTOS_ACCESO.provisional
      }
    >
      <Radio value="invitar">{TEXTOS_ACCESO.invitar}</Radio>
      <Radio value="escribir">{TEXTOS_ACCESO.escribir}</Radio>
    </RadioGroup>
  );
}
