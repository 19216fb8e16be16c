import type { CitaListado, DiaDelMedico } from '@clinica/api-client';
import { sePuedeCumplir } from '@clinica/api-client/reglas';
import { Button, Calendar, Skeleton, SkeletonBlock, StatusBadge } from '@clinica/ui';
import { type DateValue, parseDate } from '@internationalized/date';
import { CalendarArrowUp, Eye, FileText, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { esFechaValida } from '../validacion/fecha';
import * as styles from './medico.css';
import { diaConNombre, horaMasUna, TEXTOS_MEDICO as T } from './texts';

export interface PanelCalendarioProps {
  /** El día elegido (YYYY-MM-DD); sin él, o si no es una fecha, no hay ninguno. */
  dia: string | undefined;
  onDiaChange: (dia: string) => void;
  /**
   * Hoy en la clínica (YYYY-MM-DD): el mes que se ve al abrir si no hay día elegido, y desde
   * cuándo una cita se abre para diagnosticarla ('Abrir'); las de días posteriores, 'Ver'.
   */
  hoy: string;
  /** Los días del mes a la vista con citas; se marcan con un punto y se leen 'N citas'. */
  marcas: readonly DiaDelMedico[] | undefined;
  errorMarcas?: string;
  /** El mes a la vista cambió ('2026-12'): la aplicación pide sus marcas. */
  onMesVisible?: (mes: string) => void;
  /** Las citas del día elegido; sin ellas (`undefined`) se están cargando. */
  citasDelDia: readonly CitaListado[] | undefined;
  errorDia?: string;
  onReintentarDia?: () => void;
  /** Abrir una cita del día (su diagnóstico, o solo verla si su día no ha llegado). */
  onAbrir?: (cita: CitaListado) => void;
  /** Cancelar una cita en curso del día (la pregunta de §4). */
  onCancelar?: (cita: CitaListado) => void;
}

/**
 * El panel lateral del médico (§2.5): un calendario de mes (es-ES, semanas desde el lunes, se
 * maneja con el teclado) con los días con citas marcados con un punto y, para el lector de
 * pantalla, 'N citas' (no solo un color); al elegir un día, sus citas: la hora de inicio, la de
 * fin (una hora después, §9) y 'Cita con {nombre}'.
 */
export function PanelCalendario({
  dia,
  onDiaChange,
  hoy,
  marcas,
  errorMarcas,
  onMesVisible,
  citasDelDia,
  errorDia,
  onReintentarDia,
  onAbrir,
  onCancelar,
}: PanelCalendarioProps) {
  const elegido = dia && esFechaValida(dia) ? dia : undefined;
  const porDia = useMemo(
    () => new Map((marcas ?? []).map((marca) => [marca.fecha, marca.citas])),
    [marcas],
  );
  const marcados = useMemo(() => [...porDia.keys()].map((fecha) => parseDate(fecha)), [porDia]);
  // The month in view follows a day chosen from outside ('Ver el … en el calendario').
  const [enfoque, setEnfoque] = useState<DateValue>(() => parseDate(elegido ?? hoy));
  useEffect(() => {
    if (elegido) setEnfoque(parseDate(elegido));
  }, [elegido]);

  return (
    <aside className={styles.panel} aria-labelledby="panel-calendario-titulo">
      <h2 id="panel-calendario-titulo" className={styles.tituloPanel}>
        {T.calendario}
      </h2>
      <div className={styles.cuerpoPanel}>
        <div>
          <Calendar
            aria-label={T.calendario}
            headingLevel={3}
            value={elegido ? parseDate(elegido) : null}
            focusedValue={enfoque}
            onChange={(valor: DateValue) => onDiaChange(valor.toString())}
            onFocusChange={(valor: DateValue) => {
              setEnfoque(valor);
              onMesVisible?.(valor.toString().slice(0, 7));
            }}
            markedDates={marcados}
            markedDescription={(fecha) =>
              T.conCitas(porDia.get(fecha.toString().slice(0, 10)) ?? 0)
            }
          />
          {errorMarcas && (
            <p className={styles.textoSuave} role="status">
              {errorMarcas}
            </p>
          )}
        </div>
        <section aria-live="polite" aria-labelledby="panel-dia-titulo">
          {elegido ? (
            <>
              <h3 id="panel-dia-titulo" className={styles.tituloPanel}>
                {T.citasDelDia(diaConNombre(elegido))}
              </h3>
              <ListaDelDia
                siguiente={(marcas ?? []).find((marca) => marca.fecha > elegido)?.fecha}
                diagnosticable={sePuedeCumplir(elegido, hoy)}
                onDiaChange={onDiaChange}
                citas={citasDelDia}
                error={errorDia}
                onReintentar={onReintentarDia}
                onAbrir={onAbrir}
                onCancelar={onCancelar}
              />
            </>
          ) : (
            <p id="panel-dia-titulo" className={styles.textoSuave}>
              {T.eligeDia}
            </p>
          )}
        </section>
      </div>
    </aside>
  );
}

function ListaDelDia({
  siguiente,
  diagnosticable,
  onDiaChange,
  citas,
  error,
  onReintentar,
  onAbrir,
  onCancelar,
}: {
  /** El siguiente día del mes a la vista con citas, para ofrecerlo en un día vacío. */
  siguiente?: string;
  /**
   * Si el día ya ha llegado: sus citas se abren para el diagnóstico ('Abrir'); si no, solo se
   * ven ('Ver'), que su diagnóstico aún no se puede escribir (docs/decisiones.md (41)).
   */
  diagnosticable: boolean;
  onDiaChange: (dia: string) => void;
  citas: readonly CitaListado[] | undefined;
  error?: string;
  onReintentar?: () => void;
  onAbrir?: (cita: CitaListado) => void;
  onCancelar?: (cita: CitaListado) => void;
}) {
  if (error) {
    return <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />;
  }
  if (citas === undefined) {
    return (
      <Skeleton>
        <SkeletonBlock shape="rect" height={48} />
        <SkeletonBlock shape="rect" height={48} />
      </Skeleton>
    );
  }
  if (citas.length === 0) {
    return (
      <div className={styles.listaDelDia}>
        <p className={styles.textoSuave}>{T.diaVacio}</p>
        {siguiente && (
          <div>
            <Button
              size="small"
              variant="secondary"
              icon={<CalendarArrowUp size={16} aria-hidden="true" />}
              className={styles.botonQueParte}
              onPress={() => onDiaChange(siguiente)}
            >
              {T.verDia(diaConNombre(siguiente))}
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <ul className={styles.listaDelDia}>
      {[...citas]
        .sort((a, b) => a.hora.localeCompare(b.hora))
        .map((cita) => (
          <li key={cita.id} className={`${styles.citaDelDia} ${styles.estadoDelDia[cita.estado]}`}>
            <span className={styles.franja}>
              {cita.hora} - {horaMasUna(cita.hora)}
            </span>
            <span>{T.citaCon(cita.nombre_completo_paciente)}</span>
            <div className={styles.botonera}>
              <StatusBadge estado={cita.estado} />
              {onAbrir && (cita.estado === 'EN_CURSO' || cita.estado === 'CUMPLIDA') && (
                <Button
                  size="small"
                  variant="secondary"
                  icon={
                    diagnosticable ? (
                      <FileText size={16} aria-hidden="true" />
                    ) : (
                      <Eye size={16} aria-hidden="true" />
                    )
                  }
                  aria-label={diagnosticable ? T.abrir(cita.num_cita) : T.ver(cita.num_cita)}
                  onPress={() => onAbrir(cita)}
                >
                  {diagnosticable ? T.botonAbrir : T.botonVer}
                </Button>
              )}
              {onCancelar && cita.estado === 'EN_CURSO' && (
                <Button
                  size="small"
                  variant="secondary"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  aria-label={T.cancelar(cita.num_cita)}
                  onPress={() => onCancelar(cita)}
                  className={styles.accionPeligrosa}
                >
                  {T.botonCancelar}
                </Button>
              )}
            </div>
          </li>
        ))}
    </ul>
  );
}
