/**
 * La ficha de un empleado tal como la escribe el responsable, su validación en el campo (las
 * mismas reglas que el servidor, de `@clinica/api-client/reglas`) y los cuerpos de
 * `crearEmpleado` y `actualizarEmpleado`.
 */
import type {
  Empleado,
  EmpleadoActualizacion,
  EmpleadoNuevo,
  RolEmpleado,
} from '@clinica/api-client';
import { ROL } from '@clinica/api-client/reglas';
import type { Errores } from '../tipos';
import { validarDniPaciente } from '../validacion/dni';
import { validarEmail } from '../validacion/email';
import {
  estaVacio,
  validarNombre,
  validarPrimerApellido,
  validarSegundoApellido,
} from '../validacion/obligatorio';
import { validarContrasena } from '../validacion/password';
import { TEXTOS_FICHA_EMPLEADO as T } from './texts';

export interface DatosEmpleado {
  /** Solo se elige al darlo de alta; `null` mientras no se ha elegido. */
  id_rol: RolEmpleado | null;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string;
  email: string;
  dni: string;
  num_colegiado: string;
  responsable: boolean;
  /** Editando: si se le pone una contraseña provisional nueva. Al darlo de alta, siempre. */
  asignarContrasena: boolean;
  password: string;
}

/** Los campos en el orden del formulario (el del resumen de errores). */
export const CAMPOS_EMPLEADO = [
  'id_rol',
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'email',
  'dni',
  'num_colegiado',
  'responsable',
  'password',
] as const;

export type CampoEmpleado = (typeof CAMPOS_EMPLEADO)[number];

export const DATOS_EMPLEADO_VACIOS: DatosEmpleado = {
  id_rol: null,
  nombre: '',
  primer_apellido: '',
  segundo_apellido: '',
  email: '',
  dni: '',
  num_colegiado: '',
  responsable: false,
  asignarContrasena: false,
  password: '',
};

/** Lo que la ficha muestra de un empleado que ya existe. */
export function datosDeEmpleado(empleado: Empleado): DatosEmpleado {
  return {
    id_rol: empleado.id_rol,
    nombre: empleado.nombre,
    primer_apellido: empleado.primer_apellido,
    segundo_apellido: empleado.segundo_apellido ?? '',
    email: empleado.email,
    dni: empleado.dni ?? '',
    num_colegiado: empleado.num_colegiado ?? '',
    responsable: empleado.responsable,
    asignarContrasena: false,
    password: '',
  };
}

/** Solo un médico o un radiólogo tiene número de colegiado; solo un administrativo es responsable. */
export const tieneColegiado = (rol: RolEmpleado | null) =>
  rol === ROL.medico || rol === ROL.radiologo;
export const puedeSerResponsable = (rol: RolEmpleado | null) => rol === ROL.administrativo;

function validarColegiado(rol: RolEmpleado | null, valor: string): string | undefined {
  if (!tieneColegiado(rol)) return undefined;
  if (estaVacio(valor)) return rol === ROL.medico ? T.numColegiadoObligatorio : undefined;
  return /^\d{9}$/.test(valor.trim()) ? undefined : T.numColegiadoIncorrecto;
}

/** Los errores de la ficha; `{}` si se puede enviar. */
export function validarEmpleado(datos: DatosEmpleado): Errores<CampoEmpleado> {
  const mensajes: Record<CampoEmpleado, string | undefined> = {
    id_rol: datos.id_rol === null ? T.rolObligatorio : undefined,
    nombre: validarNombre(datos.nombre),
    primer_apellido: validarPrimerApellido(datos.primer_apellido),
    segundo_apellido: validarSegundoApellido(datos.segundo_apellido),
    email: validarEmail(datos.email),
    dni: estaVacio(datos.dni) ? undefined : validarDniPaciente(datos.dni),
    num_colegiado: validarColegiado(datos.id_rol, datos.num_colegiado),
    responsable: undefined,
    password: datos.asignarContrasena
      ? validarContrasena(datos.password, {
          email: datos.email,
          nombre: datos.nombre,
          apellidos: [datos.primer_apellido, datos.segundo_apellido],
          dni: datos.dni,
        })
      : undefined,
  };
  const errores: Errores<CampoEmpleado> = {};
  for (const campo of CAMPOS_EMPLEADO) {
    const mensaje = mensajes[campo];
    if (mensaje) errores[campo] = mensaje;
  }
  return errores;
}

/** El cuerpo de `crearEmpleado`: los opcionales vacíos no se envían. */
export function empleadoNuevo(datos: DatosEmpleado): EmpleadoNuevo {
  const rol = datos.id_rol ?? ROL.administrativo;
  return {
    id_rol: rol,
    nombre: datos.nombre.trim(),
    primer_apellido: datos.primer_apellido.trim(),
    ...(datos.segundo_apellido.trim() ? { segundo_apellido: datos.segundo_apellido.trim() } : {}),
    email: datos.email.trim(),
    ...(datos.dni.trim() ? { dni: datos.dni.trim().toUpperCase() } : {}),
    ...(tieneColegiado(rol) && datos.num_colegiado.trim()
      ? { num_colegiado: datos.num_colegiado.trim() }
      : {}),
    ...(puedeSerResponsable(rol) ? { responsable: datos.responsable } : {}),
    password: datos.password,
  };
}

/**
 * El cuerpo de `actualizarEmpleado`: solo lo que cambia respecto a `original` (el servidor
 * audita los nombres de los campos cambiados); un opcional vaciado se envía `""` y se borra.
 */
export function cambiosDelEmpleado(
  original: DatosEmpleado,
  datos: DatosEmpleado,
): EmpleadoActualizacion {
  const cambio: EmpleadoActualizacion = {};
  const textos = ['nombre', 'primer_apellido', 'segundo_apellido', 'email', 'dni'] as const;
  for (const campo of textos) {
    const valor = campo === 'dni' ? datos.dni.trim().toUpperCase() : datos[campo].trim();
    if (valor !== original[campo].trim()) cambio[campo] = valor;
  }
  if (tieneColegiado(datos.id_rol) && datos.num_colegiado.trim() !== original.num_colegiado) {
    cambio.num_colegiado = datos.num_colegiado.trim();
  }
  if (puedeSerResponsable(datos.id_rol) && datos.responsable !== original.responsable) {
    cambio.responsable = datos.responsable;
  }
  if (datos.asignarContrasena) cambio.password = datos.password;
  return cambio;
}

/** El estado de una cuenta en palabras (docs/decisiones.md (27)). */
export type EstadoDeCuenta = 'activo' | 'deBaja' | 'bloqueado';

export function estadoDeCuenta(empleado: Pick<Empleado, 'activo' | 'bloqueado'>): EstadoDeCuenta {
  if (!empleado.activo) return 'deBaja';
  return empleado.bloqueado ? 'bloqueado' : 'activo';
}

const FORMATO_FECHA_HORA = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Un instante del servidor (UTC) como la hora de pared de la clínica, dd/mm/aaaa HH:mm
 * (docs/decisiones.md (28, 40)).
 */
export function fechaHoraLegible(instante: string): string {
  const partes = Object.fromEntries(
    FORMATO_FECHA_HORA.formatToParts(new Date(instante)).map((parte) => [parte.type, parte.value]),
  );
  return `${partes.day}/${partes.month}/${partes.year} ${partes.hour}:${partes.minute}`;
}
