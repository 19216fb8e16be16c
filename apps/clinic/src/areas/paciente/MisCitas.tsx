import { descargarMisDatos, MisCitas, rutaDeCancelar, rutaDeDetalles } from '@clinica/flows';
import { useNavigate } from 'react-router';
import { cliente } from '../../api';
import { useDatosClinica } from '../../marco/useDatosClinica';
import { useRespuestaDiferida } from '../../marco/useRespuestaDiferida';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useHorasDeAntelacion, useMisCitas } from './useMisCitas';

const misDatos = descargarMisDatos(cliente);

/**
 * /paciente/misCitas (§2.6): the contact boxes, with the clinic's own phone, hours and address
 * (GET /api/clinica; their places kept while they load, left out if they fail), and the patient's
 * 'Historial de citas', with 'Quién ha visto mi historia' and 'Descargar mis datos' (RGPD arts. 15
 * and 20) above its list.
 */
export function Component() {
  useTituloDocumento('Mis citas');
  const navigate = useNavigate();
  const citas = useMisCitas();
  const horasDeAntelacion = useHorasDeAntelacion();
  const clinica = useDatosClinica();
  // The history is built at transition priority, in slices (useRespuestaDiferida).
  const historial = useRespuestaDiferida('mis-citas', citas.data);
  return (
    <MisCitas
      clinica={clinica.data}
      clinicaCargando={clinica.isPending}
      citas={historial}
      horasDeAntelacion={horasDeAntelacion}
      error={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      onCancelar={(cita) => navigate(rutaDeCancelar(cita))}
      onAbrir={(cita) => navigate(rutaDeDetalles(cita))}
      onDescargarMisDatos={misDatos}
    />
  );
}
