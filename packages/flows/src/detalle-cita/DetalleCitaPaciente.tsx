import type { CitaListado, Imagen } from '@clinica/api-client';
import { archivoDelResultado, datosDelResultado } from '@clinica/api-client/pdf';
import { Button, Card, DescriptionList, PageHeader, Skeleton, SkeletonBlock } from '@clinica/ui';
import { FileDown, Image as IconoImagen } from 'lucide-react';
import { useState } from 'react';
import { tipoLegible } from '../citas-del-dia/texts';
import { VistaPreviaDeImagen } from '../dicom';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { SinLaCita } from '../errores/SinLaCita';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import {
  CLINICA_POR_DEFECTO,
  crearPdfClinico,
  type DatosPdfClinico,
  descargarPdf,
} from '../pdf/pdfClinico';
import * as styles from '../wizard/PasoAsistente.css';
import * as propios from './DetalleCitaPaciente.css';
import { TEXTOS_DETALLE_CITA_PACIENTE } from './texts';

export { TEXTOS_DETALLE_CITA_PACIENTE } from './texts';

const T = TEXTOS_DETALLE_CITA_PACIENTE;

/** Lo que se sabe del resultado (diagnóstico o informe) de la cita. */
export type ResultadoDeCita =
  | { estado: 'cargando' }
  | { estado: 'sin' }
  | { estado: 'listo'; contenido: string }
  | { estado: 'error'; mensaje: string };

export interface DetalleCitaPacienteProps {
  /** La cita del paciente; `undefined` mientras carga, `null` si no es suya o no existe. */
  cita: CitaListado | null | undefined;
  errorAlCargar?: string;
  onReintentar?: () => void;
  /** El diagnóstico (medicina) o el informe (radiología). */
  resultado: ResultadoDeCita;
  onReintentarResultado?: () => void;
  /** Las imágenes de una cita de radiología; `undefined` mientras cargan. */
  imagenes?: readonly Imagen[];
  /** El archivo de una imagen, para verla (GET /api/imagenes/descargar/{id}). */
  descargarImagen?: (idImagen: number) => Promise<Blob>;
  /** A dónde vuelve. @default '/paciente/misCitas' */
  misCitasHref?: string;
  /** Otro título (el radiólogo: 'Informe de la cita'). @default por tipo de cita */
  titulo?: string;
  /** @default 'Volver a Mis citas' */
  volverTexto?: string;
  /** Muestra el paciente (nombre y DNI) en los datos: para el personal. @default false */
  conPaciente?: boolean;
  /** Hace y descarga el PDF; por defecto con pdf-lib, cargado solo entonces. */
  generarPdf?: (datos: DatosPdfClinico, nombreArchivo: string) => Promise<void>;
}

async function pdfPorDefecto(datos: DatosPdfClinico, nombreArchivo: string) {
  descargarPdf(await crearPdfClinico(datos), nombreArchivo);
}

/** '2026-12-03' → '03-12-2026' (§2.6: la fecha se muestra dd-mm-yyyy). */
export const fechaConGuiones = (iso: string) => iso.split('-').reverse().join('-');

/**
 * 'Detalles de la cita' (§2.6): con quién, el tipo, la fecha (dd-mm-yyyy) y la hora, el
 * diagnóstico o el informe de solo lectura (o que aún no lo hay) y, si es de radiología, sus
 * imágenes, cada una en una ventana que se cierra con Escape o su botón, con zoom.
 */
export function DetalleCitaPaciente({
  cita,
  errorAlCargar,
  onReintentar,
  resultado,
  onReintentarResultado,
  imagenes,
  descargarImagen,
  misCitasHref = '/paciente/misCitas',
  titulo,
  volverTexto = T.volver,
  conPaciente = false,
  generarPdf = pdfPorDefecto,
}: DetalleCitaPacienteProps) {
  const radiologia = cita?.tipo_cita === 'Radiologia';
  const cabecera = (
    <PageHeader
      title={titulo ?? (radiologia ? T.tituloEspecialista : T.titulo)}
      subtitle={cita ? `${T.numero}: ${cita.num_cita}` : undefined}
      backHref={misCitasHref}
      backLabel={volverTexto}
    />
  );
  if (errorAlCargar || !cita) {
    return (
      <SinLaCita
        cabecera={cabecera}
        error={errorAlCargar}
        cargando={cita === undefined}
        onReintentar={onReintentar}
        reintentar={T.reintentar}
        noEncontrada={T.noEncontrada}
        esqueleto={[160]}
      />
    );
  }
  const etiquetaResultado = radiologia ? T.informe : T.diagnostico;
  return (
    <div className={styles.paso}>
      {cabecera}
      <DescriptionList
        items={[
          ...(conPaciente
            ? [
                { term: T.paciente, value: cita.nombre_completo_paciente },
                { term: T.dni, value: cita.dni_paciente },
              ]
            : []),
          {
            term: radiologia ? T.radiologo : T.medico,
            value: cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '',
          },
          { term: T.tipo, value: tipoLegible(cita.tipo_cita) },
          { term: T.fecha, value: fechaConGuiones(cita.fecha) },
          { term: T.hora, value: cita.hora },
        ]}
      />
      <Card heading={etiquetaResultado}>
        {resultado.estado === 'cargando' ? (
          <Skeleton>
            <SkeletonBlock shape="rect" height={120} />
          </Skeleton>
        ) : resultado.estado === 'error' ? (
          <FalloAlCargar
            mensaje={resultado.mensaje}
            onReintentar={onReintentarResultado}
            reintentar={T.reintentar}
          />
        ) : resultado.estado === 'sin' ? (
          <p className={styles.texto}>{T.sinResultado}</p>
        ) : (
          <>
            {/* Text to read, under the card's own heading: not a second, resizable 'Informe' box. */}
            <div className={propios.texto}>{resultado.contenido}</div>
            <BotonPdf
              cita={cita}
              texto={resultado.contenido}
              imagenes={radiologia ? imagenes : undefined}
              descargarImagen={descargarImagen}
              generarPdf={generarPdf}
            />
          </>
        )}
      </Card>
      {radiologia && <Imagenes imagenes={imagenes} descargarImagen={descargarImagen} />}
    </div>
  );
}

function Imagenes({
  imagenes,
  descargarImagen,
}: Pick<DetalleCitaPacienteProps, 'imagenes' | 'descargarImagen'>) {
  const [abierta, setAbierta] = useState<Imagen | undefined>(undefined);
  const [archivo, setArchivo] = useState<Blob | undefined>(undefined);
  const [fallo, setFallo] = useState<string | undefined>(undefined);
  const abrir = (imagen: Imagen) => {
    setAbierta(imagen);
    setArchivo(undefined);
    setFallo(undefined);
    descargarImagen?.(imagen.id_imagen)
      .then(setArchivo)
      .catch((error: unknown) =>
        setFallo(error instanceof Error ? error.message : 'No se ha podido descargar la imagen.'),
      );
  };
  return (
    <Card heading={T.imagenes}>
      {imagenes === undefined ? (
        <Skeleton>
          <SkeletonBlock shape="rect" height={40} />
        </Skeleton>
      ) : imagenes.length === 0 ? (
        <p className={styles.texto}>{T.sinImagenes}</p>
      ) : (
        <ul className={propios.imagenes}>
          {imagenes.map((imagen) => (
            <li key={imagen.id_imagen} className={propios.imagen}>
              <Button
                variant="secondary"
                icon={<IconoImagen size={16} aria-hidden="true" />}
                aria-label={T.verImagen(imagen.nombre_imagen)}
                onPress={() => abrir(imagen)}
              >
                {imagen.nombre_imagen}
              </Button>
              {imagen.nota && <p className={styles.texto}>{imagen.nota}</p>}
            </li>
          ))}
        </ul>
      )}
      {abierta && (
        <VistaPreviaDeImagen
          name={abierta.nombre_imagen}
          alt={abierta.nota ?? abierta.nombre_imagen}
          archivo={archivo}
          isOpen
          onOpenChange={(abiertaAhora) => {
            if (!abiertaAhora) setAbierta(undefined);
          }}
          cargandoTexto={fallo ?? T.cargandoImagen}
          lado={abierta.nota ? <p className={styles.texto}>{abierta.nota}</p> : undefined}
        />
      )}
    </Card>
  );
}

/**
 * 'Descargar PDF' (docs/decisiones.md (13)): el PDF de la clínica con el paciente (nombre completo y DNI),
 * los datos de la cita, el texto y, en radiología, sus imágenes.
 */
function BotonPdf({
  cita,
  texto,
  imagenes,
  descargarImagen,
  generarPdf,
}: {
  cita: CitaListado;
  texto: string;
  imagenes: readonly Imagen[] | undefined;
  descargarImagen: DetalleCitaPacienteProps['descargarImagen'];
  generarPdf: NonNullable<DetalleCitaPacienteProps['generarPdf']>;
}) {
  const nombreDeLaClinica = useNombreDeLaClinica();
  const [generando, setGenerando] = useState(false);
  const [fallo, setFallo] = useState(false);
  const radiologia = cita.tipo_cita === 'Radiologia';
  const descargar = async () => {
    setGenerando(true);
    setFallo(false);
    try {
      // An image that does not download is named in the PDF instead of drawn (an empty file).
      const archivos = await Promise.all(
        (imagenes ?? []).map(async (imagen) => ({
          nombre: imagen.nombre_imagen,
          nota: imagen.nota,
          archivo: await (descargarImagen?.(imagen.id_imagen) ?? Promise.reject()).catch(
            () => new Blob([]),
          ),
        })),
      );
      await generarPdf(
        {
          ...datosDelResultado(cita, texto, radiologia ? archivos : undefined),
          clinica: { ...CLINICA_POR_DEFECTO, nombre: nombreDeLaClinica },
        },
        archivoDelResultado(cita),
      );
    } catch {
      setFallo(true);
    } finally {
      setGenerando(false);
    }
  };
  return (
    <div className={propios.imagen}>
      <Button
        variant="secondary"
        icon={<FileDown size={16} aria-hidden="true" />}
        isPending={generando}
        onPress={() => void descargar()}
      >
        {T.descargarPdf}
      </Button>
      {fallo && (
        <p role="alert" className={styles.texto}>
          {T.errorPdf}
        </p>
      )}
    </div>
  );
}
