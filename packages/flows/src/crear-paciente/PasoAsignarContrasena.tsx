import { PasswordField } from '@clinica/ui';
import type { AccesoInicial } from '../invitacion/acceso';
import { EleccionDeAcceso } from '../invitacion/EleccionDeAcceso';
import type { DatosContrasena, Errores } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { EventoCrearPaciente } from './machine';
import { ASISTENTE_CREAR_PACIENTE } from './steps';
import { ETIQUETAS_CONTRASENA as E, TEXTOS_CREAR_PACIENTE as T } from './texts';

export interface PasoAsignarContrasenaProps extends PropsDePaso {
  /** Puede faltar tras una recarga: la contraseña nunca se guarda. */
  contrasena: Partial<DatosContrasena>;
  errores: Errores<keyof DatosContrasena>;
  /** Continuar pregunta al servidor si la contraseña vale (la lista de las más usadas). */
  comprobando?: boolean;
  send: (evento: EventoCrearPaciente) => void;
  /**
   * El servidor envía correo: se elige entre invitar al paciente (lo primero) y escribir su
   * contraseña. Sin correo, solo la contraseña, como siempre. @default false
   */
  correoActivo?: boolean;
  /** Lo elegido. @default 'escribir' */
  acceso?: AccesoInicial;
  /** El correo del paciente, para decir adónde va la invitación. */
  email?: string;
  /**
   * El paciente no tiene correo: no tendrá cuenta hasta que se le añada uno, así que no hay
   * contraseña ni invitación (docs/decisiones.md (52)). @default false
   */
  sinCorreo?: boolean;
}

const id = ASISTENTE_CREAR_PACIENTE.idCampo;

/**
 * Paso 2, 'Asignar contraseña': la contraseña y su repetición (docs/decisiones.md (11)). Continuar la
 * comprueba en el servidor (las más usadas) y su mensaje sale aquí, junto al campo.
 */
export function PasoAsignarContrasena(props: PasoAsignarContrasenaProps) {
  const {
    contrasena,
    errores,
    comprobando = false,
    send,
    correoActivo = false,
    acceso = 'escribir',
    email = '',
    sinCorreo = false,
  } = props;
  const invitar = correoActivo && acceso === 'invitar';
  const campo = (nombre: keyof DatosContrasena) => ({
    id: id(nombre),
    label: E[nombre],
    value: contrasena[nombre] ?? '',
    onChange: (valor: string) => send({ type: 'EDITAR', datos: { [nombre]: valor } }),
    isInvalid: Boolean(errores[nombre]),
    errorMessage: errores[nombre],
    validationBehavior: 'aria' as const,
    autoComplete: 'new-password' as const,
  });
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_CREAR_PACIENTE, 'asignarContrasena', {
        ...props,
        enviando: comprobando,
      })}
    >
      <div className={styles.estrecho}>
        {sinCorreo && <p className={styles.texto}>{T.sinCorreo}</p>}
        {!sinCorreo && correoActivo && (
          <EleccionDeAcceso
            id={id('acceso')}
            acceso={acceso}
            email={email}
            onChange={(valor) => send({ type: 'EDITAR', datos: { acceso: valor } })}
          />
        )}
        {!sinCorreo && !invitar && (
          <>
            <PasswordField {...campo('password')} description={T.descripcionContrasena} />
            <PasswordField {...campo('repetirPassword')} />
          </>
        )}
      </div>
    </PasoAsistente>
  );
}
