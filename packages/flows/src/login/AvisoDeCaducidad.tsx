import { Button, Dialog } from '@clinica/ui';
import { TEXTOS_AVISO_CADUCIDAD } from './texts';

export { TEXTOS_AVISO_CADUCIDAD } from './texts';

const formatoHora = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

export interface AvisoDeCaducidadProps {
  /** Si se ve: desde dos minutos antes del fin de la sesión. */
  abierto: boolean;
  /** Los minutos sin actividad que cierran la sesión (el ajuste del servidor). */
  minutos: number;
  /** Cuándo se cerrará si nadie hace nada. */
  fin: Date;
  /** 'Seguir conectado' está pidiendo al servidor que la prolongue. */
  enviando?: boolean;
  /** El servidor no ha podido prolongarla (sin conexión): se dice, y se puede reintentar. */
  fallo?: boolean;
  /** 'Seguir conectado', Escape o 'Cerrar': la persona está ahí. */
  onSeguir: () => void;
  /** 'Salir': cerrar la sesión ya. */
  onSalir: () => void;
}

/**
 * El aviso de que la sesión va a caducar por inactividad (WCAG 2.2.1): dice cuándo y ofrece
 * 'Seguir conectado', que recibe el foco. Cerrarlo con Escape cuenta también como seguir: quien
 * pulsa una tecla está ahí. La aplicación decide cuándo se abre y qué hace cada botón.
 */
export function AvisoDeCaducidad({
  abierto,
  minutos,
  fin,
  enviando = false,
  fallo = false,
  onSeguir,
  onSalir,
}: AvisoDeCaducidadProps) {
  const T = TEXTOS_AVISO_CADUCIDAD;
  return (
    <Dialog
      title={T.titulo}
      isOpen={abierto}
      isDismissable={false}
      onOpenChange={(abrir) => {
        if (!abrir) onSeguir();
      }}
      size="small"
      footer={
        <>
          <Button autoFocus isPending={enviando} onPress={onSeguir}>
            {T.seguir}
          </Button>
          <Button variant="secondary" isDisabled={enviando} onPress={onSalir}>
            {T.salir}
          </Button>
        </>
      }
    >
      {/* Announced when the dialog opens, not only its title. */}
      <p role="alert">{T.explicacion(minutos, formatoHora.format(fin))}</p>
      {fallo && <p role="alert">{T.fallo}</p>}
    </Dialog>
  );
}
