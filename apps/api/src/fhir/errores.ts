import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4';

/**
 * What goes wrong in the FHIR API, as FHIR says it: an OperationOutcome with the HTTP status,
 * its text in Spanish (docs/fhir.md). A record that exists but is not the reader's is answered as
 * one that does not exist (`oculto`), and audited as refused, as in the app (http/ownership.ts).
 */
export class ErrorFhir extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: OperationOutcomeIssue['code'],
    message: string,
    readonly oculto = false,
  ) {
    super(message);
    this.name = 'ErrorFhir';
  }
}

export const TEXTOS_FHIR = {
  sinSesion: 'Tu sesión ha caducado o no has iniciado sesión. Inicia sesión de nuevo.',
  sinPermiso: 'No tienes permiso para consultar este tipo de recurso.',
  contrasenaProvisional: 'Cambia tu contraseña provisional en la aplicación antes de continuar.',
  tipoDesconocido: (tipo: string) =>
    `Este servidor no ofrece el tipo de recurso «${tipo.slice(0, 40)}».`,
  noExiste: (tipo: string, id: string) =>
    `No existe ningún ${tipo} con el id «${id.slice(0, 64)}».`,
  soloLectura:
    'Esta API FHIR solo permite consultar: las altas y los cambios se hacen en la aplicación.',
  rutaNoExiste: 'La dirección solicitada no existe en la API FHIR.',
  formato: 'Esta API FHIR solo responde en JSON (application/fhir+json).',
  parametroRepetido: (nombre: string) => `El parámetro «${nombre}» solo puede aparecer una vez.`,
  parametroVacio: (nombre: string) => `El parámetro «${nombre}» no tiene valor.`,
  parametroDesconocido: (nombre: string) =>
    `El parámetro «${nombre.slice(0, 40)}» no se admite en esta búsqueda.`,
  parametrosIgnorados: (nombres: string[]) =>
    `Se han ignorado parámetros que esta búsqueda no admite: ${nombres.map((n) => n.slice(0, 40)).join(', ')}.`,
  fecha: (nombre: string) =>
    `El parámetro «${nombre}» debe ser una fecha AAAA, AAAA-MM, AAAA-MM-DD o un momento con zona horaria, con un prefijo eq, ne, gt, ge, lt o le si hace falta.`,
  prefijo: (nombre: string, prefijo: string) =>
    `El prefijo «${prefijo}» de «${nombre}» no se admite: usa eq, ne, gt, ge, lt o le.`,
  referencia: (nombre: string, tipo: string) =>
    `El parámetro «${nombre}» debe ser el id de un ${tipo} (por ejemplo ${tipo}/123 o 123).`,
  identificador:
    'El parámetro «identifier» debe ser «sistema|valor» o solo el valor del documento.',
  id: (nombre: string) => `El parámetro «${nombre}» debe ser un id (letras, números, «-» y «.»).`,
  cantidad: 'El parámetro «_count» debe ser un número entero de 0 a 100.',
  desplazamiento: 'El parámetro «_offset» debe ser un número entero de 0 en adelante.',
  varios: (nombre: string) =>
    `El parámetro «${nombre}» admite un solo valor (sin comas) en este servidor.`,
  texto: (nombre: string) => `El parámetro «${nombre}» es demasiado largo o no es texto válido.`,
  inesperado: 'Se ha producido un error inesperado.',
  baseDeDatos:
    'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  demasiadas: 'Demasiadas peticiones. Espera unos minutos y vuelve a intentarlo.',
} as const;

export const peticionNoValida = (texto: string) => new ErrorFhir(400, 'invalid', texto);

export const noExiste = (tipo: string, id: string, oculto = false) =>
  new ErrorFhir(404, 'not-found', TEXTOS_FHIR.noExiste(tipo, id), oculto);

/** An OperationOutcome of one issue. */
export function resultado(
  severity: OperationOutcomeIssue['severity'],
  code: OperationOutcomeIssue['code'],
  texto: string,
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity, code, diagnostics: texto, details: { text: texto } }],
  };
}
