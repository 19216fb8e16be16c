import type { Clinica } from '@clinica/api-client';
import { Button, ErrorSummary, Form, TextField } from '@clinica/ui';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import * as estilos from './Agenda.css';
import { CAMPOS_DATOS_CLINICA, type DatosClinica, datosDeLaClinica } from './datos';
import type { datosClinicaMachine } from './machine';
import { TEXTOS_AGENDA as T } from './texts';
import { useFormularioAgenda } from './useFormularioAgenda';

export interface FormularioDatosClinicaProps {
  machine: typeof datosClinicaMachine;
  clinica: Clinica;
  onGuardado?: () => void;
  idBase?: string;
}

/** 'Datos de la clínica': nombre, dirección y teléfono, con su 'Guardar'. */
export function FormularioDatosClinica({
  machine,
  clinica,
  onGuardado,
  idBase = 'agenda-datos',
}: FormularioDatosClinicaProps) {
  const { snapshot, datos, enviando, intento, editar, guardar } = useFormularioAgenda<DatosClinica>(
    machine,
    { datos: datosDeLaClinica(clinica), referencia: undefined },
    onGuardado,
  );
  const { errores, error } = snapshot.context;
  const id = (campo: string) => `${idBase}-${campo}`;
  const lista = erroresEnOrden(errores, CAMPOS_DATOS_CLINICA, id);
  const campo = (
    nombre: 'nombre' | 'direccion' | 'telefono',
    label: string,
    extra: { description?: string; type?: 'tel'; autoComplete?: string } = {},
  ) => (
    <TextField
      id={id(nombre)}
      label={label}
      value={datos[nombre]}
      onChange={(valor: string) => editar({ [nombre]: valor })}
      isInvalid={Boolean(errores[nombre])}
      errorMessage={errores[nombre]}
      isReadOnly={enviando}
      isRequired
      validationBehavior="aria"
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <Form
      gap="lg"
      className={estilos.formulario}
      aria-label={T.datosClinica}
      isPending={enviando}
      validationBehavior="aria"
      onContinue={guardar}
    >
      <ErrorSummary
        headingLevel={3}
        message={error}
        errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
        focusKey={`${intento}\n${error ?? ''}`}
      />
      {campo('nombre', T.nombre)}
      {campo('direccion', T.direccion)}
      {campo('telefono', T.telefono, { description: T.telefonoAyuda, type: 'tel' })}
      {snapshot.matches('guardado') && (
        <p role="status" className={estilos.aviso}>
          {T.datosGuardados}
        </p>
      )}
      <div>
        <Button type="submit" isPending={enviando}>
          {T.guardar}
        </Button>
      </div>
    </Form>
  );
}
