/**
 * Los pasos de un asistente, leídos de su tabla de pasos (`definirAsistente`): número, título,
 * ruta bajo el prefijo del rol, estado de la máquina y campos en el orden del formulario.
 */
import { ClinicaProvider, vars } from '@clinica/ui';
import type { DefinicionAsistente } from '../../src/wizard/steps';

export interface PasosDelAsistenteProps {
  asistente: Pick<DefinicionAsistente<string, string>, 'pasos' | 'otrasRutas' | 'etiquetas'>;
}

export function PasosDelAsistente({ asistente }: PasosDelAsistenteProps) {
  const celda = { border: `1px solid ${vars.color.border}`, padding: vars.space.xs } as const;
  return (
    <ClinicaProvider>
      <table style={{ borderCollapse: 'collapse', width: '100%', color: vars.color.text }}>
        <caption style={{ textAlign: 'start', marginBottom: vars.space.xs }}>
          Los pasos, de la tabla de pasos del asistente
        </caption>
        <thead>
          <tr>
            <th scope="col" style={celda}>
              Paso
            </th>
            <th scope="col" style={celda}>
              Título
            </th>
            <th scope="col" style={celda}>
              Ruta
            </th>
            <th scope="col" style={celda}>
              Estado
            </th>
            <th scope="col" style={celda}>
              Campos
            </th>
          </tr>
        </thead>
        <tbody>
          {asistente.pasos.map((paso, indice) => (
            <tr key={paso.estado}>
              <td style={celda}>{indice + 1}</td>
              <td style={celda}>{paso.titulo}</td>
              <td style={celda}>
                <code>{paso.ruta}</code>
              </td>
              <td style={celda}>
                <code>{paso.estado}</code>
              </td>
              <td style={celda}>
                {(paso.campos ?? [])
                  .map((campo) => asistente.etiquetas?.[campo] ?? campo)
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
          {Object.entries(asistente.otrasRutas ?? {}).map(([estado, ruta]) => (
            <tr key={estado}>
              <td style={celda}>—</td>
              <td style={celda}>Sin paso propio</td>
              <td style={celda}>
                <code>{ruta}</code>
              </td>
              <td style={celda}>
                <code>{estado}</code>
              </td>
              <td style={celda}>—</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ClinicaProvider>
  );
}
