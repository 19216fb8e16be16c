import type { RouteObject } from 'react-router';

/** The pages of this role's area besides its home (§2), each loaded on demand. */
export const rutasDelMedico: RouteObject[] = [];
