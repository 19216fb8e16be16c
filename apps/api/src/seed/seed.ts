import { createHash } from 'node:crypto';
import { ROL, type RolDelPersonal, tipoDeDniONie } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { type AuditRow, insertAuditoria } from '../db/queries/auditoria';
import type { Database, DetalleDeCita } from '../db/schema';
import { addDays, type WallClock } from '../domain/clinic-time';
import { newNumCita } from '../domain/num-cita';
import { checkAddress } from '../domain/provincias';
import type { Storage } from '../uploads/storage';
import { CLINICA_DEMO, DEMO_PASSWORD, DEMO_PEOPLE, dniOf } from './demo-people';
import { planDeLaDemo } from './plan';
import { demoRadiograph } from './png';

export interface DemoAccount {
  email: string;
  rol: string;
  nombre: string;
}

const ROLE_NAMES: Record<number, string> = {
  [ROL.radiologo]: 'radiólogo',
  [ROL.administrativo]: 'administrativo',
  [ROL.medico]: 'médico',
  [ROL.paciente]: 'paciente',
};

export const demoAccounts = (): DemoAccount[] =>
  DEMO_PEOPLE.map((person) => ({
    email: person.email,
    rol: ROLE_NAMES[person.id_rol] as string,
    nombre: [person.nombre, person.primer_apellido, person.segundo_apellido]
      .filter(Boolean)
      .join(' '),
  }));

const DIAGNOSES = [
  'Faringoamigdalitis aguda. Ibuprofeno 600 mg cada 8 horas durante 5 días.',
  'Lumbalgia mecánica. Reposo relativo, calor local y paracetamol 1 g si dolor.',
  'Hipertensión arterial controlada. Mantener tratamiento y control en 3 meses.',
  'Gastroenteritis aguda. Dieta astringente e hidratación abundante.',
  'Cefalea tensional. Higiene del sueño y analgesia a demanda.',
];

/**
 * Why the desk cancelled the demo's radiology citas it cancelled, in turn (docs/decisiones.md
 * (55)); a patient's own cancellation is always 'A petición del paciente'.
 */
const MOTIVOS_DEL_MOSTRADOR = [
  'profesional_no_disponible',
  'cierre_de_la_clinica',
  'otro',
  'a_peticion_del_paciente',
] as const;

const REPORTS = [
  'Radiografía de tórax PA y lateral sin hallazgos patológicos.',
  'Radiografía de rodilla derecha: leve pinzamiento del compartimento interno, sin fracturas.',
  'Radiografía de columna lumbar: rectificación de la lordosis fisiológica.',
  'Radiografía de mano izquierda: sin lesiones óseas agudas.',
];

/** Whether this database holds the demo clinic (its seed mark is set). */
export async function isDemoClinic(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('semilla').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Seeds a demo clinic once, on an empty database: users of every role, the citas of the working
 * days around today in every state (plan.ts), diagnoses, reports with images, and incidents. Returns false when
 * the database was already seeded or already holds users.
 */
export async function seedDemoClinic(
  db: Kysely<Database>,
  storage: Storage,
  now: WallClock,
): Promise<boolean> {
  const existing = await db.selectFrom('usuarios').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  for (const person of DEMO_PEOPLE) {
    if (person.patient) {
      const errors = checkAddress(
        person.patient.provincia,
        person.patient.poblacion,
        person.patient.cp,
      );
      if (Object.keys(errors).length)
        throw new Error(`Dirección de demostración no válida: ${person.key}`);
    }
  }
  const hashes = new Map<string, string>();
  for (const person of DEMO_PEOPLE) hashes.set(person.key, await hashPassword(DEMO_PASSWORD));

  // Images first: content-hash names, harmless if the transaction below does not commit.
  const images = Array.from({ length: 8 }, (_, index) => {
    const bytes = demoRadiograph(index + 1);
    return { bytes, hash: createHash('sha256').update(bytes).digest('hex') };
  });
  for (const image of images) await storage.putBytes(image.hash, image.bytes, 'image/png');

  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('semilla')
      .values({ id: 1 })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!marked) return false;
    await trx.updateTable('clinica').set(CLINICA_DEMO).execute();

    const ids = new Map<string, number>();
    for (const person of DEMO_PEOPLE) {
      const { id } = await trx
        .insertInto('usuarios')
        .values({
          id_rol: person.id_rol,
          nombre: person.nombre,
          primer_apellido: person.primer_apellido,
          segundo_apellido: person.segundo_apellido,
          email: person.email,
          dni: dniOf(person),
          num_colegiado: person.numColegiado ?? null,
          password_hash: hashes.get(person.key) as string,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(person.key, id);
      if (person.id_rol === ROL.administrativo) {
        // The demo's first receptionist is its responsable, so 'Personal' and 'Agenda' can be tried.
        await trx
          .insertInto('administrativos')
          .values({ id_administrativo: id, responsable: person.key === 'admin' })
          .execute();
      } else if (person.id_rol === ROL.medico) {
        await trx.insertInto('medicos').values({ id_medico: id }).execute();
      } else if (person.id_rol === ROL.radiologo) {
        await trx.insertInto('radiologos').values({ id_radiologo: id }).execute();
      }
    }
    const id = (key: string) => ids.get(key) as number;
    for (const person of DEMO_PEOPLE) {
      if (!person.patient) continue;
      await trx
        .insertInto('pacientes')
        .values({
          id_paciente: id(person.key),
          ...person.patient,
          escalera: null,
          id_administrativo: id('admin'),
          tipo_documento: tipoDeDniONie(dniOf(person)),
        })
        .execute();
    }
    // One doctor works the last hours of Monday to Thursday (inside the clinic's, 08:00–15:00);
    // the others keep the clinic's hours.
    for (const dia of [1, 2, 3, 4]) {
      await trx
        .insertInto('horarios')
        .values({
          id_usuario: id('medico3'),
          dia_semana: dia,
          hora_inicio: '12:00',
          hora_fin: '15:00',
        })
        .execute();
    }

    let imageIndex = 0;
    // The activity log of a fresh demo shows citas' changes too: the desk's bookings ahead and
    // each cancellation, by the desk (radiology, with a reason) or by the patient (family
    // medicine, which the patients book themselves). Ids only, as the server writes them.
    const actividad: AuditRow[] = [];
    const anotar = (
      quien: number,
      accion: 'crear' | 'cancelar',
      cita: { id: number; id_paciente: number },
      detalle: DetalleDeCita,
    ) =>
      actividad.push({
        id_usuario: quien,
        accion,
        entidad: 'cita',
        id_registro: String(cita.id),
        id_paciente: cita.id_paciente,
        id_cita: cita.id,
        direccion: null,
        detalle: JSON.stringify(detalle),
      });
    let canceladasPorElMostrador = 0;
    for (const plan of planDeLaDemo(now)) {
      const radiology = plan.tipo === 'Radiologia';
      const idPaciente = id(plan.paciente);
      const cita = await trx
        .insertInto('citas')
        .values({
          num_cita: `${String(10000 + ((plan.orden * 7919) % 90000)).padStart(5, '0')}${newNumCita().slice(5)}`,
          fecha: plan.fecha,
          hora: plan.hora,
          especialidad: radiology ? 2 : 1,
          tipo_cita: plan.tipo,
          id_paciente: idPaciente,
          id_medico: radiology ? null : id(plan.profesional),
          id_radiologo: radiology ? id(plan.profesional) : null,
          id_administrativo: radiology ? id('admin') : null,
          estado: plan.estado,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const deLaCita = { id: cita.id, id_paciente: idPaciente };
      if (radiology && plan.fecha > now.fecha) {
        anotar(id('admin'), 'crear', deLaCita, {
          despues: { fecha: plan.fecha, hora: plan.hora, id_profesional: id(plan.profesional) },
          tipo_cita: plan.tipo,
        });
      }
      if (plan.estado === 'CANCELADA') {
        anotar(radiology ? id('admin') : idPaciente, 'cancelar', deLaCita, {
          motivo: radiology
            ? MOTIVOS_DEL_MOSTRADOR[canceladasPorElMostrador++ % MOTIVOS_DEL_MOSTRADOR.length]
            : 'a_peticion_del_paciente',
        });
      }
      if (plan.estado !== 'CUMPLIDA') continue;
      if (!radiology) {
        await trx
          .insertInto('diagnosticos')
          .values({
            id_cita: cita.id,
            id_medico: id(plan.profesional),
            contenido: DIAGNOSES[plan.orden % DIAGNOSES.length] as string,
          })
          .execute();
        continue;
      }
      const informe = await trx
        .insertInto('informes')
        .values({
          id_cita: cita.id,
          id_radiologo: id(plan.profesional),
          contenido: REPORTS[plan.orden % REPORTS.length] as string,
        })
        .returning('id_informe')
        .executeTakeFirstOrThrow();
      for (const view of ['PA', 'lateral'].slice(0, 1 + (plan.orden % 2))) {
        const image = images[imageIndex++ % images.length] as { bytes: Buffer; hash: string };
        await trx
          .insertInto('imagenes')
          .values({
            id_informe: informe.id_informe,
            id_cita: cita.id,
            id_paciente: idPaciente,
            nombre_imagen: `proyeccion-${view.toLowerCase()}.png`,
            archivo: image.hash,
            mime: 'image/png',
            tamano: image.bytes.length,
            nota: `Proyección ${view}.`,
          })
          .execute();
      }
    }

    if (actividad.length > 0) await insertAuditoria(trx, actividad);

    const incidents: Array<
      [string, string, string, 'BAJA' | 'MEDIA' | 'ALTA', 'PENDIENTE' | 'RESUELTA']
    > = [
      [
        'admin',
        'La impresora de recepción no funciona',
        'Desde esta mañana la impresora de recepción no imprime los justificantes.',
        'MEDIA',
        'PENDIENTE',
      ],
      [
        'admin',
        'Silla rota en la sala de espera',
        'Una de las sillas de la sala de espera tiene una pata suelta.',
        'BAJA',
        'RESUELTA',
      ],
      [
        'medico',
        'El ordenador de la consulta 3 va muy lento',
        'Tarda varios minutos en abrir la historia clínica.',
        'ALTA',
        'PENDIENTE',
      ],
      [
        'radiologo',
        'Calibración del equipo de rayos',
        'El equipo de la sala 2 pide calibración.',
        'ALTA',
        'PENDIENTE',
      ],
      [
        'radiologo',
        'Falta papel en el visor',
        'Se ha terminado el papel del visor de placas.',
        'BAJA',
        'RESUELTA',
      ],
    ];
    for (const [
      index,
      [owner, asunto, descripcion, nivel_prioridad, estado],
    ] of incidents.entries()) {
      const person = DEMO_PEOPLE.find((entry) => entry.key === owner);
      if (!person) continue;
      const ownerId = id(owner);
      const incidencia = await trx
        .insertInto('incidencias')
        .values({
          asunto,
          descripcion,
          nivel_prioridad,
          fecha: addDays(now.fecha, -index - 1),
          estado,
          nombre: `${person.nombre} ${person.primer_apellido}`,
          // Incidents belong to employees: their role code is their job (1, 2 or 3).
          puesto_trabajo: person.id_rol as RolDelPersonal,
          id_usuario: ownerId,
          id_administrativo: person.id_rol === ROL.administrativo ? ownerId : null,
          id_medico: person.id_rol === ROL.medico ? ownerId : null,
          id_radiologo: person.id_rol === ROL.radiologo ? ownerId : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (index === 3) {
        const image = images[0] as { bytes: Buffer; hash: string };
        await trx
          .insertInto('imagenes_incidencia')
          .values({
            id_incidencia: incidencia.id,
            nombre_imagen: 'aviso-calibracion.png',
            archivo: image.hash,
            mime: 'image/png',
            tamano: image.bytes.length,
          })
          .execute();
      }
    }
    return true;
  });
}
