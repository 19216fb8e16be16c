import {
  actoresCambiarContrasena,
  CambiarContrasena,
  cambiarContrasenaMachine,
  inicioDelRol,
} from '@clinica/flows';
import { cliente } from '../../../api';
import { useSesion } from '../../../marco/SesionContexto';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';

const machine = cambiarContrasenaMachine.provide({ actors: actoresCambiarContrasena(cliente) });

/**
 * {portada del rol}/cambiarContrasena, for every role: the current password, the new one twice;
 * the server signs out the user's other sessions and keeps this one.
 */
export function Component() {
  useTituloDocumento('Cambiar contraseña');
  const { sesion } = useSesion();
  if (!sesion) return null;
  return (
    <CambiarContrasena
      machine={machine}
      input={{ personales: { nombre: sesion.nombre, apellidos: [sesion.primerApellido] } }}
      inicioHref={inicioDelRol(sesion.rol)}
    />
  );
}
