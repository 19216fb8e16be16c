import {
  actoresCrearPaciente,
  CrearPaciente,
  claveDeFlujo,
  crearPacienteMachine,
} from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearPacienteMachine.provide({ actors: actoresCrearPaciente(cliente) });
const CLAVE = claveDeFlujo('crearPaciente');

/** /administrativo/crearPaciente and its steps (§2.3). */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar } = useAsistenteEnRuta('/administrativo/citas', CLAVE);
  return (
    <CrearPaciente
      machine={maquina}
      clavePersistencia={CLAVE}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
    />
  );
}
