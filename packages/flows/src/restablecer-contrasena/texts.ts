/**
 * Los textos de la pantalla. El enlace puede ser de recuperación o de invitación y el cliente no
 * sabe cuál: una sola redacción sirve a los dos.
 */
export const TEXTOS_RESTABLECER_CONTRASENA = {
  titulo: 'Elige una contraseña nueva',
  introduccion:
    'Escríbela dos veces. Al guardarla se cierran las sesiones abiertas de tu cuenta y el enlace deja de servir.',
  nueva: 'Contraseña nueva',
  repetir: 'Repetir contraseña',
  ayudaNueva:
    'Al menos 8 caracteres; una frase larga vale. Sin tu nombre, tus apellidos, tu correo ni tu DNI, y que no sea de las más usadas.',
  boton: 'Guardar contraseña',
  resumen: 'No se ha podido guardar la contraseña',
  guardada: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.',
  iniciarSesion: 'Iniciar sesión',
  tituloEnlaceNoValido: 'Este enlace no sirve',
  pedirOtro: 'Pedir un enlace nuevo',
  comprobando: 'Comprobando el enlace…',
} as const;
