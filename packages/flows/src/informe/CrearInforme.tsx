import type { InformeCompleto } from '@clinica/api-client';
import { limitesDe } from '@clinica/api-client/reglas';
import {
  Button,
  DescriptionList,
  FileDropZone,
  FileList,
  InfoBox,
  ProgressBar,
  Skeleton,
  TextArea,
} from '@clinica/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { esDicom } from '../dicom/marcaDicom';
import { MiniaturaDeImagen, VistaPreviaDeImagen } from '../dicom/VistaPreviaDeImagen';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import * as propios from './CrearInforme.css';
import type { CitaAInformar, ContextoInforme, EventoInforme, informeMachine } from './machine';
import { TEXTOS_INFORME as T, TEXTOS_ENLACE_AL_INFORME } from './texts';

export const ID_IMAGENES = 'informe-imagenes';
export const ID_TEXTO = 'informe-texto';

const LIMITES = limitesDe('guardarInformeCompleto');
/**
 * Lo que el selector de archivos admite por su nombre o tipo; un DICOM se admite además por su
 * contenido (la marca 'DICM'), se llame como se llame. El servidor lo comprueba por el contenido.
 */
export const TIPOS_DE_IMAGEN = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/dicom',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.dcm',
] as const;

export interface PantallaCrearInformeProps
  extends Pick<
    ContextoInforme,
    'cita' | 'imagenes' | 'texto' | 'abierta' | 'errores' | 'error' | 'progreso' | 'intento'
  > {
  enviando: boolean;
  /** 'Generar' pulsado: se enseña lo que se va a guardar y se pide confirmarlo. */
  revisando?: boolean;
  send: (evento: EventoInforme) => void;
  /** 'Volver': a Buscar cita (§2.4). */
  onVolver: () => void;
  /** 'Confirmar cancelación' (ya preguntado). @default onVolver */
  onCancelar?: () => void;
  /** @default '/radiologo' */
  inicioHref?: string;
}

/**
 * 'Crear informe de la cita' (§2.4): el paciente, 'Subir pruebas' con la zona de archivos
 * ('Imagen', obligatoria), 'Imágenes Subidas' con miniatura, vista previa y 'Eliminar', el área
 * 'Informe de la prueba' (25 × 50) y 'Generar'. La vista previa muestra la imagen junto a su
 * nota, con cerrar y 'Guardar y Salir'; el texto sigue las reglas de §4 (textoDelInforme.ts).
 */
export function PantallaCrearInforme({
  cita,
  imagenes,
  texto,
  abierta,
  errores,
  error,
  progreso,
  intento,
  enviando,
  revisando = false,
  send,
  onVolver,
  onCancelar = onVolver,
  inicioHref = '/radiologo',
}: PantallaCrearInformeProps) {
  if (revisando) {
    return (
      <RevisionDelInforme
        cita={cita}
        imagenes={imagenes}
        texto={texto}
        error={error}
        progreso={progreso}
        enviando={enviando}
        send={send}
        onCancelar={onCancelar}
        inicioHref={inicioHref}
      />
    );
  }
  const imagenAbierta = imagenes.find((i) => i.id === abierta);
  const items = imagenes.map((i) => ({
    id: i.id,
    name: i.archivo.name,
    size: i.archivo.size,
    archivo: i.archivo,
  }));
  const resumen = [
    ...(errores.imagenes ? [{ id: ID_IMAGENES, mensaje: errores.imagenes }] : []),
    ...(errores.texto ? [{ id: ID_TEXTO, mensaje: errores.texto }] : []),
  ];
  return (
    <PasoAsistente
      proceso={T.procesoInforme}
      titulo={T.tituloInforme}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      errores={resumen}
      error={error}
      intento={intento}
      onContinuar={() => send({ type: 'GENERAR' })}
      continuarTexto={T.generar}
      enviando={enviando}
      onVolver={onVolver}
    >
      <DescriptionList
        heading={T.paciente}
        items={[
          { term: T.nombre, value: cita.nombrePaciente ?? '' },
          { term: T.dni, value: cita.dniPaciente ?? '' },
          { term: T.cita, value: cita.numCita },
        ]}
      />
      <section className={styles.seccion} aria-labelledby="informe-subir-pruebas">
        <h2 id="informe-subir-pruebas" className={styles.tituloSeccion}>
          {T.subirPruebas}
        </h2>
        <div id={ID_IMAGENES}>
          <FileDropZone
            label={T.imagen}
            isRequired
            accept={TIPOS_DE_IMAGEN}
            acceptByContent={esDicom}
            maxSize={LIMITES.maxFileBytes}
            maxFiles={LIMITES.maxFiles}
            fileCount={imagenes.length}
            isDisabled={enviando}
            errorMessage={errores.imagenes}
            onFilesAdded={(archivos) => send({ type: 'AGREGAR', archivos })}
          />
        </div>
        <FileList
          items={items}
          title={T.imagenesSubidas}
          emptyText={T.sinImagenes}
          previewLabel={T.verImagen}
          renderThumbnail={(item) => <MiniaturaDeImagen archivo={item.archivo} />}
          onPreview={(item) => send({ type: 'ABRIR', id: item.id })}
          onRemove={enviando ? undefined : (item) => send({ type: 'ELIMINAR', id: item.id })}
        />
      </section>
      <TextArea
        id={ID_TEXTO}
        label={T.informe}
        description={T.informeDescripcion}
        rows={25}
        cols={50}
        value={texto}
        onChange={(valor) => send({ type: 'EDITAR_TEXTO', texto: valor })}
        isReadOnly={enviando}
        isInvalid={Boolean(errores.texto)}
        errorMessage={errores.texto}
        validationBehavior="aria"
      />
      {enviando && (
        <ProgressBar
          label={T.subiendo}
          value={progreso === undefined ? undefined : Math.round(progreso * 100)}
          isIndeterminate={progreso === undefined}
        />
      )}
      <VistaPreviaDeImagen
        name={imagenAbierta?.archivo.name ?? ''}
        archivo={imagenAbierta?.archivo}
        isOpen={imagenAbierta !== undefined}
        onOpenChange={(abrir) => {
          if (!abrir) send({ type: 'CERRAR' });
        }}
        lado={
          imagenAbierta && (
            <TextArea
              label={T.nota(imagenAbierta.archivo.name)}
              description={T.notaDescripcion}
              rows={10}
              value={imagenAbierta.nota}
              onChange={(nota) => send({ type: 'EDITAR_NOTA', id: imagenAbierta.id, nota })}
            />
          )
        }
        footer={(cerrar) => <Button onPress={cerrar}>{T.guardarYSalir}</Button>}
      />
    </PasoAsistente>
  );
}

/**
 * La revisión (docs/decisiones.md (42)): lo que 'Guardar el informe' va a guardar, las
 * imágenes con su nota y el texto, como se guardará; 'Volver a editar' no envía nada.
 */
function RevisionDelInforme({
  cita,
  imagenes,
  texto,
  error,
  progreso,
  enviando,
  send,
  onCancelar,
  inicioHref,
}: Pick<
  PantallaCrearInformeProps,
  'cita' | 'imagenes' | 'texto' | 'error' | 'progreso' | 'enviando' | 'send' | 'onCancelar'
> & { inicioHref: string }) {
  return (
    <PasoAsistente
      proceso={T.procesoInforme}
      titulo={T.tituloRevision}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      error={error}
      onContinuar={() => send({ type: 'CONFIRMAR' })}
      continuarTexto={T.confirmarInforme}
      enviando={enviando}
      onVolver={() => send({ type: 'CORREGIR' })}
      volverTexto={T.corregirInforme}
    >
      <InfoBox tone="warning">{T.revisionAviso}</InfoBox>
      <DescriptionList
        heading={T.paciente}
        items={[
          { term: T.nombre, value: cita.nombrePaciente ?? '' },
          { term: T.dni, value: cita.dniPaciente ?? '' },
          { term: T.cita, value: cita.numCita },
        ]}
      />
      <section className={styles.seccion} aria-labelledby="revision-imagenes">
        <h2 id="revision-imagenes" className={styles.tituloSeccion}>
          {`${T.imagenesSubidas} (${T.imagenesRevision(imagenes.length)})`}
        </h2>
        <ul className={propios.revisionImagenes}>
          {imagenes.map((imagen) => (
            <li key={imagen.id} className={propios.revisionImagen}>
              <MiniaturaDeImagen archivo={imagen.archivo} />
              <div>
                <p className={propios.revisionNombre}>{imagen.archivo.name}</p>
                <p className={styles.texto}>{imagen.nota.trim() || T.sinNota}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.seccion} aria-labelledby="revision-texto">
        <h2 id="revision-texto" className={styles.tituloSeccion}>
          {T.informe}
        </h2>
        <p className={propios.revisionTexto}>{texto.trim()}</p>
      </section>
      {enviando && (
        <ProgressBar
          label={T.subiendo}
          value={progreso === undefined ? undefined : Math.round(progreso * 100)}
          isIndeterminate={progreso === undefined}
        />
      )}
    </PasoAsistente>
  );
}

export interface CrearInformeProps {
  /** `informeMachine.provide({ actors: actoresInforme(client) })`. */
  machine: typeof informeMachine;
  /** La cita de la URL (§2.4: id, id_paciente, num_cita, y el nombre y DNI del paciente). */
  cita: CitaAInformar;
  /** 'Volver' y 'Cancelar': a /radiologo/buscarCita. */
  onVolver: () => void;
  /** 'Confirmar cancelación', que ya ha preguntado. @default onVolver */
  onCancelar?: () => void;
  /** Informe, imágenes y cita cumplida guardados: a la confirmación. */
  onTerminar: (informe: InformeCompleto) => void;
  /**
   * Si hay imágenes o texto sin generar, para que la aplicación pregunte antes de salir por
   * otro camino (la barra lateral, Atrás): nada de eso se puede guardar a medias.
   */
  onCambiosSinGuardar?: (sinGuardar: boolean) => void;
  inicioHref?: string;
}

const nada = () => {};
/** Los datos de la cita, en blanco: cada uno ocupa su línea hasta que llega. */
const SIN_CITA: CitaAInformar = {
  id: 0,
  numCita: '\u00a0',
  idPaciente: 0,
  nombrePaciente: '\u00a0',
  dniPaciente: '\u00a0',
};

/**
 * 'Crear informe de la cita' mientras se lee la cita del enlace: el mismo paso sin los datos de
 * la cita, que aún no se pueden usar (inert, fuera del árbol de accesibilidad), y 'Cargando la
 * cita…' dicho a los lectores de pantalla. Cuando llega la cita, el paso ocupa los mismos sitios:
 * nada se mueve. Si la cita no se puede informar, la aplicación dice por qué en su lugar.
 */
export function CrearInformeCargando({ inicioHref }: Pick<CrearInformeProps, 'inicioHref'>) {
  return (
    <Skeleton label={TEXTOS_ENLACE_AL_INFORME.cargando}>
      <div inert>
        <PantallaCrearInforme
          cita={SIN_CITA}
          imagenes={[]}
          texto=""
          abierta={undefined}
          errores={{}}
          error={undefined}
          progreso={undefined}
          intento={0}
          enviando={false}
          send={nada}
          onVolver={nada}
          inicioHref={inicioHref}
        />
      </div>
    </Skeleton>
  );
}

/** 'Crear informe de la cita' conectado a su máquina. */
export function CrearInforme({
  machine,
  cita,
  onVolver,
  onCancelar,
  onTerminar,
  onCambiosSinGuardar,
  inicioHref,
}: CrearInformeProps) {
  const [s, send] = useMachine(machine, { input: { cita } });
  const sinGuardar =
    s.status !== 'done' && (s.context.imagenes.length > 0 || s.context.texto.trim() !== '');
  const avisarCambios = useRef(onCambiosSinGuardar);
  avisarCambios.current = onCambiosSinGuardar;
  useEffect(() => avisarCambios.current?.(sinGuardar), [sinGuardar]);
  const salida = useRef(onTerminar);
  salida.current = onTerminar;
  const avisado = useRef(false);
  useEffect(() => {
    if (s.status === 'done' && !avisado.current) {
      avisado.current = true;
      salida.current(s.output);
    }
  }, [s]);
  const c = s.context;
  return (
    <PantallaCrearInforme
      cita={c.cita}
      imagenes={c.imagenes}
      texto={c.texto}
      abierta={c.abierta}
      errores={c.errores}
      error={c.error}
      progreso={c.progreso}
      intento={c.intento}
      enviando={s.matches('enviando') || s.status === 'done'}
      revisando={s.matches('revisando') || s.matches('enviando') || s.status === 'done'}
      send={send}
      onVolver={onVolver}
      onCancelar={onCancelar}
      inicioHref={inicioHref}
    />
  );
}
