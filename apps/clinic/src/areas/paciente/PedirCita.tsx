import { unwrap } from '@clinica/api-client';
import {
  actoresPedirCita,
  descargarCalendarioDeCita,
  PedirCita,
  pedirCitaMachine,
} from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = pedirCitaMachine.provide({ actors: actoresPedirCita(cliente) });
const anadirAlCalendario = descargarCalendarioDeCita(cliente);

/**
 * /paciente/pedirCita and its steps (§2.6). The confirmation names where: the clinic's address
 * (a server setting) or, for a telephone cita, the patient's own phone; both are asked for while
 * the steps are filled in, and without them the confirmation just leaves that line out.
 */
export function Component() {
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta('/paciente', 'pedirCita');
  const clinica = useQuery({
    queryKey: ['clinica'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/clinica', { signal })),
  });
  const yo = useQuery({
    queryKey: ['usuarios', 'yo'],
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/usuarios/yo', { signal })),
  });
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
      telefono={yo.data?.telefono}
      onAnadirAlCalendario={anadirAlCalendario}
    />
  );
}
