import { useMemo, useState } from 'react';
import { type InicioDelAsistente, reanudable } from '../../wizard/reanudar';
import { type PropsDeAsistente, useAsistente } from '../../wizard/useAsistente';
import { imagenesNuevas } from '../datos';
import { PasoIncidenciaTerminada } from '../PasoIncidenciaTerminada';
import { ASISTENTE_EDITAR_INCIDENCIA, asistenteEditarIncidencia } from '../steps';
import { TEXTOS_INCIDENCIAS as T } from '../texts';
import type { editarIncidenciaMachine, SalidaEditarIncidencia } from './machine';
import { PasoModificarIncidencia } from './PasoModificarIncidencia';

export interface EditarIncidenciaProps
  extends Omit<PropsDeAsistente<SalidaEditarIncidencia>, 'input'> {
  /** `editarIncidenciaMachine.provide({ actors: actoresEditarIncidencia(client) })`. */
  machine: typeof editarIncidenciaMachine;
  /** El id de la incidencia (editarIncidencia/{id}). */
  id: number;
  /** 'Volver al inicio' de la cabecera: la portada del rol (docs/decisiones.md (21)). */
  inicioHref?: string;
  /** 'Mis incidencias' del rol. @default `${base}/misIncidencias` */
  listaHref?: string;
  /** El botón de la confirmación. @default 'Volver a mis incidencias' a la lista */
  volverHref?: string;
  volverTexto?: string;
  /** Descarga una imagen ya guardada para verla. */
  cargarImagen?: (idImagen: number) => Promise<Blob>;
}

/** 'Modificar Incidencia': carga la incidencia y sus imágenes, las cambia y confirma. */
export function EditarIncidencia(props: EditarIncidenciaProps) {
  const Reanudable = useMemo(
    () => reanudable(asistenteEditarIncidencia(props.id), AsistenteEditarIncidencia),
    [props.id],
  );
  return <Reanudable {...props} />;
}

function AsistenteEditarIncidencia({
  machine,
  id,
  inicioHref,
  listaHref,
  volverHref,
  volverTexto = T.volverAMisIncidencias,
  cargarImagen,
  inicio,
  ...props
}: EditarIncidenciaProps & { inicio: InicioDelAsistente }) {
  const tabla = useMemo(() => asistenteEditarIncidencia(id), [id]);
  const {
    snapshot: s,
    comun,
    enlaces,
  } = useAsistente(
    machine,
    // La máquina empieza cargando: para el gancho, su primer paso es el formulario.
    { ...tabla, orden: ASISTENTE_EDITAR_INCIDENCIA.orden },
    { ...props, inicio, input: { id } },
  );
  const { context: c } = s;
  const lista = listaHref ?? `${enlaces.inicioHref}/misIncidencias`;
  const casa = inicioHref ?? enlaces.inicioHref;
  // Lo guardado a medias se ofrece hasta que se toca algo (la máquina empieza cargando, y el
  // gancho solo lo ofrece en el primer paso).
  const [ofrecer, setOfrecer] = useState(true);
  const send: typeof comun.send = (evento) => {
    setOfrecer(false);
    comun.send(evento);
  };

  if (s.status === 'done') {
    return (
      <PasoIncidenciaTerminada
        como="editada"
        incidencia={s.output.incidencia}
        imagenes={s.output.imagenes}
        inicioHref={casa}
        volverHref={volverHref ?? lista}
        volverTexto={volverTexto}
      />
    );
  }
  const enviando = s.matches('enviando');
  return (
    <PasoModificarIncidencia
      {...comun}
      send={send}
      aMedias={ofrecer ? inicio.aMedias : undefined}
      inicioHref={casa}
      id={id}
      carga={
        s.matches('cargando')
          ? { estado: 'cargando' }
          : s.matches('falloAlCargar') && c.falloAlCargar
            ? { estado: 'fallo', ...c.falloAlCargar }
            : undefined
      }
      datos={c.datos}
      imagenes={c.imagenes}
      errores={c.errores}
      invalido={s.matches({ modificarIncidencia: 'invalido' })}
      resuelta={c.incidencia?.estado === 'RESUELTA'}
      listaHref={lista}
      cargarImagen={cargarImagen}
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
