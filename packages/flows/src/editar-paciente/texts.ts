import { TEXTOS_CREAR_PACIENTE } from '../crear-paciente/texts';
import type { DatosPaciente } from '../tipos';

/** Las secciones de la ficha, con los títulos de 'Crear paciente' y el contacto aparte. */
export type SeccionPaciente = 'personal' | 'contacto' | 'direccion';

export const SECCIONES_PACIENTE: readonly SeccionPaciente[] = ['personal', 'contacto', 'direccion'];

/** Los campos de cada sección, en el orden del formulario de 'Crear paciente'. */
export const CAMPOS_DE_SECCION: Record<SeccionPaciente, readonly (keyof DatosPaciente)[]> = {
  personal: [
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
  ],
  contacto: ['telefono', 'email'],
  direccion: ['provincia', 'poblacion', 'cp', 'direccion', 'numero', 'piso', 'puerta', 'escalera'],
};

/** Los textos de 'Editar paciente' (docs/decisiones.md (51)). */
export const TEXTOS_EDITAR_PACIENTE = {
  titulo: 'Editar paciente',
  /** El título del documento: 'Editar paciente: Lucía García Fernández'. */
  tituloDe: (nombre: string) => `Editar paciente: ${nombre}`,
  secciones: {
    personal: TEXTOS_CREAR_PACIENTE.informacionPersonal,
    contacto: 'Contacto',
    direccion: TEXTOS_CREAR_PACIENTE.direccionPersonal,
  } satisfies Record<SeccionPaciente, string>,
  cambiar: 'Cambiar',
  cambiarSeccion: (seccion: string) => `Cambiar ${seccion.toLowerCase()}`,
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  volver: 'Volver a Pacientes',
  darCita: 'Dar cita',
  /** La sección de sus citas. */
  citas: 'Citas',
  profesional: 'Profesional',
  estado: 'Estado',
  sinCitas: 'No tiene citas.',
  cargandoCitas: 'Cargando sus citas…',
  /** La sección de la descarga de sus datos: una copia, no los datos de arriba otra vez. */
  susDatos: 'Copia de sus datos',
  sinDato: 'No consta',
  guardado: (seccion: string) => `Se han guardado los cambios de ${seccion.toLowerCase()}.`,
  /** Un primer correo: el servidor invita al paciente a elegir su contraseña (docs/decisiones.md (52)). */
  invitacionEnviada: (email: string) =>
    `Se ha enviado una invitación a ${email} para que elija su contraseña y pueda entrar en el portal.`,
  sinCambios: 'No has cambiado nada: los datos siguen como estaban.',
  cancelado: 'No se ha cambiado nada.',
  noExiste: 'No existe ningún paciente con ese id. Puede que se haya escrito mal la dirección.',
  cargando: 'Cargando los datos del paciente…',
  reintentar: 'Reintentar',
} as const;

/** Un correo que ya tenía no se quita: la cuenta entra con él (docs/decisiones.md (52)). */
export const MENSAJE_CORREO_NO_SE_QUITA =
  'No se puede quitar el correo electrónico: con él entra en el portal. Escribe el nuevo si ha cambiado.';
