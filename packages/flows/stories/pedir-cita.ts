/** Lo elegido, los médicos y las citas libres de las historias de los pasos de 'Pedir cita'. */
import { fn } from 'storybook/test';
import type { DatosPedirCita, EventoPedirCita } from '../src/pedir-cita/machine';

/** Lo que recibe cada paso de 'Pedir cita' en sus historias. */
export interface ArgsDePaso {
  send: (evento: EventoPedirCita) => void;
  onCancelar: () => void;
  inicioHref: string;
}

/** Los argumentos de las historias de cada paso: lo que se envía y cancela, espiado. */
export const ARGS_DE_PASO: ArgsDePaso = { send: fn(), onCancelar: fn(), inicioHref: '/paciente' };

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
