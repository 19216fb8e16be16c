import type { CitaPendiente, Agenda as DatosAgenda } from '@clinica/api-client';
import { PageHeader, Skeleton, SkeletonBlock } from '@clinica/ui';
import type { ReactNode } from 'react';
import type { EnlacesDeCita } from '../cita/CitasAfectadas';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { hoyEnLaClinica } from '../validacion/fecha';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './Agenda.css';
import { Cierres } from './Cierres';
import { FormularioDatosClinica } from './FormularioDatosClinica';
import { FormularioHorarioClinica } from './FormularioHorarioClinica';
import type {
  datosClinicaMachine,
  horarioClinicaMachine,
  horarioProfesionalMachine,
  nuevoCierreMachine,
  quitarCierreMachine,
} from './machine';
import { Profesionales } from './Profesionales';
import { TEXTOS_AGENDA as T } from './texts';

/** Las máquinas de la página, con sus actores: `maquinasDeAgenda(client)`. */
export interface MaquinasAgenda {
  datosClinica: typeof datosClinicaMachine;
  horarioClinica: typeof horarioClinicaMachine;
  horarioProfesional: typeof horarioProfesionalMachine;
  nuevoCierre: typeof nuevoCierreMachine;
  quitarCierre: typeof quitarCierreMachine;
}

export interface AgendaProps {
  /** La agenda; sin ella (`undefined`) se está cargando. */
  agenda: DatosAgenda | undefined;
  /** El fallo al cargarla; tiene preferencia sobre `agenda`. */
  error?: string;
  onReintentar?: () => void;
  maquinas: MaquinasAgenda;
  /** Tras guardar cualquier sección: la aplicación vuelve a pedir la agenda. */
  onCambiado?: () => void;
  /** Las páginas de modificar y cancelar una cita, para las que impiden un cambio. */
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  /** Hoy en la clínica, 'AAAA-MM-DD'. @default hoyEnLaClinica() */
  hoy?: string;
}

function Seccion({
  id,
  titulo,
  ayuda,
  children,
}: {
  id: string;
  titulo: string;
  ayuda: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titulo`} className={estilos.seccion}>
      <h2 id={`${id}-titulo`} className={styles.tituloSeccion}>
        {titulo}
      </h2>
      <p className={styles.texto}>{ayuda}</p>
      {children}
    </section>
  );
}

/**
 * 'Agenda' (docs/decisiones.md (49)), del responsable: una página con una sección por cosa que
 * se ajusta, cada una su propio formulario con 'Guardar': los datos de la clínica, su horario
 * semanal y la duración de las citas, el horario de cada profesional y los cierres. Un cambio
 * que dejaría citas sin hueco no se guarda: se listan para moverlas o cancelarlas.
 */
export function Agenda({
  agenda,
  error,
  onReintentar,
  maquinas,
  onCambiado,
  enlacesDeCita,
  hoy = hoyEnLaClinica(),
}: AgendaProps) {
  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (agenda === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bloques de relleno idénticos.
          <SkeletonBlock key={fila} shape="rect" height={120} />
        ))}
      </Skeleton>
    );
  } else {
    const { clinica } = agenda;
    contenido = (
      <>
        <Seccion id="agenda-datos" titulo={T.datosClinica} ayuda={T.datosClinicaAyuda}>
          <FormularioDatosClinica
            machine={maquinas.datosClinica}
            clinica={clinica}
            onGuardado={onCambiado}
          />
        </Seccion>
        <Seccion id="agenda-horario" titulo={T.horarioClinica} ayuda={T.horarioClinicaAyuda}>
          <FormularioHorarioClinica
            machine={maquinas.horarioClinica}
            clinica={clinica}
            onGuardado={onCambiado}
            enlacesDeCita={enlacesDeCita}
          />
        </Seccion>
        <Seccion id="agenda-profesionales" titulo={T.profesionales} ayuda={T.profesionalesAyuda}>
          <Profesionales
            machine={maquinas.horarioProfesional}
            profesionales={agenda.profesionales}
            clinica={{ horario: clinica.horario, minutos_por_hueco: clinica.minutos_por_hueco }}
            onGuardado={onCambiado}
            enlacesDeCita={enlacesDeCita}
          />
        </Seccion>
        <Seccion id="agenda-cierres" titulo={T.cierres} ayuda={T.cierresAyuda}>
          <Cierres
            festivos={agenda.festivos_nacionales}
            cierres={agenda.cierres}
            profesionales={agenda.profesionales}
            hoy={hoy}
            nuevoCierre={maquinas.nuevoCierre}
            quitarCierre={maquinas.quitarCierre}
            onCambiado={onCambiado}
            enlacesDeCita={enlacesDeCita}
          />
        </Seccion>
      </>
    );
  }
  return (
    <div className={styles.paso}>
      <PageHeader title={T.titulo} />
      <p className={styles.texto}>{T.introduccion}</p>
      {contenido}
    </div>
  );
}
