import { CamposDatosCita, idCampoCita } from '../comun/CamposDatosCita';
import { erroresEnOrden } from '../comun/errores';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import type { Carga, DatosCita, Errores, Radiologo } from '../tipos';
import type { EventoModificarCita } from './machine';
import { PASOS_MODIFICAR_CITA, PREFIJO_MODIFICAR_CITA, TEXTOS_MODIFICAR_CITA as T } from './textos';

export interface PasoAsignarNuevosDatosProps {
  nombrePaciente?: string;
  /** Empiezan siendo los actuales de la cita. */
  datos: DatosCita;
  errores: Errores<keyof DatosCita>;
  /** Un fallo que no es de ningún campo (el servidor). */
  error?: string;
  radiologos: Carga<Radiologo>;
  /** Las horas libres; la de la propia cita cuenta como libre. */
  huecos: Carga<string>;
  hoy: string;
  /** Tras un Continuar fallido. */
  invalido: boolean;
  intento?: number;
  send: (evento: EventoModificarCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
  onCancelar: () => void;
}

const ORDEN = ['fecha', 'idRadiologo', 'hora'] as const;
const id = (campo: keyof DatosCita) => idCampoCita(PREFIJO_MODIFICAR_CITA, campo);

/** Paso 1, 'Asignar datos': otro día, otro radiólogo u otra de sus horas libres. */
export function PasoAsignarNuevosDatos({
  nombrePaciente,
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
}: PasoAsignarNuevosDatosProps) {
  const lista = erroresEnOrden(errores, ORDEN, id);
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.asignarDatos}
      pasos={PASOS_MODIFICAR_CITA}
      pasoActual={1}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      errores={lista}
      error={error && !lista.some((e) => e.mensaje === error) ? error : undefined}
      intento={intento}
      onContinuar={() => send({ type: 'CONTINUAR' })}
      continuarDesactivado={invalido && lista.length > 0}
    >
      {nombrePaciente && <p className={styles.texto}>{`${T.paciente}: ${nombrePaciente}`}</p>}
      <CamposDatosCita
        prefijo={PREFIJO_MODIFICAR_CITA}
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
