import { actoresCrearCita, CrearCita, claveDeFlujo, crearCitaMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearCitaMachine.provide({ actors: actoresCrearCita(cliente) });

/** /administrativo/crearCita and its steps (§2.3). */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/administrativo/citas');
  return (
    <CrearCita
      machine={maquina}
      clavePersistencia={claveDeFlujo('crearCita')}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
