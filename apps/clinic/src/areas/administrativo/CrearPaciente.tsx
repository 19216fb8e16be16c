import {
  actoresCrearPaciente,
  CrearPaciente,
  claveDeFlujo,
  crearPacienteMachine,
} from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearPacienteMachine.provide({ actors: actoresCrearPaciente(cliente) });

/** /administrativo/crearPaciente and its steps (§2.3). */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar } = useAsistenteEnRuta('/administrativo/citas');
  return (
    <CrearPaciente
      machine={maquina}
      clavePersistencia={claveDeFlujo('crearPaciente')}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
    />
  );
}
