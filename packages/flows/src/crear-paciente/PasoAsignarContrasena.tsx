import { PasswordField } from '@clinica/ui';
import { erroresEnOrden } from '../comun/errores';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import type { DatosContrasena, Errores } from '../tipos';
import type { EventoCrearPaciente } from './machine';
import type { PropsDeAsistente } from './PasoInformacionPaciente';
import {
  CAMPOS_CONTRASENA,
  ETIQUETAS_CONTRASENA as E,
  idCampoPaciente as id,
  PASOS_CREAR_PACIENTE,
  TEXTOS_CREAR_PACIENTE as T,
} from './textos';

export interface PasoAsignarContrasenaProps extends PropsDeAsistente {
  /** Puede faltar tras una recarga: la contraseña nunca se guarda. */
  contrasena: Partial<DatosContrasena>;
  errores: Errores<keyof DatosContrasena>;
  error?: string;
  invalido: boolean;
  intento?: number;
  send: (evento: EventoCrearPaciente) => void;
}

/** Paso 2, 'Asignar contraseña': la contraseña y su repetición (DECISIONS #11). */
export function PasoAsignarContrasena({
  contrasena,
  errores,
  error,
  invalido,
  intento,
  send,
  inicioHref = '/administrativo',
  onCancelar,
}: PasoAsignarContrasenaProps) {
  const lista = erroresEnOrden(errores, CAMPOS_CONTRASENA, id);
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
      proceso={T.proceso}
      titulo={T.asignarContrasena}
      pasos={PASOS_CREAR_PACIENTE}
      pasoActual={2}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      errores={lista}
      error={error && !lista.some((e) => e.mensaje === error) ? error : undefined}
      intento={intento}
      onContinuar={() => send({ type: 'CONTINUAR' })}
      continuarDesactivado={invalido && lista.length > 0}
      onVolver={() => send({ type: 'VOLVER' })}
    >
      <div className={styles.estrecho}>
        <PasswordField {...campo('password')} description={T.descripcionContrasena} />
        <PasswordField {...campo('repetirPassword')} />
      </div>
    </PasoAsistente>
  );
}
