/**
 * The mock server's state: a copy of the fixtures that the handlers read and change, so a story
 * can walk a whole flow (create a cita, then find it in the list). `resetMockDb()` restores it.
 */
import { ROL } from '../reglas';
import type {
  Cierre,
  Cita,
  Clinica,
  Diagnostico,
  EntradaDeActividad,
  EstadoDeLasCopias,
  HorarioDia,
  Incidencia,
  Informe,
  MotivoCancelacion,
  Rol,
} from '../types';
import {
  crearCierres,
  crearCitas,
  crearClinica,
  crearDiagnosticos,
  crearEstadoDeLasCopias,
  crearFichasPersonal,
  crearImagenes,
  crearImagenesIncidencia,
  crearIncidencias,
  crearInformes,
  crearMotivosDeCancelacion,
  crearPacientes,
  crearRegistro,
  crearUsuarios,
  MOCK_HORA,
  MOCK_HOY,
  type MockFichaPersonal,
  type MockImagen,
  type MockImagenIncidencia,
  type MockPaciente,
  type MockUsuario,
} from './fixtures';

export interface MockDb {
  /** The mock clinic's "today" (YYYY-MM-DD). */
  hoy: string;
  /** The mock clinic's hour of `hoy` (HH:MM): what arrival and no-show read. */
  hora: string;
  usuarios: MockUsuario[];
  pacientes: MockPaciente[];
  citas: Cita[];
  diagnosticos: Diagnostico[];
  informes: Informe[];
  imagenes: MockImagen[];
  incidencias: Incidencia[];
  imagenesIncidencia: MockImagenIncidencia[];
  /** token → user id */
  sesiones: Map<string, number>;
  /** What the responsable sees of each staff account, by user id. */
  fichasPersonal: Map<number, MockFichaPersonal>;
  /** The clinic's data and timetable, and its closures (the Agenda). */
  clinica: Clinica;
  /** A professional's own weekly hours, by user id (none: the clinic's). */
  horarios: Map<number, HorarioDia[]>;
  cierres: Cierre[];
  /** The responsable's activity log, newest last. */
  registro: EntradaDeActividad[];
  /** Why each cancelled cita was cancelled, when it was said, by cita id. */
  motivosDeCancelacion: Map<number, MotivoCancelacion>;
  /** The backups' state ('Copias de seguridad'). */
  copias: EstadoDeLasCopias;
}

const ROL_NOMBRE: Readonly<Record<Rol, string>> = {
  [ROL.radiologo]: 'radiologo',
  [ROL.administrativo]: 'administrativo',
  [ROL.medico]: 'medico',
  [ROL.paciente]: 'paciente',
};

/** The fixed token of a fixture user (valid until `cerrarSesion` or a reset). */
export function tokenDe(usuario: Pick<MockUsuario, 'id' | 'id_rol'>): string {
  return `mock-token-${ROL_NOMBRE[usuario.id_rol]}-${usuario.id}-clinica`;
}

/** Tokens of the first fixture user of each role, for stories that start signed in. */
export const mockTokens = {
  radiologo: 'mock-token-radiologo-3-clinica',
  administrativo: 'mock-token-administrativo-1-clinica',
  medico: 'mock-token-medico-5-clinica',
  paciente: 'mock-token-paciente-7-clinica',
} as const;

function seed(hoy: string, hora: string): MockDb {
  const usuarios = crearUsuarios();
  const informes = crearInformes();
  return {
    hoy,
    hora,
    usuarios,
    pacientes: crearPacientes(),
    citas: crearCitas(hoy),
    diagnosticos: crearDiagnosticos(),
    informes,
    imagenes: crearImagenes(informes),
    incidencias: crearIncidencias(hoy),
    imagenesIncidencia: crearImagenesIncidencia(),
    sesiones: new Map(usuarios.map((u) => [tokenDe(u), u.id])),
    fichasPersonal: crearFichasPersonal(hoy),
    clinica: crearClinica(),
    horarios: new Map([
      [
        4,
        [
          { dia_semana: 1, hora_inicio: '08:00', hora_fin: '12:00' },
          { dia_semana: 2, hora_inicio: '08:00', hora_fin: '14:00' },
        ],
      ],
    ]),
    cierres: crearCierres(hoy),
    registro: crearRegistro(hoy),
    motivosDeCancelacion: crearMotivosDeCancelacion(),
    copias: crearEstadoDeLasCopias(hoy),
  };
}

let db: MockDb = seed(MOCK_HOY, MOCK_HORA);

/** The current mock state (read it in tests; change it only through the handlers or a reset). */
export function getMockDb(): MockDb {
  return db;
}

/**
 * Back to the fixtures; `hoy` moves the mock clinic's "today" (default `MOCK_HOY`), `hora` its
 * hour (default `MOCK_HORA`).
 */
export function resetMockDb(options: { hoy?: string; hora?: string } = {}): MockDb {
  db = seed(options.hoy ?? MOCK_HOY, options.hora ?? MOCK_HORA);
  return db;
}

export function siguienteId(items: readonly object[], campo: string): number {
  let max = 0;
  for (const item of items) {
    const value = (item as Record<string, unknown>)[campo];
    if (typeof value === 'number' && value > max) max = value;
  }
  return max + 1;
}
