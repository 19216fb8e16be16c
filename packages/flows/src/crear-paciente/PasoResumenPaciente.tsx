import { DescriptionList, type DescriptionListItem } from '@clinica/ui';
import { fechaLegible } from '../fechas/fechas';
import { TEXTOS_ACCESO } from '../invitacion/EleccionDeAcceso';
import type { DatosPaciente, LugarIne } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import type { EventoCrearPaciente } from './machine';
import { ASISTENTE_CREAR_PACIENTE } from './steps';
import {
  CAMPOS_DIRECCION,
  CAMPOS_PERSONALES,
  campoVisible,
  ETIQUETAS_PACIENTE as E,
  ETIQUETA_NUMERO,
  ETIQUETAS_CONTRASENA,
  OPCIONES_DOCUMENTO,
  TEXTOS_CREAR_PACIENTE as T,
} from './texts';

export interface PasoResumenPacienteProps extends PropsDePaso {
  datos: DatosPaciente;
  /** Para mostrar la provincia por su nombre (el contexto guarda su código). */
  provincias: readonly LugarIne[];
  send: (evento: EventoCrearPaciente) => void;
  /** Se invita al paciente por correo en vez de darle una contraseña. @default false */
  invitar?: boolean;
  /** Sin correo no hay cuenta (docs/decisiones.md (52)). @default false */
  sinCorreo?: boolean;
}

/**
 * Paso 3, el resumen: cada dato con su 'Cambiar', que lleva a su paso y vuelve aquí al
 * continuar (el patrón 'Comprueba tus respuestas').
 */
export function PasoResumenPaciente(props: PasoResumenPacienteProps) {
  const { datos, provincias, send, invitar = false, sinCorreo = false } = props;
  /** 'Cambiar' una fila: a su paso, con el foco en su campo. */
  const cambiar = (paso: 'informacionPaciente' | 'asignarContrasena', campo: string) => ({
    onPress: () => send({ type: 'CAMBIAR', paso, campo }),
  });
  const valor = (campo: keyof DatosPaciente): string => {
    if (campo === 'fecha_nacimiento') return fechaLegible(datos.fecha_nacimiento);
    if (campo === 'provincia') {
      return provincias.find((p) => p.codigo === datos.provincia)?.nombre ?? datos.provincia;
    }
    if (campo === 'tipo_documento') return OPCIONES_DOCUMENTO[datos.tipo_documento];
    if (campo === 'tutor_tipo_documento') return OPCIONES_DOCUMENTO[datos.tutor_tipo_documento];
    if (campo === 'sexo') return datos.sexo;
    return datos[campo];
  };
  const etiqueta = (campo: keyof DatosPaciente) =>
    campo === 'documento' && datos.tipo_documento !== 'ninguno'
      ? ETIQUETA_NUMERO[datos.tipo_documento]
      : E[campo];
  const filas = (campos: readonly (keyof DatosPaciente)[]): DescriptionListItem[] =>
    campos
      .filter((campo) => campoVisible(campo, datos))
      .map((campo) => ({
        term: etiqueta(campo),
        value: valor(campo),
        action: cambiar('informacionPaciente', campo),
      }));
  return (
    <PasoAsistente
      {...marcoDelPaso(ASISTENTE_CREAR_PACIENTE, 'resumen', props)}
      continuarTexto={T.crear}
    >
      <DescriptionList heading={T.informacionPersonal} items={filas(CAMPOS_PERSONALES)} />
      <DescriptionList heading={T.direccionPersonal} items={filas(CAMPOS_DIRECCION)} />
      <DescriptionList
        heading={T.asignarContrasena}
        items={[
          sinCorreo
            ? {
                term: ETIQUETAS_CONTRASENA.password,
                value: T.sinAcceso,
                action: cambiar('informacionPaciente', 'email'),
              }
            : invitar
              ? {
                  term: ETIQUETAS_CONTRASENA.password,
                  value: TEXTOS_ACCESO.resumen(datos.email.trim()),
                  action: cambiar('asignarContrasena', 'acceso'),
                }
              : {
                  term: ETIQUETAS_CONTRASENA.password,
                  value: T.contrasenaAsignada,
                  action: cambiar('asignarContrasena', 'password'),
                },
        ]}
      />
    </PasoAsistente>
  );
}
