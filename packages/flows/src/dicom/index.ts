// Las imágenes de las pruebas (PNG, JPEG, WebP y DICOM): miniatura, vista previa y visor, para
// el informe del radiólogo, las imágenes que ve el paciente y el PDF del informe.
// La decodificación de un DICOM (`decodificarDicom` de './dicom') se importa con `import()`
// donde se usa, para que solo la descargue quien muestra un DICOM.
export type {
  DicomSinVista,
  ImagenDicom,
  ResultadoDicom,
  VentanaDicom,
} from './dicom';
export { esDicom, tieneMarcaDicom } from './marcaDicom';
export { MENSAJE_SIN_VISTA_PREVIA, useVistaDeImagen, type VistaDeImagen } from './useVistaDeImagen';
export { AJUSTES_DE_VENTANA_TC, VisorDicom, type VisorDicomProps } from './VisorDicom';
export {
  MiniaturaDeImagen,
  type MiniaturaDeImagenProps,
  VistaPreviaDeImagen,
  type VistaPreviaDeImagenProps,
} from './VistaPreviaDeImagen';
