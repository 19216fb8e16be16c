import { actoresFichaEmpleado, FichaEmpleado, fichaEmpleadoMachine } from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_PERSONAL, RUTA_PERSONAL } from './consultas';

const machine = fichaEmpleadoMachine.provide({ actors: actoresFichaEmpleado(cliente) });

/**
 * /administrativo/personal/nuevo: 'Dar de alta a un empleado' on one page (role, names, e-mail,
 * DNI, collegiate number for a doctor, the initial provisional password).
 */
export function Component() {
  useTituloDocumento('Dar de alta a un empleado');
  const queryClient = useQueryClient();
  return (
    <FichaEmpleado
      machine={machine}
      listaHref={RUTA_PERSONAL}
      onGuardado={() => void queryClient.invalidateQueries({ queryKey: CLAVE_PERSONAL })}
    />
  );
}
