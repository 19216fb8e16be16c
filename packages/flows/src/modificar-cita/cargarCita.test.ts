import { ClinicaApiError, createClinicaClient } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import {
  cargarCitaDelPaciente,
  MENSAJE_CITA_NO_ENCONTRADA,
  MENSAJE_CITA_NO_MODIFICABLE,
} from './cargarCita';

const base = {
  num_cita: '48213K',
  fecha: '2026-12-03',
  hora: '10:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_medico: null,
  id_administrativo: 1,
  nombre_completo_paciente: 'Lucía García Fernández',
  nombre_completo_radiologo: 'Elena Romero Castro',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

/** Un cliente cuyo servidor contesta siempre `citas` y anota la ruta pedida. */
function cliente(citas: unknown[]) {
  const rutas: string[] = [];
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token',
    fetch: async (request) => {
      rutas.push(new URL(request.url).pathname);
      return new Response(JSON.stringify(citas), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, rutas };
}

const senal = () => new AbortController().signal;

describe('cargarCitaDelPaciente', () => {
  it('busca la cita entre las del paciente y da su fecha, hora, radiólogo y ficha', async () => {
    const { client, rutas } = cliente([
      { ...base, id: 40, id_radiologo: 1, estado: 'CUMPLIDA' },
      { ...base, id: 41, id_radiologo: 2, estado: 'EN_CURSO' },
    ]);
    await expect(cargarCitaDelPaciente(client, 7)(41, senal())).resolves.toEqual({
      fecha: '2026-12-03',
      hora: '10:00',
      profesional: 'radiologo',
      idProfesional: 2,
      // Número y DNI para nombrar la cita como 'Cita actual' en los pasos.
      ficha: expect.objectContaining({ id: 41, num_cita: '48213K', dni_paciente: '12345678Z' }),
      // Las demás, para avisar de otra el mismo día con el mismo profesional.
      otrasCitas: [
        {
          id: 40,
          fecha: '2026-12-03',
          hora: '10:00',
          estado: 'CUMPLIDA',
          id_radiologo: 1,
          id_medico: null,
        },
      ],
    });
    expect(rutas).toEqual(['/api/citas/mostrarCitasDelPaciente/7']);
  });

  it('una cita de medicina familiar da su médico (docs/decisiones.md (31))', async () => {
    const { client } = cliente([
      {
        ...base,
        id: 42,
        especialidad: 1,
        tipo_cita: 'Presencial - Medicina familiar',
        id_radiologo: null,
        id_medico: 3,
        nombre_completo_radiologo: null,
        nombre_completo_medico: 'Carmen López Sánchez',
        estado: 'EN_CURSO',
      },
    ]);
    await expect(cargarCitaDelPaciente(client, 7)(42, senal())).resolves.toEqual({
      fecha: '2026-12-03',
      hora: '10:00',
      profesional: 'medico',
      idProfesional: 3,
      ficha: expect.objectContaining({ id: 42 }),
      otrasCitas: [],
    });
  });

  it.each([
    ['no está', [], 404, MENSAJE_CITA_NO_ENCONTRADA],
    [
      'no está en curso',
      [{ ...base, id: 41, id_radiologo: 2, estado: 'CANCELADA' }],
      409,
      MENSAJE_CITA_NO_MODIFICABLE,
    ],
  ])('rechaza con un mensaje cuando la cita %s', async (_, citas, estado, mensaje) => {
    const { client } = cliente(citas);
    const fallo = await cargarCitaDelPaciente(client, 7)(41, senal()).catch((e: unknown) => e);
    expect(fallo).toBeInstanceOf(ClinicaApiError);
    expect(fallo).toMatchObject({ status: estado, message: mensaje });
  });
});
