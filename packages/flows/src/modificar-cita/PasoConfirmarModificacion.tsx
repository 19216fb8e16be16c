import type { CitaListado } from '@clinica/api-client';
import { Button, DescriptionList } from '@clinica/ui';
import { AvisoCitaRepetida } from '../cita/AvisoCitaRepetida';
import { TEXTOS_DATOS_CITA } from '../cita/CamposDatosCita';
import { TEXTOS_PROFESIONAL } from '../cita/profesional';
import { fechaLegible } from '../fechas/fechas';
import type { DatosCita, Profesional, TipoProfesional } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { CitaActualResumen } from './CitaActualResumen';
import type { EventoModificarCita } from './machine';
import { ASISTENTE_MODIFICAR_CITA } from './steps';
import { cuandoEsLaCita, TEXTOS_MODIFICAR_CITA as T } from './texts';

export interface PasoConfirmarModificacionProps extends Omit<PropsDePaso, 'onCancelar'> {
  nombrePaciente?: string;
  /**
   * La cita como es ahora (número, paciente, DNI, fecha y hora), mostrada como 'Cita actual'.
   * Sin ella, una frase dice la fecha, la hora y el profesional de ahora.
   */
  ficha?: CitaListado;
  /**
   * Con quién es la cita: la fila se llama 'Radiólogo' o 'Médico'.
   * @default 'radiologo'
   */
  profesional?: TipoProfesional;
  /** Fecha, hora y profesional que la cita tiene ahora. */
  original: DatosCita;
  /** Los datos nuevos. */
  datos: DatosCita;
  /** Los radiólogos o los médicos, para nombrar al de antes y al de ahora. */
  profesionales: readonly Profesional[];
  /** Las horas de otras citas del paciente ese día con ese profesional: un aviso que no detiene. */
  horasRepetidas?: readonly string[];
  send: (evento: EventoModificarCita) => void;
}

/**
 * Paso 2: la pregunta '¿Deseas modificar la cita de …?' con 'Sí, modificar la cita' y 'No,
 * volver' (que vuelve a la lista sin tocar la cita; docs/decisiones.md (38)). Los datos nuevos se leen con su 'Cambiar', que vuelve al paso 1.
 * No lleva el 'Cancelar' de la cabecera: la pregunta ya tiene el suyo, y dos botones con el
 * mismo nombre y distinto efecto confundirían.
 */
export function PasoConfirmarModificacion(props: PasoConfirmarModificacionProps) {
  const {
    nombrePaciente,
    ficha,
    profesional = 'radiologo',
    original,
    datos,
    profesionales,
    horasRepetidas = [],
    enviando,
    send,
  } = props;
  const cambiar = { onPress: () => send({ type: 'VOLVER' }) };
  const elegido = profesionales.find((p) => p.idProfesional === datos.idProfesional);
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_MODIFICAR_CITA, 'confirmar', props)}
      titulo={T.pregunta(nombrePaciente)}
      // La pregunta tiene su propio 'Cancelar'; dos con distinto efecto confundirían.
      onCancelar={undefined}
      acciones={
        <>
          <Button isPending={enviando} onPress={() => send({ type: 'CONFIRMAR' })}>
            {T.si}
          </Button>
          <Button
            variant="secondary"
            isDisabled={enviando}
            onPress={() => send({ type: 'CANCELAR' })}
          >
            {T.cancelar}
          </Button>
        </>
      }
    >
      {ficha ? (
        <CitaActualResumen ficha={ficha} />
      ) : (
        <p className={styles.texto}>{T.antes(cuandoEsLaCita(original, profesionales))}</p>
      )}
      <DescriptionList
        heading={T.datosNuevos}
        items={[
          { term: TEXTOS_DATOS_CITA.fecha, value: fechaLegible(datos.fecha), action: cambiar },
          { term: TEXTOS_DATOS_CITA.hora, value: datos.hora, action: cambiar },
          {
            term: TEXTOS_PROFESIONAL[profesional].etiqueta,
            value: elegido?.nombre_completo ?? '',
            action: cambiar,
          },
        ]}
      />
      <AvisoCitaRepetida horas={horasRepetidas} />
    </PasoAsistente>
  );
}
