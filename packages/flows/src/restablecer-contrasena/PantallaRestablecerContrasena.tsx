import {
  Button,
  Confirmation,
  ErrorSummary,
  Form,
  InfoBox,
  LinkButton,
  PageHeader,
  PasswordField,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { useEffect, useRef } from 'react';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import type { Errores } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import {
  CAMPOS_RESTABLECIMIENTO,
  type CampoRestablecimiento,
  type DatosRestablecimiento,
  type EventoRestablecerContrasena,
} from './machine';
import * as styles from './PantallaRestablecerContrasena.css';
import { TEXTOS_RESTABLECER_CONTRASENA } from './texts';

export { TEXTOS_RESTABLECER_CONTRASENA } from './texts';

const T = TEXTOS_RESTABLECER_CONTRASENA;

export interface PantallaRestablecerContrasenaProps {
  datos: DatosRestablecimiento;
  errores: Errores<CampoRestablecimiento>;
  /** El fallo del último envío que no es de un campo. */
  error?: string;
  enviando: boolean;
  /** Hecho: se muestra la confirmación. */
  guardada: boolean;
  /** El enlace no vale (falta, se usó o caducó): el mensaje, en vez del formulario. */
  enlaceNoValido?: string;
  /** Se pregunta si el enlace sirve: ni formulario ni mensaje todavía. @default false */
  comprobando?: boolean;
  /** Cambia en cada envío, para llevar el foco al mensaje aunque se repita. */
  intento?: number;
  send: (evento: EventoRestablecerContrasena) => void;
  /** La página de iniciar sesión. @default '/login' */
  loginHref?: string;
  /** La página para pedir otro enlace. @default '/recuperar-contrasena' */
  recuperarHref?: string;
  idBase?: string;
}

/**
 * La página del enlace de un mensaje: la contraseña nueva dos veces con mostrar/ocultar y la
 * ayuda de la regla, un resumen de errores que recibe el foco y, guardada, la confirmación con
 * el enlace a iniciar sesión. Un enlace que no vale lo dice y ofrece pedir otro.
 */
export function PantallaRestablecerContrasena({
  datos,
  errores,
  error,
  enviando,
  guardada,
  enlaceNoValido,
  comprobando = false,
  intento = 0,
  send,
  loginHref = '/login',
  recuperarHref = '/recuperar-contrasena',
  idBase = 'restablecer-contrasena',
}: PantallaRestablecerContrasenaProps) {
  const clinica = useNombreDeLaClinica();
  const id = (campo: CampoRestablecimiento) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_RESTABLECIMIENTO, id);
  const titulo = useRef<HTMLHeadingElement>(null);
  const perdido = enlaceNoValido !== undefined;
  useEffect(() => {
    // El formulario se ha ido (con el foco, si se envió): se lee el título nuevo primero.
    if (perdido) titulo.current?.focus();
  }, [perdido]);

  if (guardada) {
    return (
      <Confirmation
        title={T.guardada}
        headingLevel={1}
        actionLabel={T.iniciarSesion}
        actionHref={loginHref}
        autoFocusHeading
      />
    );
  }
  if (perdido) {
    return (
      <div className={styles.columna}>
        <PageHeader ref={titulo} title={T.tituloEnlaceNoValido} />
        <InfoBox tone="warning">{enlaceNoValido}</InfoBox>
        <div>
          <LinkButton href={recuperarHref}>{T.pedirOtro}</LinkButton>
        </div>
      </div>
    );
  }
  if (comprobando) {
    return (
      <div className={styles.columna}>
        <PageHeader title={T.titulo} />
        <Skeleton label={T.comprobando}>
          <SkeletonBlock shape="rect" height={160} />
        </Skeleton>
      </div>
    );
  }
  return (
    <div className={styles.columna}>
      <PageHeader title={T.titulo} />
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
        <PasswordField
          id={id('password')}
          label={T.nueva}
          description={T.ayudaNueva}
          autoComplete="new-password"
          value={datos.password}
          onChange={(password) => send({ type: 'EDITAR', datos: { password } })}
          isInvalid={Boolean(errores.password)}
          errorMessage={errores.password}
          isReadOnly={enviando}
          isRequired
        />
        <PasswordField
          id={id('repetirPassword')}
          label={T.repetir}
          autoComplete="new-password"
          value={datos.repetirPassword}
          onChange={(repetirPassword) => send({ type: 'EDITAR', datos: { repetirPassword } })}
          isInvalid={Boolean(errores.repetirPassword)}
          errorMessage={errores.repetirPassword}
          isReadOnly={enviando}
          isRequired
        />
        <div>
          <Button type="submit" isPending={enviando}>
            {T.boton}
          </Button>
        </div>
      </Form>
    </div>
  );
}
