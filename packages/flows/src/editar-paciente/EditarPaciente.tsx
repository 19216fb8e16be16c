import type { FichaPaciente } from '@clinica/api-client';
import { PageHeader, Skeleton, SkeletonBlock } from '@clinica/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import { useIntentos } from '../wizard/alTerminar';
import * as styles from '../wizard/PasoAsistente.css';
import type { editarPacienteMachine } from './machine';
import { type CitasDeLaFicha, PantallaEditarPaciente } from './PantallaEditarPaciente';
import { TEXTOS_EDITAR_PACIENTE as T } from './texts';

export interface EditarPacienteProps {
  /** `editarPacienteMachine.provide({ actors: actoresEditarPaciente(client) })`. */
  machine: typeof editarPacienteMachine;
  /** El paciente (`cargarPaciente`); sin él (`undefined`), cargando. */
  ficha: FichaPaciente | undefined;
  /** El fallo al cargarlo; un 404 dice que no existe. */
  errorAlCargar?: unknown;
  onReintentar?: () => void;
  /** 'Volver a Pacientes'. */
  listaHref: string;
  /** 'Dar cita' a este paciente. */
  darCitaHref?: (ficha: FichaPaciente) => string;
  /** 'AAAA-MM-DD' de la clínica; por defecto, hoy en Europe/Madrid. */
  hoy?: string;
  /** Guardado un cambio: la aplicación vuelve a pedir lo que lo muestre. */
  onGuardado?: (ficha: FichaPaciente) => void;
  /**
   * 'Descargar sus datos': el .zip con todos los datos del paciente, para dárselo
   * (`descargarDatosPaciente(client)`); sin él, no se ofrece.
   */
  onDescargarDatos?: (ficha: FichaPaciente) => Promise<void>;
  /** Sus citas (`mostrarCitasDelPaciente`), tras sus datos; sin ellas, no se muestran. */
  citas?: CitasDeLaFicha;
}

/** La ficha de un paciente para corregirla: cargándose, que no existe, o sus secciones. */
export function EditarPaciente(props: EditarPacienteProps) {
  const { ficha, errorAlCargar, listaHref } = props;
  if (errorAlCargar !== undefined || ficha === undefined) {
    const noExiste = estadoDelFallo(errorAlCargar) === 404;
    return (
      <div className={styles.paso}>
        <PageHeader title={T.titulo} backHref={listaHref} backLabel={T.volver} />
        {errorAlCargar !== undefined ? (
          <FalloAlCargar
            mensaje={noExiste ? T.noExiste : mensajeDeFallo(errorAlCargar)}
            onReintentar={noExiste ? undefined : props.onReintentar}
            reintentar={T.reintentar}
          />
        ) : (
          <Skeleton label={T.cargando}>
            <SkeletonBlock shape="rect" height={240} />
          </Skeleton>
        )}
      </div>
    );
  }
  // Otro paciente es otra ficha.
  return <FichaConMaquina key={ficha.id} {...props} ficha={ficha} />;
}

function FichaConMaquina({
  machine,
  ficha,
  listaHref,
  darCitaHref,
  hoy,
  onGuardado,
  onDescargarDatos,
  citas,
}: EditarPacienteProps & { ficha: FichaPaciente }) {
  const actor = useActorRef(machine, { input: { ficha, hoy } });
  const s = useSelector(actor, (estado) => estado);
  const c = s.context;
  const enviando = s.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  const alGuardar = useRef(onGuardado);
  alGuardar.current = onGuardado;
  const guardada = useRef(ficha);
  useEffect(() => {
    if (c.ficha !== guardada.current) {
      guardada.current = c.ficha;
      alGuardar.current?.(c.ficha);
    }
  }, [c.ficha]);

  if (s.matches('noEncontrado')) {
    return (
      <div className={styles.paso}>
        <PageHeader title={T.titulo} backHref={listaHref} backLabel={T.volver} />
        <FalloAlCargar mensaje={T.noExiste} />
      </div>
    );
  }
  return (
    <PantallaEditarPaciente
      ficha={c.ficha}
      datos={c.datos}
      errores={c.errores}
      error={c.error}
      abierta={s.matches('formulario') || enviando ? c.seccion : undefined}
      seccion={c.seccion}
      aviso={c.aviso}
      enviando={enviando}
      provincias={c.provincias}
      poblaciones={c.poblaciones}
      hoy={c.hoy}
      intento={intento}
      listaHref={listaHref}
      darCitaHref={darCitaHref?.(c.ficha)}
      onDescargarDatos={onDescargarDatos && (() => onDescargarDatos(c.ficha))}
      citas={citas}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
