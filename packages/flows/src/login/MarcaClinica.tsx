import * as styles from './MarcaClinica.css';

export interface MarcaClinicaProps {
  /** Lado en píxeles. @default 40 */
  tamano?: number;
  /** Cuadrado blanco y cruz oscura, para ponerla sobre el color de la barra lateral. @default false */
  invertida?: boolean;
  className?: string;
}

/**
 * La marca de la clínica: una cruz blanca en un cuadrado redondeado, la misma del favicon. Es
 * SVG en línea (nada se pide a otro origen, docs/decisiones.md (20)) y decorativa: el nombre de la
 * clínica, escrito al lado, es el texto.
 */
export function MarcaClinica({ tamano = 40, invertida = false, className }: MarcaClinicaProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={tamano}
      height={tamano}
      aria-hidden="true"
      focusable="false"
      data-invertida={invertida || undefined}
      className={[styles.marca, className].filter(Boolean).join(' ')}
    >
      <rect width="32" height="32" rx="7" className={styles.fondo} />
      <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" className={styles.cruz} />
    </svg>
  );
}
