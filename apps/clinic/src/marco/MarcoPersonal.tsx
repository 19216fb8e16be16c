import { ROLES, type Rol } from '@clinica/flows';
import { AppShell, Sidebar } from '@clinica/ui';
import { Outlet, useLocation } from 'react-router';
import { useSesion } from './SesionContexto';

/** The frame of staff screens: the role's side bar ('Salir', the user's name) and the page. */
export function MarcoPersonal({ rol }: { rol: Exclude<Rol, 4> }) {
  const { sesion, salir } = useSesion();
  const { pathname } = useLocation();
  const { menu, nombre } = ROLES[rol];
  return (
    <AppShell
      sidebar={
        <Sidebar
          items={menu}
          // The side bar finds the item of the page: its href, or one of its `matches`.
          currentHref={pathname}
          userName={sesion ? `${sesion.nombre} ${sesion.primerApellido}` : ''}
          userDetail={nombre}
          // The favicon, served by the clinic itself: the same mark as the sign-in page.
          logo={<img src="/favicon.svg" alt="" width={28} height={28} />}
          onLogout={() => void salir()}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
}

/** The frame of patient screens: no side bar (§2.1). */
export function MarcoPaciente() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
