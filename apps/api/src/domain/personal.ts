import { esDniValido, esEmailValido } from '@clinica/api-client/reglas';
import { passwordProblem } from '../auth/password-rules';

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

/** The same checks as everywhere: the e-mail's shape, a valid DNI or NIE, the password rule. */
export function revisarResponsable(datos: NuevoResponsable): ErroresDeCampos {
  const errores: ErroresDeCampos = {};
  if (!esEmailValido(datos.email)) errores.email = 'El correo electrónico es inválido.';
  if (!datos.nombre.trim()) errores.nombre = 'El nombre es obligatorio.';
  if (!datos.primer_apellido.trim()) errores.primer_apellido = 'El primer apellido es obligatorio.';
  if (datos.dni !== undefined && !esDniValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
  const debil = passwordProblem(datos.password, {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: [datos.primer_apellido, datos.segundo_apellido],
    dni: datos.dni,
  });
  if (debil) errores.password = debil;
  return errores;
}
