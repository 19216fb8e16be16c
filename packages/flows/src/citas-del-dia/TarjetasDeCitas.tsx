import type { CitaListado } from '@clinica/api-client';
import { Button, StatusBadge } from '@clinica/ui';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './CitasDelDia.css';
import { TEXTOS_CITAS_DEL_DIA as T, tipoLegible } from './texts';

/** Una acción de una cita: la misma en la fila de la tabla y en su tarjeta. */
export interface AccionDeCita {
  id: string;
  /** Nombre accesible, con el número de la cita: 'Cancelar cita 12345A'. */
  label: string;
  /** El texto visible en la tarjeta: 'Cancelar'. */
  texto: string;
  icon: ReactNode;
  tone?: 'danger';
  /** Por qué no se puede hacer ahora: desactivada pero enfocable, con el motivo a la vista. */
  disabledReason?: string;
  onAction: () => void;
}

export interface TarjetasDeCitasProps {
  /** En el orden de la tabla. */
  citas: readonly CitaListado[];
  acciones: (cita: CitaListado) => AccionDeCita[];
  citaMarcada?: number;
}

/**
 * Las citas del día en pantallas estrechas (un móvil, 375 px): una tarjeta por cita con la hora,
 * el paciente, el número, el tipo, el profesional, el estado en palabras y sus acciones, todo a
 * la vista sin desplazarse de lado.
 */
export function TarjetasDeCitas({ citas, acciones, citaMarcada }: TarjetasDeCitasProps) {
  return (
    <ul className={styles.tarjetas} aria-label={T.titulo}>
      {citas.map((cita) => {
        const marcada = cita.id === citaMarcada;
        const deLaCita = acciones(cita);
        return (
          <li
            key={cita.id}
            className={[
              styles.tarjeta,
              styles.estadoDeTarjeta[cita.estado],
              marcada && styles.tarjetaMarcada,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={marcada ? 'true' : undefined}
            data-marcada={marcada || undefined}
          >
            <div className={styles.cabeceraTarjeta}>
              <span className={styles.hora}>{cita.hora}</span>
              <StatusBadge estado={cita.estado} />
            </div>
            <h2 className={styles.paciente}>{cita.nombre_completo_paciente}</h2>
            {marcada && <InsigniaRecienCambiada />}
            <DatosDeTarjeta cita={cita} acciones={deLaCita} />
          </li>
        );
      })}
    </ul>
  );
}

/** 'Recién cambiada': la marca en palabras de la cita que se acaba de tocar, no solo un color. */
export function InsigniaRecienCambiada() {
  return (
    <span className={styles.recienCambiada}>
      <Sparkles size={14} aria-hidden="true" />
      {T.recienCambiada}
    </span>
  );
}

/**
 * El cuerpo de la tarjeta de una cita, el mismo en la lista del día y en 'Mis citas' del
 * paciente: número, tipo y profesional, y las acciones con su nombre accesible.
 */
export function DatosDeTarjeta({
  cita,
  acciones,
}: {
  cita: CitaListado;
  acciones: readonly AccionDeCita[];
}) {
  const radiologia = cita.tipo_cita === 'Radiologia';
  const profesional = cita.nombre_completo_medico ?? cita.nombre_completo_radiologo;
  return (
    <>
      <dl className={styles.datos}>
        <div className={styles.dato}>
          <dt className={styles.termino}>{T.numero}</dt>
          <dd className={styles.valor}>{cita.num_cita}</dd>
        </div>
        <div className={styles.dato}>
          <dt className={styles.termino}>{T.tipo}</dt>
          <dd className={styles.valor}>{tipoLegible(cita.tipo_cita)}</dd>
        </div>
        {profesional && (
          <div className={styles.dato}>
            <dt className={styles.termino}>{radiologia ? T.radiologo : T.medico}</dt>
            <dd className={styles.valor}>{profesional}</dd>
          </div>
        )}
      </dl>
      {acciones.length > 0 && (
        <div className={styles.accionesTarjeta}>
          {acciones.map((accion) => (
            <Button
              key={accion.id}
              size="small"
              variant="secondary"
              icon={accion.icon}
              aria-label={accion.label}
              disabledReason={accion.disabledReason}
              onPress={accion.onAction}
              className={accion.tone === 'danger' ? styles.accionPeligrosa : undefined}
            >
              {accion.texto}
            </Button>
          ))}
        </div>
      )}
      {acciones.map(
        (accion) =>
          accion.disabledReason && (
            // A la vista en la tarjeta; quien usa lector lo oye como descripción del botón.
            <p key={accion.id} aria-hidden="true" className={styles.motivo}>
              {accion.disabledReason}
            </p>
          ),
      )}
    </>
  );
}
