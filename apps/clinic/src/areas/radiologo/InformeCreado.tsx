import { InformeCreado } from '@clinica/flows';
import { useSearchParams } from 'react-router';

/** /radiologo/buscarCita/citas/confirmacion (§2.4): 'Informe creado correctamente'. */
export function Component() {
  const [parametros] = useSearchParams();
  const imagenes = Number(parametros.get('imagenes'));
  return (
    <InformeCreado
      numCita={parametros.get('num_cita') ?? undefined}
      imagenes={Number.isSafeInteger(imagenes) && imagenes > 0 ? imagenes : undefined}
    />
  );
}
