// Área del radiólogo (§2.4): buscar cita, informe y sus citas; lo que ofrece a una aplicación.
// Las imágenes de las pruebas (miniatura y vista previa, DICOM incluido) viven en comun/imagenes
// para que el paciente las vea igual; se exportan aquí.
export * from '../comun/imagenes';
export {
  actoresBuscarCita,
  actoresInforme,
  cargarCitasDelRadiologo,
  comprobarNumCita,
  DIAS_DE_CITAS_DEL_RADIOLOGO,
  guardarInformeCompleto,
  type OpcionesDeSubida,
} from './actores';
export {
  BuscarCitaPorNumero,
  type BuscarCitaPorNumeroProps,
  ID_NUM_CITA,
  PantallaBuscarCita,
  type PantallaBuscarCitaProps,
} from './BuscarCita';
export {
  CitasDelRadiologo,
  type CitasDelRadiologoProps,
  citasPorDia,
  TEXTOS_CITAS_DEL_RADIOLOGO,
} from './CitasDelRadiologo';
export {
  CrearInforme,
  type CrearInformeProps,
  ID_IMAGENES,
  ID_TEXTO,
  PantallaCrearInforme,
  type PantallaCrearInformeProps,
  TIPOS_DE_IMAGEN,
} from './CrearInforme';
export {
  type CitaDelServidor,
  type EnlaceAlInforme,
  type InformeDelEnlace,
  informeDelEnlace,
  TEXTOS_ENLACE_AL_INFORME,
} from './enlace';
export { InformeCreado, type InformeCreadoProps } from './InformeCreado';
export {
  buscarCitaMachine,
  type ContextoBuscarCita,
  type EntradaBuscarCita,
  type EventoBuscarCita,
  esInformeSuyo,
  mensajeDeFalloAlBuscar,
  motivoParaNoAbrir,
  motivoParaNoInformar,
} from './maquinaBuscarCita';
export {
  type CampoInforme,
  type CitaAInformar,
  type ContextoInforme,
  type EnvioDelInforme,
  type EventoInforme,
  erroresDelInforme,
  type ImagenDelInforme,
  informeMachine,
  mensajeDelFalloAlGenerar,
} from './maquinaInforme';
export { lineasDeNotas, rehacerTexto, textoDeNotas, textoPropio } from './texto';
export { TEXTOS_RADIOLOGO } from './textos';
