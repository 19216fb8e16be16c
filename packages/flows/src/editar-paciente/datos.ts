/**
 * Los datos de 'Editar paciente': la ficha del contrato como los campos de 'Crear paciente'
 * (la provincia por su código INE), lo que cambia respecto a como estaba y los errores de una
 * sección con las reglas de crear paciente. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { FichaPaciente, PacienteActualizacion } from '@clinica/api-client';
import { normalizarTelefono } from '@clinica/api-client/reglas';
import type { DatosPaciente, Errores, LugarIne } from '../tipos';
import { normalizarDni } from '../validacion/dni';
import { normalizarEmail } from '../validacion/email';
import { validarInformacionPaciente } from '../validacion/formularios';
import { CAMPOS_DE_SECCION, type SeccionPaciente } from './texts';

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
    telefono: ficha.telefono,
    email: ficha.email,
    dni: ficha.dni,
    sexo: ficha.sexo,
    provincia: codigoDeProvincia(provincias, ficha.provincia),
    poblacion: ficha.poblacion,
    cp: ficha.cp,
    direccion: ficha.direccion,
    numero: ficha.numero,
    piso: ficha.piso ?? '',
    puerta: ficha.puerta ?? '',
    escalera: ficha.escalera ?? '',
  };
}

/** Un campo como se envía: recortado, el DNI, el correo y el teléfono normalizados como al crear. */
function normalizado(campo: CampoPaciente, valor: string): string {
  if (campo === 'dni') return normalizarDni(valor);
  if (campo === 'email') return normalizarEmail(valor);
  if (campo === 'telefono') return normalizarTelefono(valor);
  return valor.trim();
}

/**
 * Solo lo que cambia (docs/decisiones.md (51)): cada campo distinto de como estaba, la provincia
 * por su nombre; un opcional vaciado se envía vacío y el servidor lo borra.
 */
export function cambiosDelPaciente(
  original: DatosPaciente,
  datos: DatosPaciente,
  provincias: readonly LugarIne[],
): PacienteActualizacion {
  const cambios: Record<string, string> = {};
  for (const campo of Object.keys(datos) as CampoPaciente[]) {
    const valor = normalizado(campo, datos[campo]);
    if (valor === normalizado(campo, original[campo])) continue;
    cambios[campo] =
      campo === 'provincia' ? (provincias.find((p) => p.codigo === valor)?.nombre ?? valor) : valor;
  }
  return cambios as PacienteActualizacion;
}

/** Los errores de una sección, con las reglas y los mensajes de crear paciente. */
export function erroresDeSeccion(
  datos: DatosPaciente,
  seccion: SeccionPaciente,
  hoy: string,
): Errores<CampoPaciente> {
  const todos = validarInformacionPaciente(datos, { hoy });
  const errores: Errores<CampoPaciente> = {};
  for (const campo of CAMPOS_DE_SECCION[seccion]) {
    if (todos[campo]) errores[campo] = todos[campo];
  }
  return errores;
}
