import type { DiaCerrado } from '@clinica/api-client';
import type { ReactNode } from 'react';
import type { Carga, DatosCita, Errores, Profesional, TipoProfesional } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { Asistente } from '../wizard/steps';
import { AvisoCitaRepetida } from './AvisoCitaRepetida';
import { CamposDatosCita } from './CamposDatosCita';

export interface PasoAsignarDatosProps<Estado extends string> extends PropsDePaso {
  /** La tabla de pasos del asistente: crear cita (paso 2) o modificar cita (paso 1). */
  asistente: Asistente<Estado, string>;
  /** Para quién es la cita: 'Lucía García Fernández (12345678Z)'. */
  paciente?: string;
  /** En lugar de `paciente`: qué cita es (modificar cita la muestra como 'Cita actual'). */
  cita?: ReactNode;
  /** Lo que el flujo pide antes de la fecha: en crear cita, el tipo de cita. */
  antes?: ReactNode;
  /**
   * Las horas de otras citas del paciente ese día con ese profesional: con alguna, un aviso que
   * no detiene (docs/decisiones.md (51)). Sin la prop, el paso no avisa.
   */
  horasRepetidas?: readonly string[];
  /**
   * Con quién es la cita: un radiólogo (crear cita, y modificar una de radiología) o un médico
   * (modificar una de medicina familiar).
   * @default 'radiologo'
   */
  profesional?: TipoProfesional;
  /** En modificar cita, empiezan siendo los actuales de la cita. */
  datos: DatosCita;
  errores: Errores<keyof DatosCita>;
  /** Los radiólogos o los médicos, según `profesional`. */
  profesionales: Carga<Profesional>;
  /** Las horas libres del profesional elegido el día elegido. */
  huecos: Carga<string>;
  /** Los días sin huecos que da el servidor (el calendario no deja elegirlos). */
  diasCerrados?: Carga<DiaCerrado>;
  /** 'Primer hueco libre' buscándose, sin ninguno o fallido. */
  primerHueco?: 'buscando' | 'ninguno' | 'error';
  /** 'AAAA-MM-DD' de la clínica: no se dan citas en el pasado. */
  hoy: string;
  send: (
    evento:
      | {
          type:
            | 'CONTINUAR'
            | 'CONFIRMAR'
            | 'VOLVER'
            | 'REINTENTAR_PROFESIONALES'
            | 'REINTENTAR_HUECOS'
            | 'PRIMER_HUECO';
        }
      | { type: 'EDITAR'; datos: Partial<DatosCita> },
  ) => void;
}

/**
 * 'Asignar datos' de crear y modificar cita: para quién es, el día, el radiólogo o el médico y
 * una de sus horas libres ese día (docs/decisiones.md (12, 31)).
 */
export function PasoAsignarDatos<Estado extends string>(props: PasoAsignarDatosProps<Estado>) {
  const {
    asistente,
    paciente,
    cita,
    antes,
    horasRepetidas,
    profesional = 'radiologo',
    datos,
    errores,
    profesionales,
    huecos,
    diasCerrados,
    primerHueco,
    hoy,
    send,
  } = props;
  return (
    <PasoAsistente {...marcoDelPaso(asistente, 'asignarDatos' as Estado, props)}>
      {cita ?? (paciente && <p className={styles.texto}>{`Paciente: ${paciente}`}</p>)}
      {antes}
      <CamposDatosCita
        prefijo={asistente.prefijo}
        profesional={profesional}
        datos={datos}
        errores={errores}
        profesionales={profesionales}
        huecos={huecos}
        diasCerrados={diasCerrados}
        hoy={hoy}
        onEditar={(cambios) => send({ type: 'EDITAR', datos: cambios })}
        onReintentarProfesionales={() => send({ type: 'REINTENTAR_PROFESIONALES' })}
        onReintentarHuecos={() => send({ type: 'REINTENTAR_HUECOS' })}
        primerHueco={primerHueco}
        onPrimerHueco={() => send({ type: 'PRIMER_HUECO' })}
      />
      {horasRepetidas && <AvisoCitaRepetida horas={horasRepetidas} />}
    </PasoAsistente>
  );
}
