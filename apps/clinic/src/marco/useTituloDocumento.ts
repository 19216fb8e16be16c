import { useNombreDeLaClinica } from '@clinica/flows';
import { useEffect } from 'react';

/** Sets the document title of a page as '<page> · <the clinic's name>'. */
export function useTituloDocumento(titulo: string): void {
  const clinica = useNombreDeLaClinica();
  useEffect(() => {
    document.title = `${titulo} · ${clinica}`;
  }, [titulo, clinica]);
}
