// Lo que el kit ofrece a una aplicación, por carpeta (§2.3): de cada flujo, su máquina y sus tipos,
// sus actores sobre @clinica/api-client (`machine.provide({ actors: actoresCrearCita(client) })`)
// y sus pantallas conectadas a la máquina; y las partes compartidas (wizard/, errores/, dicom/…).

// 'Agenda' (docs/decisiones.md (49)): la clínica, su horario, el de cada profesional y los cierres.
export { Agenda, type AgendaProps, type MaquinasAgenda } from './agenda/Agenda';
export * from './agenda/actors';
export { Cierres, FormularioNuevoCierre } from './agenda/Cierres';
export * from './agenda/datos';
export { FormularioDatosClinica } from './agenda/FormularioDatosClinica';
export { FormularioHorarioClinica } from './agenda/FormularioHorarioClinica';
export * from './agenda/machine';
export {
  FormularioHorarioProfesional,
  horarioLegible,
  Profesionales,
} from './agenda/Profesionales';
export { RechazoConCitas } from './agenda/RechazoConCitas';
export { SemanaEditable, type SemanaEditableProps } from './agenda/SemanaEditable';
export { TEXTOS_AGENDA, TEXTOS_REGISTRO } from './agenda/texts';
export { AltaEmpleado, type AltaEmpleadoProps } from './alta-empleado/AltaEmpleado';
// 'Dar de alta a un empleado' (docs/decisiones.md (46)): el asistente del responsable.
export * from './alta-empleado/actors';
export {
  altaEmpleadoMachine,
  type ContextoAltaEmpleado,
  DATOS_ALTA_VACIOS,
  type DatosAlta,
  type EntradaAltaEmpleado,
  type EventoAltaEmpleado,
  type PasoAltaEmpleado,
} from './alta-empleado/machine';
export { ASISTENTE_ALTA_EMPLEADO } from './alta-empleado/steps';
export { actoresBuscarCita, comprobarNumCita } from './buscar-cita/actors';
export {
  BuscarCitaPorNumero,
  type BuscarCitaPorNumeroProps,
  ID_NUM_CITA,
  PantallaBuscarCita,
  type PantallaBuscarCitaProps,
} from './buscar-cita/BuscarCita';
export {
  buscarCitaMachine,
  type ContextoBuscarCita,
  type EntradaBuscarCita,
  type EventoBuscarCita,
  esInformeSuyo,
  mensajeDeFalloAlBuscar,
  motivoParaNoAbrir,
  motivoParaNoInformar,
} from './buscar-cita/machine';
export { TEXTOS_BUSCAR_CITA } from './buscar-cita/texts';
export * from './buscar-paciente/actors';
export {
  BuscarPaciente,
  type BuscarPacienteProps,
  validarBusquedaDePacientes,
} from './buscar-paciente/BuscarPaciente';
export { TEXTOS_BUSCAR_PACIENTE } from './buscar-paciente/texts';
export * from './cambiar-contrasena/actors';
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
export * from './cancelar-cita/actors';
export { dentroDelAviso, HORAS_DE_ANTELACION, horasHasta } from './cancelar-cita/antelacion';
export { CancelarCita, type CancelarCitaProps } from './cancelar-cita/CancelarCita';
export {
  CancelarCitaPaciente,
  type CancelarCitaPacienteProps,
  CitaCanceladaPaciente,
  TEXTOS_CANCELAR_CITA_PACIENTE,
} from './cancelar-cita/CancelarCitaPaciente';
export {
  type ContextoCancelarCita,
  cancelarCitaMachine,
  type EntradaCancelarCita,
  type EventoCancelarCita,
  MENSAJE_CITA_NO_EN_CURSO,
  type SalidaCancelarCita,
} from './cancelar-cita/machine';
export { ASISTENTE_CANCELAR_CITA } from './cancelar-cita/steps';
export * from './cita/actors';
export { type BuscarCita, buscarCitaDelPaciente } from './cita/buscarCita';
export {
  CitasAfectadas,
  type CitasAfectadasProps,
  TEXTOS_CITAS_AFECTADAS,
} from './cita/CitasAfectadas';
// Los tipos de cita del mostrador, y el aviso de otra cita el mismo día con el mismo profesional.
export { avisoDeCitaRepetida, horasDeCitasRepetidas } from './cita/citaRepetida';
export {
  citaAsignada,
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
export { NOMBRES_TIPO_CITA, profesionalDelTipo, TIPOS_CITA_MOSTRADOR } from './cita/tiposDeCita';
export { CitasDeHoy, type CitasDeHoyProps } from './citas-de-hoy/CitasDeHoy';
export { PanelCalendario, type PanelCalendarioProps } from './citas-de-hoy/PanelCalendario';
export { diaConNombre, horaMasUna, TEXTOS_MEDICO } from './citas-de-hoy/texts';
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
export { cargarCitasDelRadiologo, DIAS_DE_CITAS_DEL_RADIOLOGO } from './citas-del-radiologo/actors';
export {
  CitasDelRadiologo,
  type CitasDelRadiologoProps,
  citasPorDia,
  TEXTOS_CITAS_DEL_RADIOLOGO,
} from './citas-del-radiologo/CitasDelRadiologo';
export * from './copias-de-seguridad/actors';
export {
  CopiasDeSeguridad,
  type CopiasDeSeguridadProps,
  tamanoLegible,
} from './copias-de-seguridad/CopiasDeSeguridad';
export { TEXTOS_COPIAS } from './copias-de-seguridad/texts';
export * from './crear-cita/actors';
export { CrearCita, type CrearCitaProps } from './crear-cita/CrearCita';
export {
  type ContextoCrearCita,
  crearCitaMachine,
  type EventoCrearCita,
  type PasoCrearCita,
} from './crear-cita/machine';
export { ASISTENTE_CREAR_CITA, type CampoCrearCita } from './crear-cita/steps';
export * from './crear-paciente/actors';
export {
  CamposPaciente,
  type CamposPacienteProps,
} from './crear-paciente/CamposPaciente';
export { CrearPaciente, type CrearPacienteProps } from './crear-paciente/CrearPaciente';
export {
  type ContextoCrearPaciente,
  crearPacienteMachine,
  DATOS_PACIENTE_VACIOS,
  type EntradaCrearPaciente,
  type EventoCrearPaciente,
  erroresContrasena,
  erroresInformacion,
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
  MENSAJE_ERROR_PROVINCIAS,
  type PasoCrearPaciente,
} from './crear-paciente/machine';
export { ASISTENTE_CREAR_PACIENTE, type CampoCrearPaciente } from './crear-paciente/steps';
// Las descargas: los datos del paciente en un .zip y las listas como hojas de cálculo (CSV).
export {
  descargarCitasDelDiaCsv,
  descargarDatosPaciente,
  descargarMisDatos,
  descargarPacientesCsv,
  descargarRegistroCsv,
  type GuardarArchivo,
} from './descargas/actors';
export { BotonDescargar, type BotonDescargarProps } from './descargas/BotonDescargar';
export { guardarArchivo } from './descargas/guardarArchivo';
export { TEXTOS_DESCARGAS } from './descargas/texts';
export {
  DetalleCita,
  type DetalleCitaProps,
  TEXTOS_DETALLE_CITA,
} from './detalle-cita/DetalleCita';
export {
  DetalleCitaPaciente,
  type DetalleCitaPacienteProps,
  fechaConGuiones,
  type ResultadoDeCita,
  TEXTOS_DETALLE_CITA_PACIENTE,
} from './detalle-cita/DetalleCitaPaciente';
export { guardarDiagnostico } from './diagnostico/actors';
export {
  DiagnosticoDeLaCita,
  type DiagnosticoDeLaCitaProps,
  TEXTOS_HISTORIAL,
} from './diagnostico/DiagnosticoDeLaCita';
export {
  type ContextoDiagnostico,
  diagnosticoMachine,
  type EntradaDiagnostico,
  type EntradaGuardarDiagnostico,
  type EventoDiagnostico,
  hayCambiosSinGuardar,
  TEXTOS_DIAGNOSTICO,
} from './diagnostico/machine';
// Las imágenes de las pruebas (miniatura y vista previa, DICOM incluido), para el radiólogo y el paciente.
export * from './dicom';
export * from './editar-paciente/actors';
export * from './editar-paciente/datos';
export { EditarPaciente, type EditarPacienteProps } from './editar-paciente/EditarPaciente';
export * from './editar-paciente/machine';
export {
  type CitasDeLaFicha,
  PantallaEditarPaciente,
  type PantallaEditarPacienteProps,
} from './editar-paciente/PantallaEditarPaciente';
export * from './editar-paciente/texts';
export {
  ErrorDePagina,
  type ErrorDePaginaProps,
  TEXTOS_ERROR_DE_PAGINA,
} from './error-de-pagina/ErrorDePagina';
export { FalloAlCargar, type FalloAlCargarProps } from './errores/FalloAlCargar';
// Fallos del servidor tal como los leen las máquinas.
export {
  comoFallo,
  erroresDeCampos,
  estadoDelFallo,
  type Fallo,
  MENSAJE_INESPERADO,
  MENSAJE_SIN_CONEXION,
  mensajeDeFallo,
} from './errores/fallos';
// Los días que un calendario de citas no deja elegir: fines de semana y los cerrados del servidor.
export { diasNoDisponibles, fechaLarga } from './fechas/fechas';
export { horarioDeApertura } from './fechas/horario';
export { actoresFichaEmpleado } from './ficha-empleado/actors';
export { FichaEmpleado, type FichaEmpleadoProps } from './ficha-empleado/FichaEmpleado';
export * from './ficha-empleado/machine';
export {
  PantallaFichaEmpleado,
  type PantallaFichaEmpleadoProps,
} from './ficha-empleado/PantallaFichaEmpleado';
// El nombre de la clínica en las pantallas que la nombran (títulos del documento, inicio de sesión).
export {
  NOMBRE_POR_DEFECTO,
  NombreDeLaClinicaProvider,
  useNombreDeLaClinica,
} from './foco/nombreDeLaClinica';
export {
  HistoriaAccesos,
  type HistoriaAccesosProps,
  momentoLegible,
  TEXTOS_HISTORIA_ACCESOS,
} from './historia-accesos/HistoriaAccesos';
// Incidencias de administrativos, médicos y radiólogos.
export * from './incidencias';
export { actoresInforme, guardarInformeCompleto } from './informe/actors';
export {
  CrearInforme,
  type CrearInformeProps,
  ID_IMAGENES,
  ID_TEXTO,
  PantallaCrearInforme,
  type PantallaCrearInformeProps,
  TIPOS_DE_IMAGEN,
} from './informe/CrearInforme';
export {
  type CitaDelServidor,
  type EnlaceAlInforme,
  type InformeDelEnlace,
  informeDelEnlace,
  TEXTOS_ENLACE_AL_INFORME,
} from './informe/enlace';
export { InformeCreado, type InformeCreadoProps } from './informe/InformeCreado';
export { InformeFuturo, type InformeFuturoProps } from './informe/InformeFuturo';
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
} from './informe/machine';
export { lineasDeNotas, rehacerTexto, textoDeNotas, textoPropio } from './informe/textoDelInforme';
export { TEXTOS_INFORME } from './informe/texts';
// Invitar a una cuenta nueva por correo o escribir su contraseña (docs/decisiones.md (50)).
export {
  type AccesoInicial,
  accesoInicial,
  type ContextoDeAcceso,
  conInvitacion,
} from './invitacion/acceso';
export {
  EleccionDeAcceso,
  type EleccionDeAccesoProps,
  TEXTOS_ACCESO,
} from './invitacion/EleccionDeAcceso';
export { marcarNoPresentada, registrarLlegada } from './llegada/actors';
export {
  EstadoDeLaCita,
  type EstadoDeLaCitaProps,
  estadoLegible,
  textoDeLlegada,
  type VistaDeLaLlegada,
} from './llegada/Llegada';
export { TEXTOS_LLEGADA } from './llegada/texts';
export {
  AvisoDeCaducidad,
  type AvisoDeCaducidadProps,
  TEXTOS_AVISO_CADUCIDAD,
} from './login/AvisoDeCaducidad';
export * from './login/actors';
export { Login, type LoginProps } from './login/Login';
export {
  type ContextoLogin,
  type EventoLogin,
  loginMachine,
  mensajeDeFalloLogin,
  mensajeDemasiadosIntentos,
} from './login/machine';
export {
  type ContactoClinica,
  MisCitas,
  type MisCitasProps,
  TEXTOS_MIS_CITAS,
} from './mis-citas/MisCitas';
export * from './modificar-cita/actors';
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
export { ASISTENTE_MODIFICAR_CITA } from './modificar-cita/steps';
// El PDF clínico de un diagnóstico o un informe.
export {
  CLINICA_POR_DEFECTO,
  crearPdfClinico,
  type DatosPdfClinico,
  descargarPdf,
  type FilaPdf,
  nombreDeArchivoPdf,
} from './pdf/pdfClinico';
export {
  actoresPedirCita,
  cargarHuecosCercanos,
  cargarMedicos,
  pedirCita,
} from './pedir-cita/actors';
export {
  archivoDeCalendario,
  descargarCalendarioDeCita,
  telefonoLegible,
} from './pedir-cita/calendario';
export { type HorarioDeLaClinica, horasDeseables } from './pedir-cita/horas';
export {
  buscarHuecosCercanos,
  claveDeHueco,
  diasAPreguntar,
  type Hueco,
  huecosCercanos,
} from './pedir-cita/huecosCercanos';
export {
  type CitaPedida,
  type ContextoPedirCita,
  DATOS_PEDIR_CITA_VACIOS,
  type DatosPedirCita,
  type DeseoDeCita,
  type EventoPedirCita,
  type PasoPedirCita,
  pedirCitaMachine,
} from './pedir-cita/machine';
export { PedirCita, type PedirCitaProps } from './pedir-cita/PedirCita';
export { ASISTENTE_PEDIR_CITA } from './pedir-cita/steps';
export { TEXTOS_PEDIR_CITA } from './pedir-cita/texts';
// 'Personal' (docs/decisiones.md (46)): la lista del responsable, sus acciones y la ficha.
export * from './personal/actors';
export * from './personal/datos';
export * from './personal/machine';
export { type EnlacesDeCita, Personal, type PersonalProps } from './personal/Personal';
export { TEXTOS_FICHA_EMPLEADO, TEXTOS_PERSONAL } from './personal/texts';
export {
  DetalleCitaProgramada,
  type DetalleCitaProgramadaProps,
} from './proxima-cita/DetalleCitaProgramada';
// La próxima cita del paciente (su inicio) y los detalles de una cita por delante.
export {
  estaProgramada,
  proximaCita,
  rutaDeCancelar,
  rutaDeDetalles,
} from './proxima-cita/proxima';
export { TuProximaCita, type TuProximaCitaProps } from './proxima-cita/TuProximaCita';
export { queTraer, TEXTOS_PROXIMA_CITA } from './proxima-cita/texts';
export * from './recordatorios/actors';
export {
  type ContextoRecordatorios,
  type EntradaRecordatorios,
  type EventoRecordatorios,
  recordatoriosMachine,
  TEXTOS_RESULTADO_RECORDATORIOS,
  textoDelResultado,
} from './recordatorios/machine';
export {
  PantallaRecordatorios,
  type PantallaRecordatoriosProps,
  TEXTOS_RECORDATORIOS,
} from './recordatorios/PantallaRecordatorios';
export { Recordatorios, type RecordatoriosProps } from './recordatorios/Recordatorios';
export * from './recuperar-contrasena/actors';
export {
  CAMPOS_RECUPERACION,
  type CampoRecuperacion,
  type ContextoRecuperarContrasena,
  type DatosRecuperacion,
  type EventoRecuperarContrasena,
  mensajeDeFalloRecuperacion,
  recuperarContrasenaMachine,
  validarRecuperacion,
} from './recuperar-contrasena/machine';
export {
  PantallaRecuperarContrasena,
  type PantallaRecuperarContrasenaProps,
  TEXTOS_RECUPERAR_CONTRASENA,
} from './recuperar-contrasena/PantallaRecuperarContrasena';
export {
  RecuperarContrasena,
  type RecuperarContrasenaProps,
} from './recuperar-contrasena/RecuperarContrasena';
export {
  RegistroDeActividad,
  type RegistroDeActividadProps,
} from './registro-actividad/RegistroDeActividad';
export * from './restablecer-contrasena/actors';
export {
  CAMPOS_RESTABLECIMIENTO,
  type CampoRestablecimiento,
  type ContextoRestablecerContrasena,
  type DatosRestablecimiento,
  type EntradaRestablecerContrasena,
  type EventoRestablecerContrasena,
  type PeticionRestablecimiento,
  rechazoDelEnlace,
  restablecerContrasenaMachine,
  validarRestablecimiento,
} from './restablecer-contrasena/machine';
export {
  PantallaRestablecerContrasena,
  type PantallaRestablecerContrasenaProps,
  TEXTOS_RESTABLECER_CONTRASENA,
} from './restablecer-contrasena/PantallaRestablecerContrasena';
export {
  RestablecerContrasena,
  type RestablecerContrasenaProps,
} from './restablecer-contrasena/RestablecerContrasena';
// Los roles (docs/decisiones.md (1)): nombre, portada y menú lateral de cada uno, para flujos y apps.
export { type DatosDelRol, esRol, inicioDelRol, ROLES } from './roles/roles';
export type * from './tipos';
// Reglas de validación y sus mensajes (§5), para máquinas y pantallas.
export * from './validacion';
// Una Idempotency-Key por envío (docs/decisiones.md (36)), para actores propios que crean.
export {
  type ConClave,
  type CuerpoConClave,
  cabeceraDeClave,
  nuevaClave,
} from './wizard/idempotencia';
// Las transiciones comunes de un asistente (Continuar, Volver, 'Cambiar', IR_A_PASO, Confirmar,
// el envío), cuyos destinos escribe cada máquina: `asistente.continuar('paso1', 'paso2', 'resumen')`.
export * as asistente from './wizard/machine';
// Cómo se construye un asistente: tabla de pasos, navegación de la máquina y contenedor.
export {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
  type ReglasDePaso,
} from './wizard/machine';
export { marcoDelPaso, type PropsDePaso } from './wizard/marco';
export { PasoAsistente, type PasoAsistenteProps } from './wizard/PasoAsistente';
export { PasoTerminado, type PasoTerminadoProps } from './wizard/PasoTerminado';
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
  type Programar,
  persistir,
  sinContrasenas,
  trasElProximoDibujo,
  VERSION_PERSISTENCIA,
} from './wizard/persistencia';
export {
  type Asistente,
  type DefinicionAsistente,
  definirAsistente,
  estadoDePrimerNivel,
  type Paso,
} from './wizard/steps';
export {
  BASE_POR_DEFECTO,
  type PropsDeAsistente,
  useAlTerminar,
  useAsistente,
  useIntentos,
} from './wizard/useAsistente';
