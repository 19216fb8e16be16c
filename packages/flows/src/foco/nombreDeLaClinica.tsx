import { createContext, useContext } from 'react';

/** The name pages give the clinic before the app knows its own: its mark's word. */
export const NOMBRE_POR_DEFECTO = 'Clínica';

const NombreDeLaClinica = createContext(NOMBRE_POR_DEFECTO);

/**
 * The clinic's saved name ('Agenda', `datosClinica.nombre`), for every screen that names the
 * clinic: the document's title ('Citas · Clínica San Rafael'), the sign-in page's mark. An app
 * gives it once, around its pages; without it they say 'Clínica'.
 */
export const NombreDeLaClinicaProvider = NombreDeLaClinica.Provider;

/** The clinic's name as the app gave it, or 'Clínica'. */
export function useNombreDeLaClinica(): string {
  return useContext(NombreDeLaClinica);
}
