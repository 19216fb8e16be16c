import type { DatosContrasena, DatosPaciente } from '../tipos';

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
  dni: 'DNI',
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

export const CAMPOS_PERSONALES = [
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'fecha_nacimiento',
  'telefono',
  'dni',
  'sexo',
  'email',
] as const satisfies readonly (keyof DatosPaciente)[];

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
