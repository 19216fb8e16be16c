/**
 * `@clinica/api-client/reglas`: the rules and data that the server, the flows and the mocks
 * share, in one place. Pure and without dependencies, so a server imports it at run time and a
 * browser bundle takes only what it uses.
 */
export {
  cierraLaClinica,
  DIAS_MAXIMOS_DE_CIERRE,
  type DiaDelHorario,
  DURACIONES_DE_CITA,
  finDelHueco,
  losDias,
  MENSAJES_AGENDA,
  MOTIVOS_DE_CIERRE,
  mensajeDelDiaCerrado,
  mensajeDuracionNoCabe,
  mensajeFueraDeLaClinica,
  NOMBRES_DE_DIA,
  problemaDeHorarioDelDia,
  problemasDelCierre,
  problemasDelHorarioSemanal,
  TIPOS_DE_CIERRE,
  type TipoDeCierre,
} from './agenda';
export {
  DIAS_LABORABLES,
  diaDeLaSemana,
  esDiaLaborable,
  fechaLegible,
  MENSAJE_DIA_CERRADO,
  type RelojDePared,
  relojDePared,
  sumarDias,
} from './calendario';
export {
  BYTES_DE_CABECERA,
  BYTES_DE_COLA,
  bytesAlAbrir,
  esArchivoAdmitido,
  estaEntero,
  type LeerBytes,
  leerDeBlob,
  leerDeMemoria,
  type MedidasDeImagen,
  medidasDeImagen,
  problemaDelArchivo,
  problemaDeMedidas,
  TIPOS_POR_CONTENIDO,
  type TipoPorContenido,
  tipoPorContenido,
} from './contenido';
export {
  CONTRASENA_DEMO,
  type DatosPersonales,
  LONGITUD_MAXIMA_CONTRASENA,
  LONGITUD_MINIMA_CONTRASENA,
  MENSAJES_CONTRASENA,
  problemaDeContrasena,
  sinAcentos,
} from './contrasena';
export { MENSAJES_CORREO, VALIDEZ_ENLACE_MINUTOS } from './correo';
export {
  mensajeCumplirFuturo,
  mensajeDiagnosticoFuturo,
  mensajeInformeFuturo,
  sePuedeCumplir,
} from './dia-de-la-cita';
export {
  bytesDicomAlAbrir,
  bytesDicomSinComprimir,
  MENSAJE_DICOM_DANADO,
  MENSAJE_DICOM_SIN_CABECERA,
  medidasDicomEnTexto,
  mensajeDicomDanado,
  mensajeDicomSinImagen,
  type PixelesDicom,
  problemaDeTamanoDicom,
  queEsDicomSinImagen,
} from './dicom';
export {
  dni,
  esDniValido,
  letraDeControl,
  letraDeControlDelCuerpo,
  nie,
  normalizarDni,
} from './dni';
export {
  EDAD_SIN_DOCUMENTO,
  edadEn,
  esDniEstricto,
  esDocumentoBuscable,
  esNieValido,
  esPasaporteValido,
  MENSAJES_DOCUMENTO,
  NOMBRES_DE_DOCUMENTO,
  normalizarDocumento,
  problemaDeDocumento,
  puedeIrSinDocumento,
  TIPOS_DE_DOCUMENTO,
  type TipoDeDocumento,
  tipoDeDniONie,
} from './documento';
export { claveDeEmail, esEmailValido, mismoEmail, normalizarEmail } from './email';
export {
  HORARIO_DE_LA_CLINICA,
  type Horario,
  horaDe,
  huecosDelDia,
  MINUTOS_POR_HUECO,
  minutosDe,
} from './horario';
export {
  type AhoraEnLaClinica,
  ahoraEnLaClinica,
  type CitaAtendible,
  enSalaDeEspera,
  horaDeLlegada,
  MENSAJES_LLEGADA,
  mensajeLlegadaOtroDia,
  mensajeNoPresentadaAntes,
  porQueNoLlegada,
  porQueNoNoPresentada,
} from './llegada';
export {
  type DatosPaciente,
  documentoDeLaPeticion,
  LONGITUD_MAXIMA_NOMBRE,
  MENSAJE_EMAIL,
  MENSAJES_NOMBRE_LARGO,
  MENSAJES_PACIENTE,
  MENSAJES_TUTOR,
  type PoblacionesDe,
  revisarDireccion,
  revisarPaciente,
  revisarTutor,
  type TutorDelPaciente,
} from './pacientes';
export {
  esCodigoPostalDe,
  PROVINCIAS,
  porNombre,
  provinciaPorCodigo,
  provinciaPorNombre,
  provinciasPorNombre,
} from './provincias';
export {
  type CambioDeCita,
  cambioDeCita,
  MOTIVO_DEL_PACIENTE,
  MOTIVOS_DE_CANCELACION,
  type MomentoEnElRegistro,
} from './registro';
export {
  esDelPersonal,
  esRol,
  NOMBRES_DE_ROL,
  ROL,
  type RolDelPersonal,
} from './roles';
export {
  BYTES_MAXIMOS_DE_IMAGEN,
  cifra,
  LIMITES_DE_SUBIDA,
  LIMITES_MAXIMOS,
  type LimitesDeSubida,
  limitesDe,
  MAXIMO_DE_ELEMENTOS_DICOM,
  MENSAJE_DICOM_CON_DEMASIADOS_ELEMENTOS,
  MENSAJE_TIPO_NO_ADMITIDO,
  mensajeArchivoDemasiadoGrande,
  mensajeDemasiadosArchivos,
  mensajeDicomDescomprimidoDemasiadoGrande,
  mensajeImagenDemasiadoGrande,
  mensajeIncidenciaConDemasiadasImagenes,
  type OperacionConSubida,
} from './subidas';
export { esTelefonoValido, MENSAJE_TELEFONO, normalizarTelefono } from './telefono';
export { tipoLegible } from './tipo-de-cita';
