import type {
  DatosContrasena,
  DatosPaciente,
  TipoDocumento,
  TipoDocumentoFormulario,
} from '../tipos';

/** Los textos del asistente (§2.3). */
export const TEXTOS_CREAR_PACIENTE = {
  proceso: 'Crear paciente',
  informacionPaciente: 'Información del paciente',
  informacionPersonal: 'Información personal',
  direccionPersonal: 'Dirección personal',
  asignarContrasena: 'Asignar contraseña',
  resumen: 'Resumen',
  crear: 'Crear paciente',
  confirmacion: 'Paciente creado correctamente',
  irACitas: 'Ir a citas',
  reintentar: 'Reintentar',
  cargandoProvincias: 'Cargando provincias…',
  cargandoPoblaciones: 'Cargando poblaciones…',
  eligeProvincia: 'Elige antes una provincia.',
  contrasenaAsignada: 'Asignada',
  descripcionContrasena: 'Al menos 8 caracteres.',
  sinCorreo: 'Sin correo electrónico no tendrá acceso al portal; podrás invitarle cuando lo tenga.',
  sinAcceso: 'Sin acceso al portal (no tiene correo electrónico)',
  darCitaAEstePaciente: 'Dar cita a este paciente',
  creadoConContrasena: (nombre: string) =>
    `${nombre} ya puede iniciar sesión con su correo electrónico y la contraseña asignada. Ya se le pueden dar citas.`,
  creadoSinCorreo: (nombre: string) =>
    `${nombre} no tiene acceso al portal hasta que tenga un correo electrónico. Ya se le pueden dar citas.`,
  invitacionEnviada: (nombre: string, email: string) =>
    `Se ha enviado una invitación a ${email}: ${nombre} elegirá su contraseña con el enlace del mensaje, válido 7 días. Ya se le pueden dar citas.`,
} as const;

/** La etiqueta de cada campo, en el orden del formulario. */
export const ETIQUETAS_PACIENTE: Record<keyof DatosPaciente, string> = {
  nombre: 'Nombre',
  primer_apellido: 'Primer apellido',
  segundo_apellido: 'Segundo apellido',
  fecha_nacimiento: 'Fecha de nacimiento',
  telefono: 'Teléfono',
  tipo_documento: 'Tipo de documento',
  documento: 'Número del documento',
  tutor_nombre: 'Nombre y apellidos del tutor',
  tutor_tipo_documento: 'Documento del tutor',
  tutor_documento: 'Número del documento del tutor',
  tutor_telefono: 'Teléfono del tutor',
  tutor_relacion: 'Relación con el paciente',
  sexo: 'Sexo',
  email: 'Correo electrónico',
  provincia: 'Provincia',
  poblacion: 'Población',
  cp: 'Código postal',
  direccion: 'Dirección',
  numero: 'Número',
  piso: 'Piso',
  puerta: 'Puerta',
  escalera: 'Escalera',
};

export const ETIQUETAS_CONTRASENA: Record<keyof DatosContrasena, string> = {
  password: 'Contraseña',
  repetirPassword: 'Repetir contraseña',
};

/** Las opciones de 'Tipo de documento' (docs/decisiones.md (52)). */
export const OPCIONES_DOCUMENTO: Record<TipoDocumentoFormulario, string> = {
  dni: 'DNI',
  nie: 'NIE',
  pasaporte: 'Pasaporte',
  ninguno: 'Sin documento (menor de 14 años)',
};

/** La etiqueta del número, según el documento elegido: 'DNI', 'NIE', 'Número de pasaporte'. */
export const ETIQUETA_NUMERO: Record<TipoDocumento, string> = {
  dni: 'DNI',
  nie: 'NIE',
  pasaporte: 'Número de pasaporte',
};

/** La ayuda del número, según el documento. */
export const AYUDA_NUMERO: Record<TipoDocumento, string> = {
  dni: 'Por ejemplo, 12345678Z.',
  nie: 'Por ejemplo, X1234567L.',
  pasaporte: 'De 5 a 15 letras o cifras.',
};

export const AYUDAS_PACIENTE = {
  telefono: '9 dígitos. Hace falta un teléfono o un correo electrónico.',
  telefonoMenor: '9 dígitos. Si no lo hay, se llama al tutor.',
  email: 'Para entrar en el portal y recibir los avisos de sus citas.',
  emailMenor: 'Los avisos de sus citas se envían aquí, a nombre del tutor.',
  tutor: 'Sin documento, se registra con quien responde de él y recibe sus avisos.',
  relacion: 'Por ejemplo, madre, padre o tutor legal.',
} as const;

export const CAMPOS_PERSONALES = [
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'fecha_nacimiento',
  'sexo',
  'tipo_documento',
  'documento',
  'tutor_nombre',
  'tutor_tipo_documento',
  'tutor_documento',
  'tutor_telefono',
  'tutor_relacion',
  'telefono',
  'email',
] as const satisfies readonly (keyof DatosPaciente)[];

/** Los campos del tutor: solo sin documento. */
export const CAMPOS_TUTOR = [
  'tutor_nombre',
  'tutor_tipo_documento',
  'tutor_documento',
  'tutor_telefono',
  'tutor_relacion',
] as const satisfies readonly (keyof DatosPaciente)[];

/** Si un campo se muestra con estos datos: el número con documento, el tutor sin él. */
export function campoVisible(campo: keyof DatosPaciente, datos: DatosPaciente): boolean {
  if (campo === 'documento') return datos.tipo_documento !== 'ninguno';
  if ((CAMPOS_TUTOR as readonly string[]).includes(campo))
    return datos.tipo_documento === 'ninguno';
  return true;
}

export const CAMPOS_DIRECCION = [
  'provincia',
  'poblacion',
  'cp',
  'direccion',
  'numero',
  'piso',
  'puerta',
  'escalera',
] as const satisfies readonly (keyof DatosPaciente)[];

export const CAMPOS_CONTRASENA = ['password', 'repetirPassword'] as const;

export const MENSAJE_ERROR_PROVINCIAS =
  'No se han podido cargar las provincias. Inténtalo de nuevo.';

export const MENSAJE_ERROR_POBLACIONES =
  'No se han podido cargar las poblaciones. Inténtalo de nuevo.';

export const MENSAJE_CONTRASENA_OLVIDADA =
  'Por seguridad, la contraseña no se guarda al recargar la página. Vuelve a escribirla.';
