import { inicioDelRol } from '@clinica/flows';
import { ErrorScreen } from '@clinica/ui';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** Any path the app does not know: the generic error screen with a way home. */
export function Component() {
  const { sesion } = useSesion();
  useTituloDocumento('Página no encontrada');
  return (
    <ErrorScreen
      title="Página no encontrada"
      message="La dirección no corresponde a ninguna página de la clínica."
      href={sesion ? inicioDelRol(sesion.rol) : '/login'}
      actionLabel={sesion ? 'Volver al inicio' : 'Ir a iniciar sesión'}
    />
  );
}
