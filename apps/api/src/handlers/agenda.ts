import {
  cambioDeCita,
  MENSAJES_AGENDA,
  problemasDelCierre,
  problemasDelHorarioSemanal,
  ROL,
  TIPOS_DE_CIERRE,
} from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import {
  actividad,
  bloquearAgenda,
  borrarCierre,
  cambiarClinica,
  cargarAgenda,
  cierresDesde,
  datosDeLaClinica,
  esProfesionalDeAlta,
  esProfesionalDeBaja,
  insertarCierre,
  profesionalesDeAlta,
  reemplazarHorarioDeLaClinica,
  reemplazarHorarioProfesional,
} from '../db/queries/agenda';
import { citasPorDelante, existeProfesional, horasDeCitasPorDelante } from '../db/queries/citas';
import type { Database, MomentoDeCita } from '../db/schema';
import {
  type Agenda,
  conservaSuHueco,
  type DiaSinHuecos,
  NO_TRABAJA,
  type Professional,
  porQueCierra,
  type WeeklyHours,
} from '../domain/agenda';
import { addDays, isCalendarDate } from '../domain/clinic-time';
import { DomainError } from '../domain/errors';
import { festivosNacionales } from '../domain/festivos';
import { ApiError, conflict, invalid, MENSAJES, notFound } from '../http/errors';
import { clinicNow, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/** At most this many days per `diasCerrados` request (the contract's `maxItems`). */
export const DIAS_MAXIMOS_CONSULTADOS = 400;

export const MENSAJES_DIAS_CERRADOS = {
  hastaAntes: 'La fecha final no puede ser anterior a la inicial.',
  demasiadosDias: `Pide como mucho ${DIAS_MAXIMOS_CONSULTADOS} días de una vez.`,
  profesionalesAlaVez: 'Indica un médico o un radiólogo, no los dos.',
  cierreNoExiste: 'Ese cierre no existe.',
} as const;

/** 'Hay 2 citas programadas en esos días. Muévelas o cancélalas antes.' */
export function mensajeCitasAfectadas(total: number, donde: string): string {
  const citas = total === 1 ? '1 cita programada' : `${total} citas programadas`;
  const verbo = total === 1 ? 'Muévela o cancélala' : 'Muévelas o cancélalas';
  return `Hay ${citas} ${donde}. ${verbo} antes.`;
}

const ordenadoPorDia = (horario: WeeklyHours) =>
  [...horario]
    .sort((a, b) => a.dia_semana - b.dia_semana)
    .map(({ dia_semana, hora_inicio, hora_fin }) => ({ dia_semana, hora_inicio, hora_fin }));

const mismoHorario = (a: WeeklyHours, b: WeeklyHours) =>
  JSON.stringify(ordenadoPorDia(a)) === JSON.stringify(ordenadoPorDia(b));

/** A cita's day and hour as the log answers them: its professional by name, not by id. */
const sinId = ({ fecha, hora }: MomentoDeCita) => ({ fecha, hora });

/** What a row of the activity log is about, in words, while it exists. */
function sobreQue(fila: Awaited<ReturnType<typeof actividad>>[number]): string | undefined {
  switch (fila.entidad) {
    case 'cierre':
      return fila.tipo_cierre
        ? `${TIPOS_DE_CIERRE[fila.tipo_cierre]}: ${fila.descripcion_cierre}`
        : undefined;
    case 'clinica':
      return 'Datos y horario de la clínica';
    case 'cita':
      return fila.num_cita ? `Cita ${fila.num_cita}` : undefined;
    case 'diagnostico':
      return fila.num_cita ? `Diagnóstico de la cita ${fila.num_cita}` : undefined;
    case 'informe':
      return fila.num_cita ? `Informe de la cita ${fila.num_cita}` : undefined;
    default:
      return fila.empleado ?? undefined;
  }
}

/**
 * 'Agenda' (docs/decisiones.md (49)): the responsable writes the clinic's data, its
 * hours and slot length, each professional's hours and the closures; a change that would leave
 * live citas ahead without a slot is refused and lists them (409), never moves nor cancels any.
 * Who may call is declared in the contract; each change writes its audit row in its transaction.
 */
export function agendaHandlers(deps: Deps) {
  const { db } = deps;

  /**
   * Why a professional's hours or absences cannot change: a deactivated one exists but is not at
   * work (409, said so); any other id is nobody's (404).
   */
  const sinProfesional = async (id: number) =>
    (await esProfesionalDeBaja(db, id))
      ? conflict(MENSAJES.profesionalDeBaja)
      : notFound(MENSAJES.empleadoNoExiste);

  /**
   * The live citas ahead that would lose their slot under `nueva` (hours or slot length): none,
   * or a 409 listing the nearest 100 and counting all.
   */
  async function sinCitasFuera(trx: Kysely<Database>, nueva: Agenda, idProfesional?: number) {
    const ahora = clinicNow(deps);
    const fuera = (await horasDeCitasPorDelante(trx, ahora, idProfesional))
      .filter((cita) => !conservaSuHueco(nueva, cita))
      .sort((a, b) => `${a.fecha}${a.hora}${a.id}`.localeCompare(`${b.fecha}${b.hora}${b.id}`));
    if (fuera.length === 0) return;
    const { citas } = await citasPorDelante(trx, ahora, {
      ids: fuera.slice(0, 100).map((cita) => cita.id),
    });
    throw new DomainError(
      'citas_afectadas',
      mensajeCitasAfectadas(fuera.length, 'fuera del nuevo horario'),
      undefined,
      { total_citas: fuera.length, citas },
    );
  }

  return {
    async mostrarAgenda(request) {
      const hoy = clinicNow(deps).fecha;
      const anio = request.query.anio ?? Number(hoy.slice(0, 4));
      return {
        clinica: await datosDeLaClinica(db),
        profesionales: await profesionalesDeAlta(db),
        cierres: await cierresDesde(db, hoy),
        festivos_nacionales: [...festivosNacionales(anio), ...festivosNacionales(anio + 1)],
      };
    },

    async actualizarClinica(request) {
      const cambio = request.body;
      const errores: Record<string, string> = {};
      if (cambio.nombre !== undefined && !cambio.nombre.trim()) {
        errores.nombre = MENSAJES_AGENDA.nombre;
      }
      if (cambio.direccion !== undefined && !cambio.direccion.trim()) {
        errores.direccion = MENSAJES_AGENDA.direccion;
      }
      return deps.auditedTransaction(request, async (trx, nota) => {
        await bloquearAgenda(trx, 'cambio');
        const actual = await datosDeLaClinica(trx);
        const minutos = cambio.minutos_por_hueco ?? actual.minutos_por_hueco;
        const horario = cambio.horario ?? actual.horario;
        Object.assign(errores, problemasDelHorarioSemanal(horario, minutos));
        if (Object.keys(errores).length > 0) throw invalid(errores);
        const set: Parameters<typeof cambiarClinica>[1] = {};
        for (const campo of ['nombre', 'direccion', 'telefono'] as const) {
          const valor = cambio[campo]?.trim();
          if (valor !== undefined && valor !== actual[campo]) set[campo] = valor;
        }
        if (minutos !== actual.minutos_por_hueco) set.minutos_por_hueco = minutos;
        const nuevoHorario = !mismoHorario(horario, actual.horario);
        if (set.minutos_por_hueco !== undefined || nuevoHorario) {
          const agenda = await cargarAgenda(trx, { desde: clinicNow(deps).fecha });
          await sinCitasFuera(trx, { ...agenda, minutosPorHueco: minutos, horario });
        }
        await cambiarClinica(trx, set);
        if (nuevoHorario) await reemplazarHorarioDeLaClinica(trx, horario);
        nota.campos([...Object.keys(set), ...(nuevoHorario ? ['horario'] : [])].sort());
        return datosDeLaClinica(trx);
      });
    },

    async actualizarHorarioProfesional(request) {
      const { id } = request.params;
      const { horario } = request.body;
      if ((await profesionalesDeAlta(db, id)).length === 0) throw await sinProfesional(id);
      return deps.auditedTransaction(request, async (trx) => {
        await bloquearAgenda(trx, 'cambio');
        const clinica = await datosDeLaClinica(trx);
        const errores = problemasDelHorarioSemanal(
          horario,
          clinica.minutos_por_hueco,
          clinica.horario,
        );
        if (Object.keys(errores).length > 0) throw invalid(errores);
        const agenda = await cargarAgenda(trx, {
          desde: clinicNow(deps).fecha,
          profesionales: [id],
        });
        const horarios = new Map(agenda.horarios).set(id, horario);
        await sinCitasFuera(trx, { ...agenda, horarios }, id);
        await reemplazarHorarioProfesional(trx, id, horario);
        const [profesional] = await profesionalesDeAlta(trx, id);
        if (!profesional) throw notFound(MENSAJES.empleadoNoExiste);
        return profesional;
      });
    },

    async crearCierre(request, reply) {
      const datos = request.body;
      const hoy = clinicNow(deps).fecha;
      const errores = problemasDelCierre(datos, hoy);
      if (Object.keys(errores).length > 0) throw invalid(errores);
      const idUsuario = datos.id_usuario ?? null;
      if (idUsuario !== null && !(await esProfesionalDeAlta(db, idUsuario))) {
        throw await sinProfesional(idUsuario);
      }
      const fin = datos.fecha_fin ?? datos.fecha_inicio;
      const cierre = await deps.auditedTransaction(request, async (trx) => {
        await bloquearAgenda(trx, 'cambio');
        const { citas, total } = await citasPorDelante(trx, clinicNow(deps), {
          desde: datos.fecha_inicio,
          hasta: fin,
          ...(idUsuario !== null ? { idProfesional: idUsuario } : {}),
        });
        if (total > 0) {
          throw new DomainError(
            'citas_afectadas',
            mensajeCitasAfectadas(total, 'en esos días'),
            undefined,
            { total_citas: total, citas },
          );
        }
        return insertarCierre(trx, {
          tipo: datos.tipo,
          fecha_inicio: datos.fecha_inicio,
          fecha_fin: fin,
          descripcion: datos.descripcion.trim(),
          id_usuario: idUsuario,
        });
      });
      reply.code(201);
      return cierre;
    },

    async borrarCierre(request, reply) {
      const { id } = request.params;
      await deps.auditedTransaction(request, async (trx) => {
        await bloquearAgenda(trx, 'cambio');
        if (!(await borrarCierre(trx, id))) throw notFound(MENSAJES_DIAS_CERRADOS.cierreNoExiste);
      });
      return reply.code(204).send();
    },

    async diasCerrados(request) {
      const user = userOf(request);
      const { desde, hasta, id_medico, id_radiologo } = request.query;
      if (hasta < desde) throw invalid({ hasta: MENSAJES_DIAS_CERRADOS.hastaAntes });
      const ultimo = addDays(desde, DIAS_MAXIMOS_CONSULTADOS - 1);
      if (isCalendarDate(ultimo) && hasta > ultimo) {
        throw invalid({ hasta: MENSAJES_DIAS_CERRADOS.demasiadosDias });
      }
      if (id_medico !== undefined && id_radiologo !== undefined) {
        const message = MENSAJES_DIAS_CERRADOS.profesionalesAlaVez;
        throw new ApiError(400, message, { id_medico: message, id_radiologo: message });
      }
      const professional: Professional | undefined =
        id_medico !== undefined
          ? { kind: 'medico', id: id_medico }
          : id_radiologo !== undefined
            ? { kind: 'radiologo', id: id_radiologo }
            : undefined;
      if (professional && !(await existeProfesional(db, professional))) {
        throw notFound(
          professional.kind === 'medico' ? MENSAJES.medicoNoExiste : MENSAJES.radiologoNoExiste,
        );
      }
      const agenda = await cargarAgenda(db, {
        desde,
        hasta,
        profesionales: professional ? [professional.id] : [],
      });
      const dias: { fecha: string; motivo: string; por: DiaSinHuecos['por'] }[] = [];
      for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
        const cierre = porQueCierra(agenda, fecha, professional?.id);
        if (!cierre) continue;
        // A patient reads that the professional does not work, never why they are absent.
        const motivo =
          cierre.por === 'ausencia' && user.id_rol === ROL.paciente ? NO_TRABAJA : cierre.motivo;
        dias.push({ fecha, motivo, por: cierre.por });
      }
      return { dias };
    },

    async registroDeActividad(request) {
      const pagina = request.query.pagina ?? 1;
      const porPagina = 25;
      const filas = await actividad(
        db,
        { offset: (pagina - 1) * porPagina, limit: porPagina + 1 },
        request.query.tipo,
      );
      return {
        entradas: filas.slice(0, porPagina).map((fila) => {
          const detalle = fila.detalle ?? {};
          const antes = detalle.antes && {
            ...sinId(detalle.antes),
            profesional: fila.profesional_antes,
          };
          const despues = detalle.despues && {
            ...sinId(detalle.despues),
            profesional: fila.profesional_despues,
          };
          // While the cita exists: its number, and the ids its page asks for.
          const deCita = {
            ...(fila.num_cita && fila.id_cita && fila.id_paciente
              ? { num_cita: fila.num_cita, id_cita: fila.id_cita, id_paciente: fila.id_paciente }
              : {}),
            ...(antes ? { antes } : {}),
            ...(despues ? { despues } : {}),
            ...(detalle.tipo_cita ? { tipo_cita: detalle.tipo_cita } : {}),
            ...(detalle.motivo ? { motivo: detalle.motivo } : {}),
            ...(detalle.cumple_cita ? { cumple_cita: true } : {}),
          };
          const cambio = cambioDeCita({ accion: fila.accion, entidad: fila.entidad, ...deCita });
          return {
            id: fila.id,
            fecha: new Date(fila.momento).toISOString(),
            quien: fila.quien,
            rol_quien: fila.rol_quien ?? null,
            accion: fila.accion as 'crear',
            // The first responsable, created from the command line, is an employee too.
            entidad: (fila.entidad === 'responsable' ? 'empleado' : fila.entidad) as 'empleado',
            id_registro: fila.id_registro,
            ...(sobreQue(fila) ? { descripcion: sobreQue(fila) } : {}),
            campos: fila.campos ? fila.campos.split(',') : [],
            ...deCita,
            ...(cambio ? { cambio } : {}),
          };
        }),
        hayMas: filas.length > porPagina,
      };
    },
  } satisfies Partial<OperationHandlers>;
}
