import { TextField } from '@clinica/ui';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { EventoCrearCita } from './machine';
import { ASISTENTE_CREAR_CITA } from './steps';
import { TEXTOS_CREAR_CITA as T } from './texts';

export interface PasoBusquedaPacienteProps extends PropsDePaso {
  dni: string;
  /** El mensaje del DNI: formato o 'No existe ningún paciente con ese DNI.'. */
  errorDni?: string;
  /** Buscando el paciente. */
  buscando: boolean;
  /** El nombre de un menor sin documento elegido en su ficha, a quien se da la cita. */
  pacienteSinDocumento?: string;
  send: (evento: EventoCrearCita) => void;
}

/** Paso 1, 'Búsqueda del paciente': el DNI del paciente. */
export function PasoBusquedaPaciente(props: PasoBusquedaPacienteProps) {
  const { dni, errorDni, buscando, pacienteSinDocumento, send } = props;
  const marco = marcoDelPaso(ASISTENTE_CREAR_CITA, 'busquedaPaciente', {
    ...props,
    errores: { dni: errorDni },
    enviando: buscando,
  });
  return (
    <PasoAsistente {...marco}>
      <div className={styles.estrecho}>
        {pacienteSinDocumento !== undefined && (
          <p className={styles.texto}>{T.pacienteElegido(pacienteSinDocumento)}</p>
        )}
        <TextField
          id={ASISTENTE_CREAR_CITA.idCampo('dni')}
          label={T.dni}
          description={pacienteSinDocumento !== undefined ? T.otroPaciente : T.dniDescripcion}
          value={dni}
          onChange={(valor) => send({ type: 'EDITAR', datos: { dni: valor } })}
          isInvalid={Boolean(errorDni)}
          errorMessage={errorDni}
          isReadOnly={buscando}
          validationBehavior="aria"
          autoComplete="off"
        />
      </div>
    </PasoAsistente>
  );
}
