import type { CopiaDeSeguridad, EstadoDeLasCopias } from '@clinica/api-client';
import {
  Button,
  DescriptionList,
  type DescriptionListItem,
  PageHeader,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { CircleCheck, CircleX, Hourglass, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaHoraLegible } from '../personal/datos';
import * as pagina from '../wizard/PasoAsistente.css';
import * as styles from './CopiasDeSeguridad.css';
import { TEXTOS_COPIAS as T } from './texts';

export interface CopiasDeSeguridadProps {
  /** El estado de las copias; sin él (`undefined`) se está cargando. */
  estado: EstadoDeLasCopias | undefined;
  /** El fallo al cargarlo; tiene preferencia sobre `estado`. */
  error?: string;
  onReintentar?: () => void;
  /** 'Hacer una copia ahora'; sin él no se ofrece. */
  onHacerCopia?: () => void;
  /** La petición de 'Hacer una copia ahora' está en marcha. */
  pidiendo?: boolean;
  /** Por qué no se ha podido empezar la copia pedida. */
  errorAlHacer?: string;
}

/** Cada resultado con su icono, de forma distinta: nunca se distinguen solo por el color. */
const ICONOS: Record<CopiaDeSeguridad['resultado'], [LucideIcon, keyof typeof styles.tono]> = {
  correcta: [CircleCheck, 'bien'],
  en_curso: [Hourglass, 'aviso'],
  incompleta: [TriangleAlert, 'aviso'],
  fallida: [CircleX, 'mal'],
};

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '48,6 MB', '850 kB', '312 bytes'. */
export function tamanoLegible(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const unidades = ['kB', 'MB', 'GB', 'TB'];
  let valor = bytes / 1000;
  let unidad = 0;
  while (valor >= 1000 && unidad < unidades.length - 1) {
    valor /= 1000;
    unidad++;
  }
  return `${numero.format(valor)} ${unidades[unidad]}`;
}

function Resultado({ resultado }: { resultado: CopiaDeSeguridad['resultado'] }) {
  const [Icono, tono] = ICONOS[resultado];
  return (
    <span className={styles.resultado} data-resultado={resultado}>
      <Icono size={18} aria-hidden="true" className={styles.tono[tono]} />
      {T.resultados[resultado]}
    </span>
  );
}

function filas(copia: CopiaDeSeguridad, completa: boolean): DescriptionListItem[] {
  const lista: DescriptionListItem[] = [
    { term: T.resultado, value: <Resultado resultado={copia.resultado} /> },
    { term: T.empezo, value: fechaHoraLegible(copia.empezada_en) },
  ];
  if (completa) {
    lista.push({
      term: T.termino,
      value: copia.terminada_en ? fechaHoraLegible(copia.terminada_en) : T.sinTerminar,
    });
  }
  if (copia.bytes !== null) lista.push({ term: T.tamano, value: tamanoLegible(copia.bytes) });
  if (copia.archivo) {
    lista.push({
      term: T.archivo,
      value: <span className={styles.archivo}>{copia.archivo}</span>,
    });
  }
  if (completa) {
    lista.push({ term: T.origen, value: T.origenes[copia.origen] });
    if (copia.mensaje && copia.resultado !== 'fallida') {
      lista.push({ term: T.motivo, value: copia.mensaje });
    }
  }
  return lista;
}

/**
 * 'Copias de seguridad', del responsable (docs/decisiones.md (59)): cuándo se hizo la última
 * copia, cuánto ocupa y cómo acabó, y la última correcta si no es esa. Lo que tiene que saber
 * (la última falló, está incompleta, nunca se ha hecho o es de hace más de un día) es un aviso
 * anunciado (`role="alert"`) con su icono y sus palabras.
 */
export function CopiasDeSeguridad({
  estado,
  error,
  onReintentar,
  onHacerCopia,
  pidiendo = false,
  errorAlHacer,
}: CopiasDeSeguridadProps) {
  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (estado === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={28} />
        ))}
      </Skeleton>
    );
  } else {
    const { ultima, ultima_correcta: correcta, programacion } = estado;
    const enCurso = estado.estado === 'en_curso';
    contenido = (
      <>
        <p className={pagina.texto}>
          {T.introduccion(programacion.hora, programacion.conservar, programacion.carpeta)}
        </p>
        {estado.aviso && (
          <p role="alert" className={styles.aviso}>
            <TriangleAlert size={20} aria-hidden="true" className={styles.icono} />
            <span>
              <span className={styles.tituloAviso}>{`${T.atencion}:`}</span> {estado.aviso}
            </span>
          </p>
        )}
        {ultima && <DescriptionList heading={T.ultima} items={filas(ultima, true)} />}
        {correcta && ultima && correcta.empezada_en !== ultima.empezada_en && (
          <DescriptionList heading={T.ultimaCorrecta} items={filas(correcta, false)} />
        )}
        {onHacerCopia && (
          <div className={pagina.seccion}>
            <div>
              <Button
                variant="secondary"
                onPress={onHacerCopia}
                isPending={pidiendo}
                isDisabled={enCurso}
              >
                {enCurso ? T.haciendo : T.hacerAhora}
              </Button>
            </div>
            {errorAlHacer && (
              <p role="alert" className={pagina.texto}>
                {errorAlHacer}
              </p>
            )}
          </div>
        )}
        <p className={pagina.texto}>{T.restaurar}</p>
      </>
    );
  }
  return (
    <div className={pagina.paso}>
      <PageHeader title={T.titulo} />
      {contenido}
    </div>
  );
}
