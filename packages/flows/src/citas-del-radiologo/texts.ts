import type { CitaListado } from '@clinica/api-client';
import { diaLegible } from '../citas-del-dia/texts';
export const TEXTOS_CITAS_DEL_RADIOLOGO = {
  titulo: 'Citas',
  subtitulo: 'Tus citas de radiología: las que te quedan por informar, las de hoy y las próximas.',
  pendientes: 'Pendientes de informar',
  pendientesTexto: 'Citas de días anteriores que todavía no tienen informe.',
  hoy: (fecha: string) => `Hoy, ${diaLegible(fecha)}`,
  dia: (fecha: string) => diaLegible(fecha).replace(/^./, (letra) => letra.toUpperCase()),
  cargando: 'Cargando tus citas…',
  vacio: 'No tienes citas asignadas hoy ni en los próximos días.',
  vacioHoy: 'Hoy no tienes citas asignadas.',
  buscarCita: 'Buscar cita',
  crearInforme: 'Crear informe',
  crearInformeDe: (cita: CitaListado) =>
    `Crear informe de la cita ${cita.num_cita} de ${cita.nombre_completo_paciente}`,
  reintentar: 'Reintentar',
} as const;
