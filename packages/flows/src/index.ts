// Máquinas de cada flujo, sus tipos y sus rutas (§2.3).

// Los actores sobre @clinica/api-client: `machine.provide({ actors: actoresCrearCita(client) })`.
export * from './actores';
// Cómo se construye un asistente: tabla de pasos, navegación de la máquina y contenedor.
export {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
  type ReglasDePaso,
} from './asistente/maquina';
export { marcoDelPaso, type PropsDePaso } from './asistente/marco';
export {
  type Asistente,
  type DefinicionAsistente,
  definirAsistente,
  estadoDePrimerNivel,
  type Paso,
} from './asistente/pasos';
export {
  BASE_POR_DEFECTO,
  type PropsDeAsistente,
  useAlTerminar,
  useAsistente,
  useIntentos,
} from './asistente/useAsistente';
export {
  CambiarContrasena,
  type CambiarContrasenaProps,
} from './cambiar-contrasena/CambiarContrasena';
export {
  CAMPOS_CAMBIO_CONTRASENA,
  type CampoCambioContrasena,
  type ContextoCambiarContrasena,
  cambiarContrasenaMachine,
  type DatosCambioContrasena,
  type EntradaCambiarContrasena,
  type EventoCambiarContrasena,
  validarCambioContrasena,
} from './cambiar-contrasena/machine';
export {
  PantallaCambiarContrasena,
  TEXTOS_CAMBIAR_CONTRASENA,
} from './cambiar-contrasena/PantallaCambiarContrasena';
export { CancelarCita, type CancelarCitaProps } from './cancelar-cita/CancelarCita';
export {
  type ContextoCancelarCita,
  cancelarCitaMachine,
  type EntradaCancelarCita,
  type EventoCancelarCita,
  MENSAJE_CITA_NO_EN_CURSO,
  type SalidaCancelarCita,
} from './cancelar-cita/machine';
export { ASISTENTE_CANCELAR_CITA } from './cancelar-cita/pasos';
export { type BuscarCita, buscarCitaDelPaciente } from './cita/buscarCita';
export {
  MENSAJE_ERROR_HUECOS,
  MENSAJE_ERROR_MEDICOS,
  MENSAJE_ERROR_RADIOLOGOS,
  MENSAJE_HUECO_OCUPADO,
} from './cita/datosCita';
// Con quién es una cita (radiólogo o médico) y cómo se nombra en los pasos.
export {
  profesionalEnElContrato,
  TEXTOS_PROFESIONAL,
  type TextosDelProfesional,
  tipoDeLaCita,
} from './cita/profesional';
// Pantallas conectadas a sus máquinas, para montarlas en una aplicación.
export {
  CitasDelDia,
  type CitasDelDiaProps,
  TEXTOS_CITAS_DEL_DIA,
} from './citas-del-dia/CitasDelDia';
export {
  enlaceACitasDelDia,
  leerEnlaceCitasDelDia,
  PARAMETROS_CITAS_DEL_DIA,
} from './citas-del-dia/enlace';
export {
  ErrorDePagina,
  type ErrorDePaginaProps,
  TEXTOS_ERROR_DE_PAGINA,
} from './comun/ErrorDePagina';
export { PasoAsistente, type PasoAsistenteProps } from './comun/PasoAsistente';
export { PasoTerminado, type PasoTerminadoProps } from './comun/PasoTerminado';
export { CrearCita, type CrearCitaProps } from './crear-cita/CrearCita';
export {
  type ContextoCrearCita,
  crearCitaMachine,
  type EventoCrearCita,
  type PasoCrearCita,
} from './crear-cita/machine';
export { ASISTENTE_CREAR_CITA, type CampoCrearCita } from './crear-cita/pasos';
export { CrearPaciente, type CrearPacienteProps } from './crear-paciente/CrearPaciente';
export {
  type ContextoCrearPaciente,
  crearPacienteMachine,
  DATOS_PACIENTE_VACIOS,
  type EventoCrearPaciente,
  erroresContrasena,
  erroresInformacion,
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
  MENSAJE_ERROR_PROVINCIAS,
  type PasoCrearPaciente,
} from './crear-paciente/machine';
export { ASISTENTE_CREAR_PACIENTE, type CampoCrearPaciente } from './crear-paciente/pasos';
export {
  DetalleCita,
  type DetalleCitaProps,
  TEXTOS_DETALLE_CITA,
} from './detalle-cita/DetalleCita';
// Fallos del servidor tal como los leen las máquinas.
export {
  comoFallo,
  erroresDeCampos,
  estadoDelFallo,
  type Fallo,
  MENSAJE_INESPERADO,
  MENSAJE_SIN_CONEXION,
  mensajeDeFallo,
} from './errores';
// Una Idempotency-Key por envío (docs/decisiones.md (36)), para actores propios que crean.
export { type ConClave, cabeceraDeClave, nuevaClave, sinClave } from './idempotencia';
// Incidencias de administrativos, médicos y radiólogos.
export * from './incidencias/index';
export {
  AvisoDeCaducidad,
  type AvisoDeCaducidadProps,
  TEXTOS_AVISO_CADUCIDAD,
} from './login/AvisoDeCaducidad';
export { Login, type LoginProps } from './login/Login';
export {
  type ContextoLogin,
  type EventoLogin,
  loginMachine,
  mensajeDeFalloLogin,
  mensajeDemasiadosIntentos,
} from './login/machine';
// El área del médico: citas de hoy, calendario y diagnóstico.
export * from './medico/index';
export {
  type CargarCita,
  type CitaActual,
  cargarCitaDelPaciente,
  MENSAJE_CITA_NO_ENCONTRADA,
  MENSAJE_CITA_NO_MODIFICABLE,
} from './modificar-cita/cargarCita';
export { ModificarCita, type ModificarCitaProps } from './modificar-cita/ModificarCita';
export {
  type ContextoModificarCita,
  type EntradaModificarCita,
  type EventoModificarCita,
  modificarCitaMachine,
  type PasoModificarCita,
  type SalidaModificarCita,
} from './modificar-cita/machine';
export { ASISTENTE_MODIFICAR_CITA } from './modificar-cita/pasos';
// El área del paciente: pedir cita, mis citas, cancelar y ver una cita.
export * from './paciente/index';
// Persistencia de los asistentes en sessionStorage, sin contraseñas (docs/decisiones.md (10)).
export {
  type Almacen,
  borrarInstantanea,
  claveDeFlujo,
  crearActorPersistido,
  ETIQUETA_ENVIANDO,
  guardarInstantanea,
  instantaneaRetomable,
  leerInstantanea,
  olvidarAsistentesAjenos,
  persistir,
  sinContrasenas,
  VERSION_PERSISTENCIA,
} from './persistencia';
// El área del radiólogo: buscar cita e informe.
export * from './radiologo/index';
// Los roles (docs/decisiones.md (1)): nombre, portada y menú lateral de cada uno, para flujos y apps.
export { type DatosDelRol, esRol, inicioDelRol, ROLES } from './roles';
export type * from './tipos';
// Reglas de validación y sus mensajes (§5), para máquinas y pantallas.
export * from './validacion';
