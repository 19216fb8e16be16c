import { actoresPedirCita, claveDeFlujo, PedirCita, pedirCitaMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = pedirCitaMachine.provide({ actors: actoresPedirCita(cliente) });
const CLAVE = claveDeFlujo('pedirCita');

/** /paciente/pedirCita and its steps (§2.6). */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar, onTerminar } = useAsistenteEnRuta('/paciente', CLAVE);
  return (
    <PedirCita
      machine={maquina}
      base="/paciente"
      clavePersistencia={CLAVE}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
