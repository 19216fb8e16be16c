import type { TipoDeActividad } from '@clinica/api-client';
import {
  type CitaDelRegistro,
  cargarRegistroDeActividad,
  descargarRegistroCsv,
  RegistroDeActividad,
} from '@clinica/flows';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cliente } from '../../../api';
import { paginaDeLaDireccion } from '../../../direccion';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { consultaDelRegistro, tipoDeLaConsulta } from './enlaces';

const hojaDelRegistro = descargarRegistroCsv(cliente);

/**
 * A cita of the log opens the desk's read-only page of it (DetalleCita.tsx), which goes back to
 * this page and kind of the log.
 */
const enlaceDeCita =
  (pagina: number, tipo: TipoDeActividad | undefined) =>
  ({ id_cita, id_paciente }: CitaDelRegistro) =>
    `/administrativo/citas/detalle?${new URLSearchParams({
      idCita: String(id_cita),
      idPaciente: String(id_paciente),
      desde: 'registro',
      ...consultaDelRegistro(pagina, tipo),
    })}`;

/**
 * /administrativo/registro: every change to the staff, the agenda and the citas, who and when,
 * for a responsable; `?pagina=` and `?tipo=` keep the page and the kind across reloads and the
 * Back button. A cita's number, while the cita exists, opens its details.
 */
export function Component() {
  useTituloDocumento('Registro de actividad');
  const [parametros, setParametros] = useSearchParams();
  const pagina = paginaDeLaDireccion(parametros.get('pagina'));
  const tipo = tipoDeLaConsulta(parametros.get('tipo'));
  const registro = useQuery({
    queryKey: ['registro', pagina, tipo],
    queryFn: ({ signal }) => cargarRegistroDeActividad(cliente, pagina, signal, tipo),
    placeholderData: keepPreviousData,
  });
  const ir = (numero: number, otroTipo: TipoDeActividad | undefined) =>
    setParametros(consultaDelRegistro(numero, otroTipo));
  return (
    <RegistroDeActividad
      registro={registro.data}
      error={registro.isError ? registro.error.message : undefined}
      onReintentar={() => void registro.refetch()}
      pagina={pagina}
      onPagina={(numero) => ir(numero, tipo)}
      tipo={tipo}
      // Another kind starts from its first page.
      onTipo={(otro) => ir(1, otro)}
      onDescargarCsv={hojaDelRegistro}
      enlaceDeCita={enlaceDeCita(pagina, tipo)}
    />
  );
}
