import { Button, DescriptionList } from '@clinica/ui';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { fechaLegible } from '../fechas/fechas';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { telefonoLegible } from './calendario';
import type { CitaPedida } from './machine';
import { TEXTOS_PEDIR_CITA as T } from './texts';

export interface PasoCitaPedidaProps {
  cita: CitaPedida;
  /** @default '/paciente' */
  inicioHref?: string;
  /** @default `${inicioHref}/misCitas` */
  misCitasHref?: string;
  /** La dirección de la clínica (un ajuste del servidor): dónde es una cita presencial. */
  direccionClinica?: string;
  /** El teléfono del paciente: al que llaman en una cita telefónica. */
  telefono?: string;
  /**
   * 'Añadir al calendario': descarga el .ics de la cita del servidor
   * (`descargarCalendarioDeCita(client)`). Sin él no hay botón.
   */
  onAnadirAlCalendario?: (cita: CitaPedida) => Promise<void>;
}

/**
 * 'Cita creada correctamente': el número, el día, la hora, el médico y dónde (la dirección de la
 * clínica, o el teléfono al que llamarán en una telefónica), 'Añadir al calendario' (un .ics con
 * ese lugar y dos avisos), 'Mis citas' y, en la cabecera, 'Volver al inicio'.
 */
export function PasoCitaPedida({
  cita,
  inicioHref = '/paciente',
  misCitasHref = `${inicioHref}/misCitas`,
  direccionClinica,
  telefono,
  onAnadirAlCalendario,
}: PasoCitaPedidaProps) {
  const [calendario, setCalendario] = useState<'listo' | 'descargando' | 'fallido'>('listo');
  const anadirAlCalendario = async () => {
    if (!onAnadirAlCalendario) return;
    setCalendario('descargando');
    try {
      await onAnadirAlCalendario(cita);
      setCalendario('listo');
    } catch {
      setCalendario('fallido');
    }
  };
  const telefonica = cita.tipo_cita === T.telefonica;
  const donde = telefonica
    ? telefono
      ? T.teLlamaran(telefonoLegible(telefono))
      : T.teLlamaranSinNumero
    : direccionClinica;
  return (
    <PasoTerminado
      proceso={T.proceso}
      titulo={T.confirmacion}
      inicioHref={inicioHref}
      citasHref={misCitasHref}
      irATexto={T.misCitas}
    >
      <DescriptionList
        items={[
          { term: T.numero, value: <strong>{cita.num_cita}</strong> },
          { term: T.fecha, value: fechaLegible(cita.fecha) },
          { term: T.hora, value: cita.hora },
          { term: T.medico, value: cita.medico },
          { term: T.tipoCita, value: cita.tipo_cita },
          ...(donde ? [{ term: telefonica ? T.llamada : T.lugar, value: donde }] : []),
        ]}
      />
      <p className={styles.texto}>
        {`Guarda el número de cita. La verás en '${T.misCitas}', desde donde también puedes cancelarla.`}
      </p>
      {onAnadirAlCalendario && (
        <div className={styles.botonera}>
          <Button
            variant="secondary"
            icon={<CalendarPlus size={16} aria-hidden="true" />}
            isPending={calendario === 'descargando'}
            onPress={() => void anadirAlCalendario()}
          >
            {T.anadirCalendario}
          </Button>
        </div>
      )}
      {calendario === 'fallido' && (
        <p role="alert" className={styles.texto}>
          {T.errorCalendario}
        </p>
      )}
    </PasoTerminado>
  );
}

export interface PasoCitaNoCreadaProps {
  /** El motivo, del servidor. */
  error: string | undefined;
  /** @default '/paciente' */
  inicioHref?: string;
  onReintentar: () => void;
  onVolver: () => void;
}

/** 'Error al crear la cita': el motivo, intentarlo de nuevo, volver al resumen o al inicio. */
export function PasoCitaNoCreada({
  error,
  inicioHref = '/paciente',
  onReintentar,
  onVolver,
}: PasoCitaNoCreadaProps) {
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.error}
      inicioHref={inicioHref}
      acciones={
        <>
          <Button onPress={onReintentar}>{T.intentarDeNuevo}</Button>
          <Button variant="secondary" onPress={onVolver}>
            {T.volverAlResumen}
          </Button>
        </>
      }
    >
      <p role="alert" className={styles.texto}>
        {error ?? 'No se ha podido crear la cita.'}
      </p>
    </PasoAsistente>
  );
}
