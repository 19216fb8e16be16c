import { passwordProblems } from '../auth/password-rules';
import { datosParaReglaDeContrasena } from '../db/queries/usuarios';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/**
 * 'Asignar contraseña' and 'Cambiar contraseña' ask here at their step whether a new password
 * passes the rule, the common list included (it stays on the server). The password is neither
 * kept, nor logged (the log has no bodies), nor audited: nothing of this call is written.
 */
export function contrasenaHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async comprobarContrasena(request) {
      const { password, propia, email, nombre, apellidos, dni } = request.body;
      if (!propia)
        return { problemas: passwordProblems(password, { email, nombre, apellidos, dni }) };
      // The caller's own password: checked against their own data, as cambiarContrasena does.
      const user = await datosParaReglaDeContrasena(db, userOf(request).id);
      return {
        problemas: passwordProblems(password, {
          email: user.email,
          nombre: user.nombre,
          apellidos: [user.primer_apellido, user.segundo_apellido],
          dni: user.dni ?? undefined,
        }),
      };
    },
  } satisfies Partial<OperationHandlers>;
}
