import { AltaEmpleado, actoresAltaEmpleado, altaEmpleadoMachine } from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { cliente } from '../../../api';
import { useAsistenteEnRuta } from '../../../marco/useAsistenteEnRuta';
import { useCorreoActivo } from '../../../marco/useCorreoActivo';
import { CLAVE_PERSONAL, RUTA_PERSONAL } from './consultas';

const maquina = altaEmpleadoMachine.provide({ actors: actoresAltaEmpleado(cliente) });

/**
 * /administrativo/personal/nuevo and its steps: 'Dar de alta a un empleado' as a wizard (role;
 * names, e-mail, DNI and the collegiate number; the initial password; the summary). Each step
 * keeps its own route, and the list is asked again once the account exists. The wizard starts
 * once the server has said whether it sends e-mail: with it, an invitation is offered first.
 */
export function Component() {
  const queryClient = useQueryClient();
  const { ruta, clavePersistencia, ofrecerLoGuardado, onPasoCambiado, onCancelar } =
    useAsistenteEnRuta(RUTA_PERSONAL, 'altaEmpleado');
  const correoActivo = useCorreoActivo();
  if (correoActivo === undefined) return null;
  return (
    <AltaEmpleado
      machine={maquina}
      input={{ correoActivo }}
      clavePersistencia={clavePersistencia}
      ofrecerLoGuardado={ofrecerLoGuardado}
      ruta={ruta}
      listaHref={RUTA_PERSONAL}
      onPasoCambiado={onPasoCambiado}
      onCancelar={onCancelar}
      onTerminar={() => void queryClient.invalidateQueries({ queryKey: CLAVE_PERSONAL })}
    />
  );
}
