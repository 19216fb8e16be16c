/**
 * Request and response shapes of the contract that the handlers use. They mirror
 * `components.schemas` of openapi.yaml.
 */
export type EstadoCita = 'EN_CURSO' | 'CUMPLIDA' | 'CANCELADA';

export interface Cita {
  id: number;
  num_cita: string;
  fecha: string;
  hora: string;
  especialidad: number;
  tipo_cita: string;
  id_paciente: number;
  id_radiologo: number | null;
  id_medico: number | null;
  id_administrativo: number | null;
  estado: EstadoCita;
}

export interface CitaListado extends Cita {
  nombre_completo_paciente: string;
  nombre_completo_radiologo: string | null;
  nombre_completo_medico: string | null;
  dni_paciente: string;
}

export interface Credenciales {
  email: string;
  password: string;
}

export interface CitaNueva {
  fecha: string;
  hora: string;
  id_paciente: number;
  id_radiologo: number;
}

export interface CitaActualizacion {
  fecha: string;
  hora: string;
  idRadiologo: number;
}

export interface PeticionCita {
  tipo_cita: string;
  id_medico: number;
  fecha: string;
  hora: string;
}

export interface Paciente {
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  fecha_nacimiento: string;
  telefono: string;
  email: string;
  password: string;
  dni: string;
  sexo: 'Hombre' | 'Mujer';
  provincia: string;
  poblacion: string;
  cp: string;
  direccion: string;
  numero: string;
  piso?: string;
  puerta?: string;
  escalera?: string;
}

export interface DiagnosticoNuevo {
  id_cita: number;
  contenido: string;
}

export interface InformeNuevo {
  id_cita: number;
  contenido: string;
}

export interface InformeCompletoNuevo {
  id_cita: number;
  contenido: string;
  notas?: string[];
}

export interface ImagenNueva {
  id_informe: number;
  id_paciente: number;
  id_cita: number;
  nombre_imagen?: string;
  nota?: string;
}

export interface IncidenciaDatos {
  asunto: string;
  descripcion: string;
  nivel_prioridad: 'BAJA' | 'MEDIA' | 'ALTA';
  fecha: string;
  nombre: string;
  puesto_trabajo: number;
  estado?: 'PENDIENTE' | 'RESUELTA';
}

export interface Imagen {
  id_imagen: number;
  id_informe: number;
  id_cita: number;
  id_paciente: number;
  nombre_imagen: string;
  ruta_imagen: string;
  tipo: string;
  tamano: number;
  nota: string | null;
}

export interface ImagenIncidencia {
  id_imagen: number;
  id_incidencia: number;
  nombre_imagen: string;
  tipo: string;
}
