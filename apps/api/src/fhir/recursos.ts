import type { TipoDeDocumento } from '@clinica/api-client/reglas';
import { ROL } from '@clinica/api-client/reglas';
import type {
  Appointment,
  Binary,
  CodeableConcept,
  ContactPoint,
  DiagnosticReport,
  Identifier,
  Media,
  Patient,
  Practitioner,
  PractitionerRole,
} from 'fhir/r4';
import type { FichaPaciente } from '../db/queries/pacientes';
import type { Resultado } from '../db/queries/resultados';
import type { EstadoCita } from '../db/schema';

/**
 * The clinic's records as FHIR R4 resources (docs/fhir.md says each field's mapping, and
 * docs/decisiones.md (61) why these systems and codes).
 */

/** Identity documents: the DNI's OID (as the Ministry of Health's guides write it), the rest ours. */
export const SISTEMAS_DE_DOCUMENTO: Readonly<Record<TipoDeDocumento, string>> = {
  dni: 'urn:oid:1.3.6.1.4.1.19126.3',
  nie: 'urn:clinica:sid:nie',
  pasaporte: 'urn:clinica:sid:pasaporte',
};

const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const TIPO_DE_DOCUMENTO: Readonly<
  Record<TipoDeDocumento, { code: string; display: string; text: string }>
> = {
  dni: { code: 'NI', display: 'National unique individual identifier', text: 'DNI' },
  nie: { code: 'PRC', display: 'Permanent Resident Card Number', text: 'NIE' },
  pasaporte: { code: 'PPN', display: 'Passport number', text: 'Pasaporte' },
};

/** The document type a system names, or undefined when it is none of ours. */
export function tipoDelSistema(sistema: string): TipoDeDocumento | undefined {
  const tipos = Object.keys(SISTEMAS_DE_DOCUMENTO) as TipoDeDocumento[];
  return tipos.find((tipo) => SISTEMAS_DE_DOCUMENTO[tipo] === sistema);
}

export function identificadorDeDocumento(tipo: TipoDeDocumento, numero: string): Identifier {
  const { code, display, text } = TIPO_DE_DOCUMENTO[tipo];
  return {
    use: 'official',
    type: { coding: [{ system: V2_0203, code, display }], text },
    system: SISTEMAS_DE_DOCUMENTO[tipo],
    value: numero,
  };
}

/** 'No consta' is FHIR's 'unknown': the patient's sex was not stated. */
export const GENERO: Readonly<Record<FichaPaciente['sexo'], Patient['gender']>> = {
  Hombre: 'male',
  Mujer: 'female',
  'No consta': 'unknown',
};

/** The cita's states as an Appointment's (docs/decisiones.md (61)). */
export const ESTADO_DE_CITA: Readonly<Record<EstadoCita, Appointment['status']>> = {
  EN_CURSO: 'booked',
  CUMPLIDA: 'fulfilled',
  CANCELADA: 'cancelled',
  NO_PRESENTADA: 'noshow',
};

const SNOMED = 'http://snomed.info/sct';
/** The two specialties: family medicine (doctors) and radiology (radiologists). */
const ESPECIALIDAD = {
  medicina: {
    coding: [{ system: SNOMED, code: '419772000', display: 'Family practice' }],
    text: 'Medicina familiar',
  },
  radiologia: {
    coding: [{ system: SNOMED, code: '394914008', display: 'Radiology' }],
    text: 'Radiología',
  },
} satisfies Record<string, CodeableConcept>;

const sinVacios = <T>(lista: (T | null | undefined | false | '')[]): T[] =>
  lista.filter((uno): uno is T => uno !== null && uno !== undefined && uno !== false && uno !== '');

/** A text for FHIR (`string` may not be empty nor only spaces): undefined when there is none. */
const texto = (valor: string | null | undefined) => (valor?.trim() ? valor.trim() : undefined);

export function paciente(ficha: FichaPaciente): Patient {
  const telecom: ContactPoint[] = sinVacios([
    texto(ficha.telefono) && { system: 'phone' as const, value: texto(ficha.telefono) },
    texto(ficha.email) && { system: 'email' as const, value: texto(ficha.email) },
  ]);
  const linea = sinVacios([
    texto(ficha.direccion),
    texto(ficha.numero),
    texto(ficha.escalera) && `esc. ${texto(ficha.escalera)}`,
    texto(ficha.piso) && `piso ${texto(ficha.piso)}`,
    texto(ficha.puerta) && `puerta ${texto(ficha.puerta)}`,
  ]).join(', ');
  const apellidos = sinVacios([texto(ficha.primer_apellido), texto(ficha.segundo_apellido)]);
  return {
    resourceType: 'Patient',
    id: String(ficha.id),
    identifier:
      ficha.documento && ficha.tipo_documento
        ? [identificadorDeDocumento(ficha.tipo_documento, ficha.documento)]
        : undefined,
    active: true,
    name: [
      {
        use: 'official',
        text: texto(ficha.nombre_completo),
        family: apellidos.length ? apellidos.join(' ') : undefined,
        given: texto(ficha.nombre) ? [ficha.nombre.trim()] : undefined,
      },
    ],
    telecom: telecom.length ? telecom : undefined,
    gender: GENERO[ficha.sexo],
    birthDate: ficha.fecha_nacimiento,
    address: [
      {
        use: 'home',
        type: 'physical',
        line: linea ? [linea] : undefined,
        city: texto(ficha.poblacion),
        state: texto(ficha.provincia),
        postalCode: texto(ficha.cp),
        country: 'ES',
      },
    ],
    // A child's guardian (migration 018): the contact who answers for them.
    contact: ficha.tutor
      ? [
          {
            relationship: [{ text: ficha.tutor.relacion }],
            name: { text: ficha.tutor.nombre },
            telecom: [{ system: 'phone', value: ficha.tutor.telefono }],
          },
        ]
      : undefined,
  };
}

export interface FilaProfesional {
  id: number;
  id_rol: number;
  nombre: string;
  primer_apellido: string;
  segundo_apellido: string | null;
  num_colegiado: string | null;
  activo: boolean;
}

const nombreCompleto = (
  fila: Pick<FilaProfesional, 'nombre' | 'primer_apellido' | 'segundo_apellido'>,
) =>
  sinVacios([texto(fila.nombre), texto(fila.primer_apellido), texto(fila.segundo_apellido)]).join(
    ' ',
  );

/** A doctor's collegiate number; radiologists' are not kept. */
export const SISTEMA_COLEGIADO = 'urn:clinica:sid:num-colegiado';

export function profesional(fila: FilaProfesional): Practitioner {
  const apellidos = sinVacios([texto(fila.primer_apellido), texto(fila.segundo_apellido)]);
  return {
    resourceType: 'Practitioner',
    id: String(fila.id),
    identifier: fila.num_colegiado
      ? [
          {
            use: 'official',
            type: { text: 'Número de colegiado' },
            system: SISTEMA_COLEGIADO,
            value: fila.num_colegiado,
          },
        ]
      : undefined,
    active: fila.activo,
    name: [
      {
        use: 'official',
        text: nombreCompleto(fila) || undefined,
        family: apellidos.length ? apellidos.join(' ') : undefined,
        given: texto(fila.nombre) ? [fila.nombre.trim()] : undefined,
      },
    ],
  };
}

export function rolDeProfesional(fila: FilaProfesional): PractitionerRole {
  const radiologo = fila.id_rol === ROL.radiologo;
  return {
    resourceType: 'PractitionerRole',
    id: String(fila.id),
    active: fila.activo,
    practitioner: {
      reference: `Practitioner/${fila.id}`,
      display: nombreCompleto(fila) || undefined,
    },
    code: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/practitioner-role',
            code: 'doctor',
            display: 'Doctor',
          },
        ],
        text: radiologo ? 'Radiólogo' : 'Médico',
      },
    ],
    specialty: [radiologo ? ESPECIALIDAD.radiologia : ESPECIALIDAD.medicina],
  };
}

/**
 * A moment of the clinic's wall clock (`fecha`, `hora`) with its offset that day: '…T10:30:00+01:00'
 * (a cita is never in the hour a clock change skips: the clinic is closed then).
 */
export function momentoConZona(fecha: string, hora: string, timeZone: string, minutosDespues = 0) {
  const [anio = 0, mes = 1, dia = 1] = fecha.split('-').map(Number);
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const pared = Date.UTC(anio, mes - 1, dia, h, m + minutosDespues);
  const desfase = (instante: number) => {
    const partes = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instante));
    const parte = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value ?? 0);
    return (
      Date.UTC(parte('year'), parte('month') - 1, parte('day'), parte('hour'), parte('minute')) -
      instante
    );
  };
  let instante = pared - desfase(pared);
  instante = pared - desfase(instante);
  const minutos = Math.round(desfase(instante) / 60_000);
  const signo = minutos < 0 ? '-' : '+';
  const abs = Math.abs(minutos);
  const zona = `${signo}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${new Date(pared).toISOString().slice(0, 16)}:00${zona}`;
}

export interface FilaCita {
  id: number;
  num_cita: string;
  fecha: string;
  hora: string;
  tipo_cita: string;
  id_paciente: number;
  id_medico: number | null;
  id_radiologo: number | null;
  estado: EstadoCita;
  nombre_completo_paciente: string;
  nombre_completo_medico: string | null;
  nombre_completo_radiologo: string | null;
}

export function cita(
  fila: FilaCita,
  opciones: { timeZone: string; minutosPorHueco: number },
): Appointment {
  const radiologia = fila.id_radiologo !== null;
  const idProfesional = fila.id_radiologo ?? fila.id_medico;
  const nombreProfesional = texto(fila.nombre_completo_radiologo ?? fila.nombre_completo_medico);
  return {
    resourceType: 'Appointment',
    id: String(fila.id),
    identifier: [{ type: { text: 'Número de cita' }, value: fila.num_cita }],
    status: ESTADO_DE_CITA[fila.estado],
    serviceType: [{ text: fila.tipo_cita }],
    specialty: [radiologia ? ESPECIALIDAD.radiologia : ESPECIALIDAD.medicina],
    start: momentoConZona(fila.fecha, fila.hora, opciones.timeZone),
    end: momentoConZona(fila.fecha, fila.hora, opciones.timeZone, opciones.minutosPorHueco),
    minutesDuration: opciones.minutosPorHueco,
    participant: sinVacios([
      {
        actor: {
          reference: `Patient/${fila.id_paciente}`,
          display: texto(fila.nombre_completo_paciente),
        },
        required: 'required' as const,
        status: 'accepted' as const,
      },
      idProfesional !== null && {
        actor: { reference: `Practitioner/${idProfesional}`, display: nombreProfesional },
        required: 'required' as const,
        status: 'accepted' as const,
      },
    ]),
  };
}

export interface ImagenDelInforme {
  id_imagen: number;
  id_informe: number;
  id_cita: number;
  id_paciente: number;
  nombre_imagen: string;
  mime: string;
  tamano: number;
  nota: string | null;
  creado_en: Date | string;
}

const instante = (momento: Date | string) => new Date(momento).toISOString();

/** A result's FHIR id: 'informe-12', 'diagnostico-7' (both tables number from 1). */
export const idDeResultado = (fila: Pick<Resultado, 'tipo' | 'id'>) => `${fila.tipo}-${fila.id}`;

export function informe(
  fila: Resultado,
  imagenes: readonly ImagenDelInforme[],
  opciones: { timeZone: string; base: string; pdf: string },
): DiagnosticReport {
  const radiologia = fila.tipo === 'informe';
  const id = idDeResultado(fila);
  return {
    resourceType: 'DiagnosticReport',
    id,
    identifier: [{ type: { text: 'Número de cita' }, value: fila.num_cita }],
    // A diagnosis rewritten after it was first saved is an amended one.
    status:
      new Date(fila.actualizado_en).getTime() > new Date(fila.creado_en).getTime()
        ? 'amended'
        : 'final',
    category: radiologia
      ? [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v2-0074',
                code: 'RAD',
                display: 'Radiology',
              },
            ],
            text: 'Radiología',
          },
        ]
      : undefined,
    code: radiologia
      ? {
          coding: [
            { system: 'http://loinc.org', code: '18748-4', display: 'Diagnostic imaging study' },
          ],
          text: 'Informe de radiología',
        }
      : {
          coding: [{ system: 'http://loinc.org', code: '11488-4', display: 'Consult note' }],
          text: 'Diagnóstico',
        },
    subject: { reference: `Patient/${fila.id_paciente}`, display: texto(fila.paciente) },
    effectiveDateTime: momentoConZona(fila.fecha, fila.hora, opciones.timeZone),
    issued: instante(fila.actualizado_en),
    resultsInterpreter: [
      { reference: `Practitioner/${fila.id_autor}`, display: texto(fila.autor) },
    ],
    conclusion: texto(fila.contenido),
    media:
      radiologia && imagenes.length
        ? imagenes.map((imagen) => ({
            comment: texto(imagen.nota),
            link: { reference: `Media/${imagen.id_imagen}`, display: texto(imagen.nombre_imagen) },
          }))
        : undefined,
    presentedForm: [
      {
        contentType: 'application/pdf',
        language: 'es',
        url: `${opciones.base}/Binary/${id}`,
        title: opciones.pdf,
      },
    ],
  };
}

/** An image of a report, whose bytes the app's own download serves (`descargarImagen`). */
export function imagen(fila: ImagenDelInforme, opciones: { origen: string }): Media {
  return {
    resourceType: 'Media',
    id: String(fila.id_imagen),
    partOf: [{ reference: `DiagnosticReport/informe-${fila.id_informe}` }],
    status: 'completed',
    type: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/media-type',
          code: 'image',
          display: 'Image',
        },
      ],
    },
    subject: { reference: `Patient/${fila.id_paciente}` },
    issued: instante(fila.creado_en),
    content: {
      contentType: fila.mime,
      url: `${opciones.origen}/api/imagenes/descargar/${fila.id_imagen}`,
      size: fila.tamano,
      title: texto(fila.nombre_imagen),
    },
    note: texto(fila.nota) ? [{ text: texto(fila.nota) as string }] : undefined,
  };
}

export function pdfComoBinary(id: string, pdf: Uint8Array): Binary {
  return {
    resourceType: 'Binary',
    id,
    contentType: 'application/pdf',
    data: Buffer.from(pdf).toString('base64'),
  };
}
