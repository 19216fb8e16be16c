import { NOMBRES_DE_DIA } from '@clinica/api-client/reglas';
import { Checkbox, TimeField } from '@clinica/ui';
import { parseTime, type Time } from '@internationalized/date';
import type { Errores } from '../tipos';
import * as estilos from './Agenda.css';
import { campoDelDia, type DiaEditable } from './datos';
import { TEXTOS_AGENDA as T } from './texts';

export interface SemanaEditableProps {
  /** Los siete días, de lunes a domingo. */
  semana: readonly DiaEditable[];
  /** Los mensajes por día (`horario.<día>`), del formulario o del servidor. */
  errores: Errores<string>;
  onChange: (semana: DiaEditable[]) => void;
  /** Prefijo de los ids: el del control de cada día es `<idBase>-horario.<día>`. */
  idBase: string;
  isReadOnly?: boolean;
  /** De quién es: la clínica abre y cierra; un profesional trabaja, entra y sale. */
  de?: 'clinica' | 'profesional';
}

const PALABRAS = {
  clinica: { abre: T.abre, apertura: T.apertura, cierre: T.cierre, cerrado: T.cerrado },
  profesional: { abre: T.trabaja, apertura: T.entrada, cierre: T.salida, cerrado: T.noTrabaja },
} as const;

const comoHora = (valor: string): Time | null => {
  try {
    return /^\d{2}:\d{2}$/.test(valor) ? parseTime(valor) : null;
  } catch {
    return null;
  }
};
const comoTexto = (valor: Time | null) => (valor ? valor.toString().slice(0, 5) : '');

/**
 * Un mensaje en el resumen de errores: el de un día lleva delante el día ('Lunes: …'), porque el
 * mismo mensaje puede repetirse en varios días y cada enlace tiene que decir adónde lleva.
 */
export function mensajeDelResumen(campo: string, mensaje: string): string {
  const dia = /^horario\.(\d)$/.exec(campo)?.[1];
  return dia ? `${T.dia(NOMBRES_DE_DIA[Number(dia)] ?? '')}: ${mensaje}` : mensaje;
}

/** El id del control de un día en el resumen de errores: su hora de cierre, donde va el mensaje. */
export const idDelDia = (idBase: string, dia: number) => `${idBase}-${campoDelDia(dia)}`;

/**
 * Un horario semanal para editar: por cada día, de lunes a domingo, 'Abre' y, si abre, sus horas
 * de apertura y cierre (24 horas, HH:MM); el de un profesional, 'Trabaja', 'Entrada' y 'Salida'.
 * El mensaje de un día va en su última hora.
 */
export function SemanaEditable({
  semana,
  errores,
  onChange,
  idBase,
  isReadOnly,
  de = 'clinica',
}: SemanaEditableProps) {
  const P = PALABRAS[de];
  const cambiar = (dia: number, cambio: Partial<DiaEditable>) =>
    onChange(semana.map((d) => (d.dia_semana === dia ? { ...d, ...cambio } : d)));
  return (
    <div className={estilos.lista}>
      {semana.map((dia) => {
        const nombre = T.dia(NOMBRES_DE_DIA[dia.dia_semana] ?? '');
        const idNombre = `${idBase}-dia-${dia.dia_semana}`;
        const error = errores[campoDelDia(dia.dia_semana)];
        return (
          <fieldset key={dia.dia_semana} aria-labelledby={idNombre} className={estilos.dia}>
            <span id={idNombre} className={estilos.nombreDia}>
              {nombre}
            </span>
            <Checkbox
              className={estilos.abre}
              isSelected={dia.abre}
              onChange={(abre) => cambiar(dia.dia_semana, { abre })}
              isReadOnly={isReadOnly}
              aria-label={`${P.abre} el ${NOMBRES_DE_DIA[dia.dia_semana]}`}
            >
              {P.abre}
            </Checkbox>
            {dia.abre ? (
              <div className={estilos.horas}>
                <TimeField
                  className={estilos.hora}
                  label={P.apertura}
                  value={comoHora(dia.apertura)}
                  onChange={(valor) => cambiar(dia.dia_semana, { apertura: comoTexto(valor) })}
                  isReadOnly={isReadOnly}
                  isInvalid={Boolean(error)}
                  validationBehavior="aria"
                />
                <TimeField
                  id={idDelDia(idBase, dia.dia_semana)}
                  className={estilos.hora}
                  label={P.cierre}
                  value={comoHora(dia.cierre)}
                  onChange={(valor) => cambiar(dia.dia_semana, { cierre: comoTexto(valor) })}
                  isReadOnly={isReadOnly}
                  isInvalid={Boolean(error)}
                  errorMessage={error}
                  validationBehavior="aria"
                />
              </div>
            ) : (
              <p className={estilos.cerrado}>{P.cerrado}</p>
            )}
            {!dia.abre && error && (
              <p id={idDelDia(idBase, dia.dia_semana)} className={estilos.error}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
