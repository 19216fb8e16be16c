import { useNombreDeLaClinica } from '@clinica/flows';
import { AppShell } from '@clinica/ui';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import * as styles from './MarcoPublico.css';

/**
 * The frame of a page outside every area, such as an unknown address without a session: the
 * skip link and `<main>` of every frame, the clinic's mark and name above, the page centred
 * with margins instead of flush against the window's edge. Its page is the route's, or
 * `children` where there is no route to render (the error screen that replaces the app).
 */
export function MarcoPublico({ children }: { children?: ReactNode }) {
  const clinica = useNombreDeLaClinica();
  return (
    <AppShell title={clinica}>
      <div className={styles.pagina}>
        <p className={styles.clinica}>
          {/* The favicon, served by the clinic itself; the name beside it is the text. */}
          <img src="/favicon.svg" alt="" width={36} height={36} />
          {clinica}
        </p>
        <div className={styles.contenido}>{children ?? <Outlet />}</div>
      </div>
    </AppShell>
  );
}
