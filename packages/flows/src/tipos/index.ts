/**
 * Los datos con los que trabajan los flujos. Lo que viaja por el contrato (openapi.yaml, spec §3)
 * se toma de `@clinica/api-client`, nunca se vuelve a escribir a mano; aquí solo viven el estado
 * de los formularios y las vistas más estrechas que los flujos leen. Los nombres de campo de los
 * formularios son los del contrato para que los errores por campo del servidor caigan en su sitio.
 */
import type {
  Cita,
  CitaActualizacion,
  CitaListado,
  CitaNuevaMedicina,
  CitaNuevaRadiologia,
  FichaPaciente,
  Paciente,
  PacienteCreado as PacienteCreadoDelContrato,
  Poblacion,
  Provincia,
  Sesion as SesionDelContrato,
  Sexo,
  TipoDocumento,
} from '@clinica/api-client';

export type {
  ComprobacionContrasena,
  Credenciales,
  Medico,
  PacienteEncontrado,
  ProblemaContrasena,
  Radiologo,
  Rol,
  Sexo,
  TipoDocumento,
} from '@clinica/api-client';

/**
 * El documento elegido en el formulario: uno de los del contrato o ninguno, solo para un menor de
 * 14 años, que se registra con un tutor (docs/decisiones.md (52)).
 */
export type TipoDocumentoFormulario = TipoDocumento | 'ninguno';

/**
 * El paciente al que se da una cita: el encontrado por su documento o el elegido en su ficha ('Dar
 * cita'), que puede ser un menor sin documento (`documento` null, docs/decisiones.md (52)).
 */
export type PacienteElegido = Pick<
  FichaPaciente,
  'id' | 'nombre_completo' | 'tipo_documento' | 'documento'
>;

/** Mensajes por campo: solo están los campos con error. */
export type Errores<Campo extends string = string> = Partial<Record<Campo, string>>;

/** Lo que el servidor devuelve al iniciar sesión, sin la bandera `error`. */
export type Sesion = Omit<SesionDelContrato, 'error'>;

/** Provincia o población del INE: `codigo` '28' o '28079', `nombre` 'Madrid'. */
export type LugarIne = Provincia | Poblacion;

/** Lo que se escribe en 'Información del paciente'. `provincia` guarda el código INE elegido. */
export interface DatosPaciente {
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string;
  fecha_nacimiento: string;
  sexo: Sexo | '';
  tipo_documento: TipoDocumentoFormulario;
  /** El número del documento elegido. */
  documento: string;
  /** El tutor, solo sin documento: su nombre, su documento, su teléfono y su relación. */
  tutor_nombre: string;
  tutor_tipo_documento: TipoDocumento;
  tutor_documento: string;
  tutor_telefono: string;
  tutor_relacion: string;
  /** Un teléfono o un correo, al menos uno (el del tutor vale por el del menor). */
  telefono: string;
  email: string;
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

/**
 * El cuerpo de crearUsuarioPaciente: provincia y población por su nombre, opcionales fuera. El
 * servidor toma el administrativo de la sesión, así que los flujos no lo envían.
 */
export type NuevoPaciente = Omit<Paciente, 'idAdministrativo'>;

/** Lo que los flujos leen del paciente recién creado (crearUsuarioPaciente, 201). */
export type PacienteCreado = Pick<
  PacienteCreadoDelContrato,
  'id' | 'id_paciente' | 'nombre' | 'primer_apellido'
>;

/**
 * Con quién es una cita (docs/decisiones.md (31)): las de radiología, con un radiólogo; las de medicina
 * (presencial o telefónica), con un médico. Una cita no cambia de tipo al modificarla.
 */
export type TipoProfesional = 'radiologo' | 'medico';

/**
 * Un radiólogo o un médico, tal como se elige en 'Asignar datos' y en 'Pedir cita'. Dentro de los
 * flujos se le nombra siempre `idProfesional`; `id_radiologo` e `id_medico` (o `idRadiologo` e
 * `idMedico`) solo en las peticiones y respuestas del contrato.
 */
export interface Profesional {
  /** El `id_radiologo` o el `id_medico` del contrato, según el tipo. */
  idProfesional: number;
  nombre_completo: string;
}

/** Fecha, hora y profesional de una cita: el radiólogo o el médico, según el tipo de la cita. */
export interface DatosCita {
  fecha: string;
  hora: string;
  idProfesional: number | null;
}

/**
 * Una cita con todo elegido, lo único con que se guarda o se cambia: `DatosCita` con el paso
 * 'Asignar datos' hecho (`citaAsignada` en cita/datosCita.ts).
 */
export interface CitaAsignada {
  fecha: string;
  hora: string;
  idProfesional: number;
}

/**
 * Los tipos de cita que da el mostrador (docs/decisiones.md (51)): de radiología, con un
 * radiólogo, o de medicina familiar, presencial o telefónica, con un médico.
 */
export type TipoCitaMostrador =
  | NonNullable<CitaNuevaRadiologia['tipo_cita']>
  | CitaNuevaMedicina['tipo_cita'];

/**
 * Lo que los flujos envían a guardarCita, uno de los dos cuerpos del contrato: una cita de
 * radiología con su radiólogo, o una de medicina familiar con su tipo y su médico. El servidor
 * pone la especialidad, el número, el estado y el administrativo.
 */
export type NuevaCita =
  | Pick<CitaNuevaRadiologia, 'id_paciente' | 'id_radiologo' | 'fecha' | 'hora'>
  | Pick<CitaNuevaMedicina, 'tipo_cita' | 'id_paciente' | 'id_medico' | 'fecha' | 'hora'>;

/**
 * Lo que los flujos leen de las citas de un paciente (mostrarCitasDelPaciente) para avisar de
 * otra el mismo día con el mismo profesional.
 */
export type CitaDelPaciente = Pick<
  CitaListado,
  'id' | 'fecha' | 'hora' | 'estado' | 'id_radiologo' | 'id_medico'
>;

/** El cambio de una cita (actualizarCita): su `id` en la ruta y el cuerpo del contrato. */
export type CambioCita = Pick<Cita, 'id'> & CitaActualizacion;

/** Lo que los flujos leen de una cita guardada. */
export type CitaGuardada = Pick<Cita, 'id' | 'num_cita' | 'fecha' | 'hora'>;

/** La consulta de huecos libres de un radiólogo o de un médico en un día (huecosLibres). */
export interface ConsultaHuecos {
  fecha: string;
  profesional: TipoProfesional;
  idProfesional: number;
}

/** 'Primer hueco libre': desde qué día buscar y con qué profesional. */
export interface ConsultaPrimerHueco {
  desde: string;
  profesional: TipoProfesional;
  idProfesional: number;
}

/** El primer día con horas libres y esas horas; `null` si no hay ninguno en lo que se mira. */
export type PrimerHueco = { fecha: string; huecos: string[] } | null;

/**
 * Los días cerrados entre dos fechas (diasCerrados): los de la clínica y, con un profesional, los
 * que él no trabaja (docs/decisiones.md (49)).
 */
export interface ConsultaDiasCerrados {
  desde: string;
  hasta: string;
  profesional: TipoProfesional;
  idProfesional: number | null;
}

/** Una lista que se carga del servidor mientras el usuario sigue escribiendo. */
export interface Carga<T> {
  estado: 'inactiva' | 'cargando' | 'lista' | 'error';
  datos: T[];
  error?: string;
}
