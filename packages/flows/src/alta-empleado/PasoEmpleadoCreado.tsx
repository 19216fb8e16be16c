import type { Empleado } from '@clinica/api-client';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_ALTA_EMPLEADO as T } from './texts';

export interface PasoEmpleadoCreadoProps {
  empleado: Pick<Empleado, 'nombre_completo' | 'email'>;
  /** 'Volver a Personal'. @default '/administrativo/personal' */
  listaHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
  /** Se le envió una invitación por correo en vez de darle una contraseña. @default false */
  invitacion?: boolean;
}

/**
 * La confirmación: quién tiene cuenta ya, y qué pasa ahora (se le da la contraseña en persona,
 * entra con ella y la cambia antes de nada más).
 */
export function PasoEmpleadoCreado({
  empleado,
  inicioHref = '/administrativo',
  listaHref = `${inicioHref}/personal`,
  invitacion = false,
}: PasoEmpleadoCreadoProps) {
  return (
    <PasoTerminado
      proceso={T.proceso}
      titulo={T.creado(empleado.nombre_completo)}
      inicioHref={inicioHref}
      citasHref={listaHref}
      irATexto={T.volverAPersonal}
    >
      <h2 className={styles.tituloSeccion}>{T.queSigue}</h2>
      {invitacion ? (
        <p className={styles.texto}>{T.invitacionEnviada(empleado.email)}</p>
      ) : (
        <>
          <p className={styles.texto}>{T.siguientePaso1(empleado.email)}</p>
          <p className={styles.texto}>{T.siguientePaso2}</p>
        </>
      )}
    </PasoTerminado>
  );
}
