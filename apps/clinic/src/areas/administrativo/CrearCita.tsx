import { actoresCrearCita, CrearCita, crearCitaMachine } from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearCitaMachine.provide({ actors: actoresCrearCita(cliente) });

/**
 * /administrativo/crearCita and its steps (§2.3). `?dni=` ('Dar cita' in Pacientes) starts it
 * with that patient's DNI/NIE written in the first step.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const dni = parametros.get('dni') ?? undefined;
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/administrativo/citas', 'crearCita');
  return (
    <CrearCita
      machine={maquina}
      input={dni ? { dni } : undefined}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
