import type { CopiaDeSeguridad } from '@clinica/api-client';

/** Los textos de 'Copias de seguridad' (docs/decisiones.md (59)). */
export const TEXTOS_COPIAS = {
  titulo: 'Copias de seguridad',
  introduccion: (hora: string, conservar: number, carpeta: string) =>
    `Cada día a las ${hora} se copian la base de datos, las imágenes y los ajustes de la clínica, sin pararla, en la carpeta ${carpeta} del servidor. Se guardan las ${conservar} copias más recientes.`,
  cargando: 'Cargando las copias de seguridad…',
  reintentar: 'Reintentar',
  atencion: 'Atención',
  ultima: 'Última copia',
  ultimaCorrecta: 'Última copia correcta',
  resultado: 'Resultado',
  empezo: 'Empezó',
  termino: 'Terminó',
  tamano: 'Tamaño',
  archivo: 'Archivo',
  origen: 'Hecha por',
  motivo: 'Motivo',
  sinTerminar: 'Todavía no ha terminado',
  resultados: {
    correcta: 'Correcta',
    en_curso: 'En curso',
    incompleta: 'Incompleta',
    fallida: 'Fallida',
  } satisfies Record<CopiaDeSeguridad['resultado'], string>,
  origenes: {
    diaria: 'La copia diaria',
    manual: 'Pedida desde la aplicación',
    orden: 'La línea de órdenes del servidor',
  } satisfies Record<CopiaDeSeguridad['origen'], string>,
  hacerAhora: 'Hacer una copia ahora',
  haciendo: 'Haciendo la copia…',
  empezada: 'La copia ha empezado. Esta página dirá cómo acaba.',
  restaurar:
    'Para restaurar una copia en un servidor vacío: npm run clinica -- restaurar <archivo> (docs/despliegue.md).',
} as const;
