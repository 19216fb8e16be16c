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

/** Cambios del personal y de la agenda, del más reciente al más antiguo. */
export const entradas: EntradaDeActividad[] = [
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

export const registro: RegistroDeActividad = { entradas, hayMas: false };

/** La primera página de un registro con más detrás ('Más antiguas'). */
export const registroLargo: RegistroDeActividad = { entradas, hayMas: true };
