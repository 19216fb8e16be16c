import type { AccesoHistoria } from '@clinica/api-client';
import {
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { ChevronLeft, ChevronRight, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { relojDePared } from '../validacion/fecha';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_HISTORIA_ACCESOS as T } from './texts';

export { TEXTOS_HISTORIA_ACCESOS } from './texts';

export interface HistoriaAccesosProps {
  /** Los accesos, del más reciente al más antiguo; sin ellos (`undefined`) se está cargando. */
  entradas: readonly AccesoHistoria[] | undefined;
  /** El fallo al cargarlos; tiene preferencia sobre `entradas`. */
  error?: string;
  onReintentar?: () => void;
  /** La página que se muestra, desde 1 (la de los más recientes). @default 1 */
  pagina?: number;
  /** Hay una página de accesos más antiguos. */
  hayMas?: boolean;
  /** Pide otra página: 'Más recientes' y 'Más antiguos'. */
  onPagina?: (pagina: number) => void;
  /** @default '/paciente/misCitas' */
  volverHref?: string;
  /** La zona horaria en que se muestran las horas. @default 'Europe/Madrid' */
  zonaHoraria?: string;
}

/** '24/11/2026 09:15' en la hora de la clínica (dd/mm/aaaa, docs/decisiones.md (40)). */
export function momentoLegible(iso: string, zonaHoraria = 'Europe/Madrid'): string {
  const { dia, mes, anio, hora, minuto } = relojDePared(new Date(iso), zonaHoraria);
  return `${dia}/${mes}/${anio} ${hora}:${minuto}`;
}

/**
 * Cuándo fue un acceso: '24/11/2026 09:15', o, si fueron varias vistas de una lista ese día,
 * de la primera a la última: '24/11/2026 08:55 a 12:40'.
 */
export function cuandoLegible(acceso: AccesoHistoria, zonaHoraria = 'Europe/Madrid'): string {
  if (!acceso.primera || acceso.veces <= 1) return momentoLegible(acceso.fecha, zonaHoraria);
  const ultima = relojDePared(new Date(acceso.fecha), zonaHoraria);
  return `${momentoLegible(acceso.primera, zonaHoraria)} a ${ultima.hora}:${ultima.minuto}`;
}

/** 'Consultó', o 'Consultó 6 veces' en una línea que agrupa varias vistas. */
export const accionLegible = (acceso: AccesoHistoria) =>
  acceso.veces > 1 ? T.veces(acceso.accion, acceso.veces) : acceso.accion;

type Fila = AccesoHistoria & { id: string };

/** Un acceso en una pantalla estrecha: quién, cuándo, con qué rol, qué hizo y a qué. */
const TARJETA: DataTableCardLayout<Fila> = {
  title: 'quien',
  lead: 'fecha',
  details: ['rol', 'accion', 'que'],
};

/**
 * 'Quién ha visto mi historia': quién de la clínica (nombre y rol, nunca otro paciente) consultó
 * o cambió las citas, diagnósticos, informes e imágenes del paciente, o le vio en una lista de
 * citas del día, y cuándo, del registro de auditoría del servidor; del más reciente al más
 * antiguo, por páginas (las vistas repetidas de una lista en un día son una línea con cuántas
 * veces). Una tabla en pantallas anchas y una tarjeta por acceso en las estrechas.
 */
export function HistoriaAccesos({
  entradas,
  error,
  onReintentar,
  pagina = 1,
  hayMas = false,
  onPagina,
  volverHref = '/paciente/misCitas',
  zonaHoraria = 'Europe/Madrid',
}: HistoriaAccesosProps) {
  const columnas = useMemo<DataTableColumn<Fila>[]>(
    () => [
      {
        id: 'fecha',
        header: T.cuando,
        accessor: 'fecha',
        cell: (fila) => cuandoLegible(fila, zonaHoraria),
      },
      { id: 'quien', header: T.quien, accessor: 'quien', isRowHeader: true },
      { id: 'rol', header: T.rol, accessor: 'rol' },
      { id: 'accion', header: T.accion, accessor: accionLegible },
      { id: 'que', header: T.que, accessor: 'que' },
    ],
    [zonaHoraria],
  );
  const filas: Fila[] = (entradas ?? []).map((entrada, indice) => ({
    ...entrada,
    id: `${entrada.fecha}-${indice}`,
  }));

  // Another page: focus goes back to the list's heading, so a screen reader reads it from the top.
  const titulo = useRef<HTMLHeadingElement>(null);
  const paginaMostrada = useRef(pagina);
  useEffect(() => {
    if (paginaMostrada.current === pagina) return;
    paginaMostrada.current = pagina;
    titulo.current?.focus();
  }, [pagina]);

  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (entradas === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (entradas.length === 0) {
    contenido = (
      <EmptyState
        title={T.vacio}
        headingLevel={3}
        text={T.vacioTexto}
        icon={<ShieldCheck size={32} aria-hidden="true" />}
      />
    );
  } else {
    contenido = (
      <>
        <DataTable
          label={T.tabla}
          data={filas}
          columns={columnas}
          getRowId={(fila) => fila.id}
          defaultSort={{ column: 'fecha', direction: 'descending' }}
          card={TARJETA}
        />
        {onPagina && (pagina > 1 || hayMas) && (
          <nav aria-label={T.paginas} className={styles.botonera}>
            {pagina > 1 && (
              <Button
                variant="secondary"
                icon={<ChevronLeft size={16} aria-hidden="true" />}
                onPress={() => onPagina(pagina - 1)}
              >
                {T.recientes}
              </Button>
            )}
            <span aria-current="page">{T.pagina(pagina)}</span>
            {hayMas && (
              <Button
                variant="secondary"
                icon={<ChevronRight size={16} aria-hidden="true" />}
                onPress={() => onPagina(pagina + 1)}
              >
                {T.antiguos}
              </Button>
            )}
          </nav>
        )}
      </>
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.titulo}
        subtitle={T.subtitulo}
        backHref={volverHref}
        backLabel={T.volver}
      />
      <section aria-labelledby="accesos-a-tu-historia" className={styles.seccion}>
        <h2 id="accesos-a-tu-historia" className={styles.tituloSeccion} ref={titulo} tabIndex={-1}>
          {T.tabla}
        </h2>
        {contenido}
      </section>
    </div>
  );
}
