import {
  Button,
  Confirmation,
  ErrorSummary,
  Form,
  InfoBox,
  PageHeader,
  PasswordField,
} from '@clinica/ui';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import type { Errores } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import {
  CAMPOS_CAMBIO_CONTRASENA,
  type CampoCambioContrasena,
  type DatosCambioContrasena,
  type EventoCambiarContrasena,
} from './machine';
import * as styles from './PantallaCambiarContrasena.css';
import { TEXTOS_CAMBIAR_CONTRASENA } from './texts';

export { TEXTOS_CAMBIAR_CONTRASENA } from './texts';

const T = TEXTOS_CAMBIAR_CONTRASENA;

export interface PantallaCambiarContrasenaProps {
  datos: DatosCambioContrasena;
  errores: Errores<CampoCambioContrasena>;
  /** El fallo del último envío que no es de un campo. */
  error?: string;
  enviando: boolean;
  /** Hecho: se muestra la confirmación. */
  cambiada: boolean;
  /** Cambia en cada envío, para llevar el foco al mensaje aunque se repita. */
  intento?: number;
  send: (evento: EventoCambiarContrasena) => void;
  /** Adónde lleva 'Volver al inicio' y el enlace de vuelta: la portada del rol. */
  inicioHref: string;
  /**
   * La contraseña es provisional (docs/decisiones.md (47)): la pantalla lo explica arriba, sin
   * enlace de vuelta (no hay adónde volver hasta cambiarla) y, hecho, 'Continuar' lleva al inicio.
   */
  provisional?: boolean;
  idBase?: string;
}

/**
 * El formulario de cambio de contraseña: las tres contraseñas con mostrar/ocultar, un resumen de
 * errores que recibe el foco y, hecho el cambio, la confirmación con la vuelta al inicio.
 */
export function PantallaCambiarContrasena({
  datos,
  errores,
  error,
  enviando,
  cambiada,
  intento = 0,
  send,
  inicioHref,
  provisional = false,
  idBase = 'cambiar-contrasena',
}: PantallaCambiarContrasenaProps) {
  const clinica = useNombreDeLaClinica();
  const id = (campo: CampoCambioContrasena) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_CAMBIO_CONTRASENA, id);

  if (cambiada) {
    return (
      <Confirmation
        title={T.cambiada}
        headingLevel={1}
        actionLabel={provisional ? T.continuar : T.volver}
        actionHref={inicioHref}
        autoFocusHeading
      />
    );
  }
  return (
    <>
      <PageHeader title={T.titulo} backHref={provisional ? undefined : inicioHref} />
      {provisional && <InfoBox tone="warning">{T.provisional}</InfoBox>}
      <Form
        gap="lg"
        className={styles.formulario}
        aria-label={T.titulo}
        isPending={enviando}
        onContinue={() => send({ type: 'ENVIAR' })}
      >
        <p className={styles.introduccion}>{T.introduccion}</p>
        {/* Tras cada intento o fallo nuevo, el mensaje recibe el foco (`focusKey`); hecho el
            cambio se va con el formulario y el título queda sin 'Error: '. */}
        <ErrorSummary
          title={T.resumen}
          message={error}
          errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
          focusKey={`${intento}\n${error ?? ''}`}
          documentTitle={`${T.titulo} · ${clinica}`}
        />
        <PasswordField
          id={id('contrasenaActual')}
          label={T.actual}
          autoComplete="current-password"
          value={datos.contrasenaActual}
          onChange={(contrasenaActual) => send({ type: 'EDITAR', datos: { contrasenaActual } })}
          isInvalid={Boolean(errores.contrasenaActual)}
          errorMessage={errores.contrasenaActual}
          isReadOnly={enviando}
          isRequired
        />
        <PasswordField
          id={id('contrasenaNueva')}
          label={T.nueva}
          description={T.ayudaNueva}
          autoComplete="new-password"
          value={datos.contrasenaNueva}
          onChange={(contrasenaNueva) => send({ type: 'EDITAR', datos: { contrasenaNueva } })}
          isInvalid={Boolean(errores.contrasenaNueva)}
          errorMessage={errores.contrasenaNueva}
          isReadOnly={enviando}
          isRequired
        />
        <PasswordField
          id={id('repetirContrasena')}
          label={T.repetir}
          autoComplete="new-password"
          value={datos.repetirContrasena}
          onChange={(repetirContrasena) => send({ type: 'EDITAR', datos: { repetirContrasena } })}
          isInvalid={Boolean(errores.repetirContrasena)}
          errorMessage={errores.repetirContrasena}
          isReadOnly={enviando}
          isRequired
        />
        <div>
          <Button type="submit" isPending={enviando}>
            {T.boton}
          </Button>
        </div>
      </Form>
    </>
  );
}
