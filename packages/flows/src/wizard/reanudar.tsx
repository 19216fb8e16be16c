/**
 * Un asistente guardado nunca se retoma en silencio (docs/decisiones.md (37)): si se abre por su primer
 * paso (el menú, la lista) y hay uno a medias, el primer paso lo dice y ofrece continuarlo o
 * empezar de nuevo. Solo se retoma directamente al volver a la ruta del paso en que se dejó
 * (recargar la página, el botón Atrás), donde quien lo ve es quien lo estaba rellenando; no tras
 * volver a iniciar sesión (`ofrecerLoGuardado`), aunque se vuelva a esa ruta.
 */
import { type ComponentType, useState } from 'react';
import type { AnyStateMachine, Snapshot } from 'xstate';
import { borrarInstantanea, instantaneaRetomable } from './persistencia';
import { estadoDePrimerNivel } from './steps';

/** Cómo empieza un asistente: retomando una instantánea, y quizá ofreciendo otra a medias. */
export interface InicioDelAsistente {
  /** La instantánea de la que arranca la máquina; sin ella, desde el principio. */
  snapshot?: Snapshot<unknown>;
  /** Hay uno a medias que no se ha retomado: el primer paso lo ofrece. */
  aMedias?: AsistenteAMedias;
}

export interface AsistenteAMedias {
  /** 'Tienes un paciente a medio crear'. */
  texto: string;
  /** Retoma el guardado donde se dejó. */
  onContinuar: () => void;
  /** Lo borra y sigue con el asistente vacío. */
  onEmpezarDeNuevo: () => void;
}

/** Lo que `reanudable` lee de la tabla de pasos. */
interface TablaReanudable {
  proceso: string;
  aMedias?: string;
  orden: readonly string[];
  pasoDeRuta: (ruta: string) => string | undefined;
}

/**
 * Retomar lo guardado, ofrecerlo, o no hay nada. Con `ofrecer` (se acaba de iniciar sesión) se
 * ofrece aunque la ruta sea la del paso guardado: quien entra lo decide antes de ver los datos.
 */
export function decidirInicio(
  asistente: Pick<TablaReanudable, 'orden' | 'pasoDeRuta'>,
  guardada: Snapshot<unknown> | undefined,
  ruta: string | undefined,
  ofrecer = false,
): 'retomar' | 'ofrecer' | 'nada' {
  if (!guardada) return 'nada';
  if (ofrecer) return 'ofrecer';
  const pasoGuardado = estadoDePrimerNivel(guardada);
  const pasoPedido = ruta === undefined ? undefined : asistente.pasoDeRuta(ruta);
  const esElPrimero = pasoPedido === undefined || pasoPedido === asistente.orden[0];
  return !esElPrimero && pasoPedido === pasoGuardado ? 'retomar' : 'ofrecer';
}

interface PropsReanudables {
  machine: AnyStateMachine;
  clavePersistencia?: string;
  ruta?: string;
  /** Ofrecer lo guardado en lugar de retomarlo aunque se abra por su paso (tras iniciar sesión). */
  ofrecerLoGuardado?: boolean;
}

/**
 * El contenedor de un asistente, que decide cómo empieza: `reanudable(TABLA, Contenedor)`.
 * 'Continuar' vuelve a montar el contenedor desde lo guardado; 'Empezar de nuevo' lo borra.
 */
export function reanudable<P extends PropsReanudables>(
  asistente: TablaReanudable,
  Contenedor: ComponentType<P & { inicio: InicioDelAsistente }>,
) {
  function Reanudable(props: P) {
    const { machine, clavePersistencia: clave, ruta, ofrecerLoGuardado } = props;
    const [estado, setEstado] = useState(() => {
      const guardada = instantaneaRetomable(machine, clave);
      const decision = decidirInicio(asistente, guardada, ruta, ofrecerLoGuardado);
      return {
        version: 0,
        retomar: decision === 'retomar' ? guardada : undefined,
        pendiente: decision === 'ofrecer' ? guardada : undefined,
      };
    });
    const aMedias: AsistenteAMedias | undefined =
      estado.pendiente && clave
        ? {
            texto: asistente.aMedias ?? `Tienes un proceso '${asistente.proceso}' a medias`,
            onContinuar: () =>
              setEstado((e) => ({
                version: e.version + 1,
                retomar: e.pendiente,
                pendiente: undefined,
              })),
            onEmpezarDeNuevo: () => {
              borrarInstantanea(clave);
              setEstado((e) => ({ ...e, pendiente: undefined }));
            },
          }
        : undefined;
    return (
      <Contenedor key={estado.version} {...props} inicio={{ snapshot: estado.retomar, aMedias }} />
    );
  }
  Reanudable.displayName = `Reanudable(${Contenedor.displayName ?? Contenedor.name})`;
  return Reanudable;
}
