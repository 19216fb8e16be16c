/**
 * Lo que todo paso de un asistente pasa a su armazón (`PasoAsistente`), derivado de la tabla de
 * pasos: el título, el número y la barra de pasos, el resumen de errores en el orden de los
 * campos, Continuar (o Confirmar en el último paso) y Volver. Cada pantalla solo pone su
 * contenido: `<PasoAsistente {...marcoDelPaso(ASISTENTE, 'asignarContrasena', props)}>`.
 */

import type { Errores } from '../tipos';
import type { PasoAsistenteProps } from './PasoAsistente';
import type { AsistenteAMedias } from './reanudar';
import type { Asistente } from './steps';
import { BASE_POR_DEFECTO } from './useAsistente';

/** Las props que todo paso recibe, además de sus datos. */
export interface PropsDePaso {
  /** 'Volver al inicio'. @default '/administrativo' */
  inicioHref?: string;
  /** 'Confirmar cancelación': la aplicación borra lo guardado y vuelve al inicio. */
  onCancelar?: () => void;
  /** Un fallo general (del servidor) del último envío. */
  error?: string;
  /** Tras un Continuar fallido: los mensajes siguen a lo escrito y Continuar espera. */
  invalido?: boolean;
  /** Cuenta los intentos, para llevar el foco al resumen en cada uno. */
  intento?: number;
  /** Esperando al servidor (buscar, enviar): Continuar muestra que carga. */
  enviando?: boolean;
  /** El campo al que vuelve 'Cambiar' desde el resumen: recibe el foco en lugar del título. */
  enfocar?: string;
  /** Hay otro guardado a medias: el primer paso lo ofrece (docs/decisiones.md (37)). */
  aMedias?: AsistenteAMedias;
}

export function marcoDelPaso<Estado extends string, Campo extends string>(
  asistente: Asistente<Estado, Campo>,
  estado: Estado,
  props: PropsDePaso & {
    /** Los mensajes por campo del paso. */
    errores?: Errores<string>;
    send: (evento: { type: 'CONTINUAR' | 'CONFIRMAR' | 'VOLVER' }) => void;
  },
): PasoAsistenteProps {
  const { errores = {}, error, invalido = false, send } = props;
  const lista = asistente.erroresEnOrden(estado, errores);
  const esElUltimo = asistente.siguiente(estado) === undefined;
  return {
    proceso: asistente.proceso,
    titulo: asistente.paso(estado).titulo,
    pasos: asistente.etiquetas,
    pasoActual: asistente.numero(estado),
    inicioHref: props.inicioHref ?? BASE_POR_DEFECTO,
    onCancelar: props.onCancelar,
    errores: lista,
    // Un fallo que ya se ve en un campo no se repite arriba.
    error: error && !lista.some((e) => e.mensaje === error) ? error : undefined,
    intento: props.intento,
    onContinuar: () => send({ type: esElUltimo ? 'CONFIRMAR' : 'CONTINUAR' }),
    continuarDesactivado: invalido && lista.length > 0,
    enviando: props.enviando,
    onVolver: asistente.anterior(estado) ? () => send({ type: 'VOLVER' }) : undefined,
    enfocarAlEntrar: props.enfocar ? asistente.idCampo(props.enfocar) : undefined,
    aMedias: asistente.anterior(estado) ? undefined : props.aMedias,
  };
}
