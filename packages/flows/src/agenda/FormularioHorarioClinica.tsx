import type { CitaPendiente, Clinica } from '@clinica/api-client';
import { DURACIONES_DE_CITA } from '@clinica/api-client/reglas';
import { Button, ErrorSummary, Form, Select, SelectItem } from '@clinica/ui';
import type { EnlacesDeCita } from '../cita/CitasAfectadas';
import * as estilos from './Agenda.css';
import { CAMPOS_HORARIO, type DatosHorarioClinica, datosDelHorario } from './datos';
import type { horarioClinicaMachine } from './machine';
import { RechazoConCitas } from './RechazoConCitas';
import { mensajeDelResumen, SemanaEditable } from './SemanaEditable';
import { TEXTOS_AGENDA as T } from './texts';
import { useFormularioAgenda } from './useFormularioAgenda';

export interface FormularioHorarioClinicaProps {
  machine: typeof horarioClinicaMachine;
  clinica: Clinica;
  onGuardado?: () => void;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  idBase?: string;
}

const DURACIONES = DURACIONES_DE_CITA.map((minutos) => ({
  id: minutos,
  texto: T.minutos(minutos),
}));

/**
 * 'Horario de la clínica': cada día de la semana (abre o no, de qué hora a qué hora) y cuánto
 * dura cada cita. Un cambio que deja citas fuera se rechaza y las lista.
 */
export function FormularioHorarioClinica({
  machine,
  clinica,
  onGuardado,
  enlacesDeCita,
  idBase = 'agenda-horario',
}: FormularioHorarioClinicaProps) {
  const { snapshot, datos, enviando, intento, editar, guardar, cerrar } =
    useFormularioAgenda<DatosHorarioClinica>(
      machine,
      { datos: datosDelHorario(clinica), referencia: undefined },
      onGuardado,
    );
  const { errores, error, afectadas } = snapshot.context;
  const id = (campo: string) => `${idBase}-${campo}`;
  const lista = CAMPOS_HORARIO.flatMap((campo) => {
    const mensaje = errores[campo];
    return mensaje ? [{ fieldId: id(campo), message: mensajeDelResumen(campo, mensaje) }] : [];
  });
  return (
    <Form
      gap="lg"
      className={estilos.formulario}
      aria-label={T.horarioClinica}
      isPending={enviando}
      validationBehavior="aria"
      onContinue={guardar}
    >
      <ErrorSummary
        headingLevel={3}
        message={error}
        errors={lista}
        focusKey={`${intento}\n${error ?? ''}`}
      />
      <SemanaEditable
        semana={datos.semana}
        errores={errores}
        onChange={(semana) => editar({ semana })}
        idBase={idBase}
        isReadOnly={enviando}
      />
      <Select
        id={id('minutos_por_hueco')}
        label={T.duracion}
        items={DURACIONES}
        selectedKey={datos.minutos_por_hueco}
        onSelectionChange={(clave) =>
          editar({ minutos_por_hueco: clave === null ? null : Number(clave) })
        }
        isInvalid={Boolean(errores.minutos_por_hueco)}
        errorMessage={errores.minutos_por_hueco}
        isDisabled={enviando}
        validationBehavior="aria"
      >
        {(d) => <SelectItem id={d.id}>{d.texto}</SelectItem>}
      </Select>
      {snapshot.matches('guardado') && (
        <p role="status" className={estilos.aviso}>
          {T.horarioGuardado}
        </p>
      )}
      {afectadas && (
        <RechazoConCitas rechazo={afectadas} enlacesDeCita={enlacesDeCita} onCerrar={cerrar} />
      )}
      <div>
        <Button type="submit" isPending={enviando}>
          {T.guardar}
        </Button>
      </div>
    </Form>
  );
}
