import { Button, Confirmation, PageHeader, PasswordField } from '@clinica/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { erroresEnOrden } from '../errores/erroresDeCampo';
import { ResumenDeErrores } from '../errores/ResumenDeErrores';
import { useFocoAlCambiar } from '../foco/foco';
import { conPrefijoDeError } from '../foco/titulos';
import type { Errores } from '../tipos';
import {
  CAMPOS_CAMBIO_CONTRASENA,
  type CampoCambioContrasena,
  type DatosCambioContrasena,
  type EventoCambiarContrasena,
} from './machine';

/** Los textos de la pantalla. */
export const TEXTOS_CAMBIAR_CONTRASENA = {
  titulo: 'Cambiar contraseña',
  introduccion:
    'Escribe tu contraseña actual y la nueva dos veces. Al cambiarla se cierran tus demás sesiones abiertas; esta sigue abierta.',
  actual: 'Contraseña actual',
  nueva: 'Contraseña nueva',
  repetir: 'Repite la contraseña nueva',
  ayudaNueva:
    'Al menos 8 caracteres; una frase larga vale. Sin tu nombre, tus apellidos, tu correo ni tu DNI, y que no sea de las más usadas.',
  boton: 'Cambiar contraseña',
  resumen: 'No se ha podido cambiar la contraseña',
  cambiada: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
  volver: 'Volver al inicio',
} as const;

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
  idBase = 'cambiar-contrasena',
}: PantallaCambiarContrasenaProps) {
  const resumen = useRef<HTMLDivElement>(null);
  const id = (campo: CampoCambioContrasena) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_CAMBIO_CONTRASENA, id);
  const hayErrores = lista.length > 0 || Boolean(error);
  useFocoAlCambiar(() => resumen.current, `${intento}\n${error ?? ''}`);
  useEffect(() => {
    document.title = conPrefijoDeError(`${T.titulo} · Clínica`, hayErrores && !cambiada);
  }, [hayErrores, cambiada]);

  if (cambiada) {
    return (
      <Confirmation
        title={T.cambiada}
        headingLevel={1}
        actionLabel={T.volver}
        actionHref={inicioHref}
        autoFocusHeading
      />
    );
  }
  return (
    <>
      <PageHeader title={T.titulo} backHref={inicioHref} />
      <form
        noValidate
        aria-label={T.titulo}
        style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}
        onSubmit={(evento: FormEvent) => {
          evento.preventDefault();
          if (!enviando) send({ type: 'ENVIAR' });
        }}
      >
        <p style={{ margin: 0 }}>{T.introduccion}</p>
        {hayErrores && (
          <ResumenDeErrores ref={resumen} titulo={T.resumen} mensaje={error} errores={lista} />
        )}
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
      </form>
    </>
  );
}
