/** Lo elegido, los médicos y las citas libres de las historias de los pasos de 'Pedir cita'. */
import type { DatosPedirCita } from '../src/pedir-cita/machine';

export const ELEGIDOS: DatosPedirCita = {
  tipoCita: 'Presencial - Medicina familiar',
  idProfesional: 1,
  fechaDeseada: '2026-12-03',
  horaDeseada: '10:00',
  hueco: { fecha: '2026-12-03', hora: '10:00' },
};
export const MEDICOS = {
  estado: 'lista' as const,
  datos: [
    { idProfesional: 1, nombre_completo: 'Carmen López Sánchez' },
    { idProfesional: 2, nombre_completo: 'Miguel Ángel Moreno Jiménez' },
  ],
};
export const HUECOS = {
  estado: 'lista' as const,
  datos: ['09:00', '10:00', '11:00'].map((hora) => ({ fecha: '2026-12-03', hora })),
};
