import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives either bare or wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv2020({
    // Unknown properties are refused, never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    allErrors: true,
    // The contract carries annotations (example, x-clinica-*) that are not validation keywords.
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/** JSON bodies keep their types; path, query and form fields arrive as text and are coerced. */
const strictAjv = makeAjv(false);
const coercingAjv = makeAjv('array');

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  httpPart,
  contentType,
}) => {
  const ajv =
    httpPart === 'body' && contentType !== 'multipart/form-data' ? strictAjv : coercingAjv;
  return ajv.compile(schema as object);
};

/** Field messages in the words of spec §5 where it has them. */
const FIELD_MESSAGES: Record<string, string> = {
  nombre: 'El nombre es obligatorio.',
  primer_apellido: 'El primer apellido es obligatorio.',
  segundo_apellido: 'El segundo apellido es incorrecto.',
  telefono: 'El teléfono debe tener 9 dígitos.',
  dni: 'El DNI es incorrecto.',
  sexo: 'Por favor, selecciona una opción.',
  email: 'El correo electrónico es inválido.',
  cp: 'El código postal es incorrecto.',
  numero: 'El número es obligatorio.',
  direccion: 'La dirección es obligatoria.',
  password: 'La contraseña debe tener al menos 8 caracteres.',
  fecha_nacimiento: 'Introduce una fecha de nacimiento válida.',
  fechaNacimiento: 'Introduce una fecha de nacimiento válida.',
  provincia: 'Selecciona una provincia.',
  poblacion: 'Selecciona una población.',
  piso: 'El piso es incorrecto.',
  puerta: 'La puerta es incorrecta.',
  escalera: 'La escalera es incorrecta.',
  fecha: 'Introduce una fecha válida (AAAA-MM-DD).',
  hora: 'Introduce una hora válida (HH:MM).',
  num_cita: 'Introduce un número de cita válido: 5 dígitos y una letra.',
  id_radiologo: 'Selecciona un radiólogo.',
  idRadiologo: 'Selecciona un radiólogo.',
  id_medico: 'Selecciona un médico.',
  idMedico: 'Selecciona un médico.',
  tipo_cita: 'Selecciona un tipo de cita.',
  asunto: 'El asunto es obligatorio.',
  descripcion: 'La descripción es obligatoria.',
  nivel_prioridad: 'Selecciona un nivel de prioridad.',
  puesto_trabajo: 'Selecciona un puesto de trabajo.',
  estado: 'El estado no es válido.',
  contenido: 'El texto es obligatorio.',
  imagenes: 'Adjunta al menos una imagen válida.',
  notas: 'Las notas de las imágenes no son válidas.',
};

/** A field left empty is named as missing rather than malformed. */
const REQUIRED_MESSAGES: Record<string, string> = {
  email: 'El correo electrónico es obligatorio.',
  password: 'La contraseña es obligatoria.',
  dni: 'El DNI es obligatorio.',
  fecha: 'La fecha es obligatoria.',
  hora: 'La hora es obligatoria.',
  num_cita: 'El número de cita es obligatorio.',
};

/** Where the DNI is searched, spec §5 words it differently. */
const QUERY_MESSAGES: Record<string, string> = {
  dni: 'Introduce un DNI con formato válido.',
};

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') {
    return String((error.params as { missingProperty: string }).missingProperty);
  }
  if (error.keyword === 'additionalProperties') {
    return String((error.params as { additionalProperty: string }).additionalProperty).slice(0, 60);
  }
  const [first] = error.instancePath.split('/').filter(Boolean);
  return first ?? '';
}

function messageFor(field: string, error: ErrorObject, part: string): string {
  if (error.keyword === 'additionalProperties') return 'Este campo no está permitido.';
  const empty =
    error.keyword === 'required' ||
    (error.keyword === 'minLength' && (error.params as { limit: number }).limit <= 1);
  if (empty && REQUIRED_MESSAGES[field]) return REQUIRED_MESSAGES[field] as string;
  if (part === 'querystring' && QUERY_MESSAGES[field]) return QUERY_MESSAGES[field] as string;
  const known = FIELD_MESSAGES[field];
  if (known) return known;
  if (error.keyword === 'required') return 'Este campo es obligatorio.';
  if (error.keyword === 'type' && /integer|number/.test(String(error.params.type))) {
    return 'Debe ser un número.';
  }
  return 'El valor no es válido.';
}

/** Turns Ajv's errors into the contract's `errores`: one Spanish message per field. */
export function fieldErrors(errors: ErrorObject[], part: string): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (!field) continue;
    errores[field] ??= messageFor(field, error, part);
  }
  return errores;
}
