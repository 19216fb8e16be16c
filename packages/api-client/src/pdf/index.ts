/**
 * `@clinica/api-client/pdf`: the one layout of a diagnosis's or a report's PDF, for the browser
 * and the server alike. Without a DOM and light up front: pdf-lib loads with `import()` only when
 * a PDF is made. Images are given as PNG or JPEG bytes; anything else (a DICOM, a WebP) is named
 * in their place, so a browser decodes its DICOM images first and a server lists them as files.
 */
export {
  CLINICA_POR_DEFECTO,
  crearPdf,
  type DatosPdf,
  type FilaPdf,
  formatoDibujable,
  type ImagenEnPdf,
  imagenNoDibujada,
  MARGEN_PDF,
  nombreDeArchivoPdf,
  type OpcionesMaqueta,
} from './maqueta';
export {
  archivoDelResultado,
  type CitaDelResultado,
  datosDelResultado,
  TEXTOS_PDF_RESULTADO,
} from './resultado';
