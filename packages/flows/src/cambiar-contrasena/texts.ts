/** Los textos de la pantalla. */
export const TEXTOS_CAMBIAR_CONTRASENA = {
  titulo: 'Cambiar contraseña',
  introduccion:
    'Escribe tu contraseña actual y la nueva dos veces. Al cambiarla se cierran tus demás sesiones abiertas; esta sigue abierta.',
  actual: 'Contraseña actual',
  nueva: 'Contraseña nueva',
  repetir: 'Repite la contraseña nueva',
  ayudaNueva:
    'Al menos 8 caracteres; una frase larga vale. Sin tu nombre, tus apellidos, tu correo ni tu DNI, y que no sea de las más usadas.',
  boton: 'Cambiar contraseña',
  resumen: 'No se ha podido cambiar la contraseña',
  cambiada: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
  volver: 'Volver al inicio',
  /** Con una contraseña que puso otra persona (docs/decisiones.md (47)). */
  provisional: 'Tu contraseña es provisional: elige una nueva para continuar.',
  /** Tras cambiar la provisional: ya se puede usar todo. */
  continuar: 'Continuar',
} as const;

export const MENSAJE_CONTRASENA_ACTUAL = 'Escribe tu contraseña actual.';
