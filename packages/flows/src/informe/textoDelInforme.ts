/**
 * El texto del informe y las notas de cada imagen (§4), y lo que el radiólogo escribe a mano en
 * el área principal.
 *
 * §4: al eliminar una imagen se quita su nota y el texto principal se rehace con las notas que
 * quedan, unidas por saltos de línea; al cerrar la ventana de vista previa se rehace con las
 * notas de todas las imágenes, cada una en su línea.
 *
 * **Decisión (lo escrito a mano nunca se pierde en silencio).** El texto principal tiene dos
 * partes: arriba, las líneas que vienen de las notas de las imágenes, en el orden de las
 * imágenes; debajo, lo que el radiólogo ha escrito directamente en el área. Al rehacer, solo se
 * sustituyen las líneas que vinieron de las notas la última vez (las que siguen idénticas);
 * cualquier otra línea, escrita a mano o una nota retocada a mano en el área, se conserva
 * debajo, en su orden. Así una nota nueva aparece arriba, la nota de una imagen eliminada
 * desaparece y las conclusiones escritas a mano siguen ahí. La pantalla lo dice bajo el área.
 */

/** Las líneas de unas notas: cada nota en su línea (una nota de varias líneas, en varias). */
export function lineasDeNotas(notas: readonly string[]): string[] {
  return notas
    .map((nota) => nota.trim())
    .filter((nota) => nota !== '')
    .flatMap((nota) => nota.split(/\r?\n/));
}

/** El texto de unas notas, unidas por saltos de línea (§4). */
export function textoDeNotas(notas: readonly string[]): string {
  return lineasDeNotas(notas).join('\n');
}

/**
 * Lo que el radiólogo ha escrito a mano: el texto actual sin las líneas que vinieron de
 * `notasAnteriores` (cada línea de nota se quita una vez, la primera que coincide).
 */
export function textoPropio(actual: string, notasAnteriores: readonly string[]): string {
  const pendientes = lineasDeNotas(notasAnteriores);
  const propias: string[] = [];
  for (const linea of actual.split(/\r?\n/)) {
    const i = pendientes.indexOf(linea);
    if (i >= 0) pendientes.splice(i, 1);
    else propias.push(linea);
  }
  // Las líneas en blanco de los bordes eran separación, no texto.
  while (propias.length > 0 && propias[0]?.trim() === '') propias.shift();
  while (propias.length > 0 && propias.at(-1)?.trim() === '') propias.pop();
  return propias.join('\n');
}

/**
 * El texto principal rehecho (§4) con las `notasNuevas`, conservando lo escrito a mano: primero
 * las notas, cada una en su línea; debajo, lo propio.
 */
export function rehacerTexto(
  actual: string,
  notasAnteriores: readonly string[],
  notasNuevas: readonly string[],
): string {
  return [textoDeNotas(notasNuevas), textoPropio(actual, notasAnteriores)]
    .filter((parte) => parte !== '')
    .join('\n');
}
