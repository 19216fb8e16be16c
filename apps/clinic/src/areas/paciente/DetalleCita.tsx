import { DetalleCitaPaciente } from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useResultadoDeCita } from '../comun/resultadoDeCita';
import { useMisCitas } from './useMisCitas';

/**
 * /paciente/misCitas/citaFacultativo and /citaEspecialista?id=… (§2.6): the patient's own cita,
 * its diagnosis or report (a 404 means none yet) and, for radiology, its images.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const id = Number(parametros.get('id'));
  const citas = useMisCitas();
  const cita = citas.data ? (citas.data.find((c) => c.id === id) ?? null) : undefined;
  const radiologia = cita?.tipo_cita === 'Radiologia';
  useTituloDocumento(radiologia ? 'Detalles de la cita Especialista' : 'Detalles de la cita');
  const deLaCita = useResultadoDeCita(cita);
  return (
    <DetalleCitaPaciente
      cita={cita}
      errorAlCargar={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      {...deLaCita}
    />
  );
}
