import { unwrap } from '@clinica/api-client';
import { CancelarCitaPaciente, CitaCanceladaPaciente, mensajeDeFallo } from '@clinica/flows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useDatosClinica } from '../../marco/useDatosClinica';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useHorasDeAntelacion, useMisCitas } from './useMisCitas';

/** /paciente/misCitas/cancelarCita?numCita=… (§2.6): the question, then the server's answer. */
export function Component() {
  useTituloDocumento('Cancelar cita');
  const [parametros] = useSearchParams();
  const numCita = parametros.get('numCita') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const citas = useMisCitas();
  const horasDeAntelacion = useHorasDeAntelacion();
  // The phone and hours of 'llama al …' when it is too late to cancel.
  const clinica = useDatosClinica();
  const cita = citas.data ? (citas.data.find((c) => c.num_cita === numCita) ?? null) : undefined;
  const cancelar = useMutation({
    mutationFn: (id: number) =>
      unwrap(cliente.POST('/api/citas/cancelarCita/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['citas'] });
      navigate(`/paciente/misCitas/cancelarCitaConfirmacion?${new URLSearchParams({ numCita })}`, {
        replace: true,
      });
    },
  });
  return (
    <CancelarCitaPaciente
      numCita={numCita}
      cita={cita}
      horasDeAntelacion={horasDeAntelacion}
      clinica={clinica.data}
      errorAlCargar={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      onConfirmar={() => cita && cancelar.mutate(cita.id)}
      enviando={cancelar.isPending}
      error={cancelar.isError ? mensajeDeFallo(cancelar.error) : undefined}
    />
  );
}

/** /paciente/misCitas/cancelarCitaConfirmacion: 'Cita cancelada correctamente'. */
export function Confirmacion() {
  useTituloDocumento('Cita cancelada correctamente');
  const [parametros] = useSearchParams();
  return <CitaCanceladaPaciente numCita={parametros.get('numCita') ?? undefined} />;
}
