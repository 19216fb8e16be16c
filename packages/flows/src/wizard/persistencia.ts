/**
 * Un asistente sobrevive a una recarga guardando su instantánea en sessionStorage
 * (docs/decisiones.md (10)), y la recupera con `createActor(machine, { snapshot })`.
 *
 * Nunca se guarda una contraseña: se quita todo campo cuyo nombre hable de contraseñas, en el
 * contexto y en los hijos (un actor en marcha guarda su `input`). Tampoco se guarda mientras se
 * envía (estados con la etiqueta `enviando`): recargar ahí repetiría el envío; se conserva la
 * instantánea anterior. Al terminar el asistente se borra.
 */
import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type Snapshot,
  type Subscription,
} from 'xstate';

/** Sube la versión cuando una instantánea guardada ya no sirva para la máquina nueva. */
// 3: el hueco elegido de 'Pedir cita' es un objeto (antes, el texto '2026-12-03 10:00'), su
// fecha y hora deseadas se llaman `fechaDeseada` y `horaDeseada`, y el médico elegido y los de
// las listas cargadas, `idProfesional` (antes `idMedico` e `id`).
// 4: 'Crear cita' guarda el tipo de cita (`tipoCita`, y `profesional` le sigue) y las citas del
// paciente encontrado (`citasDelPaciente`); una a medias de antes, siempre de radiología, se
// descarta.
// 5: 'Crear paciente' guarda el tipo de documento, su número (`documento`, antes `dni`) y el
// tutor de un menor (docs/decisiones.md (52)); uno a medias de antes se descarta.
export const VERSION_PERSISTENCIA = 5;

/** La etiqueta de los estados que no se guardan. */
export const ETIQUETA_ENVIANDO = 'enviando';

const CAMPO_SECRETO = /password|contrase[nñ]a/i;

/** Lo mínimo de sessionStorage que hace falta; las pruebas pasan uno propio. */
export type Almacen = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Guardado {
  version: number;
  instantanea: Snapshot<unknown>;
}

const PREFIJO = 'clinica:';

/**
 * 'clinica:crearPaciente', o 'clinica:modificarCita:41' si el flujo es de un registro. Con
 * `usuario`, 'clinica:u7:crearPaciente': lo guardado es de esa persona y solo a ella se le ofrece
 * (otra que entre en la misma pestaña no lo ve; docs/decisiones.md (37)).
 */
export function claveDeFlujo(flujo: string, id?: string | number, usuario?: number): string {
  const base = usuario === undefined ? PREFIJO : `${PREFIJO}u${usuario}:`;
  return id === undefined ? `${base}${flujo}` : `${base}${flujo}:${id}`;
}

/**
 * Borra todo asistente guardado que no sea de `usuario`: otra persona ha entrado en esta pestaña,
 * y lo que la anterior dejó a medias (datos de pacientes) no se le ofrece ni se queda aquí.
 */
export function olvidarAsistentesAjenos(
  usuario: number,
  almacen: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = almacenDeSesion() as
    | Storage
    | undefined,
): void {
  if (!almacen) return;
  const propio = `${PREFIJO}u${usuario}:`;
  const ajenas: string[] = [];
  for (let i = 0; i < almacen.length; i += 1) {
    const clave = almacen.key(i);
    if (clave?.startsWith(PREFIJO) && !clave.startsWith(propio)) ajenas.push(clave);
  }
  for (const clave of ajenas) almacen.removeItem(clave);
}

/** Copia profunda sin ningún campo de contraseña. */
export function sinContrasenas<T>(valor: T): T {
  if (Array.isArray(valor)) return valor.map(sinContrasenas) as T;
  if (valor === null || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.entries(valor)
      .filter(([clave]) => !CAMPO_SECRETO.test(clave))
      .map(([clave, dato]) => [clave, sinContrasenas(dato)]),
  ) as T;
}

interface InstantaneaPersistida {
  context?: unknown;
  children?: Record<string, { snapshot?: unknown } | undefined>;
}

/**
 * La instantánea sin contraseñas en los datos (`context`, también el de los actores hijos). Los
 * nombres de estado (`value`, 'asignarContrasena') se guardan tal cual: son el paso, no un secreto.
 */
export function instantaneaSinContrasenas<T>(instantanea: T): T {
  if (instantanea === null || typeof instantanea !== 'object') return instantanea;
  const { context, children } = instantanea as InstantaneaPersistida;
  return {
    ...instantanea,
    ...(context === undefined ? {} : { context: sinContrasenas(context) }),
    ...(children === undefined
      ? {}
      : {
          children: Object.fromEntries(
            Object.entries(children).map(([id, hijo]) => [
              id,
              hijo && { ...hijo, snapshot: instantaneaSinContrasenas(hijo.snapshot) },
            ]),
          ),
        }),
  };
}

function almacenDeSesion(): Almacen | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Algunos navegadores lanzan al tocar sessionStorage con las cookies bloqueadas.
    return undefined;
  }
}

/** Guarda (o borra, si ha terminado) la instantánea del actor. */
export function guardarInstantanea(
  actor: Actor<AnyStateMachine>,
  clave: string,
  almacen: Almacen | undefined = almacenDeSesion(),
): void {
  if (!almacen) return;
  const instantanea = actor.getSnapshot();
  if (instantanea.status !== 'active') {
    almacen.removeItem(clave);
    return;
  }
  if (instantanea.hasTag(ETIQUETA_ENVIANDO)) return;
  const guardado: Guardado = {
    version: VERSION_PERSISTENCIA,
    instantanea: instantaneaSinContrasenas(actor.getPersistedSnapshot()),
  };
  try {
    almacen.setItem(clave, JSON.stringify(guardado));
  } catch {
    // Almacén lleno o no disponible: el asistente sigue, solo que no sobrevivirá a una recarga.
  }
}

/** La instantánea guardada, si existe y es de esta versión. */
export function leerInstantanea(
  clave: string,
  almacen: Almacen | undefined = almacenDeSesion(),
): Snapshot<unknown> | undefined {
  const texto = almacen?.getItem(clave);
  if (!texto) return undefined;
  try {
    const guardado = JSON.parse(texto) as Partial<Guardado>;
    return guardado.version === VERSION_PERSISTENCIA ? guardado.instantanea : undefined;
  } catch {
    return undefined;
  }
}

export function borrarInstantanea(
  clave: string,
  almacen: Almacen | undefined = almacenDeSesion(),
): void {
  almacen?.removeItem(clave);
}

/**
 * Lo guardado bajo `clave`, solo si la máquina de hoy lo acepta; si no, se borra. Es el único
 * camino para retomar un asistente: lo usan `crearActorPersistido` (sin React) y `useAsistente`.
 */
export function instantaneaRetomable<M extends AnyStateMachine>(
  machine: M,
  clave: string | undefined,
  almacen: Almacen | undefined = almacenDeSesion(),
): Snapshot<unknown> | undefined {
  if (!clave) return undefined;
  const snapshot = leerInstantanea(clave, almacen);
  if (!snapshot) return undefined;
  try {
    const logica: AnyStateMachine = machine;
    createActor(logica, { snapshot });
    return snapshot;
  } catch {
    borrarInstantanea(clave, almacen);
    return undefined;
  }
}

/** Cómo se aplaza un guardado: `hacer` puede llegar a llamarse más de una vez. */
export type Programar = (hacer: () => void) => void;

/**
 * Tras el próximo dibujo del navegador; en seguida donde no hay navegador (Node). Guardar (copiar
 * la instantánea sin contraseñas y escribirla) cuesta unos milisegundos que no deben retrasar lo
 * que se ve al pulsar 'Continuar' o al escribir (docs/rendimiento.md, 'Guardar después de
 * dibujar'). Una pestaña oculta no dibuja: a lo sumo se espera un cuarto de segundo. No usa
 * `afterNextPaint` de `@clinica/ui`: este módulo va con las máquinas (`@clinica/flows/maquinas`,
 * wizard/machine.ts lee `ETIQUETA_ENVIANDO`) y con `crearActorPersistido` en Node, sin la interfaz.
 */
export const trasElProximoDibujo: Programar = (hacer) => {
  if (typeof requestAnimationFrame !== 'function') {
    hacer();
    return;
  }
  requestAnimationFrame(() => setTimeout(hacer, 0));
  setTimeout(hacer, 250);
};

/**
 * Guarda el actor tras cada cambio bajo `clave` (y lo borra al terminar o si falla). Varios
 * cambios seguidos se guardan una vez, tras dibujarlos (`programar`); lo pendiente se guarda en
 * seguida si la página se oculta o se cierra (una recarga) y al dejar de guardar. Parar el actor
 * (la pantalla se desmonta) no borra nada: se retoma al volver. Devuelve cómo dejar de guardar.
 */
export function persistir(
  actor: Actor<AnyStateMachine>,
  clave: string,
  almacen: Almacen | undefined = almacenDeSesion(),
  /** Si se guarda ahora (no mientras se ofrece otro guardado a medias). */
  debeGuardar: () => boolean = () => true,
  programar: Programar = trasElProximoDibujo,
): () => void {
  let pendiente = false;
  const guardarLoPendiente = () => {
    if (!pendiente) return;
    pendiente = false;
    if (debeGuardar()) guardarInstantanea(actor, clave, almacen);
  };
  const suscripcion: Subscription = actor.subscribe({
    next: () => {
      if (pendiente) return;
      pendiente = true;
      programar(guardarLoPendiente);
    },
    error: () => {
      pendiente = false;
      borrarInstantanea(clave, almacen);
    },
  });
  // 'visibilitychange' llega a la ventana desde el documento: una pestaña que pasa a segundo plano
  // en un móvil puede cerrarse sin otro aviso.
  const avisos = ['pagehide', 'visibilitychange'] as const;
  for (const aviso of avisos) globalThis.addEventListener?.(aviso, guardarLoPendiente);
  return () => {
    for (const aviso of avisos) globalThis.removeEventListener?.(aviso, guardarLoPendiente);
    suscripcion.unsubscribe();
    guardarLoPendiente();
  };
}

/**
 * El actor de un asistente fuera de React (otra aplicación, una prueba en Node): retomado donde
 * se dejó, o desde el principio si no hay nada guardado o ya no encaja con la máquina. Se
 * devuelve sin arrancar y guardándose tras cada cambio (en seguida en Node); `detener()` guarda
 * lo pendiente y deja de guardar.
 */
export function crearActorPersistido<M extends AnyStateMachine>(
  machine: M,
  clave: string,
  opciones: { input?: InputFrom<M>; almacen?: Almacen; programar?: Programar } = {},
): { actor: Actor<M>; retomado: boolean; detener: () => void } {
  const almacen = opciones.almacen ?? almacenDeSesion();
  const snapshot = instantaneaRetomable(machine, clave, almacen);
  const actor = createActor(machine, { snapshot, input: opciones.input });
  const detener = persistir(
    actor as Actor<AnyStateMachine>,
    clave,
    almacen,
    undefined,
    opciones.programar,
  );
  return { actor, retomado: snapshot !== undefined, detener };
}
