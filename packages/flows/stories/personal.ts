/**
 * Datos de ejemplo de las historias de 'Personal', sacados de los del servidor simulado (sus
 * usuarios y sus fichas) para que las historias de una pantalla y las del flujo cuenten lo mismo:
 * Ana Torres es la responsable, Elena Romero está bloqueada, Miguel Ángel Moreno tiene citas por
 * delante y aún no ha cambiado su contraseña provisional.
 */
import type { CitaPendiente, Empleado, ListaPersonal, RolEmpleado } from '@clinica/api-client';
import {
  crearFichasPersonal,
  crearUsuarios,
  MOCK_HOY,
  nombreCompleto,
} from '@clinica/api-client/mocks';

const fichas = crearFichasPersonal(MOCK_HOY);

export const personal: Empleado[] = crearUsuarios()
  .filter((u) => u.id_rol !== 4)
  .map((u) => {
    const ficha = fichas.get(u.id);
    return {
      id: u.id,
      id_rol: u.id_rol as RolEmpleado,
      nombre: u.nombre,
      primer_apellido: u.primer_apellido,
      segundo_apellido: u.segundo_apellido,
      nombre_completo: nombreCompleto(u),
      email: u.email ?? '',
      dni: ficha?.dni ?? null,
      num_colegiado: ficha?.num_colegiado ?? null,
      responsable: ficha?.responsable ?? false,
      activo: ficha?.activo ?? true,
      bloqueado: Boolean(ficha?.bloqueado_hasta),
      bloqueado_hasta: ficha?.bloqueado_hasta ?? null,
      contrasena_provisional: ficha?.contrasena_provisional ?? false,
      ultimo_acceso: ficha?.ultimo_acceso ?? null,
    };
  })
  .sort((a, b) => a.primer_apellido.localeCompare(b.primer_apellido, 'es'));

const porId = (id: number) => personal.find((e) => e.id === id) as Empleado;
/** Ana Torres Gil, la responsable (quien mira en las historias). */
export const responsable = porId(1);
/** Pablo Navarro Díaz, administrativo. */
export const administrativo = porId(2);
/** Javier Martín Ruiz, radiólogo. */
export const radiologo = porId(3);
/** Elena Romero Castro, radióloga bloqueada. */
export const bloqueada = porId(4);
/** Miguel Ángel Moreno Jiménez, médico con citas por delante. */
export const medicoConCitas = porId(6);

/** Pablo, de baja: para la fila de 'Dar de alta'. */
export const personalConUnaBaja: Empleado[] = personal.map((e) =>
  e.id === administrativo.id ? { ...e, activo: false } : e,
);

export function pagina(empleados: Empleado[], numero = 1, porPagina: 10 | 25 = 10): ListaPersonal {
  return {
    empleados: empleados.slice((numero - 1) * porPagina, numero * porPagina),
    total: empleados.length,
    pagina: numero,
    por_pagina: porPagina,
  };
}

/** Las páginas del mostrador para una cita, como las da la aplicación. */
export const enlacesDeCita = (cita: CitaPendiente) => ({
  modificar: `/administrativo/modificarCita?idCita=${cita.id}`,
  cancelar: `/administrativo/eliminarCita?idCita=${cita.id}`,
});
