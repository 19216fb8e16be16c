import type { SidebarItem } from '@clinica/ui';
import {
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  House,
  Search,
  TriangleAlert,
  UserPlus,
} from 'lucide-react';
import type { Rol } from '../sesion';

/** The side bar's menu of each staff role (§2.1); patients have no side bar. */
export const MENUS: Record<Exclude<Rol, 4>, readonly SidebarItem[]> = {
  2: [
    { href: '/administrativo/citas', label: 'Citas', icon: CalendarDays },
    { href: '/administrativo/crearPaciente', label: 'Crear Paciente', icon: UserPlus },
    { href: '/administrativo/crearCita', label: 'Crear Cita', icon: CalendarPlus },
    { href: '/administrativo/misIncidencias', label: 'Mis Incidencias', icon: TriangleAlert },
  ],
  1: [
    { href: '/radiologo/buscarCita', label: 'Buscar cita', icon: Search },
    { href: '/radiologo', label: 'Citas', icon: ClipboardList },
    { href: '/radiologo/misIncidencias', label: 'Mis incidencias', icon: TriangleAlert },
  ],
  3: [
    { href: '/medico/inicio', label: 'Inicio', icon: House },
    { href: '/medico', label: 'Citas', icon: CalendarDays },
    { href: '/medico/misIncidencias', label: 'Mis incidencias', icon: TriangleAlert },
  ],
};

export const NOMBRE_DEL_ROL: Record<Rol, string> = {
  1: 'Radiólogo',
  2: 'Administrativo',
  3: 'Médico',
  4: 'Paciente',
};
