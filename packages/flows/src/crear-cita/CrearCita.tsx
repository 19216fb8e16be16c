import type { CitaGuardada } from '../tipos';
import { type InicioDelAsistente, reanudable } from '../wizard/reanudar';
import { type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import { horasRepetidas, pacienteLegible } from './datos';
import type { crearCitaMachine } from './machine';
import { PasoAsignarDatosCrearCita } from './PasoAsignarDatos';
import { PasoBusquedaPaciente } from './PasoBusquedaPaciente';
import { PasoCitaCreada } from './PasoCitaCreada';
import { PasoConfirmarDatosCita } from './PasoConfirmarDatosCita';
import { ASISTENTE_CREAR_CITA } from './steps';

export interface CrearCitaProps extends PropsDeAsistente<CitaGuardada> {
  /** `crearCitaMachine.provide({ actors: actoresCrearCita(client) })`. */
  machine: typeof crearCitaMachine;
  /**
   * El paciente ya elegido ('Dar cita' desde 'Pacientes' o al crearlo): por su documento (`dni`)
   * o por su id (`idPaciente`, también un menor sin documento).
   */
  input?: { hoy?: string; dni?: string; idPaciente?: number };
}

/** El asistente 'Crear cita' conectado a su máquina. */
export const CrearCita = reanudable(ASISTENTE_CREAR_CITA, AsistenteCrearCita);

function AsistenteCrearCita({
  machine,
  ...props
}: CrearCitaProps & { inicio: InicioDelAsistente }) {
  const { snapshot: s, comun, enlaces } = useAsistente(machine, ASISTENTE_CREAR_CITA, props);
  const { context: c } = s;
  const { dni: errorDni, ...erroresCita } = c.errores;

  if (s.status === 'done') {
    return <PasoCitaCreada cita={s.output} tipoCita={c.tipoCita} {...enlaces} />;
  }
  if (s.matches('busquedaPaciente')) {
    return (
      <PasoBusquedaPaciente
        {...comun}
        dni={c.dni}
        errorDni={errorDni}
        pacienteSinDocumento={
          c.paciente && c.paciente.documento === null ? c.paciente.nombre_completo : undefined
        }
        invalido={s.matches({ busquedaPaciente: 'invalido' })}
        buscando={
          s.matches({ busquedaPaciente: 'buscando' }) || s.matches({ busquedaPaciente: 'cargando' })
        }
      />
    );
  }
  if (s.matches('asignarDatos')) {
    return (
      <PasoAsignarDatosCrearCita
        {...comun}
        paciente={c.paciente && pacienteLegible(c.paciente)}
        tipoCita={c.tipoCita}
        horasRepetidas={horasRepetidas(c)}
        datos={c.datos}
        errores={erroresCita}
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
    <PasoConfirmarDatosCita
      {...comun}
      paciente={c.paciente}
      tipoCita={c.tipoCita}
      datos={c.datos}
      profesionales={c.profesionales.datos}
      horasRepetidas={horasRepetidas(c)}
      enviando={s.matches('enviando')}
    />
  );
}
