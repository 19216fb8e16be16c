/**
 * MSW handlers for every operation of the contract, backed by the mock database: one module per
 * tag of `openapi.yaml`, as the server's `apps/api/src/handlers/`. Each entry of `handlers` is a
 * factory: `.default()` (stateful), `.respond(body)`, `.error(status?)`, `.pending()`,
 * `.networkError()`. `allHandlers()` gives the default handler of every operation.
 */
import type { HttpHandler } from 'msw';
import type { OperationId } from '../../types';
import * as agenda from './agenda';
import * as auditoria from './auditoria';
import * as citas from './citas';
import * as copias from './copias';
import * as correo from './correo';
import * as datosDelPaciente from './datos-del-paciente';
import * as diagnosticos from './diagnosticos';
import * as historiales from './historiales';
import * as imagenes from './imagenes';
import * as incidencias from './incidencias';
import * as informes from './informes';
import * as personal from './personal';
import * as provincias from './provincias';
import * as sesion from './sesion';
import * as usuarios from './usuarios';

export { MOCK_ENLACE, MOCK_ENLACE_CADUCADO } from './correo';
export { tipoPorContenido } from './subidas';

/** One factory per operation of the contract, keyed by operationId. */
export const handlers = {
  salud: sesion.salud,
  iniciarSesion: sesion.iniciarSesion,
  cerrarSesion: sesion.cerrarSesion,
  usuarioActual: sesion.usuarioActualOp,
  cambiarContrasena: sesion.cambiarContrasena,
  comprobarContrasena: sesion.comprobarContrasena,
  recuperarContrasena: correo.recuperarContrasena,
  restablecerContrasena: correo.restablecerContrasena,
  comprobarEnlace: correo.comprobarEnlace,
  cambiarRecordatorios: correo.cambiarRecordatorios,
  datosClinica: sesion.datosClinica,
  mostrarCitasDelPaciente: citas.mostrarCitasDelPaciente,
  cancelarCita: citas.cancelarCita,
  calendarioDeCita: citas.calendarioDeCita,
  comprobarNumCita: citas.comprobarNumCita,
  cumplirCita: citas.cumplirCita,
  registrarLlegada: citas.registrarLlegada,
  marcarNoPresentada: citas.marcarNoPresentada,
  mostrarCitasDelDia: citas.mostrarCitasDelDia,
  proximoDiaConCitas: citas.proximoDiaConCitas,
  antelacionCancelacion: citas.antelacionCancelacion,
  actualizarCita: citas.actualizarCita,
  mostrarCitasMedico: citas.mostrarCitasMedico,
  mostrarCitasRadiologo: citas.mostrarCitasRadiologo,
  mostrarCitasPorFechaMedico: citas.mostrarCitasPorFechaMedico,
  diasConCitasMedico: citas.diasConCitasMedico,
  guardarCita: citas.guardarCita,
  huecosLibres: citas.huecosLibres,
  pedirCita: citas.pedirCita,
  buscarPorDni: usuarios.buscarPorDni,
  buscarPacientes: usuarios.buscarPacientes,
  actualizarPaciente: usuarios.actualizarPaciente,
  mostrarPaciente: usuarios.mostrarPaciente,
  exportarMisDatos: datosDelPaciente.exportarMisDatos,
  exportarDatosPaciente: datosDelPaciente.exportarDatosPaciente,
  mostrarRadiologos: usuarios.mostrarRadiologos,
  mostrarMedicos: usuarios.mostrarMedicos,
  crearUsuarioPaciente: usuarios.crearUsuarioPaciente,
  mostrarHistorial: historiales.mostrarHistorial,
  mostrarDiagnosticoDelPaciente: diagnosticos.mostrarDiagnosticoDelPaciente,
  guardarDiagnostico: diagnosticos.guardarDiagnostico,
  actualizarDiagnostico: diagnosticos.actualizarDiagnostico,
  mostrarInformeDelPaciente: informes.mostrarInformeDelPaciente,
  guardarInforme: informes.guardarInforme,
  guardarInformeCompleto: informes.guardarInformeCompleto,
  mostrarImagenesDelPaciente: imagenes.mostrarImagenesDelPaciente,
  guardarImagen: imagenes.guardarImagen,
  borrarImagen: imagenes.borrarImagen,
  descargarImagen: imagenes.descargarImagen,
  mostrarIncidenciasEmpleado: incidencias.mostrarIncidenciasEmpleado,
  guardarIncidencia: incidencias.guardarIncidencia,
  actualizarIncidencia: incidencias.actualizarIncidencia,
  buscarIncidencia: incidencias.buscarIncidencia,
  borrarIncidencia: incidencias.borrarIncidencia,
  guardarImagenesIncidencia: incidencias.guardarImagenesIncidencia,
  actualizarImagenesIncidencia: incidencias.actualizarImagenesIncidencia,
  obtenerImagenesPorIdIncidencia: incidencias.obtenerImagenesPorIdIncidencia,
  descargarImagenIncidencia: incidencias.descargarImagenIncidencia,
  mostrarProvincias: provincias.mostrarProvincias,
  mostrarPoblaciones: provincias.mostrarPoblaciones,
  historiaAccesos: auditoria.historiaAccesos,
  mostrarPersonal: personal.mostrarPersonal,
  crearEmpleado: personal.crearEmpleado,
  actualizarEmpleado: personal.actualizarEmpleado,
  darDeBaja: personal.darDeBaja,
  darDeAlta: personal.darDeAlta,
  desbloquear: personal.desbloquear,
  mostrarAgenda: agenda.mostrarAgenda,
  actualizarClinica: agenda.actualizarClinica,
  actualizarHorarioProfesional: agenda.actualizarHorarioProfesional,
  crearCierre: agenda.crearCierre,
  borrarCierre: agenda.borrarCierre,
  diasCerrados: agenda.diasCerrados,
  registroDeActividad: agenda.registroDeActividad,
  estadoDeLasCopias: copias.estadoDeLasCopias,
  hacerCopiaDeSeguridad: copias.hacerCopiaDeSeguridad,
} as const;

/** Fails the type check when an operation of the contract has no mock (or a mock no operation). */
type Exhaustive<T extends never> = T;
export type _EveryOperationMocked = Exhaustive<
  Exclude<OperationId, keyof typeof handlers> | Exclude<keyof typeof handlers, OperationId>
>;

/** The stateful default handler of every operation (for `setupServer` / `setupWorker`). */
export function allHandlers(): HttpHandler[] {
  return Object.values(handlers).map((operation) => operation.default());
}
