import type { PacienteCreado } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_CREAR_PACIENTE as T } from './texts';

export interface PasoPacienteCreadoProps {
  paciente: Pick<PacienteCreado, 'nombre' | 'primer_apellido' | 'id_paciente'>;
  /** 'Ir a citas'. @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
  /** Se invitó al paciente: el correo al que se envió la invitación. */
  invitacionA?: string;
  /** Se creó sin correo electrónico: no tiene acceso al portal. */
  sinCorreo?: boolean;
  /** 'Dar cita a este paciente': crear cita con él (por su id); sin él, no se ofrece. */
  darCitaHref?: (idPaciente: number) => string;
}

/** La confirmación: qué se ha hecho, a quién, y qué se puede hacer ahora. */
export function PasoPacienteCreado({
  paciente,
  invitacionA,
  sinCorreo = false,
  darCitaHref,
  ...enlaces
}: PasoPacienteCreadoProps) {
  const nombre = `${paciente.nombre} ${paciente.primer_apellido}`;
  let texto: string;
  if (invitacionA) texto = T.invitacionEnviada(nombre, invitacionA);
  else if (sinCorreo) texto = T.creadoSinCorreo(nombre);
  else texto = T.creadoConContrasena(nombre);
  return (
    <PasoTerminado
      proceso={T.proceso}
      titulo={T.confirmacion}
      siguiente={
        darCitaHref && { href: darCitaHref(paciente.id_paciente), texto: T.darCitaAEstePaciente }
      }
      {...enlaces}
    >
      <p className={styles.texto}>{texto}</p>
    </PasoTerminado>
  );
}
