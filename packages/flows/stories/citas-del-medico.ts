import type { CitaListado, DiaDelMedico, EntradaHistorial } from '@clinica/api-client';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';

/** Una cita de la doctora Carmen López para las historias. */
export function citaDelMedico(
  id: number,
  num_cita: string,
  hora: string,
  estado: CitaListado['estado'],
  paciente: string,
  fecha = '2026-12-01',
): CitaListado {
  return {
    id,
    num_cita,
    fecha,
    hora,
    especialidad: 1,
    tipo_cita: id % 2 ? 'Presencial - Medicina familiar' : 'Telefónica - Medicina familiar',
    id_paciente: 100 + id,
    id_radiologo: null,
    id_medico: 1,
    id_administrativo: null,
    estado,
    nombre_completo_paciente: paciente,
    nombre_completo_radiologo: null,
    nombre_completo_medico: 'Carmen López Sánchez',
    dni_paciente: ['12345678Z', '23456789D', '34567890V', '45678901G'][id % 4] as string,
  };
}

export const citasDeHoy: CitaListado[] = [
  citaDelMedico(1, '60341B', '08:00', 'EN_CURSO', 'Lucía García Fernández'),
  citaDelMedico(2, '29874T', '11:00', 'EN_CURSO', 'Manuel Rodríguez Pérez'),
  citaDelMedico(3, '83125C', '09:00', 'CUMPLIDA', 'María José Gómez Martínez'),
  citaDelMedico(4, '87643N', '12:00', 'CANCELADA', 'Antonio Ruiz Serrano'),
];

export const marcasDeDiciembre: DiaDelMedico[] = [
  { fecha: '2026-12-01', citas: 4 },
  { fecha: '2026-12-02', citas: 1 },
  { fecha: '2026-12-03', citas: 2 },
];

export const citasDel3: CitaListado[] = [
  citaDelMedico(11, '38460W', '10:00', 'EN_CURSO', 'Isabel Vega Santos', '2026-12-03'),
  citaDelMedico(12, '25369L', '13:00', 'EN_CURSO', 'David Ramos Gil', '2026-12-03'),
];

export const historial: EntradaHistorial[] = [
  {
    id_cita: 1,
    nombre_completo_medico: 'Carmen López Sánchez',
    fecha: '2026-12-01',
    hora: '08:00',
    tipo_cita: 'Presencial - Medicina familiar',
    estado: 'EN_CURSO',
  },
  {
    id_cita: 30,
    nombre_completo_medico: 'Javier Martín Ruiz',
    fecha: '2026-11-20',
    hora: '10:00',
    tipo_cita: 'Radiologia',
    estado: 'CUMPLIDA',
  },
];

/**
 * The doctor's screens measure their own width (container queries): a laptop's content area, or
 * a phone's 375 px with `parameters.ancho`; never wider than the window, so the pictures at 375 px
 * show what a phone shows.
 */
export const conAncho: Decorator = (Story, { parameters }) =>
  createElement(
    'div',
    { style: { width: (parameters.ancho as string | undefined) ?? '64rem', maxWidth: '100%' } },
    createElement(Story),
  );
