import {
  claveDeEmail,
  esDniValido,
  normalizarDni,
  normalizarEmail,
  ROL,
  sinAcentos,
} from '@clinica/api-client/reglas';
import { contrasenaInalcanzable, hashPassword } from '../auth/passwords';
import { encolarEnlace } from '../correo/cola';
import { isUniqueViolation } from '../db/errors';
import {
  buscarPacientes,
  type CriterioPacientes,
  cambiarPaciente,
  fichaPaciente,
  insertPaciente,
  pacienteParaCambiar,
  pacientePorDni,
} from '../db/queries/pacientes';
import { cambiarUsuario, otraCuentaConEmailODni } from '../db/queries/personal';
import { cuentaConEmailODni, insertUsuario, medicos, radiologos } from '../db/queries/usuarios';
import { wallClock } from '../domain/clinic-time';
import { fechaTecleada, MENSAJES_BUSQUEDA, revisarPaciente } from '../domain/pacientes';
import { revisarContrasenaOInvitacion } from '../domain/personal';
import { ApiError, invalid, MENSAJES, notFound } from '../http/errors';
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

    async buscarPacientes(request) {
      const { q, pagina = 1, por_pagina = 10 } = request.query;
      const texto = sinAcentos(q).trim();
      if (texto.length < 2) throw invalid({ q: MENSAJES_BUSQUEDA.corta });
      const fecha = fechaTecleada(texto);
      // A phone is often typed in groups ('612 34 56 78'); the stored one has no spaces.
      const criterio: CriterioPacientes = fecha
        ? { fechaNacimiento: fecha }
        : { texto: /^[\d\s]+$/.test(texto) ? texto.replace(/\s/g, '') : texto };
      const { pacientes, total } = await buscarPacientes(db, criterio, pagina, por_pagina);
      return { pacientes, total, pagina, por_pagina };
    },

    async mostrarPaciente(request) {
      const paciente = await fichaPaciente(db, request.params.id);
      if (!paciente) throw notFound(MENSAJES.pacienteNoExiste);
      return paciente;
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
      const today = wallClock(deps.clock(), deps.settings.timeZone).fecha;
      const errores = revisarPaciente(body, today);
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
              { id: user.id, nombre: user.nombre },
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

    async actualizarPaciente(request) {
      const { id } = request.params;
      const cambio = request.body;
      const now = deps.clock();
      const today = wallClock(now, deps.settings.timeZone).fecha;
      try {
        return await deps.auditedTransaction(request, async (trx, nota) => {
          const actual = await pacienteParaCambiar(trx, id);
          if (!actual) throw notFound(MENSAJES.pacienteNoExiste);
          // The patient as the change would leave them, under crear paciente's rules.
          const errores = revisarPaciente({ ...actual, ...cambio }, today);
          if (Object.keys(errores).length > 0) throw invalid(errores);

          const cuenta: Parameters<typeof cambiarUsuario>[2] = {};
          const ficha: Parameters<typeof cambiarPaciente>[2] = {};
          const texto = (campo: 'nombre' | 'primer_apellido') => {
            const valor = cambio[campo]?.trim();
            if (valor !== undefined && valor !== actual[campo]) cuenta[campo] = valor;
          };
          texto('nombre');
          texto('primer_apellido');
          if (cambio.segundo_apellido !== undefined) {
            const valor = optional(cambio.segundo_apellido);
            if (valor !== actual.segundo_apellido) cuenta.segundo_apellido = valor;
          }
          if (cambio.email !== undefined) {
            const email = normalizarEmail(cambio.email);
            if (email !== actual.email) cuenta.email = email;
          }
          if (cambio.dni !== undefined) {
            const dni = normalizarDni(cambio.dni);
            if (dni !== actual.dni) cuenta.dni = dni;
          }
          for (const campo of ['fecha_nacimiento', 'telefono', 'sexo'] as const) {
            const valor = cambio[campo];
            if (valor !== undefined && valor !== actual[campo])
              Object.assign(ficha, { [campo]: valor });
          }
          for (const campo of ['provincia', 'poblacion', 'cp', 'direccion', 'numero'] as const) {
            const valor = cambio[campo]?.trim();
            if (valor !== undefined && valor !== actual[campo]) ficha[campo] = valor;
          }
          for (const campo of ['piso', 'puerta', 'escalera'] as const) {
            if (cambio[campo] === undefined) continue;
            const valor = optional(cambio[campo]);
            if (valor !== actual[campo]) ficha[campo] = valor;
          }

          if (cuenta.email !== undefined || cuenta.dni !== undefined) {
            const usada = await otraCuentaConEmailODni(
              trx,
              cuenta.email !== undefined ? claveDeEmail(cuenta.email) : undefined,
              cuenta.dni,
              id,
            );
            if (usada) {
              throw cuenta.dni !== undefined && usada.dni && normalizarDni(usada.dni) === cuenta.dni
                ? dniTaken()
                : emailTaken();
            }
          }
          // A corrected address ends the links sent to the old one (docs/decisiones.md (58)).
          await cambiarUsuario(trx, id, cuenta, now);
          await cambiarPaciente(trx, id, ficha);
          nota.campos([...Object.keys(cuenta), ...Object.keys(ficha)].sort());
          const despues = await fichaPaciente(trx, id);
          if (!despues) throw notFound(MENSAJES.pacienteNoExiste);
          return despues;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'usuarios_dni_unico')) throw dniTaken();
        if (isUniqueViolation(error, 'usuarios_email_unico')) throw emailTaken();
        throw error;
      }
    },
  } satisfies Partial<OperationHandlers>;
}
