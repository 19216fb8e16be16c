import { actoresCrearPaciente, CrearPaciente, crearPacienteMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearPacienteMachine.provide({ actors: actoresCrearPaciente(cliente) });

/** /administrativo/crearPaciente and its steps (§2.3). */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar } =
    useAsistenteEnRuta('/administrativo/citas', 'crearPaciente');
  return (
    <CrearPaciente
      machine={maquina}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
    />
  );
}
