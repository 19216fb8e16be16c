import { Button, DatePicker, Select, SelectItem } from '@clinica/ui';
import type { ReactNode } from 'react';
import type { Carga, DatosCita, Errores, Radiologo } from '../tipos';
import { valorDeFecha } from './fechas';
import * as styles from './PasoAsistente.css';

export const TEXTOS_DATOS_CITA = {
  fecha: 'Fecha',
  radiologo: 'Radiólogo',
  hora: 'Hora',
  eligeAntes: 'Elige antes el día y el radiólogo.',
  cargandoHoras: 'Buscando horas libres…',
  sinHoras: 'No quedan horas libres ese día. Elige otro día u otro radiólogo.',
  cargandoRadiologos: 'Cargando radiólogos…',
  reintentar: 'Reintentar',
} as const;

/** El id del control de un campo de la cita, al que lleva el resumen de errores. */
export function idCampoCita(prefijo: string, campo: keyof DatosCita): string {
  return `${prefijo}-${campo}`;
}

export interface CamposDatosCitaProps {
  /** Prefijo de los ids ('crear-cita', 'modificar-cita'). */
  prefijo: string;
  datos: DatosCita;
  errores: Errores<keyof DatosCita>;
  radiologos: Carga<Radiologo>;
  /** Las horas libres del radiólogo elegido el día elegido. */
  huecos: Carga<string>;
  /** 'AAAA-MM-DD' de la clínica: no se dan citas en el pasado. */
  hoy: string;
  onEditar: (cambios: Partial<DatosCita>) => void;
  onReintentarRadiologos: () => void;
  onReintentarHuecos: () => void;
}

/**
 * 'Asignar datos' de crear y modificar cita: el día, el radiólogo y una de sus horas libres ese
 * día (DECISIONS #12). La hora espera a que haya día y radiólogo.
 */
export function CamposDatosCita({
  prefijo,
  datos,
  errores,
  radiologos,
  huecos,
  hoy,
  onEditar,
  onReintentarRadiologos,
  onReintentarHuecos,
}: CamposDatosCitaProps) {
  const id = (campo: keyof DatosCita) => idCampoCita(prefijo, campo);
  const horas = huecos.datos.map((hora) => ({ hora }));
  const descripcionHora =
    huecos.estado === 'cargando'
      ? TEXTOS_DATOS_CITA.cargandoHoras
      : huecos.estado === 'lista' && huecos.datos.length === 0
        ? TEXTOS_DATOS_CITA.sinHoras
        : huecos.estado === 'inactiva'
          ? TEXTOS_DATOS_CITA.eligeAntes
          : undefined;
  return (
    <div className={styles.estrecho}>
      <DatePicker
        id={id('fecha')}
        label={TEXTOS_DATOS_CITA.fecha}
        value={valorDeFecha(datos.fecha)}
        onChange={(fecha) => onEditar({ fecha: fecha?.toString() ?? '' })}
        minValue={valorDeFecha(hoy) ?? undefined}
        isInvalid={Boolean(errores.fecha)}
        errorMessage={errores.fecha}
        validationBehavior="aria"
      />
      <ConAviso carga={radiologos} onReintentar={onReintentarRadiologos}>
        <Select
          id={id('idRadiologo')}
          label={TEXTOS_DATOS_CITA.radiologo}
          items={radiologos.datos}
          selectedKey={datos.idRadiologo}
          onSelectionChange={(clave) =>
            onEditar({ idRadiologo: clave === null ? null : Number(clave) })
          }
          isDisabled={radiologos.estado !== 'lista'}
          description={
            radiologos.estado === 'cargando' ? TEXTOS_DATOS_CITA.cargandoRadiologos : undefined
          }
          isInvalid={Boolean(errores.idRadiologo)}
          errorMessage={errores.idRadiologo}
          validationBehavior="aria"
        >
          {(r) => <SelectItem id={r.id_radiologo}>{r.nombre_completo}</SelectItem>}
        </Select>
      </ConAviso>
      <ConAviso carga={huecos} onReintentar={onReintentarHuecos}>
        <Select
          id={id('hora')}
          label={TEXTOS_DATOS_CITA.hora}
          items={horas}
          selectedKey={datos.hora || null}
          onSelectionChange={(clave) => onEditar({ hora: clave === null ? '' : String(clave) })}
          isDisabled={huecos.estado !== 'lista' || huecos.datos.length === 0}
          description={descripcionHora}
          isInvalid={Boolean(errores.hora)}
          errorMessage={errores.hora}
          validationBehavior="aria"
        >
          {({ hora }) => <SelectItem id={hora}>{hora}</SelectItem>}
        </Select>
      </ConAviso>
    </div>
  );
}

function ConAviso<T>({
  carga,
  onReintentar,
  children,
}: {
  carga: Carga<T>;
  onReintentar: () => void;
  children: ReactNode;
}) {
  if (carga.estado !== 'error') return children;
  return (
    <div className={styles.seccion}>
      {children}
      <p role="alert" className={styles.texto}>
        {carga.error}
      </p>
      <div>
        <Button variant="secondary" size="small" onPress={onReintentar}>
          {TEXTOS_DATOS_CITA.reintentar}
        </Button>
      </div>
    </div>
  );
}
