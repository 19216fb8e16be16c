import type { CitaListado } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { fallo, falloDeRed } from '../../test/fixtures';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { informeDelEnlace, TEXTOS_ENLACE_AL_INFORME as T } from './enlace';

const cita: CitaListado = {
  id: 41,
  num_cita: '48213K',
  fecha: '2026-03-10',
  hora: '09:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_radiologo: 1,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
  nombre_completo_paciente: 'Lucía García Fernández',
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

const enlace = { id: 41, idPaciente: 7, numCita: '48213K' };
/** El día de la cita: ya se puede informar. */
const HOY = '2026-03-10';

describe('informeDelEnlace', () => {
  it('muestra el paciente y el DNI de la cita del servidor, no los de la URL', () => {
    // El enlace (§2.4) podría traer otro nombre y DNI: la función ni siquiera los recibe.
    const enlaceCambiado = { ...enlace, nombrePaciente: 'Otra Persona', dniPaciente: '00000000T' };
    expect(informeDelEnlace(enlaceCambiado, { cita }, 1, HOY)).toEqual({
      estado: 'informar',
      cita: {
        id: 41,
        idPaciente: 7,
        numCita: '48213K',
        nombrePaciente: 'Lucía García Fernández',
        dniPaciente: '12345678Z',
      },
    });
  });

  it('el número en minúsculas es el mismo número', () => {
    expect(informeDelEnlace({ ...enlace, numCita: '48213k' }, { cita }, 1, HOY).estado).toBe(
      'informar',
    );
  });

  it('no enseña nada mientras la cita no ha llegado', () => {
    expect(informeDelEnlace(enlace, {}, 1, HOY)).toEqual({ estado: 'cargando' });
  });

  it('un enlace sin id, paciente o número dice que falta la cita', () => {
    for (const incompleto of [
      { ...enlace, id: undefined },
      { ...enlace, idPaciente: undefined },
      { ...enlace, numCita: null },
    ]) {
      expect(informeDelEnlace(incompleto, { cita }, 1, HOY)).toEqual({
        estado: 'noSePuede',
        motivo: T.faltaLaCita,
      });
    }
  });

  it('un id o un paciente que no son los de la cita de ese número no enseñan nada de ella', () => {
    for (const cambiado of [
      { ...enlace, id: 42 },
      { ...enlace, idPaciente: 8 },
    ]) {
      expect(informeDelEnlace(cambiado, { cita }, 1, HOY)).toEqual({
        estado: 'noSePuede',
        motivo: T.noCoincide,
      });
    }
    expect(informeDelEnlace(enlace, { cita: null }, 1, HOY)).toEqual({
      estado: 'noSePuede',
      motivo: T.noCoincide,
    });
    expect(informeDelEnlace({ ...enlace, numCita: '11111A' }, { cita }, 1, HOY).estado).toBe(
      'noSePuede',
    );
  });

  it('una cita cumplida suya abre su informe para leerlo (docs/decisiones.md (42))', () => {
    const suya = { ...cita, estado: 'CUMPLIDA' as const };
    expect(informeDelEnlace(enlace, { cita: suya }, cita.id_radiologo as number, HOY)).toEqual({
      estado: 'leer',
      cita: suya,
    });
  });

  it('una cita cumplida, cancelada o de otro radiólogo dice por qué no se informa', () => {
    const cumplida = informeDelEnlace(
      enlace,
      { cita: { ...cita, estado: 'CUMPLIDA', id_radiologo: 99 } },
      1,
      HOY,
    );
    expect(cumplida).toEqual({
      estado: 'noSePuede',
      motivo: 'Esta cita está cumplida: ya tiene su informe y no se puede informar.',
    });
    const ajena = informeDelEnlace(enlace, { cita }, 2, HOY);
    expect(ajena).toEqual({
      estado: 'noSePuede',
      motivo: 'Esta cita está asignada a Javier Martín Ruiz: solo su radiólogo puede informarla.',
    });
  });

  it('un número que no existe (404) lo dice; otro fallo se puede reintentar', () => {
    expect(informeDelEnlace(enlace, { error: fallo(404, 'No existe.') }, 1, HOY)).toEqual({
      estado: 'noSePuede',
      motivo: 'No existe ninguna cita con ese número',
    });
    expect(informeDelEnlace(enlace, { error: falloDeRed }, 1, HOY)).toEqual({
      estado: 'fallo',
      mensaje: MENSAJE_SIN_CONEXION,
    });
    expect(informeDelEnlace(enlace, { error: fallo(500, 'Error del servidor.') }, 1, HOY)).toEqual({
      estado: 'fallo',
      mensaje: 'Error del servidor.',
    });
  });

  it('una cita suya de un día que no ha llegado se ve de solo lectura, con el porqué', () => {
    // docs/decisiones.md (60): el informe se escribe a partir del día de la cita.
    expect(informeDelEnlace(enlace, { cita }, 1, '2026-03-09')).toEqual({
      estado: 'futura',
      cita,
      motivo: 'Esta cita es el 10/03/2026: su informe se podrá escribir a partir de ese día.',
    });
    // Una ajena sigue diciendo de quién es, aunque sea futura.
    expect(informeDelEnlace(enlace, { cita }, 2, '2026-03-09').estado).toBe('noSePuede');
    // Desde su día, y después, se informa.
    expect(informeDelEnlace(enlace, { cita }, 1, '2026-03-11').estado).toBe('informar');
  });
});
