import { ROL } from '@clinica/api-client/reglas';
import { TextField } from '@clinica/ui';
import { tieneColegiado } from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as F } from '../personal/texts';
import type { Errores } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { DatosAlta, EventoAltaEmpleado } from './machine';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';
import { type CAMPOS_DATOS, ETIQUETAS_ALTA_EMPLEADO as E } from './texts';

type CampoDatos = (typeof CAMPOS_DATOS)[number];

export interface PasoDatosEmpleadoProps extends PropsDePaso {
  datos: DatosAlta;
  errores: Errores<CampoDatos>;
  send: (evento: EventoAltaEmpleado) => void;
}

const id = ASISTENTE_ALTA_EMPLEADO.idCampo;

/**
 * Paso 2, sus datos: nombre, apellidos, correo (con el que iniciará sesión) y DNI; el número de
 * colegiado solo para un médico (obligatorio) o un radiólogo (opcional).
 */
export function PasoDatosEmpleado(props: PasoDatosEmpleadoProps) {
  const { datos, errores, send } = props;
  const campo = (
    nombre: CampoDatos,
    extra: { description?: string; isOptional?: boolean; type?: 'email' | 'text' } = {},
  ) => (
    <TextField
      id={id(nombre)}
      label={E[nombre]}
      value={datos[nombre]}
      onChange={(valor: string) => send({ type: 'EDITAR', datos: { [nombre]: valor } })}
      isInvalid={Boolean(errores[nombre])}
      errorMessage={errores[nombre]}
      isRequired={!extra.isOptional}
      validationBehavior="aria"
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_ALTA_EMPLEADO, 'datos', props)}>
      <div className={styles.estrecho}>
        {campo('nombre')}
        {campo('primer_apellido')}
        {campo('segundo_apellido', { isOptional: true })}
        {campo('email', { type: 'email' })}
        {campo('dni', { description: F.dniAyuda, isOptional: true })}
        {tieneColegiado(datos.id_rol) &&
          campo('num_colegiado', {
            description: F.numColegiadoAyuda,
            isOptional: datos.id_rol !== ROL.medico,
          })}
      </div>
    </PasoAsistente>
  );
}
