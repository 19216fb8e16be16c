import { actoresCrearCita, CrearCita, crearCitaMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearCitaMachine.provide({ actors: actoresCrearCita(cliente) });

/** /administrativo/crearCita and its steps (§2.3). */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/administrativo/citas', 'crearCita');
  return (
    <CrearCita
      machine={maquina}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
