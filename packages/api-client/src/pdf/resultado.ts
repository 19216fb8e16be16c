/**
 * The PDF of a cita's result as its patient gets it (docs/decisiones.md (13)): from 'Detalles de
 * la cita' in the browser, and inside the patient's data export from the server. One composition,
 * so both are the same document.
 */
import { fechaLegible } from '../reglas/calendario';
import { tipoLegible } from '../reglas/tipo-de-cita';
import { type DatosPdf, nombreDeArchivoPdf } from './maqueta';

/** What the PDF says of the cita: the fields of the contract's `CitaListado` it shows. */
export interface CitaDelResultado {
  num_cita: string;
  fecha: string;
  hora: string;
  tipo_cita: string;
  nombre_completo_paciente: string;
  dni_paciente: string | null;
  nombre_completo_medico: string | null;
  nombre_completo_radiologo: string | null;
}

export const TEXTOS_PDF_RESULTADO = {
  informe: 'Informe',
  diagnostico: 'Diagnóstico',
  medico: 'Médico',
  radiologo: 'Radiólogo',
  tipo: 'Tipo de cita',
  fecha: 'Fecha',
  numero: 'Número de cita',
  /** 'Informe de la cita 48213K'. */
  titulo: (resultado: string, numCita: string) => `${resultado} de la cita ${numCita}`,
} as const;

const T = TEXTOS_PDF_RESULTADO;

const esRadiologia = (cita: Pick<CitaDelResultado, 'tipo_cita'>) => cita.tipo_cita === 'Radiologia';

/**
 * The data of a cita's result PDF: the report of a radiology cita (with its images, of whatever
 * kind the caller holds them in), the diagnosis of any other.
 */
export function datosDelResultado<Imagen>(
  cita: CitaDelResultado,
  texto: string,
  imagenes?: readonly Imagen[],
): DatosPdf<Imagen> {
  const radiologia = esRadiologia(cita);
  const resultado = radiologia ? T.informe : T.diagnostico;
  return {
    titulo: T.titulo(resultado, cita.num_cita),
    paciente: { nombre: cita.nombre_completo_paciente, dni: cita.dni_paciente },
    filas: [
      {
        etiqueta: radiologia ? T.radiologo : T.medico,
        valor: cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '',
      },
      { etiqueta: T.tipo, valor: tipoLegible(cita.tipo_cita) },
      { etiqueta: T.fecha, valor: `${fechaLegible(cita.fecha)} ${cita.hora}` },
      { etiqueta: T.numero, valor: cita.num_cita },
    ],
    tituloTexto: resultado,
    texto,
    ...(radiologia && imagenes ? { imagenes } : {}),
  };
}

/** The result PDF's file name: 'informe-48213K.pdf', 'diagnostico-48213K.pdf'. */
export function archivoDelResultado(cita: Pick<CitaDelResultado, 'tipo_cita' | 'num_cita'>) {
  return nombreDeArchivoPdf(esRadiologia(cita) ? 'informe' : 'diagnostico', cita.num_cita);
}
