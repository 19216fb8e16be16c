/**
 * Los cuatro roles de la clínica (docs/decisiones.md (1)): su nombre, su portada (§2.2) y su menú lateral
 * (§2.1). Es la única tabla de roles: la leen los flujos (el inicio tras iniciar sesión) y la
 * aplicación (guardias, marco, página no encontrada), y otra aplicación puede leerla igual.
 */

import { NOMBRES_DE_ROL, ROL } from '@clinica/api-client/reglas';
import type { SidebarItem } from '@clinica/ui';
import {
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  House,
  Search,
  TriangleAlert,
  UserPlus,
  Users,
} from 'lucide-react';
import type { Rol } from '../tipos';
import { esRol, inicioDelRol, PORTADAS } from './portadas';

export { esRol, inicioDelRol };

export interface DatosDelRol {
  /** Cómo se llama el rol en pantalla: 'Radiólogo'. */
  nombre: string;
  /** La portada del rol, a la que lleva el inicio de sesión: '/radiologo'. */
  inicio: string;
  /**
   * El menú de la barra lateral; vacío para los pacientes, que no la tienen. Cada entrada se
   * marca en su `href` y en sus `matches` (la portada, los pasos de un asistente).
   */
  menu: readonly SidebarItem[];
}

/** Cada rol por su código del contrato: 1 radiólogo, 2 administrativo, 3 médico, 4 paciente. */
export const ROLES: Readonly<Record<Rol, DatosDelRol>> = {
  [ROL.radiologo]: {
    nombre: NOMBRES_DE_ROL[ROL.radiologo],
    inicio: PORTADAS[ROL.radiologo],
    menu: [
      {
        href: '/radiologo/buscarCita',
        label: 'Buscar cita',
        icon: Search,
        matches: ['/radiologo/buscarCita/*'],
      },
      { href: '/radiologo', label: 'Citas', icon: ClipboardList },
      {
        href: '/radiologo/misIncidencias',
        label: 'Mis incidencias',
        icon: TriangleAlert,
        matches: [
          '/radiologo/misIncidencias/*',
          '/radiologo/crearIncidencia/*',
          '/radiologo/editarIncidencia/*',
        ],
      },
    ],
  },
  [ROL.administrativo]: {
    nombre: NOMBRES_DE_ROL[ROL.administrativo],
    inicio: PORTADAS[ROL.administrativo],
    menu: [
      {
        href: '/administrativo/citas',
        label: 'Citas',
        icon: CalendarDays,
        // La portada es también la lista del día (§2.3); modificar y cancelar parten de ella.
        matches: [
          '/administrativo',
          '/administrativo/modificarCita/*',
          '/administrativo/eliminarCita/*',
        ],
      },
      {
        href: '/administrativo/crearPaciente',
        label: 'Crear paciente',
        icon: UserPlus,
        matches: ['/administrativo/crearPaciente/*'],
      },
      {
        href: '/administrativo/crearCita',
        label: 'Crear cita',
        icon: CalendarPlus,
        matches: ['/administrativo/crearCita/*'],
      },
      {
        // Buscar y corregir pacientes, y darles cita (docs/decisiones.md (51)).
        href: '/administrativo/pacientes',
        label: 'Pacientes',
        icon: Users,
        matches: ['/administrativo/pacientes/*'],
      },
      {
        href: '/administrativo/misIncidencias',
        label: 'Mis incidencias',
        icon: TriangleAlert,
        matches: [
          '/administrativo/misIncidencias/*',
          '/administrativo/crearIncidencia/*',
          '/administrativo/editarIncidencia/*',
        ],
      },
    ],
  },
  [ROL.medico]: {
    nombre: NOMBRES_DE_ROL[ROL.medico],
    inicio: PORTADAS[ROL.medico],
    menu: [
      { href: '/medico/inicio', label: 'Inicio', icon: House },
      // §2.5 no da otra ruta a 'Citas': es la misma página, cuyo calendario lleva a cualquier día; el diagnóstico (/medico/citas/{dni}/…) se abre desde ella.
      { href: '/medico', label: 'Citas', icon: CalendarDays, matches: ['/medico/citas/*'] },
      {
        href: '/medico/misIncidencias',
        label: 'Mis incidencias',
        icon: TriangleAlert,
        matches: [
          '/medico/misIncidencias/*',
          '/medico/crearIncidencia/*',
          '/medico/editarIncidencia/*',
        ],
      },
    ],
  },
  [ROL.paciente]: {
    nombre: NOMBRES_DE_ROL[ROL.paciente],
    inicio: PORTADAS[ROL.paciente],
    menu: [],
  },
};
