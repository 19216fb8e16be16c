import {
  actoresCancelarCita,
  buscarCitaDelPaciente,
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
 * `?idCita&nombrePaciente&numCita&idPaciente&fecha`: the id is what the server cancels
 * (docs/decisiones.md (3)); with the patient's id the question fetches the cita and shows its patient,
 * date, time and type (the number and the name of the URL stand in while it loads); the day is
 * where 'Cancelar' returns and where 'Ir a citas' goes, with the cancelled cita marked.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const numero = Number(parametros.get('idCita'));
  const idCita = Number.isSafeInteger(numero) && numero > 0 ? numero : 0;
  const { fecha } = leerEnlaceCitasDelDia(parametros);
  const paciente = Number(parametros.get('idPaciente'));
  const idPaciente = Number.isSafeInteger(paciente) && paciente > 0 ? paciente : undefined;
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
      buscarCita={idPaciente ? buscarCitaDelPaciente(cliente, idPaciente) : undefined}
      citasHref={fecha ? enlaceACitasDelDia(lista, { fecha, id: idCita || undefined }) : lista}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
