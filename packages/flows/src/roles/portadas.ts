/**
 * La portada de cada rol (§2.2), adonde lleva el inicio de sesión. Sin React ni iconos: la leen
 * las máquinas (`@clinica/flows/maquinas`) y la tabla de roles con su menú (`roles.ts`).
 */
import type { Rol } from '../tipos';

export const PORTADAS: Readonly<Record<Rol, string>> = {
  1: '/radiologo',
  2: '/administrativo',
  3: '/medico',
  4: '/paciente',
};

/** Si un valor leído de fuera (localStorage, una respuesta) es un código de rol. */
export function esRol(valor: unknown): valor is Rol {
  return typeof valor === 'number' && Object.hasOwn(PORTADAS, valor);
}

/** La portada del rol (§2.2), adonde se va tras iniciar sesión o al entrar en otra área. */
export function inicioDelRol(rol: Rol): string {
  return PORTADAS[rol];
}
