import { type PropsDeAsistente, useAsistente } from '../asistente/useAsistente';
import type { PacienteCreado } from '../tipos';
import type { crearPacienteMachine } from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';
import { PasoInformacionPaciente } from './PasoInformacionPaciente';
import { PasoPacienteCreado } from './PasoPacienteCreado';
import { PasoResumenPaciente } from './PasoResumenPaciente';
import { ASISTENTE_CREAR_PACIENTE } from './pasos';

export interface CrearPacienteProps extends PropsDeAsistente<PacienteCreado> {
  /** `crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) })`. */
  machine: typeof crearPacienteMachine;
}

/** El asistente 'Crear paciente' conectado a su máquina. */
export function CrearPaciente({ machine, ...props }: CrearPacienteProps) {
  const { base = '/administrativo', citasHref = `${base}/citas`, onCancelar } = props;
  const {
    snapshot: s,
    send,
    intento,
  } = useAsistente(machine, ASISTENTE_CREAR_PACIENTE, {
    ...props,
    base,
  });
  const { context: c } = s;
  const comun = { inicioHref: base, onCancelar, send, error: c.error, intento };

  if (s.status === 'done') {
    return <PasoPacienteCreado paciente={s.output} citasHref={citasHref} inicioHref={base} />;
  }
  if (s.matches('informacionPaciente')) {
    return (
      <PasoInformacionPaciente
        {...comun}
        datos={c.datos}
        errores={c.errores}
        provincias={c.provincias}
        poblaciones={c.poblaciones}
        invalido={s.matches({ informacionPaciente: 'invalido' })}
        hoy={c.hoy}
      />
    );
  }
  if (s.matches('asignarContrasena')) {
    return (
      <PasoAsignarContrasena
        {...comun}
        contrasena={c.contrasena ?? {}}
        errores={c.errores}
        invalido={s.matches({ asignarContrasena: 'invalido' })}
      />
    );
  }
  return (
    <PasoResumenPaciente
      {...comun}
      datos={c.datos}
      provincias={c.provincias.datos}
      enviando={s.matches('enviando')}
    />
  );
}
