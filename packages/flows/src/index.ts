// biome-ignore-all assist/source/organizeImports: los grupos van por flujo, en el orden en que los busca una aplicación.
// Lo que el kit ofrece a una aplicación (§2.3): de cada flujo, sus pantallas conectadas a la
// máquina y sus props, su máquina con los tipos de su entrada, sus eventos y su salida, y sus
// actores sobre @clinica/api-client (`machine.provide({ actors: actoresCrearCita(client) })`);
// después, las partes compartidas que una aplicación usa (roles, errores, fechas, asistentes
// guardados). Las piezas para escribir un asistente nuevo están en `@clinica/flows/wizard`; las
// reglas de validación, en `@clinica/api-client/reglas`.

// Iniciar sesión, y el aviso de que la sesión va a caducar.
export { AvisoDeCaducidad } from './login/AvisoDeCaducidad';
export { actoresLogin } from './login/actors';
export { Login } from './login/Login';
export { loginMachine } from './login/machine';
export type { AvisoDeCaducidadProps } from './login/AvisoDeCaducidad';
export type { LoginProps } from './login/Login';
export type { EventoLogin } from './login/machine';
export type { Sesion } from './tipos';

// ¿Has olvidado tu contraseña?
export { actoresRecuperarContrasena } from './recuperar-contrasena/actors';
export { recuperarContrasenaMachine } from './recuperar-contrasena/machine';
export { RecuperarContrasena } from './recuperar-contrasena/RecuperarContrasena';
export type { EventoRecuperarContrasena } from './recuperar-contrasena/machine';
export type { RecuperarContrasenaProps } from './recuperar-contrasena/RecuperarContrasena';

// Elige una contraseña nueva: el enlace de un mensaje de recuperación o de invitación.
export { actoresRestablecerContrasena } from './restablecer-contrasena/actors';
export { restablecerContrasenaMachine } from './restablecer-contrasena/machine';
export { RestablecerContrasena } from './restablecer-contrasena/RestablecerContrasena';
export type {
  EntradaRestablecerContrasena,
  EventoRestablecerContrasena,
} from './restablecer-contrasena/machine';
export type { RestablecerContrasenaProps } from './restablecer-contrasena/RestablecerContrasena';

// Cambiar contraseña.
export { actoresCambiarContrasena } from './cambiar-contrasena/actors';
export { CambiarContrasena } from './cambiar-contrasena/CambiarContrasena';
export { cambiarContrasenaMachine } from './cambiar-contrasena/machine';
export type { CambiarContrasenaProps } from './cambiar-contrasena/CambiarContrasena';
export type {
  EntradaCambiarContrasena,
  EventoCambiarContrasena,
} from './cambiar-contrasena/machine';

// Pacientes (el mostrador): buscarlos, con su hoja de cálculo.
export { BuscarPaciente } from './buscar-paciente/BuscarPaciente';
export { buscarPacientes } from './buscar-paciente/actors';
export { descargarPacientesCsv } from './descargas/actors';
export type { BuscarPacienteProps } from './buscar-paciente/BuscarPaciente';

// Crear paciente (con `input.correoActivo`, una invitación por correo en lugar de la contraseña).
export { actoresCrearPaciente } from './crear-paciente/actors';
export { CrearPaciente } from './crear-paciente/CrearPaciente';
export { crearPacienteMachine } from './crear-paciente/machine';
export type { CrearPacienteProps } from './crear-paciente/CrearPaciente';
export type { EntradaCrearPaciente, EventoCrearPaciente } from './crear-paciente/machine';
export type { PacienteCreado } from './tipos';

// La ficha de un paciente, para corregirla por secciones, con sus citas y sus datos en un .zip.
export { leerCitasDelPaciente } from './cita/actors';
export { descargarDatosPaciente } from './descargas/actors';
export { actoresEditarPaciente, cargarPaciente } from './editar-paciente/actors';
export { EditarPaciente } from './editar-paciente/EditarPaciente';
export { editarPacienteMachine } from './editar-paciente/machine';
export { TEXTOS_EDITAR_PACIENTE } from './editar-paciente/texts';
export type { EditarPacienteProps } from './editar-paciente/EditarPaciente';
export type { EntradaEditarPaciente, EventoEditarPaciente } from './editar-paciente/machine';

// Citas del día (el mostrador), el enlace que vuelve a la lista en su día, y la llegada.
export { CitasDelDia } from './citas-del-dia/CitasDelDia';
export { enlaceACitasDelDia, leerEnlaceCitasDelDia } from './citas-del-dia/enlace';
export { descargarCitasDelDiaCsv } from './descargas/actors';
export { marcarNoPresentada, registrarLlegada } from './llegada/actors';
export type { CitasDelDiaProps } from './citas-del-dia/CitasDelDia';

// Detalles de la cita.
export { buscarCitaDelPaciente, MENSAJE_CITA_NO_ENCONTRADA } from './cita/buscarCita';
export { DetalleCita } from './detalle-cita/DetalleCita';
export { TEXTOS_DETALLE_CITA } from './detalle-cita/texts';
export type { DetalleCitaProps } from './detalle-cita/DetalleCita';

// Crear cita (con `input.dni` o `input.idPaciente`, con el paciente ya elegido).
export { actoresCrearCita } from './crear-cita/actors';
export { CrearCita } from './crear-cita/CrearCita';
export { crearCitaMachine } from './crear-cita/machine';
export type { CrearCitaProps } from './crear-cita/CrearCita';
export type { EventoCrearCita } from './crear-cita/machine';

// Modificar cita.
export { actoresModificarCita } from './modificar-cita/actors';
export { cargarCitaDelPaciente } from './modificar-cita/cargarCita';
export { ModificarCita } from './modificar-cita/ModificarCita';
export { modificarCitaMachine } from './modificar-cita/machine';
export type { ModificarCitaProps } from './modificar-cita/ModificarCita';
export type {
  EntradaModificarCita,
  EventoModificarCita,
  SalidaModificarCita,
} from './modificar-cita/machine';

// Cancelar cita: la del mostrador (con su motivo) y la del paciente.
export { actoresCancelarCita } from './cancelar-cita/actors';
export { CancelarCita } from './cancelar-cita/CancelarCita';
export { CancelarCitaPaciente, CitaCanceladaPaciente } from './cancelar-cita/CancelarCitaPaciente';
export { cancelarCitaMachine } from './cancelar-cita/machine';
export type { CancelarCitaProps } from './cancelar-cita/CancelarCita';
export type { CancelarCitaPacienteProps } from './cancelar-cita/CancelarCitaPaciente';
export type {
  EntradaCancelarCita,
  EventoCancelarCita,
  SalidaCancelarCita,
} from './cancelar-cita/machine';

// El paciente: su próxima cita, sus citas y sus datos, los detalles de una cita (la programada,
// con 'Añadir al calendario'; la cumplida, con su resultado) y quién ha visto su historia.
export { DetalleCitaPaciente } from './detalle-cita/DetalleCitaPaciente';
export { descargarMisDatos } from './descargas/actors';
export { HistoriaAccesos } from './historia-accesos/HistoriaAccesos';
export { MisCitas } from './mis-citas/MisCitas';
export { descargarCalendarioDeCita } from './pedir-cita/calendario';
export { DetalleCitaProgramada } from './proxima-cita/DetalleCitaProgramada';
export { proximaCita, rutaDeCancelar, rutaDeDetalles } from './proxima-cita/proxima';
export { TuProximaCita } from './proxima-cita/TuProximaCita';
export type {
  DetalleCitaPacienteProps,
  ResultadoDeCita,
} from './detalle-cita/DetalleCitaPaciente';
export type { HistoriaAccesosProps } from './historia-accesos/HistoriaAccesos';
export type { MisCitasProps } from './mis-citas/MisCitas';
export type { DetalleCitaProgramadaProps } from './proxima-cita/DetalleCitaProgramada';
export type { TuProximaCitaProps } from './proxima-cita/TuProximaCita';

// Pedir cita (el paciente).
export { actoresPedirCita } from './pedir-cita/actors';
export { pedirCitaMachine } from './pedir-cita/machine';
export { PedirCita } from './pedir-cita/PedirCita';
export type { CitaPedida, EventoPedirCita } from './pedir-cita/machine';
export type { PedirCitaProps } from './pedir-cita/PedirCita';

// Recordatorios por correo (el paciente).
export { actoresRecordatorios } from './recordatorios/actors';
export { recordatoriosMachine } from './recordatorios/machine';
export { Recordatorios } from './recordatorios/Recordatorios';
export type { EntradaRecordatorios, EventoRecordatorios } from './recordatorios/machine';
export type { RecordatoriosProps } from './recordatorios/Recordatorios';

// Las citas del radiólogo, y buscar una por su número.
export { actoresBuscarCita } from './buscar-cita/actors';
export { BuscarCitaPorNumero } from './buscar-cita/BuscarCita';
export { buscarCitaMachine } from './buscar-cita/machine';
export { cargarCitasDelRadiologo } from './citas-del-radiologo/actors';
export { CitasDelRadiologo } from './citas-del-radiologo/CitasDelRadiologo';
export type { BuscarCitaPorNumeroProps } from './buscar-cita/BuscarCita';
export type { EntradaBuscarCita, EventoBuscarCita } from './buscar-cita/machine';
export type { CitasDelRadiologoProps } from './citas-del-radiologo/CitasDelRadiologo';

// Crear informe de la cita (el radiólogo), el informe creado y el enlace que lleva a él.
export { actoresInforme } from './informe/actors';
export { CrearInforme, CrearInformeCargando } from './informe/CrearInforme';
export { informeDelEnlace } from './informe/enlace';
export { InformeCreado } from './informe/InformeCreado';
export { InformeFuturo } from './informe/InformeFuturo';
export { informeMachine } from './informe/machine';
export { TEXTOS_ENLACE_AL_INFORME, TEXTOS_INFORME } from './informe/texts';
export type { CrearInformeProps } from './informe/CrearInforme';
export type { InformeCreadoProps } from './informe/InformeCreado';
export type { InformeFuturoProps } from './informe/InformeFuturo';
export type { CitaAInformar, EventoInforme } from './informe/machine';

// Las imágenes de una prueba (PNG, JPEG, WebP y DICOM): miniatura y vista previa con su visor.
export { MiniaturaDeImagen, VistaPreviaDeImagen } from './dicom/VistaPreviaDeImagen';
export type {
  MiniaturaDeImagenProps,
  VistaPreviaDeImagenProps,
} from './dicom/VistaPreviaDeImagen';

// Las citas de hoy del médico y su calendario.
export { CitasDeHoy } from './citas-de-hoy/CitasDeHoy';
export { PanelCalendario } from './citas-de-hoy/PanelCalendario';
export { TEXTOS_MEDICO } from './citas-de-hoy/texts';
export type { CitasDeHoyProps } from './citas-de-hoy/CitasDeHoy';
export type { PanelCalendarioProps } from './citas-de-hoy/PanelCalendario';

// Diagnóstico de la cita (el médico), y el PDF clínico de un diagnóstico o un informe.
export { guardarDiagnostico } from './diagnostico/actors';
export { DiagnosticoDeLaCita } from './diagnostico/DiagnosticoDeLaCita';
export { diagnosticoMachine } from './diagnostico/machine';
export { crearPdfClinico, descargarPdf } from './pdf/pdfClinico';
export type { DiagnosticoDeLaCitaProps } from './diagnostico/DiagnosticoDeLaCita';
export type {
  EntradaDiagnostico,
  EntradaGuardarDiagnostico,
  EventoDiagnostico,
} from './diagnostico/machine';
export type { DatosPdfClinico } from './pdf/pdfClinico';

// Incidencias del personal: las suyas (y eliminarlas), crear una y modificarla.
export {
  actoresCrearIncidencia,
  actoresEditarIncidencia,
  actoresEliminarIncidencia,
  cargarMisIncidencias,
  descargarImagenIncidencia,
} from './incidencias/actors';
export { CrearIncidencia } from './incidencias/crear/CrearIncidencia';
export { crearIncidenciaMachine } from './incidencias/crear/machine';
export { EditarIncidencia } from './incidencias/editar/EditarIncidencia';
export { editarIncidenciaMachine } from './incidencias/editar/machine';
export { eliminarIncidenciaMachine } from './incidencias/eliminar/machine';
export { MisIncidencias } from './incidencias/mis-incidencias/MisIncidencias';
export { destinosDeIncidencias } from './incidencias/steps';
export type { CrearIncidenciaProps } from './incidencias/crear/CrearIncidencia';
export type {
  EntradaCrearIncidencia,
  EventoCrearIncidencia,
  SalidaCrearIncidencia,
} from './incidencias/crear/machine';
export type { EditarIncidenciaProps } from './incidencias/editar/EditarIncidencia';
export type { EventoEditarIncidencia, SalidaEditarIncidencia } from './incidencias/editar/machine';
export type { EventoEliminarIncidencia } from './incidencias/eliminar/machine';
export type { MisIncidenciasProps } from './incidencias/mis-incidencias/MisIncidencias';
export type { DestinosDeIncidencias, RolConIncidencias } from './incidencias/steps';

// Personal (el responsable): la lista y sus acciones, dar de alta y la ficha del empleado.
export { AltaEmpleado } from './alta-empleado/AltaEmpleado';
export { actoresAltaEmpleado } from './alta-empleado/actors';
export { altaEmpleadoMachine } from './alta-empleado/machine';
export { actoresFichaEmpleado } from './ficha-empleado/actors';
export { FichaEmpleado } from './ficha-empleado/FichaEmpleado';
export { fichaEmpleadoMachine } from './ficha-empleado/machine';
export { actoresAccionesPersonal, cargarEmpleado, cargarPersonal } from './personal/actors';
export { accionesPersonalMachine } from './personal/machine';
export { Personal } from './personal/Personal';
export type { AltaEmpleadoProps } from './alta-empleado/AltaEmpleado';
export type { EntradaAltaEmpleado, EventoAltaEmpleado } from './alta-empleado/machine';
export type { FichaEmpleadoProps } from './ficha-empleado/FichaEmpleado';
export type { EntradaFichaEmpleado, EventoFichaEmpleado } from './ficha-empleado/machine';
export type { EventoAccionesPersonal } from './personal/machine';
export type { PersonalProps } from './personal/Personal';

// Agenda (el responsable, docs/decisiones.md (49)): la clínica, su horario, el de cada
// profesional y los cierres; `maquinasDeAgenda(client)` da a la página sus máquinas con actores.
export { Agenda } from './agenda/Agenda';
export { actoresAgenda, cargarAgenda, maquinasDeAgenda } from './agenda/actors';
export {
  datosClinicaMachine,
  horarioClinicaMachine,
  horarioProfesionalMachine,
  nuevoCierreMachine,
  quitarCierreMachine,
} from './agenda/machine';
export type { AgendaProps } from './agenda/Agenda';

// Registro de actividad (el responsable), con su hoja de cálculo.
export { cargarRegistroDeActividad } from './agenda/actors';
export { descargarRegistroCsv } from './descargas/actors';
export { RegistroDeActividad } from './registro-actividad/RegistroDeActividad';
export type {
  CitaDelRegistro,
  RegistroDeActividadProps,
} from './registro-actividad/RegistroDeActividad';

// Copias de seguridad (el responsable).
export { cargarEstadoDeLasCopias, hacerCopiaDeSeguridad } from './copias-de-seguridad/actors';
export { CopiasDeSeguridad } from './copias-de-seguridad/CopiasDeSeguridad';
export type { CopiasDeSeguridadProps } from './copias-de-seguridad/CopiasDeSeguridad';

// Los roles (docs/decisiones.md (1)): nombre, portada y menú lateral de cada uno.
export { inicioDelRol, ROLES } from './roles/roles';
export type { DatosDelRol } from './roles/roles';

// El nombre de la clínica en las pantallas que la nombran (títulos del documento, inicio de sesión).
export {
  NOMBRE_POR_DEFECTO,
  NombreDeLaClinicaProvider,
  useNombreDeLaClinica,
} from './foco/nombreDeLaClinica';

// Cuando algo falla: la página de error, el fallo al cargar y el mensaje de un fallo del servidor.
export { ErrorDePagina } from './error-de-pagina/ErrorDePagina';
export { TEXTOS_ERROR_DE_PAGINA } from './error-de-pagina/texts';
export { FalloAlCargar } from './errores/FalloAlCargar';
export { mensajeDeFallo } from './errores/fallos';
export type { ErrorDePaginaProps } from './error-de-pagina/ErrorDePagina';
export type { FalloAlCargarProps } from './errores/FalloAlCargar';

// El día de la clínica (Europe/Madrid) y una fecha AAAA-MM-DD leída de una dirección.
export { esFechaValida, hoyEnLaClinica } from './validacion/fecha';

// Los asistentes guardados en sessionStorage (docs/decisiones.md (10)): la clave de cada uno, y
// olvidarlos al acabar o al cambiar de usuario.
export { borrarInstantanea, claveDeFlujo, olvidarAsistentesAjenos } from './wizard/persistencia';
