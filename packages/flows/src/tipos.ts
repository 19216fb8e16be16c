/**
 * Los datos con los que trabajan los flujos. Los nombres de campo son los del contrato
 * (openapi.yaml, spec §3) para que los errores por campo del servidor caigan en su sitio.
 */

/** Mensajes por campo: solo están los campos con error. */
export type Errores<Campo extends string = string> = Partial<Record<Campo, string>>;

/** Roles (DECISIONS #1): 1 radiólogo, 2 administrativo, 3 médico, 4 paciente. */
export type Rol = 1 | 2 | 3 | 4;

/** Lo que el servidor devuelve al iniciar sesión, sin la bandera `error`. */
export interface Sesion {
  token: string;
  user: { id: number; id_rol: Rol; nombre: string; primer_apellido: string };
}

export interface Credenciales {
  email: string;
  password: string;
}

/** Provincia o población del INE: `codigo` '28' o '28079', `nombre` 'Madrid'. */
export interface LugarIne {
  codigo: string;
  nombre: string;
}

export type Sexo = 'Hombre' | 'Mujer';

/** Lo que se escribe en 'Información paciente'. `provincia` guarda el código INE elegido. */
export interface DatosPaciente {
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string;
  fecha_nacimiento: string;
  telefono: string;
  email: string;
  dni: string;
  sexo: Sexo | '';
  provincia: string;
  poblacion: string;
  cp: string;
  direccion: string;
  numero: string;
  piso: string;
  puerta: string;
  escalera: string;
}

/** Lo que se escribe en 'Asignar contraseña'. Nunca se guarda en sessionStorage. */
export interface DatosContrasena {
  password: string;
  repetirPassword: string;
}

/** El cuerpo de crearUsuarioPaciente: provincia y población por su nombre, opcionales fuera. */
export interface NuevoPaciente {
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  fecha_nacimiento: string;
  telefono: string;
  email: string;
  password: string;
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

/** Lo que los flujos leen del paciente recién creado (crearUsuarioPaciente, 201). */
export interface PacienteCreado {
  /** Id de usuario. */
  id: number;
  id_paciente: number;
  nombre: string;
  primer_apellido: string;
}

/** El paciente encontrado por DNI (buscarPorDni); `id` es su `id_paciente`. */
export interface PacienteEncontrado {
  id: number;
  dni: string;
  nombre_completo: string;
}

export interface Radiologo {
  id_radiologo: number;
  nombre_completo: string;
}

/** Fecha, hora y radiólogo de una cita de radiología. */
export interface DatosCita {
  fecha: string;
  hora: string;
  idRadiologo: number | null;
}

export interface NuevaCita {
  id_paciente: number;
  id_radiologo: number;
  fecha: string;
  hora: string;
}

export interface CambioCita {
  id: number;
  fecha: string;
  hora: string;
  idRadiologo: number;
}

/** Lo que los flujos leen de una cita guardada. */
export interface CitaGuardada {
  id: number;
  num_cita: string;
  fecha: string;
  hora: string;
}

/** La consulta de huecos libres de un radiólogo en un día (huecosLibres). */
export interface ConsultaHuecos {
  fecha: string;
  idRadiologo: number;
}

/** Una lista que se carga del servidor mientras el usuario sigue escribiendo. */
export interface Carga<T> {
  estado: 'inactiva' | 'cargando' | 'lista' | 'error';
  datos: T[];
  error?: string;
}
