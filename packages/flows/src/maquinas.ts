// Entrada sin interfaz: las máquinas de cada flujo y sus actores sobre @clinica/api-client, sin
// React, sin el DOM y sin CSS. Para llevar un flujo desde Node (un servidor, un bot, una prueba):
//
//     import { createActor } from 'xstate';
//     import { actoresLogin, loginMachine } from '@clinica/flows/maquinas';
//     const actor = createActor(loginMachine.provide({ actors: actoresLogin(client) })).start();
//
// La comprobación `scripts/sin-interfaz.mjs` importa esta entrada construida en Node, con React,
// @clinica/ui y las hojas de estilo prohibidas, y lleva un flujo de principio a fin.

export * from './alta-empleado/actors';
export {
  altaEmpleadoMachine,
  type ContextoAltaEmpleado,
  type EventoAltaEmpleado,
} from './alta-empleado/machine';
export * from './buscar-cita/actors';
export * from './buscar-cita/machine';
export * from './buscar-paciente/actors';
export * from './cambiar-contrasena/actors';
export * from './cambiar-contrasena/machine';
export * from './cancelar-cita/actors';
export * from './cancelar-cita/machine';
export * from './cita/actors';
export * from './citas-del-radiologo/actors';
export * from './crear-cita/actors';
export * from './crear-cita/machine';
export * from './crear-paciente/actors';
export * from './crear-paciente/machine';
export * from './diagnostico/actors';
export * from './diagnostico/machine';
export * from './editar-paciente/actors';
export * from './editar-paciente/datos';
export * from './editar-paciente/machine';
export * from './errores/fallos';
export * from './ficha-empleado/actors';
export * from './ficha-empleado/machine';
export * from './incidencias/actors';
export * from './incidencias/crear/machine';
export * from './incidencias/editar/machine';
export * from './incidencias/eliminar/machine';
export * from './informe/actors';
export * from './informe/machine';
export * from './login/actors';
export * from './login/machine';
export * from './modificar-cita/actors';
export * from './modificar-cita/machine';
export * from './pedir-cita/actors';
export * from './pedir-cita/machine';
export * from './personal/actors';
export * from './personal/datos';
export * from './personal/machine';
export * from './roles/portadas';
export type * from './tipos';
export * from './wizard/idempotencia';
