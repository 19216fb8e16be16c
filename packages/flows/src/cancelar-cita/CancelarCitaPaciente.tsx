import type { CitaListado, Clinica } from '@clinica/api-client';
import { Button, DescriptionList, LinkButton, Skeleton, SkeletonBlock } from '@clinica/ui';
import { TEXTOS_FILAS_DE_CITA as F } from '../cita/filasDeCita';
import { tipoLegible } from '../citas-del-dia/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaLegible } from '../fechas/fechas';
import { horarioDeApertura } from '../fechas/horario';
import { telefonoLegible } from '../pedir-cita/calendario';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { dentroDelAviso, HORAS_DE_ANTELACION } from './antelacion';
import { TEXTOS_CANCELAR_CITA_PACIENTE } from './texts';

export { TEXTOS_CANCELAR_CITA_PACIENTE } from './texts';

const T = TEXTOS_CANCELAR_CITA_PACIENTE;

export interface CancelarCitaPacienteProps {
  /** El número de la URL (`?numCita=`). */
  numCita: string;
  /** La cita del paciente con ese número; `undefined` mientras carga, `null` si no la tiene. */
  cita: CitaListado | null | undefined;
  /** No se pudieron cargar sus citas. */
  errorAlCargar?: string;
  onReintentar?: () => void;
  /** 'Sí': cancela en el servidor. */
  onConfirmar: () => void;
  /** Cancelando: 'Sí' espera. */
  enviando?: boolean;
  /** El fallo del último 'Sí' (la antelación del servidor, una cita que ya no está en curso). */
  error?: string;
  /** @default '/paciente/misCitas' */
  misCitasHref?: string;
  /** 'Volver al inicio' de la cabecera. @default '/paciente' */
  inicioHref?: string;
  /** Para las historias y las pruebas. @default new Date() */
  ahora?: Date;
  /** La antelación mínima del servidor (`GET /api/citas/antelacionCancelacion`). @default 24 */
  horasDeAntelacion?: number;
  /**
   * El teléfono y el horario de la clínica (`GET /api/clinica`), para 'llama al …' cuando ya no
   * se puede cancelar; sin ellos (cargando, un fallo), el aviso no da ningún número.
   */
  clinica?: Pick<Clinica, 'telefono' | 'horario'>;
}

/**
 * '¿Seguro que quieres cancelar la cita …?' (§2.6) con la cita a la vista, 'Sí' y 'Cancelar'
 * (que vuelve a Mis citas). Con menos de 24 horas de antelación lo explica y da el teléfono en
 * lugar de 'Sí' (docs/decisiones.md (30)); el servidor lo comprueba igualmente.
 */
export function CancelarCitaPaciente({
  numCita,
  cita,
  errorAlCargar,
  onReintentar,
  onConfirmar,
  enviando = false,
  error,
  misCitasHref = '/paciente/misCitas',
  inicioHref = '/paciente',
  ahora,
  horasDeAntelacion = HORAS_DE_ANTELACION,
  clinica,
}: CancelarCitaPacienteProps) {
  const volver = (
    <LinkButton variant="secondary" href={misCitasHref}>
      {T.volver}
    </LinkButton>
  );
  const marco = {
    proceso: T.proceso,
    titulo: T.pregunta(numCita),
    inicioHref,
  };
  if (errorAlCargar) {
    return (
      <PasoAsistente {...marco} acciones={volver}>
        <FalloAlCargar mensaje={errorAlCargar} onReintentar={onReintentar} />
      </PasoAsistente>
    );
  }
  if (cita === undefined) {
    return (
      <PasoAsistente {...marco} acciones={volver}>
        <Skeleton>
          <SkeletonBlock shape="rect" height={120} />
        </Skeleton>
      </PasoAsistente>
    );
  }
  if (cita === null) {
    return <PasoAsistente {...marco} error={T.noEncontrada} acciones={volver} />;
  }
  const enCurso = cita.estado === 'EN_CURSO';
  const tarde = enCurso && dentroDelAviso(cita.fecha, cita.hora, ahora, horasDeAntelacion);
  const motivo = !enCurso ? T.noEnCurso : tarde ? T.aviso(horasDeAntelacion) : undefined;
  return (
    <PasoAsistente
      {...marco}
      error={error}
      acciones={
        motivo || error ? (
          volver
        ) : (
          <>
            <Button
              variant="danger"
              aria-label={T.siEtiqueta(cita.num_cita)}
              isPending={enviando}
              onPress={onConfirmar}
            >
              {T.si}
            </Button>
            <LinkButton variant="secondary" href={misCitasHref} isDisabled={enviando}>
              {T.cancelar}
            </LinkButton>
          </>
        )
      }
    >
      <DescriptionList
        items={[
          { term: T.numero, value: cita.num_cita },
          { term: F.fecha, value: fechaLegible(cita.fecha) },
          { term: F.hora, value: cita.hora },
          { term: F.tipo, value: tipoLegible(cita.tipo_cita) },
          {
            term: T.profesional,
            value: cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '',
          },
        ]}
      />
      {motivo ? (
        <div className={styles.seccion}>
          <p className={styles.texto}>
            <strong>{motivo}</strong>
          </p>
          {tarde && (
            <p className={styles.texto}>
              {T.llamar(
                clinica?.telefono ? telefonoLegible(clinica.telefono) : undefined,
                clinica ? horarioDeApertura(clinica.horario) : [],
              )}
            </p>
          )}
        </div>
      ) : (
        !error && <p className={styles.texto}>{T.queOcurre}</p>
      )}
    </PasoAsistente>
  );
}

/** 'Cita cancelada correctamente' (§2.6), con el número y 'Volver a Mis citas'. */
export function CitaCanceladaPaciente({
  numCita,
  misCitasHref = '/paciente/misCitas',
}: {
  numCita?: string;
  misCitasHref?: string;
}) {
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.confirmacion}
      inicioHref="/paciente"
      acciones={<LinkButton href={misCitasHref}>{T.volver}</LinkButton>}
    >
      {numCita && (
        <p className={styles.texto}>
          {T.numero}: <strong>{numCita}</strong>
        </p>
      )}
      <p className={styles.texto}>{T.cancelada}</p>
    </PasoAsistente>
  );
}
