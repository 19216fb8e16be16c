import { actoresPedirCita, PedirCita, pedirCitaMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = pedirCitaMachine.provide({ actors: actoresPedirCita(cliente) });

/** /paciente/pedirCita and its steps (§2.6). */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/paciente', 'pedirCita');
  return (
    <PedirCita
      machine={maquina}
      base="/paciente"
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
