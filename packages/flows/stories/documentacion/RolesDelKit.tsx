/**
 * Los cuatro roles de la clínica, leídos de `ROLES` (la única tabla de roles): su nombre, su
 * portada y su menú lateral, para la introducción del kit en Storybook.
 */
import { ClinicaProvider, vars } from '@clinica/ui';
import { ROLES } from '../../src/roles/roles';

export function RolesDelKit() {
  const celda = { border: `1px solid ${vars.color.border}`, padding: vars.space.xs } as const;
  return (
    <ClinicaProvider>
      <table style={{ borderCollapse: 'collapse', width: '100%', color: vars.color.text }}>
        <caption style={{ textAlign: 'start', marginBottom: vars.space.xs }}>
          Los roles, de la tabla ROLES de @clinica/flows
        </caption>
        <thead>
          <tr>
            <th scope="col" style={celda}>
              Código
            </th>
            <th scope="col" style={celda}>
              Rol
            </th>
            <th scope="col" style={celda}>
              Portada
            </th>
            <th scope="col" style={celda}>
              Menú lateral
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(ROLES).map(([codigo, rol]) => (
            <tr key={codigo}>
              <td style={celda}>{codigo}</td>
              <td style={celda}>{rol.nombre}</td>
              <td style={celda}>
                <code>{rol.inicio}</code>
              </td>
              <td style={celda}>
                {rol.menu.length > 0
                  ? rol.menu.map((entrada) => entrada.label).join(' · ')
                  : 'Sin barra lateral: su portada enlaza todo lo suyo'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ClinicaProvider>
  );
}
