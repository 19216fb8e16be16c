import { actoresCrearIncidencia, CrearIncidencia, crearIncidenciaMachine } from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { cliente } from '../../../api';
import { useAsistenteEnRuta } from '../../../marco/useAsistenteEnRuta';
import { CLAVE_INCIDENCIAS, useIncidenciasDelRol } from './destinos';

const maquina = crearIncidenciaMachine.provide({ actors: actoresCrearIncidencia(cliente) });

/**
 * …/crearIncidencia, …/crearIncidencia/resumenDatos and …/resumenDatos/confirmacionIncidencia
 * (§2.3–§2.5). 'Cancelar' goes back to the role's incident list; 'Volver al inicio' to its home.
 */
export function Component() {
  const queryClient = useQueryClient();
  const { rol, destinos, nombre } = useIncidenciasDelRol();
  // One half-done incident per role's prefix and tab.
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar } =
    useAsistenteEnRuta(destinos.lista, 'crearIncidencia', rol);
  return (
    <CrearIncidencia
      machine={maquina}
      input={{ nombre, puesto_trabajo: rol }}
      base={destinos.base}
      inicioHref={destinos.inicio}
      volverHref={destinos.trasCrear.href}
      volverTexto={destinos.trasCrear.texto}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={() => void queryClient.invalidateQueries({ queryKey: CLAVE_INCIDENCIAS })}
    />
  );
}
