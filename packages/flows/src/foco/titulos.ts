/** El título del documento de un paso: 'Asignar datos · Crear cita · Clínica'. */
export function tituloDelDocumento(titulo: string, proceso?: string, sitio = 'Clínica'): string {
  return [titulo, proceso, sitio].filter(Boolean).join(' · ');
}

/** GOV.UK antepone 'Error: ' al título mientras la página muestra errores. */
export function conPrefijoDeError(titulo: string, hayErrores: boolean): string {
  return hayErrores ? `Error: ${titulo}` : titulo;
}
