import { NOMBRES_DE_ROL } from '@clinica/api-client/reglas';
import { DescriptionList, type DescriptionListItem } from '@clinica/ui';
import { TEXTOS_ACCESO } from '../invitacion/EleccionDeAcceso';
import { puedeSerResponsable, tieneColegiado } from '../personal/datos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import type { DatosAlta, EventoAltaEmpleado } from './machine';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';
import {
  CAMPOS_DATOS,
  type CampoAlta,
  ETIQUETAS_ALTA_EMPLEADO as E,
  TEXTOS_ALTA_EMPLEADO as T,
} from './texts';

export interface PasoResumenEmpleadoProps extends PropsDePaso {
  datos: DatosAlta;
  send: (evento: EventoAltaEmpleado) => void;
  /** Se invita a la persona por correo en vez de darle una contraseña. @default false */
  invitar?: boolean;
}

/**
 * Paso 4, el resumen: cada dato con su 'Cambiar', que lleva a su paso con el foco en su campo y
 * vuelve aquí al continuar (el patrón 'Comprueba tus respuestas'); 'Dar de alta' crea la cuenta.
 */
export function PasoResumenEmpleado(props: PasoResumenEmpleadoProps) {
  const { datos, send, invitar = false } = props;
  const fila = (
    paso: 'rol' | 'datos' | 'contrasena',
    campo: CampoAlta,
    valor: string,
  ): DescriptionListItem => ({
    term: E[campo],
    value: valor.trim() === '' ? T.sinDato : valor,
    action: { onPress: () => send({ type: 'CAMBIAR', paso, campo }) },
  });
  const rol: DescriptionListItem[] = [
    fila('rol', 'id_rol', datos.id_rol === null ? '' : NOMBRES_DE_ROL[datos.id_rol]),
    ...(puedeSerResponsable(datos.id_rol)
      ? [fila('rol', 'responsable', datos.responsable ? T.si : T.no)]
      : []),
  ];
  const personales = CAMPOS_DATOS.filter(
    (campo) => campo !== 'num_colegiado' || tieneColegiado(datos.id_rol),
  ).map((campo) => fila('datos', campo, datos[campo]));
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_ALTA_EMPLEADO, 'resumen', props)}
      continuarTexto={T.darDeAlta}
    >
      <DescriptionList heading={T.seccionRol} items={rol} />
      <DescriptionList heading={T.seccionDatos} items={personales} />
      <DescriptionList
        heading={T.seccionContrasena}
        items={[
          invitar
            ? {
                term: E.password,
                value: TEXTOS_ACCESO.resumen(datos.email.trim()),
                action: {
                  onPress: () => send({ type: 'CAMBIAR', paso: 'contrasena', campo: 'acceso' }),
                },
              }
            : fila('contrasena', 'password', T.contrasenaAsignada),
        ]}
      />
    </PasoAsistente>
  );
}
