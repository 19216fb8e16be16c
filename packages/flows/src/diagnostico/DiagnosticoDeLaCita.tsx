import type { CitaListado, Diagnostico, EntradaHistorial } from '@clinica/api-client';
import { mensajeDiagnosticoFuturo, sePuedeCumplir } from '@clinica/api-client/reglas';
import {
  AlertDialog,
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  DescriptionList,
  InfoBox,
  PageHeader,
  Skeleton,
  SkeletonBlock,
  StatusBadge,
  TextArea,
} from '@clinica/ui';
import { useMachine } from '@xstate/react';
import { ArrowLeft, FileDown, Pencil, Save } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import * as styles from '../citas-de-hoy/medico.css';
import { tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLegible } from '../fechas/fechas';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import {
  CLINICA_POR_DEFECTO,
  crearPdfClinico,
  type DatosPdfClinico,
  descargarPdf,
  nombreDeArchivoPdf,
} from '../pdf/pdfClinico';
import {
  diagnosticoMachine,
  type EntradaGuardarDiagnostico,
  esEdicion,
  hayCambiosSinGuardar,
  TEXTOS_DIAGNOSTICO as T,
} from './machine';
import { TEXTOS_HISTORIAL } from './texts';

export { TEXTOS_HISTORIAL } from './texts';

const ID_CAJA = 'diagnostico-texto';

export interface DiagnosticoDeLaCitaProps {
  /** La cita, leída del servidor como cita del médico; sin ella (`undefined`), cargando. */
  cita: CitaListado | undefined;
  /**
   * Hoy en la clínica (AAAA-MM-DD): una cita de un día posterior se abre sin caja, con el
   * motivo (docs/decisiones.md (41)); el servidor la rechaza igualmente.
   */
  hoy: string;
  /** Fallo al cargar la cita (o no es una cita del médico): no se muestra nada más. */
  errorCita?: string;
  /** El diagnóstico que ya tiene la cita; `null` si no tiene; `undefined`, cargando. */
  diagnostico: Diagnostico | null | undefined;
  errorDiagnostico?: string;
  /** El historial del paciente; `undefined`, cargando. */
  historial: readonly EntradaHistorial[] | undefined;
  errorHistorial?: string;
  onReintentar?: () => void;
  /** Crea (sin id) o actualiza (con id) el diagnóstico en el servidor. */
  guardar: (entrada: EntradaGuardarDiagnostico) => Promise<Diagnostico>;
  /** Hace y descarga el PDF; por defecto con pdf-lib, cargado solo entonces. */
  generarPdf?: (datos: DatosPdfClinico, nombreArchivo: string) => Promise<void>;
  /** Vuelve a /medico/inicio. */
  onSalir: () => void;
  /** Si hay texto sin guardar, para que la aplicación retenga otras salidas. */
  onCambiosSinGuardar?: (hay: boolean) => void;
  /**
   * Una salida por otro camino (la barra lateral) retenida por la aplicación: abre el popup de
   * salida; 'Salir' la deja seguir, 'Continuar diagnóstico' la anula.
   */
  salidaRetenida?: { salir: () => void; quedarse: () => void };
}

/** Por defecto: pdf-lib se carga ahora, no antes, y el PDF se descarga. */
async function pdfPorDefecto(datos: DatosPdfClinico, nombreArchivo: string) {
  descargarPdf(await crearPdfClinico(datos), nombreArchivo);
}

const COLUMNAS_HISTORIAL: DataTableColumn<EntradaHistorial>[] = [
  {
    id: 'fecha',
    header: TEXTOS_HISTORIAL.fecha,
    accessor: 'fecha',
    isRowHeader: true,
    cell: (e) => fechaLegible(e.fecha),
  },
  { id: 'hora', header: TEXTOS_HISTORIAL.hora, accessor: 'hora' },
  {
    id: 'medico',
    header: TEXTOS_HISTORIAL.medico,
    accessor: (e) => e.nombre_completo_medico ?? '',
  },
  {
    id: 'tipo',
    header: TEXTOS_HISTORIAL.tipo,
    accessor: 'tipo_cita',
    cell: (e) => tipoLegible(e.tipo_cita),
  },
  {
    id: 'estado',
    header: TEXTOS_HISTORIAL.estado,
    accessor: 'estado',
    cell: (e) => <StatusBadge estado={e.estado} />,
  },
];

/** The history on a narrow screen: one card per cita, its date and time first. */
const TARJETA_HISTORIAL: DataTableCardLayout<EntradaHistorial> = {
  title: 'fecha',
  lead: 'hora',
  status: 'estado',
  details: ['medico', 'tipo'],
};

/**
 * 'Diagnóstico de la cita' (§2.5): el paciente (nombre, DNI), su historial y la caja del
 * diagnóstico con los estados de §4. Todo lo que se ve viene del servidor como cita del médico,
 * no de la URL (una URL cambiada a mano no enseña nada que no sea suyo).
 */
export function DiagnosticoDeLaCita(props: DiagnosticoDeLaCitaProps) {
  const { cita, hoy, errorCita, diagnostico, errorDiagnostico, historial, errorHistorial } = props;
  const { onSalir, onCambiosSinGuardar, salidaRetenida } = props;
  const [sinGuardar, setSinGuardar] = useState(false);
  const [preguntando, setPreguntando] = useState(false);

  useEffect(() => {
    onCambiosSinGuardar?.(sinGuardar);
  }, [sinGuardar, onCambiosSinGuardar]);

  // A reload or a closed tab with unsaved text: the browser's own question.
  useEffect(() => {
    if (!sinGuardar) return;
    const aviso = (evento: BeforeUnloadEvent) => evento.preventDefault();
    window.addEventListener('beforeunload', aviso);
    return () => window.removeEventListener('beforeunload', aviso);
  }, [sinGuardar]);

  // The diagnosis box waits for the history above it: come first, it was pushed down the page
  // when the history's rows replaced their grey ones (a layout shift in some loads and not in
  // others; docs/rendimiento.md, 'CLS'). Meanwhile the history's grey rows say it is loading.
  const historialCargando = historial === undefined && !errorHistorial;
  let cuerpo: ReactNode;
  if (errorCita) {
    cuerpo = <FalloAlCargar mensaje={errorCita} onReintentar={props.onReintentar} />;
  } else if (!cita) {
    cuerpo = <Cargando />;
  } else {
    cuerpo = (
      <>
        <section className={styles.seccion} aria-labelledby="diagnostico-paciente">
          <DescriptionList
            heading={<span id="diagnostico-paciente">{TEXTOS_HISTORIAL.paciente}</span>}
            items={[
              { term: TEXTOS_HISTORIAL.nombre, value: cita.nombre_completo_paciente },
              { term: TEXTOS_HISTORIAL.dni, value: cita.dni_paciente },
              {
                term: TEXTOS_HISTORIAL.cita,
                value: `${cita.num_cita}, ${fechaLegible(cita.fecha)} a las ${cita.hora} (${tipoLegible(cita.tipo_cita)})`,
              },
            ]}
          />
        </section>
        <section className={styles.seccion} aria-labelledby="diagnostico-historial">
          <h2 id="diagnostico-historial" className={styles.tituloSeccion}>
            {TEXTOS_HISTORIAL.titulo}
          </h2>
          {errorHistorial ? (
            <FalloAlCargar mensaje={errorHistorial} onReintentar={props.onReintentar} />
          ) : historial === undefined ? (
            <Cargando />
          ) : historial.length === 0 ? (
            <p className={styles.textoSuave}>{TEXTOS_HISTORIAL.vacio}</p>
          ) : (
            <DataTable
              label={TEXTOS_HISTORIAL.titulo}
              data={historial}
              columns={COLUMNAS_HISTORIAL}
              getRowId={(e) => String(e.id_cita)}
              defaultSort={{ column: 'fecha', direction: 'descending' }}
              showFilter={false}
              showPaging={false}
              showInfo={false}
              showSort={false}
              defaultPageSize={1000}
              texts={{ empty: TEXTOS_HISTORIAL.vacio }}
              card={TARJETA_HISTORIAL}
            />
          )}
        </section>
        {errorDiagnostico ? (
          <FalloAlCargar mensaje={errorDiagnostico} onReintentar={props.onReintentar} />
        ) : historialCargando ? null : diagnostico === undefined ? (
          <Cargando />
        ) : cita.estado === 'CANCELADA' && diagnostico === null ? (
          <InfoBox tone="warning" className={styles.aviso}>
            {T.cancelada}
          </InfoBox>
        ) : cita.estado === 'NO_PRESENTADA' ? (
          <InfoBox tone="warning" className={styles.aviso}>
            {T.noPresentada}
          </InfoBox>
        ) : !sePuedeCumplir(cita.fecha, hoy) && diagnostico === null ? (
          <InfoBox tone="info" heading={T.caja} className={styles.aviso}>
            {mensajeDiagnosticoFuturo(cita.fecha)}
          </InfoBox>
        ) : (
          <CajaDiagnostico
            cita={cita}
            diagnostico={diagnostico}
            guardar={props.guardar}
            generarPdf={props.generarPdf}
            onCambiosSinGuardar={setSinGuardar}
          />
        )}
      </>
    );
  }
  return (
    <div className={styles.area}>
      <PageHeader
        title={T.titulo}
        actions={
          <Button
            variant="secondary"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
            onPress={() => (sinGuardar ? setPreguntando(true) : onSalir())}
          >
            {T.volver}
          </Button>
        }
      />
      <div className={styles.rejillaDiagnostico}>{cuerpo}</div>
      <AlertDialog
        isOpen={preguntando || salidaRetenida !== undefined}
        onOpenChange={(abierto) => {
          if (!abierto) setPreguntando(false);
        }}
        title={T.salirPregunta}
        confirmLabel={T.salir}
        cancelLabel={T.continuar}
        variant="destructive"
        onConfirm={() => {
          setPreguntando(false);
          if (salidaRetenida) salidaRetenida.salir();
          else onSalir();
        }}
        onCancel={() => {
          setPreguntando(false);
          salidaRetenida?.quedarse();
        }}
      />
    </div>
  );
}

function Cargando() {
  return (
    <Skeleton>
      <SkeletonBlock shape="rect" height={32} />
      <SkeletonBlock shape="rect" height={32} />
    </Skeleton>
  );
}

/** La caja del diagnóstico: Guardar → gris con Editar y PDF → Guardar edición → bloqueada. */
interface CajaDiagnosticoProps {
  cita: CitaListado;
  diagnostico: Diagnostico | null;
  guardar: DiagnosticoDeLaCitaProps['guardar'];
  generarPdf?: DiagnosticoDeLaCitaProps['generarPdf'];
  onCambiosSinGuardar: (hay: boolean) => void;
}

function CajaDiagnostico({
  cita,
  diagnostico,
  guardar,
  generarPdf = pdfPorDefecto,
  onCambiosSinGuardar,
}: CajaDiagnosticoProps) {
  const nombreDeLaClinica = useNombreDeLaClinica();
  // Made once per mounted box (one cita); its effects read the props of that first render.
  const [maquina] = useState(() =>
    diagnosticoMachine.provide({
      actors: {
        guardarDiagnostico: fromPromise(({ input }) => guardar(input)),
        generarPdf: fromPromise(({ input }) =>
          generarPdf(
            {
              titulo: T.titulo,
              paciente: { nombre: cita.nombre_completo_paciente, dni: cita.dni_paciente },
              filas: [
                { etiqueta: 'Médico', valor: cita.nombre_completo_medico ?? '' },
                {
                  etiqueta: 'Fecha de la cita',
                  valor: `${fechaLegible(cita.fecha)} ${cita.hora}`,
                },
                { etiqueta: 'Tipo de cita', valor: tipoLegible(cita.tipo_cita) },
                { etiqueta: 'Nº de cita', valor: cita.num_cita },
              ],
              tituloTexto: T.caja,
              texto: input.contenido,
              clinica: { ...CLINICA_POR_DEFECTO, nombre: nombreDeLaClinica },
            },
            nombreDeArchivoPdf('diagnostico', cita.num_cita),
          ),
        ),
      },
    }),
  );
  const [estado, enviar] = useMachine(maquina, {
    input: {
      idCita: cita.id,
      existente: diagnostico ?? undefined,
    },
  });
  const { context } = estado;
  const sinGuardar = hayCambiosSinGuardar(context);
  useEffect(() => {
    onCambiosSinGuardar(sinGuardar);
  }, [sinGuardar, onCambiosSinGuardar]);

  const editable = estado.matches('escribiendo') || estado.matches('editando');
  const ocupado = estado.hasTag('ocupado');
  const generando = estado.hasTag('pdf');
  const bloqueado = estado.matches('bloqueado');
  const guardadoSinBloquear = estado.matches('guardado');
  const soloLectura = !editable;
  // 'Guardar' with nothing written: the message sits at the field, which takes the focus.
  const vacio = context.error === T.vacio && editable;
  useEffect(() => {
    if (vacio) document.getElementById(ID_CAJA)?.focus();
  }, [vacio]);

  return (
    <section className={styles.seccion} aria-label={T.caja}>
      {context.error && !vacio && (
        <InfoBox tone="danger" className={styles.aviso}>
          <span role="alert">{context.error}</span>
        </InfoBox>
      )}
      <TextArea
        id={ID_CAJA}
        label={T.caja}
        description={bloqueado ? T.bloqueado : guardadoSinBloquear ? T.guardado : T.ayuda}
        rows={12}
        value={context.texto}
        onChange={(texto) => enviar({ type: 'ESCRIBIR', texto })}
        isReadOnly={soloLectura}
        isInvalid={vacio}
        errorMessage={vacio ? T.vacio : undefined}
        validationBehavior="aria"
        className={soloLectura ? styles.cajaBloqueada : undefined}
      />
      <div className={styles.botonera}>
        {(editable || estado.matches('enviando')) && (
          <Button
            variant="primary"
            icon={<Save size={18} aria-hidden="true" />}
            isPending={ocupado}
            onPress={() => enviar({ type: 'ENVIAR' })}
          >
            {esEdicion(context) ? T.guardarEdicion : T.guardar}
          </Button>
        )}
        {guardadoSinBloquear && (
          <Button
            variant="secondary"
            icon={<Pencil size={18} aria-hidden="true" />}
            isDisabled={generando}
            onPress={() => enviar({ type: 'EDITAR' })}
          >
            {T.editar}
          </Button>
        )}
        {(guardadoSinBloquear || bloqueado) && (
          <Button
            variant={bloqueado ? 'primary' : 'secondary'}
            icon={<FileDown size={18} aria-hidden="true" />}
            isPending={generando}
            onPress={() => enviar({ type: 'GENERAR_PDF' })}
          >
            {T.generarPdf}
          </Button>
        )}
      </div>
      <p role="status" className={styles.textoSuave}>
        {generando ? T.generandoPdf : context.pdfGenerado ? T.pdfGenerado : ''}
      </p>
      {context.errorPdf && (
        <InfoBox tone="danger" className={styles.aviso}>
          <span role="alert">{context.errorPdf}</span>
        </InfoBox>
      )}
    </section>
  );
}
