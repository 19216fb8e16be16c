import type { CitaPendiente } from '@clinica/api-client';
import { LinkButton } from '@clinica/ui';
import { useId } from 'react';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './CitasAfectadas.css';
import { TEXTOS_CITAS_AFECTADAS } from './texts';

export { TEXTOS_CITAS_AFECTADAS } from './texts';

/** Adónde llevan los enlaces de una cita que impide un cambio: las páginas del mostrador. */
export interface EnlacesDeCita {
  modificar: string;
  cancelar: string;
}

const T = TEXTOS_CITAS_AFECTADAS;

export interface CitasAfectadasProps {
  /** El título de la lista ('Citas programadas por delante', 'Citas afectadas'). */
  titulo: string;
  /** Las citas que el servidor lista (hasta 100). */
  citas: readonly CitaPendiente[];
  /** Cuántas hay en total: si son más que las listadas, se dice. */
  total: number;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  /** @default 3 */
  nivelDelTitulo?: 2 | 3 | 4;
}

/**
 * Las citas programadas que impiden un cambio (dar de baja a alguien, cerrar unos días, cambiar
 * un horario): nunca se cancelan en silencio (docs/decisiones.md (48, 49)), así que cada una lleva
 * sus dos enlaces, 'Modificar' y 'Cancelar'.
 */
export function CitasAfectadas({
  titulo,
  citas,
  total,
  enlacesDeCita,
  nivelDelTitulo = 3,
}: CitasAfectadasProps) {
  const id = useId();
  const Titulo = `h${nivelDelTitulo}` as const;
  return (
    <section aria-labelledby={id} className={styles.seccion}>
      <Titulo id={id} className={styles.tituloSeccion}>
        {titulo}
      </Titulo>
      <ul className={estilos.citas}>
        {citas.map((cita) => {
          const enlaces = enlacesDeCita(cita);
          return (
            <li key={cita.id} className={estilos.cita}>
              <span>
                {`${T.numCita} ${cita.num_cita} · ${fechaLegible(cita.fecha)} ${cita.hora} · ${cita.nombre_completo_paciente}`}
              </span>
              <span className={estilos.enlacesDeCita}>
                <LinkButton
                  href={enlaces.modificar}
                  variant="secondary"
                  size="small"
                  aria-label={T.modificarCita(cita.num_cita)}
                >
                  {T.modificar}
                </LinkButton>
                <LinkButton
                  href={enlaces.cancelar}
                  variant="secondary"
                  size="small"
                  aria-label={T.cancelarCita(cita.num_cita)}
                >
                  {T.cancelar}
                </LinkButton>
              </span>
            </li>
          );
        })}
      </ul>
      {total > citas.length && <p className={styles.texto}>{T.masCitas(citas.length, total)}</p>}
    </section>
  );
}
