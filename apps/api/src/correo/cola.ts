/**
 * Putting messages in the outbox (docs/decisiones.md (50)), always inside the transaction of what
 * causes them: a cita booked, moved or cancelled, a reminder due, an account invited, a recovery
 * asked (its request made into a link by the worker: docs/decisiones.md (58)). The worker
 * (trabajador.ts) sends them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ROL } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import type { AjustesCorreo } from '../config';
import { datosDeLaClinica } from '../db/queries/agenda';
import {
  citaParaCorreo,
  citasSinRecordatorio,
  encoladoEn,
  encolarCorreo,
  insertarEnlace,
  tomarPedidosDeRecuperacion,
} from '../db/queries/correo';
import type { Database } from '../db/schema';
import { calendarioDeCita, TIPO_TELEFONICA } from '../domain/calendario';
import { addDays, hoursUntil, wallClock } from '../domain/clinic-time';
import {
  type CitaDelMensaje,
  type ClinicaDelMensaje,
  especialidadDe,
  type MotivoDeCita,
  mensajeDeCita,
  mensajeDeEnlace,
  mensajeDeRecordatorio,
} from './mensajes';

/** What queuing needs besides the transaction. */
export interface ContextoCorreo {
  ajustes: AjustesCorreo;
  zonaHoraria: string;
  ahora: Date;
}

/** The route of the app's page that takes a link's token (the same for recovery and invitation). */
export const RUTA_RESTABLECER = '/restablecer-contrasena';

/** How long each link is valid. */
export const VALIDEZ_MS = { recuperacion: 30 * 60_000, invitacion: 7 * 24 * 3_600_000 } as const;

/** A link's token is stored only as this. */
export const resumenDeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Who a message is from: a configured 'Name <address>' as written (undefined here, the transport
 * sends it), a bare address with the clinic's name, so the patient's inbox says which clinic
 * writes; 'Clínica' while the clinic has no name yet.
 */
export function remitenteDe(
  remitente: string,
  nombreClinica: string,
): { name: string; address: string } | undefined {
  if (remitente.includes('<')) return undefined;
  return { name: nombreClinica.trim() || 'Clínica', address: remitente.trim() };
}

/** The sender's bare address, for the invitation's ORGANIZER. */
export function direccionDe(remitente: string): string {
  return /<([^>]+)>/.exec(remitente)?.[1]?.trim() ?? remitente.trim();
}

async function clinicaDelMensaje(trx: Kysely<Database>): Promise<ClinicaDelMensaje> {
  const { nombre, direccion, telefono } = await datosDeLaClinica(trx);
  return { nombre, direccion, telefono };
}

type CitaDeCorreo = NonNullable<Awaited<ReturnType<typeof citaParaCorreo>>>;

function citaDelMensaje(cita: CitaDeCorreo): CitaDelMensaje {
  return {
    num_cita: cita.num_cita,
    fecha: cita.fecha,
    hora: cita.hora,
    especialidad: especialidadDe(cita.especialidad),
    telefonica: cita.tipo_cita === TIPO_TELEFONICA,
    ...(cita.tutor_nombre ? { paciente: cita.nombre_completo } : {}),
  };
}

/** Who a cita's message greets: the patient, or a child's guardian, who receives it. */
function saludoDe(cita: CitaDeCorreo): string {
  return cita.tutor_nombre ?? cita.nombre_paciente;
}

/**
 * The patient's confirmation of a cita booked, moved or cancelled, with its calendar invitation
 * (the .ics's UID, SEQUENCE = the cita's changes, METHOD:REQUEST or CANCEL, its VALARMs). Keyed
 * by the cita and its sequence: a retried request queues nothing twice.
 */
export async function encolarCita(
  trx: Kysely<Database>,
  idCita: number,
  motivo: MotivoDeCita,
  contexto: ContextoCorreo,
): Promise<void> {
  const cita = await citaParaCorreo(trx, idCita);
  // Without an address there is nobody to write to (docs/decisiones.md (52)).
  if (!cita?.email) return;
  const email = cita.email;
  const datosClinica = await datosDeLaClinica(trx);
  const clinica = { ...datosClinica };
  const especialidad = especialidadDe(cita.especialidad);
  const calendario = calendarioDeCita(
    {
      num_cita: cita.num_cita,
      fecha: cita.fecha,
      hora: cita.hora,
      tipo_cita: cita.tipo_cita,
      estado: cita.estado,
      profesional: cita.nombre_medico
        ? { nombre: cita.nombre_medico, rol: ROL.medico }
        : cita.nombre_radiologo
          ? { nombre: cita.nombre_radiologo, rol: ROL.radiologo }
          : null,
      telefono: cita.tipo_cita === TIPO_TELEFONICA ? cita.telefono : null,
      cambios: cita.secuencia,
    },
    {
      clinica: datosClinica,
      zonaHoraria: contexto.zonaHoraria,
      ahora: contexto.ahora,
      invitacion: {
        organizador: {
          nombre: datosClinica.nombre || 'Clínica',
          email: direccionDe(contexto.ajustes.remitente),
        },
        asistente: { nombre: cita.nombre_completo, email },
        especialidad,
      },
    },
  );
  const mensaje = mensajeDeCita(motivo, saludoDe(cita), citaDelMensaje(cita), clinica);
  await encolarCorreo(trx, {
    clave: `cita:${cita.id}:${cita.secuencia}`,
    tipo: 'cita',
    id_usuario: cita.id_usuario,
    id_cita: cita.id,
    secuencia: cita.secuencia,
    destinatario: email,
    ...mensaje,
    calendario,
    creado_en: contexto.ahora,
    enviar_desde: contexto.ahora,
  });
}

/**
 * The reminders now due: each live cita starting within `horasRecordatorio` gets one, for its
 * current day and hour (`recordatorio:<id>:<secuencia>`: a cita moved afterwards gets one for its
 * new time), unless its patient turned them off or their address bounces. Returns how many.
 */
export async function encolarRecordatorios(
  db: Kysely<Database>,
  contexto: ContextoCorreo,
): Promise<number> {
  const horas = contexto.ajustes.horasRecordatorio;
  const ahora = wallClock(contexto.ahora, contexto.zonaHoraria);
  const candidatas = await citasSinRecordatorio(
    db,
    ahora.fecha,
    addDays(ahora.fecha, Math.ceil(horas / 24) + 1),
  );
  let encoladas = 0;
  for (const candidata of candidatas) {
    const faltan = hoursUntil(candidata.fecha, candidata.hora, ahora);
    if (faltan <= 0 || faltan > horas) continue;
    const encolada = await db.transaction().execute(async (trx) => {
      const cita = await citaParaCorreo(trx, candidata.id);
      if (cita?.estado !== 'EN_CURSO' || !cita.email) return false;
      // Booked or moved inside the window: its confirmation, just sent, already says the time.
      const confirmada = await encoladoEn(trx, `cita:${cita.id}:${cita.secuencia}`);
      if (
        confirmada &&
        hoursUntil(cita.fecha, cita.hora, wallClock(confirmada, contexto.zonaHoraria)) <= horas
      ) {
        return false;
      }
      const mensaje = mensajeDeRecordatorio(
        saludoDe(cita),
        citaDelMensaje(cita),
        await clinicaDelMensaje(trx),
      );
      await encolarCorreo(trx, {
        clave: `recordatorio:${cita.id}:${cita.secuencia}`,
        tipo: 'recordatorio',
        id_usuario: cita.id_usuario,
        id_cita: cita.id,
        secuencia: cita.secuencia,
        destinatario: cita.email,
        ...mensaje,
        calendario: null,
        creado_en: contexto.ahora,
        enviar_desde: contexto.ahora,
      });
      return true;
    });
    if (encolada) encoladas++;
  }
  return encoladas;
}

/**
 * A new link for an account (recovery: 30 minutes; invitation: 7 days), stored as its hash with
 * the account's address and password as they are now (docs/decisiones.md (58)), and its message
 * queued with it, to that address.
 */
export async function encolarEnlace(
  trx: Kysely<Database>,
  usuario: { id: number; nombre: string },
  proposito: 'recuperacion' | 'invitacion',
  contexto: ContextoCorreo,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const { id, email } = await insertarEnlace(trx, {
    id_usuario: usuario.id,
    token_hash: resumenDeToken(token),
    proposito,
    creado_en: contexto.ahora,
    expira_en: new Date(contexto.ahora.getTime() + VALIDEZ_MS[proposito]),
  });
  const url = `${contexto.ajustes.urlPublica}${RUTA_RESTABLECER}?token=${token}`;
  const mensaje = mensajeDeEnlace(proposito, usuario.nombre, url, await clinicaDelMensaje(trx));
  await encolarCorreo(trx, {
    clave: `${proposito}:${id}`,
    tipo: proposito,
    id_usuario: usuario.id,
    id_cita: null,
    secuencia: null,
    destinatario: email,
    ...mensaje,
    calendario: null,
    creado_en: contexto.ahora,
    enviar_desde: contexto.ahora,
  });
}

/** How many recoveries asked one transaction of the worker takes. */
const PEDIDOS_POR_VEZ = 20;

/**
 * The recoveries asked since the last pass, made into links (docs/decisiones.md (58)): the
 * request only wrote that it was asked, for a known address or not, so its answer took the same
 * work either way. Here a known, active account whose mail does not bounce gets its link and
 * message, each batch in one transaction with the requests it removes. Returns how many links.
 */
export async function encolarRecuperaciones(
  db: Kysely<Database>,
  contexto: ContextoCorreo,
): Promise<number> {
  let enlaces = 0;
  for (;;) {
    const { tomados, hechos } = await db.transaction().execute(async (trx) => {
      const pedidos = await tomarPedidosDeRecuperacion(trx, PEDIDOS_POR_VEZ);
      let hechos = 0;
      for (const cuenta of pedidos) {
        if (cuenta.id === null || !cuenta.activo || cuenta.correo_rebotado) continue;
        await encolarEnlace(trx, cuenta, 'recuperacion', contexto);
        hechos++;
      }
      return { tomados: pedidos.length, hechos };
    });
    enlaces += hechos;
    if (tomados < PEDIDOS_POR_VEZ) return enlaces;
  }
}
