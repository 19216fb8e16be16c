import type { Ref } from 'react';
import { type ErrorDeCampo, enfocarControl } from './erroresDeCampo';
import * as styles from './ResumenDeErrores.css';

export interface ResumenDeErroresProps {
  /** Un enlace por campo con error, en el orden del formulario. */
  errores: readonly ErrorDeCampo[];
  /** Un mensaje que no es de ningún campo (un fallo del servidor). */
  mensaje?: string;
  /** @default 'Hay un problema' */
  titulo?: string;
  /** El paso lleva el foco aquí tras un Continuar fallido. */
  ref?: Ref<HTMLDivElement>;
  /** Para que 'Continuar', a la espera, lo nombre en su descripción. */
  id?: string;
}

/**
 * El resumen de errores de un paso (el patrón de GOV.UK): recibe el foco, se anuncia, y cada
 * entrada es un enlace que lleva el foco a su campo.
 */
export function ResumenDeErrores({
  errores,
  mensaje,
  titulo = 'Hay un problema',
  ref,
  id,
}: ResumenDeErroresProps) {
  return (
    <div ref={ref} id={id} tabIndex={-1} className={styles.resumen}>
      {/* role="alert" en un hijo, como GOV.UK: el contenido se anuncia aunque algún lector no
          lea el contenedor al recibir el foco. */}
      <div role="alert">
        <h2 className={styles.titulo}>{titulo}</h2>
        {mensaje && <p className={styles.general}>{mensaje}</p>}
        {errores.length > 0 && (
          <ul className={styles.lista}>
            {errores.map(({ id, mensaje: texto }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className={styles.enlace}
                  onClick={(evento) => {
                    evento.preventDefault();
                    enfocarControl(id);
                  }}
                >
                  {texto}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
