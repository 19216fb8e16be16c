import { Button, InfoBox, LinkButton, Spinner } from '@clinica/ui';
import type { Errores } from '../../tipos';
import { marcoDelPaso, type PropsDePaso } from '../../wizard/marco';
import { PasoAsistente } from '../../wizard/PasoAsistente';
import * as styles from '../../wizard/PasoAsistente.css';
import { CamposIncidencia } from '../CamposIncidencia';
import type { CampoIncidencia, DatosIncidencia, ImagenElegida } from '../datos';
import { ProgresoDeEnvio } from '../ProgresoDeEnvio';
import { asistenteEditarIncidencia } from '../steps';
import { TEXTOS_INCIDENCIAS as T } from '../texts';
import type { EventoEditarIncidencia } from './machine';

export interface PasoModificarIncidenciaProps extends PropsDePaso {
  id: number;
  /** Cargando la incidencia, o el fallo al cargarla (con o sin reintentar). */
  carga?: { estado: 'cargando' } | { estado: 'fallo'; mensaje: string; reintentable: boolean };
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
  errores: Errores<CampoIncidencia>;
  /** RESUELTA: se ve, pero 'Actualizar' está desactivado (§4) y nada se puede cambiar. */
  resuelta?: boolean;
  progreso?: { subidas: number; total: number; guardando: boolean };
  /** 'Mis incidencias', la salida cuando no hay nada que actualizar. */
  listaHref: string;
  cargarImagen?: (idImagen: number) => Promise<Blob>;
  send: (evento: EventoEditarIncidencia) => void;
}

/** 'Modificar Incidencia' (editarIncidencia/{id}): los datos y las imágenes, y 'Actualizar'. */
export function PasoModificarIncidencia(props: PasoModificarIncidenciaProps) {
  const {
    id,
    carga,
    datos,
    imagenes,
    errores,
    resuelta = false,
    progreso,
    listaHref,
    send,
  } = props;
  const A = asistenteEditarIncidencia(id);
  const marco = marcoDelPaso(A, 'modificarIncidencia', {
    ...props,
    enviando: progreso !== undefined,
  });
  const irALaLista = (
    <LinkButton variant="secondary" href={listaHref}>
      {T.irAMisIncidencias}
    </LinkButton>
  );

  if (carga) {
    return (
      <PasoAsistente
        {...marco}
        onContinuar={undefined}
        aMedias={undefined}
        error={carga.estado === 'fallo' ? carga.mensaje : undefined}
        acciones={
          carga.estado === 'fallo' && (
            <>
              {carga.reintentable && (
                <Button onPress={() => send({ type: 'REINTENTAR' })}>{T.reintentar}</Button>
              )}
              {irALaLista}
            </>
          )
        }
      >
        {carga.estado === 'cargando' && <Spinner label={T.cargandoIncidencia} showLabel />}
      </PasoAsistente>
    );
  }

  return (
    <PasoAsistente
      {...marco}
      continuarTexto={T.actualizar}
      acciones={
        resuelta ? (
          <>
            <Button isDisabled>{T.actualizar}</Button>
            {irALaLista}
          </>
        ) : undefined
      }
    >
      {resuelta && (
        <InfoBox tone="info" heading={T.resuelta} toneLabel="Información">
          <p className={styles.texto}>{T.resueltaTexto}</p>
        </InfoBox>
      )}
      <CamposIncidencia
        datos={datos}
        imagenes={imagenes}
        errores={errores}
        idCampo={A.idCampo}
        send={send}
        soloLectura={resuelta}
        enviando={progreso !== undefined}
        cargarImagen={props.cargarImagen}
      />
      {progreso && <ProgresoDeEnvio {...progreso} />}
    </PasoAsistente>
  );
}
