import { MENSAJE_TIPO_NO_ADMITIDO, problemaDelArchivo } from '@clinica/api-client/reglas';
import {
  DatePicker,
  FileDropZone,
  FileList,
  ImagePreview,
  Radio,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
} from '@clinica/ui';
import { useEffect, useRef, useState } from 'react';
import { valorDeFecha } from '../fechas/fechas';
import type { Errores } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import type { EventoFormularioIncidencia } from './crear/machine';
import {
  archivoDe,
  type CampoIncidencia,
  type DatosIncidencia,
  elegirArchivo,
  type ImagenElegida,
  LIMITES_IMAGENES_INCIDENCIA as LIMITES,
  LONGITUD_MAXIMA,
} from './datos';
import {
  PRIORIDADES,
  type Prioridad,
  PUESTOS,
  type PuestoTrabajo,
  TEXTOS_INCIDENCIAS as T,
} from './texts';

export interface CamposIncidenciaProps {
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
  errores: Errores<CampoIncidencia>;
  /** El id de cada control ('crear-incidencia-asunto'), para el resumen de errores. */
  idCampo: (campo: CampoIncidencia) => string;
  send: (evento: EventoFormularioIncidencia) => void;
  /** Una incidencia RESUELTA se muestra sin poder cambiarla. */
  soloLectura?: boolean;
  /** Enviando: nada cambia mientras tanto. */
  enviando?: boolean;
  /** Descarga una imagen ya guardada para verla (la aplicación la pide con su sesión). */
  cargarImagen?: (idImagen: number) => Promise<Blob>;
}

const MEGAS = Math.floor(LIMITES.maxFileBytes / (1024 * 1024));

/**
 * Los campos de una incidencia (§5), los mismos al crearla y al modificarla: asunto, nivel de
 * prioridad, nombre, fecha, puesto de trabajo, descripción e imágenes (opcionales).
 */
export function CamposIncidencia({
  datos,
  imagenes,
  errores,
  idCampo,
  send,
  soloLectura = false,
  enviando = false,
  cargarImagen,
}: CamposIncidenciaProps) {
  const editar = (cambio: Partial<DatosIncidencia>) => send({ type: 'EDITAR', datos: cambio });
  const bloqueado = soloLectura || enviando;
  const [vista, setVista] = useState<ImagenElegida | undefined>(undefined);
  // Why the server would refuse each chosen file, by name, for the drop zone's message: 'Tipo
  // de archivo no admitido…' or 'La imagen es demasiado grande…', the server's own words.
  const motivos = useRef(new Map<string, string>());
  const [descargada, setDescargada] = useState<
    { clave: string; blob: Blob } | { clave: string; fallo: true } | undefined
  >();
  useEffect(() => {
    if (vista?.id_imagen === undefined || !cargarImagen) return;
    let vigente = true;
    cargarImagen(vista.id_imagen).then(
      (blob) => {
        if (vigente) setDescargada({ clave: vista.clave, blob });
      },
      () => {
        if (vigente) setDescargada({ clave: vista.clave, fallo: true });
      },
    );
    return () => {
      vigente = false;
    };
  }, [vista, cargarImagen]);
  // Without a way to fetch a saved image, it cannot be shown: say so rather than wait.
  const deLaVista =
    vista?.id_imagen !== undefined && !cargarImagen
      ? { clave: vista.clave, fallo: true as const }
      : descargada?.clave === vista?.clave
        ? descargada
        : undefined;
  const texto = (campo: 'asunto' | 'nombre') => ({
    id: idCampo(campo),
    value: datos[campo],
    onChange: (valor: string) => editar({ [campo]: valor }),
    isInvalid: Boolean(errores[campo]),
    errorMessage: errores[campo],
    isReadOnly: bloqueado,
    maxLength: LONGITUD_MAXIMA[campo],
    validationBehavior: 'aria' as const,
  });
  return (
    <div className={styles.seccion}>
      <div className={styles.rejilla}>
        <TextField {...texto('asunto')} label={T.asunto} autoComplete="off" />
        <RadioGroup
          id={idCampo('nivel_prioridad')}
          label={T.nivelPrioridad}
          orientation="horizontal"
          value={datos.nivel_prioridad || null}
          onChange={(valor) => editar({ nivel_prioridad: valor as Prioridad })}
          isInvalid={Boolean(errores.nivel_prioridad)}
          errorMessage={errores.nivel_prioridad}
          isReadOnly={bloqueado}
          validationBehavior="aria"
        >
          {PRIORIDADES.map((p) => (
            <Radio key={p.valor} value={p.valor}>
              {p.texto}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          {...texto('nombre')}
          label={T.nombre}
          description={T.nombreDescripcion}
          autoComplete="name"
        />
        <DatePicker
          id={idCampo('fecha')}
          label={T.fecha}
          value={valorDeFecha(datos.fecha)}
          onChange={(fecha) => editar({ fecha: fecha?.toString() ?? '' })}
          isInvalid={errores.fecha ? true : undefined}
          errorMessage={errores.fecha}
          isReadOnly={bloqueado}
          validationBehavior="aria"
        />
        <RadioGroup
          id={idCampo('puesto_trabajo')}
          label={T.puestoTrabajo}
          orientation="horizontal"
          value={datos.puesto_trabajo === null ? null : String(datos.puesto_trabajo)}
          onChange={(valor) => editar({ puesto_trabajo: Number(valor) as PuestoTrabajo })}
          isInvalid={Boolean(errores.puesto_trabajo)}
          errorMessage={errores.puesto_trabajo}
          isReadOnly={bloqueado}
          validationBehavior="aria"
        >
          {PUESTOS.map((p) => (
            <Radio key={p.valor} value={String(p.valor)}>
              {p.texto}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <TextArea
        id={idCampo('descripcion')}
        label={T.descripcion}
        description={T.descripcionAyuda}
        value={datos.descripcion}
        onChange={(valor) => editar({ descripcion: valor })}
        rows={6}
        maxLength={LONGITUD_MAXIMA.descripcion}
        isInvalid={Boolean(errores.descripcion)}
        errorMessage={errores.descripcion}
        isReadOnly={bloqueado}
        validationBehavior="aria"
      />
      <div id={idCampo('imagenes')} className={styles.seccion}>
        {!soloLectura && (
          <FileDropZone
            label={T.imagenes}
            description={T.imagenesDescripcion(LIMITES.maxFiles, MEGAS)}
            accept={LIMITES.mediaTypes}
            maxSize={LIMITES.maxFileBytes}
            maxFiles={LIMITES.maxFiles}
            // By content, as the server checks it: a fake image is refused here, not after
            // 'Confirmar', with the server's own words.
            checkContent={async (archivo) => {
              const motivo = await problemaDelArchivo(archivo, LIMITES.mediaTypes);
              if (motivo) motivos.current.set(archivo.name, motivo);
              else motivos.current.delete(archivo.name);
              return motivo === undefined;
            }}
            messages={{
              typeNotAllowed: (nombre) =>
                `${nombre}: ${motivos.current.get(nombre) ?? MENSAJE_TIPO_NO_ADMITIDO}`,
            }}
            fileCount={imagenes.length}
            isDisabled={enviando}
            errorMessage={errores.imagenes}
            onFilesAdded={(archivos) =>
              send({ type: 'ANADIR_IMAGENES', imagenes: archivos.map(elegirArchivo) })
            }
          />
        )}
        <FileList
          title={T.imagenesElegidas}
          headingLevel={2}
          emptyText={T.sinImagenes}
          items={imagenes.map((i) => ({ id: i.clave, name: i.nombre, size: i.tamano }))}
          onPreview={(item) => setVista(imagenes.find((i) => i.clave === item.id))}
          onRemove={
            bloqueado ? undefined : (item) => send({ type: 'QUITAR_IMAGEN', clave: item.id })
          }
        />
        {vista && (
          <ImagePreview
            isOpen
            onOpenChange={(abierta) => {
              if (!abierta) setVista(undefined);
            }}
            name={vista.nombre}
            file={
              archivoDe(vista.clave) ??
              (deLaVista && 'blob' in deLaVista ? deLaVista.blob : undefined)
            }
            side={
              archivoDe(vista.clave) ||
              (deLaVista && 'blob' in deLaVista) ? undefined : deLaVista ? (
                <p role="alert" className={styles.texto}>
                  {T.imagenNoCarga}
                </p>
              ) : (
                <Spinner label={T.cargandoImagen} showLabel />
              )
            }
          />
        )}
      </div>
    </div>
  );
}
