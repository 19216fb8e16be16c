import {
  actoresRecuperarContrasena,
  RecuperarContrasena,
  recuperarContrasenaMachine,
} from '@clinica/flows';
import { cliente } from '../../api';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

const machine = recuperarContrasenaMachine.provide({
  actors: actoresRecuperarContrasena(cliente),
});

/**
 * /recuperar-contrasena, public ('¿Has olvidado tu contraseña?' on /login): the e-mail, and the
 * server's answer, the same for every address (docs/decisiones.md (50)). A chunk of its own:
 * /login does not load it until the link is followed.
 */
export function Component() {
  useTituloDocumento('¿Has olvidado tu contraseña?');
  return <RecuperarContrasena machine={machine} loginHref="/login" />;
}
