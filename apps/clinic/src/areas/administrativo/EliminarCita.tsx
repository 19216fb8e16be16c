import {
  actoresCancelarCita,
  CancelarCita,
  cancelarCitaMachine,
  enlaceACitasDelDia,
  leerEnlaceCitasDelDia,
} from '@clinica/flows';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = cancelarCitaMachine.provide({ actors: actoresCancelarCita(cliente) });

/**
 * /administrativo/eliminarCita and its confirmation (§2.3). The day list's bin sends
 * `?idCita&nombrePaciente&numCita&fecha`: the id is what the server cancels (DECISIONS #3), the
 * number and the name are what the question shows, and the day is where 'Cancelar' returns and
 * where 'Ir a citas' goes, with the cancelled cita marked.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const numero = Number(parametros.get('idCita'));
  const idCita = Number.isSafeInteger(numero) && numero > 0 ? numero : 0;
  const { fecha } = leerEnlaceCitasDelDia(parametros);
  const lista = '/administrativo/citas';
  const { ruta, onPasoCambiado, onCancelar, onTerminar } = useAsistenteEnRuta(
    fecha ? enlaceACitasDelDia(lista, { fecha }) : lista,
  );
  return (
    <CancelarCita
      key={idCita}
      machine={maquina}
      idCita={idCita}
      numCita={parametros.get('numCita') ?? undefined}
      nombrePaciente={parametros.get('nombrePaciente') ?? undefined}
      citasHref={fecha ? enlaceACitasDelDia(lista, { fecha, id: idCita || undefined }) : lista}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
