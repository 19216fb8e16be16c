import { DescriptionList, type DescriptionListItem } from '@clinica/ui';
import { fechaLegible } from '../comun/fechas';
import { PasoAsistente } from '../comun/PasoAsistente';
import type { DatosPaciente, LugarIne } from '../tipos';
import type { EventoCrearPaciente } from './machine';
import type { PropsDeAsistente } from './PasoInformacionPaciente';
import {
  CAMPOS_DIRECCION,
  CAMPOS_PERSONALES,
  ETIQUETAS_PACIENTE as E,
  ETIQUETAS_CONTRASENA,
  PASOS_CREAR_PACIENTE,
  TEXTOS_CREAR_PACIENTE as T,
} from './textos';

export interface PasoResumenPacienteProps extends PropsDeAsistente {
  datos: DatosPaciente;
  /** Para mostrar la provincia por su nombre (el contexto guarda su código). */
  provincias: readonly LugarIne[];
  /** Creando el paciente. */
  enviando: boolean;
  /** El fallo del último intento de crear, si no era de ningún campo. */
  error?: string;
  send: (evento: EventoCrearPaciente) => void;
}

/**
 * Paso 3, el resumen: cada dato con su 'Cambiar', que lleva a su paso y vuelve aquí al
 * continuar (el patrón 'Comprueba tus respuestas').
 */
export function PasoResumenPaciente({
  datos,
  provincias,
  enviando,
  error,
  send,
  inicioHref = '/administrativo',
  onCancelar,
}: PasoResumenPacienteProps) {
  const cambiar = (paso: 'informacionPaciente' | 'asignarContrasena') => ({
    onPress: () => send({ type: 'CAMBIAR', paso }),
  });
  const valor = (campo: keyof DatosPaciente): string => {
    if (campo === 'fecha_nacimiento') return fechaLegible(datos.fecha_nacimiento);
    if (campo === 'provincia') {
      return provincias.find((p) => p.codigo === datos.provincia)?.nombre ?? datos.provincia;
    }
    return datos[campo];
  };
  const filas = (campos: readonly (keyof DatosPaciente)[]): DescriptionListItem[] =>
    campos.map((campo) => ({
      term: E[campo],
      value: valor(campo),
      action: cambiar('informacionPaciente'),
    }));
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.resumen}
      pasos={PASOS_CREAR_PACIENTE}
      pasoActual={3}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      error={error}
      onContinuar={() => send({ type: 'CONFIRMAR' })}
      continuarTexto={T.crear}
      enviando={enviando}
      onVolver={() => send({ type: 'VOLVER' })}
    >
      <DescriptionList heading={T.informacionPersonal} items={filas(CAMPOS_PERSONALES)} />
      <DescriptionList heading={T.direccionPersonal} items={filas(CAMPOS_DIRECCION)} />
      <DescriptionList
        heading={T.asignarContrasena}
        items={[
          {
            term: ETIQUETAS_CONTRASENA.password,
            value: T.contrasenaAsignada,
            action: cambiar('asignarContrasena'),
          },
        ]}
      />
    </PasoAsistente>
  );
}
