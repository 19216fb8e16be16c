import {
  claveDeEmail,
  esDniValido,
  normalizarDni,
  normalizarEmail,
  ROL,
} from '@clinica/api-client/reglas';
import { contrasenaInalcanzable, hashPassword } from '../auth/passwords';
import { encolarEnlace } from '../correo/cola';
import { isUniqueViolation } from '../db/errors';
import { insertPaciente, pacientePorDni } from '../db/queries/pacientes';
import { cuentaConEmailODni, insertUsuario, medicos, radiologos } from '../db/queries/usuarios';
import { isCalendarDate, wallClock } from '../domain/clinic-time';
import { revisarContrasenaOInvitacion } from '../domain/personal';
import { checkAddress } from '../domain/provincias';
import { ApiError, invalid, MENSAJES } from '../http/errors';
import { contextoCorreo, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const dniTaken = () => new ApiError(409, MENSAJES.dniDuplicado, { dni: MENSAJES.dniDuplicado });
const emailTaken = () =>
  new ApiError(409, MENSAJES.emailDuplicado, { email: MENSAJES.emailDuplicado });

export function usuariosHandlers(deps: Deps) {
  const { db } = deps;
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

  return {
    async buscarPorDni(request) {
      const { dni } = request.query;
      if (!esDniValido(dni)) {
        throw invalid({ dni: 'Introduce un DNI con formato válido.' });
      }
      const found = await pacientePorDni(db, normalizarDni(dni));
      if (!found) {
        throw new ApiError(404, MENSAJES.dniNoExiste, { dni: MENSAJES.dniNoExiste });
      }
      return { usuarios: [found] };
    },

    async mostrarRadiologos() {
      return { usuarios: await radiologos(db) };
    },

    async mostrarMedicos() {
      return { usuarios: await medicos(db) };
    },

    async crearUsuarioPaciente(request, reply) {
      const admin = userOf(request);
      const body = request.body;
      const errores: Record<string, string> = {};
      if (!esDniValido(body.dni)) errores.dni = 'El DNI es incorrecto.';
      const today = wallClock(deps.clock(), deps.settings.timeZone).fecha;
      if (!isCalendarDate(body.fecha_nacimiento) || body.fecha_nacimiento > today) {
        errores.fecha_nacimiento = 'Introduce una fecha de nacimiento válida.';
      }
      Object.assign(errores, checkAddress(body.provincia, body.poblacion, body.cp));
      if (!body.nombre.trim()) errores.nombre = 'El nombre es obligatorio.';
      if (!body.primer_apellido.trim())
        errores.primer_apellido = 'El primer apellido es obligatorio.';
      if (!body.direccion.trim()) errores.direccion = 'La dirección es obligatoria.';
      if (!body.numero.trim()) errores.numero = 'El número es obligatorio.';
      const weak = revisarContrasenaOInvitacion(body);
      if (weak) errores.password = weak;
      if (Object.keys(errores).length > 0) throw invalid(errores);

      const dni = normalizarDni(body.dni);
      const email = normalizarEmail(body.email);
      const clash = await cuentaConEmailODni(db, claveDeEmail(email), dni);
      if (clash) throw clash.dni && normalizarDni(clash.dni) === dni ? dniTaken() : emailTaken();

      const passwordHash = await hashPassword(body.password ?? contrasenaInalcanzable());
      try {
        const created = await deps.auditedTransaction(request, async (trx) => {
          const user = await insertUsuario(trx, {
            id_rol: ROL.paciente,
            nombre: body.nombre.trim(),
            primer_apellido: body.primer_apellido.trim(),
            segundo_apellido: optional(body.segundo_apellido),
            email,
            dni,
            password_hash: passwordHash,
            // Typed at the desk: the patient changes it at the first sign-in (docs/decisiones.md (50)).
            contrasena_provisional: true,
          });
          await insertPaciente(trx, {
            id_paciente: user.id,
            fecha_nacimiento: body.fecha_nacimiento,
            telefono: body.telefono,
            sexo: body.sexo,
            provincia: body.provincia,
            poblacion: body.poblacion,
            cp: body.cp,
            direccion: body.direccion.trim(),
            numero: body.numero.trim(),
            piso: optional(body.piso),
            puerta: optional(body.puerta),
            escalera: optional(body.escalera),
            id_administrativo: admin.id,
          });
          // Invited: a link to choose their own password, sent with the account (docs/decisiones.md (50)).
          if (body.invitar) {
            await encolarEnlace(
              trx,
              { id: user.id, nombre: user.nombre, email },
              'invitacion',
              contextoCorreo(deps),
            );
          }
          return user;
        });
        reply.code(201);
        return { ...created, dni, id_paciente: created.id };
      } catch (error) {
        if (isUniqueViolation(error, 'usuarios_dni_unico')) throw dniTaken();
        if (isUniqueViolation(error, 'usuarios_email_unico')) throw emailTaken();
        throw error;
      }
    },
  } satisfies Partial<OperationHandlers>;
}
