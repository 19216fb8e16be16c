import { useEffect } from 'react';

/** Sets the document title of a page as '<page> · Clínica'. */
export function useTituloDocumento(titulo: string): void {
  useEffect(() => {
    document.title = `${titulo} · Clínica`;
  }, [titulo]);
}
