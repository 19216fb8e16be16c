// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Carga, CitaDelPaciente } from '../tipos';
import { avisoDeCitaRepetida, horasDeCitasRepetidas } from './citaRepetida';

const cita = (id: number, hora: string, cambios: Partial<CitaDelPaciente> = {}) =>
  ({
    id,
    fecha: '2026-12-03',
    hora,
    estado: 'EN_CURSO',
    id_radiologo: null,
    id_medico: 1,
    ...cambios,
  }) satisfies CitaDelPaciente;

const citas: Carga<CitaDelPaciente> = {
  estado: 'lista',
  datos: [
    cita(1, '12:00'),
    cita(2, '09:00:00'),
    cita(3, '10:00', { estado: 'CANCELADA' }),
    cita(4, '11:00', { id_medico: 2 }),
    cita(5, '13:00', { fecha: '2026-12-04' }),
    cita(6, '08:00', { id_medico: null, id_radiologo: 1 }),
    cita(7, '14:00', { estado: 'CUMPLIDA' }),
  ],
};
const datos = { fecha: '2026-12-03', hora: '', idProfesional: 1 };

describe('horasDeCitasRepetidas', () => {
  it('las citas vivas del día con ese profesional, en orden; ni canceladas ni de otro', () => {
    expect(horasDeCitasRepetidas(citas, datos, 'medico')).toEqual(['09:00', '12:00', '14:00']);
    expect(horasDeCitasRepetidas(citas, datos, 'radiologo')).toEqual(['08:00']);
  });

  it('sin la cita que se está cambiando, sin día o profesional, o sin citas leídas: ninguna', () => {
    expect(horasDeCitasRepetidas(citas, datos, 'medico', 1)).toEqual(['09:00', '14:00']);
    expect(horasDeCitasRepetidas(citas, { ...datos, idProfesional: null }, 'medico')).toEqual([]);
    expect(horasDeCitasRepetidas(citas, { ...datos, fecha: '' }, 'medico')).toEqual([]);
    expect(horasDeCitasRepetidas({ estado: 'error', datos: [] }, datos, 'medico')).toEqual([]);
    expect(horasDeCitasRepetidas(undefined, datos, 'medico')).toEqual([]);
  });
});

describe('avisoDeCitaRepetida', () => {
  it('dice a qué horas', () => {
    expect(avisoDeCitaRepetida(['10:00'])).toBe(
      'Este paciente ya tiene una cita ese día con este profesional (a las 10:00).',
    );
    expect(avisoDeCitaRepetida(['09:00', '10:00', '12:00'])).toBe(
      'Este paciente ya tiene otras citas ese día con este profesional (a las 09:00, a las 10:00 y a las 12:00).',
    );
  });
});
