import { PasswordField } from '@clinica/ui';
import type { AccesoInicial } from '../invitacion/acceso';
import { EleccionDeAcceso } from '../invitacion/EleccionDeAcceso';
import { TEXTOS_FICHA_EMPLEADO as F } from '../personal/texts';
import type { Errores } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { EventoAltaEmpleado } from './machine';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';
import { ETIQUETAS_ALTA_EMPLEADO as E, TEXTOS_ALTA_EMPLEADO as T } from './texts';

export interface PasoContrasenaInicialProps extends PropsDePaso {
  /** Puede faltar tras una recarga: la contraseña nunca se guarda. */
  password?: string;
  errores: Errores<'password'>;
  send: (evento: EventoAltaEmpleado) => void;
  /**
   * El servidor envía correo: se elige entre invitar a la persona (lo primero) y escribir su
   * contraseña inicial. Sin correo, solo la contraseña, como siempre. @default false
   */
  correoActivo?: boolean;
  /** Lo elegido. @default 'escribir' */
  acceso?: AccesoInicial;
  /** El correo de la cuenta nueva, para decir adónde va la invitación. */
  email?: string;
}

/**
 * Paso 3, la contraseña inicial: con ella entra la primera vez, y el sistema le pide cambiarla
 * antes de nada más. Las reglas son las de toda contraseña (sin su nombre, correo ni DNI).
 */
export function PasoContrasenaInicial(props: PasoContrasenaInicialProps) {
  const {
    password = '',
    errores,
    send,
    correoActivo = false,
    acceso = 'escribir',
    email = '',
  } = props;
  const invitar = correoActivo && acceso === 'invitar';
  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_ALTA_EMPLEADO, 'contrasena', props)}>
      <div className={styles.estrecho}>
        {correoActivo && (
          <EleccionDeAcceso
            id={ASISTENTE_ALTA_EMPLEADO.idCampo('acceso')}
            acceso={acceso}
            email={email}
            onChange={(valor) => send({ type: 'EDITAR', datos: { acceso: valor } })}
          />
        )}
        {!invitar && <p className={styles.texto}>{T.contrasenaExplicacion}</p>}
        {!invitar && (
          <PasswordField
            id={ASISTENTE_ALTA_EMPLEADO.idCampo('password')}
            label={E.password}
            description={F.contrasenaAyuda}
            autoComplete="new-password"
            value={password}
            onChange={(valor: string) => send({ type: 'EDITAR', datos: { password: valor } })}
            isInvalid={Boolean(errores.password)}
            errorMessage={errores.password}
            validationBehavior="aria"
            isRequired
          />
        )}
      </div>
    </PasoAsistente>
  );
}
