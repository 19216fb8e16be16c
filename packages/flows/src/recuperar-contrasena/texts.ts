/** Los textos de la pantalla. */
export const TEXTOS_RECUPERAR_CONTRASENA = {
  titulo: '¿Has olvidado tu contraseña?',
  introduccion:
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  email: 'Correo electrónico',
  boton: 'Enviar enlace',
  resumen: 'No se ha podido enviar el enlace',
  /** El aviso, para lectores de pantalla: el tono lo dice también el icono. */
  enviado: 'Enviado',
  volver: 'Volver a iniciar sesión',
} as const;
