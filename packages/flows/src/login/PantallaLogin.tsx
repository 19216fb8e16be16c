import { Button, ErrorSummary, Form, LinkButton, PasswordField, TextField } from '@clinica/ui';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import type { Credenciales, Errores } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import { MarcaClinica } from './MarcaClinica';
import type { EventoLogin } from './machine';
import * as styles from './PantallaLogin.css';
import { TEXTOS_LOGIN } from './texts';

export { TEXTOS_LOGIN } from './texts';

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
  /**
   * El nombre de la clínica, junto a su marca.
   * @default el de `NombreDeLaClinicaProvider`, o 'Clínica'
   */
  clinica?: string;
  /** Un aviso encima del título, p. ej. que la sesión ha caducado. */
  aviso?: ReactNode;
  /**
   * La página '¿Has olvidado tu contraseña?'; con ella, el enlace bajo 'Iniciar sesión'. Sin
   * ella (un servidor que no envía correo), no hay enlace.
   */
  recuperarHref?: string;
}

/**
 * La entrada (/login): a un lado la marca y el nombre de la clínica con la frase de §2.2; al
 * otro, correo, contraseña con mostrar/ocultar e 'Iniciar sesión'. En pantallas estrechas la
 * marca pasa arriba. Un fallo se muestra arriba del formulario, se anuncia y recibe el foco.
 * El `<main>` lo pone el marco de la aplicación.
 */
export function PantallaLogin({
  datos,
  errores,
  error,
  enviando,
  intento = 0,
  send,
  idBase = 'login',
  clinica: nombreDado,
  aviso,
  recuperarHref,
}: PantallaLoginProps) {
  const nombreDelSitio = useNombreDeLaClinica();
  const clinica = nombreDado ?? nombreDelSitio;
  const id = (campo: keyof Credenciales) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS, id);
  // Los mensajes de los campos llegan un momento después, en un render que React puede
  // interrumpir: 'Iniciar sesión' sin nada escrito pinta primero el resumen, que recibe el foco,
  // y luego marca los campos, en vez de retener todo a la vez el siguiente fotograma de un móvil
  // lento (docs/rendimiento.md, 'Mensajes después').
  const mensajes = useDeferredValue(errores);

  return (
    <div className={styles.pagina}>
      <div className={styles.tarjeta}>
        <div className={styles.marca}>
          <p className={styles.clinica}>
            <MarcaClinica invertida tamano={44} />
            <span className={styles.nombre}>
              <span>{clinica}</span>
              <span className={styles.servicios}>{TEXTOS_LOGIN.servicios}</span>
            </span>
          </p>
          <p className={styles.lema}>{TEXTOS_LOGIN.lema}</p>
          <Cruces />
        </div>
        <Form
          gap="lg"
          className={styles.formulario}
          aria-labelledby={`${idBase}-titulo`}
          isPending={enviando}
          onContinue={() => send({ type: 'ENVIAR' })}
        >
          {aviso}
          <div className={styles.cabecera}>
            <h1 id={`${idBase}-titulo`} className={styles.titulo}>
              {TEXTOS_LOGIN.titulo}
            </h1>
            <p className={styles.introduccion}>{TEXTOS_LOGIN.introduccion}</p>
          </div>
          {/* Tras cada intento o fallo nuevo, el mensaje recibe el foco (`focusKey`). */}
          <ErrorSummary
            title={TEXTOS_LOGIN.resumen}
            message={error}
            errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
            focusKey={`${intento}\n${error ?? ''}`}
            documentTitle={`${TEXTOS_LOGIN.titulo} · ${clinica}`}
          />
          {CAMPOS.map((campo) => (
            <CampoLogin
              key={campo}
              campo={campo}
              id={id(campo)}
              valor={datos[campo]}
              error={mensajes[campo]}
              enviando={enviando}
              send={send}
            />
          ))}
          <Button type="submit" isPending={enviando} fullWidth>
            {TEXTOS_LOGIN.boton}
          </Button>
          {recuperarHref && (
            <LinkButton href={recuperarHref} variant="ghost" className={styles.recuperar}>
              {TEXTOS_LOGIN.recuperar}
            </LinkButton>
          )}
        </Form>
      </div>
    </div>
  );
}

interface CampoLoginProps {
  campo: keyof Credenciales;
  id: string;
  valor: string;
  error: string | undefined;
  enviando: boolean;
  send: (evento: EventoLogin) => void;
}

/** El correo o la contraseña; `memo`: se pinta de nuevo solo si cambia lo suyo. */
const CampoLogin = memo(function CampoLogin({
  campo,
  id,
  valor,
  error,
  enviando,
  send,
}: CampoLoginProps) {
  const comun = {
    id,
    value: valor,
    onChange: (valor: string) => send({ type: 'EDITAR', datos: { [campo]: valor } }),
    isInvalid: Boolean(error),
    errorMessage: error,
    isReadOnly: enviando,
  };
  return campo === 'email' ? (
    <TextField {...comun} label={TEXTOS_LOGIN.email} type="email" autoComplete="username" />
  ) : (
    <PasswordField {...comun} label={TEXTOS_LOGIN.password} autoComplete="current-password" />
  );
});

/** Unas cruces tenues en la esquina del panel de la marca: decoración, oculta a los lectores. */
function Cruces() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={styles.cruces}>
      {[
        [58, 58, 1.2],
        [14, 74, 0.6],
        [74, 16, 0.45],
      ].map(([x, y, escala]) => (
        <path
          key={`${x}-${y}`}
          transform={`translate(${x} ${y}) scale(${escala})`}
          d="M17 0h14v17h17v14H31v17H17V31H0V17h17z"
        />
      ))}
    </svg>
  );
}
