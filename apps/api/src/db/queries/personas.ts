import { sql } from 'kysely';

/** A person's full name as the lists show it: nombre, primer and segundo apellido. */
export const fullName = (alias: 'p' | 'm' | 'r') =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.nombre`)}, ${sql.ref(`${alias}.primer_apellido`)}, ${sql.ref(`${alias}.segundo_apellido`)})`;
