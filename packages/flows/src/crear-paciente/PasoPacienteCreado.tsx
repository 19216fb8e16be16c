import type { PacienteCreado } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_CREAR_PACIENTE as T } from './texts';

export interface PasoPacienteCreadoProps {
  paciente: Pick<PacienteCreado, 'nombre' | 'primer_apellido'>;
  /** 'Ir a citas'. @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
  /** Se invitó al paciente: el correo al que se envió la invitación. */
  invitacionA?: string;
}

/** La confirmación: qué se ha hecho, a quién, y qué se puede hacer ahora. */
export function PasoPacienteCreado({ paciente, invitacionA, ...enlaces }: PasoPacienteCreadoProps) {
  const nombre = `${paciente.nombre} ${paciente.primer_apellido}`;
  return (
    <PasoTerminado proceso={T.proceso} titulo={T.confirmacion} {...enlaces}>
      <p className={styles.texto}>
        {invitacionA
          ? T.invitacionEnviada(nombre, invitacionA)
          : `${nombre} ya puede iniciar sesión con su correo electrónico y la contraseña asignada. Ya se le pueden dar citas.`}
      </p>
    </PasoTerminado>
  );
}
