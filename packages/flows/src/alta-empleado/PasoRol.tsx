import type { RolEmpleado } from '@clinica/api-client';
import { NOMBRES_DE_ROL, ROL } from '@clinica/api-client/reglas';
import { Checkbox, Radio, RadioGroup } from '@clinica/ui';
import { puedeSerResponsable } from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as F } from '../personal/texts';
import type { Errores } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { DatosAlta, EventoAltaEmpleado } from './machine';
import { ASISTENTE_ALTA_EMPLEADO } from './steps';
import { ETIQUETAS_ALTA_EMPLEADO as E, TEXTOS_ALTA_EMPLEADO as T } from './texts';

/** Los roles del personal, en el orden de la ficha. */
const ROLES: readonly RolEmpleado[] = [ROL.radiologo, ROL.administrativo, ROL.medico];

export interface PasoRolProps extends PropsDePaso {
  datos: Pick<DatosAlta, 'id_rol' | 'responsable'>;
  errores: Errores<'id_rol' | 'responsable'>;
  send: (evento: EventoAltaEmpleado) => void;
}

const id = ASISTENTE_ALTA_EMPLEADO.idCampo;

/**
 * Paso 1, el rol: radiólogo, administrativo o médico. Un administrativo puede ser además
 * responsable de la clínica. El rol decide lo que se pide después (el número de colegiado).
 */
export function PasoRol(props: PasoRolProps) {
  const { datos, errores, send } = props;
  const editar = (cambio: Partial<DatosAlta>) => send({ type: 'EDITAR', datos: cambio });
  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_ALTA_EMPLEADO, 'rol', props)}>
      <div className={styles.estrecho}>
        <RadioGroup
          id={id('id_rol')}
          label={E.id_rol}
          description={T.rolAyuda}
          value={datos.id_rol === null ? null : String(datos.id_rol)}
          onChange={(valor) => editar({ id_rol: Number(valor) as RolEmpleado })}
          isInvalid={Boolean(errores.id_rol)}
          errorMessage={errores.id_rol}
          isRequired
          validationBehavior="aria"
        >
          {ROLES.map((rol) => (
            <Radio key={rol} value={String(rol)}>
              {NOMBRES_DE_ROL[rol]}
            </Radio>
          ))}
        </RadioGroup>
        {puedeSerResponsable(datos.id_rol) && (
          <Checkbox
            id={id('responsable')}
            isSelected={datos.responsable}
            onChange={(responsable) => editar({ responsable })}
            description={F.responsableAyuda}
            isInvalid={Boolean(errores.responsable)}
            errorMessage={errores.responsable}
          >
            {E.responsable}
          </Checkbox>
        )}
      </div>
    </PasoAsistente>
  );
}
