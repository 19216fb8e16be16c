import { actoresCancelarCita, CancelarCita, cancelarCitaMachine } from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = cancelarCitaMachine.provide({ actors: actoresCancelarCita(cliente) });

/**
 * /administrativo/eliminarCita and its confirmation (§2.3). The day list's bin sends
 * `?idCita&nombrePaciente&numCita`: the id is what the server cancels (DECISIONS #3), the number
 * and the name are what the question shows.
 */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/administrativo/citas');
  const [parametros] = useSearchParams();
  const idCita = Number(parametros.get('idCita'));
  return (
    <CancelarCita
      key={idCita}
      machine={maquina}
      idCita={Number.isSafeInteger(idCita) && idCita > 0 ? idCita : 0}
      numCita={parametros.get('numCita') ?? undefined}
      nombrePaciente={parametros.get('nombrePaciente') ?? undefined}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
