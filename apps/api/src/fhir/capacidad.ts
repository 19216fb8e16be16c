import type {
  CapabilityStatement,
  CapabilityStatementRestResource,
  CapabilityStatementRestResourceSearchParam,
} from 'fhir/r4';

type Parametro = CapabilityStatementRestResourceSearchParam;

const ID: Parametro = {
  name: '_id',
  type: 'token',
  documentation: 'Uno o varios id separados por comas.',
};
const FECHA_DE_CITA =
  'Día y hora de la cita en la hora de la clínica: AAAA, AAAA-MM, AAAA-MM-DD o un momento con zona, con prefijo eq, ne, gt, ge, lt o le; se puede repetir (date=ge…&date=lt…).';

/** Each resource's search parameters: the only ones a search reads (docs/fhir.md). */
export const PARAMETROS: Readonly<Record<string, readonly Parametro[]>> = {
  Patient: [
    ID,
    {
      name: 'identifier',
      type: 'token',
      documentation:
        'El documento: «sistema|número» (DNI, NIE o pasaporte) o solo el número. Un solo valor.',
    },
    {
      name: 'name',
      type: 'string',
      documentation:
        'Nombre o apellidos que empiezan por el texto, sin distinguir mayúsculas ni acentos.',
    },
    {
      name: 'birthdate',
      type: 'date',
      documentation: 'Fecha de nacimiento AAAA, AAAA-MM o AAAA-MM-DD, con prefijo si hace falta.',
    },
  ],
  Practitioner: [
    ID,
    {
      name: 'name',
      type: 'string',
      documentation: 'Nombre o apellidos que empiezan por el texto.',
    },
  ],
  PractitionerRole: [
    ID,
    { name: 'practitioner', type: 'reference', documentation: 'El profesional (Practitioner).' },
  ],
  Appointment: [
    ID,
    { name: 'patient', type: 'reference', documentation: 'El paciente (Patient).' },
    {
      name: 'practitioner',
      type: 'reference',
      documentation: 'El médico o el radiólogo (Practitioner).',
    },
    { name: 'date', type: 'date', documentation: FECHA_DE_CITA },
    {
      name: 'status',
      type: 'token',
      documentation:
        'booked (Programada), fulfilled (Cumplida), cancelled (Cancelada) o noshow (No se presentó); varios separados por comas.',
    },
  ],
  DiagnosticReport: [
    { ...ID, documentation: 'informe-N (radiología) o diagnostico-N; varios separados por comas.' },
    { name: 'patient', type: 'reference', documentation: 'El paciente (Patient).' },
    { name: 'date', type: 'date', documentation: FECHA_DE_CITA },
  ],
  Media: [ID, { name: 'patient', type: 'reference', documentation: 'El paciente (Patient).' }],
};

const GENERALES: Parametro[] = [
  {
    name: '_count',
    type: 'number',
    documentation: 'Entradas por página, de 0 a 100 (20 si no se dice).',
  },
  {
    name: '_offset',
    type: 'number',
    documentation: 'Cuántas entradas saltar: lo escriben los enlaces next y previous.',
  },
];

/** The day this statement last changed: it says what the code serves, not when it was asked. */
const FECHA = '2026-11-29';

/** What this server serves, for any FHIR client to read first (`GET /fhir/r4/metadata`). */
export function capacidad(base: string): CapabilityStatement {
  const recurso = (
    type: CapabilityStatementRestResource['type'],
    conBusqueda = true,
  ): CapabilityStatementRestResource => ({
    type,
    interaction: conBusqueda ? [{ code: 'read' }, { code: 'search-type' }] : [{ code: 'read' }],
    ...(conBusqueda ? { searchParam: [...(PARAMETROS[type] ?? []), ...GENERALES] } : {}),
  });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: FECHA,
    publisher: 'Clínica',
    kind: 'instance',
    software: { name: 'Clínica kit' },
    implementation: {
      description:
        'API FHIR R4 de la clínica, solo de lectura: pacientes, profesionales, citas, informes de radiología, diagnósticos y sus imágenes.',
      url: base,
    },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Solo lectura (read y search-type). Los parámetros de búsqueda que no se admiten se ignoran y se dice cuáles en una entrada OperationOutcome del Bundle; con «Prefer: handling=strict» se responde 400.',
        security: {
          cors: false,
          description:
            'La misma sesión que la aplicación: «Authorization: Bearer <token>» del inicio de sesión. Cada usuario ve lo mismo que en la aplicación y cada consulta de datos de un paciente queda en el registro de accesos.',
        },
        resource: [
          recurso('Patient'),
          recurso('Practitioner'),
          recurso('PractitionerRole'),
          recurso('Appointment'),
          recurso('DiagnosticReport'),
          recurso('Media'),
          recurso('Binary', false),
        ],
      },
    ],
  };
}
