import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type AnyStateMachine, createActor } from 'xstate';
import {
  type PropsDeAsistente,
  useAsistente,
  useIntentos,
  useRutaDelAsistente,
} from '../comun/useAsistente';
import { borrarInstantanea, leerInstantanea } from '../persistencia';
import type { CitaGuardada } from '../tipos';
import { type CargarCita, type CitaActual, MENSAJE_CITA_NO_ENCONTRADA } from './cargarCita';
import type { EventoModificarCita, modificarCitaMachine } from './machine';
import { PasoAsignarNuevosDatos } from './PasoAsignarNuevosDatos';
import { PasoCargaCita } from './PasoCargaCita';
import { PasoCitaModificada } from './PasoCitaModificada';
import { PasoConfirmarModificacion } from './PasoConfirmarModificacion';
import { pasoDeRutaModificarCita, rutaDelPasoModificarCita } from './rutas';
import { useCitaActual } from './useCitaActual';

export interface ModificarCitaProps extends PropsDeAsistente<CitaGuardada> {
  /** `modificarCitaMachine.provide({ actors: actoresModificarCita(client) })`. */
  machine: typeof modificarCitaMachine;
  /** El id numérico de la cita (query `idCita`). */
  idCita: number;
  /** Query `nombrePaciente`: la pregunta del paso 2 lo nombra. */
  nombrePaciente?: string;
  /**
   * Fecha, hora y radiólogo actuales, si la aplicación ya los tiene (la fila de la lista). Sin
   * ellos se piden con `cargarCita`.
   */
  cita?: CitaActual;
  /**
   * Pide los datos actuales cuando no llegan en `cita` ni hay un asistente guardado que retomar
   * (`cargarCitaDelPaciente(client, idPaciente)`).
   */
  cargarCita?: CargarCita;
  /** 'Confirmar cancelación' en la cabecera, o 'Cancelar' en la pregunta: a la lista sin cambios. */
  onCancelar: () => void;
}

/** Hay un asistente guardado bajo `clave` que la máquina de hoy acepta. */
function hayAsistenteGuardado(machine: AnyStateMachine, clave: string | undefined): boolean {
  const snapshot = clave ? leerInstantanea(clave) : undefined;
  if (!clave || !snapshot) return false;
  try {
    createActor(machine, { snapshot } as never);
    return true;
  } catch {
    borrarInstantanea(clave);
    return false;
  }
}

/**
 * El asistente 'Modificar cita' conectado a su máquina. Empieza con los datos actuales de la
 * cita: los de `cita`, los de un asistente guardado (`clavePersistencia`, que es
 * `claveDeFlujo('modificarCita', idCita)`), o los que trae `cargarCita`.
 */
export function ModificarCita(props: ModificarCitaProps) {
  const { machine, idCita, cita, cargarCita, clavePersistencia, base = '/administrativo' } = props;
  const [guardado] = useState(() => hayAsistenteGuardado(machine, clavePersistencia));
  const conocida = guardado || cita !== undefined;
  const { carga, reintentar } = useCitaActual(idCita, conocida ? undefined : cargarCita);

  const actual = cita ?? (carga.estado === 'lista' ? carga.cita : undefined);
  if (conocida || actual) return <AsistenteModificarCita {...props} actual={actual} />;

  const sinCargador = carga.estado === 'inactiva';
  return (
    <PasoCargaCita
      nombrePaciente={props.nombrePaciente}
      error={
        carga.estado === 'error'
          ? carga.mensaje
          : sinCargador
            ? MENSAJE_CITA_NO_ENCONTRADA
            : undefined
      }
      reintentable={carga.estado === 'error' && carga.reintentable}
      onReintentar={reintentar}
      citasHref={props.citasHref ?? `${base}/citas`}
      inicioHref={base}
      onCancelar={props.onCancelar}
    />
  );
}

function AsistenteModificarCita({
  machine,
  idCita,
  nombrePaciente,
  actual,
  input,
  clavePersistencia,
  base = '/administrativo',
  ruta,
  onPasoCambiado,
  onCancelar,
  onTerminar,
  citasHref = `${base}/citas`,
}: ModificarCitaProps & { actual: CitaActual | undefined }) {
  const actor = useAsistente(machine, {
    clave: clavePersistencia,
    // Sin `actual` se retoma lo guardado, que ya lleva su entrada.
    input: actual && { ...input, idCita, nombrePaciente, ...actual },
  });
  const s = useSelector(actor, (snapshot) => snapshot);
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoModificarCita, pasoDeRuta: pasoDeRutaModificarCita },
    {
      base,
      ruta,
      // 'Cancelar' en la pregunta sale por `onCancelar`, como el de la cabecera.
      onPasoCambiado: (nueva) => {
        if (!actor.getSnapshot().matches('cancelado')) onPasoCambiado?.(nueva);
      },
    },
  );

  const salidas = useRef({ onTerminar, onCancelar });
  salidas.current = { onTerminar, onCancelar };
  useEffect(() => {
    if (s.status !== 'done') return;
    if (s.output.modificada) salidas.current.onTerminar?.(s.output.cita);
    else salidas.current.onCancelar();
  }, [s.status, s.output]);

  // Un envío que vuelve con errores cuenta como un intento.
  const { intento, contar } = useIntentos(s.matches('enviando'));

  const send = (evento: EventoModificarCita) => {
    if (evento.type === 'CONTINUAR') contar();
    actor.send(evento);
  };
  const { context: c } = s;
  const radiologo = c.radiologos.datos.find((r) => r.id_radiologo === c.datos.idRadiologo);

  if (s.status === 'done') {
    if (!s.output.modificada) return null;
    return (
      <PasoCitaModificada
        cita={s.output.cita}
        nombrePaciente={c.nombrePaciente}
        radiologo={radiologo?.nombre_completo}
        citasHref={citasHref}
        inicioHref={base}
      />
    );
  }
  if (s.matches('asignarDatos')) {
    return (
      <PasoAsignarNuevosDatos
        nombrePaciente={c.nombrePaciente}
        datos={c.datos}
        errores={c.errores}
        error={c.error}
        radiologos={c.radiologos}
        huecos={c.huecos}
        hoy={c.hoy}
        invalido={s.matches({ asignarDatos: 'invalido' })}
        intento={intento}
        send={send}
        inicioHref={base}
        onCancelar={onCancelar}
      />
    );
  }
  return (
    <PasoConfirmarModificacion
      nombrePaciente={c.nombrePaciente}
      original={c.original}
      datos={c.datos}
      radiologos={c.radiologos.datos}
      enviando={s.matches('enviando')}
      error={c.error}
      send={send}
      inicioHref={base}
    />
  );
}
