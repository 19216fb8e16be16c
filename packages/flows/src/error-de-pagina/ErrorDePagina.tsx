import { ErrorScreen } from '@clinica/ui';
import { inicioDelRol } from '../roles/portadas';
import type { Rol } from '../tipos';

/** Los textos de una página que no se ha podido mostrar: en palabras llanas, nada técnico. */
export const TEXTOS_ERROR_DE_PAGINA = {
  titulo: 'Se ha producido un error',
  mensaje:
    'No se ha podido mostrar esta página. Vuelve al inicio para cargarla de nuevo; si vuelve a ocurrir, inténtalo más tarde.',
  volver: 'Volver al inicio',
  entrar: 'Ir a iniciar sesión',
} as const;

export interface ErrorDePaginaProps {
  /** El rol de quien ha iniciado sesión; `null` sin sesión. */
  rol: Rol | null;
}

/**
 * Una página que no se ha podido mostrar (un fallo al pintarla, o su código, que no llega tras
 * una actualización de la aplicación o un corte de la red): lo dice, con el foco en el título, y
 * lleva al inicio del rol o, sin sesión, a iniciar sesión. Nunca muestra el error en sí.
 */
export function ErrorDePagina({ rol }: ErrorDePaginaProps) {
  const T = TEXTOS_ERROR_DE_PAGINA;
  return (
    <ErrorScreen
      title={T.titulo}
      message={T.mensaje}
      href={rol ? inicioDelRol(rol) : '/login'}
      actionLabel={rol ? T.volver : T.entrar}
      autoFocusHeading
    />
  );
}
