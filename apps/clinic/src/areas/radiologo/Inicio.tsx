import { LinkButton, PageHeader } from '@clinica/ui';
import { Search } from 'lucide-react';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** The radiologist's home (§2.4): the way to look an appointment up by its number. */
export function Component() {
  const { sesion } = useSesion();
  useTituloDocumento('Inicio');
  return (
    <>
      <PageHeader title={`Hola, ${sesion?.nombre ?? ''}`} subtitle="Servicio de radiología" />
      <p>Busca una cita por su número para crear el informe de la prueba.</p>
      <LinkButton href="/radiologo/buscarCita" icon={<Search size={18} aria-hidden="true" />}>
        Buscar cita
      </LinkButton>
    </>
  );
}
