/** The query keys of 'Personal': a change (baja, alta, ficha) invalidates them all. */
export const CLAVE_PERSONAL = ['personal'] as const;

/** Where 'Personal' lives, and each employee's ficha. */
export const RUTA_PERSONAL = '/administrativo/personal';
export const rutaDelEmpleado = (id: number) => `${RUTA_PERSONAL}/${id}`;
