import type {
  Cierre,
  CitaPendiente,
  FestivoNacional,
  HorarioProfesional,
} from '@clinica/api-client';
import { cierraLaClinica, TIPOS_DE_CIERRE, type TipoDeCierre } from '@clinica/api-client/reglas';
import {
  AlertDialog,
  Button,
  DatePicker,
  Dialog,
  ErrorSummary,
  Form,
  Select,
  SelectItem,
  TextField,
} from '@clinica/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import type { EnlacesDeCita } from '../cita/CitasAfectadas';
import { fechaLegible, valorDeFecha } from '../fechas/fechas';
import { useFocoTrasDialogo } from '../foco/foco';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './Agenda.css';
import { CAMPOS_CIERRE, CIERRE_VACIO, type DatosCierre } from './datos';
import type { nuevoCierreMachine, quitarCierreMachine } from './machine';
import { RechazoConCitas } from './RechazoConCitas';
import { TEXTOS_AGENDA as T } from './texts';
import { useFormularioAgenda } from './useFormularioAgenda';

const fechasDe = (cierre: Pick<Cierre, 'fecha_inicio' | 'fecha_fin'>) =>
  T.delAl(fechaLegible(cierre.fecha_inicio), fechaLegible(cierre.fecha_fin));

export interface CierresProps {
  /** Los festivos nacionales que da el servidor (el año pedido y el siguiente); se ven los de hoy en adelante. */
  festivos: readonly FestivoNacional[];
  /** Los cierres de hoy en adelante. */
  cierres: readonly Cierre[];
  profesionales: readonly HorarioProfesional[];
  /** Hoy en la clínica ('AAAA-MM-DD'): un cierre no empieza antes. */
  hoy: string;
  nuevoCierre: typeof nuevoCierreMachine;
  quitarCierre: typeof quitarCierreMachine;
  /** Tras añadir o quitar un cierre: la aplicación vuelve a pedir la agenda. */
  onCambiado?: () => void;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
}

/**
 * 'Cierres': los festivos nacionales (solo lectura), los cierres de la clínica y las ausencias
 * de los profesionales, cada uno con 'Quitar' (pregunta antes), y 'Añadir cierre'.
 */
export function Cierres({
  festivos,
  cierres,
  profesionales,
  hoy,
  nuevoCierre,
  quitarCierre,
  onCambiado,
  enlacesDeCita,
}: CierresProps) {
  const quitar = useActorRef(quitarCierre);
  const estado = useSelector(quitar, (s) => s);
  const [anadiendo, setAnadiendo] = useState(false);
  const [hecho, setHecho] = useState<string | undefined>();
  const aviso = useRef<HTMLParagraphElement>(null);
  const alCambiar = useRef(onCambiado);
  alCambiar.current = onCambiado;
  const { quitado } = estado.context;
  const avisado = useRef<Cierre | undefined>(undefined);

  useEffect(() => {
    if (!quitado || avisado.current === quitado) return;
    avisado.current = quitado;
    setHecho(T.cierreQuitado(quitado.descripcion));
    alCambiar.current?.();
  }, [quitado]);

  useFocoTrasDialogo(() => aviso.current, hecho, hecho !== undefined);

  return (
    <div className={estilos.bloque}>
      {hecho && (
        <p ref={aviso} role="status" tabIndex={-1} className={estilos.aviso}>
          {hecho}
        </p>
      )}
      <div>
        <Button
          icon={<CalendarPlus size={18} aria-hidden="true" />}
          onPress={() => {
            setHecho(undefined);
            setAnadiendo(true);
          }}
        >
          {T.anadirCierre}
        </Button>
      </div>
      <h3 className={estilos.subtitulo}>{T.cierresDeLaClinica}</h3>
      {cierres.length === 0 ? (
        <p className={styles.texto}>{T.sinCierres}</p>
      ) : (
        <ul className={estilos.lista} aria-label={T.cierresDeLaClinica}>
          {cierres.map((cierre) => (
            <li key={cierre.id} className={estilos.fila}>
              <span className={estilos.detalle}>
                <strong>{`${TIPOS_DE_CIERRE[cierre.tipo]}: ${cierre.descripcion}`}</strong>
                <span>{fechasDe(cierre)}</span>
                <span className={estilos.secundario}>
                  {cierre.nombre_completo_profesional ?? T.laClinica}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                icon={<Trash2 size={16} aria-hidden="true" />}
                aria-label={T.quitarCierre(cierre.descripcion, fechasDe(cierre))}
                onPress={() => {
                  setHecho(undefined);
                  quitar.send({ type: 'QUITAR', cierre });
                }}
              >
                {T.quitar}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={estilos.subtitulo}>{T.festivosNacionales}</h3>
      <ul className={estilos.lista} aria-label={T.festivosNacionales}>
        {festivos
          .filter((festivo) => festivo.fecha >= hoy)
          .map((festivo) => (
            <li key={festivo.fecha} className={estilos.festivo}>
              <span className={estilos.fechaFestivo}>{fechaLegible(festivo.fecha)}</span>
              <span>{festivo.nombre}</span>
              <span className={estilos.secundario}>{T.festivoNacional}</span>
            </li>
          ))}
      </ul>
      <AlertDialog
        isOpen={estado.matches('confirmando') || estado.matches('quitando')}
        title={T.preguntaQuitar(estado.context.cierre?.descripcion ?? '')}
        confirmLabel={T.siQuitar}
        cancelLabel={T.noVolver}
        variant="destructive"
        onCancel={() => quitar.send({ type: 'CANCELAR' })}
        onConfirm={async () => {
          quitar.send({ type: 'CONFIRMAR' });
          await waitFor(quitar, (s) => !s.matches('quitando'));
        }}
      >
        <p className={styles.texto}>{T.explicacionQuitar}</p>
      </AlertDialog>
      <Dialog
        isOpen={estado.matches('fallo')}
        onOpenChange={(abierto) => {
          if (!abierto) quitar.send({ type: 'CERRAR' });
        }}
        title={T.noSeHaPodido}
        size="small"
        footer={({ close }) => <Button onPress={close}>{T.aceptar}</Button>}
      >
        <p role="alert" className={styles.texto}>
          {estado.context.error}
        </p>
      </Dialog>
      <Dialog isOpen={anadiendo} onOpenChange={setAnadiendo} title={T.anadirCierre} size="large">
        {({ close }) => (
          <FormularioNuevoCierre
            machine={nuevoCierre}
            hoy={hoy}
            profesionales={profesionales}
            enlacesDeCita={enlacesDeCita}
            onCancelar={close}
            onGuardado={(cierre) => {
              setHecho(T.cierreAnadido(cierre.descripcion));
              alCambiar.current?.();
              close();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

export interface FormularioNuevoCierreProps {
  machine: typeof nuevoCierreMachine;
  hoy: string;
  profesionales: readonly HorarioProfesional[];
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  onGuardado?: (cierre: Cierre) => void;
  onCancelar: () => void;
  /** Para las historias: el formulario ya escrito. */
  datos?: DatosCierre;
  idBase?: string;
}

const TIPOS = (Object.keys(TIPOS_DE_CIERRE) as TipoDeCierre[]).map((id) => ({
  id,
  texto: TIPOS_DE_CIERRE[id],
}));

/** 'Añadir cierre': tipo, quién (solo una ausencia), primer y último día, motivo. */
export function FormularioNuevoCierre({
  machine,
  hoy,
  profesionales,
  enlacesDeCita,
  onGuardado,
  onCancelar,
  datos: iniciales = CIERRE_VACIO,
  idBase = 'agenda-cierre',
}: FormularioNuevoCierreProps) {
  const { snapshot, datos, enviando, intento, editar, guardar, cerrar } =
    useFormularioAgenda<DatosCierre>(machine, { datos: iniciales, referencia: { hoy } }, (cierre) =>
      onGuardado?.(cierre as Cierre),
    );
  const { errores, error, afectadas } = snapshot.context;
  const id = (campo: string) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_CIERRE, id);
  const ausencia = datos.tipo !== null && !cierraLaClinica(datos.tipo);
  return (
    <Form
      gap="lg"
      className={estilos.formulario}
      aria-label={T.anadirCierre}
      isPending={enviando}
      validationBehavior="aria"
      onContinue={guardar}
    >
      <ErrorSummary
        headingLevel={3}
        message={error}
        errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
        focusKey={`${intento}\n${error ?? ''}`}
      />
      <Select
        id={id('tipo')}
        label={T.tipoCierre}
        items={TIPOS}
        selectedKey={datos.tipo}
        onSelectionChange={(clave) => {
          const tipo = clave === null ? null : (String(clave) as TipoDeCierre);
          editar({
            tipo,
            ...(tipo !== null && cierraLaClinica(tipo) && { id_usuario: null }),
          });
        }}
        isInvalid={Boolean(errores.tipo)}
        errorMessage={errores.tipo}
        isDisabled={enviando}
        validationBehavior="aria"
      >
        {(t) => <SelectItem id={t.id}>{t.texto}</SelectItem>}
      </Select>
      {ausencia && (
        <Select
          id={id('id_usuario')}
          label={T.profesionalAusente}
          description={T.profesionalAusenteAyuda}
          items={profesionales.map((p) => ({ id: p.id_usuario, texto: p.nombre_completo }))}
          selectedKey={datos.id_usuario}
          onSelectionChange={(clave) =>
            editar({ id_usuario: clave === null ? null : Number(clave) })
          }
          isInvalid={Boolean(errores.id_usuario)}
          errorMessage={errores.id_usuario}
          isDisabled={enviando}
          validationBehavior="aria"
        >
          {(p) => <SelectItem id={p.id}>{p.texto}</SelectItem>}
        </Select>
      )}
      <DatePicker
        id={id('fecha_inicio')}
        label={T.primerDia}
        value={valorDeFecha(datos.fecha_inicio)}
        onChange={(fecha) => editar({ fecha_inicio: fecha?.toString() ?? '' })}
        isInvalid={Boolean(errores.fecha_inicio)}
        errorMessage={errores.fecha_inicio}
        isReadOnly={enviando}
        validationBehavior="aria"
      />
      <DatePicker
        id={id('fecha_fin')}
        label={T.ultimoDia}
        description={T.ultimoDiaAyuda}
        isOptional
        value={valorDeFecha(datos.fecha_fin)}
        onChange={(fecha) => editar({ fecha_fin: fecha?.toString() ?? '' })}
        isInvalid={Boolean(errores.fecha_fin)}
        errorMessage={errores.fecha_fin}
        isReadOnly={enviando}
        validationBehavior="aria"
      />
      <TextField
        id={id('descripcion')}
        label={T.motivo}
        description={T.motivoAyuda}
        value={datos.descripcion}
        onChange={(descripcion: string) => editar({ descripcion })}
        isInvalid={Boolean(errores.descripcion)}
        errorMessage={errores.descripcion}
        isReadOnly={enviando}
        isRequired
        maxLength={100}
        validationBehavior="aria"
        autoComplete="off"
      />
      {afectadas && (
        <RechazoConCitas rechazo={afectadas} enlacesDeCita={enlacesDeCita} onCerrar={cerrar} />
      )}
      <div className={estilos.botones}>
        <Button type="submit" isPending={enviando}>
          {T.anadirCierre}
        </Button>
        <Button variant="secondary" onPress={onCancelar} isDisabled={enviando}>
          {T.cancelar}
        </Button>
      </div>
    </Form>
  );
}
