import { actoresInforme, CrearInforme, informeMachine } from '@clinica/flows';
import { LinkButton, PageHeader } from '@clinica/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { leerSesion } from '../../sesion';
import { BUSCAR_CITA } from './enlaces';

// The upload goes by XMLHttpRequest with the session's token, so it can report its progress.
const maquina = informeMachine.provide({
  actors: actoresInforme(cliente, { getToken: () => leerSesion()?.token }),
});

function entero(valor: string | null): number | undefined {
  const numero = Number(valor);
  return Number.isSafeInteger(numero) && numero > 0 ? numero : undefined;
}

/** A link without its cita: say so and offer 'Buscar cita' instead of a broken form. */
function SinCita() {
  useTituloDocumento('Crear informe de la cita');
  return (
    <>
      <PageHeader title="Crear informe de la cita" />
      <p role="alert">Falta la cita que quieres informar. Búscala por su número.</p>
      <LinkButton href={BUSCAR_CITA}>Buscar cita</LinkButton>
    </>
  );
}

/**
 * /radiologo/buscarCita/citas (§2.4: query id, id_paciente, num_cita, and the patient's name and
 * DNI): the report of one cita. Back and cancel go to Buscar cita; after 'Generar' succeeds,
 * the confirmation.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const navigate = useNavigate();
  const id = entero(parametros.get('id'));
  const idPaciente = entero(parametros.get('id_paciente'));
  const numCita = parametros.get('num_cita');
  if (!id || !idPaciente || !numCita) return <SinCita />;
  return (
    <CrearInforme
      key={id}
      machine={maquina}
      cita={{
        id,
        idPaciente,
        numCita,
        nombrePaciente: parametros.get('nombrePaciente') ?? undefined,
        dniPaciente: parametros.get('dniPaciente') ?? undefined,
      }}
      onVolver={() => navigate(BUSCAR_CITA)}
      onTerminar={(informe) =>
        navigate(
          `${BUSCAR_CITA}/citas/confirmacion?${new URLSearchParams({
            num_cita: numCita,
            imagenes: String(informe.imagenes.length),
          })}`,
          { replace: true },
        )
      }
    />
  );
}
