import {
  actoresRecordatorios,
  Recordatorios,
  recordatoriosMachine,
  TuProximaCita,
} from '@clinica/flows';
import { Button, LinkButton, PageHeader } from '@clinica/ui';
import { CalendarPlus, ClipboardList, KeyRound, LogOut } from 'lucide-react';
import { cliente } from '../../api';
import { useRefrescarUsuarioActual, useSesion, useUsuarioActual } from '../../marco/SesionContexto';
import { useRespuestaDiferida } from '../../marco/useRespuestaDiferida';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useMisCitas } from './useMisCitas';

const recordatorios = recordatoriosMachine.provide({ actors: actoresRecordatorios(cliente) });

/**
 * The patient's home (§2.6): 'Pedir cita', 'Mis citas', 'Cambiar contraseña', a way out, 'Tu
 * próxima cita' (the nearest programada, from the same query as 'Mis citas') and under them the
 * account's 'Recordatorios por correo' (docs/decisiones.md (50)), read from
 * `usuarioActual` and saved on each change. Its first screen is drawn at build time from this
 * same component, with no session (src/primera-pantalla/pantallas.tsx).
 */
export function Component() {
  const { sesion, salir } = useSesion();
  useTituloDocumento('Inicio');
  const refrescarUsuario = useRefrescarUsuarioActual();
  const citas = useMisCitas();
  const yo = useUsuarioActual();
  // Each answer is drawn at transition priority, in slices (useRespuestaDiferida): the account's
  // starts the reminders' machine, and came in one task with the next cita's drawing.
  const proximas = useRespuestaDiferida('mis-citas', citas.data);
  const cuenta = useRespuestaDiferida('usuario-actual', yo.data);
  return (
    <>
      <PageHeader
        title={sesion?.nombre ? `Hola, ${sesion.nombre}` : 'Hola'}
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
      <div style={{ marginBlockStart: 32 }}>
        <TuProximaCita
          citas={proximas}
          error={citas.isError ? citas.error.message : undefined}
          onReintentar={() => void citas.refetch()}
        />
      </div>
      {/* In its place while the account loads, so nothing moves when it comes. */}
      {!yo.isError && (
        <div style={{ marginBlockStart: 32 }}>
          <Recordatorios
            machine={recordatorios}
            activos={cuenta ? (cuenta.recordatorios ?? true) : undefined}
            onGuardado={refrescarUsuario}
          />
        </div>
      )}
    </>
  );
}
