/** Mock operations of the `citas` tag, and the clinic's timetable they book against. */
import { HttpResponse } from 'msw';
import {
  esDiaLaborable,
  HORARIO_DE_LA_CLINICA,
  huecosDelDia,
  MENSAJE_DIA_CERRADO,
  MOTIVO_DEL_PACIENTE,
  MOTIVOS_DE_CANCELACION,
  mensajeCumplirFuturo,
  porQueNoLlegada,
  porQueNoNoPresentada,
  ROL,
  sePuedeCumplir,
  sumarDias,
} from '../../reglas';
import type { Cancelacion, Cita, CitaActualizacion, CitaListado } from '../../types';
import { type MockDb, siguienteId } from '../db';
import { MOCK_ZONA_HORARIA } from '../fixtures';
import { defineOperation } from '../operation';
import {
  anotarCita,
  citaVisible,
  dondeEsta,
  hojaCsv,
  id,
  listado,
  MENSAJE_CITA_404,
  MENSAJE_MEDICO_404,
  MENSAJE_PACIENTE_404,
  MENSAJE_RADIOLOGO_404,
  pacienteVisible,
  pideHojaCsv,
  porFechaYHora,
  porQueCierraElDia,
  profesionalDeLaConsulta,
  puedeVerCita,
} from './comun';

/** The mocks keep the clinic's default hours for every professional. */
const HORAS_CONSULTA = huecosDelDia(HORARIO_DE_LA_CLINICA);
const PATRON_FECHA = /^\d{4}-\d{2}-\d{2}$/;

type Profesional = { id_medico: number } | { id_radiologo: number };

function ocupa(cita: Cita, profesional: Profesional): boolean {
  return 'id_medico' in profesional
    ? cita.id_medico === profesional.id_medico
    : cita.id_radiologo === profesional.id_radiologo;
}

function huecosLibresDe(db: MockDb, fecha: string, profesional: Profesional): string[] {
  if (fecha < db.hoy || !esDiaLaborable(fecha)) return [];
  const ocupadas = new Set(
    db.citas
      .filter((c) => c.estado === 'EN_CURSO' && c.fecha === fecha && ocupa(c, profesional))
      .map((c) => c.hora),
  );
  return HORAS_CONSULTA.filter((hora) => !ocupadas.has(hora));
}

type Conflicto = { message: string; errores: Record<string, string> };

function conflicto(message: string, campo: 'fecha' | 'hora'): Conflicto {
  return { message, errores: { [campo]: message } };
}

function conflictoDeHueco(
  db: MockDb,
  datos: { fecha: string; hora: string; id_paciente: number },
  profesional: Profesional,
  excepto?: number,
): Conflicto | undefined {
  if (datos.fecha < db.hoy) return conflicto('No se pueden dar citas en el pasado.', 'fecha');
  if (!esDiaLaborable(datos.fecha)) return conflicto(MENSAJE_DIA_CERRADO, 'fecha');
  if (!HORAS_CONSULTA.includes(datos.hora)) {
    return conflicto('Esa hora está fuera del horario del profesional.', 'hora');
  }
  const ocupado = db.citas.some(
    (c) =>
      c.id !== excepto &&
      c.estado === 'EN_CURSO' &&
      c.fecha === datos.fecha &&
      c.hora === datos.hora &&
      (ocupa(c, profesional) || c.id_paciente === datos.id_paciente),
  );
  return ocupado ? conflicto('Ese hueco ya está ocupado. Elige otra hora.', 'hora') : undefined;
}

function nuevoNumCita(db: MockDb): string {
  const letras = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (let n = db.citas.length * 7919 + 12345; ; n += 104_729) {
    const numero = 10000 + (n % 90000);
    const candidato = `${numero}${letras.charAt(n % letras.length)}`;
    if (!db.citas.some((c) => c.num_cita === candidato)) return candidato;
  }
}

/** A new EN_CURSO cita with the next id and a fresh number, stored. */
function nuevaCita(db: MockDb, datos: Omit<Cita, 'id' | 'num_cita' | 'estado'>): Cita {
  const cita: Cita = {
    id: siguienteId(db.citas, 'id'),
    num_cita: nuevoNumCita(db),
    ...datos,
    estado: 'EN_CURSO',
  };
  db.citas.push(cita);
  return cita;
}

const existeMedico = (db: MockDb, idMedico: number | undefined) =>
  db.usuarios.some((u) => u.id_medico === idMedico);
const existeRadiologo = (db: MockDb, idRadiologo: number | undefined) =>
  db.usuarios.some((u) => u.id_radiologo === idRadiologo);

/** The doctor's citas of one day, in time order. */
function citasDelMedico(db: MockDb, idMedico: number, fecha: string) {
  return db.citas
    .filter((c) => c.id_medico === idMedico && c.fecha === fecha)
    .sort(porFechaYHora)
    .map((c) => listado(db, c));
}

export const mostrarCitasDelPaciente = defineOperation({
  id: 'mostrarCitasDelPaciente',
  method: 'get',
  path: '/api/citas/mostrarCitasDelPaciente/{id}',
  roles: [ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_PACIENTE_404 },
  resolve({ db, caller, params, reply }) {
    const paciente = pacienteVisible(db, caller, params.id);
    if (typeof paciente === 'number') return reply.error(paciente);
    const citas = db.citas
      .filter((c) => c.id_paciente === paciente.idPaciente)
      .filter((c) => caller.id_rol !== ROL.medico || c.id_medico === caller.id_medico)
      .sort((a, b) => porFechaYHora(b, a));
    return reply.ok(
      citas.map((c) => {
        const motivo = c.estado === 'CANCELADA' ? db.motivosDeCancelacion.get(c.id) : undefined;
        return { ...listado(db, c), ...(motivo ? { motivo_cancelacion: motivo } : {}) };
      }),
    );
  },
});

export const cancelarCita = defineOperation({
  id: 'cancelarCita',
  method: 'post',
  path: '/api/citas/cancelarCita/{id}',
  roles: [ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden cancelar citas programadas.' },
  async resolve({ db, caller, params, request, reply }) {
    // The body is optional (docs/decisiones.md (55)): none is a cancellation without a reason.
    let dicho: Cancelacion['motivo'];
    try {
      const texto = await request.text();
      dicho = texto ? (JSON.parse(texto) as Cancelacion).motivo : undefined;
    } catch {
      return reply.error(400);
    }
    const paciente = caller.id_rol === ROL.paciente;
    if (dicho !== undefined && !Object.hasOwn(MOTIVOS_DE_CANCELACION, dicho)) {
      return reply.error(400, 'Revisa los datos marcados.', {
        motivo: 'Elige un motivo de la lista.',
      });
    }
    if (paciente && dicho !== undefined && dicho !== MOTIVO_DEL_PACIENTE) {
      const message = `Tu cancelación queda como '${MOTIVOS_DE_CANCELACION[MOTIVO_DEL_PACIENTE]}'.`;
      return reply.error(400, 'Revisa los datos marcados.', { motivo: message });
    }
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    if (paciente && cita.fecha <= db.hoy) {
      return reply.error(
        409,
        'Las citas solo se pueden cancelar con al menos 24 horas de antelación.',
      );
    }
    cita.estado = 'CANCELADA';
    const motivo = paciente ? MOTIVO_DEL_PACIENTE : dicho;
    if (motivo) db.motivosDeCancelacion.set(cita.id, motivo);
    anotarCita(db, caller, {
      accion: 'cancelar',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
      ...(motivo ? { motivo } : {}),
    });
    return reply.ok(cita);
  },
});

/**
 * The cita's calendar file. The real one is the server's (ical-generator, with VTIMEZONE and two
 * reminders); the mock answers a small iCalendar of the same event, enough for a story to
 * download it.
 */
export const calendarioDeCita = defineOperation({
  id: 'calendarioDeCita',
  method: 'get',
  path: '/api/citas/calendario/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404 },
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    const local = (hora: string) => `${cita.fecha.replaceAll('-', '')}T${hora.replace(':', '')}00`;
    const fin = `${String(Number(cita.hora.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const lineas = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Clinica//Mocks//ES',
      'BEGIN:VEVENT',
      `UID:cita-${cita.num_cita}@clinica`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Madrid:${local(cita.hora)}`,
      `DTEND;TZID=Europe/Madrid:${local(fin)}`,
      `SUMMARY:Cita ${cita.num_cita}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    return new HttpResponse(`${lineas.join('\r\n')}\r\n`, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="cita-${cita.num_cita}.ics"`,
      },
    });
  },
});

export const comprobarNumCita = defineOperation({
  id: 'comprobarNumCita',
  method: 'get',
  path: '/api/citas/comprobarNumCita',
  roles: [ROL.radiologo, ROL.administrativo],
  okStatus: 200,
  mensajes: { 404: 'No existe ninguna cita con ese número.' },
  resolve({ db, caller, query, reply }) {
    const numCita = query.get('num_cita') ?? '';
    if (!/^[0-9]{5}[A-Z]$/.test(numCita)) {
      const message = 'Introduce un número de cita con formato válido.';
      return reply.error(400, message, { num_cita: message });
    }
    const cita = db.citas.find((c) => c.num_cita === numCita && puedeVerCita(caller, c));
    if (!cita) {
      const message = 'No existe ninguna cita con ese número.';
      return reply.error(404, message, { num_cita: message });
    }
    return reply.ok([listado(db, cita)]);
  },
});

export const cumplirCita = defineOperation({
  id: 'cumplirCita',
  method: 'post',
  path: '/api/citas/cumplirCita/{id}',
  roles: [ROL.radiologo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden cumplir citas programadas.' },
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    if (!sePuedeCumplir(cita.fecha, db.hoy))
      return reply.error(409, mensajeCumplirFuturo(cita.fecha));
    cita.estado = 'CUMPLIDA';
    anotarCita(db, caller, { accion: 'cumplir', entidad: 'cita', id_registro: cita.id, cita });
    return reply.ok(cita);
  },
});

/**
 * The instant the clinic's wall clock (`MOCK_ZONA_HORARIA`) reads `fecha` `hora`: the mock's "now"
 * as the server keeps it (UTC). The zone's offset at that instant, read back from the clock.
 */
function instanteEnLaClinica(fecha: string, hora: string): string {
  const comoUtc = Date.parse(`${fecha}T${hora}:00Z`);
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: MOCK_ZONA_HORARIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(comoUtc));
  const parte = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '00';
  const leido = Date.parse(
    `${parte('year')}-${parte('month')}-${parte('day')}T${parte('hour')}:${parte('minute')}:00Z`,
  );
  return new Date(comoUtc - (leido - comoUtc)).toISOString();
}

/** 'Ha llegado' (docs/decisiones.md (54)): as the server, by the rules of reglas/llegada. */
export const registrarLlegada = defineOperation({
  id: 'registrarLlegada',
  method: 'post',
  path: '/api/citas/registrarLlegada/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404 },
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    const motivo = porQueNoLlegada(cita, db.hoy);
    if (motivo) return reply.error(409, motivo);
    cita.hora_llegada = instanteEnLaClinica(db.hoy, db.hora);
    anotarCita(db, caller, {
      accion: 'registrar_llegada',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
    });
    return reply.ok(cita);
  },
});

/** 'No se presentó' (docs/decisiones.md (54)): a final state, once the cita's hour has passed. */
export const marcarNoPresentada = defineOperation({
  id: 'marcarNoPresentada',
  method: 'post',
  path: '/api/citas/marcarNoPresentada/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404 },
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    const motivo = porQueNoNoPresentada(cita, { fecha: db.hoy, hora: db.hora });
    if (motivo) return reply.error(409, motivo);
    cita.estado = 'NO_PRESENTADA';
    anotarCita(db, caller, {
      accion: 'marcar_no_presentada',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
    });
    return reply.ok(cita);
  },
});

export const mostrarCitasDelDia = defineOperation({
  id: 'mostrarCitasDelDia',
  method: 'get',
  path: '/api/citas/mostrarCitasDelDia',
  roles: [ROL.radiologo, ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, query, request, reply }) {
    const fecha = query.get('fecha') ?? db.hoy;
    // As the server: by hour, then by professional (docs/decisiones.md (53)).
    const profesional = (c: CitaListado) =>
      c.nombre_completo_medico ?? c.nombre_completo_radiologo ?? '';
    const citas = db.citas
      .filter((c) => c.fecha === fecha && puedeVerCita(caller, c))
      .map((c) => listado(db, c))
      .sort(
        (a, b) =>
          a.hora.localeCompare(b.hora) ||
          profesional(a).localeCompare(profesional(b), 'es') ||
          a.id - b.id,
      );
    if (pideHojaCsv(request)) return hojaCsv(citas, `citas-${fecha}.csv`);
    return reply.ok(citas);
  },
});

/** The professional an update names, as the server reads the contract's oneOf. */
function profesionalDelCambio(cambios: CitaActualizacion): Profesional | undefined {
  const { idRadiologo, idMedico } = cambios as { idRadiologo?: number; idMedico?: number };
  if ((idRadiologo === undefined) === (idMedico === undefined)) return undefined;
  return idMedico !== undefined ? { id_medico: idMedico } : { id_radiologo: idRadiologo as number };
}

const MENSAJE_OTRO_TIPO = {
  radiologia: 'Esta cita es de radiología; elige un radiólogo, no un médico.',
  medicina: 'Esta cita es de medicina; elige un médico, no un radiólogo.',
} as const;

export const actualizarCita = defineOperation({
  id: 'actualizarCita',
  method: 'put',
  path: '/api/citas/actualizar/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden modificar citas programadas.' },
  async resolve({ db, caller, params, json, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404);
    const cambios = await json();
    const profesional = profesionalDelCambio(cambios);
    if (!profesional) {
      return reply.error(400, 'Revisa los datos marcados.', {
        idRadiologo: 'Selecciona un radiólogo.',
        idMedico: 'Selecciona un médico.',
      });
    }
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    // docs/decisiones.md (31): a radiology cita keeps a radiologist, a family-medicine one a doctor.
    const deRadiologia = cita.id_radiologo !== null;
    if (deRadiologia !== 'id_radiologo' in profesional) {
      const message = MENSAJE_OTRO_TIPO[deRadiologia ? 'radiologia' : 'medicina'];
      return reply.error(409, message, {
        [deRadiologia ? 'idMedico' : 'idRadiologo']: message,
      });
    }
    if ('id_radiologo' in profesional && !existeRadiologo(db, profesional.id_radiologo)) {
      return reply.error(404, MENSAJE_RADIOLOGO_404);
    }
    if ('id_medico' in profesional && !existeMedico(db, profesional.id_medico)) {
      return reply.error(404, MENSAJE_MEDICO_404);
    }
    const choque = conflictoDeHueco(
      db,
      { fecha: cambios.fecha, hora: cambios.hora, id_paciente: cita.id_paciente },
      profesional,
      cita.id,
    );
    if (choque) return reply.error(409, choque.message, choque.errores);
    const antes = dondeEsta(db, cita);
    Object.assign(cita, { fecha: cambios.fecha, hora: cambios.hora, ...profesional });
    anotarCita(db, caller, {
      accion: 'actualizar',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
      antes,
    });
    return reply.ok(cita);
  },
});

export const mostrarCitasMedico = defineOperation({
  id: 'mostrarCitasMedico',
  method: 'get',
  path: '/api/citas/mostrarCitasMedico/{id}',
  roles: [ROL.medico],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const idMedico = id(params.id);
    if (idMedico === undefined) return reply.error(400);
    if (idMedico !== caller.id_medico) return reply.error(403);
    return reply.ok(citasDelMedico(db, idMedico, db.hoy));
  },
});

/** The radiologist's own citas (any state) from `desde` over `dias` days, by date and time. */
export const mostrarCitasRadiologo = defineOperation({
  id: 'mostrarCitasRadiologo',
  method: 'get',
  path: '/api/citas/mostrarCitasRadiologo/{id}',
  roles: [ROL.radiologo],
  okStatus: 200,
  resolve({ db, caller, params, query, reply }) {
    const idRadiologo = id(params.id);
    const desde = query.get('desde') ?? db.hoy;
    const dias = Number(query.get('dias') ?? 14);
    if (idRadiologo === undefined || !PATRON_FECHA.test(desde)) return reply.error(400);
    if (!Number.isInteger(dias) || dias < 1 || dias > 62) return reply.error(400);
    if (idRadiologo !== caller.id_radiologo) return reply.error(403);
    const hasta = sumarDias(desde, dias);
    const pendientes = query.get('pendientes') === 'true';
    return reply.ok(
      db.citas
        .filter(
          (c) =>
            c.id_radiologo === idRadiologo &&
            c.fecha < hasta &&
            (c.fecha >= desde || (pendientes && c.estado === 'EN_CURSO')),
        )
        .sort(porFechaYHora)
        .map((c) => listado(db, c)),
    );
  },
});

export const mostrarCitasPorFechaMedico = defineOperation({
  id: 'mostrarCitasPorFechaMedico',
  method: 'get',
  path: '/api/citas/mostrarCitasPorFechaMedico/{fecha}/{idMedico}',
  roles: [ROL.medico],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const idMedico = id(params.idMedico);
    const fecha = params.fecha ?? '';
    if (idMedico === undefined || !PATRON_FECHA.test(fecha)) return reply.error(400);
    if (idMedico !== caller.id_medico) return reply.error(403);
    return reply.ok(citasDelMedico(db, idMedico, fecha));
  },
});

export const diasConCitasMedico = defineOperation({
  id: 'diasConCitasMedico',
  method: 'get',
  path: '/api/citas/diasConCitasMedico/{mes}/{idMedico}',
  roles: [ROL.medico],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const idMedico = id(params.idMedico);
    const mes = params.mes ?? '';
    if (idMedico === undefined || !/^\d{4}-(0[1-9]|1[0-2])$/.test(mes)) return reply.error(400);
    if (idMedico !== caller.id_medico) return reply.error(403);
    const porDia = new Map<string, number>();
    for (const cita of db.citas) {
      if (cita.id_medico === idMedico && cita.fecha.startsWith(`${mes}-`)) {
        porDia.set(cita.fecha, (porDia.get(cita.fecha) ?? 0) + 1);
      }
    }
    return reply.ok(
      [...porDia]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([fecha, citas]) => ({ fecha, citas })),
    );
  },
});

export const guardarCita = defineOperation({
  id: 'guardarCita',
  method: 'post',
  path: '/api/citas/guardar',
  roles: [ROL.administrativo],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    if (!db.pacientes.some((p) => p.id_paciente === datos.id_paciente)) {
      return reply.error(404, MENSAJE_PACIENTE_404);
    }
    const medicina = 'id_medico' in datos;
    if (medicina ? !existeMedico(db, datos.id_medico) : !existeRadiologo(db, datos.id_radiologo)) {
      return reply.error(404, medicina ? MENSAJE_MEDICO_404 : MENSAJE_RADIOLOGO_404);
    }
    const profesional: Profesional = medicina
      ? { id_medico: datos.id_medico }
      : { id_radiologo: datos.id_radiologo };
    const choque = conflictoDeHueco(db, datos, profesional);
    if (choque) return reply.error(409, choque.message, choque.errores);
    const cita = nuevaCita(db, {
      fecha: datos.fecha,
      hora: datos.hora,
      ...(medicina
        ? { especialidad: 1, tipo_cita: datos.tipo_cita }
        : { especialidad: 2, tipo_cita: 'Radiologia' }),
      id_paciente: datos.id_paciente,
      id_radiologo: medicina ? null : datos.id_radiologo,
      id_medico: medicina ? datos.id_medico : null,
      id_administrativo: caller.id_administrativo ?? null,
    });
    anotarCita(db, caller, {
      accion: 'crear',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
      tipo_cita: cita.tipo_cita,
    });
    return reply.ok(cita);
  },
});

export const huecosLibres = defineOperation({
  id: 'huecosLibres',
  method: 'get',
  path: '/api/citas/huecosLibres',
  roles: [ROL.administrativo, ROL.paciente],
  okStatus: 200,
  resolve({ db, query, reply }) {
    const desde = query.get('desde');
    const hasta = query.get('hasta');
    const idMedico = id(query.get('id_medico'));
    const idRadiologo = id(query.get('id_radiologo'));
    if (desde && hasta && PATRON_FECHA.test(desde) && PATRON_FECHA.test(hasta)) {
      // A range, as the server: each day with its free hours and why a closed one is closed.
      const profesional = profesionalDeLaConsulta(db, query);
      const clave: Profesional =
        idMedico !== undefined ? { id_medico: idMedico } : { id_radiologo: idRadiologo as number };
      const dias = [];
      for (let fecha = desde; fecha <= hasta && dias.length < 62; fecha = sumarDias(fecha, 1)) {
        const cierre = porQueCierraElDia(db, fecha, profesional);
        dias.push({ fecha, huecos: cierre ? [] : huecosLibresDe(db, fecha, clave), ...cierre });
      }
      return reply.ok({ huecos: [], dias });
    }
    const fecha = query.get('fecha') ?? '';
    if (!PATRON_FECHA.test(fecha)) {
      const message = 'Introduce una fecha con formato válido.';
      return reply.error(400, message, { fecha: message });
    }
    if ((idMedico === undefined) === (idRadiologo === undefined)) {
      return reply.error(400, 'Indica un médico o un radiólogo.');
    }
    // A day without consultation (a holiday, a day out of their hours) has none, as the server.
    if (porQueCierraElDia(db, fecha, profesionalDeLaConsulta(db, query))) {
      return reply.ok({ huecos: [] });
    }
    if (idMedico !== undefined) {
      if (!existeMedico(db, idMedico)) return reply.error(404, MENSAJE_MEDICO_404);
      return reply.ok({ huecos: huecosLibresDe(db, fecha, { id_medico: idMedico }) });
    }
    if (!existeRadiologo(db, idRadiologo)) return reply.error(404, MENSAJE_RADIOLOGO_404);
    return reply.ok({
      huecos: huecosLibresDe(db, fecha, { id_radiologo: idRadiologo as number }),
    });
  },
});

export const pedirCita = defineOperation({
  id: 'pedirCita',
  method: 'post',
  path: '/api/citas/pedirCita',
  roles: [ROL.paciente],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    if (!existeMedico(db, datos.id_medico)) return reply.error(404, MENSAJE_MEDICO_404);
    const idPaciente = caller.id_paciente as number;
    const choque = conflictoDeHueco(
      db,
      { ...datos, id_paciente: idPaciente },
      { id_medico: datos.id_medico },
    );
    if (choque) return reply.error(409, choque.message, choque.errores);
    const cita = nuevaCita(db, {
      fecha: datos.fecha,
      hora: datos.hora,
      especialidad: 1,
      tipo_cita: datos.tipo_cita,
      id_paciente: idPaciente,
      id_radiologo: null,
      id_medico: datos.id_medico,
      id_administrativo: null,
    });
    anotarCita(db, caller, {
      accion: 'crear',
      entidad: 'cita',
      id_registro: cita.id,
      cita,
      tipo_cita: cita.tipo_cita,
    });
    return reply.ok(cita);
  },
});

/** La antelación mínima del servidor simulado: la de omisión del real, 24 horas. */
export const antelacionCancelacion = defineOperation({
  id: 'antelacionCancelacion',
  method: 'get',
  path: '/api/citas/antelacionCancelacion',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  resolve({ reply }) {
    return reply.ok({ horas: 24 });
  },
});

export const proximoDiaConCitas = defineOperation({
  id: 'proximoDiaConCitas',
  method: 'get',
  path: '/api/citas/proximoDiaConCitas',
  roles: [ROL.radiologo, ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, query, reply }) {
    const desde = query.get('desde') ?? db.hoy;
    const siguientes = db.citas
      .filter((c) => c.fecha > desde && puedeVerCita(caller, c))
      .map((c) => c.fecha)
      .sort();
    return reply.ok({ fecha: siguientes[0] ?? null });
  },
});
