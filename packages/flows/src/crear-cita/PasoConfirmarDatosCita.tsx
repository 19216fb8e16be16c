import { DescriptionList } from '@clinica/ui';
import { TEXTOS_DATOS_CITA } from '../cita/CamposDatosCita';
import { TEXTOS_PROFESIONAL } from '../cita/profesional';
import { fechaLegible } from '../fechas/fechas';
import type { DatosCita, PacienteEncontrado, Profesional } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import type { EventoCrearCita } from './machine';
import { ASISTENTE_CREAR_CITA } from './steps';
import { TEXTOS_CREAR_CITA as T } from './texts';

export interface PasoConfirmarDatosCitaProps extends PropsDePaso {
  paciente: PacienteEncontrado | undefined;
  datos: DatosCita;
  /** Los radiólogos, para nombrar al elegido. */
  radiologos: readonly Profesional[];
  send: (evento: EventoCrearCita) => void;
}

/** Paso 3, 'Confirmar datos': el resumen de la cita con 'Cambiar' por fila. */
export function PasoConfirmarDatosCita(props: PasoConfirmarDatosCitaProps) {
  const { paciente, datos, radiologos, send } = props;
  /** 'Cambiar' una fila: a su paso, con el foco en su campo. */
  const cambiar = (paso: 'busquedaPaciente' | 'asignarDatos', campo: string) => ({
    onPress: () => send({ type: 'CAMBIAR', paso, campo }),
  });
  const radiologo = radiologos.find((r) => r.idProfesional === datos.idProfesional);
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_CREAR_CITA, 'confirmarDatos', props)}
      continuarTexto={T.crear}
    >
      <DescriptionList
        items={[
          {
            term: T.paciente,
            value: paciente ? `${paciente.nombre_completo} (${paciente.dni})` : '',
            action: cambiar('busquedaPaciente', 'dni'),
          },
          {
            term: TEXTOS_DATOS_CITA.fecha,
            value: fechaLegible(datos.fecha),
            action: cambiar('asignarDatos', 'fecha'),
          },
          {
            term: TEXTOS_DATOS_CITA.hora,
            value: datos.hora,
            action: cambiar('asignarDatos', 'hora'),
          },
          {
            term: TEXTOS_PROFESIONAL.radiologo.etiqueta,
            value: radiologo?.nombre_completo ?? '',
            action: cambiar('asignarDatos', 'idProfesional'),
          },
          { term: 'Tipo de cita', value: 'Radiología' },
        ]}
      />
    </PasoAsistente>
  );
}
