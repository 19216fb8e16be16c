import { ProgressBar } from '@clinica/ui';
import { TEXTOS_INCIDENCIAS as T } from './texts';

export interface ProgresoDeEnvioProps {
  /** Cuántas imágenes nuevas hay que subir. */
  total: number;
  /** Cuántas se han subido ya. */
  subidas: number;
  /** Guardando los datos (aún sin subir imágenes). */
  guardando: boolean;
}

/**
 * Lo que se ve mientras se envía: 'Guardando la incidencia…' y, con imágenes, una barra que
 * avanza con cada una ('Subiendo imagen 2 de 3'), anunciada a los lectores de pantalla.
 */
export function ProgresoDeEnvio({ total, subidas, guardando }: ProgresoDeEnvioProps) {
  if (guardando || total === 0) {
    return <ProgressBar label={T.guardando} isIndeterminate />;
  }
  const actual = Math.min(subidas + 1, total);
  return (
    <div aria-live="polite">
      <ProgressBar
        label={T.subiendoImagen(actual, total)}
        value={subidas}
        maxValue={total}
        valueLabel={`${subidas} de ${total}`}
      />
    </div>
  );
}
