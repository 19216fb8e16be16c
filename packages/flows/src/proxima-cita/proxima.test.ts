import { describe, expect, it } from 'vitest';
import { citaDeLucia } from '../../stories/citas-del-paciente';
import { estaProgramada, proximaCita, rutaDeCancelar, rutaDeDetalles } from './proxima';

// Martes 1 de diciembre de 2026, 10:00 en Madrid (09:00 UTC).
const AHORA = new Date('2026-12-01T09:00:00Z');

describe('proximaCita', () => {
  it('da la programada más cercana, no la primera de la lista', () => {
    const citas = [
      citaDeLucia(1, 'A', 'Radiologia', 'EN_CURSO', '2026-12-10', '09:00'),
      citaDeLucia(2, 'B', 'Telefónica - Medicina familiar', 'EN_CURSO', '2026-12-03', '12:00'),
      citaDeLucia(3, 'C', 'Presencial - Medicina familiar', 'EN_CURSO', '2026-12-03', '09:00'),
    ];
    expect(proximaCita(citas, AHORA)?.num_cita).toBe('C');
  });

  it('salta las canceladas, las cumplidas y las programadas cuya hora ya pasó', () => {
    const citas = [
      citaDeLucia(1, 'A', 'Radiologia', 'CANCELADA', '2026-12-02', '09:00'),
      citaDeLucia(2, 'B', 'Radiologia', 'CUMPLIDA', '2026-12-02', '10:00'),
      citaDeLucia(3, 'C', 'Radiologia', 'EN_CURSO', '2026-12-01', '09:00'),
      citaDeLucia(4, 'D', 'Radiologia', 'EN_CURSO', '2026-12-01', '10:00'),
      citaDeLucia(5, 'E', 'Radiologia', 'EN_CURSO', '2026-12-05', '10:00'),
    ];
    // 'D' es ahora mismo, en la hora de pared de la clínica: aún cuenta.
    expect(proximaCita(citas, AHORA)?.num_cita).toBe('D');
    expect(proximaCita(citas, new Date('2026-12-01T09:01:00Z'))?.num_cita).toBe('E');
  });

  it('sin ninguna por delante, nada', () => {
    expect(proximaCita([], AHORA)).toBeUndefined();
    expect(
      proximaCita([citaDeLucia(1, 'A', 'Radiologia', 'CANCELADA', '2026-12-09', '09:00')], AHORA),
    ).toBeUndefined();
  });

  it('programada es la que Mis citas deja cancelar: EN_CURSO', () => {
    expect(estaProgramada({ estado: 'EN_CURSO' })).toBe(true);
    expect(estaProgramada({ estado: 'CUMPLIDA' })).toBe(false);
    expect(estaProgramada({ estado: 'CANCELADA' })).toBe(false);
  });
});

describe('las rutas de una cita del paciente', () => {
  it('detalles: radiología en citaEspecialista, lo demás en citaFacultativo', () => {
    expect(rutaDeDetalles({ id: 7, tipo_cita: 'Radiologia' })).toBe(
      '/paciente/misCitas/citaEspecialista?id=7',
    );
    expect(rutaDeDetalles({ id: 8, tipo_cita: 'Telefónica - Medicina familiar' }, '/p')).toBe(
      '/p/misCitas/citaFacultativo?id=8',
    );
  });

  it('cancelar: el flujo de cancelar con su número', () => {
    expect(rutaDeCancelar({ num_cita: '25369L' })).toBe(
      '/paciente/misCitas/cancelarCita?numCita=25369L',
    );
  });
});
