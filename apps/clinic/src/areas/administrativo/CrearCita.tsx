import { actoresCrearCita, CrearCita, crearCitaMachine } from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { idDeLaDireccion } from '../../direccion';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = crearCitaMachine.provide({ actors: actoresCrearCita(cliente) });

/**
 * /administrativo/crearCita and its steps (§2.3). `?paciente=` ('Dar cita' in Pacientes, in a
 * patient's ficha and after creating one) starts it with that patient, with or without a document;
 * `?dni=` with that document written in the first step.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const dni = parametros.get('dni') ?? undefined;
  const idPaciente = idDeLaDireccion(parametros.get('paciente'));
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/administrativo/citas', 'crearCita');
  return (
    <CrearCita
      machine={maquina}
      input={dni ? { dni } : idPaciente ? { idPaciente } : undefined}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
