import type { AccesoHistoria } from '@clinica/api-client';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { History, ShieldCheck } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import * as estilos from '../../citas-del-dia/CitasDelDia.css';
import { FalloAlCargar } from '../../comun/FalloAlCargar';
import * as styles from '../../comun/PasoAsistente.css';
import { TEXTOS_HISTORIA_ACCESOS as T } from './textos';

export { TEXTOS_HISTORIA_ACCESOS } from './textos';

export interface HistoriaAccesosProps {
  /** Los accesos, del más reciente al más antiguo; sin ellos (`undefined`) se está cargando. */
  entradas: readonly AccesoHistoria[] | undefined;
  /** El fallo al cargarlos; tiene preferencia sobre `entradas`. */
  error?: string;
  onReintentar?: () => void;
  /** Hay accesos más antiguos que pedir ('Ver accesos más antiguos'). */
  hayMas?: boolean;
  onMas?: () => void;
  /** Se están pidiendo los más antiguos. */
  cargandoMas?: boolean;
  /** @default '/paciente/misCitas' */
  volverHref?: string;
  /** La zona horaria en que se muestran las horas. @default 'Europe/Madrid' */
  zonaHoraria?: string;
}

/** '24-11-2026 09:15' en la hora de la clínica. */
export function momentoLegible(iso: string, zonaHoraria = 'Europe/Madrid'): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('es-ES', {
      timeZone: zonaHoraria,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((parte) => [parte.type, parte.value]),
  );
  return `${partes.day}-${partes.month}-${partes.year} ${partes.hour}:${partes.minute}`;
}

type Fila = AccesoHistoria & { id: string };

/**
 * 'Quién ha visto mi historia': quién de la clínica (nombre y rol, nunca otro paciente) consultó
 * o cambió las citas, diagnósticos, informes e imágenes del paciente, o le vio en una lista de
 * citas del día, y cuándo, del registro de auditoría del servidor; del más reciente al más
 * antiguo. Una tabla en pantallas anchas y una tarjeta por acceso en las estrechas.
 */
export function HistoriaAccesos({
  entradas,
  error,
  onReintentar,
  hayMas = false,
  onMas,
  cargandoMas = false,
  volverHref = '/paciente/misCitas',
  zonaHoraria = 'Europe/Madrid',
}: HistoriaAccesosProps) {
  const columnas = useMemo<DataTableColumn<Fila>[]>(
    () => [
      {
        id: 'fecha',
        header: T.cuando,
        accessor: 'fecha',
        cell: (fila) => momentoLegible(fila.fecha, zonaHoraria),
      },
      { id: 'quien', header: T.quien, accessor: 'quien', isRowHeader: true },
      { id: 'rol', header: T.rol, accessor: 'rol' },
      { id: 'accion', header: T.accion, accessor: 'accion' },
      { id: 'que', header: T.que, accessor: 'que' },
    ],
    [zonaHoraria],
  );
  const filas: Fila[] = (entradas ?? []).map((entrada, indice) => ({
    ...entrada,
    id: `${entrada.fecha}-${indice}`,
  }));

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
        <div className={estilos.contenedor}>
          <div className={estilos.tabla}>
            <DataTable
              label={T.tabla}
              data={filas}
              columns={columnas}
              getRowId={(fila) => fila.id}
              defaultSort={{ column: 'fecha', direction: 'descending' }}
              scrollHeight="420px"
            />
          </div>
          <ul className={estilos.tarjetas} aria-label={T.tabla}>
            {filas.map((fila) => (
              <li key={fila.id} className={estilos.tarjeta}>
                <div className={estilos.cabeceraTarjeta}>
                  <span className={estilos.hora}>{momentoLegible(fila.fecha, zonaHoraria)}</span>
                </div>
                <h3 className={estilos.paciente}>{fila.quien}</h3>
                <dl className={estilos.datos}>
                  <div className={estilos.dato}>
                    <dt className={estilos.termino}>{T.rol}</dt>
                    <dd className={estilos.valor}>{fila.rol}</dd>
                  </div>
                  <div className={estilos.dato}>
                    <dt className={estilos.termino}>{T.accion}</dt>
                    <dd className={estilos.valor}>{fila.accion}</dd>
                  </div>
                  <div className={estilos.dato}>
                    <dt className={estilos.termino}>{T.que}</dt>
                    <dd className={estilos.valor}>{fila.que}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
        {hayMas && onMas && (
          <div>
            <Button
              variant="secondary"
              icon={<History size={16} aria-hidden="true" />}
              isPending={cargandoMas}
              onPress={onMas}
            >
              {cargandoMas ? T.cargandoMas : T.mas}
            </Button>
          </div>
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
        <h2 id="accesos-a-tu-historia" className={styles.tituloSeccion}>
          {T.tabla}
        </h2>
        {contenido}
      </section>
    </div>
  );
}
