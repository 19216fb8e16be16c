/** Los textos de las descargas: los datos del paciente y las hojas de cálculo. */
export const TEXTOS_DESCARGAS = {
  misDatos: 'Descargar mis datos',
  /** Bajo el botón del paciente: qué se lleva. */
  misDatosAyuda: 'Un archivo .zip con tus datos, citas, diagnósticos, informes e imágenes.',
  datosPaciente: 'Descargar sus datos',
  datosPacienteAyuda: 'Un archivo .zip con todos sus datos, para dárselo al paciente que los pide.',
  csv: 'Descargar CSV',
  /** El nombre accesible del botón de una lista: qué hoja descarga. */
  csvDe: (lista: string) => `Descargar CSV: ${lista}`,
  descargando: 'Descargando…',
  fallo: (mensaje: string) => `No se ha podido descargar el archivo. ${mensaje}`,
} as const;
