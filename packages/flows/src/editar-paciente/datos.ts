/**
 * Los datos de 'Editar paciente': la ficha del contrato como los campos de 'Crear paciente'
 * (la provincia por su código INE), lo que cambia respecto a como estaba y los errores de una
 * sección con las reglas de crear paciente. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { FichaPaciente, PacienteActualizacion } from '@clinica/api-client';
import { normalizarDocumento, normalizarTelefono } from '@clinica/api-client/reglas';
import { documentoDelCuerpo } from '../crear-paciente/datos';
import { CAMPOS_TUTOR, campoVisible } from '../crear-paciente/texts';
import type { DatosPaciente, Errores, LugarIne } from '../tipos';
import { normalizarEmail } from '../validacion/email';
import { validarInformacionPaciente } from '../validacion/formularios';
import { CAMPOS_DE_SECCION, MENSAJE_CORREO_NO_SE_QUITA, type SeccionPaciente } from './texts';

export { MENSAJE_CORREO_NO_SE_QUITA } from './texts';

export type CampoPaciente = keyof DatosPaciente;

/** Sin tildes ni mayúsculas, para hallar la provincia de la ficha en la lista del INE. */
function comparable(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/** El código INE de la provincia que la ficha guarda por su nombre; '' si no está en la lista. */
export function codigoDeProvincia(provincias: readonly LugarIne[], nombre: string): string {
  return provincias.find((p) => comparable(p.nombre) === comparable(nombre))?.codigo ?? '';
}

/** La ficha como la escribe el formulario de crear paciente. */
export function datosDeFicha(ficha: FichaPaciente, provincias: readonly LugarIne[]): DatosPaciente {
  return {
    nombre: ficha.nombre,
    primer_apellido: ficha.primer_apellido,
    segundo_apellido: ficha.segundo_apellido ?? '',
    fecha_nacimiento: ficha.fecha_nacimiento,
    sexo: ficha.sexo,
    tipo_documento: ficha.tipo_documento ?? 'ninguno',
    documento: ficha.documento ?? '',
    tutor_nombre: ficha.tutor?.nombre ?? '',
    tutor_tipo_documento: ficha.tutor?.tipo_documento ?? 'dni',
    tutor_documento: ficha.tutor?.documento ?? '',
    tutor_telefono: ficha.tutor?.telefono ?? '',
    tutor_relacion: ficha.tutor?.relacion ?? '',
    telefono: ficha.telefono ?? '',
    email: ficha.email ?? '',
    provincia: codigoDeProvincia(provincias, ficha.provincia),
    poblacion: ficha.poblacion,
    cp: ficha.cp ?? '',
    direccion: ficha.direccion ?? '',
    numero: ficha.numero ?? '',
    piso: ficha.piso ?? '',
    puerta: ficha.puerta ?? '',
    escalera: ficha.escalera ?? '',
  };
}

/** Un campo como se envía: recortado, el documento, el correo y el teléfono normalizados como al crear. */
function normalizado(campo: CampoPaciente, valor: string): string {
  if (campo === 'documento' || campo === 'tutor_documento') return normalizarDocumento(valor);
  if (campo === 'email') return normalizarEmail(valor);
  if (campo === 'telefono' || campo === 'tutor_telefono') return normalizarTelefono(valor);
  return valor.trim();
}

/** Los campos que viajan juntos: el documento (o el tutor), como en crear paciente. */
const CAMPOS_DEL_DOCUMENTO: readonly CampoPaciente[] = [
  'tipo_documento',
  'documento',
  ...CAMPOS_TUTOR,
];

/**
 * Solo lo que cambia (docs/decisiones.md (51)): cada campo distinto de como estaba, la provincia
 * por su nombre; un opcional vaciado se envía vacío y el servidor lo borra. El documento y el
 * tutor van juntos, como al crear: un documento nuevo quita el tutor, y sin documento va el tutor
 * entero (docs/decisiones.md (52)).
 */
export function cambiosDelPaciente(
  original: DatosPaciente,
  datos: DatosPaciente,
  provincias: readonly LugarIne[],
): PacienteActualizacion {
  const cambios: PacienteActualizacion = {};
  for (const campo of Object.keys(datos) as CampoPaciente[]) {
    if (CAMPOS_DEL_DOCUMENTO.includes(campo)) continue;
    const valor = normalizado(campo, datos[campo]);
    if (valor === normalizado(campo, original[campo])) continue;
    // Un correo no se quita (erroresDeSeccion lo dice): vacío, no se envía.
    if (campo === 'email' && valor === '') continue;
    (cambios as Record<string, unknown>)[campo] =
      campo === 'provincia' ? (provincias.find((p) => p.codigo === valor)?.nombre ?? valor) : valor;
  }
  const documentoCambiado = CAMPOS_DEL_DOCUMENTO.some(
    (campo) =>
      (campo === 'tipo_documento' || campoVisible(campo, datos)) &&
      normalizado(campo, datos[campo]) !== normalizado(campo, original[campo]),
  );
  if (documentoCambiado) {
    const { tipo_documento, documento, tutor } = documentoDelCuerpo(datos);
    if (tipo_documento) {
      Object.assign(cambios, { tipo_documento, documento });
      if (original.tipo_documento === 'ninguno') cambios.tutor = null;
    } else {
      Object.assign(cambios, { tipo_documento: null, tutor });
    }
  }
  return cambios;
}

/** Los errores de una sección, con las reglas y los mensajes de crear paciente. */
export function erroresDeSeccion(
  datos: DatosPaciente,
  seccion: SeccionPaciente,
  hoy: string,
  original?: DatosPaciente,
): Errores<CampoPaciente> {
  const todos = validarInformacionPaciente(datos, { hoy });
  if (original?.email.trim() && !datos.email.trim()) todos.email = MENSAJE_CORREO_NO_SE_QUITA;
  const errores: Errores<CampoPaciente> = {};
  for (const campo of CAMPOS_DE_SECCION[seccion]) {
    if (todos[campo]) errores[campo] = todos[campo];
  }
  return errores;
}
