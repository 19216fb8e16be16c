/**
 * This file was auto-generated from openapi.yaml (`x-clinica-limits` of each operation).
 * Do not make direct changes to the file: run `npm run generate -w @clinica/api-client`.
 */

/** Upload limits of each operation that receives files, as the contract declares them. */
export const LIMITES_DE_SUBIDA = {
  actualizarImagenesIncidencia: {
    maxFileBytes: 20971520,
    maxFiles: 10,
    mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/dicom'],
  },
  guardarImagen: {
    maxFileBytes: 20971520,
    maxFiles: 1,
    mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/dicom'],
  },
  guardarImagenesIncidencia: {
    maxFileBytes: 20971520,
    maxFiles: 10,
    mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/dicom'],
  },
  guardarInformeCompleto: {
    maxFileBytes: 20971520,
    maxFiles: 10,
    mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/dicom'],
  },
} as const;
