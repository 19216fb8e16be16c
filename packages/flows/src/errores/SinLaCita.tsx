import { Skeleton, SkeletonBlock } from '@clinica/ui';
import type { ReactNode } from 'react';
import * as styles from '../wizard/PasoAsistente.css';
import { FalloAlCargar } from './FalloAlCargar';

export interface SinLaCitaProps {
  /** La cabecera de la página, la misma en todos sus estados. */
  cabecera: ReactNode;
  /** Lo que ha fallado al leerla, si ha fallado. */
  error?: string;
  /** Aún no se sabe (se está leyendo); si no, no existe. */
  cargando: boolean;
  onReintentar?: () => void;
  reintentar: string;
  noEncontrada: string;
  /** Las alturas de los bloques del esqueleto, como lo que ocuparán. */
  esqueleto: readonly number[];
}

/**
 * Una página de una sola cita antes de tenerla: el fallo al leerla (con 'Reintentar'), el
 * esqueleto mientras llega o que no existe, bajo su cabecera.
 */
export function SinLaCita({
  cabecera,
  error,
  cargando,
  onReintentar,
  reintentar,
  noEncontrada,
  esqueleto,
}: SinLaCitaProps) {
  return (
    <div className={styles.paso}>
      {cabecera}
      {error ? (
        <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={reintentar} />
      ) : cargando ? (
        <Skeleton>
          {esqueleto.map((altura, bloque) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: bloques de relleno en su orden.
            <SkeletonBlock key={bloque} shape="rect" height={altura} />
          ))}
        </Skeleton>
      ) : (
        <p role="alert" className={styles.texto}>
          {noEncontrada}
        </p>
      )}
    </div>
  );
}
