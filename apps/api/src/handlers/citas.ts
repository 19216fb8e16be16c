import { audit, auditDayList } from '../audit';
import { CITA_COLUMNS, citaById, citasListado } from '../db/citas-queries';
import { isUniqueViolation } from '../db/errors';
import { type EstadoCita, ROL } from '../db/schema';
import {
  insertCita,
  professionalOf,
  professionalOfChange,
  requireSameKind,
  slotTaken,
} from '../domain/citas';
import {
  addDays,
  hoursUntil,
  isCalendarDate,
  lastDayOfMonth,
  ULTIMO_DIA,
} from '../domain/clinic-time';
import { checkBookable, freeSlots, type Professional } from '../domain/scheduling';
import { ApiError, conflict, invalid, MENSAJES, notFound } from '../http/errors';
import { clinicNow, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

export function citasHandlers(deps: Deps) {
  const { db } = deps;

  async function requireProfessional(professional: Professional) {
    const found =
      professional.kind === 'medico'
        ? await db
            .selectFrom('medicos')
            .select('id_medico as id')
            .where('id_medico', '=', professional.id)
            .executeTakeFirst()
        : await db
            .selectFrom('radiologos')
            .select('id_radiologo as id')
            .where('id_radiologo', '=', professional.id)
            .executeTakeFirst();
    if (!found) {
      throw notFound(
        professional.kind === 'medico' ? MENSAJES.medicoNoExiste : MENSAJES.radiologoNoExiste,
      );
    }
  }

  /** Moves a live cita to another state; the WHERE keeps concurrent changes honest. */
  async function transition(id: number, estado: EstadoCita, refused: string, userId: number) {
    const updated = await db
      .updateTable('citas')
      .set({ estado })
      .where('id', '=', id)
      .where('estado', '=', 'EN_CURSO')
      .returning(CITA_COLUMNS)
      .executeTakeFirst();
    if (!updated) throw conflict(refused);
    const action = estado === 'CANCELADA' ? 'cancelar' : 'cumplir';
    await audit(db, { userId, action, entity: 'cita', recordId: id });
    return updated;
  }

  return {
    async mostrarCitasDelPaciente(request) {
      const { id } = request.params;
      const citas = await citasListado(db)
        .where('citas.id_paciente', '=', id)
        .orderBy('citas.fecha', 'desc')
        .orderBy('citas.hora', 'desc')
        // The contract's maxItems: the most recent ones (the fuzz found a list past it).
        .limit(1000)
        .execute();
      await audit(db, {
        userId: userOf(request).id,
        action: 'leer',
        entity: 'citas_paciente',
        recordId: id,
        readAt: deps.clock(),
      });
      return citas;
    },

    async cancelarCita(request) {
      const user = userOf(request);
      const { id } = request.params;
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
      return transition(id, 'CANCELADA', MENSAJES.cancelarSoloEnCurso, user.id);
    },

    async comprobarNumCita(request) {
      const user = userOf(request);
      const { num_cita } = request.query;
      let query = citasListado(db).where('citas.num_cita', '=', num_cita);
      // A radiologist only finds radiology citas.
      if (user.id_rol === ROL.radiologo) query = query.where('citas.id_radiologo', 'is not', null);
      const cita = await query.executeTakeFirst();
      if (!cita) {
        throw new ApiError(404, MENSAJES.numCitaNoExiste, { num_cita: MENSAJES.numCitaNoExiste });
      }
      await audit(db, {
        userId: user.id,
        action: 'leer',
        entity: 'cita',
        recordId: cita.id,
        readAt: deps.clock(),
      });
      return [cita];
    },

    async cumplirCita(request) {
      const { id } = request.params;
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      return transition(id, 'CUMPLIDA', MENSAJES.cumplirSoloEnCurso, userOf(request).id);
    },

    async mostrarCitasDelDia(request) {
      const user = userOf(request);
      const fecha = request.query.fecha ?? clinicNow(deps).fecha;
      let query = citasListado(db).where('citas.fecha', '=', fecha);
      if (user.id_rol === ROL.radiologo) query = query.where('citas.id_radiologo', 'is not', null);
      const citas = await query.orderBy('citas.tipo_cita', 'desc').orderBy('citas.hora').execute();
      await auditDayList(db, user.id, fecha, citas, { now: deps.clock() });
      return citas;
    },

    /** Any live cita moves to a free slot of a professional of its own kind (docs/decisiones.md (31)). */
    async actualizarCita(request) {
      const user = userOf(request);
      const { id } = request.params;
      const { fecha, hora } = request.body;
      const professional = professionalOfChange(request.body);
      const cita = await citaById(db, id);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado !== 'EN_CURSO') throw conflict(MENSAJES.modificarSoloEnCurso);
      requireSameKind(professionalOf(cita), professional);
      await requireProfessional(professional);
      await checkBookable(db, professional, fecha, hora, clinicNow(deps));
      try {
        const updated = await db
          .updateTable('citas')
          .set(
            professional.kind === 'medico'
              ? { fecha, hora, id_medico: professional.id }
              : { fecha, hora, id_radiologo: professional.id },
          )
          .where('id', '=', id)
          .where('estado', '=', 'EN_CURSO')
          .returning(CITA_COLUMNS)
          .executeTakeFirst();
        if (!updated) throw conflict(MENSAJES.modificarSoloEnCurso);
        await audit(db, { userId: user.id, action: 'actualizar', entity: 'cita', recordId: id });
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw slotTaken();
        throw error;
      }
    },

    async mostrarCitasMedico(request) {
      const { id } = request.params;
      const fecha = clinicNow(deps).fecha;
      const citas = await citasListado(db)
        .where('citas.id_medico', '=', id)
        .where('citas.fecha', '=', fecha)
        .orderBy('citas.hora')
        .execute();
      await auditDayList(db, userOf(request).id, fecha, citas, { now: deps.clock() });
      return citas;
    },

    async mostrarCitasPorFechaMedico(request) {
      const { fecha, idMedico } = request.params;
      const citas = await citasListado(db)
        .where('citas.id_medico', '=', idMedico)
        .where('citas.fecha', '=', fecha)
        .orderBy('citas.hora')
        .execute();
      await auditDayList(db, userOf(request).id, fecha, citas, { now: deps.clock() });
      return citas;
    },

    /** The doctor's calendar marks: each day of the month with citas of theirs, and how many. */
    async diasConCitasMedico(request) {
      const { mes, idMedico } = request.params;
      const rows = await db
        .selectFrom('citas')
        .select(['fecha', (eb) => eb.fn.countAll<string | number>().as('citas')])
        .where('id_medico', '=', idMedico)
        .where('fecha', '>=', `${mes}-01`)
        // Within the month, without naming the next one (there is none after 9999-12).
        .where('fecha', '<=', lastDayOfMonth(mes))
        .groupBy('fecha')
        .orderBy('fecha')
        .execute();
      return rows.map((row) => ({ fecha: row.fecha, citas: Number(row.citas) }));
    },

    async guardarCita(request, reply) {
      const user = userOf(request);
      const { fecha, hora, id_paciente, id_radiologo } = request.body;
      const patient = await db
        .selectFrom('pacientes')
        .select('id_paciente')
        .where('id_paciente', '=', id_paciente)
        .executeTakeFirst();
      if (!patient) throw notFound(MENSAJES.pacienteNoExiste);
      const professional: Professional = { kind: 'radiologo', id: id_radiologo };
      await requireProfessional(professional);
      await checkBookable(db, professional, fecha, hora, clinicNow(deps));
      const cita = await insertCita(db, {
        fecha,
        hora,
        especialidad: 2,
        tipo_cita: 'Radiologia',
        id_paciente,
        id_radiologo,
        id_medico: null,
        id_administrativo: user.id,
        estado: 'EN_CURSO',
      });
      await audit(db, { userId: user.id, action: 'crear', entity: 'cita', recordId: cita.id });
      reply.code(201);
      return cita;
    },

    async huecosLibres(request) {
      const { fecha, id_medico, id_radiologo } = request.query;
      if ((id_medico === undefined) === (id_radiologo === undefined)) {
        const message = 'Indica un médico o un radiólogo.';
        throw new ApiError(400, message, { id_medico: message, id_radiologo: message });
      }
      const professional: Professional =
        id_medico !== undefined
          ? { kind: 'medico', id: id_medico }
          : { kind: 'radiologo', id: id_radiologo as number };
      await requireProfessional(professional);
      const now = clinicNow(deps);
      return {
        huecos: await freeSlots(db, professional, fecha, now, deps.settings.bookingHorizonDays),
      };
    },

    async pedirCita(request, reply) {
      const user = userOf(request);
      const { tipo_cita, id_medico, fecha, hora } = request.body;
      const professional: Professional = { kind: 'medico', id: id_medico };
      await requireProfessional(professional);
      await checkBookable(db, professional, fecha, hora, clinicNow(deps));
      const cita = await insertCita(db, {
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
      await audit(db, { userId: user.id, action: 'crear', entity: 'cita', recordId: cita.id });
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
      let query = db.selectFrom('citas').select('fecha').where('fecha', '>', desde);
      if (user.id_rol === ROL.radiologo) query = query.where('id_radiologo', 'is not', null);
      const siguiente = await query.orderBy('fecha').limit(1).executeTakeFirst();
      return { fecha: siguiente?.fecha ?? null };
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
      const citas = await citasListado(db)
        .where('citas.id_radiologo', '=', id)
        .where('citas.fecha', '>=', desde)
        .where('citas.fecha', '<=', ultimo)
        .orderBy('citas.fecha')
        .orderBy('citas.hora')
        .execute();
      // One audit row per patient shown, for each day of the list they appear on.
      for (const fecha of new Set(citas.map((cita) => cita.fecha))) {
        await auditDayList(
          db,
          userOf(request).id,
          fecha,
          citas.filter((cita) => cita.fecha === fecha),
          { now: deps.clock() },
        );
      }
      return citas;
    },
  } satisfies Partial<OperationHandlers>;
}
