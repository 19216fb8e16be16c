/**
 * Story names for designers: Storybook makes a story's name from its export name and loses the
 * accents ('Busqueda Invalida', 'Sin Radiologos'), so every story says its name in Spanish
 * (`name`). `nombreDeHistoria` gives the name an export would have, with its accents, and the
 * check in `nombres.test.ts` keeps every story with a name and no unaccented word.
 */

/** Words of export names that take an accent or an ñ, and acronyms. */
export const PALABRAS: Readonly<Record<string, string>> = {
  accion: 'acción',
  antelacion: 'antelación',
  anio: 'año',
  aria: 'ARIA',
  automatico: 'automático',
  boton: 'botón',
  busqueda: 'búsqueda',
  comun: 'común',
  conexion: 'conexión',
  confirmacion: 'confirmación',
  descripcion: 'descripción',
  diagnostico: 'diagnóstico',
  dia: 'día',
  dias: 'días',
  dicom: 'DICOM',
  dni: 'DNI',
  espanol: 'español',
  exito: 'éxito',
  imagenes: 'imágenes',
  informacion: 'información',
  invalida: 'inválida',
  invalido: 'inválido',
  mas: 'más',
  medico: 'médico',
  medicos: 'médicos',
  menu: 'menú',
  minimo: 'mínimo',
  movil: 'móvil',
  nie: 'NIE',
  numero: 'número',
  ordenacion: 'ordenación',
  pagina: 'página',
  pdf: 'PDF',
  png: 'PNG',
  proximo: 'próximo',
  proximos: 'próximos',
  radiologia: 'radiología',
  radiologo: 'radiólogo',
  radiologos: 'radiólogos',
  raton: 'ratón',
  sabado: 'sábado',
  tamano: 'tamaño',
  telefono: 'teléfono',
  titulo: 'título',
  validacion: 'validación',
  vacia: 'vacía',
  vacias: 'vacías',
  vacio: 'vacío',
  valido: 'válido',
};

/** 'BusquedaInvalida' → 'Búsqueda inválida'; 'DiaConCitas' → 'Día con citas'. */
export function nombreDeHistoria(exportacion: string): string {
  const palabras = exportacion
    .replace(/([a-záéíóúñ0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((palabra) => {
      const conocida = PALABRAS[palabra.toLowerCase()];
      if (conocida) return conocida;
      return palabra.toLowerCase();
    });
  const [primera = '', ...resto] = palabras;
  return [primera.charAt(0).toUpperCase() + primera.slice(1), ...resto].join(' ');
}

/** The unaccented forms a story name or title must not contain ('Radiologos', 'Dia'). */
export function palabrasSinAcento(texto: string): string[] {
  return texto.split(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü]+/).filter((palabra) => {
    const conocida = PALABRAS[palabra.toLowerCase()];
    return conocida !== undefined && conocida.toLowerCase() !== palabra.toLowerCase();
  });
}
