import {
  actoresLogin,
  inicioDelRol,
  Login,
  loginMachine,
  type Sesion as SesionDelServidor,
} from '@clinica/flows';
import { AppShell, InfoBox } from '@clinica/ui';
import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';

const maquina = loginMachine.provide({ actors: actoresLogin(cliente) });

/**
 * /login (§2.2): on success the session is stored under §3's keys and the role's home opens.
 * It has no role frame, so it brings its own: the skip link and the `<main>` landmark.
 */
export function Component() {
  const { sesion, iniciar } = useSesion();
  const navigate = useNavigate();
  const [parametros] = useSearchParams();

  const alIniciar = useCallback(
    ({ token, user }: SesionDelServidor) => {
      iniciar({
        token,
        id: user.id,
        rol: user.id_rol,
        idUsuario: user.id,
        nombre: user.nombre,
        primerApellido: user.primer_apellido,
      });
      navigate(inicioDelRol(user.id_rol), { replace: true });
    },
    [iniciar, navigate],
  );

  if (sesion) return <Navigate to={inicioDelRol(sesion.rol)} replace />;
  return (
    <AppShell>
      <Login
        machine={maquina}
        onSesionIniciada={alIniciar}
        aviso={
          parametros.get('motivo') === 'caducada' && (
            <InfoBox tone="warning">Tu sesión ha caducado. Inicia sesión de nuevo.</InfoBox>
          )
        }
      />
    </AppShell>
  );
}
