// Máquinas de cada flujo, sus tipos y sus rutas (§2.3).

// Los actores sobre @clinica/api-client: `machine.provide({ actors: actoresCrearCita(client) })`.
export * from './actores';
export { CancelarCita, type CancelarCitaProps } from './cancelar-cita/CancelarCita';
export {
  type ContextoCancelarCita,
  cancelarCitaMachine,
  type EntradaCancelarCita,
  type EventoCancelarCita,
  MENSAJE_CITA_NO_EN_CURSO,
  type SalidaCancelarCita,
} from './cancelar-cita/machine';
export {
  pasoDeRutaCancelarCita,
  RUTAS_CANCELAR_CITA,
  rutaDelPasoCancelarCita,
} from './cancelar-cita/rutas';
export {
  MENSAJE_ERROR_HUECOS,
  MENSAJE_ERROR_RADIOLOGOS,
  MENSAJE_HUECO_OCUPADO,
} from './cita/datosCita';
// Pantallas conectadas a sus máquinas, para montarlas en una aplicación.
export {
  CitasDelDia,
  type CitasDelDiaProps,
  TEXTOS_CITAS_DEL_DIA,
} from './citas-del-dia/CitasDelDia';
export type { PropsDeAsistente } from './comun/useAsistente';
export { CrearCita, type CrearCitaProps } from './crear-cita/CrearCita';
export {
  type ContextoCrearCita,
  crearCitaMachine,
  type EventoCrearCita,
  type PasoCrearCita,
} from './crear-cita/machine';
export { pasoDeRutaCrearCita, RUTAS_CREAR_CITA, rutaDelPasoCrearCita } from './crear-cita/rutas';
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
export {
  pasoDeRutaCrearPaciente,
  RUTAS_CREAR_PACIENTE,
  rutaDelPasoCrearPaciente,
} from './crear-paciente/rutas';
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
export { Login, type LoginProps } from './login/Login';
export {
  type ContextoLogin,
  type EventoLogin,
  loginMachine,
  mensajeDeFalloLogin,
  mensajeDemasiadosIntentos,
} from './login/machine';
export {
  type CargarCita,
  type CitaActual,
  cargarCitaDelPaciente,
  MENSAJE_CITA_NO_ENCONTRADA,
  MENSAJE_CITA_NO_MODIFICABLE,
  MENSAJE_CITA_SIN_RADIOLOGO,
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
export {
  pasoDeRutaModificarCita,
  RUTAS_MODIFICAR_CITA,
  rutaDelPasoModificarCita,
} from './modificar-cita/rutas';
// Persistencia de los asistentes en sessionStorage, sin contraseñas (DECISIONS #10).
export {
  type Almacen,
  borrarInstantanea,
  claveDeFlujo,
  crearActorPersistido,
  ETIQUETA_ENVIANDO,
  guardarInstantanea,
  leerInstantanea,
  sinContrasenas,
  VERSION_PERSISTENCIA,
} from './persistencia';
// Los roles (DECISIONS #1): nombre, portada y menú lateral de cada uno, para flujos y apps.
export { type DatosDelRol, esRol, inicioDelRol, ROLES } from './roles';
export { estadoDePrimerNivel } from './rutas';
export type * from './tipos';
// Reglas de validación y sus mensajes (§5), para máquinas y pantallas.
export * from './validacion';
