import { DescriptionList } from '@clinica/ui';
import { TEXTOS_DATOS_CITA } from '../comun/CamposDatosCita';
import { fechaLegible } from '../comun/fechas';
import { PasoAsistente } from '../comun/PasoAsistente';
import type { DatosCita, PacienteEncontrado, Radiologo } from '../tipos';
import type { EventoCrearCita } from './machine';
import { PASOS_CREAR_CITA, TEXTOS_CREAR_CITA as T } from './textos';

export interface PasoConfirmarDatosCitaProps {
  paciente: PacienteEncontrado | undefined;
  datos: DatosCita;
  radiologos: readonly Radiologo[];
  enviando: boolean;
  error?: string;
  send: (evento: EventoCrearCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
  onCancelar: () => void;
}

/** Paso 3, 'Confirmar datos': el resumen de la cita con 'Cambiar' por fila. */
export function PasoConfirmarDatosCita({
  paciente,
  datos,
  radiologos,
  enviando,
  error,
  send,
  inicioHref = '/administrativo',
  onCancelar,
}: PasoConfirmarDatosCitaProps) {
  const cambiar = (paso: 'busquedaPaciente' | 'asignarDatos') => ({
    onPress: () => send({ type: 'CAMBIAR', paso }),
  });
  const radiologo = radiologos.find((r) => r.id_radiologo === datos.idRadiologo);
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.confirmarDatos}
      pasos={PASOS_CREAR_CITA}
      pasoActual={3}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      error={error}
      onContinuar={() => send({ type: 'CONFIRMAR' })}
      enviando={enviando}
      onVolver={() => send({ type: 'VOLVER' })}
    >
      <DescriptionList
        items={[
          {
            term: T.paciente,
            value: paciente ? `${paciente.nombre_completo} (${paciente.dni})` : '',
            action: cambiar('busquedaPaciente'),
          },
          {
            term: TEXTOS_DATOS_CITA.fecha,
            value: fechaLegible(datos.fecha),
            action: cambiar('asignarDatos'),
          },
          { term: TEXTOS_DATOS_CITA.hora, value: datos.hora, action: cambiar('asignarDatos') },
          {
            term: TEXTOS_DATOS_CITA.radiologo,
            value: radiologo?.nombre_completo ?? '',
            action: cambiar('asignarDatos'),
          },
          { term: 'Tipo de cita', value: 'Radiología' },
        ]}
      />
    </PasoAsistente>
  );
}
