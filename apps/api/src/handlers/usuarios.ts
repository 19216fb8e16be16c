import {
  claveDeEmail,
  type DatosPaciente,
  documentoDeLaPeticion,
  esDocumentoBuscable,
  MENSAJES_DOCUMENTO,
  MENSAJES_PACIENTE,
  normalizarDocumento,
  normalizarEmail,
  ROL,
  sinAcentos,
  type TipoDeDocumento,
  type TutorDelPaciente,
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
  pacientePorDocumento,
} from '../db/queries/pacientes';
import { cambiarUsuario, otraCuentaConEmailODni } from '../db/queries/personal';
import { cuentaConEmailODni, insertUsuario, medicos, radiologos } from '../db/queries/usuarios';
import { wallClock } from '../domain/clinic-time';
import { fechaTecleada, MENSAJES_BUSQUEDA, revisarPaciente } from '../domain/pacientes';
import { revisarContrasenaOInvitacion } from '../domain/personal';
import { ApiError, invalid, MENSAJES, notFound } from '../http/errors';
import { contextoCorreo, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/** Another account has this number: said at the field the request named it with. */
const documentoTaken = (campo: 'dni' | 'documento') =>
  campo === 'dni'
    ? new ApiError(409, MENSAJES.dniDuplicado, { dni: MENSAJES.dniDuplicado })
    : new ApiError(409, MENSAJES.documentoDuplicado, { documento: MENSAJES.documentoDuplicado });

/** A guardian as the contract sends one: trimmed, its numbers normalised. */
function tutorDe(tutor: TutorDelPaciente): TutorDelPaciente {
  return {
    nombre: tutor.nombre.trim(),
    tipo_documento: tutor.tipo_documento,
    documento: normalizarDocumento(tutor.documento),
    telefono: tutor.telefono.trim(),
    relacion: tutor.relacion.trim(),
  };
}

/** The guardian's five columns; all null without one. */
function columnasDelTutor(tutor: TutorDelPaciente | null) {
  return {
    tutor_nombre: tutor?.nombre ?? null,
    tutor_tipo_documento: tutor?.tipo_documento ?? null,
    tutor_documento: tutor?.documento ?? null,
    tutor_telefono: tutor?.telefono ?? null,
    tutor_relacion: tutor?.relacion ?? null,
  };
}

/** An older client names the document `dni`: its messages go there too. */
function alCampoDni(
  errores: Record<string, string>,
  peticion: { dni?: string; tipo_documento?: TipoDeDocumento | null },
) {
  if (peticion.dni === undefined || peticion.tipo_documento !== undefined) return errores;
  const { documento, ...resto } = errores;
  return documento === undefined ? errores : { ...resto, dni: documento };
}
const emailTaken = () =>
  new ApiError(409, MENSAJES.emailDuplicado, { email: MENSAJES.emailDuplicado });

export function usuariosHandlers(deps: Deps) {
  const { db } = deps;
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

  return {
    async buscarPorDni(request) {
      const { dni } = request.query;
      // Any of the three documents (docs/decisiones.md (52)).
      if (!esDocumentoBuscable(dni)) throw invalid({ dni: MENSAJES_DOCUMENTO.buscar });
      const found = await pacientePorDocumento(db, normalizarDocumento(dni));
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
      const { tipo_documento, documento } = documentoDeLaPeticion(body);
      const tutor = body.tutor ? tutorDe(body.tutor) : null;
      const email = body.email?.trim() ? normalizarEmail(body.email) : null;
      const datos: DatosPaciente = {
        nombre: body.nombre,
        primer_apellido: body.primer_apellido,
        tipo_documento,
        documento,
        tutor,
        fecha_nacimiento: body.fecha_nacimiento,
        telefono: optional(body.telefono),
        email,
        provincia: body.provincia,
        poblacion: body.poblacion,
        cp: optional(body.cp),
        direccion: optional(body.direccion),
        numero: optional(body.numero),
      };
      const errores = alCampoDni(revisarPaciente(datos, today), body);
      if (email === null) {
        // No address, no account to sign in with: nothing to set nor to invite to.
        if (body.password !== undefined || body.invitar)
          errores.password = MENSAJES_PACIENTE.sinCorreoSinContrasena;
      } else {
        const weak = revisarContrasenaOInvitacion({ ...body, email, dni: documento ?? undefined });
        if (weak) errores.password = weak;
      }
      if (Object.keys(errores).length > 0) throw invalid(errores);
      const campoDocumento =
        body.tipo_documento === undefined && body.dni !== undefined ? 'dni' : 'documento';

      const clash = await cuentaConEmailODni(db, email && claveDeEmail(email), documento);
      if (clash) {
        throw clash.dni && documento && normalizarDocumento(clash.dni) === documento
          ? documentoTaken(campoDocumento)
          : emailTaken();
      }

      const passwordHash = await hashPassword(body.password ?? contrasenaInalcanzable());
      try {
        const created = await deps.auditedTransaction(request, async (trx) => {
          const user = await insertUsuario(trx, {
            id_rol: ROL.paciente,
            nombre: body.nombre.trim(),
            primer_apellido: body.primer_apellido.trim(),
            segundo_apellido: optional(body.segundo_apellido),
            email,
            dni: documento,
            password_hash: passwordHash,
            // Typed at the desk: the patient changes it at the first sign-in (docs/decisiones.md (50)).
            contrasena_provisional: true,
          });
          await insertPaciente(trx, {
            id_paciente: user.id,
            fecha_nacimiento: body.fecha_nacimiento,
            telefono: datos.telefono,
            sexo: body.sexo,
            provincia: body.provincia,
            poblacion: body.poblacion,
            cp: datos.cp,
            direccion: datos.direccion,
            numero: datos.numero,
            piso: optional(body.piso),
            puerta: optional(body.puerta),
            escalera: optional(body.escalera),
            id_administrativo: admin.id,
            tipo_documento,
            ...columnasDelTutor(tutor),
          });
          // Invited: a link to choose their own password, sent with the account (docs/decisiones.md (50)).
          if (body.invitar && email !== null) {
            await encolarEnlace(
              trx,
              { id: user.id, nombre: tutor?.nombre ?? user.nombre },
              'invitacion',
              contextoCorreo(deps),
            );
          }
          return user;
        });
        reply.code(201);
        return {
          ...created,
          dni: tipo_documento === 'dni' || tipo_documento === 'nie' ? documento : null,
          tipo_documento,
          documento,
          id_paciente: created.id,
        };
      } catch (error) {
        if (isUniqueViolation(error, 'usuarios_dni_unico')) throw documentoTaken(campoDocumento);
        if (isUniqueViolation(error, 'usuarios_email_unico')) throw emailTaken();
        throw error;
      }
    },

    async actualizarPaciente(request) {
      const { id } = request.params;
      const cambio = request.body;
      const campoDocumento =
        cambio.tipo_documento === undefined && cambio.dni !== undefined ? 'dni' : 'documento';
      const now = deps.clock();
      const today = wallClock(now, deps.settings.timeZone).fecha;
      try {
        return await deps.auditedTransaction(request, async (trx, nota) => {
          const actual = await pacienteParaCambiar(trx, id);
          if (!actual) throw notFound(MENSAJES.pacienteNoExiste);
          // The patient as the change would leave them, under crear paciente's rules.
          const nombraDocumento =
            cambio.tipo_documento !== undefined ||
            cambio.documento !== undefined ||
            cambio.dni !== undefined;
          const documento =
            cambio.tipo_documento === null
              ? { tipo_documento: null, documento: null }
              : nombraDocumento
                ? documentoDeLaPeticion({
                    tipo_documento:
                      cambio.tipo_documento ?? (cambio.dni ? undefined : actual.tipo_documento),
                    documento: cambio.documento ?? (cambio.dni ? undefined : actual.documento),
                    dni: cambio.dni,
                  })
                : { tipo_documento: actual.tipo_documento, documento: actual.documento };
          const tutor =
            cambio.tutor === undefined ? actual.tutor : cambio.tutor && tutorDe(cambio.tutor);
          const queda = (valor: string | undefined, antes: string | null) =>
            valor === undefined ? antes : optional(valor);
          const despuesDelCambio: DatosPaciente = {
            nombre: cambio.nombre ?? actual.nombre,
            primer_apellido: cambio.primer_apellido ?? actual.primer_apellido,
            ...documento,
            tutor,
            fecha_nacimiento: cambio.fecha_nacimiento ?? actual.fecha_nacimiento,
            telefono: queda(cambio.telefono, actual.telefono),
            email: cambio.email === undefined ? actual.email : normalizarEmail(cambio.email),
            provincia: cambio.provincia ?? actual.provincia,
            poblacion: cambio.poblacion ?? actual.poblacion,
            cp: queda(cambio.cp, actual.cp),
            direccion: queda(cambio.direccion, actual.direccion),
            numero: queda(cambio.numero, actual.numero),
          };
          const errores = alCampoDni(revisarPaciente(despuesDelCambio, today), cambio);
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
          if (documento.documento !== actual.documento) cuenta.dni = documento.documento;
          if (documento.tipo_documento !== actual.tipo_documento) {
            ficha.tipo_documento = documento.tipo_documento;
          }
          if (JSON.stringify(tutor) !== JSON.stringify(actual.tutor)) {
            Object.assign(ficha, columnasDelTutor(tutor));
          }
          for (const campo of ['fecha_nacimiento', 'sexo'] as const) {
            const valor = cambio[campo];
            if (valor !== undefined && valor !== actual[campo])
              Object.assign(ficha, { [campo]: valor });
          }
          for (const campo of ['provincia', 'poblacion'] as const) {
            const valor = cambio[campo]?.trim();
            if (valor !== undefined && valor !== actual[campo]) ficha[campo] = valor;
          }
          for (const campo of [
            'telefono',
            'cp',
            'direccion',
            'numero',
            'piso',
            'puerta',
            'escalera',
          ] as const) {
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
              throw cuenta.dni && usada.dni && normalizarDocumento(usada.dni) === cuenta.dni
                ? documentoTaken(campoDocumento)
                : emailTaken();
            }
          }
          // A corrected address ends the links sent to the old one (docs/decisiones.md (58)).
          await cambiarUsuario(trx, id, cuenta, now);
          await cambiarPaciente(trx, id, ficha);
          // A first address: the account can now be used, and the patient is invited to it.
          if (actual.email === null && cuenta.email) {
            await encolarEnlace(
              trx,
              { id, nombre: tutor?.nombre ?? despuesDelCambio.nombre.trim() },
              'invitacion',
              contextoCorreo(deps),
            );
          }
          nota.campos([...Object.keys(cuenta), ...Object.keys(ficha)].sort());
          const despues = await fichaPaciente(trx, id);
          if (!despues) throw notFound(MENSAJES.pacienteNoExiste);
          return despues;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'usuarios_dni_unico')) throw documentoTaken(campoDocumento);
        if (isUniqueViolation(error, 'usuarios_email_unico')) throw emailTaken();
        throw error;
      }
    },
  } satisfies Partial<OperationHandlers>;
}
