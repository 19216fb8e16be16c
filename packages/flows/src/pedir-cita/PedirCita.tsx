import { type InicioDelAsistente, reanudable } from '../wizard/reanudar';
import { type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import type { HorarioDeLaClinica } from './horas';
import type { CitaPedida, pedirCitaMachine } from './machine';
import { nombreDelMedico } from './machine';
import { PasoCitaNoCreada, PasoCitaPedida } from './PasoCitaPedida';
import {
  PasoCitasDisponibles,
  PasoFechaDeseada,
  PasoResumenPedirCita,
  PasoSeleccionMedico,
  PasoTipoCita,
} from './PasosPedirCita';
import { ASISTENTE_PEDIR_CITA } from './steps';

export interface PedirCitaProps extends PropsDeAsistente<CitaPedida> {
  /** `pedirCitaMachine.provide({ actors: actoresPedirCita(client) })`. */
  machine: typeof pedirCitaMachine;
  /** La dirección de la clínica (del servidor), para la confirmación y el calendario. */
  direccionClinica?: string;
  /** El teléfono del paciente, al que llaman en una cita telefónica. */
  telefono?: string;
  /**
   * El horario y la duración de las citas de la clínica (`GET /api/clinica`): 'Hora que te viene
   * bien' ofrece las del día elegido. Sin ellos (cargando, un fallo), de 08:00 a 15:00 cada hora.
   */
  clinica?: HorarioDeLaClinica;
  /** 'Añadir al calendario' en la confirmación: `descargarCalendarioDeCita(client)`. */
  onAnadirAlCalendario?: (cita: CitaPedida) => Promise<void>;
}

/** El asistente 'Pedir cita' del paciente (§2.6), conectado a su máquina. */
export const PedirCita = reanudable(ASISTENTE_PEDIR_CITA, AsistentePedirCita);

function AsistentePedirCita({
  machine,
  base = '/paciente',
  direccionClinica,
  telefono,
  clinica,
  onAnadirAlCalendario,
  ...props
}: PedirCitaProps & { inicio: InicioDelAsistente }) {
  const {
    snapshot: s,
    comun,
    send,
  } = useAsistente(machine, ASISTENTE_PEDIR_CITA, {
    ...props,
    base,
  });
  const { context: c } = s;
  const paso = { ...comun, datos: c.datos, errores: c.errores };
  const medico = nombreDelMedico(c);

  if (s.status === 'done') {
    return (
      <PasoCitaPedida
        cita={s.output}
        inicioHref={base}
        direccionClinica={direccionClinica}
        telefono={telefono}
        onAnadirAlCalendario={onAnadirAlCalendario}
      />
    );
  }
  if (s.matches('fallido')) {
    return (
      <PasoCitaNoCreada
        error={c.error}
        inicioHref={base}
        onReintentar={() => send({ type: 'REINTENTAR' })}
        onVolver={() => send({ type: 'VOLVER' })}
      />
    );
  }
  if (s.matches('tipoCita')) {
    return <PasoTipoCita {...paso} invalido={s.matches({ tipoCita: 'invalido' })} />;
  }
  if (s.matches('medico')) {
    return (
      <PasoSeleccionMedico
        {...paso}
        medicos={c.medicos}
        invalido={s.matches({ medico: 'invalido' })}
      />
    );
  }
  if (s.matches('fechaDeseada')) {
    return (
      <PasoFechaDeseada
        {...paso}
        hoy={c.hoy}
        diasCerrados={c.diasCerrados}
        clinica={clinica}
        invalido={s.matches({ fechaDeseada: 'invalido' })}
      />
    );
  }
  if (s.matches('citasDisponibles')) {
    return (
      <PasoCitasDisponibles
        {...paso}
        huecos={c.huecos}
        medico={medico}
        invalido={s.matches({ citasDisponibles: 'invalido' })}
      />
    );
  }
  return <PasoResumenPedirCita {...paso} medico={medico} enviando={s.matches('enviando')} />;
}
