import { PasswordField } from '@clinica/ui';
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
}

/**
 * Paso 3, la contraseña inicial: con ella entra la primera vez, y el sistema le pide cambiarla
 * antes de nada más. Las reglas son las de toda contraseña (sin su nombre, correo ni DNI).
 */
export function PasoContrasenaInicial(props: PasoContrasenaInicialProps) {
  const { password = '', errores, send } = props;
  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_ALTA_EMPLEADO, 'contrasena', props)}>
      <div className={styles.estrecho}>
        <p className={styles.texto}>{T.contrasenaExplicacion}</p>
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
      </div>
    </PasoAsistente>
  );
}
