import { unwrap } from '@clinica/api-client';
import { actoresInforme, CrearInforme, informeMachine, motivoParaNoInformar } from '@clinica/flows';
import { AlertDialog, LinkButton, PageHeader } from '@clinica/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
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

const FALTA_LA_CITA = 'Falta la cita que quieres informar. Búscala por su número.';

/**
 * A link without its cita, or to one this radiologist cannot report (CUMPLIDA, cancelled,
 * someone else's): say why and offer 'Buscar cita' instead of a form that would be refused.
 */
function SinCita({ motivo = FALTA_LA_CITA }: { motivo?: string }) {
  useTituloDocumento('Crear informe de la cita');
  return (
    <>
      <PageHeader title="Crear informe de la cita" />
      <p role="alert">{motivo}</p>
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
  const { sesion } = useSesion();
  // The URL is only a link: what the cita is now decides whether it can be reported.
  const actual = useQuery({
    queryKey: ['citas', 'por-numero', numCita],
    enabled: Boolean(numCita),
    retry: false,
    queryFn: async ({ signal }) => {
      const [cita] = await unwrap(
        cliente.GET('/api/citas/comprobarNumCita', {
          params: { query: { num_cita: numCita ?? '' } },
          signal,
        }),
      );
      return cita ?? null;
    },
  });
  // Images and text cannot be kept half-way (files do not survive a reload): any way out
  // other than 'Cancelar' (which has asked already) or 'Generar' asks first.
  const [sinGuardar, setSinGuardar] = useState(false);
  const saliendo = useRef(false);
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sinGuardar && !saliendo.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!sinGuardar) return;
    const avisar = (evento: BeforeUnloadEvent) => evento.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [sinGuardar]);
  const salirSinPreguntar = (ruta: string, reemplazar = false) => {
    saliendo.current = true;
    navigate(ruta, { replace: reemplazar });
  };
  if (!id || !idPaciente || !numCita) return <SinCita />;
  const cita = actual.data;
  const motivo = cita && cita.id === id ? motivoParaNoInformar(cita, sesion?.id ?? 0) : undefined;
  if (motivo) return <SinCita motivo={motivo} />;
  return (
    <>
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
        onCancelar={() => salirSinPreguntar(BUSCAR_CITA)}
        onCambiosSinGuardar={setSinGuardar}
        onTerminar={(informe) =>
          salirSinPreguntar(
            `${BUSCAR_CITA}/citas/confirmacion?${new URLSearchParams({
              num_cita: numCita,
              imagenes: String(informe.imagenes.length),
            })}`,
            true,
          )
        }
      />
      <AlertDialog
        isOpen={bloqueo.state === 'blocked'}
        title="Tienes un informe sin generar"
        confirmLabel="Salir sin generar"
        cancelLabel="Seguir con el informe"
        variant="destructive"
        onConfirm={() => {
          saliendo.current = true;
          bloqueo.proceed?.();
        }}
        onCancel={() => bloqueo.reset?.()}
      >
        Si sales ahora se pierden las imágenes elegidas y el texto escrito: nada se guarda hasta
        pulsar 'Generar'.
      </AlertDialog>
    </>
  );
}
