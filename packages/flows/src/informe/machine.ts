import type { InformeCompleto } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, mensajeDeFallo } from '../errores/fallos';
import { type ConClave, claveDelEnvio } from '../wizard/idempotencia';
import { ETIQUETA_ESPERANDO, salidaDe } from '../wizard/machine';
import { ETIQUETA_ENVIANDO } from '../wizard/persistencia';
import { rehacerTexto } from './textoDelInforme';
import { TEXTOS_INFORME as T } from './texts';

/** Una imagen elegida para el informe, con su nota. */
export interface ImagenDelInforme {
  /** Clave estable mientras está en la lista. */
  id: string;
  archivo: File;
  nota: string;
}

/** La cita que se informa: lo que trae la URL de §2.4 (id, id_paciente, num_cita…). */
export interface CitaAInformar {
  id: number;
  numCita: string;
  idPaciente: number;
  nombrePaciente?: string;
  dniPaciente?: string;
}

export type CampoInforme = 'imagenes' | 'texto';

export interface ContextoInforme {
  cita: CitaAInformar;
  imagenes: ImagenDelInforme[];
  siguienteId: number;
  /** El texto del área 'Informe de la prueba'. */
  texto: string;
  /** Las notas con que se rehízo el texto la última vez (§4; ver textoDelInforme.ts). */
  notasEnTexto: string[];
  /** La imagen abierta en la vista previa. */
  abierta: string | undefined;
  /** Los errores de 'Generar', por campo; se actualizan al corregir. */
  errores: Partial<Record<CampoInforme, string>>;
  /** El fallo del último envío. */
  error: string | undefined;
  /** Cuánto se ha subido (0 a 1); `undefined` si no se sabe. */
  progreso: number | undefined;
  intento: number;
  resultado: InformeCompleto | undefined;
  /**
   * La `Idempotency-Key` del envío (docs/decisiones.md (36)): 'Generar' otra vez sin cambiar nada repite
   * el mismo envío con la misma clave; cualquier cambio en imágenes, notas o texto la olvida.
   */
  claveEnvio: string | undefined;
}

export type EventoInforme =
  | { type: 'AGREGAR'; archivos: File[] }
  | { type: 'ELIMINAR'; id: string }
  | { type: 'ABRIR'; id: string }
  | { type: 'EDITAR_NOTA'; id: string; nota: string }
  | { type: 'CERRAR' }
  | { type: 'EDITAR_TEXTO'; texto: string }
  | { type: 'GENERAR' }
  /** En la revisión: guardar lo revisado. */
  | { type: 'CONFIRMAR' }
  /** En la revisión: volver a editar sin guardar nada. */
  | { type: 'CORREGIR' }
  | { type: 'PROGRESO'; fraccion: number };

/** Lo que recibe el actor que guarda: un solo envío de informe, imágenes y notas (docs/decisiones.md (6)). */
export interface EnvioDelInforme extends ConClave {
  idCita: number;
  contenido: string;
  imagenes: File[];
  notas: string[];
  /** Cada avance de la subida, de 0 a 1. */
  alProgresar: (fraccion: number) => void;
}

export function erroresDelInforme(
  c: Pick<ContextoInforme, 'imagenes' | 'texto'>,
): Partial<Record<CampoInforme, string>> {
  const errores: Partial<Record<CampoInforme, string>> = {};
  if (c.imagenes.length === 0) errores.imagenes = T.faltaImagen;
  if (c.texto.trim() === '') errores.texto = T.faltaTexto;
  return errores;
}

const notasDe = (imagenes: readonly ImagenDelInforme[]) => imagenes.map((i) => i.nota);

/** Tras un intento fallido, los errores siguen al contenido; antes, no se muestran. */
function revalidar(c: ContextoInforme, cambio: Partial<ContextoInforme>) {
  const siguiente = { ...c, ...cambio };
  return Object.keys(c.errores).length > 0
    ? { ...cambio, errores: erroresDelInforme(siguiente) }
    : cambio;
}

/**
 * 'Crear informe de la cita' (§2.4): imágenes con su nota, el texto del informe con las reglas
 * de §4 (textoDelInforme.ts) y 'Generar', que primero enseña lo que se va a guardar y pide confirmarlo
 * (docs/decisiones.md (42)); confirmado, guarda informe, imágenes y la cita CUMPLIDA de una vez
 * (docs/decisiones.md (6)) mostrando el progreso de la subida. Si falla, nada ha quedado guardado: el
 * mensaje se muestra y 'Generar' lo intenta otra vez (el actor reconoce un informe que llegó a
 * guardarse aunque la respuesta se perdiera, así que no se duplica).
 */
export const informeMachine = setup({
  types: {
    context: {} as ContextoInforme,
    events: {} as EventoInforme,
    input: {} as { cita: CitaAInformar },
    output: {} as InformeCompleto,
  },
  actors: {
    /** POST /api/informes/guardarCompleto (multipart). */
    guardarInforme: fromPromise<InformeCompleto, EnvioDelInforme>(async () => {
      throw new Error('informeMachine: proporciona el actor guardarInforme.');
    }),
  },
  guards: {
    completo: ({ context }) => Object.keys(erroresDelInforme(context)).length === 0,
  },
  actions: {
    agregar: assign(({ context }, archivos: File[]) => {
      const nuevas = archivos.map((archivo, i) => ({
        id: `imagen-${context.siguienteId + i}`,
        archivo,
        nota: '',
      }));
      return {
        ...revalidar(context, {
          imagenes: [...context.imagenes, ...nuevas],
          siguienteId: context.siguienteId + archivos.length,
        }),
        claveEnvio: undefined,
      };
    }),
    /** §4: la nota de la imagen eliminada sale del texto, que se rehace con las que quedan. */
    eliminar: assign(({ context }, id: string) => {
      const imagenes = context.imagenes.filter((i) => i.id !== id);
      const texto = rehacerTexto(context.texto, context.notasEnTexto, notasDe(imagenes));
      return {
        ...revalidar(context, {
          imagenes,
          texto,
          notasEnTexto: notasDe(imagenes),
          abierta: context.abierta === id ? undefined : context.abierta,
        }),
        claveEnvio: undefined,
      };
    }),
    abrir: assign({ abierta: (_, id: string) => id }),
    editarNota: assign(({ context }, { id, nota }: { id: string; nota: string }) => ({
      imagenes: context.imagenes.map((i) => (i.id === id ? { ...i, nota } : i)),
      claveEnvio: undefined,
    })),
    /** §4: al cerrar la vista previa, el texto se rehace con las notas de todas las imágenes. */
    cerrar: assign(({ context }) => {
      const notas = notasDe(context.imagenes);
      return revalidar(context, {
        abierta: undefined,
        texto: rehacerTexto(context.texto, context.notasEnTexto, notas),
        notasEnTexto: notas,
      });
    }),
    editarTexto: assign(({ context }, texto: string) => ({
      ...revalidar(context, { texto }),
      claveEnvio: undefined,
    })),
    marcarErrores: assign(({ context }) => ({
      errores: erroresDelInforme(context),
      error: undefined,
      intento: context.intento + 1,
    })),
    limpiarFallo: assign({ error: undefined, errores: {} }),
    empezarEnvio: assign(({ context }) => ({
      errores: {},
      error: undefined,
      progreso: 0,
      intento: context.intento + 1,
      claveEnvio: claveDelEnvio(context),
    })),
  },
}).createMachine({
  id: 'informe',
  context: ({ input }) => ({
    cita: input.cita,
    imagenes: [],
    siguienteId: 1,
    texto: '',
    notasEnTexto: [],
    abierta: undefined,
    errores: {},
    error: undefined,
    progreso: undefined,
    intento: 0,
    resultado: undefined,
    claveEnvio: undefined,
  }),
  initial: 'editando',
  states: {
    editando: {
      on: {
        AGREGAR: { actions: { type: 'agregar', params: ({ event }) => event.archivos } },
        ELIMINAR: { actions: { type: 'eliminar', params: ({ event }) => event.id } },
        ABRIR: {
          guard: ({ context, event }) => context.imagenes.some((i) => i.id === event.id),
          actions: { type: 'abrir', params: ({ event }) => event.id },
        },
        EDITAR_NOTA: { actions: { type: 'editarNota', params: ({ event }) => event } },
        CERRAR: { actions: 'cerrar' },
        EDITAR_TEXTO: { actions: { type: 'editarTexto', params: ({ event }) => event.texto } },
        GENERAR: [
          { guard: 'completo', target: 'revisando', actions: 'limpiarFallo' },
          { actions: 'marcarErrores' },
        ],
      },
    },
    /**
     * docs/decisiones.md (42): 'Generar' first shows what will be saved (the images with their
     * notes and the text) and asks to confirm, since once saved it can never change.
     */
    revisando: {
      on: {
        CONFIRMAR: { target: 'enviando', actions: 'empezarEnvio' },
        CORREGIR: 'editando',
      },
    },
    enviando: {
      tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
      on: {
        PROGRESO: { actions: assign({ progreso: ({ event }) => event.fraccion }) },
      },
      invoke: {
        id: 'guardarInforme',
        src: 'guardarInforme',
        input: ({ context, self }) => ({
          idCita: context.cita.id,
          contenido: context.texto.trim(),
          imagenes: context.imagenes.map((i) => i.archivo),
          notas: context.imagenes.map((i) => i.nota.trim()),
          claveIdempotencia: context.claveEnvio,
          alProgresar: (fraccion: number) => self.send({ type: 'PROGRESO', fraccion }),
        }),
        onDone: {
          target: 'confirmacion',
          actions: assign({
            resultado: ({ event }) => event.output,
            progreso: 1,
            claveEnvio: undefined,
          }),
        },
        onError: {
          target: 'editando',
          actions: assign({
            progreso: undefined,
            error: ({ event }) => mensajeDelFalloAlGenerar(event.error),
            errores: ({ event }) => erroresDelServidor(event.error),
          }),
        },
      },
    },
    confirmacion: { type: 'final' },
  },
  output: ({ context }) => salidaDe(context.resultado, 'informeMachine'),
});

/** El mensaje de un fallo al generar: el del servidor, o el de sin conexión, y que nada quedó. */
export function mensajeDelFalloAlGenerar(error: unknown): string {
  const fallo = comoFallo(error);
  const mensaje = mensajeDeFallo(error);
  // 400/413/415 dicen qué corregir; los demás, que no se ha guardado nada y se puede repetir.
  if (fallo && [400, 403, 409, 413, 415].includes(fallo.estado)) return mensaje;
  return `${mensaje} No se ha guardado nada: pulsa 'Generar' para intentarlo de nuevo.`;
}

/** Los errores por campo que el servidor devuelve (`contenido`, `imagenes`). */
function erroresDelServidor(error: unknown): Partial<Record<CampoInforme, string>> {
  const errores = comoFallo(error)?.errores ?? {};
  const resultado: Partial<Record<CampoInforme, string>> = {};
  if (errores.contenido) resultado.texto = errores.contenido;
  if (errores.imagenes) resultado.imagenes = errores.imagenes;
  return resultado;
}
