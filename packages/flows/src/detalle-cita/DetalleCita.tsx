import type { CitaListado } from '@clinica/api-client';
import { MOTIVOS_DE_CANCELACION } from '@clinica/api-client/reglas';
import {
  DescriptionList,
  type DescriptionListItem,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
} from '@clinica/ui';
import type { ReactNode } from 'react';
import { filasDeCita } from '../cita/filasDeCita';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import { BASE_POR_DEFECTO } from '../wizard/useAsistente';
import { TEXTOS_DETALLE_CITA } from './texts';

export { TEXTOS_DETALLE_CITA } from './texts';

export interface DetalleCitaProps {
  /** La cita; sin ella (`undefined`) se está cargando. */
  cita: CitaListado | undefined;
  /** El fallo al cargarla; tiene preferencia sobre `cita`. */
  error?: string;
  /** Sin él, un fallo no ofrece reintentar (una cita que no existe). */
  onReintentar?: () => void;
  /** La lista de la que se vino: la del día de la cita. @default '/administrativo/citas' */
  volverHref?: string;
  /** El día de esa lista (YYYY-MM-DD), para decirlo en el enlace. */
  fechaDeVuelta?: string;
  /** El texto del enlace cuando vuelve a otra página que la lista del día. */
  volverTexto?: string;
}

/**
 * 'Detalles de la cita' para el personal (§4: el icono de abrir de una cita CUMPLIDA): sus datos
 * de solo lectura, el motivo de una cancelada si se dijo, y la vuelta a la lista de su día. El informe y el diagnóstico no se muestran:
 * el contrato solo los da al paciente y a su profesional.
 */
export function DetalleCita({
  cita,
  error,
  onReintentar,
  volverHref = `${BASE_POR_DEFECTO}/citas`,
  fechaDeVuelta = cita?.fecha,
  volverTexto,
}: DetalleCitaProps) {
  const T = TEXTOS_DETALLE_CITA;
  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (!cita) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 8 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={28} />
        ))}
      </Skeleton>
    );
  } else {
    const radiologia = cita.tipo_cita === 'Radiologia';
    const items: DescriptionListItem[] = [
      ...filasDeCita(cita),
      { term: T.estado, value: <StatusBadge estado={cita.estado} /> },
      ...(cita.estado === 'CANCELADA' && cita.motivo_cancelacion
        ? [{ term: T.motivoCancelacion, value: MOTIVOS_DE_CANCELACION[cita.motivo_cancelacion] }]
        : []),
    ];
    contenido = (
      <>
        <DescriptionList items={items} />
        <p className={styles.texto}>{radiologia ? T.privacidadInforme : T.privacidadDiagnostico}</p>
      </>
    );
  }
  return (
    <div className={styles.paso}>
      <PageHeader
        title={T.titulo}
        backHref={volverHref}
        backLabel={
          volverTexto ?? (fechaDeVuelta ? T.volverAlDia(fechaLegible(fechaDeVuelta)) : T.volver)
        }
      />
      {contenido}
    </div>
  );
}
