import {
  Button,
  ErrorSummary,
  Form,
  InfoBox,
  LinkButton,
  PageHeader,
  TextField,
} from '@clinica/ui';
import { useEffect, useRef } from 'react';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import type { Errores } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import {
  CAMPOS_RECUPERACION,
  type CampoRecuperacion,
  type DatosRecuperacion,
  type EventoRecuperarContrasena,
} from './machine';
import * as styles from './PantallaRecuperarContrasena.css';
import { TEXTOS_RECUPERAR_CONTRASENA } from './texts';

export { TEXTOS_RECUPERAR_CONTRASENA } from './texts';

const T = TEXTOS_RECUPERAR_CONTRASENA;

export interface PantallaRecuperarContrasenaProps {
  datos: DatosRecuperacion;
  errores: Errores<CampoRecuperacion>;
  /** El fallo del último envío que no es de un campo (demasiados intentos, sin conexión). */
  error?: string;
  enviando: boolean;
  /** Pedido: el mensaje del servidor, que sustituye al formulario. */
  aviso?: string;
  /** Cambia en cada envío, para llevar el foco al mensaje aunque se repita. */
  intento?: number;
  send: (evento: EventoRecuperarContrasena) => void;
  /** La página de iniciar sesión. @default '/login' */
  loginHref?: string;
  idBase?: string;
}

/**
 * '¿Has olvidado tu contraseña?': el correo y 'Enviar enlace'. Pedido el enlace, el formulario deja
 * paso al mensaje del servidor (el mismo exista o no la cuenta) en una región de estado que
 * recibe el foco, y a la vuelta a iniciar sesión.
 */
export function PantallaRecuperarContrasena({
  datos,
  errores,
  error,
  enviando,
  aviso,
  intento = 0,
  send,
  loginHref = '/login',
  idBase = 'recuperar-contrasena',
}: PantallaRecuperarContrasenaProps) {
  const clinica = useNombreDeLaClinica();
  const id = (campo: CampoRecuperacion) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_RECUPERACION, id);
  const refAviso = useRef<HTMLDivElement>(null);
  const hayAviso = aviso !== undefined;
  useEffect(() => {
    // El formulario se ha ido con el foco dentro: el foco pasa al mensaje, que se lee entero.
    if (hayAviso) refAviso.current?.focus();
  }, [hayAviso]);

  return (
    <div className={styles.columna}>
      <PageHeader
        title={T.titulo}
        backHref={hayAviso ? undefined : loginHref}
        backLabel={T.volver}
      />
      {hayAviso ? (
        <>
          <div ref={refAviso} role="status" tabIndex={-1} className={styles.aviso}>
            <InfoBox tone="success" toneLabel={T.enviado}>
              {aviso}
            </InfoBox>
          </div>
          <div>
            <LinkButton href={loginHref}>{T.volver}</LinkButton>
          </div>
        </>
      ) : (
        <Form
          gap="lg"
          aria-label={T.titulo}
          isPending={enviando}
          onContinue={() => send({ type: 'ENVIAR' })}
        >
          <p className={styles.introduccion}>{T.introduccion}</p>
          {/* Tras cada intento o fallo nuevo, el mensaje recibe el foco (`focusKey`). */}
          <ErrorSummary
            title={T.resumen}
            message={error}
            errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
            focusKey={`${intento}\n${error ?? ''}`}
            documentTitle={`${T.titulo} · ${clinica}`}
          />
          <TextField
            id={id('email')}
            label={T.email}
            type="email"
            autoComplete="email"
            value={datos.email}
            onChange={(email) => send({ type: 'EDITAR', datos: { email } })}
            isInvalid={Boolean(errores.email)}
            errorMessage={errores.email}
            isReadOnly={enviando}
            isRequired
          />
          <div>
            <Button type="submit" isPending={enviando}>
              {T.boton}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
