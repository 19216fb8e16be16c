/** El título del documento de un paso: 'Asignar datos · Crear cita · Clínica'. */
export function tituloDelDocumento(titulo: string, proceso?: string, sitio = 'Clínica'): string {
  return [titulo, proceso, sitio].filter(Boolean).join(' · ');
}
