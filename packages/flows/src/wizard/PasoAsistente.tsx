import {
  AlertDialog,
  Button,
  DialogTrigger,
  ErrorSummary,
  Form,
  findFieldControl,
  InfoBox,
  PageHeader,
  Stepper,
} from '@clinica/ui';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import { useFocoAlCambiar } from '../foco/foco';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import { tituloDelDocumento } from '../foco/titulos';
import type { ErrorDeCampo } from './erroresDeCampo';
import * as styles from './PasoAsistente.css';
import type { AsistenteAMedias } from './reanudar';
import { TEXTOS_ASISTENTE } from './texts';

export interface PasoAsistenteProps {
  /** El nombre del proceso, bajo el título: 'Crear paciente'. */
  proceso: string;
  /** El `h1` del paso: 'Información del paciente'. Recibe el foco en cada cambio de paso. */
  titulo: string;
  /** Los nombres de los pasos de la barra (2 a 5); sin ellos no hay barra (confirmación). */
  pasos?: readonly string[];
  /** El paso actual, desde 1. */
  pasoActual?: number;
  /** A dónde lleva 'Volver al inicio'. */
  inicioHref: string;
  /**
   * 'Confirmar cancelación' en la pregunta de 'Cancelar'. Sin él no hay botón 'Cancelar'
   * (en la confirmación ya no hay proceso que cancelar).
   */
  onCancelar?: () => void;
  /** Los errores por campo del último Continuar fallido, en el orden del formulario. */
  errores?: readonly ErrorDeCampo[];
  /** Un fallo que no es de ningún campo (el servidor), arriba del resumen. */
  error?: string;
  /**
   * Cambia cada vez que se intenta continuar. Si tras el intento hay errores, el resumen
   * recibe el foco otra vez aunque los mensajes sean los mismos.
   */
  intento?: number;
  /** Envía el paso: el botón 'Continuar' y Enter en un campo. Sin él no hay formulario. */
  onContinuar?: () => void;
  /** @default 'Continuar' */
  continuarTexto?: string;
  /**
   * Tras un intento fallido, mientras queden errores, 'Continuar' no avanza (§5), pero sigue
   * enfocable (`aria-disabled`, docs/decisiones.md (32)): pulsarlo trae el resumen de errores a la vista
   * y le da el foco, para que nadie se quede ante un botón gris que no explica nada.
   */
  continuarDesactivado?: boolean;
  /** 'Continuar' enviando: muestra 'Cargando…' y no se puede pulsar otra vez. */
  enviando?: boolean;
  /** 'Volver' al paso anterior; sin él no hay enlace atrás. */
  onVolver?: () => void;
  /** @default 'Volver' */
  volverTexto?: string;
  /** Acciones propias en lugar de 'Continuar' y 'Volver' (la pregunta 'Sí' / 'Cancelar'). */
  acciones?: ReactNode;
  /** El contenido del paso. */
  children?: ReactNode;
  /**
   * El id del control que recibe el foco al entrar en el paso en lugar del título: el campo al
   * que vuelve 'Cambiar' desde el resumen.
   */
  enfocarAlEntrar?: string;
  /** Otro asistente guardado a medias: se ofrece continuarlo o empezar de nuevo. */
  aMedias?: AsistenteAMedias;
  /** El título del documento sin el prefijo de error. @default 'Título · Proceso · Clínica' */
  tituloDocumento?: string;
}

/**
 * El armazón de cada paso de un asistente: cabecera con 'Volver al inicio' y 'Cancelar', la
 * barra de pasos, el resumen de errores, el contenido y 'Continuar' a la izquierda con el
 * enlace atrás. Al cambiar de paso el foco va al `h1` y el título del documento lo sigue; tras
 * un Continuar fallido el foco va al resumen y el título empieza por 'Error: '.
 */
export function PasoAsistente({
  proceso,
  titulo,
  pasos,
  pasoActual = 1,
  inicioHref,
  onCancelar,
  errores = [],
  error,
  intento = 0,
  onContinuar,
  continuarTexto = TEXTOS_ASISTENTE.continuar,
  continuarDesactivado = false,
  enviando = false,
  onVolver,
  volverTexto = TEXTOS_ASISTENTE.volver,
  acciones,
  children,
  tituloDocumento,
  enfocarAlEntrar,
  aMedias,
}: PasoAsistenteProps) {
  const h1 = useRef<HTMLHeadingElement>(null);
  const resumen = useRef<HTMLDivElement>(null);
  const idResumen = useId();
  const llevarAlResumen = () => {
    resumen.current?.scrollIntoView?.({ block: 'start' });
    resumen.current?.focus();
  };
  const clinica = useNombreDeLaClinica();
  const documento = tituloDocumento ?? tituloDelDocumento(titulo, proceso, clinica);

  // Cada paso nuevo (o un fallo del servidor que devuelve a él) empieza leyendo desde arriba:
  // por el resumen si lo hay, por el título si no; tras 'Cambiar', por el campo que se cambia.
  // Tras cada intento con errores, el resumen se enfoca solo (`focusKey`).
  useFocoAlCambiar(
    () =>
      resumen.current ?? (enfocarAlEntrar ? findFieldControl(enfocarAlEntrar) : null) ?? h1.current,
    `${titulo}\n${error ?? ''}`,
  );

  const contenido = (
    <>
      {children}
      <div className={styles.botonera}>
        {acciones ?? (
          <>
            {onContinuar && (
              <Button
                type="submit"
                aria-disabled={continuarDesactivado || undefined}
                aria-describedby={continuarDesactivado ? idResumen : undefined}
                isPending={enviando}
              >
                {continuarTexto}
              </Button>
            )}
            {onVolver && (
              <Button variant="ghost" isDisabled={enviando} onPress={onVolver}>
                {volverTexto}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );

  // The header (with 'Cancelar' and its question) and the step bar are the same elements while
  // what they show is the same: a 'Continuar' that only shows errors does not draw them again.
  const cabecera = useMemo(
    () => (
      <PageHeader
        ref={h1}
        className={styles.cabecera}
        title={titulo}
        subtitle={proceso}
        backHref={inicioHref}
        backLabel={TEXTOS_ASISTENTE.volverAlInicio}
        actions={onCancelar && <BotonCancelar onCancelar={onCancelar} />}
      />
    ),
    [titulo, proceso, inicioHref, onCancelar],
  );
  const barra = useMemo(
    () => pasos && pasos.length > 1 && <Stepper steps={pasos} currentStep={pasoActual} />,
    [pasos, pasoActual],
  );

  return (
    <div className={styles.paso}>
      {cabecera}
      {barra}
      {aMedias && <AvisoAMedias {...aMedias} />}
      {/* Siempre presente: sin errores no pinta nada, y así no se enfoca cada vez que aparece. */}
      <ErrorSummary
        ref={resumen}
        id={idResumen}
        errors={errores.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
        message={error}
        focusKey={intento}
        documentTitle={documento}
      />
      {onContinuar ? (
        <Form
          aria-label={titulo}
          isPending={enviando}
          onContinue={() => (continuarDesactivado ? llevarAlResumen() : onContinuar())}
        >
          {contenido}
        </Form>
      ) : (
        <div className={styles.formulario}>{contenido}</div>
      )}
    </div>
  );
}

/**
 * 'Tienes un paciente a medio crear': retomarlo donde se dejó o empezar de nuevo. Nada se
 * retoma sin preguntar (docs/decisiones.md (37)). Sus botones no se llaman como el 'Continuar' del paso,
 * que está en la misma pantalla: quien busca uno por su nombre no debe dar con el otro
 * (docs/decisiones.md (37)).
 */
function AvisoAMedias({ texto, onContinuar, onEmpezarDeNuevo }: AsistenteAMedias) {
  return (
    <InfoBox tone="warning" heading={texto} toneLabel="Aviso">
      <p className={styles.texto}>{TEXTOS_ASISTENTE.aMediasPregunta}</p>
      <div className={styles.botonera}>
        <Button variant="secondary" onPress={onContinuar}>
          {TEXTOS_ASISTENTE.retomar}
        </Button>
        <Button variant="ghost" onPress={onEmpezarDeNuevo}>
          {TEXTOS_ASISTENTE.empezarDeNuevo}
        </Button>
      </div>
    </InfoBox>
  );
}

/** 'Cancelar' y su pregunta de confirmación (§2.3). */
function BotonCancelar({ onCancelar }: { onCancelar: () => void }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">{TEXTOS_ASISTENTE.cancelar}</Button>
      <AlertDialog
        title={TEXTOS_ASISTENTE.preguntaCancelar}
        confirmLabel={TEXTOS_ASISTENTE.confirmarCancelacion}
        cancelLabel={TEXTOS_ASISTENTE.continuarProceso}
        variant="destructive"
        onConfirm={onCancelar}
      />
    </DialogTrigger>
  );
}

export { TEXTOS_ASISTENTE };
