import { sql } from 'kysely';

/** A person's full name as the lists show it: nombre, primer and segundo apellido. */
export const fullName = (alias: 'p' | 'm' | 'r') =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.nombre`)}, ${sql.ref(`${alias}.primer_apellido`)}, ${sql.ref(`${alias}.segundo_apellido`)})`;

const ACENTOS = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const SIN_ACENTOS = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/**
 * The columns joined by spaces, lower case and without accents: the database's side of
 * `sinAcentos` (@clinica/api-client/reglas), the same on PGlite and PostgreSQL whatever the
 * locale, so a search typed 'garcia' finds García.
 */
export const textoSinAcentos = (columnas: readonly string[]) =>
  sql<string>`translate(lower(concat_ws(' ', ${sql.join(columnas.map((c) => sql.ref(c)))})), ${ACENTOS}, ${SIN_ACENTOS})`;

/** A LIKE pattern that finds `texto` (already without accents) anywhere, its wildcards escaped. */
export const patronQueContiene = (texto: string) =>
  `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
