import { Button, LinkButton, PageHeader } from '@clinica/ui';
import { CalendarPlus, ClipboardList, KeyRound, LogOut } from 'lucide-react';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** The patient's home (§2.6): 'Pedir cita', 'Mis citas' and a way out. */
export function Component() {
  const { sesion, salir } = useSesion();
  useTituloDocumento('Inicio');
  return (
    <>
      <PageHeader
        title={`Hola, ${sesion?.nombre ?? ''}`}
        subtitle="¿Qué quieres hacer?"
        actions={
          <Button
            variant="secondary"
            icon={<LogOut size={16} aria-hidden="true" />}
            onPress={() => void salir()}
          >
            Salir
          </Button>
        }
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <LinkButton
          href="/paciente/pedirCita"
          size="large"
          icon={<CalendarPlus size={20} aria-hidden="true" />}
        >
          Pedir cita
        </LinkButton>
        <LinkButton
          href="/paciente/misCitas"
          size="large"
          variant="secondary"
          icon={<ClipboardList size={20} aria-hidden="true" />}
        >
          Mis citas
        </LinkButton>
        <LinkButton
          href="/paciente/cambiarContrasena"
          size="large"
          variant="secondary"
          icon={<KeyRound size={20} aria-hidden="true" />}
        >
          Cambiar contraseña
        </LinkButton>
      </div>
    </>
  );
}
