import { CONTRASENA_DEMO, letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import type { Rol } from '../db/schema';

/** Its home is the password rule, which refuses it for any real account (docs/decisiones.md (57)). */
export const DEMO_PASSWORD = CONTRASENA_DEMO;

/** The demo clinic's public data ('Agenda'); its hours are a new clinic's (AGENDA_INICIAL). */
export const CLINICA_DEMO = {
  nombre: 'Clínica San Rafael',
  direccion: 'Calle de la Salud, 12, 28001 Madrid',
  telefono: '910000000',
} as const;

export interface DemoPerson {
  key: string;
  id_rol: Rol;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string | null;
  email: string;
  dniNumber: string;
  /** A doctor's collegiate number (the contract requires one for every doctor). */
  numColegiado?: string;
  patient?: {
    fecha_nacimiento: string;
    telefono: string;
    sexo: 'Hombre' | 'Mujer';
    provincia: string;
    poblacion: string;
    cp: string;
    direccion: string;
    numero: string;
    piso: string | null;
    puerta: string | null;
  };
}

export const dniOf = (person: DemoPerson) =>
  person.dniNumber + letraDeControlDelCuerpo(person.dniNumber);

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'admin',
    id_rol: ROL.administrativo,
    nombre: 'Ana',
    primer_apellido: 'Torres',
    segundo_apellido: 'Gil',
    email: 'admin@clinica.test',
    dniNumber: '50123456',
  },
  {
    key: 'admin2',
    id_rol: ROL.administrativo,
    nombre: 'Pablo',
    primer_apellido: 'Navarro',
    segundo_apellido: 'Ruiz',
    email: 'administrativo2@clinica.test',
    dniNumber: '50234567',
  },
  {
    key: 'medico',
    id_rol: ROL.medico,
    numColegiado: '280412345',
    nombre: 'Carmen',
    primer_apellido: 'López',
    segundo_apellido: 'Sánchez',
    email: 'medico@clinica.test',
    dniNumber: '51345678',
  },
  {
    key: 'medico2',
    id_rol: ROL.medico,
    numColegiado: '280498765',
    nombre: 'Miguel Ángel',
    primer_apellido: 'Romero',
    segundo_apellido: 'Díaz',
    email: 'medico2@clinica.test',
    dniNumber: '51456789',
  },
  {
    key: 'medico3',
    id_rol: ROL.medico,
    numColegiado: '080456123',
    nombre: 'Elena',
    primer_apellido: 'Castro',
    segundo_apellido: 'Moreno',
    email: 'medico3@clinica.test',
    dniNumber: '51567890',
  },
  {
    key: 'radiologo',
    id_rol: ROL.radiologo,
    nombre: 'Javier',
    primer_apellido: 'Martín',
    segundo_apellido: 'Ruiz',
    email: 'radiologo@clinica.test',
    dniNumber: '52678901',
  },
  {
    key: 'radiologo2',
    id_rol: ROL.radiologo,
    nombre: 'Laura',
    primer_apellido: 'Ortega',
    segundo_apellido: 'Vidal',
    email: 'radiologo2@clinica.test',
    dniNumber: '52789012',
  },
  {
    key: 'paciente',
    id_rol: ROL.paciente,
    nombre: 'Lucía',
    primer_apellido: 'García',
    segundo_apellido: 'Fernández',
    email: 'paciente@clinica.test',
    dniNumber: '12345678',
    patient: {
      fecha_nacimiento: '1985-04-17',
      telefono: '612345678',
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Alcalá de Henares',
      cp: '28801',
      direccion: 'Calle Mayor',
      numero: '12',
      piso: '3',
      puerta: 'B',
    },
  },
  {
    key: 'paciente2',
    id_rol: ROL.paciente,
    nombre: 'Antonio',
    primer_apellido: 'Jiménez',
    segundo_apellido: 'Pérez',
    email: 'paciente2@clinica.test',
    dniNumber: '23456789',
    patient: {
      fecha_nacimiento: '1958-11-02',
      telefono: '622334455',
      sexo: 'Hombre',
      provincia: 'Sevilla',
      poblacion: 'Dos Hermanas',
      cp: '41701',
      direccion: 'Avenida de Andalucía',
      numero: '45',
      piso: null,
      puerta: null,
    },
  },
  {
    key: 'paciente3',
    id_rol: ROL.paciente,
    nombre: 'María del Carmen',
    primer_apellido: 'Rubio',
    segundo_apellido: 'Blanco',
    email: 'paciente3@clinica.test',
    dniNumber: '34567890',
    patient: {
      fecha_nacimiento: '1972-06-23',
      telefono: '633445566',
      sexo: 'Mujer',
      provincia: 'Valencia/València',
      poblacion: 'Gandia',
      cp: '46701',
      direccion: 'Passeig de les Germanies',
      numero: '8',
      piso: '1',
      puerta: 'A',
    },
  },
  {
    key: 'paciente4',
    id_rol: ROL.paciente,
    nombre: 'José Luis',
    primer_apellido: 'Herrera',
    segundo_apellido: 'Molina',
    email: 'paciente4@clinica.test',
    dniNumber: '45678901',
    patient: {
      fecha_nacimiento: '1990-01-30',
      telefono: '644556677',
      sexo: 'Hombre',
      provincia: 'Barcelona',
      poblacion: 'Sabadell',
      cp: '08201',
      direccion: 'Carrer de Gràcia',
      numero: '27',
      piso: '4',
      puerta: '2',
    },
  },
  {
    key: 'paciente5',
    id_rol: ROL.paciente,
    nombre: 'Isabel',
    primer_apellido: 'Vega',
    segundo_apellido: 'Santos',
    email: 'paciente5@clinica.test',
    dniNumber: '56789012',
    patient: {
      fecha_nacimiento: '2001-09-12',
      telefono: '655667788',
      sexo: 'Mujer',
      provincia: 'A Coruña',
      poblacion: 'Santiago de Compostela',
      cp: '15701',
      direccion: 'Rúa do Franco',
      numero: '3',
      piso: null,
      puerta: null,
    },
  },
  {
    key: 'paciente6',
    id_rol: ROL.paciente,
    nombre: 'David',
    primer_apellido: 'Ramos',
    segundo_apellido: null,
    email: 'paciente6@clinica.test',
    dniNumber: '67890123',
    patient: {
      fecha_nacimiento: '1966-03-05',
      telefono: '666778899',
      sexo: 'Hombre',
      provincia: 'Málaga',
      poblacion: 'Marbella',
      cp: '29601',
      direccion: 'Avenida Ricardo Soriano',
      numero: '19',
      piso: '6',
      puerta: 'C',
    },
  },
];
