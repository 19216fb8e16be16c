import { Agenda, cargarAgenda, maquinasDeAgenda } from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { enlacesDelMostrador } from './enlaces';

const maquinas = maquinasDeAgenda(cliente);

/** The query key of the Agenda: a saved section invalidates it (and the activity log). */
const CLAVE_AGENDA = ['agenda'] as const;

/**
 * /administrativo/agenda (docs/decisiones.md (49)): the clinic's data, hours, each
 * professional's hours and the closures, for a responsable. Any saved change reloads it.
 */
export function Component() {
  useTituloDocumento('Agenda');
  const queryClient = useQueryClient();
  const agenda = useQuery({
    queryKey: CLAVE_AGENDA,
    queryFn: ({ signal }) => cargarAgenda(cliente, undefined, signal),
  });
  return (
    <Agenda
      agenda={agenda.data}
      error={agenda.isError ? agenda.error.message : undefined}
      onReintentar={() => void agenda.refetch()}
      maquinas={maquinas}
      onCambiado={() => {
        void queryClient.invalidateQueries({ queryKey: CLAVE_AGENDA });
        void queryClient.invalidateQueries({ queryKey: ['registro'] });
        // The clinic's data every screen shares (useDatosClinica): name, phone, hours.
        void queryClient.invalidateQueries({ queryKey: ['clinica'] });
      }}
      enlacesDeCita={enlacesDelMostrador}
    />
  );
}
