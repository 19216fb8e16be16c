import { Button, PasswordField, TextField } from '@clinica/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { erroresEnOrden } from '../comun/errores';
import { useFocoAlCambiar } from '../comun/foco';
import { ResumenDeErrores } from '../comun/ResumenDeErrores';
import { conPrefijoDeError } from '../comun/titulos';
import type { Credenciales, Errores } from '../tipos';
import type { EventoLogin } from './machine';
import * as styles from './PantallaLogin.css';

/** Los textos de la pantalla (§2.2). */
export const TEXTOS_LOGIN = {
  titulo: 'Iniciar sesión',
  lema: 'Tu entrada, el inicio hacia el bienestar óptimo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  boton: 'Iniciar sesión',
  resumen: 'No se ha podido iniciar sesión',
} as const;

const CAMPOS = ['email', 'password'] as const;

export interface PantallaLoginProps {
  datos: Credenciales;
  /** Los mensajes por campo (tras un intento). */
  errores: Errores<keyof Credenciales>;
  /** El fallo del último intento: credenciales, demasiados intentos, sin conexión. */
  error?: string;
  /** Mientras se espera al servidor. */
  enviando: boolean;
  /** Cambia en cada envío, para llevar el foco al mensaje aunque se repita. */
  intento?: number;
  send: (evento: EventoLogin) => void;
  /** Prefijo de los ids de los campos. @default 'login' */
  idBase?: string;
}

/**
 * La entrada (/login): correo, contraseña con mostrar/ocultar, la frase de §2.2 e 'Iniciar
 * sesión'. Un fallo se muestra arriba del formulario, se anuncia y recibe el foco.
 */
export function PantallaLogin({
  datos,
  errores,
  error,
  enviando,
  intento = 0,
  send,
  idBase = 'login',
}: PantallaLoginProps) {
  const resumen = useRef<HTMLDivElement>(null);
  const id = (campo: keyof Credenciales) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS, id);
  const hayErrores = lista.length > 0 || Boolean(error);

  // Tras cada intento o fallo nuevo, el mensaje recibe el foco.
  useFocoAlCambiar(() => resumen.current, `${intento}\n${error ?? ''}`);

  useEffect(() => {
    document.title = conPrefijoDeError(`${TEXTOS_LOGIN.titulo} · Clínica`, hayErrores);
  }, [hayErrores]);

  return (
    <div className={styles.pagina}>
      <p className={styles.lema}>{TEXTOS_LOGIN.lema}</p>
      <form
        noValidate
        aria-labelledby={`${idBase}-titulo`}
        className={styles.formulario}
        onSubmit={(evento: FormEvent) => {
          evento.preventDefault();
          if (!enviando) send({ type: 'ENVIAR' });
        }}
      >
        <h1 id={`${idBase}-titulo`} className={styles.titulo}>
          {TEXTOS_LOGIN.titulo}
        </h1>
        {hayErrores && (
          <ResumenDeErrores
            ref={resumen}
            titulo={TEXTOS_LOGIN.resumen}
            mensaje={error}
            errores={lista}
          />
        )}
        <TextField
          id={id('email')}
          label={TEXTOS_LOGIN.email}
          type="email"
          autoComplete="username"
          value={datos.email}
          onChange={(email) => send({ type: 'EDITAR', datos: { email } })}
          isInvalid={Boolean(errores.email)}
          errorMessage={errores.email}
          isReadOnly={enviando}
        />
        <PasswordField
          id={id('password')}
          label={TEXTOS_LOGIN.password}
          autoComplete="current-password"
          value={datos.password}
          onChange={(password) => send({ type: 'EDITAR', datos: { password } })}
          isInvalid={Boolean(errores.password)}
          errorMessage={errores.password}
          isReadOnly={enviando}
        />
        <Button type="submit" isPending={enviando} fullWidth>
          {TEXTOS_LOGIN.boton}
        </Button>
      </form>
    </div>
  );
}
