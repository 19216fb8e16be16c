import {
  claveDeEmail,
  normalizarDni,
  normalizarEmail,
  ROL,
  sinAcentos,
} from '@clinica/api-client/reglas';
import { contrasenaInalcanzable, hashPassword } from '../auth/passwords';
import { forgetSessions, revokeAllSessions } from '../auth/sessions';
import { accountKey, clearFailures } from '../auth/throttle';
import { encolarEnlace } from '../correo/cola';
import { isUniqueViolation } from '../db/errors';
import { citasPorDelante } from '../db/queries/citas';
import {
  cambiarUsuario,
  cuentaConColegiado,
  type Empleado,
  empleadoParaCambiar,
  empleadoPorId,
  insertarRolDeEmpleado,
  listarPersonal,
  marcarResponsable,
  otraCuentaConEmailODni,
  responsablesActivosBloqueados,
} from '../db/queries/personal';
import { insertUsuario } from '../db/queries/usuarios';
import { DomainError } from '../domain/errors';
import {
  COLEGIADO_EN_USO,
  comprobarBaja,
  comprobarQuitarResponsable,
  DNI_EN_USO,
  EMAIL_EN_USO,
  MENSAJES_PERSONAL,
  revisarCambioEmpleado,
  revisarEmpleado,
} from '../domain/personal';
import { ApiError, invalid, notFound } from '../http/errors';
import { clinicNow, contextoCorreo, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const enUso = (campo: 'email' | 'dni' | 'num_colegiado') => {
  const message =
    campo === 'email' ? EMAIL_EN_USO : campo === 'dni' ? DNI_EN_USO : COLEGIADO_EN_USO;
  return new ApiError(409, message, { [campo]: message });
};

/** A unique index refusing a value someone took meanwhile: the same 409 at its field. */
function clash(error: unknown): never {
  if (isUniqueViolation(error, 'usuarios_email_unico')) throw enUso('email');
  if (isUniqueViolation(error, 'usuarios_dni_unico')) throw enUso('dni');
  if (isUniqueViolation(error, 'usuarios_num_colegiado_unico')) throw enUso('num_colegiado');
  throw error;
}

const opcional = (valor: string | undefined) => (valor?.trim() ? valor.trim() : null);

/**
 * 'Personal' (docs/decisiones.md (46)): the clinic's responsable lists, creates,
 * edits, gives 'de baja' and 'de alta' and unlocks the staff's accounts. Who may call is declared
 * in the contract (`x-clinica-responsable`); each change writes its declared audit row in its
 * own transaction.
 */
export function personalHandlers(deps: Deps) {
  const { db } = deps;
  const empleado = async (id: number, trx = db): Promise<Empleado> => {
    const found = await empleadoPorId(trx, id, deps.clock());
    if (!found) throw notFound(MENSAJES_PERSONAL.empleadoNoExiste);
    return found;
  };

  return {
    async mostrarPersonal(request) {
      const { q, id_rol, pagina = 1, por_pagina = 10 } = request.query;
      const texto = q ? sinAcentos(q).trim() : undefined;
      const { empleados, total } = await listarPersonal(
        db,
        { texto: texto || undefined, idRol: id_rol, pagina, porPagina: por_pagina },
        deps.clock(),
      );
      return { empleados, total, pagina, por_pagina };
    },

    async crearEmpleado(request, reply) {
      const body = request.body;
      const errores = revisarEmpleado(body);
      if (Object.keys(errores).length > 0) throw invalid(errores as Record<string, string>);
      const email = normalizarEmail(body.email);
      const dni = body.dni?.trim() ? normalizarDni(body.dni) : null;
      const numColegiado = opcional(body.num_colegiado);
      const usada = await otraCuentaConEmailODni(db, claveDeEmail(email), dni, 0);
      if (usada) {
        throw enUso(
          usada.email !== null && claveDeEmail(usada.email) === claveDeEmail(email)
            ? 'email'
            : 'dni',
        );
      }
      if (numColegiado && (await cuentaConColegiado(db, numColegiado))) {
        throw enUso('num_colegiado');
      }
      const passwordHash = await hashPassword(body.password ?? contrasenaInalcanzable());
      const idRol = body.id_rol;
      try {
        const creado = await deps.auditedTransaction(request, async (trx) => {
          const { id } = await insertUsuario(trx, {
            id_rol: idRol,
            nombre: body.nombre.trim(),
            primer_apellido: body.primer_apellido.trim(),
            segundo_apellido: opcional(body.segundo_apellido),
            email,
            dni,
            num_colegiado: numColegiado,
            password_hash: passwordHash,
            contrasena_provisional: true,
          });
          await insertarRolDeEmpleado(trx, id, idRol, body.responsable === true);
          // Invited: a link to choose their own password, sent with the account (docs/decisiones.md (50)).
          if (body.invitar) {
            await encolarEnlace(
              trx,
              { id, nombre: body.nombre.trim() },
              'invitacion',
              contextoCorreo(deps),
            );
          }
          return empleado(id, trx);
        });
        reply.code(201);
        return creado;
      } catch (error) {
        clash(error);
      }
    },

    async actualizarEmpleado(request) {
      const me = userOf(request);
      const { id } = request.params;
      const cambio = request.body;
      const now = deps.clock();
      const passwordHash =
        cambio.password !== undefined ? await hashPassword(cambio.password) : undefined;
      let revocadas: number[] = [];
      try {
        const actualizado = await deps.auditedTransaction(request, async (trx, nota) => {
          // Taking a responsable mark locks the responsables before the person, in the same
          // order as a baja, so the two wait for each other instead of deadlocking.
          const responsables =
            cambio.responsable === false ? await responsablesActivosBloqueados(trx) : [];
          const actual = await empleadoParaCambiar(trx, id);
          if (!actual) throw notFound(MENSAJES_PERSONAL.empleadoNoExiste);
          const errores = revisarCambioEmpleado(actual, cambio);
          if (Object.keys(errores).length > 0) throw invalid(errores as Record<string, string>);
          const set: Parameters<typeof cambiarUsuario>[2] = {};
          const texto = (campo: 'nombre' | 'primer_apellido') => {
            const valor = cambio[campo]?.trim();
            if (valor !== undefined && valor !== actual[campo]) set[campo] = valor;
          };
          texto('nombre');
          texto('primer_apellido');
          if (cambio.segundo_apellido !== undefined) {
            const valor = opcional(cambio.segundo_apellido);
            if (valor !== actual.segundo_apellido) set.segundo_apellido = valor;
          }
          if (cambio.email !== undefined) {
            const email = normalizarEmail(cambio.email);
            if (email !== actual.email) set.email = email;
          }
          if (cambio.dni !== undefined) {
            const dni = cambio.dni.trim() ? normalizarDni(cambio.dni) : null;
            if (dni !== actual.dni) set.dni = dni;
          }
          if (cambio.num_colegiado !== undefined) {
            const numero = opcional(cambio.num_colegiado);
            if (numero !== actual.num_colegiado) set.num_colegiado = numero;
          }
          const usada =
            set.email !== undefined || set.dni
              ? await otraCuentaConEmailODni(
                  trx,
                  set.email !== undefined ? claveDeEmail(set.email) : undefined,
                  set.dni,
                  id,
                )
              : undefined;
          if (usada) {
            throw enUso(
              set.email !== undefined &&
                usada.email !== null &&
                claveDeEmail(usada.email) === claveDeEmail(set.email)
                ? 'email'
                : 'dni',
            );
          }
          if (set.num_colegiado && (await cuentaConColegiado(trx, set.num_colegiado, id))) {
            throw enUso('num_colegiado');
          }
          const campos = Object.keys(set);
          if (cambio.responsable !== undefined && actual.id_rol === ROL.administrativo) {
            const antes = await empleado(id, trx);
            if (antes.responsable !== cambio.responsable) {
              if (!cambio.responsable) comprobarQuitarResponsable(me.id, id, responsables);
              await marcarResponsable(trx, id, cambio.responsable);
              campos.push('responsable');
            }
          }
          if (passwordHash !== undefined) {
            set.password_hash = passwordHash;
            set.contrasena_provisional = true;
            campos.push('password');
            // A new provisional password: whoever holds a session of theirs signs in again.
            revocadas = await revokeAllSessions(trx, id, now);
          }
          // A new address or provisional password ends the account's password links
          // (docs/decisiones.md (58)).
          await cambiarUsuario(trx, id, set, now);
          nota.campos(campos.sort());
          return empleado(id, trx);
        });
        forgetSessions(deps.sessionMemory, revocadas);
        return actualizado;
      } catch (error) {
        clash(error);
      }
    },

    async darDeBaja(request) {
      const me = userOf(request);
      const { id } = request.params;
      const now = deps.clock();
      const ahora = clinicNow(deps);
      let revocadas: number[] = [];
      const baja = await deps.auditedTransaction(request, async (trx) => {
        // The responsables first, then the person: the same order as an update's, so two
        // changes at once wait for each other instead of deadlocking.
        const responsables = await responsablesActivosBloqueados(trx);
        const actual = await empleadoParaCambiar(trx, id);
        if (!actual) throw notFound(MENSAJES_PERSONAL.empleadoNoExiste);
        // Marked 'de baja' before its citas are counted: a booking that locks the professional
        // (db/queries/citas.ts) waits for this transaction, then finds them 'de baja'.
        // Its password links end too: an alta later does not bring them back.
        await cambiarUsuario(trx, id, { activo: false }, now);
        const { citas, total } = await citasPorDelante(trx, ahora, { idProfesional: id });
        comprobarBaja({
          llamante: me.id,
          id,
          activo: actual.activo,
          responsables,
          citas,
          totalCitas: total,
        });
        revocadas = await revokeAllSessions(trx, id, now);
        return empleado(id, trx);
      });
      forgetSessions(deps.sessionMemory, revocadas);
      return baja;
    },

    async darDeAlta(request) {
      const { id } = request.params;
      return deps.auditedTransaction(request, async (trx) => {
        const actual = await empleadoParaCambiar(trx, id);
        if (!actual) throw notFound(MENSAJES_PERSONAL.empleadoNoExiste);
        if (actual.activo) throw new DomainError('ya_en_ese_estado', MENSAJES_PERSONAL.yaDeAlta);
        await cambiarUsuario(trx, id, { activo: true }, deps.clock());
        return empleado(id, trx);
      });
    },

    async desbloquear(request) {
      const { id } = request.params;
      return deps.auditedTransaction(request, async (trx) => {
        const actual = await empleadoParaCambiar(trx, id);
        if (!actual) throw notFound(MENSAJES_PERSONAL.empleadoNoExiste);
        await clearFailures(trx, accountKey(actual.email));
        return empleado(id, trx);
      });
    },
  } satisfies Partial<OperationHandlers>;
}
