import { ErrorScreen } from '@clinica/ui';
import { inicioDelRol } from '../roles/portadas';
import type { Rol } from '../tipos';
import { TEXTOS_ERROR_DE_PAGINA } from './texts';

export { TEXTOS_ERROR_DE_PAGINA } from './texts';

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
