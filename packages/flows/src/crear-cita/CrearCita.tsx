import { useSelector } from '@xstate/react';
import {
  type PropsDeAsistente,
  useAlTerminar,
  useAsistente,
  useIntentos,
  useRutaDelAsistente,
} from '../comun/useAsistente';
import type { CitaGuardada } from '../tipos';
import type { crearCitaMachine, EventoCrearCita } from './machine';
import { PasoAsignarDatosCita } from './PasoAsignarDatosCita';
import { PasoBusquedaPaciente } from './PasoBusquedaPaciente';
import { PasoCitaCreada } from './PasoCitaCreada';
import { PasoConfirmarDatosCita } from './PasoConfirmarDatosCita';
import { pasoDeRutaCrearCita, rutaDelPasoCrearCita } from './rutas';

export interface CrearCitaProps extends PropsDeAsistente<CitaGuardada> {
  /** `crearCitaMachine.provide({ actors: actoresCrearCita(client) })`. */
  machine: typeof crearCitaMachine;
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
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoCrearCita, pasoDeRuta: pasoDeRutaCrearCita },
    { base, ruta, onPasoCambiado },
  );
  useAlTerminar(s, onTerminar);
  // Una búsqueda o un envío que vuelve con errores cuenta como un intento.
  const { intento, contar } = useIntentos(
    s.matches({ busquedaPaciente: 'buscando' }) || s.matches('enviando'),
  );

  const send = (evento: EventoCrearCita) => {
    if (evento.type === 'CONTINUAR') contar();
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
