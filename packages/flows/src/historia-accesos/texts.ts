/** Los textos de 'Quién ha visto mi historia' (más allá de la especificación, §2.6). */
export const TEXTOS_HISTORIA_ACCESOS = {
  titulo: 'Quién ha visto mi historia',
  subtitulo:
    'Las personas de la clínica que han consultado o cambiado tus citas, diagnósticos, informes e imágenes, o te han visto en una lista de citas, y cuándo. Tus propias consultas no aparecen.',
  volver: 'Volver a Mis citas',
  enlace: 'Quién ha visto mi historia',
  tabla: 'Accesos a tu historia',
  cuando: 'Fecha y hora',
  quien: 'Quién',
  rol: 'Rol',
  accion: 'Qué hizo',
  que: 'Sobre qué',
  vacio: 'Nadie de la clínica ha visto todavía tus datos.',
  vacioTexto: 'Cuando alguien consulte o cambie tus citas o resultados, aparecerá aquí.',
  cargando: 'Cargando los accesos…',
  reintentar: 'Reintentar',
  /** Una línea que agrupa varias vistas de una lista: 'Consultó 6 veces'. */
  veces: (accion: string, veces: number) => `${accion} ${veces} veces`,
  paginas: 'Páginas de accesos',
  pagina: (pagina: number) => `Página ${pagina}`,
  recientes: 'Más recientes',
  antiguos: 'Más antiguos',
} as const;
