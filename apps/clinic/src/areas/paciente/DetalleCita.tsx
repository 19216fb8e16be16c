import {
  DetalleCitaPaciente,
  DetalleCitaProgramada,
  descargarCalendarioDeCita,
} from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useUsuarioActual } from '../../marco/SesionContexto';
import { useDatosClinica } from '../../marco/useDatosClinica';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useResultadoDeCita } from '../comun/resultadoDeCita';
import { useHorasDeAntelacion, useMisCitas } from './useMisCitas';

const anadirAlCalendario = descargarCalendarioDeCita(cliente);

/**
 * /paciente/misCitas/citaFacultativo and /citaEspecialista?id=… (§2.6): the patient's own cita.
 * A cumplida shows its diagnosis or report (a 404 means none yet) and, for radiology, its
 * images; any other (programada or cancelada) what is ahead: when, where and the clinic's phone
 * (GET /api/clinica), what to bring, its calendar file and the way to cancel it.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const id = Number(parametros.get('id'));
  const citas = useMisCitas();
  const cita = citas.data ? (citas.data.find((c) => c.id === id) ?? null) : undefined;
  const radiologia = cita?.tipo_cita === 'Radiologia';
  const cumplida = cita?.estado === 'CUMPLIDA';
  useTituloDocumento(radiologia ? 'Detalles de la cita Especialista' : 'Detalles de la cita');
  // Only a cumplida has a result to ask for.
  const deLaCita = useResultadoDeCita(cumplida ? cita : undefined);
  const horasDeAntelacion = useHorasDeAntelacion();
  const clinica = useDatosClinica({ enabled: Boolean(cita) && !cumplida });
  const yo = useUsuarioActual({ enabled: cita?.tipo_cita === 'Telefónica - Medicina familiar' });
  const errorAlCargar = citas.isError ? citas.error.message : undefined;
  const onReintentar = () => void citas.refetch();
  if (cumplida) {
    return (
      <DetalleCitaPaciente
        cita={cita}
        errorAlCargar={errorAlCargar}
        onReintentar={onReintentar}
        {...deLaCita}
      />
    );
  }
  return (
    <DetalleCitaProgramada
      cita={cita}
      errorAlCargar={errorAlCargar}
      onReintentar={onReintentar}
      clinica={clinica.data}
      telefonoPaciente={yo.data?.telefono}
      onAnadirAlCalendario={anadirAlCalendario}
      horasDeAntelacion={horasDeAntelacion}
    />
  );
}
