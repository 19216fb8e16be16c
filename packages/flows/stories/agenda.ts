/**
 * Datos de ejemplo de las historias de 'Agenda' y del 'Registro de actividad', sacados de los
 * del servidor simulado (su clínica, sus profesionales, sus cierres) para que las historias de
 * una pantalla y las del flujo cuenten lo mismo. Hoy es `MOCK_HOY` (martes 1 de diciembre de 2026).
 */
import type {
  Agenda,
  Clinica,
  EntradaDeActividad,
  HorarioProfesional,
  RegistroDeActividad,
} from '@clinica/api-client';
import {
  crearCierres,
  crearClinica,
  crearUsuarios,
  FESTIVOS_NACIONALES,
  MOCK_HOY,
  nombreCompleto,
} from '@clinica/api-client/mocks';
import { cambioDeCita } from '@clinica/api-client/reglas';

export const HOY = MOCK_HOY;

export const clinica: Clinica = crearClinica();

/** Una clínica recién puesta en servicio: sin datos ni horario. */
export const clinicaVacia: Clinica = {
  nombre: '',
  direccion: '',
  telefono: '',
  minutos_por_hueco: 60,
  horario: [],
};

export const profesionales: HorarioProfesional[] = crearUsuarios()
  .filter((u) => u.id_rol === 1 || u.id_rol === 3)
  .map((u) => ({
    id_usuario: u.id,
    id_rol: u.id_rol as 1 | 3,
    nombre_completo: nombreCompleto(u),
    // Elena Romero (4) trabaja los lunes por la mañana, como en el servidor simulado.
    horario: u.id === 4 ? [{ dia_semana: 1, hora_inicio: '08:00', hora_fin: '12:00' }] : [],
  }));

export const agenda: Agenda = {
  clinica,
  profesionales,
  cierres: crearCierres(HOY),
  festivos_nacionales: FESTIVOS_NACIONALES.filter(
    (f) => f.fecha.startsWith('2026') || f.fecha.startsWith('2027'),
  ),
};

const instante = (dias: number, hora: string) => {
  const fecha = new Date(`${HOY}T${hora}:00.000Z`);
  fecha.setUTCDate(fecha.getUTCDate() - dias);
  return fecha.toISOString();
};

/**
 * Un cambio de una cita que existe, con sus palabras como las dice el servidor
 * (docs/decisiones.md (55)) y los ids que abren su página.
 */
const deCita = (
  entrada: Omit<EntradaDeActividad, 'campos' | 'cambio' | 'descripcion'> & {
    num_cita: string;
    id_cita: number;
    id_paciente: number;
  },
): EntradaDeActividad => {
  const cambio = cambioDeCita(entrada);
  const sobre = {
    cita: 'Cita',
    diagnostico: 'Diagnóstico de la cita',
    informe: 'Informe de la cita',
  };
  return {
    ...entrada,
    descripcion: `${sobre[entrada.entidad as keyof typeof sobre]} ${entrada.num_cita}`,
    campos: [],
    ...(cambio ? { cambio } : {}),
  };
};

/** Cambios de las citas, del más reciente al más antiguo. */
export const entradasDeCitas: EntradaDeActividad[] = [
  deCita({
    id: 35,
    fecha: instante(0, '10:05'),
    quien: 'Pablo Navarro Díaz',
    rol_quien: 2,
    accion: 'actualizar',
    entidad: 'cita',
    id_registro: '8',
    num_cita: '38460W',
    id_cita: 8,
    id_paciente: 2,
    antes: { fecha: '2026-12-03', hora: '10:00', profesional: 'Carmen López Sánchez' },
    despues: { fecha: '2026-12-04', hora: '11:00', profesional: 'Miguel Ángel Moreno Jiménez' },
  }),
  deCita({
    id: 34,
    fecha: instante(0, '09:50'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'cancelar',
    entidad: 'cita',
    id_registro: '1',
    num_cita: '48213K',
    id_cita: 1,
    id_paciente: 1,
    motivo: 'profesional_no_disponible',
  }),
  deCita({
    id: 33,
    fecha: instante(0, '09:45'),
    quien: null,
    rol_quien: 4,
    accion: 'cancelar',
    entidad: 'cita',
    id_registro: '13',
    num_cita: '25369L',
    id_cita: 13,
    id_paciente: 1,
    motivo: 'a_peticion_del_paciente',
  }),
  deCita({
    id: 32,
    fecha: instante(0, '09:30'),
    quien: 'Carmen López Sánchez',
    rol_quien: 3,
    accion: 'crear',
    entidad: 'diagnostico',
    id_registro: '2',
    num_cita: '66802D',
    id_cita: 11,
    id_paciente: 8,
    cumple_cita: true,
  }),
  deCita({
    id: 31,
    fecha: instante(0, '09:20'),
    quien: 'Pablo Navarro Díaz',
    rol_quien: 2,
    accion: 'crear',
    entidad: 'cita',
    id_registro: '10',
    num_cita: '14093F',
    id_cita: 10,
    id_paciente: 7,
    despues: { fecha: '2026-12-02', hora: '13:00', profesional: 'Javier Martín Ruiz' },
    tipo_cita: 'Radiologia',
  }),
  // Una cita que ya no existe: el servidor no da su número ni sus ids, solo el id del registro.
  {
    id: 36,
    fecha: instante(0, '09:15'),
    quien: 'Pablo Navarro Díaz',
    rol_quien: 2,
    accion: 'cancelar',
    entidad: 'cita',
    id_registro: '3',
    campos: [],
    cambio: 'Motivo: sin indicar',
  },
];

/** Cambios del personal y de la agenda, del más reciente al más antiguo. */
export const entradasDelPersonal: EntradaDeActividad[] = [
  {
    id: 30,
    fecha: instante(0, '09:12'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'crear',
    entidad: 'cierre',
    id_registro: '3',
    descripcion: 'Festivo local: San Isidro',
    campos: [],
  },
  {
    id: 29,
    fecha: instante(0, '08:40'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'actualizar',
    entidad: 'clinica',
    id_registro: null,
    campos: ['horario', 'minutos_por_hueco'],
  },
  {
    id: 28,
    fecha: instante(1, '17:05'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'actualizar',
    entidad: 'horario_profesional',
    id_registro: '4',
    descripcion: 'Elena Romero Castro',
    campos: ['horario'],
  },
  {
    id: 27,
    fecha: instante(2, '10:30'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'desbloquear',
    entidad: 'empleado',
    id_registro: '4',
    descripcion: 'Elena Romero Castro',
    campos: [],
  },
  {
    id: 26,
    fecha: instante(3, '12:00'),
    quien: 'Ana Torres Gil',
    rol_quien: 2,
    accion: 'actualizar',
    entidad: 'empleado',
    id_registro: '2',
    descripcion: 'Pablo Navarro Díaz',
    campos: ['email', 'dni'],
  },
  {
    id: 25,
    fecha: instante(10, '08:00'),
    quien: null,
    rol_quien: null,
    accion: 'crear',
    entidad: 'empleado',
    id_registro: '1',
    descripcion: 'Ana Torres Gil',
    campos: [],
  },
];

/** Todos, del más reciente al más antiguo. */
export const entradas: EntradaDeActividad[] = [...entradasDeCitas, ...entradasDelPersonal];

export const registro: RegistroDeActividad = { entradas, hayMas: false };

/** La primera página de un registro con más detrás ('Más antiguas'). */
export const registroLargo: RegistroDeActividad = { entradas, hayMas: true };
