import { useEffect, useRef, useState } from 'react';
import { estadoDelFallo, mensajeDeFallo } from '../errores/fallos';

export type CargaDeCita<T> =
  | { estado: 'inactiva' }
  | { estado: 'cargando' }
  | { estado: 'lista'; cita: T }
  | { estado: 'error'; mensaje: string; reintentable: boolean };

/** Sin conexión, demasiadas peticiones o un fallo del servidor se pueden reintentar; un 4xx no. */
function esReintentable(error: unknown): boolean {
  const estado = estadoDelFallo(error);
  return estado === undefined || estado === 429 || estado >= 500;
}

/**
 * Una cita pedida con `cargar`, o nada si `cargar` no llega (ya se conoce, o el asistente se
 * retoma de sessionStorage). Cambiar de cita o desmontar aborta la petición.
 */
export function useCargaDeCita<T>(
  idCita: number,
  cargar: ((idCita: number, signal: AbortSignal) => Promise<T>) | undefined,
): { carga: CargaDeCita<T>; reintentar: () => void } {
  const [carga, setCarga] = useState<CargaDeCita<T>>({
    estado: cargar ? 'cargando' : 'inactiva',
  });
  const [intento, setIntento] = useState(0);
  // La aplicación puede dar una función nueva en cada render: solo cuenta la cita.
  const funcion = useRef(cargar);
  funcion.current = cargar;
  const hayCargador = cargar !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `intento` marca cada reintento.
  useEffect(() => {
    const pedir = funcion.current;
    if (!pedir) return;
    const control = new AbortController();
    setCarga({ estado: 'cargando' });
    pedir(idCita, control.signal).then(
      (cita) => {
        if (!control.signal.aborted) setCarga({ estado: 'lista', cita });
      },
      (error: unknown) => {
        if (control.signal.aborted) return;
        setCarga({
          estado: 'error',
          mensaje: mensajeDeFallo(error),
          reintentable: esReintentable(error),
        });
      },
    );
    return () => control.abort();
  }, [idCita, hayCargador, intento]);

  return { carga, reintentar: () => setIntento((n) => n + 1) };
}
