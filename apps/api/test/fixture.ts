import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { diaDeLaSemana, letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import { hashPassword } from '../src/auth/passwords';
import { createSession } from '../src/auth/sessions';
import { insertCita } from '../src/db/queries/citas';
import type { EstadoCita, EstadoIncidencia, Rol } from '../src/db/schema';
import { AGENDA_INICIAL, abreLaClinica } from '../src/domain/agenda';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { demoRadiograph } from '../src/seed/png';
import type { TestServer } from './harness';

export const PASSWORD = 'ClaveDePrueba2026';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  rol: Rol;
  email: string;
  dni: string;
  token: string;
}

export const ROLES: Rol[] = [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente];
const ROLE_TABLE = {
  [ROL.radiologo]: ['radiologos', 'id_radiologo'],
  [ROL.administrativo]: ['administrativos', 'id_administrativo'],
  [ROL.medico]: ['medicos', 'id_medico'],
  [ROL.paciente]: ['pacientes', 'id_paciente'],
} as const;

let dniCounter = 30000000 + Math.floor(Math.random() * 1000000);

/** A clinic of two users per role, and helpers that add fresh records for each test. */
export class World {
  readonly primary = new Map<Rol, TestUser>();
  readonly secondary = new Map<Rol, TestUser>();
  /** The clinic's day when the world was made (the server's clock). */
  readonly today: string;
  /**
   * The slots this world has handed out, counted per world (one per database): the files of a
   * worker share this module, and a test that puts a second cita at a fixed hour beside a free
   * slot's one relies on the count starting at the day's first hour.
   */
  private slotCounter = 0;
  private todayCounter = 0;
  /** The days `freeSlot` hands out, in order. */
  private readonly openDays: string[] = [];

  constructor(readonly server: TestServer) {
    this.today = wallClock(server.clock.now(), server.settings.timeZone).fecha;
  }

  get db() {
    return this.server.database.connection.db;
  }

  static async create(server: TestServer): Promise<World> {
    const world = new World(server);
    for (const rol of ROLES) {
      world.primary.set(rol, await world.newUser(rol));
      world.secondary.set(rol, await world.newUser(rol));
    }
    // The primary administrative manages the staff (docs/decisiones.md (46)); the secondary does not.
    await world.db
      .updateTable('administrativos')
      .set({ responsable: true })
      .where('id_administrativo', '=', world.user(ROL.administrativo).id)
      .execute();
    return world;
  }

  user(rol: Rol, which: 'primary' | 'secondary' = 'primary'): TestUser {
    return (which === 'primary' ? this.primary : this.secondary).get(rol) as TestUser;
  }

  async newUser(rol: Rol): Promise<TestUser> {
    passwordHash ??= hashPassword(PASSWORD);
    const number = String(dniCounter++);
    const dni = number + letraDeControlDelCuerpo(number);
    const email = `usuario${number}@prueba.test`;
    const { id } = await this.db
      .insertInto('usuarios')
      .values({
        id_rol: rol,
        nombre: 'Prueba',
        primer_apellido: `Rol${rol}`,
        segundo_apellido: null,
        email,
        dni,
        password_hash: await passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [table] = ROLE_TABLE[rol];
    if (table === 'pacientes') {
      await this.db
        .insertInto('pacientes')
        .values({
          id_paciente: id,
          fecha_nacimiento: '1980-05-05',
          telefono: '600000000',
          sexo: 'Mujer',
          provincia: 'Madrid',
          poblacion: 'Madrid',
          cp: '28001',
          direccion: 'Calle de Prueba',
          numero: '1',
          piso: null,
          puerta: null,
          escalera: null,
          id_administrativo: null,
          tipo_documento: 'dni',
        })
        .execute();
    } else if (table === 'medicos') {
      await this.db.insertInto('medicos').values({ id_medico: id }).execute();
    } else if (table === 'radiologos') {
      await this.db.insertInto('radiologos').values({ id_radiologo: id }).execute();
    } else {
      await this.db.insertInto('administrativos').values({ id_administrativo: id }).execute();
    }
    const user = { id, rol, email, dni, token: '' };
    user.token = await this.newSession(user);
    return user;
  }

  /** Another session of the same user (a sign-in without the password check). */
  newSession(user: { id: number }): Promise<string> {
    return createSession(
      this.db,
      user.id,
      {
        idleMinutes: this.server.settings.sessionIdleMinutes,
        absoluteHours: this.server.settings.sessionAbsoluteHours,
      },
      this.server.clock.now(),
    );
  }

  /**
   * A future slot of a day a new clinic opens (Monday to Friday, no national holiday: the one
   * slot rule's AGENDA_INICIAL) inside its hours, that no other fixture record uses: seven a day,
   * from the first Monday a month ahead.
   */
  freeSlot(): { fecha: string; hora: string } {
    const n = this.slotCounter++;
    const dia = Math.floor(n / 7);
    while (this.openDays.length <= dia) {
      let next = this.openDays.at(-1);
      if (next === undefined) {
        next = addDays(this.today, 30);
        while (diaDeLaSemana(next) !== 1) next = addDays(next, 1);
      } else next = addDays(next, 1);
      while (!abreLaClinica(AGENDA_INICIAL, next)) next = addDays(next, 1);
      this.openDays.push(next);
    }
    return {
      fecha: this.openDays[dia] as string,
      hora: `${String(8 + (n % 7)).padStart(2, '0')}:00`,
    };
  }

  /**
   * A slot on the clinic's today that no other fixture record uses: a cita a doctor may
   * diagnose (docs/decisiones.md (41)). Any minute of the day, so it never runs out.
   */
  todaySlot(): { fecha: string; hora: string } {
    const n = this.todayCounter++;
    const hora = `${String(n % 24).padStart(2, '0')}:${String(Math.floor(n / 24) % 60).padStart(2, '0')}`;
    return { fecha: this.today, hora };
  }

  async newCita(options: {
    paciente: number;
    medico?: number;
    radiologo?: number;
    estado?: EstadoCita;
    fecha?: string;
    hora?: string;
    /** On today's date (a diagnosable cita) instead of a future free slot. */
    hoy?: boolean;
  }): Promise<number> {
    const slot =
      options.fecha && options.hora
        ? { fecha: options.fecha, hora: options.hora }
        : options.hoy
          ? this.todaySlot()
          : this.freeSlot();
    const radiology = options.radiologo !== undefined;
    // insertCita draws another number when the random one is taken, as the server does.
    const { id } = await insertCita(this.db, {
      fecha: slot.fecha,
      hora: slot.hora,
      especialidad: radiology ? 2 : 1,
      tipo_cita: radiology ? 'Radiologia' : 'Presencial - Medicina familiar',
      id_paciente: options.paciente,
      id_medico: radiology ? null : (options.medico ?? null),
      id_radiologo: radiology ? (options.radiologo ?? null) : null,
      id_administrativo: null,
      estado: options.estado ?? 'EN_CURSO',
    });
    return id;
  }

  async newDiagnostico(idCita: number, idMedico: number): Promise<number> {
    const row = await this.db
      .insertInto('diagnosticos')
      .values({ id_cita: idCita, id_medico: idMedico, contenido: 'Diagnóstico de prueba.' })
      .returning('id_diagnostico')
      .executeTakeFirstOrThrow();
    return row.id_diagnostico;
  }

  async newInforme(idCita: number, idRadiologo: number): Promise<number> {
    const row = await this.db
      .insertInto('informes')
      .values({ id_cita: idCita, id_radiologo: idRadiologo, contenido: 'Informe de prueba.' })
      .returning('id_informe')
      .executeTakeFirstOrThrow();
    return row.id_informe;
  }

  private storeImage(seed: number) {
    const bytes = demoRadiograph(seed, 16);
    const hash = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(path.join(this.server.settings.storageDir, hash), bytes);
    return { bytes, hash };
  }

  async newImagen(idCita: number, idInforme: number, idPaciente: number): Promise<number> {
    const { bytes, hash } = this.storeImage(idCita);
    const row = await this.db
      .insertInto('imagenes')
      .values({
        id_informe: idInforme,
        id_cita: idCita,
        id_paciente: idPaciente,
        nombre_imagen: 'prueba.png',
        archivo: hash,
        mime: 'image/png',
        tamano: bytes.length,
        nota: null,
      })
      .returning('id_imagen')
      .executeTakeFirstOrThrow();
    return row.id_imagen;
  }

  async newIncidencia(owner: TestUser, estado: EstadoIncidencia = 'PENDIENTE'): Promise<number> {
    const row = await this.db
      .insertInto('incidencias')
      .values({
        asunto: 'Incidencia de prueba',
        descripcion: 'Descripción de prueba.',
        nivel_prioridad: 'MEDIA',
        fecha: this.today,
        estado,
        nombre: 'Prueba',
        puesto_trabajo: owner.rol === ROL.paciente ? 2 : owner.rol,
        id_usuario: owner.id,
        id_administrativo: owner.rol === ROL.administrativo ? owner.id : null,
        id_medico: owner.rol === ROL.medico ? owner.id : null,
        id_radiologo: owner.rol === ROL.radiologo ? owner.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async newImagenIncidencia(idIncidencia: number): Promise<number> {
    const { bytes, hash } = this.storeImage(1000 + idIncidencia);
    const row = await this.db
      .insertInto('imagenes_incidencia')
      .values({
        id_incidencia: idIncidencia,
        nombre_imagen: 'aviso.png',
        archivo: hash,
        mime: 'image/png',
        tamano: bytes.length,
      })
      .returning('id_imagen')
      .executeTakeFirstOrThrow();
    return row.id_imagen;
  }
}

/** A minimal valid PNG for uploads. */
export const PNG = demoRadiograph(3, 8);

/** A multipart/form-data body for Fastify's inject. */
export function multipart(
  parts: Array<[string, string | { filename: string; content: Buffer; type?: string }]>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----clinica${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
