import type { Empleado } from '@clinica/api-client';
import { conInvitacion } from '../invitacion/acceso';
import { type InicioDelAsistente, reanudable } from '../wizard/reanudar';
import { BASE_POR_DEFECTO, type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import type { altaEmpleadoMachine, EntradaAltaEmpleado } from './machine';
import { PasoContrasenaInicial } from './PasoContrasenaInicial';
import { PasoDatosEmpleado } from './PasoDatosEmpleado';
import { PasoEmpleadoCreado } from './PasoEmpleadoCreado';
import { PasoResumenEmpleado } from './PasoResumenEmpleado';
import { PasoRol } from './PasoRol';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';

export interface AltaEmpleadoProps extends Omit<PropsDeAsistente<Empleado>, 'input'> {
  /** `altaEmpleadoMachine.provide({ actors: actoresAltaEmpleado(client) })`. */
  machine: typeof altaEmpleadoMachine;
  /** 'Volver a Personal' en la confirmación. @default `${base}/personal` */
  listaHref?: string;
  /** `{ correoActivo }`: con él, 'Contraseña inicial' ofrece invitar por correo. */
  input?: EntradaAltaEmpleado;
}

/**
 * El asistente 'Dar de alta a un empleado' conectado a su máquina. Si hay uno a medias, su
 * primer paso ofrece continuarlo o empezar de nuevo (`reanudable`).
 */
export const AltaEmpleado = reanudable(ASISTENTE_ALTA_EMPLEADO, AsistenteAltaEmpleado);

function AsistenteAltaEmpleado({
  machine,
  listaHref,
  ...props
}: AltaEmpleadoProps & { inicio: InicioDelAsistente }) {
  const { snapshot: s, comun } = useAsistente(machine, ASISTENTE_ALTA_EMPLEADO, props);
  const { context: c } = s;

  if (s.status === 'done') {
    const inicioHref = props.base ?? BASE_POR_DEFECTO;
    return (
      <PasoEmpleadoCreado
        empleado={s.output}
        inicioHref={inicioHref}
        listaHref={listaHref ?? `${inicioHref}/personal`}
        invitacion={conInvitacion(c)}
      />
    );
  }
  if (s.matches('rol')) {
    return (
      <PasoRol
        {...comun}
        datos={c.datos}
        errores={c.errores}
        invalido={s.matches({ rol: 'invalido' })}
      />
    );
  }
  if (s.matches('datos')) {
    return (
      <PasoDatosEmpleado
        {...comun}
        datos={c.datos}
        errores={c.errores}
        invalido={s.matches({ datos: 'invalido' })}
      />
    );
  }
  if (s.matches('contrasena')) {
    return (
      <PasoContrasenaInicial
        {...comun}
        password={c.contrasena?.password}
        errores={c.errores}
        invalido={s.matches({ contrasena: 'invalido' })}
        correoActivo={c.correoActivo}
        acceso={c.acceso}
        email={c.datos.email}
      />
    );
  }
  return (
    <PasoResumenEmpleado
      {...comun}
      datos={c.datos}
      enviando={s.matches('enviando')}
      invitar={conInvitacion(c)}
    />
  );
}
