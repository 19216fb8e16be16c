import {
  actoresPedirCita,
  descargarCalendarioDeCita,
  PedirCita,
  pedirCitaMachine,
} from '@clinica/flows';
import { cliente } from '../../api';
import { useUsuarioActual } from '../../marco/SesionContexto';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';
import { useDatosClinica } from '../../marco/useDatosClinica';

const maquina = pedirCitaMachine.provide({ actors: actoresPedirCita(cliente) });
const anadirAlCalendario = descargarCalendarioDeCita(cliente);

/**
 * /paciente/pedirCita and its steps (§2.6). The clinic's data (GET /api/clinica) gives the hours
 * 'Hora que te viene bien' offers for the chosen day and, on the confirmation, where: its
 * address or, for a telephone cita, the patient's own phone. Both are asked for while the steps
 * are filled in; without them the hours are the fixed 08:00–15:00 list and the confirmation
 * just leaves that line out.
 */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/paciente', 'pedirCita');
  const clinica = useDatosClinica();
  const yo = useUsuarioActual();
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
      direccionClinica={clinica.data?.direccion}
      clinica={clinica.data}
      telefono={yo.data?.telefono}
      onAnadirAlCalendario={anadirAlCalendario}
    />
  );
}
