import { actoresBuscarCita, BuscarCitaPorNumero, buscarCitaMachine } from '@clinica/flows';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { enlaceAlInforme } from './enlaces';

const maquina = buscarCitaMachine.provide({ actors: actoresBuscarCita(cliente) });

/** /radiologo/buscarCita (§2.4): the number, checked against the server, then the report. */
export function Component() {
  const { sesion } = useSesion();
  const navigate = useNavigate();
  const [parametros] = useSearchParams();
  return (
    <BuscarCitaPorNumero
      machine={maquina}
      idRadiologo={sesion?.id ?? 0}
      numCita={parametros.get('num_cita') ?? undefined}
      onEncontrada={(cita) => navigate(enlaceAlInforme(cita))}
    />
  );
}
