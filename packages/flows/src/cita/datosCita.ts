/**
 * Lo común del paso 'Asignar datos' de crear y modificar cita: qué cambia al editar, cuándo hay
 * que pedir los huecos libres y cómo caen en sus campos los errores del servidor.
 */
import type { DiaCerrado } from '@clinica/api-client';
import { comoFallo, erroresDeCampos } from '../errores/fallos';
import type {
  Carga,
  CitaAsignada,
  ConsultaHuecos,
  DatosCita,
  Errores,
  TipoProfesional,
} from '../tipos';
import { validarFechaCita } from '../validacion/fecha';
import { validarDatosCita } from '../validacion/formularios';
import { MENSAJE_HUECO_OCUPADO } from './texts';

export {
  MENSAJE_ERROR_HUECOS,
  MENSAJE_ERROR_MEDICOS,
  MENSAJE_ERROR_RADIOLOGOS,
  MENSAJE_HUECO_OCUPADO,
} from './texts';

export type CampoCita = keyof DatosCita;

/** Los campos de 'Asignar datos' en el orden del formulario. */
export const ORDEN_CAMPOS_CITA = [
  'fecha',
  'idProfesional',
  'hora',
] as const satisfies readonly CampoCita[];

export const DATOS_CITA_VACIOS: DatosCita = { fecha: '', hora: '', idProfesional: null };

/**
 * Los datos de 'Asignar datos' ya completos. Una máquina solo envía con el paso hecho (su guarda
 * `todoHecho`): si aquí falta algo, el error es de la máquina, no de quien escribe.
 */
export function citaAsignada({ fecha, hora, idProfesional }: DatosCita): CitaAsignada {
  if (idProfesional === null || fecha === '' || hora === '') {
    throw new Error('Asignar datos: se envía una cita sin fecha, hora o profesional.');
  }
  return { fecha, hora, idProfesional };
}

/** Cuántos días mira 'Primer hueco libre' de una vez: los que el servidor da en una petición. */
export const DIAS_DEL_PRIMER_HUECO = 62;

/** La consulta de huecos que piden estos datos, o `undefined` si aún falta día o profesional. */
export function consultaDeHuecos(
  datos: DatosCita,
  hoy: string,
  profesional: TipoProfesional,
): ConsultaHuecos | undefined {
  if (datos.idProfesional == null || validarFechaCita(datos.fecha, hoy)) return undefined;
  return { fecha: datos.fecha, profesional, idProfesional: datos.idProfesional };
}

/**
 * Aplica lo escrito. Cambiar el día o el profesional deja la hora en blanco (la elegida puede no
 * estar libre) salvo que el cambio traiga hora, y dice si hay que pedir otros huecos.
 */
export function editarDatosCita(
  datos: DatosCita,
  cambios: Partial<DatosCita>,
): { datos: DatosCita; cambiaConsulta: boolean } {
  const cambiaDia = cambios.fecha !== undefined && cambios.fecha !== datos.fecha;
  const cambiaProfesional =
    cambios.idProfesional !== undefined && cambios.idProfesional !== datos.idProfesional;
  const cambiaConsulta = cambiaDia || cambiaProfesional;
  const nuevos: DatosCita = {
    ...datos,
    ...cambios,
    ...(cambiaConsulta && cambios.hora === undefined ? { hora: '' } : {}),
  };
  return { datos: nuevos, cambiaConsulta };
}

/** Los errores del paso; la hora se comprueba contra los huecos si ya se conocen. */
export function erroresDatosCita(
  datos: DatosCita,
  hoy: string,
  huecos: Carga<string>,
  profesional: TipoProfesional,
  diasCerrados: readonly DiaCerrado[] = [],
): Errores<CampoCita> {
  return validarDatosCita(datos, {
    hoy,
    profesional,
    diasCerrados,
    ...(huecos.estado === 'lista' ? { huecos: huecos.datos } : {}),
  });
}

/**
 * El servidor llama `id_radiologo`, `idRadiologo`, `id_medico` o `idMedico` a lo que el
 * formulario llama `idProfesional`.
 */
export function erroresDeCitaDelServidor(error: unknown): Errores<CampoCita> {
  const { fecha, hora, ...delProfesional } = erroresDeCampos(error, [
    'fecha',
    'hora',
    'id_radiologo',
    'idRadiologo',
    'id_medico',
    'idMedico',
  ]);
  const profesional = Object.values(delProfesional).find(Boolean);
  return {
    ...(fecha ? { fecha } : {}),
    ...(hora ? { hora } : {}),
    ...(profesional ? { idProfesional: profesional } : {}),
  };
}

/**
 * Un fallo al guardar que se arregla en 'Asignar datos': un 409 de hueco ocupado (docs/decisiones.md (12))
 * o errores en la fecha, la hora o el profesional. Los errores que mostrar en el paso.
 */
export function erroresDelHuecoRechazado(error: unknown): Errores<CampoCita> | undefined {
  const errores = erroresDeCitaDelServidor(error);
  if (Object.keys(errores).length > 0) return errores;
  const fallo = comoFallo(error);
  if (fallo?.estado === 409 && !fallo.errores) {
    return /hueco|ocupad/i.test(fallo.message) ? { hora: MENSAJE_HUECO_OCUPADO } : undefined;
  }
  return undefined;
}
