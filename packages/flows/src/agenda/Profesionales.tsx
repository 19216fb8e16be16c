import type { CitaPendiente, HorarioDia, HorarioProfesional } from '@clinica/api-client';
import { NOMBRES_DE_DIA, NOMBRES_DE_ROL } from '@clinica/api-client/reglas';
import { Button, Checkbox, Dialog, ErrorSummary, Form } from '@clinica/ui';
import { CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import type { EnlacesDeCita } from '../cita/CitasAfectadas';
import { useFocoTrasDialogo } from '../foco/foco';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './Agenda.css';
import {
  CAMPOS_HORARIO,
  type DatosHorarioProfesional,
  datosDelProfesional,
  type ReferenciaClinica,
} from './datos';
import type { horarioProfesionalMachine } from './machine';
import { RechazoConCitas } from './RechazoConCitas';
import { mensajeDelResumen, SemanaEditable } from './SemanaEditable';
import { TEXTOS_AGENDA as T } from './texts';
import { useFormularioAgenda } from './useFormularioAgenda';

/** 'lunes 08:00–12:00, miércoles 10:00–15:00', o 'Como la clínica'. */
export function horarioLegible(horario: readonly HorarioDia[]): string {
  if (horario.length === 0) return T.comoLaClinica;
  return horario
    .map((d) => `${T.dia(NOMBRES_DE_DIA[d.dia_semana] ?? '')} ${d.hora_inicio}–${d.hora_fin}`)
    .join(', ');
}

export interface ProfesionalesProps {
  machine: typeof horarioProfesionalMachine;
  profesionales: readonly HorarioProfesional[];
  clinica: ReferenciaClinica;
  onGuardado?: () => void;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
}

/**
 * 'Horarios de los profesionales': cada médico y radiólogo de alta con su horario ('Como la
 * clínica' sin uno propio) y 'Editar horario', que abre un diálogo con el mismo editor semanal
 * que la clínica.
 */
export function Profesionales({
  machine,
  profesionales,
  clinica,
  onGuardado,
  enlacesDeCita,
}: ProfesionalesProps) {
  const [abierto, setAbierto] = useState<HorarioProfesional | undefined>();
  const [hecho, setHecho] = useState<string | undefined>();
  const aviso = useRef<HTMLParagraphElement>(null);
  useFocoTrasDialogo(() => aviso.current, hecho, hecho !== undefined);
  if (profesionales.length === 0) return <p className={styles.texto}>{T.sinProfesionales}</p>;
  return (
    <div className={estilos.bloque}>
      {hecho && (
        <p ref={aviso} role="status" tabIndex={-1} className={estilos.aviso}>
          {hecho}
        </p>
      )}
      <ul className={estilos.lista} aria-label={T.profesionales}>
        {profesionales.map((p) => (
          <li key={p.id_usuario} className={estilos.fila}>
            <span className={estilos.detalle}>
              <strong>{p.nombre_completo}</strong>
              <span className={estilos.secundario}>{NOMBRES_DE_ROL[p.id_rol]}</span>
              <span>{horarioLegible(p.horario)}</span>
            </span>
            <Button
              variant="secondary"
              size="small"
              icon={<CalendarClock size={16} aria-hidden="true" />}
              aria-label={T.editarHorarioDe(p.nombre_completo)}
              onPress={() => {
                setHecho(undefined);
                setAbierto(p);
              }}
            >
              {T.editarHorario}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={abierto !== undefined}
        onOpenChange={(si) => {
          if (!si) setAbierto(undefined);
        }}
        title={T.horarioDe(abierto?.nombre_completo ?? '')}
        size="large"
      >
        {({ close }) =>
          abierto && (
            <FormularioHorarioProfesional
              key={abierto.id_usuario}
              machine={machine}
              profesional={abierto}
              clinica={clinica}
              enlacesDeCita={enlacesDeCita}
              onCancelar={close}
              onGuardado={() => {
                setHecho(T.horarioProfesionalGuardado(abierto.nombre_completo));
                onGuardado?.();
                close();
              }}
            />
          )
        }
      </Dialog>
    </div>
  );
}

export interface FormularioHorarioProfesionalProps {
  machine: typeof horarioProfesionalMachine;
  profesional: HorarioProfesional;
  clinica: ReferenciaClinica;
  enlacesDeCita: (cita: CitaPendiente) => EnlacesDeCita;
  onGuardado?: () => void;
  onCancelar: () => void;
  idBase?: string;
}

/** El horario de un profesional: 'Como la clínica', o sus días dentro de los de la clínica. */
export function FormularioHorarioProfesional({
  machine,
  profesional,
  clinica,
  enlacesDeCita,
  onGuardado,
  onCancelar,
  idBase = 'agenda-profesional',
}: FormularioHorarioProfesionalProps) {
  const { snapshot, datos, enviando, intento, editar, guardar, cerrar } =
    useFormularioAgenda<DatosHorarioProfesional>(
      machine,
      { datos: datosDelProfesional(profesional, clinica), referencia: clinica },
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
      aria-label={T.horarioDe(profesional.nombre_completo)}
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
      <Checkbox
        isSelected={datos.comoLaClinica}
        onChange={(comoLaClinica) => editar({ comoLaClinica })}
        description={T.comoLaClinicaAyuda}
        isReadOnly={enviando}
      >
        {T.comoLaClinica}
      </Checkbox>
      {!datos.comoLaClinica && (
        <SemanaEditable
          semana={datos.semana}
          errores={errores}
          onChange={(semana) => editar({ semana })}
          idBase={idBase}
          isReadOnly={enviando}
          de="profesional"
        />
      )}
      {afectadas && (
        <RechazoConCitas rechazo={afectadas} enlacesDeCita={enlacesDeCita} onCerrar={cerrar} />
      )}
      <div className={estilos.botones}>
        <Button type="submit" isPending={enviando}>
          {T.guardar}
        </Button>
        <Button variant="secondary" onPress={onCancelar} isDisabled={enviando}>
          {T.cancelar}
        </Button>
      </div>
    </Form>
  );
}
