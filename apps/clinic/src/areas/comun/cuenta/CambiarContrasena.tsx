import {
  actoresCambiarContrasena,
  CambiarContrasena,
  cambiarContrasenaMachine,
  inicioDelRol,
} from '@clinica/flows';
import { useState } from 'react';
import { cliente } from '../../../api';
import { useSesion } from '../../../marco/SesionContexto';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';

const machine = cambiarContrasenaMachine.provide({ actors: actoresCambiarContrasena(cliente) });

/**
 * {portada del rol}/cambiarContrasena, for every role: the current password, the new one twice;
 * the server signs out the user's other sessions and keeps this one. A provisional password
 * (docs/decisiones.md (47)) holds the person here, told why, until it is changed.
 */
export function Component() {
  useTituloDocumento('Cambiar contraseña');
  const { sesion, contrasenaCambiada } = useSesion();
  // Kept from the first render: once changed, the confirmation still says why it was asked.
  const [provisional] = useState(() => sesion?.contrasenaProvisional === true);
  if (!sesion) return null;
  return (
    <CambiarContrasena
      machine={machine}
      input={{ personales: { nombre: sesion.nombre, apellidos: [sesion.primerApellido] } }}
      inicioHref={inicioDelRol(sesion.rol)}
      provisional={provisional}
      onCambiada={contrasenaCambiada}
    />
  );
}
