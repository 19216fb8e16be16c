/**
 * Mock operations of the `agenda` tag (docs/decisiones.md (49)) and the responsable's
 * activity log: the clinic's data, hours and closures, with the rules and Spanish messages of
 * `@clinica/api-client/reglas` that the server uses, so stories can show each refusal.
 */
import { HttpResponse } from 'msw';
import {
  cierraLaClinica,
  diaDeLaSemana,
  MENSAJES_AGENDA,
  MOTIVOS_DE_CIERRE,
  problemasDelCierre,
  problemasDelHorarioSemanal,
  ROL,
  sumarDias,
} from '../../reglas';
import type {
  Cierre,
  CitaPendiente,
  DiaCerrado,
  EntradaDeActividad,
  ErrorCitasAfectadas,
  HorarioDia,
  HorarioProfesional,
} from '../../types';
import type { MockDb } from '../db';
import { FESTIVOS_NACIONALES, type MockUsuario, nombreCompleto } from '../fixtures';
import { defineOperation } from '../operation';
import {
  citasAfectadas,
  esDe,
  hojaCsv,
  pideHojaCsv,
  porQueCierraElDia,
  profesionalDeLaConsulta,
} from './comun';

const SOLO_RESPONSABLE = 'Solo el responsable de la clínica puede cambiar la agenda.';
const SOLO_RESPONSABLE_REGISTRO =
  'Solo el responsable de la clínica puede ver el registro de actividad.';
const REVISA = 'Revisa los datos marcados.';

const esResponsable = (db: MockDb, caller: MockUsuario) =>
  caller.id_rol === ROL.administrativo && db.fichasPersonal.get(caller.id)?.responsable === true;

const profesionales = (db: MockDb) =>
  db.usuarios.filter(
    (u) =>
      (u.id_rol === ROL.medico || u.id_rol === ROL.radiologo) &&
      db.fichasPersonal.get(u.id)?.activo !== false,
  );

function comoHorarioProfesional(db: MockDb, usuario: MockUsuario): HorarioProfesional {
  return {
    id_usuario: usuario.id,
    id_rol: usuario.id_rol as 1 | 3,
    nombre_completo: nombreCompleto(usuario),
    horario: db.horarios.get(usuario.id) ?? [],
  };
}

function anotar(
  db: MockDb,
  caller: MockUsuario,
  entrada: Pick<EntradaDeActividad, 'accion' | 'entidad' | 'id_registro' | 'campos'> & {
    descripcion?: string;
  },
) {
  db.registro.push({
    id: db.registro.length + 1,
    fecha: `${db.hoy}T10:${String(db.registro.length % 60).padStart(2, '0')}:00.000Z`,
    quien: nombreCompleto(caller),
    rol_quien: caller.id_rol,
    ...entrada,
  });
}

function conflicto(citas: CitaPendiente[], donde: string) {
  const n = citas.length;
  const body: ErrorCitasAfectadas = {
    message: `Hay ${n === 1 ? '1 cita programada' : `${n} citas programadas`} ${donde}. ${n === 1 ? 'Muévela o cancélala' : 'Muévelas o cancélalas'} antes.`,
    total_citas: n,
    citas: citas.slice(0, 100),
  };
  return HttpResponse.json(body, { status: 409 });
}

const minutos = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};

/** Whether a cita at `hora` on `fecha` keeps its slot under a weekly timetable. */
const dentroDelHorario = (horario: readonly HorarioDia[], fecha: string, hora: string) => {
  const dia = horario.find((d) => d.dia_semana === diaDeLaSemana(fecha));
  return (
    dia !== undefined &&
    minutos(hora) >= minutos(dia.hora_inicio) &&
    minutos(hora) < minutos(dia.hora_fin)
  );
};

export const mostrarAgenda = defineOperation({
  id: 'mostrarAgenda',
  method: 'get',
  path: '/api/agenda/mostrarAgenda',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, query, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const anio = Number(query.get('anio') ?? db.hoy.slice(0, 4));
    return reply.ok({
      clinica: db.clinica,
      profesionales: profesionales(db).map((u) => comoHorarioProfesional(db, u)),
      cierres: db.cierres
        .filter((c) => c.fecha_fin >= db.hoy)
        .sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio)),
      festivos_nacionales: FESTIVOS_NACIONALES.filter((f) => {
        const year = Number(f.fecha.slice(0, 4));
        return year === anio || year === anio + 1;
      }),
    });
  },
});

export const actualizarClinica = defineOperation({
  id: 'actualizarClinica',
  method: 'put',
  path: '/api/agenda/actualizarClinica',
  roles: [ROL.administrativo],
  okStatus: 200,
  async resolve({ db, caller, json, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const cambio = await json();
    const errores: Record<string, string> = {};
    if (cambio.nombre !== undefined && !cambio.nombre.trim())
      errores.nombre = MENSAJES_AGENDA.nombre;
    if (cambio.direccion !== undefined && !cambio.direccion.trim()) {
      errores.direccion = MENSAJES_AGENDA.direccion;
    }
    if (cambio.telefono !== undefined && !/^[0-9]{9}$/.test(cambio.telefono)) {
      errores.telefono = MENSAJES_AGENDA.telefono;
    }
    const duracion = cambio.minutos_por_hueco ?? db.clinica.minutos_por_hueco;
    const horario = cambio.horario ?? db.clinica.horario;
    Object.assign(errores, problemasDelHorarioSemanal(horario, duracion));
    if (Object.keys(errores).length > 0) return reply.error(400, REVISA, errores);
    const fuera = citasAfectadas(db, (c) => !dentroDelHorario(horario, c.fecha, c.hora));
    if (fuera.length > 0) return conflicto(fuera, 'fuera del nuevo horario');
    const antes = db.clinica as Record<string, unknown>;
    const campos = Object.entries(cambio)
      .filter(([campo, valor]) => JSON.stringify(antes[campo]) !== JSON.stringify(valor))
      .map(([campo]) => campo);
    db.clinica = {
      ...db.clinica,
      ...(cambio.nombre !== undefined && { nombre: cambio.nombre.trim() }),
      ...(cambio.direccion !== undefined && { direccion: cambio.direccion.trim() }),
      ...(cambio.telefono !== undefined && { telefono: cambio.telefono }),
      minutos_por_hueco: duracion,
      horario: [...horario].sort((a, b) => a.dia_semana - b.dia_semana),
    };
    anotar(db, caller, { accion: 'actualizar', entidad: 'clinica', id_registro: null, campos });
    return reply.ok(db.clinica);
  },
});

export const actualizarHorarioProfesional = defineOperation({
  id: 'actualizarHorarioProfesional',
  method: 'put',
  path: '/api/agenda/actualizarHorarioProfesional/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  async resolve({ db, caller, params, json, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const usuario = profesionales(db).find((u) => u.id === Number(params.id));
    if (!usuario) return reply.error(404, 'No existe ningún empleado con ese id.');
    const { horario } = await json();
    const errores = problemasDelHorarioSemanal(
      horario,
      db.clinica.minutos_por_hueco,
      db.clinica.horario,
    );
    if (Object.keys(errores).length > 0) return reply.error(400, REVISA, errores);
    const efectivo = horario.length > 0 ? horario : db.clinica.horario;
    const fuera = citasAfectadas(
      db,
      (c) => esDe(usuario, c) && !dentroDelHorario(efectivo, c.fecha, c.hora),
    );
    if (fuera.length > 0) return conflicto(fuera, 'fuera del nuevo horario');
    db.horarios.set(
      usuario.id,
      [...horario].sort((a, b) => a.dia_semana - b.dia_semana),
    );
    anotar(db, caller, {
      accion: 'actualizar',
      entidad: 'horario_profesional',
      id_registro: String(usuario.id),
      campos: ['horario'],
      descripcion: nombreCompleto(usuario),
    });
    return reply.ok(comoHorarioProfesional(db, usuario));
  },
});

export const crearCierre = defineOperation({
  id: 'crearCierre',
  method: 'post',
  path: '/api/agenda/crearCierre',
  roles: [ROL.administrativo],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const datos = await json();
    const errores = problemasDelCierre(datos, db.hoy);
    if (Object.keys(errores).length > 0) return reply.error(400, REVISA, errores);
    const profesional =
      datos.id_usuario === undefined
        ? undefined
        : profesionales(db).find((u) => u.id === datos.id_usuario);
    if (datos.id_usuario !== undefined && !profesional) {
      return reply.error(404, 'No existe ningún empleado con ese id.');
    }
    const fin = datos.fecha_fin ?? datos.fecha_inicio;
    const enElCierre = citasAfectadas(
      db,
      (c) =>
        c.fecha >= datos.fecha_inicio &&
        c.fecha <= fin &&
        (cierraLaClinica(datos.tipo) || esDe(profesional, c)),
    );
    if (enElCierre.length > 0) return conflicto(enElCierre, 'en esos días');
    const cierre: Cierre = {
      id: db.cierres.reduce((max, c) => Math.max(max, c.id), 0) + 1,
      tipo: datos.tipo,
      fecha_inicio: datos.fecha_inicio,
      fecha_fin: fin,
      descripcion: datos.descripcion.trim(),
      id_usuario: profesional?.id ?? null,
      nombre_completo_profesional: profesional ? nombreCompleto(profesional) : null,
    };
    db.cierres.push(cierre);
    anotar(db, caller, {
      accion: 'crear',
      entidad: 'cierre',
      id_registro: String(cierre.id),
      campos: [],
      descripcion: MOTIVOS_DE_CIERRE.cierre(cierre.tipo, cierre.descripcion),
    });
    return reply.ok(cierre);
  },
});

export const borrarCierre = defineOperation({
  id: 'borrarCierre',
  method: 'delete',
  path: '/api/agenda/borrarCierre/{id}',
  roles: [ROL.administrativo],
  okStatus: 204,
  resolve({ db, caller, params, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const indice = db.cierres.findIndex((c) => c.id === Number(params.id));
    if (indice < 0) return reply.error(404, 'Ese cierre no existe.');
    const [cierre] = db.cierres.splice(indice, 1);
    anotar(db, caller, {
      accion: 'borrar',
      entidad: 'cierre',
      id_registro: String(cierre?.id),
      campos: [],
    });
    return reply.empty();
  },
});

export const diasCerrados = defineOperation({
  id: 'diasCerrados',
  method: 'get',
  path: '/api/agenda/diasCerrados',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  resolve({ db, query, reply }) {
    const desde = query.get('desde') ?? db.hoy;
    const hasta = query.get('hasta') ?? desde;
    const profesional = profesionalDeLaConsulta(db, query);
    const dias: DiaCerrado[] = [];
    for (let fecha = desde; fecha <= hasta && dias.length < 400; fecha = sumarDias(fecha, 1)) {
      const cierre = porQueCierraElDia(db, fecha, profesional);
      if (cierre) dias.push({ fecha, ...cierre });
    }
    return reply.ok({ dias });
  },
});

export const registroDeActividad = defineOperation({
  id: 'registroDeActividad',
  method: 'get',
  path: '/api/auditoria/registro',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, query, request, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE_REGISTRO);
    const pagina = Math.max(1, Number(query.get('pagina') ?? 1) || 1);
    const tipo = query.get('tipo');
    const deCitas = (e: EntradaDeActividad) => e.num_cita !== undefined;
    const todas = [...db.registro]
      .reverse()
      .filter((e) =>
        tipo === 'citas' ? deCitas(e) : tipo === 'personal_y_agenda' ? !deCitas(e) : true,
      );
    if (pideHojaCsv(request)) return hojaCsv(todas, `registro-de-actividad-${db.hoy}.csv`);
    return reply.ok({
      entradas: todas.slice((pagina - 1) * 25, pagina * 25),
      hayMas: todas.length > pagina * 25,
    });
  },
});
