/** Shapes of the contract the handlers name directly; generated from openapi.yaml. */
export type {
  Imagen,
  ImagenIncidencia,
  IncidenciaActualizacion,
  IncidenciaNueva,
} from '@clinica/api-client';
