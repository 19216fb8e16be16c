import type { DiaCerrado } from '@clinica/api-client';
import { mensajeDelDiaCerrado } from '@clinica/api-client/reglas';
import { Button, DatePicker, Select, SelectItem } from '@clinica/ui';
import { CalendarSearch } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { diasNoDisponibles, valorDeFecha } from '../fechas/fechas';
import type { Carga, DatosCita, Errores, Profesional, TipoProfesional } from '../tipos';
import { MENSAJE_DIA_CERRADO, MENSAJE_FECHA_PASADA } from '../validacion/fecha';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './CamposDatosCita.css';
import { DIAS_DEL_PRIMER_HUECO } from './datosCita';
import { TEXTOS_PROFESIONAL } from './profesional';
import { TEXTOS_DATOS_CITA } from './texts';

export { TEXTOS_DATOS_CITA } from './texts';

/** El id del control de un campo de la cita, al que lleva el resumen de errores. */
export function idCampoCita(prefijo: string, campo: keyof DatosCita): string {
  return `${prefijo}-${campo}`;
}

/** Un día sin consulta se rechaza diciendo por qué, si el servidor lo ha dicho (un festivo…). */
function mensajesDeFecha(cerrado: DiaCerrado | undefined, profesional: TipoProfesional) {
  return {
    unavailable: cerrado ? mensajeDelDiaCerrado(cerrado, profesional) : MENSAJE_DIA_CERRADO,
    rangeUnderflow: () => MENSAJE_FECHA_PASADA,
  };
}

export interface CamposDatosCitaProps {
  /** Prefijo de los ids ('crear-cita', 'modificar-cita'). */
  prefijo: string;
  /** Con quién es la cita: el campo se llama 'Radiólogo' o 'Médico'. */
  profesional: TipoProfesional;
  datos: DatosCita;
  errores: Errores<keyof DatosCita>;
  /** Los radiólogos o los médicos, según `profesional`. */
  profesionales: Carga<Profesional>;
  /** Las horas libres del profesional elegido el día elegido. */
  huecos: Carga<string>;
  /** Los días sin huecos que da el servidor, si el flujo los ha pedido. */
  diasCerrados?: Carga<DiaCerrado>;
  /** 'AAAA-MM-DD' de la clínica: no se dan citas en el pasado. */
  hoy: string;
  onEditar: (cambios: Partial<DatosCita>) => void;
  onReintentarProfesionales: () => void;
  onReintentarHuecos: () => void;
  /** 'Primer hueco libre' del profesional elegido; sin él, no se ofrece. */
  onPrimerHueco?: () => void;
  /** La búsqueda del primer hueco: en curso, sin ninguno o fallida. */
  primerHueco?: 'buscando' | 'ninguno' | 'error';
}

/**
 * 'Asignar datos' de crear y modificar cita: el día (uno en que la clínica abre), el radiólogo o
 * el médico y una de sus horas libres ese día (docs/decisiones.md (12, 31)). La hora espera a que haya
 * día y profesional.
 */
export function CamposDatosCita({
  prefijo,
  profesional,
  datos,
  errores,
  profesionales,
  huecos,
  diasCerrados,
  hoy,
  onEditar,
  onReintentarProfesionales,
  onReintentarHuecos,
  onPrimerHueco,
  primerHueco,
}: CamposDatosCitaProps) {
  const cerrados = diasCerrados?.datos;
  const diaCerrado = useMemo(() => diasNoDisponibles(cerrados), [cerrados]);
  const cerradoElegido = cerrados?.find((dia) => dia.fecha === datos.fecha);
  const mensajesFecha = useMemo(
    () => mensajesDeFecha(cerradoElegido, profesional),
    [cerradoElegido, profesional],
  );
  const id = (campo: keyof DatosCita) => idCampoCita(prefijo, campo);
  const textos = TEXTOS_PROFESIONAL[profesional];
  const horas = huecos.datos.map((hora) => ({ hora }));
  const descripcionHora =
    huecos.estado === 'cargando'
      ? TEXTOS_DATOS_CITA.cargandoHoras
      : huecos.estado === 'lista' && huecos.datos.length === 0
        ? textos.sinHoras
        : huecos.estado === 'inactiva'
          ? textos.eligeAntes
          : undefined;
  return (
    <div className={styles.estrecho}>
      <DatePicker
        id={id('fecha')}
        label={TEXTOS_DATOS_CITA.fecha}
        value={valorDeFecha(datos.fecha)}
        onChange={(fecha) => onEditar({ fecha: fecha?.toString() ?? '' })}
        minValue={valorDeFecha(hoy) ?? undefined}
        isDateUnavailable={diaCerrado}
        // Un sábado o un día pasado escritos a mano se explican al momento, y con las mismas
        // palabras que al pulsar Continuar; por eso `isInvalid` no se fija a `false`.
        messages={mensajesFecha}
        isInvalid={errores.fecha ? true : undefined}
        errorMessage={errores.fecha}
        validationBehavior="aria"
      />
      <ConAviso carga={profesionales} onReintentar={onReintentarProfesionales}>
        <Select
          id={id('idProfesional')}
          label={textos.etiqueta}
          items={profesionales.datos}
          selectedKey={datos.idProfesional}
          onSelectionChange={(clave) =>
            onEditar({ idProfesional: clave === null ? null : Number(clave) })
          }
          isDisabled={profesionales.estado !== 'lista'}
          description={profesionales.estado === 'cargando' ? textos.cargando : undefined}
          isInvalid={Boolean(errores.idProfesional)}
          errorMessage={errores.idProfesional}
          validationBehavior="aria"
        >
          {(p) => <SelectItem id={p.idProfesional}>{p.nombre_completo}</SelectItem>}
        </Select>
      </ConAviso>
      {onPrimerHueco && (
        <div className={estilos.primerHueco}>
          <Button
            variant="secondary"
            icon={<CalendarSearch size={16} aria-hidden="true" />}
            isPending={primerHueco === 'buscando'}
            isDisabled={datos.idProfesional === null}
            onPress={onPrimerHueco}
            aria-describedby={`${id('fecha')}-primer-hueco`}
          >
            {TEXTOS_DATOS_CITA.primerHueco}
          </Button>
          <p
            id={`${id('fecha')}-primer-hueco`}
            className={estilos.ayuda}
            role={primerHueco === 'ninguno' || primerHueco === 'error' ? 'alert' : undefined}
          >
            {primerHueco === 'ninguno'
              ? TEXTOS_DATOS_CITA.sinPrimerHueco(DIAS_DEL_PRIMER_HUECO)
              : primerHueco === 'error'
                ? TEXTOS_DATOS_CITA.errorPrimerHueco
                : datos.idProfesional === null
                  ? textos.eligeProfesional
                  : TEXTOS_DATOS_CITA.primerHuecoAyuda}
          </p>
        </div>
      )}
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
