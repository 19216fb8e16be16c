import { AvisoDeCaducidad } from '@clinica/flows';
import { useEffect, useRef, useState } from 'react';
import { cliente } from '../api';
import {
  avisoAntesDe,
  type Caducidad,
  caducidadDelServidor,
  EVENTO_SESION_USADA,
  finDeLaSesion,
  guardarCaducidad,
  leerUltimoUso,
} from '../sesion';

/**
 * Two minutes (or half the idle window, if shorter) before the session's idle end (or its absolute limit) a dialog says so and offers
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
  const aviso = fin - avisoAntesDe(caducidad);

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

  return (
    <AvisoDeCaducidad
      abierto={ahora >= aviso && ahora < fin}
      minutos={Math.round(caducidad.inactividadMs / 60_000)}
      fin={new Date(fin)}
      enviando={enviando}
      fallo={fallo}
      onSeguir={() => void seguir()}
      onSalir={onSalir}
    />
  );
}
