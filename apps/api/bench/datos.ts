import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/schema';
import { AGENDA_INICIAL, abreLaClinica, huecosDeLaClinica } from '../src/domain/agenda';
import { addDays, type WallClock } from '../src/domain/clinic-time';
import { DEMO_PASSWORD } from '../src/seed/demo-people';

/** The bench's own people and citas, added beside the demo clinic. */
export interface BenchData {
  /** Citas in the whole database once the bench's are in. */
  citas: number;
  /** A bench patient with a long history. */
  patientId: number;
  /** How many citas that patient has. */
  patientCitas: number;
  /** The day whose list is measured, and how many citas it shows. */
  fecha: string;
  dayRows: number;
  /** A doctor with citas on `nextDay`, for the free slots. */
  medicoId: number;
  nextDay: string;
  /** The last day with citas of the bench: a busy day after it collides with none of them. */
  ultimoDia: string;
  /** Radiologists and patients the bookings cycle over. */
  radiologoIds: number[];
  patientIds: number[];
  /** Future working days the bookings cycle over. */
  bookingDays: string[];
}

/**
 * Every slot of a day of the demo clinic (a new clinic's agenda, a Monday's): the bench doctors
 * keep the clinic's hours, and the bench's days are the days it opens (domain/agenda.ts).
 */
const SLOTS = huecosDeLaClinica(AGENDA_INICIAL, '2026-11-30');
const abre = (fecha: string) => abreLaClinica(AGENDA_INICIAL, fecha);
const PATIENTS = 500;
const DOCTORS = 2;
// Hashes that no password matches: bench people never sign in.
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2hiZW5jaGJlbmNoYmVuY2g';

/**
 * 500 patients and two doctors of the bench, and `total` citas of theirs: every one-hour slot of
 * both doctors on the working days around today (most of them past, fulfilled or cancelled; the
 * rest ahead, live), so the day list, a patient's history and the free slots read from a table of
 * realistic size.
 */
export async function addBenchData(
  db: Kysely<Database>,
  now: WallClock,
  total = 10_000,
): Promise<BenchData> {
  const perDay = DOCTORS * SLOTS.length;
  const days: string[] = [];
  // About four fifths of the citas lie in the past, the rest ahead.
  let back = 0;
  while (days.length < Math.ceil((total * 0.8) / perDay)) {
    back--;
    const fecha = addDays(now.fecha, back);
    if (abre(fecha)) days.unshift(fecha);
  }
  let ahead = 0;
  while (days.length * perDay < total) {
    const fecha = addDays(now.fecha, ahead);
    if (abre(fecha)) days.push(fecha);
    ahead++;
  }

  // The first bench doctor signs in (the history is read as them); nobody else of the bench does.
  const doctorHash = await hashPassword(DEMO_PASSWORD);
  const people = await db
    .insertInto('usuarios')
    .values([
      ...Array.from({ length: DOCTORS }, (_, index) => ({
        id_rol: ROL.medico,
        nombre: 'Médico',
        primer_apellido: 'De Carga',
        segundo_apellido: String(index + 1),
        email: `medico.carga${index + 1}@clinica.test`,
        dni: `${String(70000000 + index)}B`,
        password_hash: index === 0 ? doctorHash : NO_PASSWORD,
      })),
      ...Array.from({ length: PATIENTS }, (_, index) => ({
        id_rol: ROL.paciente,
        nombre: 'Paciente',
        primer_apellido: 'De Carga',
        segundo_apellido: String(index + 1),
        email: `paciente.carga${index + 1}@clinica.test`,
        dni: `${String(71000000 + index)}C`,
        password_hash: NO_PASSWORD,
      })),
    ])
    .returning(['id', 'id_rol'])
    .execute();
  const doctors = people.filter((row) => row.id_rol === ROL.medico).map((row) => row.id);
  const patients = people.filter((row) => row.id_rol === ROL.paciente).map((row) => row.id);
  await db
    .insertInto('medicos')
    .values(doctors.map((id_medico) => ({ id_medico })))
    .execute();
  await db
    .insertInto('pacientes')
    .values(
      patients.map((id_paciente) => ({
        id_paciente,
        fecha_nacimiento: '1980-05-17',
        telefono: '600000000',
        sexo: 'Mujer' as const,
        provincia: 'Madrid',
        poblacion: 'Madrid',
        cp: '28001',
        direccion: 'Calle de la Carga',
        numero: '1',
        piso: null,
        puerta: null,
        escalera: null,
        id_administrativo: null,
        tipo_documento: 'dni' as const,
      })),
    )
    .execute();

  const taken = new Set(
    (await db.selectFrom('citas').select('num_cita').execute()).map((row) => row.num_cita),
  );
  const rows = [];
  let counter = 0;
  for (const [dayIndex, fecha] of days.entries()) {
    for (const [slotIndex, hora] of SLOTS.entries()) {
      for (const [doctorIndex, id_medico] of doctors.entries()) {
        if (rows.length >= total) break;
        counter++;
        const past = `${fecha}T${hora}` < `${now.fecha}T${now.hora}`;
        const estado = counter % 9 === 0 ? 'CANCELADA' : past ? 'CUMPLIDA' : 'EN_CURSO';
        const digits = String(10000 + (counter % 90000));
        const num_cita = taken.has(`${digits}X`) ? `${digits}Y` : `${digits}X`;
        rows.push({
          num_cita,
          fecha,
          hora,
          especialidad: 1,
          tipo_cita: 'Presencial - Medicina familiar',
          id_paciente: patients[
            (dayIndex * perDay + slotIndex * DOCTORS + doctorIndex) % PATIENTS
          ] as number,
          id_medico,
          id_radiologo: null,
          id_administrativo: null,
          estado,
        } as const);
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('citas')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  await sql`ANALYZE`.execute(db);

  const count = async (
    where: (q: ReturnType<typeof selectCitas>) => ReturnType<typeof selectCitas>,
  ) => Number((await where(selectCitas(db)).executeTakeFirstOrThrow()).n);
  const patientId = patients[0] as number;
  // Today when the clinic opens today, else its next working day.
  const fecha = days.find((day) => day >= now.fecha) ?? now.fecha;
  const nextDay = days.find((day) => day > fecha) ?? fecha;
  const radiologos = await db.selectFrom('radiologos').select('id_radiologo').execute();
  return {
    citas: await count((q) => q),
    patientId,
    patientCitas: await count((q) => q.where('id_paciente', '=', patientId)),
    fecha,
    dayRows: await count((q) => q.where('fecha', '=', fecha)),
    medicoId: doctors[0] as number,
    nextDay,
    ultimoDia: days.at(-1) ?? fecha,
    radiologoIds: radiologos.map((row) => row.id_radiologo),
    patientIds: patients.slice(0, 60),
    bookingDays: days.filter((day) => day > fecha).slice(0, 20),
  };
}

function selectCitas(db: Kysely<Database>) {
  return db.selectFrom('citas').select((eb) => eb.fn.countAll<string | number>().as('n'));
}

/**
 * A day with `total` citas for the web bench (bench:web): new doctors, each with a cita in every
 * one-hour slot, and the bench's patients. At most the contract's 1000 rows of one day's list.
 */
export async function addBusyDay(db: Kysely<Database>, fecha: string, total = 1000): Promise<void> {
  const doctors = Math.ceil(total / SLOTS.length);
  const people = await db
    .insertInto('usuarios')
    .values(
      Array.from({ length: doctors }, (_, index) => ({
        id_rol: ROL.medico,
        nombre: 'Médica',
        primer_apellido: 'Del Día Lleno',
        segundo_apellido: String(index + 1),
        email: `medica.dia${index + 1}@clinica.test`,
        dni: `${String(72000000 + index)}D`,
        password_hash: NO_PASSWORD,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('medicos')
    .values(people.map(({ id }) => ({ id_medico: id })))
    .execute();
  const patients = (
    await db.selectFrom('pacientes').select('id_paciente').limit(PATIENTS).execute()
  ).map((row) => row.id_paciente);
  // The demo clinic's citas draw their numbers at random: one may already be `2xxxxZ`.
  const taken = new Set(
    (await db.selectFrom('citas').select('num_cita').execute()).map((row) => row.num_cita),
  );
  const numero = (n: number) => {
    const digits = String(20000 + n).padStart(5, '0');
    const letra = [...'ZYXWVU'].find((l) => !taken.has(`${digits}${l}`));
    return `${digits}${letra ?? 'T'}`;
  };
  const rows = [];
  for (const [doctorIndex, { id }] of people.entries()) {
    for (const [slotIndex, hora] of SLOTS.entries()) {
      if (rows.length >= total) break;
      const n = doctorIndex * SLOTS.length + slotIndex;
      rows.push({
        num_cita: numero(n),
        fecha,
        hora,
        especialidad: 1,
        tipo_cita: 'Presencial - Medicina familiar',
        id_paciente: patients[n % patients.length] as number,
        id_medico: id,
        id_radiologo: null,
        id_administrativo: null,
        estado: 'EN_CURSO',
      } as const);
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('citas')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
