import type { CitaPendiente, ErrorCitasAfectadas } from '@clinica/api-client';
import { Button } from '@clinica/ui';
import { useEffect, useRef } from 'react';
import { CitasAfectadas, type EnlacesDeCita } from '../cita/CitasAfectadas';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './Agenda.css';
import { TEXTOS_AGENDA as T } from './texts';

export interface RechazoConCitasProps {
  rechazo: ErrorCitasAfectadas;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  onCerrar: () => void;
}

/**
 * Un cambio de la agenda que el servidor no ha guardado porque dejaría citas programadas sin
 * hueco (409): lo dice, recibe el foco y lista esas citas para moverlas o cancelarlas
 * (docs/decisiones.md (49)), con la misma lista que una baja rechazada.
 */
export function RechazoConCitas({ rechazo, enlacesDeCita, onCerrar }: RechazoConCitasProps) {
  const caja = useRef<HTMLDivElement>(null);
  useEffect(() => caja.current?.focus(), []);
  return (
    <div ref={caja} tabIndex={-1} className={estilos.rechazo}>
      <h3 className={estilos.subtitulo}>{T.noGuardado}</h3>
      <p role="alert" className={styles.texto}>
        {rechazo.message}
      </p>
      {rechazo.citas && rechazo.citas.length > 0 && (
        <CitasAfectadas
          titulo={T.citasAfectadas}
          citas={rechazo.citas}
          total={rechazo.total_citas ?? rechazo.citas.length}
          enlacesDeCita={enlacesDeCita}
          nivelDelTitulo={4}
        />
      )}
      <div>
        <Button variant="secondary" onPress={onCerrar}>
          {T.cerrar}
        </Button>
      </div>
    </div>
  );
}
