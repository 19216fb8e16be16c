import type { CampoEmpleado } from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as F } from '../personal/texts';

/** Los textos del asistente 'Dar de alta a un empleado' (docs/decisiones.md (46)). */
export const TEXTOS_ALTA_EMPLEADO = {
  proceso: 'Dar de alta a un empleado',
  rol: '¿Qué rol tendrá en la clínica?',
  rolEtiqueta: 'Rol',
  rolAyuda: 'El rol de una cuenta no cambia después.',
  datos: 'Datos personales',
  datosEtiqueta: 'Datos',
  contrasena: 'Contraseña inicial',
  contrasenaEtiqueta: 'Contraseña',
  contrasenaExplicacion:
    'Con ella iniciará sesión la primera vez, y el sistema le pedirá que la cambie por una suya antes de seguir.',
  resumen: 'Resumen',
  seccionRol: 'Rol',
  seccionDatos: 'Datos personales',
  seccionContrasena: 'Contraseña inicial',
  contrasenaAsignada: 'Asignada',
  si: 'Sí',
  no: 'No',
  sinDato: 'No consta',
  darDeAlta: 'Dar de alta',
  volverAPersonal: F.volver,
  creado: (nombre: string) => `${nombre} ya tiene cuenta`,
  /** Qué pasa ahora (el patrón de confirmación de GOV.UK). */
  queSigue: 'Qué pasa ahora',
  siguientePaso1: (email: string) =>
    `Dale la contraseña inicial en persona, nunca por correo. Iniciará sesión con ${email} y esa contraseña.`,
  siguientePaso2:
    'Al entrar, el sistema le pedirá que elija una contraseña nueva antes de hacer nada más.',
  /** Con una invitación (docs/decisiones.md (50)). */
  invitacionEnviada: (email: string) =>
    `Se ha enviado una invitación a ${email}. Con el enlace del mensaje, válido 7 días, elegirá su contraseña e iniciará sesión.`,
} as const;

/** El nombre visible de cada campo: en el formulario, en el resumen y en el resumen de errores. */
export const ETIQUETAS_ALTA_EMPLEADO: Record<CampoEmpleado, string> = {
  id_rol: F.rol,
  responsable: F.responsable,
  nombre: F.nombre,
  primer_apellido: F.primerApellido,
  segundo_apellido: F.segundoApellido,
  email: F.email,
  dni: F.dni,
  num_colegiado: F.numColegiado,
  password: 'Contraseña inicial',
};
/** Los campos de la ficha (personal/datos.ts) repartidos en los pasos del alta, en su orden. */
export type CampoAlta = CampoEmpleado;

export const CAMPOS_ROL = ['id_rol', 'responsable'] as const satisfies readonly CampoAlta[];
export const CAMPOS_DATOS = [
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'email',
  'dni',
  'num_colegiado',
] as const satisfies readonly CampoAlta[];
export const CAMPOS_CONTRASENA = ['password'] as const satisfies readonly CampoAlta[];
