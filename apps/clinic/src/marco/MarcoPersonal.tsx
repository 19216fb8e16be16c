import type { RolDelPersonal } from '@clinica/api-client/reglas';
import { ROLES, useNombreDeLaClinica } from '@clinica/flows';
import { AppShell, Sidebar } from '@clinica/ui';
import { CalendarCog, ClipboardList, DatabaseBackup, KeyRound, Users } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { RUTA_CAMBIAR_CONTRASENA } from '../areas/comun/cuenta/rutas';
import { esResponsable } from '../sesion';
import { useSesion } from './SesionContexto';

/** The frame of staff screens: the role's side bar ('Salir', the user's name) and the page. */
export function MarcoPersonal({ rol }: { rol: RolDelPersonal }) {
  const { sesion, salir } = useSesion();
  const { pathname } = useLocation();
  const { menu, nombre, inicio } = ROLES[rol];
  const clinica = useNombreDeLaClinica();
  const cuenta = {
    href: `${inicio}/${RUTA_CAMBIAR_CONTRASENA}`,
    label: 'Cambiar contraseña',
    icon: KeyRound,
  };
  // A provisional password offers only its change and 'Salir' (docs/decisiones.md (47)); a
  // responsable also has 'Personal', 'Agenda', 'Registro de actividad' and 'Copias de
  // seguridad' (docs/decisiones.md (46, 49, 59)); the user's own account goes
  // after the role's menu of §2.1.
  const items = sesion?.contrasenaProvisional
    ? [cuenta]
    : [
        ...menu,
        ...(esResponsable(sesion)
          ? [
              {
                href: `${inicio}/personal`,
                label: 'Personal',
                icon: Users,
                matches: [`${inicio}/personal/*`],
              },
              { href: `${inicio}/agenda`, label: 'Agenda', icon: CalendarCog },
              { href: `${inicio}/registro`, label: 'Registro de actividad', icon: ClipboardList },
              { href: `${inicio}/copias`, label: 'Copias de seguridad', icon: DatabaseBackup },
            ]
          : []),
        cuenta,
      ];
  return (
    <AppShell
      title={clinica}
      sidebar={
        <Sidebar
          brand={clinica}
          items={items}
          // The side bar finds the item of the page: its href, or one of its `matches`.
          currentHref={pathname}
          userName={sesion ? `${sesion.nombre} ${sesion.primerApellido}` : ''}
          // The clinic's manager is named as such, not only by the role of their account.
          userDetail={esResponsable(sesion) ? 'Responsable' : nombre}
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

/** The frame of `rol`'s screens as a route's lazy module (src/rutas.ts). */
export function marcoDe(rol: RolDelPersonal) {
  return { Component: () => <MarcoPersonal rol={rol} /> };
}

/** The frame of patient screens: no side bar (§2.1). */
export function MarcoPaciente() {
  return (
    <AppShell title={useNombreDeLaClinica()}>
      <Outlet />
    </AppShell>
  );
}
