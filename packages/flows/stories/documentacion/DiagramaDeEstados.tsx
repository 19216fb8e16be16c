/**
 * El diagrama de estados de una máquina, para la página de documentación de cada flujo: cada
 * estado una caja (los compuestos con los suyos dentro), marcado en texto como inicial o final,
 * con lo que invoca y sus transiciones. Sale de `estadosDeLaMaquina`, es decir, de la máquina
 * que usa la aplicación: cambia con ella y nunca se dibuja a mano.
 */
import { ClinicaProvider, vars } from '@clinica/ui';
import type { CSSProperties } from 'react';
import type { AnyStateMachine } from 'xstate';
import { contarEstados, type Estado, estadosDeLaMaquina } from './estados';

const caja: CSSProperties = {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.sm,
  minWidth: '12rem',
  flex: '1 1 14rem',
  overflowWrap: 'anywhere',
};
const lista: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
};
const marca: CSSProperties = {
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 'normal',
};

function CajaDeEstado({ estado }: { estado: Estado }) {
  return (
    <li
      style={{
        ...caja,
        ...(estado.tipo === 'final' ? { borderWidth: 3, borderStyle: 'double' } : {}),
      }}
    >
      <p style={{ margin: 0, fontWeight: 'bold', fontFamily: vars.font.mono }}>
        {estado.inicial ? '● ' : ''}
        {estado.clave}
        {estado.inicial && <span style={marca}>inicial</span>}
        {estado.tipo === 'final' && <span style={marca}>final</span>}
        {estado.tipo === 'paralelo' && <span style={marca}>en paralelo</span>}
      </p>
      {estado.descripcion && (
        <p style={{ margin: `${vars.space.xxs} 0`, color: vars.color.textMuted }}>
          {estado.descripcion}
        </p>
      )}
      {estado.invoca.length > 0 && (
        <p style={{ margin: `${vars.space.xxs} 0` }}>
          Invoca: <code>{estado.invoca.join(', ')}</code>
        </p>
      )}
      {estado.transiciones.length > 0 && (
        <ul style={{ margin: `${vars.space.xxs} 0`, paddingInlineStart: vars.space.md }}>
          {estado.transiciones.map((transicion, indice) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the machine's own order, never reordered
            <li key={indice}>
              <code>{transicion.evento}</code>
              {transicion.condicion && (
                <>
                  {' '}
                  si <code>{transicion.condicion}</code>
                </>
              )}
              {' → '}
              {transicion.destinos.length > 0 ? (
                <code>{transicion.destinos.join(', ')}</code>
              ) : (
                'se queda'
              )}
            </li>
          ))}
        </ul>
      )}
      {estado.hijos.length > 0 && (
        <ul
          style={{ ...lista, marginTop: vars.space.xs }}
          aria-label={`Estados de ${estado.clave}`}
        >
          {estado.hijos.map((hijo) => (
            <CajaDeEstado key={hijo.id} estado={hijo} />
          ))}
        </ul>
      )}
    </li>
  );
}

export interface DiagramaDeEstadosProps {
  maquina: AnyStateMachine;
  /** El nombre del flujo, para el título del diagrama: 'Crear cita'. */
  nombre: string;
}

export function DiagramaDeEstados({ maquina, nombre }: DiagramaDeEstadosProps) {
  const raiz = estadosDeLaMaquina(maquina);
  const { estados, transiciones } = contarEstados(raiz);
  return (
    // The theme's variables: a docs page is outside the stories' decorators.
    <ClinicaProvider>
      <figure style={{ margin: 0, color: vars.color.text, fontFamily: vars.font.body }}>
        <figcaption style={{ marginBottom: vars.space.sm }}>
          Diagrama de estados de «{nombre}» (máquina <code>{maquina.id}</code>): {estados} estados y{' '}
          {transiciones} transiciones, leídos de la máquina. ● marca el estado inicial de cada
          nivel; el borde doble, los finales.
        </figcaption>
        <ul style={lista} aria-label={`Estados de ${nombre}`}>
          {raiz.hijos.map((estado) => (
            <CajaDeEstado key={estado.id} estado={estado} />
          ))}
        </ul>
      </figure>
    </ClinicaProvider>
  );
}
