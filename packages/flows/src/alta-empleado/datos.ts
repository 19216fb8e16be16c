/**
 * Los datos de 'Dar de alta a un empleado': lo que se escribe, los errores de cada paso (las
 * reglas de la ficha, personal/datos.ts, las mismas que el servidor), el cuerpo de `crearEmpleado`
 * y a qué paso vuelve lo que el servidor rechaza. La máquina (machine.ts) los usa; aquí no hay
 * estados.
 */
import type { Empleado, EmpleadoNuevo } from '@clinica/api-client';
import { comoFallo, erroresDeCampos } from '../errores/fallos';
import { type AccesoInicial, type ContextoDeAcceso, conInvitacion } from '../invitacion/acceso';
import {
  CAMPOS_EMPLEADO,
  DATOS_EMPLEADO_VACIOS,
  type DatosEmpleado,
  empleadoNuevo,
  validarEmpleado,
} from '../personal/datos';
import type { Errores } from '../tipos';
import { sinErrores } from '../validacion/formularios';
import type { ContextoAsistente, EventoNavegacion } from '../wizard/machine';
import type { PasoAltaEmpleado } from './steps';
import { CAMPOS_CONTRASENA, CAMPOS_DATOS, CAMPOS_ROL, type CampoAlta } from './texts';

/** Lo que se escribe en el alta, salvo la contraseña, que va aparte y nunca se guarda. */
export type DatosAlta = Omit<DatosEmpleado, 'password' | 'asignarContrasena'>;

export interface ContextoAltaEmpleado extends ContextoAsistente, ContextoDeAcceso {
  datos: DatosAlta;
  /**
   * Puede faltar: no se guarda en sessionStorage (wizard/persistencia.ts quita todo campo que
   * hable de contraseñas), y tras una recarga hay que volver a escribirla.
   */
  contrasena?: { password?: string };
  errores: Errores<CampoAlta>;
  /** Lo que el servidor rechazó (un correo, DNI o colegiado en uso) hasta que se cambie ese campo. */
  erroresServidor: Errores<CampoAlta>;
  /** Lo que respondió `crearEmpleado`. */
  empleado: Empleado | undefined;
}

export type EventoAltaEmpleado =
  | EventoNavegacion<PasoAltaEmpleado>
  | { type: 'EDITAR'; datos: Partial<DatosAlta & { password: string; acceso: AccesoInicial }> };

export const DATOS_ALTA_VACIOS: DatosAlta = {
  id_rol: DATOS_EMPLEADO_VACIOS.id_rol,
  nombre: '',
  primer_apellido: '',
  segundo_apellido: '',
  email: '',
  dni: '',
  num_colegiado: '',
  responsable: false,
};

/** La ficha completa que validan y envían las reglas de personal/datos.ts. */
function fichaDe(contexto: ContextoAltaEmpleado): DatosEmpleado {
  return {
    ...contexto.datos,
    // Con una invitación no hay contraseña que comprobar ni que enviar.
    asignarContrasena: !conInvitacion(contexto),
    password: contexto.contrasena?.password ?? '',
  };
}

function soloDe<C extends CampoAlta>(errores: Errores<CampoAlta>, campos: readonly C[]) {
  return Object.fromEntries(
    Object.entries(errores).filter(([campo]) => (campos as readonly string[]).includes(campo)),
  ) as Errores<C>;
}

/** Los errores de unos campos: los de la regla mandan sobre los del servidor. */
function erroresDe(contexto: ContextoAltaEmpleado, campos: readonly CampoAlta[]) {
  return soloDe({ ...contexto.erroresServidor, ...validarEmpleado(fichaDe(contexto)) }, campos);
}

export const erroresRol = (contexto: ContextoAltaEmpleado) => erroresDe(contexto, CAMPOS_ROL);
export const erroresDatos = (contexto: ContextoAltaEmpleado) => erroresDe(contexto, CAMPOS_DATOS);
export const erroresContrasena = (contexto: ContextoAltaEmpleado) =>
  erroresDe(contexto, CAMPOS_CONTRASENA);

/** El cuerpo de `crearEmpleado` (el de la ficha): recortado y sin opcionales vacíos. */
export function empleadoNuevoDe(contexto: ContextoAltaEmpleado): EmpleadoNuevo {
  const { password, ...cuerpo } = empleadoNuevo(fichaDe(contexto));
  return conInvitacion(contexto) ? { ...cuerpo, invitar: true } : { ...cuerpo, password };
}

/** Lo que el servidor rechazó al crear, por campo. */
export function erroresDelServidor(error: unknown): Errores<CampoAlta> {
  return erroresDeCampos(error, CAMPOS_EMPLEADO);
}

/**
 * El paso del primer campo que el servidor rechazó (un 409 por un correo, DNI o colegiado en uso
 * vuelve a 'Datos personales'; un 400 por una contraseña débil, a 'Contraseña inicial').
 */
export function pasoDelFallo(error: unknown): 'rol' | 'datos' | 'contrasena' | undefined {
  if (!comoFallo(error)?.errores) return undefined;
  if (!sinErrores(erroresDeCampos(error, CAMPOS_ROL))) return 'rol';
  if (!sinErrores(erroresDeCampos(error, CAMPOS_DATOS))) return 'datos';
  if (!sinErrores(erroresDeCampos(error, CAMPOS_CONTRASENA))) return 'contrasena';
  return undefined;
}

/**
 * Lo que cambia al escribir: los datos y la contraseña, y lo que el servidor rechazó deja de
 * mostrarse en cuanto se cambia ese campo.
 */
export function edicionDeAlta(
  contexto: ContextoAltaEmpleado,
  cambios: Partial<DatosAlta & { password: string; acceso: AccesoInicial }>,
): Partial<ContextoAltaEmpleado> {
  const { password, acceso, ...datos } = cambios;
  const erroresServidor = { ...contexto.erroresServidor };
  for (const campo of Object.keys(cambios)) delete erroresServidor[campo as CampoAlta];
  // Otra elección de acceso deja atrás lo que el servidor dijo de la contraseña.
  if (acceso !== undefined) delete erroresServidor.password;
  return {
    ...(acceso !== undefined ? { acceso } : {}),
    datos: { ...contexto.datos, ...datos },
    contrasena: { ...contexto.contrasena, ...(password !== undefined ? { password } : {}) },
    erroresServidor,
  };
}
