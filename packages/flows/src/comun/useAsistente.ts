import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type Actor, type AnyStateMachine, createActor, type InputFrom } from 'xstate';
import { borrarInstantanea, guardarInstantanea, leerInstantanea } from '../persistencia';

/** La instantánea guardada solo si la máquina de hoy la acepta; si no, se borra. */
function instantaneaUtil(machine: AnyStateMachine, clave: string | undefined) {
  if (!clave) return undefined;
  const snapshot = leerInstantanea(clave);
  if (!snapshot) return undefined;
  try {
    createActor(machine, { snapshot } as never);
    return snapshot;
  } catch {
    borrarInstantanea(clave);
    return undefined;
  }
}

/** Las props que comparten los asistentes conectados a su máquina (`CrearPaciente`, `CrearCita`). */
export interface PropsDeAsistente<Salida> {
  /** `{ hoy }` de la clínica ('AAAA-MM-DD'); por defecto, hoy en Europe/Madrid. */
  input?: { hoy?: string };
  /** Clave de sessionStorage para retomar tras una recarga (`claveDeFlujo('crearCita')`). */
  clavePersistencia?: string;
  /** Prefijo de las rutas del rol. @default '/administrativo' */
  base?: string;
  /** La ruta actual de la aplicación: si cambia (Atrás del navegador), se pide ese paso. */
  ruta?: string;
  /** Cada paso nuevo, con su ruta de §2.3 ('/administrativo/crearCita/crearCitaPaso2'). */
  onPasoCambiado?: (ruta: string) => void;
  /** 'Confirmar cancelación'. */
  onCancelar: () => void;
  /** El asistente ha terminado (la confirmación está a la vista), con lo que ha creado. */
  onTerminar?: (salida: Salida) => void;
  /** 'Ir a citas'. @default `${base}/citas` */
  citasHref?: string;
}

export interface OpcionesAsistente<M extends AnyStateMachine> {
  /** Clave de sessionStorage (`claveDeFlujo('crearPaciente')`): el asistente resiste una recarga. */
  clave?: string;
  input?: InputFrom<M>;
}

/**
 * El actor de un asistente: retoma lo guardado bajo `clave` (nunca contraseñas, ver
 * persistencia.ts), guarda cada cambio y lo borra al terminar.
 */
export function useAsistente<M extends AnyStateMachine>(
  machine: M,
  { clave, input }: OpcionesAsistente<M> = {},
): Actor<M> {
  const [snapshot] = useState(() => instantaneaUtil(machine, clave));
  const actor = useActorRef(machine, { input, snapshot } as never) as unknown as Actor<M>;
  useEffect(() => {
    if (!clave) return;
    const suscripcion = actor.subscribe({
      next: () => guardarInstantanea(actor as Actor<AnyStateMachine>, clave),
      complete: () => borrarInstantanea(clave),
    });
    return () => suscripcion.unsubscribe();
  }, [actor, clave]);
  return actor;
}

export interface RutasDelAsistente<Paso extends string> {
  rutaDelPaso: (estado: { value: unknown }) => string;
  pasoDeRuta: (ruta: string) => Paso | undefined;
}

/**
 * La URL sigue a la máquina (DECISIONS #10): avisa de la ruta de cada paso nuevo y, si la
 * aplicación cambia `ruta` (el botón Atrás del navegador), pide ese paso con `IR_A_PASO`; las
 * guardas de la máquina deciden si se puede.
 */
export function useRutaDelAsistente<Paso extends string>(
  actor: Actor<AnyStateMachine>,
  { rutaDelPaso, pasoDeRuta }: RutasDelAsistente<Paso>,
  {
    base,
    ruta,
    onPasoCambiado,
  }: { base: string; ruta?: string; onPasoCambiado?: (ruta: string) => void },
): void {
  const segmento = useSelector(actor, (s) => rutaDelPaso(s));
  const actual = `${base}/${segmento}`;
  const avisar = useRef(onPasoCambiado);
  avisar.current = onPasoCambiado;
  useEffect(() => {
    avisar.current?.(actual);
  }, [actual]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: solo cuando la aplicación cambia la ruta.
  useEffect(() => {
    if (ruta === undefined || ruta === actual) return;
    const paso = pasoDeRuta(ruta);
    if (paso) actor.send({ type: 'IR_A_PASO', paso });
  }, [ruta]);
}

/**
 * Avisa una vez cuando el asistente termina, con su salida. Se llama siempre a la última
 * `alTerminar` recibida, así la aplicación puede pasar una función nueva en cada render.
 */
export function useAlTerminar<Salida>(
  snapshot: { status: string; output?: Salida },
  alTerminar: ((salida: Salida) => void) | undefined,
): void {
  const avisar = useRef(alTerminar);
  avisar.current = alTerminar;
  const { status, output } = snapshot;
  useEffect(() => {
    if (status === 'done') avisar.current?.(output as Salida);
  }, [status, output]);
}

/**
 * Cuenta los intentos de continuar de un paso: cada 'Continuar' (`contar`) y cada espera (una
 * búsqueda, un envío) que acaba sin salir del paso. El resumen de errores recibe el foco en
 * cada intento, aunque sus mensajes sean los de la vez anterior.
 */
export function useIntentos(esperando = false): { intento: number; contar: () => void } {
  const [intento, setIntento] = useState(0);
  const esperaba = useRef(esperando);
  useEffect(() => {
    if (esperaba.current && !esperando) setIntento((n) => n + 1);
    esperaba.current = esperando;
  }, [esperando]);
  return { intento, contar: () => setIntento((n) => n + 1) };
}
