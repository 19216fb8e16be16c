import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];

/** Ids of the operations of the contract (`operationId`). */
export type OperationId = keyof operations;

export type Rol = Schemas['Rol'];
export type EstadoCita = Schemas['EstadoCita'];
export type EstadoIncidencia = Schemas['EstadoIncidencia'];
export type Prioridad = Schemas['Prioridad'];
export type Sexo = Schemas['Sexo'];
export type TipoCita = Schemas['TipoCita'];
export type TipoCitaPaciente = Schemas['TipoCitaPaciente'];
export type Especialidad = Schemas['Especialidad'];
export type PuestoTrabajo = Schemas['PuestoTrabajo'];
export type TipoImagen = Schemas['TipoImagen'];

export type Credenciales = Schemas['Credenciales'];
export type Sesion = Schemas['Sesion'];
export type UsuarioSesion = Schemas['UsuarioSesion'];
export type Usuario = Schemas['Usuario'];

export type Cita = Schemas['Cita'];
export type CitaListado = Schemas['CitaListado'];
export type CitaNueva = Schemas['CitaNueva'];
export type CitaNuevaRadiologia = Schemas['CitaNuevaRadiologia'];
export type CitaNuevaMedicina = Schemas['CitaNuevaMedicina'];
export type CitaActualizacion = Schemas['CitaActualizacion'];
export type PeticionCita = Schemas['PeticionCita'];
export type Huecos = Schemas['Huecos'];
export type EntradaHistorial = Schemas['EntradaHistorial'];
export type HistoriaAccesos = Schemas['HistoriaAccesos'];
export type AccesoHistoria = Schemas['AccesoHistoria'];
export type Clinica = Schemas['Clinica'];
export type ClinicaPublica = Schemas['ClinicaPublica'];
export type RestablecimientoContrasena = Schemas['RestablecimientoContrasena'];
export type ComprobacionContrasena = Schemas['ComprobacionContrasena'];
export type ProblemaContrasena = Schemas['ResultadoContrasena']['problemas'][number];
export type DiaDelMedico = Schemas['DiaDelMedico'];

export type Paciente = Schemas['Paciente'];
export type PacienteCreado = Schemas['PacienteCreado'];
export type ResultadoBusquedaDni = Schemas['ResultadoBusquedaDni'];
export type PacienteEncontrado = Schemas['ResultadoBusquedaDni']['usuarios'][number];
/** Un paciente como lo ve el mostrador (buscarPacientes, mostrarPaciente, actualizarPaciente). */
export type FichaPaciente = Schemas['FichaPaciente'];
/** DNI, NIE o pasaporte (docs/decisiones.md (52)). */
export type TipoDocumento = Schemas['TipoDocumento'];
/** El tutor de un menor de 14 años sin documento, como se envía. */
export type Tutor = Schemas['Tutor'];
/** El tutor, como lo guarda y lo da el servidor. */
export type TutorGuardado = Schemas['TutorGuardado'];
export type ListaPacientes = Schemas['ListaPacientes'];
/** Solo los campos que cambian de un paciente. */
export type PacienteActualizacion = Schemas['PacienteActualizacion'];
export type Radiologo = Schemas['ListaRadiologos']['usuarios'][number];
export type Medico = Schemas['ListaMedicos']['usuarios'][number];

export type Diagnostico = Schemas['Diagnostico'];
export type DiagnosticoNuevo = Schemas['DiagnosticoNuevo'];
export type Informe = Schemas['Informe'];
export type InformeNuevo = Schemas['InformeNuevo'];
export type InformeCompletoNuevo = Schemas['InformeCompletoNuevo'];
export type InformeCompleto = Schemas['InformeCompleto'];
export type Imagen = Schemas['Imagen'];
export type ImagenNueva = Schemas['ImagenNueva'];

export type Incidencia = Schemas['Incidencia'];
export type IncidenciaNueva = Schemas['IncidenciaNueva'];
export type IncidenciaActualizacion = Schemas['IncidenciaActualizacion'];
export type ImagenIncidencia = Schemas['ImagenIncidencia'];

export type Provincia = Schemas['Provincia'];
export type Poblacion = Schemas['Poblacion'];
export type Salud = Schemas['Salud'];

export type RolEmpleado = Schemas['RolEmpleado'];
export type Empleado = Schemas['Empleado'];
export type ListaPersonal = Schemas['ListaPersonal'];
export type EmpleadoNuevo = Schemas['EmpleadoNuevo'];
export type EmpleadoActualizacion = Schemas['EmpleadoActualizacion'];
export type CitaPendiente = Schemas['CitaPendiente'];
export type ErrorBaja = Schemas['ErrorBaja'];

// Agenda (docs/decisiones.md (49)).
export type ClinicaActualizacion = Schemas['ClinicaActualizacion'];
export type HorarioDia = Schemas['HorarioDia'];
export type HorarioProfesional = Schemas['HorarioProfesional'];
export type MinutosPorHueco = Schemas['MinutosPorHueco'];
export type Cierre = Schemas['Cierre'];
export type CierreNuevo = Schemas['CierreNuevo'];
export type FestivoNacional = Schemas['FestivoNacional'];
export type Agenda = Schemas['Agenda'];
export type DiaCerrado = Schemas['DiaCerrado'];
export type PorQueCierra = Schemas['PorQueCierra'];
export type DiaConHuecos = Schemas['DiaConHuecos'];
export type ErrorCitasAfectadas = Schemas['ErrorCitasAfectadas'];
export type EntradaDeActividad = Schemas['EntradaDeActividad'];
export type RegistroDeActividad = Schemas['RegistroDeActividad'];
export type CitaEnElRegistro = Schemas['CitaEnElRegistro'];
export type TipoDeActividad = Schemas['TipoDeActividad'];
export type MotivoCancelacion = Schemas['MotivoCancelacion'];
export type Cancelacion = Schemas['Cancelacion'];
export type CopiaDeSeguridad = Schemas['CopiaDeSeguridad'];
export type EstadoDeLasCopias = Schemas['EstadoDeLasCopias'];

// Los datos del paciente (datos.json del .zip de exportarMisDatos / exportarDatosPaciente).
export type DatosDelPaciente = Schemas['DatosDelPaciente'];
export type DiagnosticoExportado = Schemas['DiagnosticoExportado'];
export type InformeExportado = Schemas['InformeExportado'];
export type ImagenExportada = Schemas['ImagenExportada'];
