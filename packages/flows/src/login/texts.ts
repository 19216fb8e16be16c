/** Los textos de la pantalla (§2.2). */
export const TEXTOS_LOGIN = {
  clinica: 'Clínica',
  servicios: 'Medicina familiar y radiología',
  titulo: 'Iniciar sesión',
  introduccion: 'Entra con el correo electrónico y la contraseña de tu cuenta.',
  lema: 'Tu entrada, el inicio hacia el bienestar óptimo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  boton: 'Iniciar sesión',
  resumen: 'No se ha podido iniciar sesión',
  /** El enlace a pedir una contraseña nueva (docs/decisiones.md (50)). */
  recuperar: '¿Has olvidado tu contraseña?',
} as const;

/** Los textos del aviso; se pueden cambiar por props. */
export const TEXTOS_AVISO_CADUCIDAD = {
  titulo: 'Tu sesión va a caducar',
  explicacion: (minutos: number, hora: string) =>
    `Por seguridad, la sesión se cierra tras ${minutos} minutos sin actividad. Se cerrará a las ${hora} si no haces nada; lo que estés rellenando se guardará para cuando vuelvas a entrar.`,
  seguir: 'Seguir conectado',
  salir: 'Salir',
  fallo: 'No se ha podido prolongar la sesión. Comprueba la conexión y vuelve a intentarlo.',
} as const;
