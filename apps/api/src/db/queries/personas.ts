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

const ACENTOS_SALVO_EÑE = 'áàâäãéèêëíìîïóòôöõúùûüçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const SIN_ACENTOS_SALVO_EÑE = 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuñc';

/**
 * The key a list of people is sorted by, as a Spanish reader expects (docs/decisiones.md (53)):
 * case and accents ignored ('Íñiguez' among the I), 'ñ' after 'n' and before 'o' ('Peña' after
 * 'Penas'), the same on PGlite and PostgreSQL whatever the database's locale (byte order, with
 * 'ñ' written 'n~': '~' comes after every letter).
 */
export const claveDeOrden = (columnas: readonly string[]) =>
  sql<string>`replace(translate(lower(concat_ws(' ', ${sql.join(columnas.map((c) => sql.ref(c)))})), ${ACENTOS_SALVO_EÑE}, ${SIN_ACENTOS_SALVO_EÑE}), 'ñ', 'n~') COLLATE "C"`;
