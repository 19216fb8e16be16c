import { Button, Dialog } from '@clinica/ui';
import { useEffect, useRef, useState } from 'react';
import { cliente } from '../api';
import {
  AVISO_ANTES_MS,
  type Caducidad,
  caducidadDelServidor,
  EVENTO_SESION_USADA,
  finDeLaSesion,
  guardarCaducidad,
  leerUltimoUso,
} from '../sesion';

export const TEXTOS_INACTIVIDAD = {
  titulo: 'Tu sesión va a caducar',
  explicacion: (minutos: number, hora: string) =>
    `Por seguridad, la sesión se cierra tras ${minutos} minutos sin actividad. Se cerrará a las ${hora} si no haces nada; lo que estés rellenando se guardará para cuando vuelvas a entrar.`,
  seguir: 'Seguir conectado',
  salir: 'Salir',
  fallo: 'No se ha podido prolongar la sesión. Comprueba la conexión y vuelve a intentarlo.',
} as const;

const formatoHora = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/**
 * Two minutes before the session's idle end (or its absolute limit) a dialog says so and offers
 * 'Seguir conectado', which asks the server for the user (a use of the session that starts its
 * idle time again); any other request does the same. Ignored, the session is revoked at its end
 * and the guard sends the person to /login, which says why (WCAG 2.2.1). Time is read with
 * `Date.now()` and `setTimeout`, so tests move it with fake timers or Playwright's clock.
 */
export function AvisoDeInactividad({
  caducidad: inicial,
  onSalir,
  onCaducar,
}: {
  caducidad: Caducidad;
  /** 'Salir': a deliberate sign-out. */
  onSalir: () => void;
  /** The end came: revoke and close as an expired session. */
  onCaducar: () => void;
}) {
  const [caducidad, setCaducidad] = useState(inicial);
  const [ultimoUso, setUltimoUso] = useState(() => leerUltimoUso());
  const [ahora, setAhora] = useState(() => Date.now());
  const [fallo, setFallo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const caducada = useRef(false);
  const fin = finDeLaSesion(caducidad, ultimoUso);
  const aviso = fin - AVISO_ANTES_MS;

  // A request in this tab (the event) or another one (the storage) moves the end.
  useEffect(() => {
    const releer = () => setUltimoUso(leerUltimoUso());
    const alCambiarOtraPestana = (evento: StorageEvent) => {
      if (evento.key === 'sesion_ultimo_uso') releer();
    };
    window.addEventListener(EVENTO_SESION_USADA, releer);
    window.addEventListener('storage', alCambiarOtraPestana);
    return () => {
      window.removeEventListener(EVENTO_SESION_USADA, releer);
      window.removeEventListener('storage', alCambiarOtraPestana);
    };
  }, []);

  // One timer to the next moment that matters: the warning, then the end; `ahora` re-arms it.
  useEffect(() => {
    const t = Date.now();
    if (t >= fin) {
      if (!caducada.current) {
        caducada.current = true;
        onCaducar();
      }
      return;
    }
    const id = setTimeout(() => setAhora(Date.now()), (t < aviso ? aviso : fin) - t);
    return () => clearTimeout(id);
  }, [ahora, aviso, fin, onCaducar]);

  const seguir = async () => {
    setEnviando(true);
    setFallo(false);
    const { data, response } = await cliente
      .GET('/api/usuarios/yo')
      .catch(() => ({ data: undefined, response: undefined }));
    setEnviando(false);
    // A 401 ends the session by itself (the client's middleware); anything else is said here.
    if (response?.status === 401) return;
    const nueva = caducidadDelServidor(data?.caducidad, Date.now());
    if (!data) setFallo(true);
    else if (nueva) {
      guardarCaducidad(nueva);
      setCaducidad(nueva);
    }
  };

  const abierto = ahora >= aviso && ahora < fin;
  const minutos = Math.round(caducidad.inactividadMs / 60_000);
  return (
    <Dialog
      title={TEXTOS_INACTIVIDAD.titulo}
      isOpen={abierto}
      isDismissable={false}
      // Escape or 'Cerrar': the person is here, which is what 'Seguir conectado' says too.
      onOpenChange={(abrir) => {
        if (!abrir) void seguir();
      }}
      size="small"
      footer={
        <>
          <Button autoFocus isPending={enviando} onPress={() => void seguir()}>
            {TEXTOS_INACTIVIDAD.seguir}
          </Button>
          <Button variant="secondary" isDisabled={enviando} onPress={onSalir}>
            {TEXTOS_INACTIVIDAD.salir}
          </Button>
        </>
      }
    >
      <p role="alert">{TEXTOS_INACTIVIDAD.explicacion(minutos, formatoHora.format(fin))}</p>
      {fallo && <p role="alert">{TEXTOS_INACTIVIDAD.fallo}</p>}
    </Dialog>
  );
}
