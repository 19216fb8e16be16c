/** Los textos de 'Buscar cita' del radiólogo (§2.4). */
export const TEXTOS_BUSCAR_CITA = {
  proceso: 'Servicio de radiología',
  titulo: 'Buscar cita',
  numCita: 'Número de cita',
  numCitaDescripcion: '5 cifras y una letra, por ejemplo 48213K.',
  buscar: 'Buscar',
  noEnCurso: (estado: string) =>
    `Esta cita está ${estado === 'CUMPLIDA' ? 'cumplida: ya tiene su informe' : 'cancelada'} y no se puede informar.`,
  noAsignada: (radiologo: string | null) =>
    `Esta cita está asignada a ${radiologo ?? 'otro radiólogo'}: solo su radiólogo puede informarla.`,
  noRadiologia: 'Esta cita no es de radiología: no tiene informe de la prueba.',
} as const;
