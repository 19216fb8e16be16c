import { ROL } from '@clinica/api-client/reglas';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type {
  Actor,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { inicioDelRol } from '../roles/roles';
import { useAlTerminar, useIntentos } from './alTerminar';
import { ETIQUETA_ESPERANDO } from './machine';
import { persistir } from './persistencia';
import type { InicioDelAsistente } from './reanudar';
import { estadoDePrimerNivel } from './steps';

// Also used by flows that are not wizards (sign-in, password change): in a module of their own,
// so those do not load the wizards' machinery.
export { useAlTerminar, useIntentos };

/**
 * El prefijo de rutas de un asistente cuando la aplicación no da otro: los asistentes de hoy son
 * de la administración (§2.3).
 */
export const BASE_POR_DEFECTO = inicioDelRol(ROL.administrativo);

/** Las props que la aplicación da a todo asistente conectado a su máquina. */
export interface PropsDeAsistente<Salida> {
  /** `{ hoy }` de la clínica ('AAAA-MM-DD'); por defecto, hoy en Europe/Madrid. */
  input?: { hoy?: string };
  /** Clave de sessionStorage para retomar tras una recarga (`claveDeFlujo('crearCita')`). */
  clavePersistencia?: string;
  /** Prefijo de las rutas del rol. @default '/administrativo' (`BASE_POR_DEFECTO`) */
  base?: string;
  /** La ruta actual de la aplicación: si cambia (Atrás del navegador), se pide ese paso. */
  ruta?: string;
  /**
   * Lo guardado a medias se ofrece aunque `ruta` sea la de su paso, en lugar de retomarse solo:
   * la aplicación lo pide al volver a la página tras iniciar sesión otra vez.
   */
  ofrecerLoGuardado?: boolean;
  /** Cada paso nuevo, con su ruta de §2.3 ('/administrativo/crearCita/crearCitaPaso2'). */
  onPasoCambiado?: (ruta: string) => void;
  /** 'Confirmar cancelación' (y 'Cancelar' en una pregunta final): salir sin hacer nada. */
  onCancelar: () => void;
  /** El asistente ha terminado (la confirmación está a la vista), con lo que ha hecho. */
  onTerminar?: (salida: Salida) => void;
  /** 'Ir a citas'. @default `${base}/citas` */
  citasHref?: string;
}

/** Lo que el contenedor necesita de la tabla de pasos (`definirAsistente`). */
export interface RutasDelAsistente {
  orden: readonly string[];
  rutaDelPaso: (estado: { value: unknown }) => string;
  pasoDeRuta: (ruta: string) => string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: la salida de cada flujo; la comprueba su contenedor.
type Salidas = Pick<PropsDeAsistente<any>, 'onCancelar' | 'onTerminar' | 'onPasoCambiado'>;

/**
 * Un asistente conectado a su máquina, su persistencia y su ruta, en un solo gancho:
 *
 * - retoma lo guardado bajo `clavePersistencia` (nunca contraseñas, ver persistencia.ts), guarda
 *   cada cambio y lo borra al terminar;
 * - la URL sigue a la máquina (docs/decisiones.md (10)): avisa de la ruta de cada paso nuevo y, si la
 *   aplicación cambia `ruta` (el botón Atrás), pide ese paso con `IR_A_PASO`;
 * - al terminar llama una vez a `onTerminar` con la salida, o a `onCancelar` si la máquina acabó
 *   en su estado final `cancelado`;
 * - cuenta los intentos de continuar (cada CONTINUAR y cada espera que acaba sin salir del paso),
 *   para que el resumen de errores reciba el foco en cada uno.
 */
export function useAsistente<M extends AnyStateMachine>(
  machine: M,
  rutas: RutasDelAsistente,
  props: Salidas & {
    input?: InputFrom<M>;
    clavePersistencia?: string;
    base?: string;
    citasHref?: string;
    ruta?: string;
    /** Cómo empieza (`reanudable`): de lo guardado, o de cero ofreciendo lo guardado. */
    inicio?: InicioDelAsistente;
  },
) {
  const { clavePersistencia: clave, base = BASE_POR_DEFECTO, ruta, input, inicio = {} } = props;
  const actor = useActorRef(machine, { input, snapshot: inicio.snapshot });
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<M>;
  // Lo que el gancho lee de cualquier máquina.
  const estado: AnyMachineSnapshot = snapshot;
  // Lo guardado a medias se ofrece en el primer paso; al dejarlo, el asistente nuevo ocupa su
  // lugar y ya no se ofrece.
  const enElPrimero = estadoDePrimerNivel(estado) === rutas.orden[0];
  const [dejoElPrimero, setDejoElPrimero] = useState(false);
  useEffect(() => {
    if (!enElPrimero) setDejoElPrimero(true);
  }, [enElPrimero]);
  const aMedias = dejoElPrimero ? undefined : inicio.aMedias;
  // Se guarda lo que alguien ha empezado (un asistente abierto y no tocado no está 'a medias'),
  // y, mientras se ofrece lo guardado, el asistente nuevo no lo pisa.
  const tocado = useRef(inicio.snapshot !== undefined);
  const guardar = useRef(false);
  guardar.current = !aMedias;
  useEffect(
    () =>
      clave
        ? persistir(
            actor as Actor<AnyStateMachine>,
            clave,
            undefined,
            () => tocado.current && guardar.current,
          )
        : undefined,
    [actor, clave],
  );
  const cancelado = estado.status === 'done' && estado.matches('cancelado');

  // Las funciones de la aplicación pueden cambiar en cada render: se llama a la última.
  const salidas = useRef<Salidas>(props);
  salidas.current = props;

  const actual = `${base}/${rutas.rutaDelPaso(estado)}`;
  useEffect(() => {
    // 'Cancelar' sale por `onCancelar`, no por una ruta.
    if (!cancelado) salidas.current.onPasoCambiado?.(actual);
  }, [actual, cancelado]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: solo cuando la aplicación cambia la ruta.
  useEffect(() => {
    if (ruta === undefined || ruta === actual) return;
    const paso = rutas.pasoDeRuta(ruta);
    if (paso) actor.send({ type: 'IR_A_PASO', paso } as EventFromLogic<M>);
  }, [ruta]);

  useAlTerminar(estado, props);

  const { intento, contar } = useIntentos(estado.hasTag(ETIQUETA_ESPERANDO));
  const send = (evento: EventFromLogic<M>) => {
    tocado.current = true;
    if (evento.type === 'CONTINUAR') contar();
    actor.send(evento);
  };
  const enlaces = { inicioHref: base, citasHref: props.citasHref ?? `${base}/citas` };
  return {
    snapshot,
    send,
    /** Los enlaces de la confirmación. */
    enlaces,
    /** Lo que todo paso recibe (`PropsDePaso`, más `send`). */
    comun: {
      inicioHref: base,
      onCancelar: props.onCancelar,
      send,
      error: (estado.context as { error?: string }).error,
      enfocar: (estado.context as { enfocar?: string }).enfocar,
      intento,
      aMedias,
    },
  };
}
