import { describe, expect, it } from 'vitest';
import {
  MENSAJES_AGENDA,
  problemaDeHorarioDelDia,
  problemasDelCierre,
  problemasDelHorarioSemanal,
} from './agenda';

const dia = (dia_semana: number, hora_inicio: string, hora_fin: string) => ({
  dia_semana,
  hora_inicio,
  hora_fin,
});

describe('la agenda (docs/decisiones.md (49))', () => {
  it('un día acaba después de empezar y las citas caben justas', () => {
    expect(problemaDeHorarioDelDia({ inicio: '08:00', fin: '15:00' }, 60)).toBeUndefined();
    expect(problemaDeHorarioDelDia({ inicio: '15:00', fin: '08:00' }, 60)).toBe(
      MENSAJES_AGENDA.finAntesDeInicio,
    );
    expect(problemaDeHorarioDelDia({ inicio: '08:00', fin: '08:00' }, 60)).toBe(
      MENSAJES_AGENDA.finAntesDeInicio,
    );
    expect(problemaDeHorarioDelDia({ inicio: '08:00', fin: '15:00' }, 45)).toBe(
      'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.',
    );
    expect(problemaDeHorarioDelDia({ inicio: '08:00', fin: '14:45' }, 45)).toBeUndefined();
  });

  it('el horario de un profesional, dentro del de la clínica, campo a campo', () => {
    const clinica = [1, 2, 3, 4, 5].map((d) => dia(d, '08:00', '15:00'));
    expect(problemasDelHorarioSemanal([dia(1, '09:00', '12:00')], 60, clinica)).toEqual({});
    expect(
      problemasDelHorarioSemanal(
        [dia(1, '07:00', '12:00'), dia(6, '09:00', '12:00'), dia(2, '12:00', '09:00')],
        60,
        clinica,
      ),
    ).toEqual({
      'horario.1': 'El lunes la clínica abre de 08:00 a 15:00: el horario tiene que estar dentro.',
      'horario.6': 'La clínica no abre los sábados.',
      'horario.2': MENSAJES_AGENDA.finAntesDeInicio,
    });
    expect(
      problemasDelHorarioSemanal([dia(3, '08:00', '09:00'), dia(3, '10:00', '11:00')], 60),
    ).toEqual({ 'horario.3': MENSAJES_AGENDA.diaRepetido });
  });

  it('un cierre: no en el pasado, en orden, como mucho un año, festivo o ausencia', () => {
    const hoy = '2026-11-27';
    expect(
      problemasDelCierre(
        { tipo: 'festivo_local', fecha_inicio: '2026-12-09', descripcion: 'Fiesta' },
        hoy,
      ),
    ).toEqual({});
    expect(
      problemasDelCierre(
        {
          tipo: 'festivo_local',
          fecha_inicio: '2026-11-26',
          fecha_fin: '2026-11-20',
          descripcion: ' ',
          id_usuario: 3,
        },
        hoy,
      ),
    ).toEqual({
      fecha_inicio: MENSAJES_AGENDA.cierreEnElPasado,
      fecha_fin: MENSAJES_AGENDA.finDeCierreAntes,
      descripcion: MENSAJES_AGENDA.sinDescripcion,
      id_usuario: MENSAJES_AGENDA.festivoConProfesional,
    });
    expect(
      problemasDelCierre(
        {
          tipo: 'vacaciones',
          fecha_inicio: '2026-12-01',
          fecha_fin: '2027-12-05',
          descripcion: 'Año sabático',
        },
        hoy,
      ),
    ).toEqual({
      fecha_fin: MENSAJES_AGENDA.cierreDemasiadoLargo,
      id_usuario: MENSAJES_AGENDA.ausenciaSinProfesional,
    });
  });
});
