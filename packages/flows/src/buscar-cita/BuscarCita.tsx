import type { CitaListado } from '@clinica/api-client';
import { TextField } from '@clinica/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { MENSAJE_NUM_CITA_VALIDO, validarNumCita } from '../validacion/numCita';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { buscarCitaMachine, EventoBuscarCita } from './machine';
import { TEXTOS_BUSCAR_CITA as T } from './texts';

export const ID_NUM_CITA = 'buscar-cita-num-cita';

export interface PantallaBuscarCitaProps {
  numCita: string;
  /** El mensaje del campo: formato, 'No existe ninguna cita con ese número' o por qué no se informa. */
  error?: string;
  buscando: boolean;
  intento: number;
  send: (evento: EventoBuscarCita) => void;
  /** @default '/radiologo' */
  inicioHref?: string;
}

/**
 * 'Buscar cita' (§2.4): el número de la cita y 'Buscar'. El mensaje de §5 ('Número de cita
 * válido', el de formato o 'No existe ninguna cita con ese número') va en el campo y en el
 * resumen de errores, nunca en una alerta del navegador.
 */
export function PantallaBuscarCita({
  numCita,
  error,
  buscando,
  intento,
  send,
  inicioHref = '/radiologo',
}: PantallaBuscarCitaProps) {
  const valido = numCita.trim() !== '' && validarNumCita(numCita) === undefined && !error;
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.titulo}
      inicioHref={inicioHref}
      errores={error ? [{ id: ID_NUM_CITA, mensaje: error }] : []}
      intento={intento}
      onContinuar={() => send({ type: 'BUSCAR' })}
      continuarTexto={T.buscar}
      enviando={buscando}
    >
      <div className={styles.estrecho}>
        <TextField
          id={ID_NUM_CITA}
          label={T.numCita}
          description={valido ? MENSAJE_NUM_CITA_VALIDO : T.numCitaDescripcion}
          value={numCita}
          onChange={(valor) => send({ type: 'EDITAR', numCita: valor })}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={buscando}
          validationBehavior="aria"
          autoComplete="off"
        />
      </div>
    </PasoAsistente>
  );
}

export interface BuscarCitaPorNumeroProps {
  /** `buscarCitaMachine.provide({ actors: actoresBuscarCita(client) })`. */
  machine: typeof buscarCitaMachine;
  /** El `id_radiologo` de la sesión. */
  idRadiologo: number;
  /** Un número ya escrito (query `num_cita`). */
  numCita?: string;
  /** La cita encontrada, en curso y asignada a este radiólogo: ir a crear su informe. */
  onEncontrada: (cita: CitaListado) => void;
  /** @default '/radiologo' */
  inicioHref?: string;
}

/** 'Buscar cita' conectado a su máquina. */
export function BuscarCitaPorNumero({
  machine,
  idRadiologo,
  numCita,
  onEncontrada,
  inicioHref,
}: BuscarCitaPorNumeroProps) {
  const [s, send] = useMachine(machine, { input: { idRadiologo, numCita } });
  const avisado = useRef(false);
  const salida = useRef(onEncontrada);
  salida.current = onEncontrada;
  useEffect(() => {
    if (s.status === 'done' && !avisado.current) {
      avisado.current = true;
      salida.current(s.output.cita);
    }
  }, [s]);
  return (
    <PantallaBuscarCita
      numCita={s.context.numCita}
      error={s.context.error}
      buscando={s.matches('buscando') || s.status === 'done'}
      intento={s.context.intento}
      send={send}
      inicioHref={inicioHref}
    />
  );
}
