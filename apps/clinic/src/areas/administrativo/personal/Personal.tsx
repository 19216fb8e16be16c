import { ROL } from '@clinica/api-client/reglas';
import {
  accionesPersonalMachine,
  actoresAccionesPersonal,
  cargarPersonal,
  Personal,
} from '@clinica/flows';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../../api';
import { paginaDeLaDireccion } from '../../../direccion';
import { useSesion } from '../../../marco/SesionContexto';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { enlacesDelMostrador } from '../agenda/enlaces';
import { CLAVE_PERSONAL, RUTA_PERSONAL, rutaDelEmpleado } from './consultas';

const acciones = accionesPersonalMachine.provide({ actors: actoresAccionesPersonal(cliente) });

/**
 * /administrativo/personal (docs/decisiones.md (46)): every staff account, for a responsable.
 * `?q=` and `?pagina=` keep the search and the page across reloads and the Back button. The
 * count of active responsables comes from the administratives' list, so the last one's 'Dar de
 * baja' says why it cannot be done before it is pressed (docs/decisiones.md (44)).
 */
export function Component() {
  useTituloDocumento('Personal');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sesion } = useSesion();
  const [parametros, setParametros] = useSearchParams();
  const q = parametros.get('q') ?? '';
  const pagina = paginaDeLaDireccion(parametros.get('pagina'));
  const lista = useQuery({
    queryKey: [...CLAVE_PERSONAL, 'lista', q, pagina],
    queryFn: ({ signal }) => cargarPersonal(cliente, { q, pagina }, signal),
    placeholderData: keepPreviousData,
  });
  const administrativos = useQuery({
    queryKey: [...CLAVE_PERSONAL, 'administrativos'],
    queryFn: ({ signal }) =>
      cargarPersonal(cliente, { id_rol: ROL.administrativo, por_pagina: 100 }, signal),
  });
  const responsablesDeAlta = administrativos.data?.empleados.filter(
    (e) => e.responsable && e.activo,
  ).length;
  return (
    <Personal
      lista={lista.data}
      error={lista.isError ? lista.error.message : undefined}
      onReintentar={() => void lista.refetch()}
      busqueda={q}
      onBuscar={(texto) => setParametros(texto ? { q: texto } : {})}
      onPagina={(numero) =>
        setParametros({ ...(q ? { q } : {}), ...(numero > 1 ? { pagina: String(numero) } : {}) })
      }
      idUsuario={sesion?.idUsuario ?? 0}
      responsablesDeAlta={responsablesDeAlta}
      nuevoHref={`${RUTA_PERSONAL}/nuevo`}
      onEditar={(empleado) => navigate(rutaDelEmpleado(empleado.id))}
      acciones={acciones}
      onCambiado={() => void queryClient.invalidateQueries({ queryKey: CLAVE_PERSONAL })}
      enlacesDeCita={enlacesDelMostrador}
    />
  );
}
