import { CamposDatosCita, idCampoCita } from '../comun/CamposDatosCita';
import { erroresEnOrden } from '../comun/errores';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import type { Carga, DatosCita, Errores, PacienteEncontrado, Radiologo } from '../tipos';
import type { EventoCrearCita } from './machine';
import { PASOS_CREAR_CITA, TEXTOS_CREAR_CITA as T } from './textos';

export interface PasoAsignarDatosCitaProps {
  paciente: PacienteEncontrado | undefined;
  datos: DatosCita;
  errores: Errores<keyof DatosCita>;
  error?: string;
  radiologos: Carga<Radiologo>;
  huecos: Carga<string>;
  hoy: string;
  invalido: boolean;
  intento?: number;
  send: (evento: EventoCrearCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
  onCancelar: () => void;
}

const ORDEN = ['fecha', 'idRadiologo', 'hora'] as const;
const id = (campo: keyof DatosCita) => idCampoCita('crear-cita', campo);

/** Paso 2, 'Asignar datos': día, radiólogo y una de sus horas libres. */
export function PasoAsignarDatosCita({
  paciente,
  datos,
  errores,
  error,
  radiologos,
  huecos,
  hoy,
  invalido,
  intento,
  send,
  inicioHref = '/administrativo',
  onCancelar,
}: PasoAsignarDatosCitaProps) {
  const lista = erroresEnOrden(errores, ORDEN, id);
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.asignarDatos}
      pasos={PASOS_CREAR_CITA}
      pasoActual={2}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      errores={lista}
      error={error && !lista.some((e) => e.mensaje === error) ? error : undefined}
      intento={intento}
      onContinuar={() => send({ type: 'CONTINUAR' })}
      continuarDesactivado={invalido && lista.length > 0}
      onVolver={() => send({ type: 'VOLVER' })}
    >
      {paciente && (
        <p className={styles.texto}>
          {`${T.paciente}: ${paciente.nombre_completo} (${paciente.dni})`}
        </p>
      )}
      <CamposDatosCita
        prefijo="crear-cita"
        datos={datos}
        errores={errores}
        radiologos={radiologos}
        huecos={huecos}
        hoy={hoy}
        onEditar={(cambios) => send({ type: 'EDITAR', datos: cambios })}
        onReintentarRadiologos={() => send({ type: 'REINTENTAR_RADIOLOGOS' })}
        onReintentarHuecos={() => send({ type: 'REINTENTAR_HUECOS' })}
      />
    </PasoAsistente>
  );
}
