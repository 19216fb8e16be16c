// biome-ignore-all assist/source/organizeImports: los grupos van por flujo, en el orden del README del paquete.
// Entrada sin interfaz: las máquinas de cada flujo y sus actores sobre @clinica/api-client, sin
// React, sin el DOM y sin CSS. Para llevar un flujo desde Node (un servidor, un bot, una prueba):
//
//     import { createActor } from 'xstate';
//     import { actoresLogin, loginMachine } from '@clinica/flows/maquinas';
//     const actor = createActor(loginMachine.provide({ actors: actoresLogin(client) })).start();
//
// De cada flujo: su máquina, sus actores (`actoresX(client)`) y los tipos de su entrada, sus
// eventos y su salida. La comprobación `scripts/sin-interfaz.mjs` importa esta entrada construida
// en Node, con React, @clinica/ui y las hojas de estilo prohibidas, y lleva un flujo de principio
// a fin.

// Iniciar sesión.
export { actoresLogin } from './login/actors';
export { loginMachine } from './login/machine';
export type { EventoLogin } from './login/machine';
export type { Sesion } from './tipos';

// Cambiar contraseña.
export { actoresCambiarContrasena } from './cambiar-contrasena/actors';
export { cambiarContrasenaMachine } from './cambiar-contrasena/machine';
export type {
  EntradaCambiarContrasena,
  EventoCambiarContrasena,
} from './cambiar-contrasena/machine';

// Crear paciente.
export { actoresCrearPaciente } from './crear-paciente/actors';
export { crearPacienteMachine } from './crear-paciente/machine';
export type { EntradaCrearPaciente, EventoCrearPaciente } from './crear-paciente/machine';
export type { PacienteCreado } from './tipos';

// Pacientes: buscarlos, y la ficha para corregirla por secciones.
export { buscarPacientes } from './buscar-paciente/actors';
export { actoresEditarPaciente, cargarPaciente } from './editar-paciente/actors';
export { editarPacienteMachine } from './editar-paciente/machine';
export type { EntradaEditarPaciente, EventoEditarPaciente } from './editar-paciente/machine';

// Crear cita.
export { actoresCrearCita } from './crear-cita/actors';
export { crearCitaMachine } from './crear-cita/machine';
export type { EventoCrearCita } from './crear-cita/machine';

// Modificar cita.
export { actoresModificarCita } from './modificar-cita/actors';
export { modificarCitaMachine } from './modificar-cita/machine';
export type {
  EntradaModificarCita,
  EventoModificarCita,
  SalidaModificarCita,
} from './modificar-cita/machine';

// Cancelar cita.
export { actoresCancelarCita } from './cancelar-cita/actors';
export { cancelarCitaMachine } from './cancelar-cita/machine';
export type {
  EntradaCancelarCita,
  EventoCancelarCita,
  SalidaCancelarCita,
} from './cancelar-cita/machine';

// Pedir cita (el paciente).
export { actoresPedirCita } from './pedir-cita/actors';
export { pedirCitaMachine } from './pedir-cita/machine';
export type { CitaPedida, EventoPedirCita } from './pedir-cita/machine';

// Buscar cita por su número (el radiólogo), y sus citas.
export { actoresBuscarCita } from './buscar-cita/actors';
export { buscarCitaMachine } from './buscar-cita/machine';
export { cargarCitasDelRadiologo } from './citas-del-radiologo/actors';
export type { EntradaBuscarCita, EventoBuscarCita } from './buscar-cita/machine';

// Crear informe de la cita (el radiólogo).
export { actoresInforme } from './informe/actors';
export { informeMachine } from './informe/machine';
export type { CitaAInformar, EventoInforme } from './informe/machine';

// Diagnóstico de la cita (el médico).
export { guardarDiagnostico } from './diagnostico/actors';
export { diagnosticoMachine } from './diagnostico/machine';
export type {
  EntradaDiagnostico,
  EntradaGuardarDiagnostico,
  EventoDiagnostico,
} from './diagnostico/machine';

// Incidencias: crear, modificar y eliminar, y las del usuario.
export {
  actoresCrearIncidencia,
  actoresEditarIncidencia,
  actoresEliminarIncidencia,
  cargarMisIncidencias,
  descargarImagenIncidencia,
} from './incidencias/actors';
export { crearIncidenciaMachine } from './incidencias/crear/machine';
export { editarIncidenciaMachine } from './incidencias/editar/machine';
export { eliminarIncidenciaMachine } from './incidencias/eliminar/machine';
export type {
  EntradaCrearIncidencia,
  EventoCrearIncidencia,
  SalidaCrearIncidencia,
} from './incidencias/crear/machine';
export type { EventoEditarIncidencia, SalidaEditarIncidencia } from './incidencias/editar/machine';
export type { EventoEliminarIncidencia } from './incidencias/eliminar/machine';

// Personal (el responsable): las acciones de la lista, dar de alta y la ficha del empleado.
export { actoresAltaEmpleado } from './alta-empleado/actors';
export { altaEmpleadoMachine } from './alta-empleado/machine';
export { actoresFichaEmpleado } from './ficha-empleado/actors';
export { fichaEmpleadoMachine } from './ficha-empleado/machine';
export { actoresAccionesPersonal, cargarEmpleado, cargarPersonal } from './personal/actors';
export { accionesPersonalMachine } from './personal/machine';
export type { EntradaAltaEmpleado, EventoAltaEmpleado } from './alta-empleado/machine';
export type { EntradaFichaEmpleado, EventoFichaEmpleado } from './ficha-empleado/machine';
export type { EventoAccionesPersonal } from './personal/machine';

// Para actores propios: el mensaje de un fallo, y la Idempotency-Key de un envío que crea
// (docs/decisiones.md (36)).
export { mensajeDeFallo } from './errores/fallos';
export { cabeceraDeClave, nuevaClave } from './wizard/idempotencia';
export type { ConClave, CuerpoConClave } from './wizard/idempotencia';
