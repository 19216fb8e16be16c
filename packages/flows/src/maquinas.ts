// Entrada sin interfaz: las máquinas de cada flujo y sus actores sobre @clinica/api-client, sin
// React, sin el DOM y sin CSS. Para llevar un flujo desde Node (un servidor, un bot, una prueba):
//
//     import { createActor } from 'xstate';
//     import { actoresLogin, loginMachine } from '@clinica/flows/maquinas';
//     const actor = createActor(loginMachine.provide({ actors: actoresLogin(client) })).start();
//
// La comprobación `scripts/sin-interfaz.mjs` importa esta entrada construida en Node, con React,
// @clinica/ui y las hojas de estilo prohibidas, y lleva un flujo de principio a fin.
export * from './actores';
export * from './cambiar-contrasena/machine';
export * from './cancelar-cita/machine';
export * from './crear-cita/machine';
export * from './crear-paciente/machine';
export * from './errores';
export * from './idempotencia';
export * from './incidencias/actores';
export * from './incidencias/maquinaCrear';
export * from './incidencias/maquinaEditar';
export * from './incidencias/maquinaEliminar';
export * from './login/machine';
export * from './medico/actores';
export * from './medico/diagnostico/machine';
export * from './modificar-cita/machine';
export * from './paciente/actores';
export * from './paciente/pedir-cita/machine';
export * from './portadas';
export * from './radiologo/actores';
export * from './radiologo/maquinaBuscarCita';
export * from './radiologo/maquinaInforme';
export type * from './tipos';
