import { PasoAsignarDatos } from '../cita/PasoAsignarDatos';
import type { CitaGuardada } from '../tipos';
import { type InicioDelAsistente, reanudable } from '../wizard/reanudar';
import { BASE_POR_DEFECTO, type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import { CitaActualResumen } from './CitaActualResumen';
import { type CargarCita, type CitaActual, MENSAJE_CITA_NO_ENCONTRADA } from './cargarCita';
import {
  horasRepetidasAlModificar,
  type modificarCitaMachine,
  type SalidaModificarCita,
} from './machine';
import { PasoCargaCita } from './PasoCargaCita';
import { PasoCitaModificada } from './PasoCitaModificada';
import { PasoConfirmarModificacion } from './PasoConfirmarModificacion';
import { ASISTENTE_MODIFICAR_CITA } from './steps';
import { useCitaActual } from './useCitaActual';

export interface ModificarCitaProps extends PropsDeAsistente<CitaGuardada> {
  /** `modificarCitaMachine.provide({ actors: actoresModificarCita(client) })`. */
  machine: typeof modificarCitaMachine;
  /** El id numérico de la cita (query `idCita`). */
  idCita: number;
  /** Query `nombrePaciente`: la pregunta del paso 2 lo nombra. */
  nombrePaciente?: string;
  /**
   * Fecha, hora y profesional actuales (su tipo e `idProfesional`), si la aplicación ya los
   * tiene (la fila de la lista). Sin ellos se piden con `cargarCita`.
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

/**
 * El asistente 'Modificar cita' conectado a su máquina. Empieza con los datos actuales de la
 * cita: los de `cita`, los de un asistente guardado que se retoma (`clavePersistencia`, que es
 * `claveDeFlujo('modificarCita', idCita)`), o los que trae `cargarCita`. Uno guardado que no se
 * retoma directamente se ofrece en el primer paso (`reanudable`).
 */
export const ModificarCita = reanudable(ASISTENTE_MODIFICAR_CITA, ModificarCitaConInicio);

function ModificarCitaConInicio(props: ModificarCitaProps & { inicio: InicioDelAsistente }) {
  const { idCita, cita, cargarCita, base = BASE_POR_DEFECTO, inicio } = props;
  const conocida = inicio.snapshot !== undefined || cita !== undefined;
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
  onTerminar,
  ...props
}: ModificarCitaProps & { inicio: InicioDelAsistente; actual: CitaActual | undefined }) {
  const {
    snapshot: s,
    comun,
    enlaces,
  } = useAsistente(machine, ASISTENTE_MODIFICAR_CITA, {
    ...props,
    // Sin `actual` se retoma lo guardado, que ya lleva su entrada.
    input: actual && { ...input, idCita, nombrePaciente, ...actual },
    // 'Cancelar' en la pregunta acaba en `cancelado`, que el gancho lleva a `onCancelar`.
    onTerminar: (salida: SalidaModificarCita) => {
      if (salida.modificada) onTerminar?.(salida.cita);
    },
  });
  const { context: c } = s;
  const profesional = c.profesionales.datos.find((p) => p.idProfesional === c.datos.idProfesional);

  if (s.status === 'done') {
    if (!s.output.modificada) return null;
    return (
      <PasoCitaModificada
        cita={s.output.cita}
        nombrePaciente={c.nombrePaciente}
        profesional={profesional?.nombre_completo}
        {...enlaces}
      />
    );
  }
  if (s.matches('asignarDatos')) {
    return (
      <PasoAsignarDatos
        {...comun}
        asistente={ASISTENTE_MODIFICAR_CITA}
        cita={<CitaActualResumen ficha={c.ficha} nombrePaciente={c.nombrePaciente} />}
        profesional={c.profesional}
        horasRepetidas={horasRepetidasAlModificar(c)}
        datos={c.datos}
        errores={c.errores}
        profesionales={c.profesionales}
        huecos={c.huecos}
        diasCerrados={c.diasCerrados}
        primerHueco={c.primerHueco}
        hoy={c.hoy}
        invalido={s.matches({ asignarDatos: 'invalido' })}
      />
    );
  }
  return (
    <PasoConfirmarModificacion
      {...comun}
      nombrePaciente={c.nombrePaciente}
      ficha={c.ficha}
      profesional={c.profesional}
      original={c.original}
      datos={c.datos}
      profesionales={c.profesionales.datos}
      horasRepetidas={horasRepetidasAlModificar(c)}
      enviando={s.matches('enviando')}
    />
  );
}
