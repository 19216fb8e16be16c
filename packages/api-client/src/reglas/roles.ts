/**
 * The clinic's four roles (docs/decisiones.md (1)), one reading for the whole kit: the server
 * checks them, the mocks answer by them, the flows' role table and the app's routes and guards
 * name them. A role is always `ROL.medico`, never a bare 3.
 */
import type { Rol } from '../types';

/** Each role by its code in the contract (`Rol`: 1 radiólogo, 2 administrativo, 3 médico, 4 paciente). */
export const ROL = {
  radiologo: 1,
  administrativo: 2,
  medico: 3,
  paciente: 4,
} as const satisfies Record<string, Rol>;

/** The staff roles: every role but the patient's (they have incidents and a side bar). */
export type RolDelPersonal = Exclude<Rol, typeof ROL.paciente>;

/** How each role is named on screen. */
export const NOMBRES_DE_ROL: Readonly<Record<Rol, string>> = {
  [ROL.radiologo]: 'Radiólogo',
  [ROL.administrativo]: 'Administrativo',
  [ROL.medico]: 'Médico',
  [ROL.paciente]: 'Paciente',
};

/** Whether a value read from outside (storage, an answer) is a role code. */
export function esRol(valor: unknown): valor is Rol {
  return typeof valor === 'number' && Object.hasOwn(NOMBRES_DE_ROL, valor);
}

/** Whether a role is staff (radiólogo, administrativo, médico). */
export function esDelPersonal(rol: Rol): rol is RolDelPersonal {
  return rol !== ROL.paciente;
}
