import { useId } from 'react';
import type { Carga, DatosPaciente, Errores, LugarIne } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { CamposPaciente } from './CamposPaciente';
import type { EventoCrearPaciente } from './machine';
import { ASISTENTE_CREAR_PACIENTE } from './steps';
import { CAMPOS_DIRECCION, CAMPOS_PERSONALES, TEXTOS_CREAR_PACIENTE as T } from './texts';

export interface PasoInformacionPacienteProps extends PropsDePaso {
  datos: DatosPaciente;
  /** Los mensajes que se ven (tras un intento o un rechazo del servidor). */
  errores: Errores<keyof DatosPaciente>;
  provincias: Carga<LugarIne>;
  poblaciones: Carga<LugarIne>;
  /** 'AAAA-MM-DD' de la clínica: la fecha de nacimiento no puede ser posterior. */
  hoy: string;
  send: (evento: EventoCrearPaciente) => void;
}

const id = ASISTENTE_CREAR_PACIENTE.idCampo;

/** Paso 1, 'Información del paciente': 'Información personal' y 'Dirección personal'. */
export function PasoInformacionPaciente(props: PasoInformacionPacienteProps) {
  const { datos, errores, provincias, poblaciones, hoy, send } = props;
  const idPersonal = useId();
  const idDireccion = useId();
  const campos = {
    datos,
    errores,
    provincias,
    poblaciones,
    hoy,
    idCampo: id,
    onEditar: (cambios: Partial<DatosPaciente>) => send({ type: 'EDITAR', datos: cambios }),
    onReintentarProvincias: () => send({ type: 'REINTENTAR_PROVINCIAS' }),
    onReintentarPoblaciones: () => send({ type: 'REINTENTAR_POBLACIONES' }),
  };

  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_CREAR_PACIENTE, 'informacionPaciente', props)}>
      <section aria-labelledby={idPersonal} className={styles.seccion}>
        <h2 id={idPersonal} className={styles.tituloSeccion}>
          {T.informacionPersonal}
        </h2>
        <div className={styles.rejilla}>
          <CamposPaciente campos={CAMPOS_PERSONALES} {...campos} />
        </div>
      </section>

      <section aria-labelledby={idDireccion} className={styles.seccion}>
        <h2 id={idDireccion} className={styles.tituloSeccion}>
          {T.direccionPersonal}
        </h2>
        <div className={styles.rejilla}>
          <CamposPaciente campos={CAMPOS_DIRECCION} {...campos} />
        </div>
      </section>
    </PasoAsistente>
  );
}
