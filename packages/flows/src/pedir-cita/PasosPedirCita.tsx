/**
 * Los cinco pasos de 'Pedir cita' (§2.6): cada uno pone solo su contenido dentro del armazón
 * común (`marcoDelPaso`), que da el título, la barra de pasos, el resumen de errores, Continuar,
 * Volver y Cancelar.
 */
import type { DiaCerrado } from '@clinica/api-client';
import {
  Button,
  DatePicker,
  DescriptionList,
  EmptyState,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
} from '@clinica/ui';
import { CalendarSearch } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import {
  diasNoDisponibles,
  fechaLarga,
  fechaLegible,
  primerDiaDisponible,
  valorDeFecha,
} from '../fechas/fechas';
import type { Carga, Errores, Profesional } from '../tipos';
import { MENSAJE_DIA_CERRADO, MENSAJE_FECHA_PASADA } from '../validacion/fecha';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { type HorarioDeLaClinica, horaQueSigue, horasDeseables } from './horas';
import { claveDeHueco, type Hueco } from './huecosCercanos';
import type { DatosPedirCita, EventoPedirCita } from './machine';
import { ASISTENTE_PEDIR_CITA as A, type CampoPedirCita } from './steps';
import { TEXTOS_PEDIR_CITA as T } from './texts';

export interface PasoPedirCitaProps extends PropsDePaso {
  datos: DatosPedirCita;
  errores: Errores<CampoPedirCita>;
  send: (evento: EventoPedirCita) => void;
}

const id = A.idCampo;

function AvisoDeCarga({
  carga,
  onReintentar,
  children,
}: {
  carga: Carga<unknown>;
  onReintentar: () => void;
  children?: ReactNode;
}) {
  if (carga.estado !== 'error') return children;
  return (
    <div className={styles.seccion}>
      <p role="alert" className={styles.texto}>
        {carga.error}
      </p>
      <div>
        <Button variant="secondary" onPress={onReintentar}>
          {T.reintentar}
        </Button>
      </div>
    </div>
  );
}

/** Paso 1, 'Tipo de cita': presencial o telefónica, de medicina familiar. */
export function PasoTipoCita(props: PasoPedirCitaProps) {
  const { datos, errores, send } = props;
  return (
    <PasoAsistente {...marcoDelPaso(A, 'tipoCita', props)}>
      <RadioGroup
        id={id('tipoCita')}
        label={T.tipoCita}
        value={datos.tipoCita || null}
        onChange={(tipoCita) =>
          send({ type: 'EDITAR', datos: { tipoCita: tipoCita as DatosPedirCita['tipoCita'] } })
        }
        isInvalid={Boolean(errores.tipoCita)}
        errorMessage={errores.tipoCita}
        validationBehavior="aria"
      >
        <Radio value={T.presencial}>
          <span>
            <strong>{T.presencial}</strong>
            <br />
            {T.presencialDescripcion}
          </span>
        </Radio>
        <Radio value={T.telefonica}>
          <span>
            <strong>{T.telefonica}</strong>
            <br />
            {T.telefonicaDescripcion}
          </span>
        </Radio>
      </RadioGroup>
    </PasoAsistente>
  );
}

/** Paso 2, 'Selección de médico': los médicos del servidor. */
export function PasoSeleccionMedico(props: PasoPedirCitaProps & { medicos: Carga<Profesional> }) {
  const { datos, errores, medicos, send } = props;
  return (
    <PasoAsistente {...marcoDelPaso(A, 'medico', props)}>
      <AvisoDeCarga carga={medicos} onReintentar={() => send({ type: 'REINTENTAR_MEDICOS' })}>
        {medicos.estado === 'cargando' || medicos.estado === 'inactiva' ? (
          <p className={styles.texto} role="status">
            {T.cargandoMedicos}
          </p>
        ) : (
          <RadioGroup
            id={id('idProfesional')}
            label={T.medico}
            value={datos.idProfesional == null ? null : String(datos.idProfesional)}
            onChange={(valor) => send({ type: 'EDITAR', datos: { idProfesional: Number(valor) } })}
            isInvalid={Boolean(errores.idProfesional)}
            errorMessage={errores.idProfesional}
            validationBehavior="aria"
          >
            {medicos.datos.map((m) => (
              <Radio key={m.idProfesional} value={String(m.idProfesional)}>
                {m.nombre_completo}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </AvisoDeCarga>
    </PasoAsistente>
  );
}

/** Paso 3, 'Seleccionar fecha y hora': lo que le viene bien al paciente. */
export function PasoFechaDeseada(
  props: PasoPedirCitaProps & {
    hoy: string;
    /** Los días sin huecos del médico que da el servidor, si ya han llegado. */
    diasCerrados?: Carga<DiaCerrado>;
    /**
     * El horario y la duración de las citas de la clínica (`GET /api/clinica`): las horas que
     * se ofrecen son las del día elegido. Sin ellos, de 08:00 a 15:00 cada hora.
     */
    clinica?: HorarioDeLaClinica;
  },
) {
  const { datos, errores, hoy, send, diasCerrados, clinica } = props;
  const cerrados = diasCerrados?.datos;
  const diaCerrado = useMemo(() => diasNoDisponibles(cerrados), [cerrados]);
  const horas = horasDeseables(datos.fechaDeseada, clinica).map((hora) => ({ hora }));
  // Las primeras citas libres: el primer día disponible a su primera hora, y a buscarlas.
  const primerHueco = () => {
    const fechaDeseada = primerDiaDisponible(hoy, cerrados);
    const [horaDeseada = ''] = horasDeseables(fechaDeseada, clinica);
    send({ type: 'EDITAR', datos: { fechaDeseada, horaDeseada } });
    send({ type: 'CONTINUAR' });
  };
  const cambiarFecha = (fechaDeseada: string) => {
    const horaDeseada = horaQueSigue(datos.horaDeseada, fechaDeseada, clinica);
    send({
      type: 'EDITAR',
      datos: horaDeseada === datos.horaDeseada ? { fechaDeseada } : { fechaDeseada, horaDeseada },
    });
  };
  return (
    <PasoAsistente {...marcoDelPaso(A, 'fechaDeseada', props)}>
      <div className={styles.estrecho}>
        <DatePicker
          id={id('fechaDeseada')}
          label={T.fechaDeseada}
          description={T.fechaDescripcion}
          value={valorDeFecha(datos.fechaDeseada)}
          onChange={(fecha) => cambiarFecha(fecha?.toString() ?? '')}
          minValue={valorDeFecha(hoy) ?? undefined}
          isDateUnavailable={diaCerrado}
          messages={{
            unavailable: MENSAJE_DIA_CERRADO,
            rangeUnderflow: () => MENSAJE_FECHA_PASADA,
          }}
          isInvalid={errores.fechaDeseada ? true : undefined}
          errorMessage={errores.fechaDeseada}
          validationBehavior="aria"
        />
        <Select
          id={id('horaDeseada')}
          label={T.horaDeseada}
          items={horas}
          selectedKey={datos.horaDeseada || null}
          onSelectionChange={(clave) =>
            send({ type: 'EDITAR', datos: { horaDeseada: clave === null ? '' : String(clave) } })
          }
          isInvalid={Boolean(errores.horaDeseada)}
          errorMessage={errores.horaDeseada}
          validationBehavior="aria"
        >
          {({ hora }) => <SelectItem id={hora}>{hora}</SelectItem>}
        </Select>
        <div>
          <Button
            variant="secondary"
            icon={<CalendarSearch size={16} aria-hidden="true" />}
            onPress={primerHueco}
            aria-describedby={`${id('fechaDeseada')}-primer-hueco`}
          >
            {T.primerHueco}
          </Button>
          <p id={`${id('fechaDeseada')}-primer-hueco`} className={styles.texto}>
            {T.primerHuecoAyuda}
          </p>
        </div>
      </div>
    </PasoAsistente>
  );
}

/**
 * Paso 4, 'Citas disponibles': las citas libres del médico más cercanas a lo deseado, en una
 * lista de opciones (una parada de Tab, flechas para moverse); sin ninguna, lo dice y ofrece
 * otra fecha u otro médico.
 */
export function PasoCitasDisponibles(
  props: PasoPedirCitaProps & { huecos: Carga<Hueco>; medico: string },
) {
  const { datos, errores, huecos, medico, send } = props;
  const marco = marcoDelPaso(A, 'citasDisponibles', props);
  const sinCitas = huecos.estado === 'lista' && huecos.datos.length === 0;
  return (
    <PasoAsistente {...marco} onContinuar={sinCitas ? undefined : marco.onContinuar}>
      <AvisoDeCarga carga={huecos} onReintentar={() => send({ type: 'REINTENTAR_HUECOS' })}>
        {huecos.estado === 'cargando' || huecos.estado === 'inactiva' ? (
          <p className={styles.texto} role="status">
            {T.buscando}
          </p>
        ) : sinCitas ? (
          <EmptyState
            title={T.sinCitas}
            text={T.sinCitasAyuda}
            action={
              <div className={styles.botonera}>
                <Button onPress={() => send({ type: 'IR_A_PASO', paso: 'fechaDeseada' })}>
                  {T.cambiarFecha}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => send({ type: 'IR_A_PASO', paso: 'medico' })}
                >
                  {T.cambiarMedico}
                </Button>
              </div>
            }
          />
        ) : (
          <RadioGroup
            id={id('hueco')}
            label={T.elegirCita}
            description={medico ? T.cercanas(medico) : undefined}
            value={datos.hueco ? claveDeHueco(datos.hueco) : null}
            onChange={(clave) => {
              // El radio da su nombre; lo elegido es el hueco de la lista que lo lleva.
              const hueco = huecos.datos.find((h) => claveDeHueco(h) === clave) ?? null;
              send({ type: 'EDITAR', datos: { hueco } });
            }}
            isInvalid={Boolean(errores.hueco)}
            errorMessage={errores.hueco}
            validationBehavior="aria"
          >
            {huecos.datos.map((h) => (
              <Radio key={claveDeHueco(h)} value={claveDeHueco(h)}>
                {`${fechaLarga(h.fecha)}, a las ${h.hora}`}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </AvisoDeCarga>
    </PasoAsistente>
  );
}

/** Paso 5, 'Resumen de los datos': lo elegido, con 'Cambiar' por fila; 'Pedir cita' lo envía. */
export function PasoResumenPedirCita(
  props: PasoPedirCitaProps & { medico: string; enviando?: boolean },
) {
  const { datos, medico, send } = props;
  const { hueco } = datos;
  const cambiar = (paso: 'tipoCita' | 'medico' | 'citasDisponibles', campo: CampoPedirCita) => ({
    onPress: () => send({ type: 'CAMBIAR', paso, campo }),
  });
  return (
    <PasoAsistente {...marcoDelPaso(A, 'resumen', props)} continuarTexto={T.pedir}>
      <DescriptionList
        items={[
          { term: T.tipoCita, value: datos.tipoCita, action: cambiar('tipoCita', 'tipoCita') },
          { term: T.medico, value: medico, action: cambiar('medico', 'idProfesional') },
          {
            term: T.fecha,
            value: hueco ? fechaLegible(hueco.fecha) : '',
            action: cambiar('citasDisponibles', 'hueco'),
          },
          {
            term: T.hora,
            value: hueco?.hora ?? '',
            action: cambiar('citasDisponibles', 'hueco'),
          },
        ]}
      />
    </PasoAsistente>
  );
}
