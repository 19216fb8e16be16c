/**
 * La portada de cada rol (§2.2), adonde lleva el inicio de sesión. Sin React ni iconos: la leen
 * las máquinas (`@clinica/flows/maquinas`), la tabla de roles con su menú (`roles.ts`) y, sola
 * (`@clinica/flows/portadas`), la tabla de rutas de una aplicación, que no carga nada más.
 */
import { esRol, ROL } from '@clinica/api-client/roles';
import type { Rol } from '../tipos';

export { esRol };

export const PORTADAS: Readonly<Record<Rol, string>> = {
  [ROL.radiologo]: '/radiologo',
  [ROL.administrativo]: '/administrativo',
  [ROL.medico]: '/medico',
  [ROL.paciente]: '/paciente',
};

/** La portada del rol (§2.2), adonde se va tras iniciar sesión o al entrar en otra área. */
export function inicioDelRol(rol: Rol): string {
  return PORTADAS[rol];
}
