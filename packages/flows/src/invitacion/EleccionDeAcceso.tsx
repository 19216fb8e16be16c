import { Radio, RadioGroup } from '@clinica/ui';
import type { AccesoInicial } from './acceso';

/** Los textos de la elección. */
export const TEXTOS_ACCESO = {
  etiqueta: 'Cómo elegirá su contraseña',
  invitar: 'Enviar una invitación por correo',
  escribir: 'Escribir una contraseña',
  /** Con la invitación: a qué correo y cuánto vale el enlace. */
  invitacionA: (email: string) =>
    `Le enviaremos a ${email || 'su correo electrónico'} un enlace, válido 7 días, para que elija su contraseña.`,
  /** Con una contraseña escrita: que es provisional y no viaja por correo. */
  provisional:
    'La cambiará al iniciar sesión por primera vez. Díselo en persona: no se envía por correo.',
  /** La fila del resumen. */
  resumen: (email: string) => `Invitación por correo a ${email}`,
} as const;

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
