import { NOMBRES_DE_ROL, ROL } from '@clinica/api-client/reglas';
import {
  Button,
  Checkbox,
  Confirmation,
  ErrorSummary,
  Form,
  PageHeader,
  PasswordField,
  TextField,
} from '@clinica/ui';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import {
  CAMPOS_EMPLEADO,
  type CampoEmpleado,
  type DatosEmpleado,
  puedeSerResponsable,
  tieneColegiado,
} from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as T } from '../personal/texts';
import type { Errores } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './FichaEmpleado.css';
import type { EventoFichaEmpleado } from './machine';

export interface PantallaFichaEmpleadoProps {
  /** El nombre del que se edita, para el título. */
  nombre?: string;
  datos: DatosEmpleado;
  errores: Errores<CampoEmpleado>;
  /** Un mensaje que no es de un campo. */
  error?: string;
  enviando: boolean;
  /** Guardado: la confirmación, con su nombre. */
  guardado?: { nombre: string };
  /** Cambia en cada envío, para llevar el foco al resumen aunque se repita. */
  intento?: number;
  send: (evento: EventoFichaEmpleado) => void;
  /** 'Volver a Personal'. */
  listaHref: string;
  idBase?: string;
}

/**
 * La ficha de un empleado en una página, para editarla: sus campos con el error en cada uno, un
 * resumen de errores arriba que recibe el foco, y el botón que guarda; hecho, la confirmación.
 * El rol no cambia; dar de alta a uno nuevo es el asistente 'Dar de alta a un empleado'.
 */
export function PantallaFichaEmpleado({
  nombre = '',
  datos,
  errores,
  error,
  enviando,
  guardado,
  intento = 0,
  send,
  listaHref,
  idBase = 'ficha-empleado',
}: PantallaFichaEmpleadoProps) {
  const clinica = useNombreDeLaClinica();
  const id = (campo: CampoEmpleado) => `${idBase}-${campo}`;
  const titulo = T.tituloEditar(nombre);
  const editar = (cambio: Partial<DatosEmpleado>) => send({ type: 'EDITAR', datos: cambio });
  const lista = erroresEnOrden(errores, CAMPOS_EMPLEADO, id);
  const rol = datos.id_rol;

  if (guardado) {
    return (
      <Confirmation
        title={T.guardado(guardado.nombre)}
        headingLevel={1}
        actionLabel={T.volver}
        actionHref={listaHref}
        autoFocusHeading
      />
    );
  }

  const campoTexto = (
    campo: 'nombre' | 'primer_apellido' | 'segundo_apellido' | 'email' | 'dni' | 'num_colegiado',
    label: string,
    extra: {
      description?: string;
      isOptional?: boolean;
      autoComplete?: string;
      type?: 'email' | 'text';
    } = {},
  ) => (
    <TextField
      id={id(campo)}
      label={label}
      value={datos[campo]}
      onChange={(valor: string) => editar({ [campo]: valor })}
      isInvalid={Boolean(errores[campo])}
      errorMessage={errores[campo]}
      isReadOnly={enviando}
      isRequired={!extra.isOptional}
      validationBehavior="aria"
      autoComplete={extra.autoComplete ?? 'off'}
      {...extra}
    />
  );

  return (
    <div className={styles.paso}>
      <PageHeader title={titulo} backHref={listaHref} backLabel={T.volver} />
      <Form
        gap="lg"
        className={estilos.formulario}
        aria-label={titulo}
        isPending={enviando}
        validationBehavior="aria"
        onContinue={() => send({ type: 'ENVIAR' })}
      >
        <ErrorSummary
          message={error}
          errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
          focusKey={`${intento}\n${error ?? ''}`}
          documentTitle={`${titulo} · ${clinica}`}
        />
        <p className={styles.texto}>{T.rolFijo(rol === null ? '' : NOMBRES_DE_ROL[rol])}</p>
        {campoTexto('nombre', T.nombre)}
        {campoTexto('primer_apellido', T.primerApellido)}
        {campoTexto('segundo_apellido', T.segundoApellido, { isOptional: true })}
        {campoTexto('email', T.email, { type: 'email' })}
        {campoTexto('dni', T.dni, { description: T.dniAyuda, isOptional: true })}
        {tieneColegiado(rol) &&
          campoTexto('num_colegiado', T.numColegiado, {
            description: T.numColegiadoAyuda,
            isOptional: rol !== ROL.medico,
          })}
        {puedeSerResponsable(rol) && (
          <Checkbox
            id={id('responsable')}
            isSelected={datos.responsable}
            onChange={(responsable) => editar({ responsable })}
            description={T.responsableAyuda}
            isInvalid={Boolean(errores.responsable)}
            errorMessage={errores.responsable}
            isReadOnly={enviando}
          >
            {T.responsable}
          </Checkbox>
        )}
        <Checkbox
          isSelected={datos.asignarContrasena}
          onChange={(asignarContrasena) => editar({ asignarContrasena, password: '' })}
          description={T.asignarContrasenaAyuda}
          isReadOnly={enviando}
        >
          {T.asignarContrasena}
        </Checkbox>
        {datos.asignarContrasena && (
          <PasswordField
            id={id('password')}
            label={T.contrasena}
            description={T.contrasenaAyuda}
            autoComplete="new-password"
            value={datos.password}
            onChange={(password: string) => editar({ password })}
            isInvalid={Boolean(errores.password)}
            errorMessage={errores.password}
            isReadOnly={enviando}
            isRequired
          />
        )}
        <div>
          <Button type="submit" isPending={enviando}>
            {T.guardar}
          </Button>
        </div>
      </Form>
    </div>
  );
}
