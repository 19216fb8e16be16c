import { esDniValido, esEmailValido, MENSAJES_CORREO } from '@clinica/api-client/reglas';
import { passwordProblem } from '../auth/password-rules';
import { DomainError } from './errors';

/** A clinic's first manager, as the command line gives them (docs/decisiones.md (45)). */
export interface NuevoResponsable {
  email: string;
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  dni?: string;
  password: string;
}

/** What is wrong with each field, in Spanish, keyed by the field's name. */
export type ErroresDeCampos = Partial<Record<keyof NuevoResponsable, string>>;

export type ResultadoAlta = { ok: true; id: number } | { ok: false; errores: ErroresDeCampos };

export const EMAIL_EN_USO = 'Ya existe una cuenta con ese correo electrónico.';
export const DNI_EN_USO = 'Ya existe una cuenta con ese DNI.';

/** The person's own fields: the e-mail's shape, the names, a valid DNI or NIE. */
function revisarPersona(datos: Omit<NuevoResponsable, 'password'>): ErroresDeCampos {
  const errores: ErroresDeCampos = {};
  if (!esEmailValido(datos.email)) errores.email = 'El correo electrónico es inválido.';
  if (!datos.nombre.trim()) errores.nombre = 'El nombre es obligatorio.';
  if (!datos.primer_apellido.trim()) errores.primer_apellido = 'El primer apellido es obligatorio.';
  if (datos.dni !== undefined && !esDniValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
  return errores;
}

/** The same checks as everywhere: the e-mail's shape, a valid DNI or NIE, the password rule. */
export function revisarResponsable(datos: NuevoResponsable): ErroresDeCampos {
  const errores = revisarPersona(datos);
  const debil = passwordProblem(datos.password, {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: [datos.primer_apellido, datos.segundo_apellido],
    dni: datos.dni,
  });
  if (debil) errores.password = debil;
  return errores;
}

export const COLEGIADO_EN_USO = 'Ya existe una cuenta con ese número de colegiado.';

/** The staff roles a responsable gives (docs/decisiones.md (1)): not a patient. */
export const ROLES_DE_EMPLEADO = [1, 2, 3] as const;
export type RolDeEmpleado = (typeof ROLES_DE_EMPLEADO)[number];
const MEDICO = 3;
const ADMINISTRATIVO = 2;

export const MENSAJES_PERSONAL = {
  rolDesconocido: 'Elige un rol: radiólogo, administrativo o médico.',
  colegiadoObligatorio: 'El número de colegiado es obligatorio para un médico.',
  colegiadoNoAdministrativo: 'Un administrativo no tiene número de colegiado.',
  responsableSoloAdministrativo: 'Solo un administrativo puede ser responsable.',
  soloResponsable: 'Solo el responsable de la clínica puede gestionar el personal.',
  soloResponsableAgenda: 'Solo el responsable de la clínica puede cambiar la agenda.',
  soloResponsableRegistro: 'Solo el responsable de la clínica puede ver el registro de actividad.',
  contrasenaProvisional: 'Tienes que cambiar tu contraseña provisional antes de seguir.',
  empleadoNoExiste: 'No existe ningún empleado con ese id.',
  profesionalDeBaja:
    'Este profesional está dado de baja: no tiene horario ni ausencias. Dale de alta antes de cambiarlos.',
  cuentaDeBaja:
    'Tu cuenta está dada de baja. Si crees que es un error, habla con el responsable de la clínica.',
  bajaDeUnoMismo: 'No puedes darte de baja a ti mismo.',
  ultimoResponsable:
    'Es el último responsable de alta: da antes a otro administrativo la marca de responsable.',
  quitarseResponsable: 'No puedes quitarte a ti mismo la marca de responsable.',
  yaDeBaja: 'Esta cuenta ya está dada de baja.',
  yaDeAlta: 'Esta cuenta ya está de alta.',
} as const;

/** 'No se puede dar de baja: tiene 2 citas programadas…', with the right plural. */
export function mensajeCitasPorDelante(total: number): string {
  const citas = total === 1 ? '1 cita programada' : `${total} citas programadas`;
  const verbo = total === 1 ? 'Muévela o cancélala' : 'Muévelas o cancélalas';
  return `No se puede dar de baja: tiene ${citas}. ${verbo} antes.`;
}

/**
 * A new account's first password: typed by someone else (provisional) or chosen by the person
 * through an invitation link (docs/decisiones.md (50)); exactly one of the two. Both, or
 * `invitar: false`, are refused before, by the contract's validation (`errores.invitar`).
 */
export function revisarContrasenaOInvitacion(
  datos: { password?: string; invitar?: boolean } & Omit<NuevoResponsable, 'password'>,
): string | undefined {
  if ((datos.password === undefined) === (datos.invitar !== true)) {
    return MENSAJES_CORREO.contrasenaOInvitacion;
  }
  if (datos.password === undefined) return undefined;
  return passwordProblem(datos.password, {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: [datos.primer_apellido, datos.segundo_apellido],
    dni: datos.dni,
  });
}

/** A new staff account as `crearEmpleado` receives it. */
export interface NuevoEmpleado extends Omit<NuevoResponsable, 'password'> {
  password?: string;
  invitar?: boolean;
  id_rol: number;
  num_colegiado?: string;
  responsable?: boolean;
}

export type ErroresDeEmpleado = Partial<Record<keyof NuevoEmpleado, string>>;

/** The collegiate number's rule per role: a doctor needs one, an administrative has none. */
function revisarColegiado(idRol: number, numColegiado: string | undefined): string | undefined {
  const dado = numColegiado !== undefined && numColegiado.trim() !== '';
  if (idRol === MEDICO && !dado) return MENSAJES_PERSONAL.colegiadoObligatorio;
  if (idRol === ADMINISTRATIVO && dado) return MENSAJES_PERSONAL.colegiadoNoAdministrativo;
  if (dado && !/^[0-9]{9}$/.test(numColegiado.trim()))
    return 'El número de colegiado tiene 9 cifras.';
  return undefined;
}

/** The person's fields, a password or an invitation, and the role's own fields. */
export function revisarEmpleado(datos: NuevoEmpleado): ErroresDeEmpleado {
  const conDni = { ...datos, dni: datos.dni?.trim() ? datos.dni : undefined };
  const errores: ErroresDeEmpleado = revisarPersona(conDni);
  const contrasena = revisarContrasenaOInvitacion(conDni);
  if (contrasena) errores.password = contrasena;
  if (!ROLES_DE_EMPLEADO.includes(datos.id_rol as RolDeEmpleado)) {
    errores.id_rol = MENSAJES_PERSONAL.rolDesconocido;
    return errores;
  }
  const colegiado = revisarColegiado(datos.id_rol, datos.num_colegiado);
  if (colegiado) errores.num_colegiado = colegiado;
  if (datos.responsable && datos.id_rol !== ADMINISTRATIVO) {
    errores.responsable = MENSAJES_PERSONAL.responsableSoloAdministrativo;
  }
  return errores;
}

/** A staff account as it is now, and the fields an update sends. */
export interface EmpleadoActual {
  id_rol: number;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string | null;
  email: string;
  dni: string | null;
  num_colegiado: string | null;
}
export interface CambioEmpleado {
  nombre?: string;
  primer_apellido?: string;
  segundo_apellido?: string;
  email?: string;
  dni?: string;
  num_colegiado?: string;
  responsable?: boolean;
  password?: string;
}

/**
 * What is wrong with an update, against the account as it would be after it: the password rule
 * compares a new password with the resulting name, e-mail and DNI.
 */
export function revisarCambioEmpleado(
  actual: EmpleadoActual,
  cambio: CambioEmpleado,
): Partial<Record<keyof CambioEmpleado, string>> {
  const errores: Partial<Record<keyof CambioEmpleado, string>> = {};
  const vacio = (valor: string | undefined) => valor !== undefined && !valor.trim();
  if (cambio.email !== undefined && !esEmailValido(cambio.email)) {
    errores.email = 'El correo electrónico es inválido.';
  }
  if (vacio(cambio.nombre)) errores.nombre = 'El nombre es obligatorio.';
  if (vacio(cambio.primer_apellido)) errores.primer_apellido = 'El primer apellido es obligatorio.';
  if (cambio.dni?.trim() && !esDniValido(cambio.dni)) errores.dni = 'El DNI es incorrecto.';
  if (cambio.num_colegiado !== undefined) {
    const problema = revisarColegiado(actual.id_rol, cambio.num_colegiado);
    if (problema) errores.num_colegiado = problema;
  }
  if (cambio.responsable === true && actual.id_rol !== ADMINISTRATIVO) {
    errores.responsable = MENSAJES_PERSONAL.responsableSoloAdministrativo;
  }
  if (cambio.password !== undefined) {
    const dni = cambio.dni !== undefined ? cambio.dni.trim() || undefined : actual.dni;
    const debil = passwordProblem(cambio.password, {
      email: cambio.email ?? actual.email,
      nombre: cambio.nombre ?? actual.nombre,
      apellidos: [
        cambio.primer_apellido ?? actual.primer_apellido,
        cambio.segundo_apellido ?? actual.segundo_apellido ?? undefined,
      ],
      dni: dni ?? undefined,
    });
    if (debil) errores.password = debil;
  }
  return errores;
}

/** What a 'baja' is decided on, read inside its transaction. */
export interface EstadoParaBaja {
  /** Who asks, and whom they give 'de baja'. */
  llamante: number;
  id: number;
  activo: boolean;
  /** The active responsables, locked (db/queries/personal.ts). */
  responsables: readonly number[];
  /** Their live citas ahead, the first ones, and how many in all. */
  citas: readonly object[];
  totalCitas: number;
}

/**
 * 'Dar de baja' is refused: for oneself, for an account already 'de baja', for the
 * last active responsable, and while the person has live citas ahead, which the answer lists so
 * a screen can move or cancel them. Nothing is ever cancelled silently.
 */
export function comprobarBaja(estado: EstadoParaBaja): void {
  if (estado.id === estado.llamante) {
    throw new DomainError('sobre_uno_mismo', MENSAJES_PERSONAL.bajaDeUnoMismo);
  }
  if (!estado.activo) throw new DomainError('ya_en_ese_estado', MENSAJES_PERSONAL.yaDeBaja);
  if (estado.responsables.length === 1 && estado.responsables[0] === estado.id) {
    throw new DomainError('ultimo_responsable', MENSAJES_PERSONAL.ultimoResponsable);
  }
  if (estado.totalCitas > 0) {
    throw new DomainError(
      'citas_por_delante',
      mensajeCitasPorDelante(estado.totalCitas),
      undefined,
      {
        total_citas: estado.totalCitas,
        citas: estado.citas,
      },
    );
  }
}

/** Taking the responsable mark: never one's own, never the last active responsable's. */
export function comprobarQuitarResponsable(
  llamante: number,
  id: number,
  responsables: readonly number[],
): void {
  if (id === llamante) {
    throw new DomainError('sobre_uno_mismo', MENSAJES_PERSONAL.quitarseResponsable, {
      responsable: MENSAJES_PERSONAL.quitarseResponsable,
    });
  }
  if (responsables.length === 1 && responsables[0] === id) {
    throw new DomainError('ultimo_responsable', MENSAJES_PERSONAL.ultimoResponsable, {
      responsable: MENSAJES_PERSONAL.ultimoResponsable,
    });
  }
}
