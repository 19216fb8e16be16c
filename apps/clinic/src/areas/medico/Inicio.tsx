import { type CitaListado, unwrap } from '@clinica/api-client';
import {
  CitasDeHoy,
  esFechaValida,
  hoyEnLaClinica,
  PanelCalendario,
  TEXTOS_MEDICO,
} from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useRespuestaDiferida } from '../../marco/useRespuestaDiferida';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import {
  CLAVE_MEDICO,
  citasDelDia,
  diasConCitas,
  enlaceAlDiagnostico,
  mesSiguiente,
} from './consultas';

/**
 * /medico and /medico/inicio (§2.5): the doctor's citas of today and, beside them, the calendar
 * with the chosen day's citas. `?dia=` keeps the chosen day across reloads; an invalid one is
 * cleared (§5). A cancellation refreshes both lists without reloading the page.
 */
export function Component() {
  useTituloDocumento('Citas de hoy');
  const { sesion } = useSesion();
  const idMedico = sesion?.id ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parametros, setParametros] = useSearchParams();
  const hoy = hoyEnLaClinica();
  const pedido = parametros.get('dia') ?? undefined;
  const dia = pedido && esFechaValida(pedido) ? pedido : undefined;
  const [mes, setMes] = useState((dia ?? hoy).slice(0, 7));

  // §5: an invalid chosen date is reported and the choice cleared.
  useEffect(() => {
    if (pedido !== undefined && !dia) {
      console.warn('Fecha inválida');
      setParametros({}, { replace: true });
    }
  }, [pedido, dia, setParametros]);

  const deHoy = useQuery({
    queryKey: [...CLAVE_MEDICO, 'hoy', idMedico],
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/citas/mostrarCitasMedico/{id}', {
          params: { path: { id: idMedico } },
          signal,
        }),
      ),
    // Who is waiting changes as the desk notes arrivals (docs/decisiones.md (54)): read it again
    // each minute while the page is open.
    refetchInterval: 60_000,
  });
  const marcas = useQuery(diasConCitas(cliente, idMedico, mes));
  const delDia = useQuery({ ...citasDelDia(cliente, idMedico, dia ?? hoy), enabled: !!dia });

  // Today without citas: the next day with some, from this month's and next month's marks.
  const vacio = deHoy.data?.length === 0;
  const esteMes = useQuery({ ...diasConCitas(cliente, idMedico, hoy.slice(0, 7)), enabled: vacio });
  const elSiguiente = useQuery({
    ...diasConCitas(cliente, idMedico, mesSiguiente(hoy.slice(0, 7))),
    enabled: vacio,
  });
  const proximo =
    esteMes.data && elSiguiente.data
      ? ([...esteMes.data, ...elSiguiente.data].find((d) => d.fecha > hoy)?.fecha ?? null)
      : undefined;

  const elegir = useCallback(
    (fecha: string) => {
      setMes(fecha.slice(0, 7));
      setParametros({ dia: fecha }, { replace: true });
    },
    [setParametros],
  );
  const abrir = useCallback((cita: CitaListado) => navigate(enlaceAlDiagnostico(cita)), [navigate]);

  // The answers are deferred (useRespuestaDiferida): the urgent render of an answer returns the
  // same element, which React skips, and the table, the month and its marks are built again at
  // transition priority, in slices a phone can interrupt.
  const citasDeHoy = useRespuestaDiferida(hoy, deHoy.data);
  const marcasDelMes = useRespuestaDiferida(mes, marcas.data);
  const citasDelDiaElegido = useRespuestaDiferida(dia ?? '', delDia.data);
  const errorDeHoy = deHoy.isError ? deHoy.error.message : undefined;
  const errorDelDia = delDia.isError ? delDia.error.message : undefined;
  const { refetch: reintentarHoy } = deHoy;
  const { refetch: reintentarDia } = delDia;
  const proximoDia = vacio ? proximo : undefined;
  // Today without citas stays 'loading' until the next day with citas is known (or its marks
  // failed): the empty box and its 'Ver … en el calendario' then appear at once, instead of
  // growing a moment later and pushing the calendar down (a layout shift on a phone).
  const buscandoElProximo =
    vacio && proximo === undefined && !esteMes.isError && !elSiguiente.isError;
  const listaDeHoy = buscandoElProximo ? undefined : citasDeHoy;
  return useMemo(
    () => (
      <CitasDeHoy
        citas={listaDeHoy}
        error={errorDeHoy}
        onReintentar={() => void reintentarHoy()}
        onAbrir={abrir}
        onCancelar={async (cita, motivo) => {
          await unwrap(
            cliente.POST('/api/citas/cancelarCita/{id}', {
              params: { path: { id: cita.id } },
              ...(motivo ? { body: { motivo } } : {}),
            }),
          );
          await queryClient.invalidateQueries({ queryKey: CLAVE_MEDICO });
        }}
        proximoDiaConCitas={proximoDia}
        onVerDia={elegir}
        panel={(pedirCancelar) => (
          <PanelCalendario
            dia={dia}
            hoy={hoy}
            onDiaChange={elegir}
            marcas={marcasDelMes}
            errorMarcas={marcas.isError ? TEXTOS_MEDICO.errorMarcas : undefined}
            onMesVisible={setMes}
            citasDelDia={citasDelDiaElegido}
            errorDia={errorDelDia}
            onReintentarDia={() => void reintentarDia()}
            onAbrir={abrir}
            onCancelar={pedirCancelar}
          />
        )}
      />
    ),
    [
      listaDeHoy,
      errorDeHoy,
      reintentarHoy,
      abrir,
      queryClient,
      proximoDia,
      elegir,
      dia,
      hoy,
      marcasDelMes,
      marcas.isError,
      citasDelDiaElegido,
      errorDelDia,
      reintentarDia,
    ],
  );
}
