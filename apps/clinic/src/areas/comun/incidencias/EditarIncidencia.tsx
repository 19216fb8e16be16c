import {
  actoresEditarIncidencia,
  descargarImagenIncidencia,
  EditarIncidencia,
  editarIncidenciaMachine,
} from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { cliente } from '../../../api';
import { useAsistenteEnRuta } from '../../../marco/useAsistenteEnRuta';
import { CLAVE_INCIDENCIAS, useIncidenciasDelRol } from './destinos';

const maquina = editarIncidenciaMachine.provide({ actors: actoresEditarIncidencia(cliente) });
const cargarImagen = descargarImagenIncidencia(cliente);

/** …/editarIncidencia/{id} ('Modificar Incidencia') and …/{id}/confirmacionCambios (§2.3). */
export function Component() {
  const queryClient = useQueryClient();
  const { id: parametro } = useParams();
  const id = Number(parametro);
  const valido = Number.isSafeInteger(id) && id > 0;
  const { rol, destinos } = useIncidenciasDelRol();
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar } =
    useAsistenteEnRuta(destinos.lista, valido ? 'editarIncidencia' : undefined, `${rol}:${id}`);
  return (
    <EditarIncidencia
      // Another incident is another wizard.
      key={id}
      machine={maquina}
      // An id that is not a number is not found by the server, which says so in Spanish.
      id={valido ? id : 0}
      base={destinos.base}
      inicioHref={destinos.inicio}
      listaHref={destinos.lista}
      volverHref={destinos.trasEditar.href}
      volverTexto={destinos.trasEditar.texto}
      cargarImagen={cargarImagen}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={() => void queryClient.invalidateQueries({ queryKey: CLAVE_INCIDENCIAS })}
    />
  );
}
