import { claveDeEmail, normalizarDni, normalizarEmail, ROL } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/errors';
import { cuentaConEmailODni, insertAdministrativo, insertUsuario } from '../db/queries/usuarios';
import type { Database } from '../db/schema';
import {
  DNI_EN_USO,
  EMAIL_EN_USO,
  type NuevoResponsable,
  type ResultadoAlta,
  revisarResponsable,
} from '../domain/personal';

export { contarPersonal } from '../db/queries/usuarios';

/**
 * Creates an administrative account marked responsable, in one transaction with its audit row
 * (no user did it: the command line). Nothing is written when a field is wrong or the e-mail
 * or DNI is taken.
 */
export async function altaResponsable(
  db: Kysely<Database>,
  datos: NuevoResponsable,
): Promise<ResultadoAlta> {
  const errores = revisarResponsable(datos);
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  const email = normalizarEmail(datos.email);
  const dni = datos.dni === undefined ? null : normalizarDni(datos.dni);
  const usada = await cuentaConEmailODni(db, claveDeEmail(email), dni);
  if (usada) {
    return {
      ok: false,
      errores:
        usada.email !== null && claveDeEmail(usada.email) === claveDeEmail(email)
          ? { email: EMAIL_EN_USO }
          : { dni: DNI_EN_USO },
    };
  }
  const hash = await hashPassword(datos.password);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await insertUsuario(trx, {
        id_rol: ROL.administrativo,
        nombre: datos.nombre.trim(),
        primer_apellido: datos.primer_apellido.trim(),
        segundo_apellido: datos.segundo_apellido?.trim() || null,
        email,
        dni,
        password_hash: hash,
      });
      await insertAdministrativo(trx, id, true);
      await audit(trx, { userId: null, action: 'crear', entity: 'responsable', recordId: id });
      return id;
    });
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error, 'usuarios_email_unico'))
      return { ok: false, errores: { email: EMAIL_EN_USO } };
    if (isUniqueViolation(error, 'usuarios_dni_unico'))
      return { ok: false, errores: { dni: DNI_EN_USO } };
    throw error;
  }
}
