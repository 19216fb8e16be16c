import type { PacienteCreado } from '../tipos';
import { type InicioDelAsistente, reanudable } from '../wizard/reanudar';
import { type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import {
  conInvitacion,
  type crearPacienteMachine,
  type EntradaCrearPaciente,
  sinCorreo,
} from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';
import { PasoInformacionPaciente } from './PasoInformacionPaciente';
import { PasoPacienteCreado } from './PasoPacienteCreado';
import { PasoResumenPaciente } from './PasoResumenPaciente';
import { ASISTENTE_CREAR_PACIENTE } from './steps';

export interface CrearPacienteProps extends Omit<PropsDeAsistente<PacienteCreado>, 'input'> {
  /** `crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) })`. */
  machine: typeof crearPacienteMachine;
  /** `{ hoy, correoActivo }`: con `correoActivo`, el paso 2 ofrece invitar por correo. */
  input?: EntradaCrearPaciente;
  /** 'Dar cita a este paciente' en la confirmación: crear cita con su id. */
  darCitaHref?: (idPaciente: number) => string;
}

/**
 * El asistente 'Crear paciente' conectado a su máquina. Si hay uno a medias, su primer paso
 * ofrece continuarlo o empezar de nuevo (`reanudable`).
 */
export const CrearPaciente = reanudable(ASISTENTE_CREAR_PACIENTE, AsistenteCrearPaciente);

function AsistenteCrearPaciente({
  machine,
  darCitaHref,
  ...props
}: CrearPacienteProps & { inicio: InicioDelAsistente }) {
  const { snapshot: s, comun, enlaces } = useAsistente(machine, ASISTENTE_CREAR_PACIENTE, props);
  const { context: c } = s;

  if (s.status === 'done') {
    return (
      <PasoPacienteCreado
        paciente={s.output}
        invitacionA={conInvitacion(c) && !sinCorreo(c) ? c.datos.email.trim() : undefined}
        sinCorreo={sinCorreo(c)}
        darCitaHref={darCitaHref}
        {...enlaces}
      />
    );
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
        comprobando={s.matches({ asignarContrasena: 'comprobando' })}
        correoActivo={c.correoActivo}
        acceso={c.acceso}
        email={c.datos.email}
        sinCorreo={sinCorreo(c)}
      />
    );
  }
  return (
    <PasoResumenPaciente
      {...comun}
      datos={c.datos}
      provincias={c.provincias.datos}
      enviando={s.matches('enviando')}
      invitar={conInvitacion(c) && !sinCorreo(c)}
      sinCorreo={sinCorreo(c)}
    />
  );
}
