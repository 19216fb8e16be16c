import { actoresCrearPaciente, CrearPaciente, crearPacienteMachine } from '@clinica/flows';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';
import { useCorreoActivo } from '../../marco/useCorreoActivo';
import { rutaDarCita } from './pacientes/consultas';

const maquina = crearPacienteMachine.provide({ actors: actoresCrearPaciente(cliente) });

/**
 * /administrativo/crearPaciente and its steps (§2.3). The wizard starts once the server has said
 * whether it sends e-mail: with it, the password step offers an invitation first. Its confirmation
 * offers 'Dar cita a este paciente', crear cita with the new patient already chosen.
 */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar } =
    useAsistenteEnRuta('/administrativo/citas', 'crearPaciente');
  const correoActivo = useCorreoActivo();
  if (correoActivo === undefined) return null;
  return (
    <CrearPaciente
      machine={maquina}
      input={{ correoActivo }}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      darCitaHref={rutaDarCita}
    />
  );
}
