import { PageHeader } from '@clinica/ui';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** The doctor's home (§2.5): today's appointments. */
export function Component() {
  useTituloDocumento('Citas de hoy');
  return <PageHeader title="Citas de hoy" subtitle="Pacientes de hoy" />;
}
