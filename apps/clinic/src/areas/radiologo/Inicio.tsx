import { CitasDelRadiologo, cargarCitasDelRadiologo, hoyEnLaClinica } from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useRespuestaDiferida } from '../../marco/useRespuestaDiferida';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { enlaceAlInforme } from './enlaces';

/**
 * The radiologist's home, /radiologo, which the side bar calls 'Citas' (§2.1): their own
 * appointments, today first and then the coming days, each one in progress with 'Crear informe'
 * (the report screen directly); 'Buscar cita' finds any other by its number.
 */
export function Component() {
  const { sesion } = useSesion();
  const navigate = useNavigate();
  useTituloDocumento('Citas');
  const hoy = hoyEnLaClinica();
  const idRadiologo = sesion?.id ?? 0;
  const citas = useQuery({
    queryKey: ['citas', 'del-radiologo', idRadiologo, hoy],
    queryFn: ({ signal }) => cargarCitasDelRadiologo(cliente, idRadiologo, hoy, signal),
    // Who is waiting changes as the desk notes arrivals (docs/decisiones.md (54)).
    refetchInterval: 60_000,
  });
  // Their days' lists are built at transition priority, in slices (useRespuestaDiferida).
  const susCitas = useRespuestaDiferida(hoy, citas.data);
  return (
    <CitasDelRadiologo
      hoy={hoy}
      citas={susCitas}
      error={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      onCrearInforme={(cita) => navigate(enlaceAlInforme(cita))}
      idRadiologo={idRadiologo}
      onVerInforme={(cita) => navigate(enlaceAlInforme(cita))}
    />
  );
}
