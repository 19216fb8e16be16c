// Las imágenes de las pruebas (PNG, JPEG, WebP y DICOM): miniatura y vista previa, para el
// informe del radiólogo y para las imágenes que ve el paciente.
export { dicomComoPng, esDicom, MENSAJE_DICOM_NO_ADMITIDO } from './dicom';
export { MENSAJE_SIN_VISTA_PREVIA, useVistaDeImagen, type VistaDeImagen } from './useVistaDeImagen';
export {
  MiniaturaDeImagen,
  type MiniaturaDeImagenProps,
  VistaPreviaDeImagen,
  type VistaPreviaDeImagenProps,
} from './VistaPreviaDeImagen';
