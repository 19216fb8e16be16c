import { type CitaListado, unwrap } from '@clinica/api-client';
import {
  actoresInforme,
  CrearInforme,
  CrearInformeCargando,
  DetalleCitaPaciente,
  hoyEnLaClinica,
  InformeFuturo,
  informeDelEnlace,
  informeMachine,
  TEXTOS_INFORME,
} from '@clinica/flows';
import { AlertDialog, Button, LinkButton, PageHeader } from '@clinica/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useResultadoDeCita } from '../comun/resultadoDeCita';
import { BUSCAR_CITA } from './enlaces';

// The upload goes through the app's client (its token, 401 → sign-out) and reports progress.
const maquina = informeMachine.provide({ actors: actoresInforme(cliente) });

function entero(valor: string | null): number | undefined {
  const numero = Number(valor);
  return Number.isSafeInteger(numero) && numero > 0 ? numero : undefined;
}

/**
 * A link without its cita, to one that does not match it, or to one this radiologist cannot
 * report (CUMPLIDA, cancelled, someone else's): say why and offer 'Buscar cita' instead of a
 * form that would be refused. A failed read offers 'Reintentar' too.
 */
function SinCita({ motivo, onReintentar }: { motivo: string; onReintentar?: () => void }) {
  useTituloDocumento('Crear informe de la cita');
  return (
    <>
      <PageHeader title="Crear informe de la cita" />
      <p role="alert">{motivo}</p>
      {onReintentar && (
        <Button variant="secondary" onPress={onReintentar}>
          Reintentar
        </Button>
      )}
      <LinkButton href={BUSCAR_CITA}>Buscar cita</LinkButton>
    </>
  );
}

/**
 * A report this radiologist has written (a CUMPLIDA cita of theirs): read-only, with its
 * images and its PDF, from 'Buscar cita' and 'Citas' alike (docs/decisiones.md (42)).
 */
function InformeHecho({ cita }: { cita: CitaListado }) {
  useTituloDocumento(TEXTOS_INFORME.tituloLectura);
  const deLaCita = useResultadoDeCita(cita);
  return (
    <DetalleCitaPaciente
      cita={cita}
      titulo={TEXTOS_INFORME.tituloLectura}
      misCitasHref={BUSCAR_CITA}
      volverTexto={TEXTOS_INFORME.volverABuscar}
      conPaciente
      {...deLaCita}
    />
  );
}

/**
 * A cita of theirs whose day has not come: read-only, with why its report waits for that day
 * (docs/decisiones.md (60)).
 */
function InformeFuturoConTitulo({ cita, motivo }: { cita: CitaListado; motivo: string }) {
  useTituloDocumento('Crear informe de la cita');
  return <InformeFuturo cita={cita} motivo={motivo} buscarHref={BUSCAR_CITA} />;
}

/**
 * While the cita is asked for, nothing of it is shown (the URL alone is not trusted): the step,
 * not yet usable, with the cita's lines blank, so that it does not move when the cita comes.
 */
function CargandoCita() {
  useTituloDocumento('Crear informe de la cita');
  return <CrearInformeCargando />;
}

/**
 * /radiologo/buscarCita/citas (§2.4: query id, id_paciente, num_cita, and the patient's name and
 * DNI): the report of one cita. The URL only finds the cita: the name and DNI shown are the
 * server's (a hand-edited URL shows nothing that is not the cita's). Back and cancel go to
 * Buscar cita; after 'Generar' succeeds, the confirmation. A cita of theirs already reported
 * opens its report read-only.
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
  // What the page shows (patient, DNI, number) comes from the server's cita, never from the
  // URL's name and DNI, and only when the link's id and patient are that cita's.
  const vista = informeDelEnlace(
    { id, idPaciente, numCita },
    { cita: actual.data, error: actual.isError ? actual.error : undefined },
    sesion?.id ?? 0,
    hoyEnLaClinica(),
  );
  if (vista.estado === 'cargando') return <CargandoCita />;
  if (vista.estado === 'fallo') {
    return <SinCita motivo={vista.mensaje} onReintentar={() => void actual.refetch()} />;
  }
  if (vista.estado === 'noSePuede') return <SinCita motivo={vista.motivo} />;
  if (vista.estado === 'leer') return <InformeHecho cita={vista.cita} />;
  if (vista.estado === 'futura') return <InformeFuturoConTitulo {...vista} />;
  const { cita } = vista;
  return (
    <>
      <CrearInforme
        key={cita.id}
        machine={maquina}
        cita={cita}
        onVolver={() => navigate(BUSCAR_CITA)}
        onCancelar={() => salirSinPreguntar(BUSCAR_CITA)}
        onCambiosSinGuardar={setSinGuardar}
        onTerminar={(informe) =>
          salirSinPreguntar(
            `${BUSCAR_CITA}/citas/confirmacion?${new URLSearchParams({
              num_cita: cita.numCita,
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
