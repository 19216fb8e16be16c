import {
  actoresModificarCita,
  cargarCitaDelPaciente,
  enlaceACitasDelDia,
  leerEnlaceCitasDelDia,
  ModificarCita,
  modificarCitaMachine,
} from '@clinica/flows';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { idDeLaDireccion } from '../../direccion';
import { useAsistenteEnRuta } from '../../marco/useAsistenteEnRuta';

const maquina = modificarCitaMachine.provide({ actors: actoresModificarCita(cliente) });

/**
 * /administrativo/modificarCita and its steps (§2.3). The day list's pencil sends
 * `?idCita&nombrePaciente&idPaciente&fecha`; the cita's current date, hour and professional
 * (its radiologist, or its doctor for a family-medicine cita: docs/decisiones.md (31)) are read from that
 * patient's citas, so any live cita of any day can be changed. 'Cancelar' returns to the
 * list of `fecha`; 'Ir a citas' goes to the cita's new day (the confirmation knows it).
 */
export function Component() {
  const [parametros] = useSearchParams();
  const idCita = idDeLaDireccion(parametros.get('idCita'));
  const { fecha } = leerEnlaceCitasDelDia(parametros);
  const lista = fecha
    ? enlaceACitasDelDia('/administrativo/citas', { fecha })
    : '/administrativo/citas';
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar, onTerminar } =
    useAsistenteEnRuta(lista, idCita === undefined ? undefined : 'modificarCita', idCita);
  const idPaciente = idDeLaDireccion(parametros.get('idPaciente'));
  const cargarCita = useMemo(
    () => (idPaciente === undefined ? undefined : cargarCitaDelPaciente(cliente, idPaciente)),
    [idPaciente],
  );
  return (
    <ModificarCita
      // Another cita is another wizard.
      key={idCita}
      machine={maquina}
      idCita={idCita ?? 0}
      nombrePaciente={parametros.get('nombrePaciente') ?? undefined}
      cargarCita={idCita === undefined ? undefined : cargarCita}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      citasHref={lista}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={onTerminar}
    />
  );
}
