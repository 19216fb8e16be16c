/**
 * Los datos de los formularios de 'Agenda' (docs/decisiones.md (49)) y cómo se validan: con las
 * mismas reglas y mensajes que el servidor (`@clinica/api-client/reglas`), una sola casa para
 * cada regla. Un horario semanal se edita como siete días, cada uno abierto o no con sus horas.
 */
import type { Cierre, Clinica, HorarioDia, HorarioProfesional } from '@clinica/api-client';
import {
  esTelefonoValido,
  MENSAJES_AGENDA,
  problemasDelCierre,
  problemasDelHorarioSemanal,
  type TipoDeCierre,
} from '@clinica/api-client/reglas';
import type { Errores } from '../tipos';
import { MENSAJES_CIERRE } from './texts';

export { MENSAJES_CIERRE } from './texts';

/** Los días de la semana, ISO: 1 lunes … 7 domingo. */
export const DIAS_DE_LA_SEMANA = [1, 2, 3, 4, 5, 6, 7] as const;

/** Un día del horario como se edita: si abre, y sus horas (que se guardan aunque cierre). */
export interface DiaEditable {
  dia_semana: number;
  abre: boolean;
  /** 'HH:MM'. */
  apertura: string;
  /** 'HH:MM'. */
  cierre: string;
}

/** Las horas que propone un día que aún no abre: las del primer día que sí, o 08:00–15:00. */
const HORAS_POR_DEFECTO = { apertura: '08:00', cierre: '15:00' };

/** Un horario semanal (un elemento por día que abre) como siete días editables. */
export function semanaDe(
  horario: readonly HorarioDia[],
  propuesta: readonly HorarioDia[] = horario,
): DiaEditable[] {
  const modelo = propuesta[0];
  const porDefecto = modelo
    ? { apertura: modelo.hora_inicio, cierre: modelo.hora_fin }
    : HORAS_POR_DEFECTO;
  return DIAS_DE_LA_SEMANA.map((dia_semana) => {
    const dia = horario.find((d) => d.dia_semana === dia_semana);
    return dia
      ? { dia_semana, abre: true, apertura: dia.hora_inicio, cierre: dia.hora_fin }
      : { dia_semana, abre: false, ...porDefecto };
  });
}

/** Los siete días editables como el contrato los pide: solo los que abren. */
export function horarioDe(semana: readonly DiaEditable[]): HorarioDia[] {
  return semana
    .filter((d) => d.abre)
    .map((d) => ({ dia_semana: d.dia_semana, hora_inicio: d.apertura, hora_fin: d.cierre }));
}

/** El campo de un día en los errores (el del servidor): `horario.<día>`. */
export const campoDelDia = (dia: number) => `horario.${dia}`;

// --- Datos de la clínica.

export interface DatosClinica {
  nombre: string;
  direccion: string;
  telefono: string;
}
export const CAMPOS_DATOS_CLINICA = ['nombre', 'direccion', 'telefono'] as const;

export const datosDeLaClinica = (clinica: Clinica): DatosClinica => ({
  nombre: clinica.nombre,
  direccion: clinica.direccion,
  telefono: clinica.telefono,
});

export function validarDatosClinica(datos: DatosClinica): Errores<string> {
  const errores: Errores<string> = {};
  if (!datos.nombre.trim()) errores.nombre = MENSAJES_AGENDA.nombre;
  if (!datos.direccion.trim()) errores.direccion = MENSAJES_AGENDA.direccion;
  if (!esTelefonoValido(datos.telefono)) errores.telefono = MENSAJES_AGENDA.telefono;
  return errores;
}

// --- Horario de la clínica.

export interface DatosHorarioClinica {
  semana: DiaEditable[];
  /** Cuánto dura cada cita; null, sin elegir. */
  minutos_por_hueco: number | null;
}
export const CAMPOS_HORARIO = [...DIAS_DE_LA_SEMANA.map(campoDelDia), 'minutos_por_hueco'];

export const datosDelHorario = (clinica: Clinica): DatosHorarioClinica => ({
  semana: semanaDe(clinica.horario),
  minutos_por_hueco: clinica.minutos_por_hueco,
});

export function validarHorarioClinica(datos: DatosHorarioClinica): Errores<string> {
  if (datos.minutos_por_hueco === null) {
    return { minutos_por_hueco: MENSAJES_AGENDA.sinDuracion };
  }
  return problemasDelHorarioSemanal(horarioDe(datos.semana), datos.minutos_por_hueco);
}

// --- Horario de un profesional.

export interface DatosHorarioProfesional {
  id_usuario: number;
  /** Sin horario propio: el de la clínica (se guarda vacío). */
  comoLaClinica: boolean;
  semana: DiaEditable[];
}

/** Lo que el horario de un profesional necesita saber de la clínica para validarse. */
export interface ReferenciaClinica {
  horario: HorarioDia[];
  minutos_por_hueco: number;
}

export const datosDelProfesional = (
  profesional: HorarioProfesional,
  clinica: ReferenciaClinica,
): DatosHorarioProfesional => ({
  id_usuario: profesional.id_usuario,
  comoLaClinica: profesional.horario.length === 0,
  semana: semanaDe(
    profesional.horario.length > 0 ? profesional.horario : clinica.horario,
    clinica.horario,
  ),
});

export function validarHorarioProfesional(
  datos: DatosHorarioProfesional,
  clinica: ReferenciaClinica,
): Errores<string> {
  if (datos.comoLaClinica) return {};
  return problemasDelHorarioSemanal(
    horarioDe(datos.semana),
    clinica.minutos_por_hueco,
    clinica.horario,
  );
}

// --- Un cierre nuevo.

export interface DatosCierre {
  tipo: TipoDeCierre | null;
  fecha_inicio: string;
  fecha_fin: string;
  descripcion: string;
  id_usuario: number | null;
}
export const CAMPOS_CIERRE = [
  'tipo',
  'id_usuario',
  'fecha_inicio',
  'fecha_fin',
  'descripcion',
] as const;

export const CIERRE_VACIO: DatosCierre = {
  tipo: null,
  fecha_inicio: '',
  fecha_fin: '',
  descripcion: '',
  id_usuario: null,
};

const esFecha = (valor: string) => /^\d{4}-\d{2}-\d{2}$/.test(valor);

/** Lo que falta o está mal en un cierre nuevo, con las reglas del servidor. */
export function validarCierre(datos: DatosCierre, hoy: string): Errores<string> {
  const errores: Errores<string> = {};
  if (datos.tipo === null) errores.tipo = MENSAJES_CIERRE.sinTipo;
  if (!esFecha(datos.fecha_inicio)) errores.fecha_inicio = MENSAJES_CIERRE.sinFecha;
  const reglas = problemasDelCierre(
    {
      tipo: datos.tipo ?? 'otro',
      fecha_inicio: esFecha(datos.fecha_inicio) ? datos.fecha_inicio : hoy,
      fecha_fin: esFecha(datos.fecha_fin) ? datos.fecha_fin : undefined,
      descripcion: datos.descripcion,
      id_usuario: datos.id_usuario,
    },
    hoy,
  );
  // Sin tipo, no se sabe aún si hace falta profesional.
  if (datos.tipo === null) delete reglas.id_usuario;
  return { ...reglas, ...errores };
}

/** El cuerpo de crearCierre: sin último día, un solo día; sin profesional, la clínica. */
export function cierreNuevo(datos: DatosCierre) {
  return {
    tipo: datos.tipo ?? 'otro',
    fecha_inicio: datos.fecha_inicio,
    ...(esFecha(datos.fecha_fin) && { fecha_fin: datos.fecha_fin }),
    descripcion: datos.descripcion.trim(),
    ...(datos.id_usuario !== null && { id_usuario: datos.id_usuario }),
  };
}

/** Un cierre, por orden: su primer día. */
export const porFecha = (a: Cierre, b: Cierre) => a.fecha_inicio.localeCompare(b.fecha_inicio);
