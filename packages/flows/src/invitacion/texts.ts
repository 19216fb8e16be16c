/** Los textos de la elección. */
export const TEXTOS_ACCESO = {
  etiqueta: 'Cómo elegirá su contraseña',
  invitar: 'Enviar una invitación por correo',
  escribir: 'Escribir una contraseña',
  /** Con la invitación: a qué correo y cuánto vale el enlace. */
  invitacionA: (email: string) =>
    `Le enviaremos a ${email || 'su correo electrónico'} un enlace, válido 7 días, para que elija su contraseña.`,
  /** Con una contraseña escrita: que es provisional y no viaja por correo. */
  provisional:
    'La cambiará al iniciar sesión por primera vez. Díselo en persona: no se envía por correo.',
  /** La fila del resumen. */
  resumen: (email: string) => `Invitación por correo a ${email}`,
} as const;
