/**
 * Cómo tendrá una cuenta nueva su primera contraseña (docs/decisiones.md (50)): una invitación
 * por correo para que la elija la persona, o una que escribe quien da el alta (provisional, que
 * cambiará al entrar la primera vez). Lo comparten 'Crear paciente' y 'Dar de alta a un empleado'.
 */
export type AccesoInicial = 'invitar' | 'escribir';

/** Lo que un asistente con esta elección guarda. */
export interface ContextoDeAcceso {
  /** El servidor envía correo (`datosClinica.correo_activo`): se puede invitar. */
  correoActivo: boolean;
  /** Lo elegido; sin correo, siempre 'escribir'. */
  acceso: AccesoInicial;
}

/** Al empezar: con correo, la invitación es lo primero. */
export function accesoInicial(correoActivo = false): ContextoDeAcceso {
  return { correoActivo, acceso: correoActivo ? 'invitar' : 'escribir' };
}

/**
 * Se invita por correo en vez de escribir la contraseña. Lo guardado antes de esta elección no
 * trae sus campos: sigue con la contraseña escrita, como entonces.
 */
export function conInvitacion(contexto: Partial<ContextoDeAcceso>): boolean {
  return contexto.correoActivo === true && contexto.acceso === 'invitar';
}
