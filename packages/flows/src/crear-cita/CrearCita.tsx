import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useAsistente, useRutaDelAsistente } from '../comun/useAsistente';
import type { CitaGuardada } from '../tipos';
import type { crearCitaMachine, EventoCrearCita } from './machine';
import { PasoAsignarDatosCita } from './PasoAsignarDatosCita';
import { PasoBusquedaPaciente } from './PasoBusquedaPaciente';
import { PasoCitaCreada } from './PasoCitaCreada';
import { PasoConfirmarDatosCita } from './PasoConfirmarDatosCita';
import { pasoDeRutaCrearCita, rutaDelPasoCrearCita } from './rutas';

export interface CrearCitaProps {
  /** `crearCitaMachine.provide({ actors: { buscarPacientePorDni, cargarRadiologos, cargarHuecosLibres, guardarCita } })`. */
  machine: typeof crearCitaMachine;
  input?: { hoy?: string };
  /** Clave de sessionStorage (`claveDeFlujo('crearCita')`). */
  clavePersistencia?: string;
  /** @default '/administrativo' */
  base?: string;
  ruta?: string;
  onPasoCambiado?: (ruta: string) => void;
  onCancelar: () => void;
  onTerminar?: (cita: CitaGuardada) => void;
  citasHref?: string;
}

/** El asistente 'Crear cita' conectado a su máquina. */
export function CrearCita({
  machine,
  input,
  clavePersistencia,
  base = '/administrativo',
  ruta,
  onPasoCambiado,
  onCancelar,
  onTerminar,
  citasHref = `${base}/citas`,
}: CrearCitaProps) {
  const actor = useAsistente(machine, { clave: clavePersistencia, input });
  const s = useSelector(actor, (snapshot) => snapshot);
  const [intento, setIntento] = useState(0);
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoCrearCita, pasoDeRuta: pasoDeRutaCrearCita },
    { base, ruta, onPasoCambiado },
  );
  const terminar = useRef(onTerminar);
  terminar.current = onTerminar;
  useEffect(() => {
    if (s.status === 'done') terminar.current?.(s.output);
  }, [s.status, s.output]);

  // Una búsqueda o un envío que vuelve con errores cuenta como un intento: el resumen recibe
  // el foco aunque el paso no cambie.
  const esperando = s.matches({ busquedaPaciente: 'buscando' }) || s.matches('enviando');
  const esperaba = useRef(esperando);
  useEffect(() => {
    if (esperaba.current && !esperando) setIntento((n) => n + 1);
    esperaba.current = esperando;
  }, [esperando]);

  const send = (evento: EventoCrearCita) => {
    if (evento.type === 'CONTINUAR') setIntento((n) => n + 1);
    actor.send(evento);
  };
  const comun = { inicioHref: base, onCancelar, send };
  const { context: c } = s;
  const { dni: errorDni, ...erroresCita } = c.errores;

  if (s.status === 'done') {
    return <PasoCitaCreada cita={s.output} citasHref={citasHref} inicioHref={base} />;
  }
  if (s.matches('busquedaPaciente')) {
    return (
      <PasoBusquedaPaciente
        {...comun}
        dni={c.dni}
        errorDni={errorDni}
        error={c.error}
        invalido={s.matches({ busquedaPaciente: 'invalido' })}
        buscando={s.matches({ busquedaPaciente: 'buscando' })}
        intento={intento}
      />
    );
  }
  if (s.matches('asignarDatos')) {
    return (
      <PasoAsignarDatosCita
        {...comun}
        paciente={c.paciente}
        datos={c.datos}
        errores={erroresCita}
        error={c.error}
        radiologos={c.radiologos}
        huecos={c.huecos}
        hoy={c.hoy}
        invalido={s.matches({ asignarDatos: 'invalido' })}
        intento={intento}
      />
    );
  }
  return (
    <PasoConfirmarDatosCita
      {...comun}
      paciente={c.paciente}
      datos={c.datos}
      radiologos={c.radiologos.datos}
      enviando={s.matches('enviando')}
      error={c.error}
    />
  );
}
