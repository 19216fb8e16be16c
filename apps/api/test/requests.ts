import { randomBytes } from 'node:crypto';
import { letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import { resumenDeToken } from '../src/correo/cola';
import { insertarEnlace } from '../src/db/queries/correo';
import type { Rol } from '../src/db/schema';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { multipart, PASSWORD, PNG, type TestUser, type World } from './fixture';

/** An id no record has. */
export const MISSING = 2_000_000_000;

export type Subject = 'own' | 'other' | 'missing';

export interface Cell {
  world: World;
  role: Rol;
  subject: Subject;
  caller: TestUser;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Another token for this request (sign-out must not revoke the shared one). */
  token?: string;
  /** An expected status when the contract's general rule does not decide it. */
  expect?: number;
  /** The multipart parts, for tests that vary them. */
  parts?: FormParts;
}

export type FormParts = Parameters<typeof multipart>[0];

type Builder = (cell: Cell) => Promise<RequestSpec>;

const patient = (world: World, which: 'primary' | 'secondary' = 'primary') =>
  world.user(ROL.paciente, which);
const medico = (world: World, which: 'primary' | 'secondary' = 'primary') =>
  world.user(ROL.medico, which);
const radiologo = (world: World, which: 'primary' | 'secondary' = 'primary') =>
  world.user(ROL.radiologo, which);

/** A fresh cita that belongs to the caller (own) or does not (other), per docs/decisiones.md (2). */
export async function citaFor(
  cell: Cell,
  kind: 'medicina' | 'radiologia',
  /** On today's date: a cita that may be diagnosed or reported (docs/decisiones.md (41), (60)). */
  hoy = false,
): Promise<number> {
  const { world, role, subject, caller } = cell;
  if (subject === 'missing') return MISSING;
  const own = subject === 'own';
  switch (role) {
    case ROL.paciente: {
      const owner = own ? caller.id : patient(world, 'secondary').id;
      return kind === 'radiologia'
        ? world.newCita({ paciente: owner, radiologo: radiologo(world).id, hoy })
        : world.newCita({ paciente: owner, medico: medico(world).id, hoy });
    }
    case ROL.medico:
      return world.newCita({
        paciente: patient(world).id,
        medico: own ? caller.id : medico(world, 'secondary').id,
        hoy,
      });
    case ROL.radiologo:
      return own
        ? world.newCita({ paciente: patient(world).id, radiologo: caller.id, hoy })
        : world.newCita({ paciente: patient(world).id, medico: medico(world).id, hoy });
    default:
      return kind === 'radiologia'
        ? world.newCita({
            paciente: patient(world, own ? 'primary' : 'secondary').id,
            radiologo: radiologo(world, own ? 'primary' : 'secondary').id,
            hoy,
          })
        : world.newCita({
            paciente: patient(world, own ? 'primary' : 'secondary').id,
            medico: medico(world, own ? 'primary' : 'secondary').id,
            hoy,
          });
  }
}

async function patientFor(cell: Cell): Promise<number> {
  const { world, role, subject, caller } = cell;
  if (subject === 'missing') return MISSING;
  if (role === ROL.paciente) return subject === 'own' ? caller.id : patient(world, 'secondary').id;
  if (role === ROL.medico) {
    const someone = await world.newUser(ROL.paciente);
    if (subject === 'own') await world.newCita({ paciente: someone.id, medico: caller.id });
    return someone.id;
  }
  return patient(world, subject === 'own' ? 'primary' : 'secondary').id;
}

function selfId(cell: Cell): number {
  if (cell.subject === 'missing') return MISSING;
  return cell.subject === 'own' ? cell.caller.id : cell.world.user(cell.role, 'secondary').id;
}

async function incidenciaFor(cell: Cell): Promise<number> {
  if (cell.subject === 'missing') return MISSING;
  const owner = cell.subject === 'own' ? cell.caller : cell.world.user(cell.role, 'secondary');
  return cell.world.newIncidencia(owner);
}

async function citaWith(
  cell: Cell,
  kind: 'medicina' | 'radiologia',
  extra: 'diagnostico' | 'informe' | 'imagen',
) {
  const id = await citaFor(cell, kind, extra === 'diagnostico');
  if (id === MISSING) return { cita: id, record: MISSING };
  const row = await cell.world.db
    .selectFrom('citas')
    .select(['id_paciente', 'id_medico', 'id_radiologo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (extra === 'diagnostico') {
    return {
      cita: id,
      record: await cell.world.newDiagnostico(id, row.id_medico ?? medico(cell.world).id),
    };
  }
  const informe = await cell.world.newInforme(id, row.id_radiologo ?? radiologo(cell.world).id);
  if (extra === 'informe') return { cita: id, record: informe };
  return { cita: id, record: await cell.world.newImagen(id, informe, row.id_paciente) };
}

const future = (world: World) => world.freeSlot();
const today = (world: World) =>
  wallClock(world.server.clock.now(), world.server.settings.timeZone).fecha;

function json(method: RequestSpec['method'], url: string, payload: unknown): RequestSpec {
  return { method, url, payload, headers: { 'content-type': 'application/json' } };
}

function form(method: RequestSpec['method'], url: string, parts: FormParts): RequestSpec {
  const body = multipart(parts);
  return { method, url, payload: body.payload, headers: body.headers, parts };
}

const image = { filename: 'prueba.png', content: PNG, type: 'image/png' };
let dniSeed = 70000000 + Math.floor(Math.random() * 1000000);

const incidenciaBody = {
  asunto: 'El teclado no funciona',
  descripcion: 'Varias teclas no responden.',
  nivel_prioridad: 'BAJA',
  fecha: '2026-11-20',
  nombre: 'Prueba Rol',
  puesto_trabajo: 2,
};

/** One valid request per operation of the contract, for a given caller and subject. */
export const BUILDERS: Record<string, Builder> = {
  salud: async () => ({ method: 'GET', url: '/api/salud' }),
  iniciarSesion: async ({ world }) =>
    json('POST', '/api/iniciarSesion', { email: patient(world).email, password: PASSWORD }),
  cerrarSesion: async ({ world, caller }) => ({
    method: 'POST',
    url: '/api/cerrarSesion',
    token: (await world.newSession(caller)) as string,
  }),
  usuarioActual: async () => ({ method: 'GET', url: '/api/usuarios/yo' }),
  datosClinica: async () => ({ method: 'GET', url: '/api/clinica' }),
  comprobarContrasena: async () =>
    json('POST', '/api/contrasena/comprobar', { password: 'Placa de tórax', propia: true }),
  // A user of the caller's role of its own: the change signs out the user's other sessions.
  cambiarContrasena: async ({ world, role }) => {
    const user = await world.newUser(role);
    return {
      ...json('POST', '/api/usuarios/yo/contrasena', {
        contrasenaActual: PASSWORD,
        contrasenaNueva: `Placa de tórax número ${user.id}`,
      }),
      token: user.token,
    };
  },

  recuperarContrasena: async ({ world }) =>
    json('POST', '/api/contrasena/recuperar', {
      email: `recupera.${world.server.clock.now().getTime()}.${Math.random().toString(36).slice(2)}@prueba.test`,
    }),
  // A link of its own for a patient of its own, valid now: asking about it leaves it as it was.
  comprobarEnlace: async ({ world }) => {
    const user = await world.newUser(ROL.paciente);
    const token = randomBytes(24).toString('base64url');
    const now = world.server.clock.now();
    await insertarEnlace(world.db, {
      id_usuario: user.id,
      token_hash: resumenDeToken(token),
      proposito: 'recuperacion',
      creado_en: now,
      expira_en: new Date(now.getTime() + 30 * 60_000),
    });
    return json('POST', '/api/contrasena/comprobarEnlace', { token });
  },
  // A link of its own for a patient of its own, valid now: a link works once.
  restablecerContrasena: async ({ world }) => {
    const user = await world.newUser(ROL.paciente);
    const token = randomBytes(24).toString('base64url');
    const now = world.server.clock.now();
    await insertarEnlace(world.db, {
      id_usuario: user.id,
      token_hash: resumenDeToken(token),
      proposito: 'recuperacion',
      creado_en: now,
      expira_en: new Date(now.getTime() + 30 * 60_000),
    });
    return json('POST', '/api/contrasena/restablecer', {
      token,
      password: `Placa de tórax número ${user.id}`,
    });
  },
  cambiarRecordatorios: async () =>
    json('PUT', '/api/usuarios/yo/recordatorios', { activos: false }),

  mostrarCitasDelPaciente: async (cell) => ({
    method: 'GET',
    url: `/api/citas/mostrarCitasDelPaciente/${await patientFor(cell)}`,
  }),
  // The one reason a patient may send as well (docs/decisiones.md (55)).
  cancelarCita: async (cell) =>
    json('POST', `/api/citas/cancelarCita/${await citaFor(cell, 'radiologia')}`, {
      motivo: 'a_peticion_del_paciente',
    }),
  calendarioDeCita: async (cell) => ({
    method: 'GET',
    url: `/api/citas/calendario/${await citaFor(cell, 'radiologia')}`,
  }),
  comprobarNumCita: async (cell) => {
    if (cell.subject === 'missing') {
      return { method: 'GET', url: '/api/citas/comprobarNumCita?num_cita=00000Z', expect: 404 };
    }
    const id = await cell.world.newCita({
      paciente: patient(cell.world).id,
      radiologo: radiologo(cell.world).id,
    });
    const row = await cell.world.db
      .selectFrom('citas')
      .select('num_cita')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { method: 'GET', url: `/api/citas/comprobarNumCita?num_cita=${row.num_cita}` };
  },
  cumplirCita: async (cell) => ({
    method: 'POST',
    // Today's: a cita is fulfilled from its day on (docs/decisiones.md (60)).
    url: `/api/citas/cumplirCita/${await citaFor(cell, cell.role === ROL.radiologo ? 'radiologia' : 'medicina', true)}`,
  }),
  // Arrival on today's cita; a no-show on yesterday's, whose hour has passed at any clock.
  registrarLlegada: async (cell) => ({
    method: 'POST',
    url: `/api/citas/registrarLlegada/${await citaFor(cell, 'medicina', true)}`,
  }),
  marcarNoPresentada: async (cell) => {
    if (cell.subject === 'missing') {
      return { method: 'POST', url: `/api/citas/marcarNoPresentada/${MISSING}` };
    }
    const id = await cell.world.newCita({
      paciente: patient(cell.world).id,
      medico: medico(cell.world).id,
      fecha: addDays(cell.world.today, -1),
      hora: cell.world.todaySlot().hora,
    });
    return { method: 'POST', url: `/api/citas/marcarNoPresentada/${id}` };
  },
  mostrarCitasDelDia: async () => ({ method: 'GET', url: '/api/citas/mostrarCitasDelDia' }),
  proximoDiaConCitas: async () => ({ method: 'GET', url: '/api/citas/proximoDiaConCitas' }),
  antelacionCancelacion: async () => ({ method: 'GET', url: '/api/citas/antelacionCancelacion' }),
  actualizarCita: async (cell) => {
    const id = await citaFor(cell, 'radiologia');
    const slot = future(cell.world);
    return json('PUT', `/api/citas/actualizar/${id}`, {
      ...slot,
      idRadiologo: radiologo(cell.world).id,
    });
  },
  mostrarCitasMedico: async (cell) => ({
    method: 'GET',
    url: `/api/citas/mostrarCitasMedico/${selfId(cell)}`,
  }),
  mostrarCitasRadiologo: async (cell) => ({
    method: 'GET',
    url: `/api/citas/mostrarCitasRadiologo/${selfId(cell)}`,
  }),
  mostrarCitasPorFechaMedico: async (cell) => ({
    method: 'GET',
    url: `/api/citas/mostrarCitasPorFechaMedico/${today(cell.world)}/${selfId(cell)}`,
  }),
  diasConCitasMedico: async (cell) => ({
    method: 'GET',
    url: `/api/citas/diasConCitasMedico/${today(cell.world).slice(0, 7)}/${selfId(cell)}`,
  }),
  guardarCita: async (cell) => {
    const missing = cell.subject === 'missing';
    return {
      ...json('POST', '/api/citas/guardar', {
        ...future(cell.world),
        id_paciente: missing ? MISSING : patient(cell.world).id,
        id_radiologo: radiologo(cell.world).id,
      }),
      expect: missing ? 404 : undefined,
    };
  },
  huecosLibres: async (cell) => {
    const missing = cell.subject === 'missing';
    const id = missing ? MISSING : medico(cell.world).id;
    return {
      method: 'GET',
      url: `/api/citas/huecosLibres?fecha=${addDays(today(cell.world), 3)}&id_medico=${id}`,
      expect: missing ? 404 : undefined,
    };
  },
  pedirCita: async (cell) => {
    const missing = cell.subject === 'missing';
    return {
      ...json('POST', '/api/citas/pedirCita', {
        tipo_cita: 'Telefónica - Medicina familiar',
        id_medico: missing ? MISSING : medico(cell.world).id,
        ...future(cell.world),
      }),
      expect: missing ? 404 : undefined,
    };
  },

  buscarPorDni: async (cell) => {
    const missing = cell.subject === 'missing';
    const dni = missing ? '00000001R' : patient(cell.world).dni;
    return {
      method: 'GET',
      url: `/api/usuarios/buscarPorDni?dni=${dni}`,
      expect: missing ? 404 : undefined,
    };
  },
  buscarPacientes: async (cell) => ({
    method: 'GET',
    url: `/api/usuarios/buscarPacientes?q=${patient(cell.world).dni}`,
  }),
  mostrarPaciente: async (cell) => {
    const id = cell.subject === 'missing' ? MISSING : patient(cell.world).id;
    return { method: 'GET', url: `/api/usuarios/mostrarPaciente/${id}`, ...missing(id) };
  },
  actualizarPaciente: async (cell) => {
    // A fresh patient per request, so no other cell sees its data change.
    const id = cell.subject === 'missing' ? MISSING : (await cell.world.newUser(ROL.paciente)).id;
    return {
      ...json('PUT', `/api/usuarios/actualizarPaciente/${id}`, { telefono: '698765432' }),
      ...missing(id),
    };
  },
  mostrarRadiologos: async () => ({ method: 'GET', url: '/api/usuarios/mostrarRadiologos' }),
  mostrarMedicos: async () => ({ method: 'GET', url: '/api/usuarios/mostrarMedicos' }),
  crearUsuarioPaciente: async () => {
    const number = String(dniSeed++);
    return json('POST', '/api/usuarios/crearUsuarioPaciente', {
      nombre: 'Rosa',
      primer_apellido: 'Serrano',
      segundo_apellido: 'Lozano',
      fecha_nacimiento: '1979-02-14',
      telefono: '611223344',
      email: `rosa${number}@prueba.test`,
      password: 'ClaveSegura2026',
      dni: number + letraDeControlDelCuerpo(number),
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Alcalá de Henares',
      cp: '28801',
      direccion: 'Calle Mayor',
      numero: '5',
    });
  },

  exportarMisDatos: async () => ({ method: 'GET', url: '/api/usuarios/exportarMisDatos' }),
  exportarDatosPaciente: async (cell) => ({
    method: 'GET',
    url: `/api/usuarios/exportarDatosPaciente/${await patientFor(cell)}`,
  }),

  mostrarHistorial: async (cell) => ({
    method: 'GET',
    url: `/api/historiales/${await patientFor(cell)}`,
  }),

  mostrarDiagnosticoDelPaciente: async (cell) => {
    const { cita } = await citaWith(cell, 'medicina', 'diagnostico');
    return { method: 'GET', url: `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${cita}` };
  },
  guardarDiagnostico: async (cell) =>
    json('POST', '/api/diagnosticos/guardar', {
      id_cita: await citaFor(cell, 'medicina', true),
      contenido: 'Catarro común. Reposo e hidratación.',
    }),
  actualizarDiagnostico: async (cell) => {
    const { record } = await citaWith(cell, 'medicina', 'diagnostico');
    return json('PUT', `/api/diagnosticos/actualizar/${record}`, { contenido: 'Texto corregido.' });
  },

  mostrarInformeDelPaciente: async (cell) => {
    const { cita } = await citaWith(cell, 'radiologia', 'informe');
    return { method: 'GET', url: `/api/informes/mostrarInformeDelPaciente/${cita}` };
  },
  guardarInforme: async (cell) =>
    json('POST', '/api/informes/guardar', {
      id_cita: await citaFor(cell, 'radiologia', true),
      contenido: 'Sin hallazgos patológicos.',
    }),
  guardarInformeCompleto: async (cell) =>
    form('POST', '/api/informes/guardarCompleto', [
      ['id_cita', String(await citaFor(cell, 'radiologia', true))],
      ['contenido', 'Sin hallazgos.'],
      ['imagenes', image],
      ['notas', 'Proyección PA.'],
    ]),

  mostrarImagenesDelPaciente: async (cell) => ({
    method: 'GET',
    url: `/api/imagenes/mostrarImagenesDelPaciente/${await citaFor(cell, 'radiologia')}`,
  }),
  guardarImagen: async (cell) => {
    const { cita, record } = await citaWith(cell, 'radiologia', 'informe');
    const owner =
      cita === MISSING
        ? patient(cell.world).id
        : (
            await cell.world.db
              .selectFrom('citas')
              .select('id_paciente')
              .where('id', '=', cita)
              .executeTakeFirstOrThrow()
          ).id_paciente;
    return form('POST', '/api/imagenes/guardar', [
      ['id_informe', String(record)],
      ['id_paciente', String(owner)],
      ['id_cita', String(cita)],
      ['ruta_imagen', image],
    ]);
  },
  borrarImagen: async (cell) => {
    const { record } = await citaWith(cell, 'radiologia', 'imagen');
    return { method: 'DELETE', url: `/api/imagenes/borrar/${record}` };
  },
  descargarImagen: async (cell) => {
    const { record } = await citaWith(cell, 'radiologia', 'imagen');
    return { method: 'GET', url: `/api/imagenes/descargar/${record}` };
  },

  historiaAccesos: async (cell) => ({
    method: 'GET',
    url: `/api/auditoria/historiaAccesos/${selfId(cell)}`,
  }),
  mostrarIncidenciasEmpleado: async (cell) => ({
    method: 'GET',
    url: `/api/incidencias/mostrarIncidenciasEmpleado/${selfId(cell)}`,
  }),
  guardarIncidencia: async () => json('POST', '/api/incidencias/guardar', incidenciaBody),
  actualizarIncidencia: async (cell) =>
    json('PUT', `/api/incidencias/actualizar/${await incidenciaFor(cell)}`, {
      ...incidenciaBody,
      nivel_prioridad: 'ALTA',
    }),
  buscarIncidencia: async (cell) => ({
    method: 'GET',
    url: `/api/incidencias/buscar/${await incidenciaFor(cell)}`,
  }),
  borrarIncidencia: async (cell) => ({
    method: 'DELETE',
    url: `/api/incidencias/borrar/${await incidenciaFor(cell)}`,
  }),
  guardarImagenesIncidencia: async (cell) =>
    form('POST', '/api/incidencias/guardarImagenesIncidencia', [
      ['id_incidencia', String(await incidenciaFor(cell))],
      ['imagenes', image],
    ]),
  actualizarImagenesIncidencia: async (cell) => {
    const id = await incidenciaFor(cell);
    return form('POST', `/api/incidencias/actualizarImagenesIncidencia/${id}`, [
      ['id_incidencia', String(id)],
      ['imagenes', image],
    ]);
  },
  obtenerImagenesPorIdIncidencia: async (cell) => ({
    method: 'GET',
    url: `/api/incidencias/obtenerImagenesPorIdIncidencia/${await incidenciaFor(cell)}`,
  }),
  descargarImagenIncidencia: async (cell) => {
    const id = await incidenciaFor(cell);
    const imagen = id === MISSING ? MISSING : await cell.world.newImagenIncidencia(id);
    return { method: 'GET', url: `/api/incidencias/imagenes/descargar/${imagen}` };
  },

  mostrarProvincias: async () => ({ method: 'GET', url: '/api/provincias' }),
  mostrarPoblaciones: async (cell) =>
    cell.subject === 'missing'
      ? { method: 'GET', url: '/api/provincias/99/poblaciones', expect: 404 }
      : { method: 'GET', url: '/api/provincias/28/poblaciones' },

  // Personal: a fresh staff account per request, so no other cell loses its users.
  mostrarPersonal: async () => ({ method: 'GET', url: '/api/personal/mostrarPersonal' }),
  crearEmpleado: async () => {
    const number = String(dniSeed++);
    return json('POST', '/api/personal/crearEmpleado', {
      id_rol: ROL.radiologo,
      nombre: 'Inés',
      primer_apellido: 'Velasco',
      email: `ines${number}@prueba.test`,
      password: 'ClaveSegura2026',
    });
  },
  actualizarEmpleado: async (cell) => {
    const id = await empleadoFor(cell);
    return {
      ...json('PUT', `/api/personal/actualizarEmpleado/${id}`, { nombre: 'Inés' }),
      ...missing(id),
    };
  },
  darDeBaja: async (cell) => {
    const id = await empleadoFor(cell);
    return { method: 'POST', url: `/api/personal/darDeBaja/${id}`, ...missing(id) };
  },
  darDeAlta: async (cell) => {
    const id = await empleadoFor(cell);
    if (id !== MISSING) {
      await cell.world.db
        .updateTable('usuarios')
        .set({ activo: false })
        .where('id', '=', id)
        .execute();
    }
    return { method: 'POST', url: `/api/personal/darDeAlta/${id}`, ...missing(id) };
  },
  desbloquear: async (cell) => {
    const id = await empleadoFor(cell);
    return { method: 'POST', url: `/api/personal/desbloquear/${id}`, ...missing(id) };
  },

  // Agenda: a fresh doctor per change, so no other cell's citas lose their slot.
  mostrarAgenda: async () => ({ method: 'GET', url: '/api/agenda/mostrarAgenda' }),
  actualizarClinica: async () =>
    json('PUT', '/api/agenda/actualizarClinica', { telefono: '910000000' }),
  actualizarHorarioProfesional: async (cell) => {
    const id = await profesionalFor(cell);
    return {
      ...json('PUT', `/api/agenda/actualizarHorarioProfesional/${id}`, {
        horario: [{ dia_semana: 1, hora_inicio: '08:00', hora_fin: '12:00' }],
      }),
      ...missing(id),
    };
  },
  crearCierre: async (cell) => {
    const id = await profesionalFor(cell);
    const fecha = addDays(cell.world.today, 1);
    return {
      ...json('POST', '/api/agenda/crearCierre', {
        tipo: 'vacaciones',
        fecha_inicio: fecha,
        fecha_fin: addDays(fecha, 6),
        descripcion: 'Vacaciones de prueba',
        id_usuario: id,
      }),
      ...missing(id),
    };
  },
  borrarCierre: async (cell) => {
    const id =
      cell.subject === 'missing'
        ? MISSING
        : (
            await cell.world.db
              .insertInto('cierres')
              .values({
                tipo: 'festivo_local',
                fecha_inicio: '2099-05-15',
                fecha_fin: '2099-05-15',
                descripcion: 'San Isidro',
                id_usuario: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    return { method: 'DELETE', url: `/api/agenda/borrarCierre/${id}`, ...missing(id) };
  },
  diasCerrados: async (cell) => {
    const desde = cell.world.today;
    const rango = `desde=${desde}&hasta=${addDays(desde, 30)}`;
    return cell.subject === 'missing'
      ? {
          method: 'GET',
          url: `/api/agenda/diasCerrados?${rango}&id_medico=${MISSING}`,
          expect: 404,
        }
      : { method: 'GET', url: `/api/agenda/diasCerrados?${rango}` };
  },
  registroDeActividad: async () => ({ method: 'GET', url: '/api/auditoria/registro' }),
  estadoDeLasCopias: async () => ({ method: 'GET', url: '/api/copias/estado' }),
  // One backup at a time (a second is a 409): the one an earlier cell started ends first.
  hacerCopiaDeSeguridad: async ({ world }) => {
    while (world.server.app?.copias.ocupado()) await new Promise((done) => setTimeout(done, 20));
    return { method: 'POST', url: '/api/copias/hacer' };
  },
};

/** A new doctor with no citas, for a change of the agenda (none for a missing id). */
async function profesionalFor(cell: Cell): Promise<number> {
  if (cell.subject === 'missing') return MISSING;
  return (await cell.world.newUser(ROL.medico)).id;
}

/** A new administrative account for a staff change (none when the cell asks for a missing id). */
async function empleadoFor(cell: Cell): Promise<number> {
  if (cell.subject === 'missing') return MISSING;
  return (await cell.world.newUser(ROL.administrativo)).id;
}

const missing = (id: number) => (id === MISSING ? { expect: 404 } : {});
