/**
 * The texts of the e-mail features (docs/decisiones.md (50)) that the server answers and the
 * screens show: one home, so '¿Has olvidado tu contraseña?' and its page say what the server says.
 */
export const MENSAJES_CORREO = {
  /** The answer of `recuperarContrasena`, the same whether the address has an account or not. */
  recuperacionPedida:
    'Si hay una cuenta con ese correo, te hemos enviado un enlace para elegir una contraseña nueva. Caduca en 30 minutos.',
  /** `restablecerContrasena` with an unknown, used or expired link (`errores.token`). */
  enlaceNoValido: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  /**
   * A new patient or employee with neither `password` nor `invitar` (`errores.password`), or with
   * both, or with `invitar: false` (`errores.invitar`, from the contract's validation).
   */
  contrasenaOInvitacion:
    'Escribe una contraseña inicial o envía una invitación por correo: una de las dos.',
} as const;

/** How long a link of each kind is valid. */
export const VALIDEZ_ENLACE_MINUTOS = { recuperacion: 30, invitacion: 7 * 24 * 60 } as const;
