import type {
  Especialidad,
  MinutosPorHueco,
  MotivoCancelacion,
  PuestoTrabajo,
  Rol,
  TipoCita,
  TipoImagen,
} from '@clinica/api-client';
import type { TipoDeDocumento } from '@clinica/api-client/reglas';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The role type of the tables' `id_rol` (docs/decisiones.md (1)). Its codes, `ROL`, are defined
 * once in `@clinica/api-client/reglas`, shared with the client: import them from there.
 */
export type { Rol };

export type EstadoCita = 'EN_CURSO' | 'CUMPLIDA' | 'CANCELADA' | 'NO_PRESENTADA';
export type EstadoIncidencia = 'PENDIENTE' | 'RESUELTA';
export type Prioridad = 'BAJA' | 'MEDIA' | 'ALTA';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsuariosTable {
  id: Generated<number>;
  id_rol: Rol;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string | null;
  /** A patient may have none (migration 018): no sign-in, no messages, until one is added. */
  email: string | null;
  /**
   * The number of a patient's document (its type in `pacientes.tipo_documento`): a DNI, a NIE or
   * a passport; none for a child with a guardian. Staff may have none.
   */
  dni: string | null;
  password_hash: string;
  creado_en: CreatedAt;
  /** Migration 011: a staff account 'de baja' neither signs in nor is offered. */
  activo: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set by someone else: to be changed at the first sign-in (migration 011). */
  contrasena_provisional: ColumnType<boolean, boolean | undefined, boolean>;
  /** The last successful sign-in (migration 011). */
  ultimo_acceso: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A doctor's collegiate number, 9 digits (migration 011). */
  num_colegiado: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address refused mail for good: nothing more is sent to it (migration 013). */
  correo_rebotado: ColumnType<boolean, boolean | undefined, boolean>;
  /** A patient's appointment reminders by e-mail (migration 013). */
  recordatorios: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PacientesTable {
  id_paciente: number;
  fecha_nacimiento: string;
  telefono: string | null;
  sexo: 'Hombre' | 'Mujer' | 'No consta';
  provincia: string;
  poblacion: string;
  cp: string | null;
  direccion: string | null;
  numero: string | null;
  piso: string | null;
  puerta: string | null;
  escalera: string | null;
  id_administrativo: number | null;
  /**
   * What `usuarios.dni` is (migration 018); null for a child with a guardian. Always written: the
   * database refuses a patient with neither a document nor a guardian.
   */
  tipo_documento: ColumnType<
    TipoDeDocumento | null,
    TipoDeDocumento | null,
    TipoDeDocumento | null
  >;
  /** A child's guardian (migration 018): all five or none. */
  tutor_nombre: string | null;
  tutor_tipo_documento: TipoDeDocumento | null;
  tutor_documento: string | null;
  tutor_telefono: string | null;
  tutor_relacion: string | null;
}

export interface MedicosTable {
  id_medico: number;
}
export interface RadiologosTable {
  id_radiologo: number;
}
export interface AdministrativosTable {
  id_administrativo: number;
  /** Manages the clinic's staff and agenda (docs/decisiones.md (46)). */
  responsable: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HorariosTable {
  id: Generated<number>;
  id_usuario: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
}

/** The clinic's one row (migration 012; docs/decisiones.md (49)). */
export interface ClinicaTable {
  id: ColumnType<number, number | undefined, never>;
  nombre: string;
  direccion: string;
  telefono: string;
  minutos_por_hueco: MinutosPorHueco;
}

/** The weekdays the clinic opens and its hours (migration 012). */
export interface HorarioClinicaTable {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
}

export type TipoCierre = 'festivo_autonomico' | 'festivo_local' | 'vacaciones' | 'baja' | 'otro';

/** A regional or local holiday (`id_usuario` null) or a professional's absence (migration 012). */
export interface CierresTable {
  id: Generated<number>;
  tipo: TipoCierre;
  fecha_inicio: string;
  fecha_fin: string;
  descripcion: string;
  id_usuario: number | null;
  creado_en: CreatedAt;
}

export interface CitasTable {
  id: Generated<number>;
  num_cita: string;
  fecha: string;
  hora: string;
  especialidad: Especialidad;
  tipo_cita: TipoCita;
  id_paciente: number;
  id_medico: number | null;
  id_radiologo: number | null;
  id_administrativo: number | null;
  estado: EstadoCita;
  creado_en: CreatedAt;
  /** Its changes (moves, cancellation): the calendar invitation's SEQUENCE (migration 013). */
  secuencia: ColumnType<number, number | undefined, number>;
  /** When the desk noted the patient's arrival ('Ha llegado'; migration 017), or null. */
  hora_llegada: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface DiagnosticosTable {
  id_diagnostico: Generated<number>;
  id_cita: number;
  id_medico: number;
  contenido: string;
  creado_en: CreatedAt;
  actualizado_en: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InformesTable {
  id_informe: Generated<number>;
  id_cita: number;
  id_radiologo: number;
  contenido: string;
  creado_en: CreatedAt;
}

export interface ImagenesTable {
  id_imagen: Generated<number>;
  id_informe: number;
  id_cita: number;
  id_paciente: number;
  nombre_imagen: string;
  archivo: string;
  mime: TipoImagen;
  tamano: number;
  nota: string | null;
  creado_en: CreatedAt;
}

export interface IncidenciasTable {
  id: Generated<number>;
  asunto: string;
  descripcion: string;
  nivel_prioridad: Prioridad;
  fecha: string;
  estado: EstadoIncidencia;
  nombre: string;
  puesto_trabajo: PuestoTrabajo;
  id_usuario: number;
  id_administrativo: number | null;
  id_medico: number | null;
  id_radiologo: number | null;
  creado_en: CreatedAt;
}

export interface ImagenesIncidenciaTable {
  id_imagen: Generated<number>;
  id_incidencia: number;
  nombre_imagen: string;
  archivo: string;
  mime: TipoImagen;
  tamano: number;
  creado_en: CreatedAt;
}

export interface SesionesTable {
  id: Generated<number>;
  token_hash: string;
  id_usuario: number;
  creada_en: CreatedAt;
  ultimo_uso: ColumnType<Date, Date | string | undefined, Date | string>;
  expira_inactividad: ColumnType<Date, Date | string, Date | string>;
  expira_absoluta: ColumnType<Date, Date | string, never>;
  revocada_en: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
}

export interface IntentosAccesoTable {
  clave: string;
  fallos: number;
  ventana_inicio: ColumnType<Date, Date | string, Date | string>;
  bloqueado_hasta: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface AuditoriaTable {
  id: Generated<number>;
  id_usuario: number | null;
  accion: string;
  entidad: string;
  id_registro: string | null;
  /** The patient the row is about, and the cita (migration 002); null before it or when none. */
  id_paciente: number | null;
  id_cita: number | null;
  /** The outcome (migration 003): 'permitido', 'denegado' (401/403) or 'fallido' (sign-in). */
  resultado: ColumnType<AuditOutcome, AuditOutcome | undefined, never>;
  /** The client's network address (migration 003); null before it. */
  direccion: string | null;
  /** The fields an update changed, comma-separated, never their values (migration 011). */
  campos: ColumnType<string | null, string | null | undefined, never>;
  /**
   * What a cita's change changed, in a closed shape the database checks (migration 016); written
   * as its JSON text.
   */
  detalle: ColumnType<DetalleDeCita | null, string | null | undefined, never>;
  momento: CreatedAt;
}

/** A cita's day, hour and professional (their user id) at one moment, in the audit log. */
export interface MomentoDeCita {
  fecha: string;
  hora: string;
  id_profesional: number;
}

/**
 * What the audit row of a cita's change keeps beyond who, when and which cita (migration 016;
 * docs/decisiones.md (55)): never the patient's name or DNI, nor any free text.
 */
export interface DetalleDeCita {
  antes?: MomentoDeCita;
  despues?: MomentoDeCita;
  tipo_cita?: TipoCita;
  motivo?: MotivoCancelacion;
  cumple_cita?: true;
}

export type AuditOutcome = 'permitido' | 'denegado' | 'fallido';

/** The API's rate limit per key, on PostgreSQL (migration 007; see http/rate-limit-store.ts). */
export interface LimitePeticionesTable {
  clave: string;
  inicio: Date;
  peticiones: number;
}

export type TipoCorreo = 'cita' | 'recordatorio' | 'recuperacion' | 'invitacion';

/** The outbox (migration 013; docs/decisiones.md (50)). */
export interface CorreoSalienteTable {
  id: Generated<number>;
  clave: string;
  tipo: TipoCorreo;
  id_usuario: number | null;
  id_cita: number | null;
  secuencia: number | null;
  destinatario: string;
  asunto: string;
  texto: string;
  html: string;
  /** The iCalendar invitation attached (METHOD:REQUEST or CANCEL), if any. */
  calendario: string | null;
  creado_en: ColumnType<Date, Date | string, never>;
  enviar_desde: ColumnType<Date, Date | string, Date | string>;
  reclamado_hasta: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  intentos: ColumnType<number, number | undefined, number>;
  enviado_en: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  fallo: ColumnType<
    'rebotado' | 'descartado' | null,
    'rebotado' | 'descartado' | null | undefined,
    'rebotado' | 'descartado' | null
  >;
  ultimo_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A recovery or invitation link, by its SHA-256 (migration 013), with the address it was sent to
 * and its account's password as they were then (migration 014).
 */
export interface EnlacesContrasenaTable {
  id: Generated<number>;
  id_usuario: number;
  token_hash: string;
  proposito: 'recuperacion' | 'invitacion';
  creado_en: ColumnType<Date, Date | string, never>;
  expira_en: ColumnType<Date, Date | string, never>;
  /** Used, or ended before its time: another link used, the address or password changed. */
  usado_en: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  email: ColumnType<string, string, never>;
  /** SHA-256 (hex) of the account's password hash when the link was made. */
  huella_contrasena: ColumnType<string, string, never>;
}

/** '¿Has olvidado tu contraseña?' asked; the e-mail worker makes the link (migration 014). */
export interface PedidosRecuperacionTable {
  id: Generated<number>;
  /** The account of the address asked for; null when no account has it. */
  id_usuario: number | null;
  creado_en: ColumnType<Date, Date | string, never>;
}

export type OrigenCopia = 'diaria' | 'manual' | 'orden';
export type ResultadoCopia = 'en_curso' | 'correcta' | 'incompleta' | 'fallida';

/** One backup made (migration 015; docs/decisiones.md (59)). */
export interface CopiasDeSeguridadTable {
  id: Generated<number>;
  origen: OrigenCopia;
  /** The clinic day a daily backup was made for; null for the others. */
  dia: string | null;
  empezada_en: ColumnType<Date, Date | string, never>;
  terminada_en: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resultado: ColumnType<ResultadoCopia, ResultadoCopia | undefined, ResultadoCopia>;
  /** The archive's file name (never a path). */
  archivo: string | null;
  bytes: number | null;
  /** Why it failed or what it lacks, in Spanish, without personal data. */
  mensaje: string | null;
}

export interface SemillaTable {
  id: number;
  sembrada_en: CreatedAt;
}

export interface Database {
  usuarios: UsuariosTable;
  pacientes: PacientesTable;
  medicos: MedicosTable;
  radiologos: RadiologosTable;
  administrativos: AdministrativosTable;
  horarios: HorariosTable;
  clinica: ClinicaTable;
  horario_clinica: HorarioClinicaTable;
  cierres: CierresTable;
  citas: CitasTable;
  diagnosticos: DiagnosticosTable;
  informes: InformesTable;
  imagenes: ImagenesTable;
  incidencias: IncidenciasTable;
  imagenes_incidencia: ImagenesIncidenciaTable;
  sesiones: SesionesTable;
  intentos_acceso: IntentosAccesoTable;
  auditoria: AuditoriaTable;
  semilla: SemillaTable;
  limite_peticiones: LimitePeticionesTable;
  correo_saliente: CorreoSalienteTable;
  enlaces_contrasena: EnlacesContrasenaTable;
  pedidos_recuperacion: PedidosRecuperacionTable;
  copias_de_seguridad: CopiasDeSeguridadTable;
}

export type Usuario = Selectable<UsuariosTable>;
export type Cita = Selectable<CitasTable>;
export type NuevaCita = Insertable<CitasTable>;
export type Incidencia = Selectable<IncidenciasTable>;
export type Imagen = Selectable<ImagenesTable>;
