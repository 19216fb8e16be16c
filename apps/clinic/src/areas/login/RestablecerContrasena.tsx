import {
  actoresRestablecerContrasena,
  RestablecerContrasena,
  restablecerContrasenaMachine,
} from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

const machine = restablecerContrasenaMachine.provide({
  actors: actoresRestablecerContrasena(cliente),
});

/**
 * /restablecer-contrasena?token=…, public: the page the link of a recovery or invitation message
 * opens (docs/decisiones.md (50)). Without a token it says the link is not valid.
 */
export function Component() {
  useTituloDocumento('Elige una contraseña nueva');
  const [parametros] = useSearchParams();
  return (
    <RestablecerContrasena
      machine={machine}
      token={parametros.get('token')}
      loginHref="/login"
      recuperarHref="/recuperar-contrasena"
    />
  );
}
