/**
 * The tokens shown as tokens, for the 'Introducción/Tokens' page: each theme's text and
 * background pairs with their contrast ratio, the palette, the type scale, the spacing and the
 * radii. Everything is read from `tokens.ts` and `themes.css.ts`: the page changes with them.
 * Documentation only: not exported from the package.
 */
import type { CSSProperties, ReactNode } from 'react';
import { ClinicaProvider } from '../ClinicaProvider';
import { contrastRatio, STATUS_PAIRS, TEXT_PAIRS } from './contrast';
import { highContrastColors, lightColors } from './themes.css';
import { font, fontSize, palette, radius, space } from './tokens';

const celda: CSSProperties = {
  border: '1px solid #8a94a3',
  padding: '4px 8px',
  textAlign: 'start',
};
const tabla: CSSProperties = { borderCollapse: 'collapse', margin: '8px 0 24px', width: '100%' };
const codigo: CSSProperties = { fontFamily: font.mono, fontSize: '0.8125rem' };

const ratio = (value: number) =>
  `${value.toLocaleString('es-ES', { maximumFractionDigits: 2, minimumFractionDigits: 2 })}:1`;
const nivel = (value: number) => (value >= 7 ? 'AAA' : value >= 4.5 ? 'AA' : 'no cumple');

function Tabla({
  titulo,
  cabeceras,
  children,
}: {
  titulo: string;
  cabeceras: string[];
  children: ReactNode;
}) {
  return (
    <table style={tabla}>
      <caption style={{ textAlign: 'start', fontWeight: 'bold', marginBottom: 4 }}>
        {titulo}
      </caption>
      <thead>
        <tr>
          {cabeceras.map((cabecera) => (
            <th key={cabecera} scope="col" style={celda}>
              {cabecera}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

type Tema = typeof lightColors | typeof highContrastColors;

function Pares({ nombre, tema }: { nombre: string; tema: Tema }) {
  const filas = [
    ...TEXT_PAIRS.map(([fg, bg]) => [`color.${fg}`, tema.color[fg], `color.${bg}`, tema.color[bg]]),
    ...STATUS_PAIRS.map(([fg, bg]) => [
      `status.${fg}`,
      tema.status[fg],
      `status.${bg}`,
      tema.status[bg],
    ]),
  ] as [string, string, string, string][];
  return (
    <Tabla
      titulo={`Tema ${nombre}: texto sobre fondo (WCAG 2; AA pide 4,5:1 y AAA 7:1)`}
      cabeceras={['Muestra', 'Texto', 'Fondo', 'Contraste', 'Nivel']}
    >
      {filas.map(([fgName, fg, bgName, bg]) => {
        const valor = contrastRatio(fg, bg);
        return (
          <tr key={`${fgName}-${bgName}`}>
            <td style={{ ...celda, color: fg, background: bg, fontWeight: 'bold' }}>Cita 48213K</td>
            <td style={celda}>
              <span style={codigo}>{fgName}</span> {fg}
            </td>
            <td style={celda}>
              <span style={codigo}>{bgName}</span> {bg}
            </td>
            <td style={celda}>{ratio(valor)}</td>
            <td style={celda}>{nivel(valor)}</td>
          </tr>
        );
      })}
    </Tabla>
  );
}

export function Muestrario() {
  return (
    <ClinicaProvider>
      <div style={{ color: palette.grey900, fontFamily: font.body }}>
        <h2>Colores</h2>
        <Pares nombre="claro (light)" tema={lightColors} />
        <Pares nombre="alto contraste (highContrast)" tema={highContrastColors} />
        <Tabla
          titulo="La paleta (solo la leen los temas)"
          cabeceras={['Muestra', 'Token', 'Valor']}
        >
          {Object.entries(palette).map(([nombre, valor]) => (
            <tr key={nombre}>
              <td
                style={{ ...celda, background: valor, width: '4rem' }}
                aria-label={`Muestra de ${nombre}`}
              />
              <td style={{ ...celda, ...codigo }}>palette.{nombre}</td>
              <td style={celda}>{valor}</td>
            </tr>
          ))}
        </Tabla>
        <h2>Tipografía</h2>
        <p>
          Fuentes del sistema, nada se descarga de otro origen:{' '}
          <span style={codigo}>{font.body}</span>
        </p>
        <Tabla titulo="Tamaños de letra" cabeceras={['Token', 'Valor', 'Muestra']}>
          {Object.entries(fontSize).map(([nombre, valor]) => (
            <tr key={nombre}>
              <td style={{ ...celda, ...codigo }}>fontSize.{nombre}</td>
              <td style={celda}>{valor}</td>
              <td style={{ ...celda, fontSize: valor }}>
                Lucía García Fernández, 03/12/2026 12:00
              </td>
            </tr>
          ))}
        </Tabla>
        <h2>Espacio y radios</h2>
        <Tabla titulo="Espacios" cabeceras={['Token', 'Valor', 'Muestra']}>
          {Object.entries(space).map(([nombre, valor]) => (
            <tr key={nombre}>
              <td style={{ ...celda, ...codigo }}>space.{nombre}</td>
              <td style={celda}>{valor}</td>
              <td style={celda}>
                <span
                  style={{
                    display: 'inline-block',
                    width: valor,
                    height: '1rem',
                    background: palette.blue600,
                  }}
                />
              </td>
            </tr>
          ))}
        </Tabla>
        <Tabla titulo="Radios" cabeceras={['Token', 'Valor', 'Muestra']}>
          {Object.entries(radius).map(([nombre, valor]) => (
            <tr key={nombre}>
              <td style={{ ...celda, ...codigo }}>radius.{nombre}</td>
              <td style={celda}>{valor}</td>
              <td style={celda}>
                <span
                  style={{
                    display: 'inline-block',
                    width: '3rem',
                    height: '2rem',
                    border: `2px solid ${palette.grey600}`,
                    borderRadius: valor,
                  }}
                />
              </td>
            </tr>
          ))}
        </Tabla>
      </div>
    </ClinicaProvider>
  );
}
