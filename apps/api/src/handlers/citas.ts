import { Readable } from 'node:stream';
import type { Cancelacion, DiaConHuecos } from '@clinica/api-client';
import {
  MOTIVO_DEL_PACIENTE,
  MOTIVOS_DE_CANCELACION,
  mensajeCumplirFuturo,
  porQueNoLlegada,
  porQueNoNoPresentada,
  ROL,
  sePuedeCumplir,
} from '@clinica/api-client/reglas';
import { encolarCita } from '../correo/cola';
import { isUniqueViolation } from '../db/errors';
import { bloquearAgenda, cargarAgenda, datosDeLaClinica } from '../db/queries/agenda';
import {
  anotarLlegada,
  anotarNoPresentada,
  cambiarEstado,
  citaById,
  citaParaCalendario,
  citaParaMover,
  citaPorNumero,
  citasDelDia,
  citasDelMedicoEnFecha,
  citasDelPaciente,
  citasDelRadiologo,
  diasConCitasDelMedico,
  existeProfesional,
  horasOcupadas,
  horasOcupadasEntre,
  insertCita,
  moverCita,
  profesionalSigueActivo,
  proximoDiaConCitas,
} from '../db/queries/citas';
import { existePaciente } from '../db/queries/pacientes';
import type { DetalleDeCita, EstadoCita } from '../db/schema';
import {
  checkBookable,
  freeSlots,
  NO_TRABAJA,
  type Professional,
  porQueCierra,
  withinHorizon,
} from '../domain/agenda';
import { archivoDeCalendario, calendarioDeCita, TIPO_TELEFONICA } from '../domain/calendario';
import { professionalOf, professionalOfChange, requireSameKind, slotTaken } from '../domain/citas';
import {
  addDays,
  hoursUntil,
  isCalendarDate,
  lastDayOfMonth,
  ULTIMO_DIA,
} from '../domain/clinic-time';
import { ApiError, conflict, invalid, MENSAJES, notFound } from '../http/errors';

/** A patient's own cancellation is theirs: they are not asked why (docs/decisiones.md (55)). */
export const MENSAJE_MOTIVO_DEL_PACIENTE = `Tu cancelación queda como '${MOTIVOS_DE_CANCELACION[MOTIVO_DEL_PACIENTE]}'.`;

/** Where a cita is, as its audit row keeps it: the day, the hour and the professional's id. */
const dondeEsta = (cita: {
  fecha: string;
  hora: string;
  id_medico: number | null;
  id_radiologo: number | null;
}) => ({
  fecha: cita.fecha,
  hora: cita.hora,
  id_profesional: (cita.id_medico ?? cita.id_radiologo) as number,
});

import type { AuditNote } from '../http/audit';
import { contentDisposition } from '../http/send-file';
import { clinicNow, contextoCorreo, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/** At most this many days per `huecosLibres` range (the contract's `maxItems` of `dias`). */
export const DIAS_MAXIMOS_DE_HUECOS = 62;

export const MENSAJES_HUECOS = {
  fechaOIntervalo: 'Indica una fecha, o un intervalo con desde y hasta, no las dos cosas.',
  sinFecha: 'Indica la fecha.',
  faltaHasta: 'Indica hasta qué día.',
  faltaDesde: 'Indica desde qué día.',
  hastaAntes: 'La fecha final no puede ser anterior a la inicial.',
  demasiadosDias: `Pide como mucho ${DIAS_MAXIMOS_DE_HUECOS} días de una vez.`,
} as const;

/** The range asked with `desde` and `hasta`, checked; nothing when one `fecha` is asked. */
function intervaloDeHuecos(
  fecha: string | undefined,
  desde: string | undefined,
  hasta: string | undefined,
): { desde: string; hasta: string } | undefined {
  const M = MENSAJES_HUECOS;
  if (fecha !== undefined) {
    if (desde !== undefined || hasta !== undefined) {
      throw new ApiError(400, M.fechaOIntervalo, { fecha: M.fechaOIntervalo });
    }
    return undefined;
  }
  if (desde === undefined && hasta === undefined) throw invalid({ fecha: M.sinFecha });
  if (desde === undefined) throw invalid({ desde: M.faltaDesde });
  if (hasta === undefined) throw invalid({ hasta: M.faltaHasta });
  if (hasta < desde) throw invalid({ hasta: M.hastaAntes });
  const ultimo = addDays(desde, DIAS_MAXIMOS_DE_HUECOS - 1);
  if (isCalendarDate(ultimo) && hasta > ultimo) throw invalid({ hasta: M.demasiadosDias });
  return { desde, hasta };
}

export function citasHandlers(deps: Deps) {
  const { db } = deps;

  /**
   * Each day of a range with the professional's free hours (one agenda, one query of the taken
   * ones) and, on a day without consultation, why: the same rule as one day's and as booking.
   */
  async function huecosDeVariosDias(
    { desde, hasta }: { desde: string; hasta: string },
    professional: Professional,
    request: Parameters<OperationHandlers['huecosLibres']>[0],
  ) {
    const now = clinicNow(deps);
    const horizon = deps.settings.bookingHorizonDays;
    const agenda = await cargarAgenda(db, { desde, hasta, profesionales: [professional.id] });
    const ocupadas = await horasOcupadasEntre(db, professional, desde, hasta);
    const paciente = userOf(request).id_rol === ROL.paciente;
    const dias: DiaConHuecos[] = [];
    for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
      const cierre = porQueCierra(agenda, fecha, professional.id);
      // A patient reads that the professional does not work, never why they are absent.
      const motivo = cierre && (cierre.por === 'ausencia' && paciente ? NO_TRABAJA : cierre.motivo);
      const huecos = freeSlots(
        agenda,
        professional.id,
        ocupadas.get(fecha) ?? [],
        fecha,
        now,
        horizon,
      );
      dias.push({ fecha, huecos, ...(cierre && motivo ? { motivo, por: cierre.por } : {}) });
    }
    return dias;
  }

  async function requireProfessional(professional: Professional) {
    if (!(await existeProfesional(db, professional))) {
      throw notFound(
        professional.kind === 'medico' ? MENSAJES.medicoNoExiste : MENSAJES.radiologoNoExiste,
      );
    }
  }

  /**
   * Inside the booking's transaction: the agenda held (a change of it waits, db/queries/agenda.ts),
   * the professional not given 'de baja' meanwhile, and the day and hour one of their
   * slots by the one rule (domain/agenda.ts).
   */
  async function holdSlot(trx: typeof db, professional: Professional, fecha: string, hora: string) {
    await bloquearAgenda(trx, 'reserva');
    if (!(await profesionalSigueActivo(trx, professional.id))) {
      throw notFound(
        professional.kind === 'medico' ? MENSAJES.medicoNoExiste : MENSAJES.radiologoNoExiste,
      );
    }
    const agenda = await cargarAgenda(trx, {
      desde: fecha,
      hasta: fecha,
      profesionales: [professional.id],
    });
    checkBookable(agenda, professional.id, fecha, hora, clinicNow(deps));
  }

  /**
   * A new cita, and its confirmation queued in the same transaction (docs/decisiones.md (50));
   * its audit row says where and of which type (docs/decisiones.md (55)).
   */
  async function reservada(
    trx: typeof db,
    nota: AuditNote,
    values: Parameters<typeof insertCita>[1],
  ) {
    const cita = await insertCita(trx, values);
    await encolarCita(trx, cita.id, 'reservada', contextoCorreo(deps));
    nota.detalle({ despues: dondeEsta(cita), tipo_cita: cita.tipo_cita });
    return cita;
  }

  /** A slot taken meanwhile is refused by the database's unique indexes: answered 409. */
  async function bookingSlot<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
  }

  /**
   * Moves a live cita to another state, with its audit row (cancelar or cumplir) and, for a
   * cancellation, its reason there.
   */
  async function transition(
    request: Parameters<Deps['auditedTransaction']>[0],
    id: number,
    estado: EstadoCita,
    refused: string,
    detalle?: DetalleDeCita,
  ) {
    return deps.auditedTransaction(request, async (trx, nota) => {
      const updated = await cambiarEstado(trx, id, estado);
      if (!updated) throw conflict(refused);
      if (detalle) nota.detalle(detalle);
      // The patient hears of a cancellation, from any screen (docs/decisiones.md (50)).
      if (estado === 'CANCELADA') await encolarCita(trx, id, 'anulada', contextoCorreo(deps));
      return updated;
    });
  }

  return {
    async mostrarCitasDelPaciente(request) {
      const citas = await citasDelPaciente(db, request.params.id);
      return citas.map(({ motivo_cancelacion, ...cita }) =>
        motivo_cancelacion ? { ...cita, motivo_cancelacion } : cita,
      );
    },

    async cancelarCita(request) {
      const user = userOf(request);
      const { id } = request.params;
      // The body is optional: none at all is a cancellation without a reason.
      const dicho = (request.body as Cancelacion | undefined)?.motivo;
      const paciente = user.id_rol === ROL.paciente;
      if (paciente && dicho !== undefined && dicho !== MOTIVO_DEL_PACIENTE) {
        throw invalid({ motivo: MENSAJE_MOTIVO_DEL_PACIENTE });
      }
      const motivo = paciente ? MOTIVO_DEL_PACIENTE : dicho;
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado !== 'EN_CURSO') throw conflict(MENSAJES.cancelarSoloEnCurso);
      const notice = deps.settings.patientCancelNoticeHours;
      if (
        user.id_rol === ROL.paciente &&
        hoursUntil(cita.fecha, cita.hora, clinicNow(deps)) < notice
      ) {
        throw conflict(
          `Las citas solo se pueden cancelar con al menos ${notice} horas de antelación.`,
        );
      }
      return transition(
        request,
        id,
        'CANCELADA',
        MENSAJES.cancelarSoloEnCurso,
        motivo ? { motivo } : {},
      );
    },

    /** The cita's .ics (domain/calendario.ts), sent like a stored file: the read audited first. */
    async calendarioDeCita(request, reply) {
      const cita = await citaParaCalendario(db, request.params.id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      const clinica = await datosDeLaClinica(db);
      const texto = calendarioDeCita(
        {
          ...cita,
          profesional: cita.nombre_medico
            ? { nombre: cita.nombre_medico, rol: ROL.medico }
            : cita.nombre_radiologo
              ? { nombre: cita.nombre_radiologo, rol: ROL.radiologo }
              : null,
          // The place of a telephone cita is the call to the patient's phone.
          telefono: cita.tipo_cita === TIPO_TELEFONICA ? cita.telefono : null,
          cambios: Number(cita.cambios ?? 0),
        },
        {
          clinica,
          zonaHoraria: deps.settings.timeZone,
          ahora: deps.clock(),
        },
      );
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition(archivoDeCalendario(cita.num_cita)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return Readable.from([texto]);
    },

    async comprobarNumCita(request) {
      const user = userOf(request);
      // A radiologist only finds radiology citas.
      const cita = await citaPorNumero(db, request.query.num_cita, user.id_rol === ROL.radiologo);
      if (!cita) {
        throw new ApiError(404, MENSAJES.numCitaNoExiste, { num_cita: MENSAJES.numCitaNoExiste });
      }
      return [cita];
    },

    async cumplirCita(request) {
      const { id } = request.params;
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      // Fulfilled from its day on, as its diagnosis and its report (docs/decisiones.md (60)).
      if (cita.estado === 'EN_CURSO' && !sePuedeCumplir(cita.fecha, clinicNow(deps).fecha))
        throw conflict(mensajeCumplirFuturo(cita.fecha));
      return transition(request, id, 'CUMPLIDA', MENSAJES.cumplirSoloEnCurso);
    },

    /**
     * 'Ha llegado' (docs/decisiones.md (54)): the arrival's time by the server's clock, on a
     * programmed cita of the clinic's day. The rule says why not (one home, shared with the
     * screens); the update's WHERE says it again under concurrency, and a lost race is read anew
     * to answer its reason.
     */
    async registrarLlegada(request) {
      const { id } = request.params;
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      const momento = deps.clock();
      const { fecha: hoy } = clinicNow(deps);
      const antes = porQueNoLlegada(cita, hoy);
      if (antes) throw conflict(antes);
      return deps.auditedTransaction(request, async (trx) => {
        const anotada = await anotarLlegada(trx, id, momento, hoy);
        if (anotada) return anotada;
        const ahora = await citaById(trx, id);
        throw conflict((ahora && porQueNoLlegada(ahora, hoy)) ?? MENSAJES.citaNoExiste);
      });
    },

    /**
     * 'No se presentó' (docs/decisiones.md (54)): a programmed cita nobody saw arrive becomes
     * NO_PRESENTADA once its hour has passed by the server's clock; a final state.
     */
    async marcarNoPresentada(request) {
      const { id } = request.params;
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      const ahora = clinicNow(deps);
      const antes = porQueNoNoPresentada(cita, ahora);
      if (antes) throw conflict(antes);
      return deps.auditedTransaction(request, async (trx) => {
        const marcada = await anotarNoPresentada(trx, id, ahora);
        if (marcada) return marcada;
        const despues = await citaById(trx, id);
        throw conflict((despues && porQueNoNoPresentada(despues, ahora)) ?? MENSAJES.citaNoExiste);
      });
    },

    async mostrarCitasDelDia(request) {
      const user = userOf(request);
      const fecha = request.query.fecha ?? clinicNow(deps).fecha;
      return citasDelDia(db, fecha, user.id_rol === ROL.radiologo);
    },

    /** Any live cita moves to a free slot of a professional of its own kind (docs/decisiones.md (31)). */
    async actualizarCita(request) {
      const { id } = request.params;
      const { fecha, hora } = request.body;
      const professional = professionalOfChange(request.body);
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado !== 'EN_CURSO') throw conflict(MENSAJES.modificarSoloEnCurso);
      requireSameKind(professionalOf(cita), professional);
      await requireProfessional(professional);
      return bookingSlot(() =>
        deps.auditedTransaction(request, async (trx, nota) => {
          await holdSlot(trx, professional, fecha, hora);
          // Where it was, read under its row's lock: a move meanwhile cannot slip between.
          const antes = await citaParaMover(trx, id);
          const updated = antes && (await moverCita(trx, id, { fecha, hora, professional }));
          if (!antes || !updated) throw conflict(MENSAJES.modificarSoloEnCurso);
          await encolarCita(trx, id, 'cambiada', contextoCorreo(deps));
          nota.detalle({ antes: dondeEsta(antes), despues: dondeEsta(updated) });
          return updated;
        }),
      );
    },

    async mostrarCitasMedico(request) {
      return citasDelMedicoEnFecha(db, request.params.id, clinicNow(deps).fecha);
    },

    async mostrarCitasPorFechaMedico(request) {
      const { fecha, idMedico } = request.params;
      return citasDelMedicoEnFecha(db, idMedico, fecha);
    },

    /** The doctor's calendar marks: each day of the month with citas of theirs, and how many. */
    async diasConCitasMedico(request) {
      const { mes, idMedico } = request.params;
      // Within the month, without naming the next one (there is none after 9999-12).
      return diasConCitasDelMedico(db, idMedico, `${mes}-01`, lastDayOfMonth(mes));
    },

    /** The desk books radiology with a radiologist, or family medicine with a doctor. */
    async guardarCita(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const { fecha, hora, id_paciente } = body;
      if (!(await existePaciente(db, id_paciente))) throw notFound(MENSAJES.pacienteNoExiste);
      const professional: Professional =
        'id_medico' in body
          ? { kind: 'medico', id: body.id_medico }
          : { kind: 'radiologo', id: body.id_radiologo };
      await requireProfessional(professional);
      const cita = await bookingSlot(() =>
        deps.auditedTransaction(request, async (trx, nota) => {
          await holdSlot(trx, professional, fecha, hora);
          return reservada(trx, nota, {
            fecha,
            hora,
            ...('id_medico' in body
              ? { especialidad: 1, tipo_cita: body.tipo_cita }
              : { especialidad: 2, tipo_cita: 'Radiologia' }),
            id_paciente,
            id_radiologo: professional.kind === 'radiologo' ? professional.id : null,
            id_medico: professional.kind === 'medico' ? professional.id : null,
            id_administrativo: user.id,
            estado: 'EN_CURSO',
          });
        }),
      );
      reply.code(201);
      return cita;
    },

    async huecosLibres(request) {
      const { fecha, desde, hasta, id_medico, id_radiologo } = request.query;
      if ((id_medico === undefined) === (id_radiologo === undefined)) {
        const message = 'Indica un médico o un radiólogo.';
        throw new ApiError(400, message, { id_medico: message, id_radiologo: message });
      }
      const intervalo = intervaloDeHuecos(fecha, desde, hasta);
      const professional: Professional =
        id_medico !== undefined
          ? { kind: 'medico', id: id_medico }
          : { kind: 'radiologo', id: id_radiologo as number };
      await requireProfessional(professional);
      const now = clinicNow(deps);
      const horizon = deps.settings.bookingHorizonDays;
      if (intervalo) {
        return { huecos: [], dias: await huecosDeVariosDias(intervalo, professional, request) };
      }
      if (fecha === undefined || !withinHorizon(fecha, now, horizon)) return { huecos: [] };
      const agenda = await cargarAgenda(db, {
        desde: fecha,
        hasta: fecha,
        profesionales: [professional.id],
      });
      const taken = await horasOcupadas(db, professional, fecha);
      return { huecos: freeSlots(agenda, professional.id, taken, fecha, now, horizon) };
    },

    async pedirCita(request, reply) {
      const user = userOf(request);
      const { tipo_cita, id_medico, fecha, hora } = request.body;
      const professional: Professional = { kind: 'medico', id: id_medico };
      await requireProfessional(professional);
      const cita = await bookingSlot(() =>
        deps.auditedTransaction(request, async (trx, nota) => {
          await holdSlot(trx, professional, fecha, hora);
          return reservada(trx, nota, {
            fecha,
            hora,
            especialidad: 1,
            tipo_cita,
            id_paciente: user.id,
            id_medico,
            id_radiologo: null,
            id_administrativo: null,
            estado: 'EN_CURSO',
          });
        }),
      );
      reply.code(201);
      return cita;
    },
  } satisfies Partial<OperationHandlers>;
}

/**
 * The day list's offer on an empty day (a weekend, a holiday): the first later day with citas in
 * any state, as `mostrarCitasDelDia` would show them to the same caller.
 */
export function proximoDiaConCitasHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async proximoDiaConCitas(request) {
      const user = userOf(request);
      const desde = request.query.desde ?? clinicNow(deps).fecha;
      return { fecha: await proximoDiaConCitas(db, desde, user.id_rol === ROL.radiologo) };
    },
  } satisfies Partial<OperationHandlers>;
}

/**
 * The least notice for a patient's own cancel, the setting `cancelarCita` applies: the patient's
 * list offers 'Cancelar' disabled, saying why, when a cita is closer than that.
 */
export function antelacionCancelacionHandlers(deps: Deps) {
  return {
    async antelacionCancelacion() {
      return { horas: deps.settings.patientCancelNoticeHours };
    },
  } satisfies Partial<OperationHandlers>;
}

/**
 * The radiologist's 'Citas' list in one request: their own citas (any state) from `desde`
 * (today in the clinic by default) over `dias` calendar days, by date and time. `self-user` in
 * the contract refuses another radiologist's id before this runs.
 */
export function citasDelRadiologoHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async mostrarCitasRadiologo(request) {
      const { id } = request.params;
      const desde = request.query.desde ?? clinicNow(deps).fecha;
      const ultimo = addDays(desde, (request.query.dias ?? 14) - 1);
      // The calendar ends on 9999-12-31: a list that would run past it is a mistake of the
      // request's, answered at its field (it was a 500 from the database).
      if (!isCalendarDate(ultimo) || ultimo > ULTIMO_DIA) {
        throw invalid({ desde: MENSAJES.fueraDelCalendario });
      }
      return citasDelRadiologo(db, id, desde, ultimo, request.query.pendientes ?? false);
    },
  } satisfies Partial<OperationHandlers>;
}
