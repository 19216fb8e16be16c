/** Los textos de una página que no se ha podido mostrar: en palabras llanas, nada técnico. */
export const TEXTOS_ERROR_DE_PAGINA = {
  titulo: 'Se ha producido un error',
  mensaje:
    'No se ha podido mostrar esta página. Vuelve al inicio para cargarla de nuevo; si vuelve a ocurrir, inténtalo más tarde.',
  volver: 'Volver al inicio',
  entrar: 'Ir a iniciar sesión',
} as const;
