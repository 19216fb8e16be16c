import { actoresCrearCita, CrearCita, claveDeFlujo, crearCitaMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearCitaMachine.provide({ actors: actoresCrearCita(cliente) });
const CLAVE = claveDeFlujo('crearCita');

/** /administrativo/crearCita and its steps (§2.3). */
export function Component() {
  const { ruta, onPasoCambiado, onCancelar, onTerminar } = useAsistenteEnRuta(
    '/administrativo/citas',
    CLAVE,
  );
  return (
    <CrearCita
      machine={maquina}
      clavePersistencia={CLAVE}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
