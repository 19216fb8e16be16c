import { type InicioDelAsistente, reanudable } from '../../wizard/reanudar';
import { type PropsDeAsistente, useAsistente } from '../../wizard/useAsistente';
import { imagenesNuevas } from '../datos';
import { PasoIncidenciaTerminada } from '../PasoIncidenciaTerminada';
import { ASISTENTE_CREAR_INCIDENCIA as A } from '../steps';
import { TEXTOS_INCIDENCIAS as T } from '../texts';
import type {
  crearIncidenciaMachine,
  EntradaCrearIncidencia,
  SalidaCrearIncidencia,
} from './machine';
import { PasoDatosIncidencia } from './PasoDatosIncidencia';
import { PasoResumenDatos } from './PasoResumenDatos';

export interface CrearIncidenciaProps
  extends Omit<PropsDeAsistente<SalidaCrearIncidencia>, 'input'> {
  /** `crearIncidenciaMachine.provide({ actors: actoresCrearIncidencia(client) })`. */
  machine: typeof crearIncidenciaMachine;
  /** Hoy, el nombre del que ha iniciado sesión y el puesto de su rol: el formulario empieza con ellos. */
  input?: EntradaCrearIncidencia;
  /** 'Volver al inicio' de la cabecera: la portada del rol (docs/decisiones.md (21)). */
  inicioHref?: string;
  /** El botón de la confirmación: 'Volver al inicio' y a dónde lleva (§2.3–§2.5). */
  volverHref?: string;
  volverTexto?: string;
}

/** 'Crear Incidencia': el formulario, 'resumenDatos' y la confirmación. */
export const CrearIncidencia = reanudable(A, AsistenteCrearIncidencia);

function AsistenteCrearIncidencia({
  machine,
  inicioHref,
  volverHref,
  volverTexto = T.volverAlInicio,
  ...props
}: CrearIncidenciaProps & { inicio: InicioDelAsistente }) {
  const { snapshot: s, comun, enlaces } = useAsistente(machine, A, props);
  const { context: c } = s;
  const inicio = inicioHref ?? enlaces.inicioHref;
  const paso = { ...comun, inicioHref: inicio };

  if (s.status === 'done') {
    return (
      <PasoIncidenciaTerminada
        como="creada"
        incidencia={s.output.incidencia}
        imagenes={s.output.imagenes}
        inicioHref={inicio}
        volverHref={volverHref ?? `${enlaces.inicioHref}/misIncidencias`}
        volverTexto={volverTexto}
      />
    );
  }
  if (s.matches('datosIncidencia')) {
    return (
      <PasoDatosIncidencia
        {...paso}
        datos={c.datos}
        imagenes={c.imagenes}
        errores={c.errores}
        invalido={s.matches({ datosIncidencia: 'invalido' })}
      />
    );
  }
  const enviando = s.matches('enviando');
  return (
    <PasoResumenDatos
      {...paso}
      datos={c.datos}
      imagenes={c.imagenes}
      progreso={
        enviando
          ? {
              subidas: c.subidas.length,
              total: imagenesNuevas(c.imagenes).length,
              guardando: !s.matches({ enviando: 'subiendo' }),
            }
          : undefined
      }
    />
  );
}
