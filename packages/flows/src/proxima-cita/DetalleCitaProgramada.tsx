import type { CitaListado, Clinica } from '@clinica/api-client';
import {
  Button,
  Card,
  DescriptionList,
  type DescriptionListItem,
  LinkButton,
  PageHeader,
  StatusBadge,
} from '@clinica/ui';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  dentroDelAviso,
  HORAS_DE_ANTELACION,
  mensajeDeAntelacion,
} from '../cancelar-cita/antelacion';
import { tipoLegible } from '../citas-del-dia/texts';
import { SinLaCita } from '../errores/SinLaCita';
import { fechaLarga } from '../fechas/fechas';
import { telefonoLegible } from '../pedir-cita/calendario';
import * as styles from '../wizard/PasoAsistente.css';
import * as propios from './ProximaCita.css';
import { estaProgramada, rutaDeCancelar } from './proxima';
import { profesionalDe } from './TuProximaCita';
import { queTraer, TEXTOS_PROXIMA_CITA as T } from './texts';

export interface DetalleCitaProgramadaProps {
  /** La cita del paciente; `undefined` mientras carga, `null` si no es suya o no existe. */
  cita: CitaListado | null | undefined;
  errorAlCargar?: string;
  onReintentar?: () => void;
  /** El nombre, la dirección y el teléfono de la clínica (`GET /api/clinica`); sin ellos, no se dicen. */
  clinica?: Pick<Clinica, 'nombre' | 'direccion' | 'telefono'>;
  /** El teléfono del paciente: al que llaman en una cita telefónica. */
  telefonoPaciente?: string;
  /**
   * 'Añadir al calendario': descarga el .ics de la cita del servidor
   * (`descargarCalendarioDeCita(client)`). Sin él no hay botón.
   */
  onAnadirAlCalendario?: (cita: CitaListado) => Promise<void>;
  /** @default '/paciente' */
  inicioHref?: string;
  /** A dónde vuelve. @default `${inicioHref}/misCitas` */
  misCitasHref?: string;
  /** La antelación mínima para cancelar, la del servidor. @default 24 */
  horasDeAntelacion?: number;
  /** Para las historias y las pruebas. @default new Date() */
  ahora?: Date;
}

/**
 * 'Detalles de la cita' de una cita que aún no ha tenido lugar (o que se canceló): cuándo, de qué
 * tipo, con quién, dónde (la clínica, o la llamada al teléfono del paciente) y su teléfono, 'Qué
 * debes traer', 'Añadir al calendario' y 'Cancelar cita'. Una cancelada no ofrece nada de eso.
 * Las cumplidas se leen en `DetalleCitaPaciente`, con su resultado.
 */
export function DetalleCitaProgramada({
  cita,
  errorAlCargar,
  onReintentar,
  clinica,
  telefonoPaciente,
  onAnadirAlCalendario,
  inicioHref = '/paciente',
  misCitasHref = `${inicioHref}/misCitas`,
  horasDeAntelacion = HORAS_DE_ANTELACION,
  ahora,
}: DetalleCitaProgramadaProps) {
  const radiologia = cita?.tipo_cita === 'Radiologia';
  const cabecera = (
    <PageHeader
      title={radiologia ? T.tituloEspecialista : T.titulo}
      subtitle={cita ? `${T.numero}: ${cita.num_cita}` : undefined}
      backHref={misCitasHref}
      backLabel={T.volver}
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
        esqueleto={[200, 120]}
      />
    );
  }

  const telefonica = cita.tipo_cita === 'Telefónica - Medicina familiar';
  const programada = estaProgramada(cita);
  const telefonoClinica = clinica ? telefonoLegible(clinica.telefono) : undefined;
  const items: DescriptionListItem[] = [
    { term: T.estado, value: <StatusBadge estado={cita.estado} /> },
    { term: T.cuando, value: `${fechaLarga(cita.fecha)}, ${T.aLas(cita.hora)}` },
    { term: T.tipo, value: tipoLegible(cita.tipo_cita) },
    { term: radiologia ? T.radiologo : T.medico, value: profesionalDe(cita) },
  ];
  if (telefonica) {
    items.push({
      term: T.llamada,
      value: telefonoPaciente
        ? T.teLlamaran(telefonoLegible(telefonoPaciente))
        : T.teLlamaranSinNumero,
    });
  } else if (clinica) {
    items.push({ term: T.lugar, value: `${clinica.nombre}, ${clinica.direccion}` });
  }
  if (clinica && telefonoClinica) {
    items.push({
      term: T.telefonoClinica,
      value: (
        <a
          href={`tel:${clinica.telefono.replaceAll(' ', '')}`}
          aria-label={T.llamarALaClinica(telefonoClinica)}
          className={propios.telefono}
        >
          {telefonoClinica}
        </a>
      ),
    });
  }
  return (
    <div className={styles.paso}>
      {cabecera}
      <DescriptionList items={items} />
      {programada ? (
        <>
          <QueTraer tipo={cita.tipo_cita} />
          <Acciones
            cita={cita}
            inicioHref={inicioHref}
            onAnadirAlCalendario={onAnadirAlCalendario}
            tarde={dentroDelAviso(cita.fecha, cita.hora, ahora, horasDeAntelacion)}
            motivo={T.yaNoSePuedeCancelar(mensajeDeAntelacion(horasDeAntelacion), telefonoClinica)}
          />
        </>
      ) : (
        (cita.estado === 'CANCELADA' || cita.estado === 'NO_PRESENTADA') && (
          <div className={styles.seccion}>
            <p className={styles.texto}>
              {cita.estado === 'CANCELADA' ? T.cancelada : T.noPresentada}
            </p>
            <div>
              <LinkButton
                href={`${inicioHref}/pedirCita`}
                icon={<CalendarPlus size={16} aria-hidden="true" />}
              >
                {T.pedirCita}
              </LinkButton>
            </div>
          </div>
        )
      )}
    </div>
  );
}

/** 'Qué debes traer': la lista del tipo de cita, o que no hace falta nada, y su nota. */
function QueTraer({ tipo }: { tipo: CitaListado['tipo_cita'] }) {
  const { lista, nota } = queTraer(tipo);
  return (
    <Card heading={T.queTraer} className={propios.tarjeta}>
      {lista.length > 0 && (
        <ul className={propios.lista}>
          {lista.map((cosa) => (
            <li key={cosa}>{cosa}</li>
          ))}
        </ul>
      )}
      <p className={propios.linea}>{nota}</p>
    </Card>
  );
}

/**
 * 'Añadir al calendario' y 'Cancelar cita' (el flujo de cancelar). Dentro de la antelación,
 * cancelar no se ofrece para luego negarse: se dice por qué y a quién llamar (docs/decisiones.md (44)).
 */
function Acciones({
  cita,
  inicioHref,
  onAnadirAlCalendario,
  tarde,
  motivo,
}: {
  cita: CitaListado;
  inicioHref: string;
  onAnadirAlCalendario: DetalleCitaProgramadaProps['onAnadirAlCalendario'];
  tarde: boolean;
  motivo: string;
}) {
  const [calendario, setCalendario] = useState<'listo' | 'descargando' | 'fallido'>('listo');
  const anadir = async () => {
    if (!onAnadirAlCalendario) return;
    setCalendario('descargando');
    try {
      await onAnadirAlCalendario(cita);
      setCalendario('listo');
    } catch {
      setCalendario('fallido');
    }
  };
  return (
    <div className={styles.seccion}>
      <div className={styles.botonera}>
        {onAnadirAlCalendario && (
          <Button
            icon={<CalendarPlus size={16} aria-hidden="true" />}
            isPending={calendario === 'descargando'}
            onPress={() => void anadir()}
          >
            {T.anadirCalendario}
          </Button>
        )}
        {!tarde && (
          <LinkButton
            href={rutaDeCancelar(cita, inicioHref)}
            variant="danger"
            icon={<Trash2 size={16} aria-hidden="true" />}
          >
            {T.cancelar}
          </LinkButton>
        )}
      </div>
      {calendario === 'fallido' && (
        <p role="alert" className={styles.texto}>
          {T.errorCalendario}
        </p>
      )}
      {tarde && <p className={styles.texto}>{motivo}</p>}
    </div>
  );
}
