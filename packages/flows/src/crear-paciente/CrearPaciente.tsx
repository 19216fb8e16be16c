import { useSelector } from '@xstate/react';
import {
  type PropsDeAsistente,
  useAlTerminar,
  useAsistente,
  useIntentos,
  useRutaDelAsistente,
} from '../comun/useAsistente';
import type { PacienteCreado } from '../tipos';
import type { crearPacienteMachine, EventoCrearPaciente } from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';
import { PasoInformacionPaciente } from './PasoInformacionPaciente';
import { PasoPacienteCreado } from './PasoPacienteCreado';
import { PasoResumenPaciente } from './PasoResumenPaciente';
import { pasoDeRutaCrearPaciente, rutaDelPasoCrearPaciente } from './rutas';

export interface CrearPacienteProps extends PropsDeAsistente<PacienteCreado> {
  /** `crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) })`. */
  machine: typeof crearPacienteMachine;
}

/** El asistente 'Crear paciente' conectado a su máquina. */
export function CrearPaciente({
  machine,
  input,
  clavePersistencia,
  base = '/administrativo',
  ruta,
  onPasoCambiado,
  onCancelar,
  onTerminar,
  citasHref = `${base}/citas`,
}: CrearPacienteProps) {
  const actor = useAsistente(machine, { clave: clavePersistencia, input });
  const s = useSelector(actor, (snapshot) => snapshot);
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoCrearPaciente, pasoDeRuta: pasoDeRutaCrearPaciente },
    { base, ruta, onPasoCambiado },
  );
  useAlTerminar(s, onTerminar);
  const { intento, contar } = useIntentos();

  const send = (evento: EventoCrearPaciente) => {
    if (evento.type === 'CONTINUAR') contar();
    actor.send(evento);
  };
  const comun = { inicioHref: base, onCancelar };
  const { context: c } = s;

  if (s.status === 'done') {
    return <PasoPacienteCreado paciente={s.output} citasHref={citasHref} inicioHref={base} />;
  }
  if (s.matches('informacionPaciente')) {
    return (
      <PasoInformacionPaciente
        {...comun}
        datos={c.datos}
        errores={c.errores}
        error={c.error}
        provincias={c.provincias}
        poblaciones={c.poblaciones}
        invalido={s.matches({ informacionPaciente: 'invalido' })}
        intento={intento}
        hoy={c.hoy}
        send={send}
      />
    );
  }
  if (s.matches('asignarContrasena')) {
    return (
      <PasoAsignarContrasena
        {...comun}
        contrasena={c.contrasena ?? {}}
        errores={c.errores}
        error={c.error}
        invalido={s.matches({ asignarContrasena: 'invalido' })}
        intento={intento}
        send={send}
      />
    );
  }
  return (
    <PasoResumenPaciente
      {...comun}
      datos={c.datos}
      provincias={c.provincias.datos}
      enviando={s.matches('enviando')}
      error={c.error}
      send={send}
    />
  );
}
