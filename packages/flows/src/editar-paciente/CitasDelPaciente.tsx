import type { CitaListado } from '@clinica/api-client';
import { DataTable, EmptyState, Skeleton, SkeletonBlock } from '@clinica/ui';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  columnasDeCitasDelPaciente,
  TARJETA_DE_CITA_DEL_PACIENTE,
  TONO_DE_CITA,
} from '../cita/listaDeCitas';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { mensajeDeFallo } from '../errores/fallos';
import * as styles from '../wizard/PasoAsistente.css';
import { TEXTOS_EDITAR_PACIENTE as T } from './texts';

export interface CitasDelPacienteProps {
  /** Sus citas (`mostrarCitasDelPaciente`), de la más reciente a la más antigua; sin ellas, cargando. */
  citas: CitaListado[] | undefined;
  /** El fallo al leerlas; tiene preferencia sobre `citas`. */
  error?: unknown;
  onReintentar?: () => void;
  idTitulo: string;
}

const COLUMNAS = columnasDeCitasDelPaciente({ profesional: T.profesional, estado: T.estado });

/**
 * Las citas de un paciente en su ficha (docs/decisiones.md (51)): todas, de la más reciente a la
 * más antigua, con su estado en palabras; 'Dar cita', arriba de la ficha, le da otra.
 */
export function CitasDelPaciente({ citas, error, onReintentar, idTitulo }: CitasDelPacienteProps) {
  let contenido: ReactNode;
  if (error !== undefined) {
    contenido = (
      <FalloAlCargar
        mensaje={mensajeDeFallo(error)}
        onReintentar={onReintentar}
        reintentar={T.reintentar}
      />
    );
  } else if (citas === undefined) {
    contenido = (
      <Skeleton label={T.cargandoCitas}>
        {Array.from({ length: 3 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (citas.length === 0) {
    contenido = (
      <EmptyState
        title={T.sinCitas}
        headingLevel={3}
        icon={<CalendarX2 size={32} aria-hidden="true" />}
      />
    );
  } else {
    contenido = (
      <DataTable
        label={T.citas}
        data={citas}
        columns={COLUMNAS}
        getRowId={(cita) => String(cita.id)}
        defaultSort={{ column: 'fecha', direction: 'descending' }}
        rowTone={(cita) => TONO_DE_CITA[cita.estado]}
        card={TARJETA_DE_CITA_DEL_PACIENTE}
      />
    );
  }
  return (
    <section aria-labelledby={idTitulo} className={styles.seccion}>
      <h2 id={idTitulo} className={styles.tituloSeccion}>
        {T.citas}
      </h2>
      {contenido}
    </section>
  );
}
