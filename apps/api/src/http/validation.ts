import {
  MENSAJE_TELEFONO,
  MENSAJES_CONTRASENA,
  MENSAJES_CORREO,
  MENSAJES_NOMBRE_LARGO,
} from '@clinica/api-client/reglas';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { MENSAJES_BUSQUEDA } from '../domain/pacientes';

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
    // Errors carry the value, so a character the database refuses is named as such.
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

/** JSON bodies keep their types; path, query and form fields arrive as text and are coerced. */
const strictAjv = makeAjv(false);
const coercingAjv = makeAjv('array');

/**
 * Text PostgreSQL cannot keep: the NUL character (U+0000) and UTF-16 surrogates without their
 * pair (a JSON string may carry `\ud800` alone). The contract's texts name the NUL in their
 * pattern, in a form every JSON-Schema data generator reads alike; the validator applies this
 * whole rule to every string of every request, so lone surrogates are refused too, and a field
 * added later without the pattern cannot reach the database with either.
 */
export const TEXTO_ADMITIDO = '^[^\\u0000\\uD800-\\uDFFF]*$';
const NOT_STORABLE = new RegExp(TEXTO_ADMITIDO.replace('^[^', '[').replace(']*$', ']'), 'u');

type SchemaNode = Record<string, unknown>;

function hasType(schema: SchemaNode, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}

/**
 * A copy of the schema where every string (not an enum, a const or a binary) gets the rule: as
 * its pattern when it has none, beside its own pattern otherwise.
 */
export function withStorableText(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withStorableText);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(schema as SchemaNode)) {
    // Enumerations and examples are values, not schemas.
    copy[key] =
      key === 'enum' || key === 'const' || /^examples?$/.test(key)
        ? value
        : withStorableText(value);
  }
  if (
    hasType(copy, 'string') &&
    copy.pattern !== TEXTO_ADMITIDO &&
    copy.enum === undefined &&
    copy.const === undefined &&
    copy.format !== 'binary'
  ) {
    if (copy.pattern === undefined) copy.pattern = TEXTO_ADMITIDO;
    else copy.allOf = [...((copy.allOf as unknown[]) ?? []), { pattern: TEXTO_ADMITIDO }];
  }
  return copy;
}

/**
 * Ids and other integers in a URL or a form are written in decimal digits, nothing else, and
 * without leading zeros: `/actualizarPaciente/08` names no patient (it is not `/8` written
 * another way, so one record has one address).
 */
const DECIMAL = /^(0|[1-9][0-9]*)$/;

function integerFields(schema: SchemaNode): string[] {
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  return Object.entries(properties)
    .filter(([, property]) => hasType(property, 'integer') || hasType(property, 'number'))
    .map(([name]) => name);
}

/**
 * Ajv's coercion reads a text as JavaScript does (`+'0xE'`, `+'1.4e1'`, `+' 14'` are 14): values
 * arriving as text for a number must be plain decimal digits before they are coerced.
 */
function decimalOnly(validate: ValidateFunction, schema: SchemaNode): ValidateFunction {
  const fields = integerFields(schema);
  if (fields.length === 0) return validate;
  const checked = ((data: unknown) => {
    const errors: ErrorObject[] = [];
    if (data && typeof data === 'object') {
      for (const field of fields) {
        const raw = (data as Record<string, unknown>)[field];
        const values = Array.isArray(raw) ? raw : [raw];
        if (values.some((value) => typeof value === 'string' && !DECIMAL.test(value))) {
          errors.push({
            keyword: 'type',
            instancePath: `/${field}`,
            schemaPath: `#/properties/${field}/type`,
            params: { type: 'integer' },
            message: 'must be a decimal integer',
            data: raw,
          });
        }
      }
    }
    if (errors.length) {
      checked.errors = errors;
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checked;
}

/**
 * Node gives header names in lower case, and Fastify lower-cases a headers schema only for its
 * own validator: with ours, `Idempotency-Key` in the contract would never match.
 */
function lowerCaseHeaderNames(schema: SchemaNode): SchemaNode {
  const properties = schema.properties as Record<string, unknown> | undefined;
  return {
    ...schema,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(Array.isArray(schema.required) && {
      required: schema.required.map((name) => String(name).toLowerCase()),
    }),
  };
}

/**
 * A body that is one of several shapes (`oneOf`, e.g. moving a radiology cita with
 * `idRadiologo` or a medicine one with `idMedico`) and fails is judged against the shape it is
 * closest to, the one with the fewest errors: a bad date is reported as that, not also as
 * `idMedico` 'no está permitido' and 'Selecciona un radiólogo.' from the shape it is not.
 */
function closestShape(
  ajv: Ajv2020,
  validate: ValidateFunction,
  schema: SchemaNode,
): ValidateFunction {
  const shapes = schema.oneOf;
  if (!Array.isArray(shapes) || shapes.length < 2) return validate;
  const branches = shapes.map((shape) => ajv.compile(shape as SchemaNode));
  const judged = ((data: unknown) => {
    const valid = validate(data);
    judged.errors = validate.errors;
    if (valid) return true;
    const failures = branches.map((branch) => (branch(data) ? [] : (branch.errors ?? [])));
    const fewest = Math.min(...failures.map((errors) => errors.length));
    // Valid against more than one shape: the oneOf error itself is the answer.
    if (fewest > 0) judged.errors = failures.filter((errors) => errors.length === fewest).flat();
    return false;
  }) as ValidateFunction;
  return judged;
}

/**
 * Each validator by what it was made from: the request part, whether it coerces, and the schema's
 * text. A schema met again (the HEAD route Fastify adds beside each GET, or the same contract in
 * another server this process builds: the server tests build one for each test file and
 * database) gets the function already compiled instead of a new Ajv compilation. A validator
 * keeps nothing between calls but the errors of the last one, which Fastify reads right after it.
 */
const compiled = new Map<string, ValidateFunction>();

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  httpPart,
  contentType,
}) => {
  const strict = httpPart === 'body' && contentType !== 'multipart/form-data';
  const key = `${httpPart} ${strict ? 'estricto' : 'convierte'} ${JSON.stringify(schema)}`;
  const known = compiled.get(key);
  if (known) return known;
  const ajv = strict ? strictAjv : coercingAjv;
  const source = httpPart === 'headers' ? lowerCaseHeaderNames(schema as SchemaNode) : schema;
  const safe = withStorableText(source) as SchemaNode;
  const shaped = closestShape(ajv, ajv.compile(safe), safe);
  const validate = strict ? shaped : decimalOnly(shaped, safe);
  compiled.set(key, validate);
  return validate;
};

/** Field messages in the words of spec §5 where it has them. */
const FIELD_MESSAGES: Record<string, string> = {
  nombre: 'El nombre es obligatorio.',
  primer_apellido: 'El primer apellido es obligatorio.',
  segundo_apellido: 'El segundo apellido es incorrecto.',
  telefono: MENSAJE_TELEFONO,
  dni: 'El DNI es incorrecto.',
  sexo: 'Por favor, selecciona una opción.',
  email: 'El correo electrónico es inválido.',
  cp: 'El código postal es incorrecto.',
  numero: 'El número es obligatorio.',
  direccion: 'La dirección es obligatoria.',
  password: MENSAJES_CONTRASENA.corta,
  contrasenaNueva: MENSAJES_CONTRASENA.corta,
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
  'idempotency-key': 'La clave de idempotencia (Idempotency-Key) no es válida.',
  id_rol: 'Elige un rol: radiólogo, administrativo o médico.',
  num_colegiado: 'El número de colegiado tiene 9 cifras.',
  responsable: 'Indica si es responsable (sí o no).',
  por_pagina: 'Elige 10, 25, 50 o 100 filas por página.',
  pagina: 'La página no es válida.',
  // `invitar` is only ever `true`, and never beside `password` (the contract's Invitar).
  invitar: MENSAJES_CORREO.contrasenaOInvitacion,
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
  // A field the contract forbids beside another (`not: { required: [field] }`, e.g. `invitar`
  // with `password`): said at that field.
  const forbidden = (error.schema as { required?: unknown } | undefined)?.required;
  if (error.keyword === 'not' && Array.isArray(forbidden) && forbidden.length === 1) {
    return String(forbidden[0]).slice(0, 60);
  }
  if (error.keyword === 'additionalProperties') {
    return String((error.params as { additionalProperty: string }).additionalProperty).slice(0, 60);
  }
  const [first] = error.instancePath.split('/').filter(Boolean);
  return first ?? '';
}

/** Said of a text with a character the clinic cannot keep (NUL, a lone surrogate). */
export const TEXTO_NO_ADMITIDO = 'El texto contiene caracteres no admitidos.';

function hasUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return NOT_STORABLE.test(value);
  return Array.isArray(value) && value.some(hasUnstorable);
}

function messageFor(field: string, error: ErrorObject, part: string): string {
  if (error.keyword === 'additionalProperties') return 'Este campo no está permitido.';
  if (error.keyword === 'not') return FIELD_MESSAGES[field] ?? 'Este campo no está permitido.';
  if (error.keyword === 'pattern' && hasUnstorable(error.data)) return TEXTO_NO_ADMITIDO;
  const empty =
    error.keyword === 'required' ||
    (error.keyword === 'minLength' && (error.params as { limit: number }).limit <= 1);
  if (empty && REQUIRED_MESSAGES[field]) return REQUIRED_MESSAGES[field] as string;
  if (part === 'querystring' && QUERY_MESSAGES[field]) return QUERY_MESSAGES[field] as string;
  // A name or surname too long says the limit, not 'obligatorio' (the field's usual message).
  if (error.keyword === 'maxLength' && field in MENSAJES_NOMBRE_LARGO) {
    return MENSAJES_NOMBRE_LARGO[field as keyof typeof MENSAJES_NOMBRE_LARGO];
  }
  // A search's text (buscarPacientes, mostrarPersonal): too long, or too short to search for.
  if (part === 'querystring' && field === 'q') {
    return error.keyword === 'maxLength' ? MENSAJES_BUSQUEDA.larga : MENSAJES_BUSQUEDA.corta;
  }
  if (error.keyword === 'maxLength' && (field === 'password' || field === 'contrasenaNueva')) {
    return MENSAJES_CONTRASENA.larga;
  }
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
