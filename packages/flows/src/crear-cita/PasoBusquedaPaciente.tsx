import { TextField } from '@clinica/ui';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import type { EventoCrearCita } from './machine';
import { ID_DNI, PASOS_CREAR_CITA, TEXTOS_CREAR_CITA as T } from './textos';

export interface PasoBusquedaPacienteProps {
  dni: string;
  /** El mensaje del DNI: formato o 'No existe ningún paciente con ese DNI.'. */
  errorDni?: string;
  error?: string;
  /** Tras un Continuar fallido. */
  invalido: boolean;
  /** Buscando el paciente. */
  buscando: boolean;
  intento?: number;
  send: (evento: EventoCrearCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
  onCancelar: () => void;
}

/** Paso 1, 'Búsqueda del paciente': el DNI del paciente. */
export function PasoBusquedaPaciente({
  dni,
  errorDni,
  error,
  invalido,
  buscando,
  intento,
  send,
  inicioHref = '/administrativo',
  onCancelar,
}: PasoBusquedaPacienteProps) {
  const errores = errorDni ? [{ id: ID_DNI, mensaje: errorDni }] : [];
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.busqueda}
      pasos={PASOS_CREAR_CITA}
      pasoActual={1}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      errores={errores}
      error={error && error !== errorDni ? error : undefined}
      intento={intento}
      onContinuar={() => send({ type: 'CONTINUAR' })}
      continuarDesactivado={invalido && errores.length > 0}
      enviando={buscando}
    >
      <div className={styles.estrecho}>
        <TextField
          id={ID_DNI}
          label={T.dni}
          description={T.dniDescripcion}
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
