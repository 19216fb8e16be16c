import type { CitaListado, FichaPaciente } from '@clinica/api-client';
import {
  Button,
  DescriptionList,
  type DescriptionListItem,
  ErrorSummary,
  Form,
  LinkButton,
  PageHeader,
} from '@clinica/ui';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CamposPaciente } from '../crear-paciente/CamposPaciente';
import {
  campoVisible,
  ETIQUETAS_PACIENTE as E,
  ETIQUETA_NUMERO,
  OPCIONES_DOCUMENTO,
} from '../crear-paciente/texts';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { fechaLegible } from '../fechas/fechas';
import { useNombreDeLaClinica } from '../foco/nombreDeLaClinica';
import { tituloDelDocumento } from '../foco/titulos';
import type { Carga, DatosPaciente, Errores, LugarIne } from '../tipos';
import { erroresEnOrden } from '../wizard/erroresDeCampo';
import * as styles from '../wizard/PasoAsistente.css';
import { CitasDelPaciente } from './CitasDelPaciente';
import type { CampoPaciente } from './datos';
import * as estilos from './EditarPaciente.css';
import type { EventoEditarPaciente } from './machine';
import {
  CAMPOS_DE_SECCION,
  SECCIONES_PACIENTE,
  type SeccionPaciente,
  TEXTOS_EDITAR_PACIENTE as T,
} from './texts';

export interface PantallaEditarPacienteProps {
  /** El paciente como está guardado. */
  ficha: FichaPaciente;
  /** Lo que se escribe en la sección abierta. */
  datos: DatosPaciente;
  errores: Errores<CampoPaciente>;
  /** Un mensaje que no es de un campo (la conexión, el servidor). */
  error?: string;
  /** La sección abierta, con sus campos. */
  abierta?: SeccionPaciente;
  /** La sección del aviso y a cuyo título vuelve el foco. */
  seccion?: SeccionPaciente;
  /** Lo que acaba de pasar ('Se han guardado…'). */
  aviso?: string;
  enviando?: boolean;
  provincias: Carga<LugarIne>;
  poblaciones: Carga<LugarIne>;
  /** 'AAAA-MM-DD' de la clínica. */
  hoy: string;
  /** Cambia en cada 'Guardar', para llevar el foco al resumen de errores aunque se repitan. */
  intento?: number;
  send: (evento: EventoEditarPaciente) => void;
  /** 'Volver a Pacientes'. */
  listaHref: string;
  /** 'Dar cita' a este paciente. */
  darCitaHref?: string;
  /**
   * 'Descargar sus datos' (RGPD arts. 15 y 20), en su propia sección al final: pide el .zip con
   * todos los datos del paciente y lo guarda; sin él, no se ofrece.
   */
  onDescargarDatos?: () => Promise<void>;
  /** Sus citas, en su propia sección tras sus datos; sin ellas, no se muestra. */
  citas?: CitasDeLaFicha;
  idBase?: string;
}

/** Las citas de la ficha como las lee la aplicación: la lista, o cargando, o su fallo. */
export interface CitasDeLaFicha {
  datos: CitaListado[] | undefined;
  error?: unknown;
  onReintentar?: () => void;
}

/**
 * Lo que se lee de un campo guardado: la fecha en dd/mm/aaaa, el documento y el del tutor por su
 * nombre, y los opcionales vacíos sin texto.
 */
function valorLeido(ficha: FichaPaciente, campo: CampoPaciente): string {
  switch (campo) {
    case 'fecha_nacimiento':
      return fechaLegible(ficha.fecha_nacimiento);
    case 'tipo_documento':
      return OPCIONES_DOCUMENTO[ficha.tipo_documento ?? 'ninguno'];
    case 'documento':
      return ficha.documento ?? '';
    case 'tutor_nombre':
      return ficha.tutor?.nombre ?? '';
    case 'tutor_tipo_documento':
      return ficha.tutor ? OPCIONES_DOCUMENTO[ficha.tutor.tipo_documento] : '';
    case 'tutor_documento':
      return ficha.tutor?.documento ?? '';
    case 'tutor_telefono':
      return ficha.tutor?.telefono ?? '';
    case 'tutor_relacion':
      return ficha.tutor?.relacion ?? '';
    default:
      return ficha[campo] ?? '';
  }
}

/** La etiqueta de un dato leído: el número, por su documento ('DNI', 'NIE', 'Número de pasaporte'). */
function etiquetaLeida(ficha: FichaPaciente, campo: CampoPaciente): string {
  return campo === 'documento' && ficha.tipo_documento
    ? ETIQUETA_NUMERO[ficha.tipo_documento]
    : E[campo];
}

/**
 * La ficha de un paciente para corregirla (docs/decisiones.md (51)): sus datos en las secciones
 * de crear paciente, cada una con 'Cambiar', que la convierte en sus campos (los mismos, con las
 * mismas reglas), 'Guardar' y 'Cancelar'. Al abrir una sección el foco va a su primer campo; al
 * guardar o cancelar, a su título, y el aviso se anuncia.
 */
export function PantallaEditarPaciente(props: PantallaEditarPacienteProps) {
  const { ficha, abierta, seccion, aviso, idBase = 'editar-paciente' } = props;
  const idCampo = (campo: CampoPaciente) => `${idBase}-${campo}`;
  const titulos = useRef<Partial<Record<SeccionPaciente, HTMLHeadingElement | null>>>({});
  const antes = useRef(abierta);

  // Abrir una sección lleva al primer campo; cerrarla (guardada o cancelada), a su título.
  useEffect(() => {
    const anterior = antes.current;
    antes.current = abierta;
    if (abierta && abierta !== anterior) {
      const [campo = 'nombre'] = CAMPOS_DE_SECCION[abierta];
      const primero = document.getElementById(idCampo(campo));
      const enfocable = primero?.matches('input, button, select, textarea')
        ? primero
        : primero?.querySelector<HTMLElement>('input, button');
      enfocable?.focus();
    } else if (!abierta && anterior) {
      titulos.current[anterior]?.focus();
    }
  });

  return (
    <div className={styles.paso}>
      <PageHeader
        title={ficha.nombre_completo}
        subtitle={T.titulo}
        backHref={props.listaHref}
        backLabel={T.volver}
        actions={
          props.darCitaHref ? (
            <LinkButton
              href={props.darCitaHref}
              variant="secondary"
              icon={<CalendarPlus size={18} aria-hidden="true" />}
            >
              {T.darCita}
            </LinkButton>
          ) : undefined
        }
      />
      {SECCIONES_PACIENTE.map((s) => (
        <Seccion
          key={s}
          {...props}
          nombre={s}
          idCampo={idCampo}
          abierta={abierta === s}
          // Con otra sección abierta, sin 'Cambiar': una cosa cada vez.
          otraAbierta={abierta !== undefined && abierta !== s}
          aviso={seccion === s && !abierta ? aviso : undefined}
          refTitulo={(el) => {
            titulos.current[s] = el;
          }}
        />
      ))}
      {props.citas && (
        <CitasDelPaciente
          citas={props.citas.datos}
          error={props.citas.error}
          onReintentar={props.citas.onReintentar}
          idTitulo={`${idBase}-citas`}
        />
      )}
      {props.onDescargarDatos && (
        <section aria-labelledby={`${idBase}-sus-datos`} className={styles.seccion}>
          <h2 id={`${idBase}-sus-datos`} className={styles.tituloSeccion}>
            {T.susDatos}
          </h2>
          <BotonDescargar
            texto={TEXTOS_DESCARGAS.datosPaciente}
            ayuda={TEXTOS_DESCARGAS.datosPacienteAyuda}
            descargar={props.onDescargarDatos}
          />
        </section>
      )}
    </div>
  );
}

interface SeccionProps extends Omit<PantallaEditarPacienteProps, 'abierta' | 'seccion'> {
  nombre: SeccionPaciente;
  abierta: boolean;
  otraAbierta: boolean;
  idCampo: (campo: CampoPaciente) => string;
  refTitulo: (el: HTMLHeadingElement | null) => void;
}

function Seccion(props: SeccionProps) {
  const clinica = useNombreDeLaClinica();
  const { nombre, ficha, abierta, otraAbierta, aviso, send, idCampo, enviando = false } = props;
  const idTitulo = useId();
  const titulo = T.secciones[nombre];
  const campos = CAMPOS_DE_SECCION[nombre].filter((campo) => campoVisible(campo, props.datos));
  const guardados = CAMPOS_DE_SECCION[nombre].filter((campo) =>
    campoVisible(campo, { ...props.datos, tipo_documento: ficha.tipo_documento ?? 'ninguno' }),
  );
  const filas: DescriptionListItem[] = guardados.map((campo) => ({
    term: etiquetaLeida(ficha, campo),
    value: valorLeido(ficha, campo),
  }));
  const lista = erroresEnOrden(props.errores, campos, idCampo);

  return (
    <section aria-labelledby={idTitulo} className={styles.seccion}>
      <div className={estilos.cabeceraSeccion}>
        <h2
          id={idTitulo}
          ref={props.refTitulo}
          tabIndex={-1}
          className={`${styles.tituloSeccion} ${estilos.titulo}`}
        >
          {titulo}
        </h2>
        {!abierta && !otraAbierta && (
          <Button
            variant="secondary"
            size="small"
            aria-label={T.cambiarSeccion(titulo)}
            onPress={() => send({ type: 'CAMBIAR', seccion: nombre })}
          >
            {T.cambiar}
          </Button>
        )}
      </div>
      {/* Siempre presente, para que el aviso se anuncie al aparecer. */}
      <p role="status" className={estilos.aviso}>
        {aviso && (
          <>
            <CircleCheck size={18} aria-hidden="true" className={estilos.icono} />
            {aviso}
          </>
        )}
      </p>
      {abierta ? (
        <Form
          gap="lg"
          aria-labelledby={idTitulo}
          isPending={enviando}
          validationBehavior="aria"
          onContinue={() => send({ type: 'ENVIAR' })}
        >
          <ErrorSummary
            message={props.error}
            errors={lista.map((e) => ({ fieldId: e.id, message: e.mensaje }))}
            focusKey={`${props.intento ?? 0}\n${props.error ?? ''}`}
            headingLevel={3}
            // 'Error: ' delante del título mientras haya errores, como en los asistentes.
            documentTitle={tituloDelDocumento(
              T.tituloDe(ficha.nombre_completo),
              undefined,
              clinica,
            )}
          />
          <div className={styles.rejilla}>
            <CamposPaciente
              campos={campos}
              datos={props.datos}
              errores={props.errores}
              provincias={props.provincias}
              poblaciones={props.poblaciones}
              hoy={props.hoy}
              idCampo={idCampo}
              soloLectura={enviando}
              onEditar={(datos) => send({ type: 'EDITAR', datos })}
              onReintentarProvincias={() => send({ type: 'REINTENTAR_PROVINCIAS' })}
              onReintentarPoblaciones={() => send({ type: 'REINTENTAR_POBLACIONES' })}
            />
          </div>
          <div className={styles.botonera}>
            <Button type="submit" isPending={enviando}>
              {T.guardar}
            </Button>
            <Button
              variant="secondary"
              isDisabled={enviando}
              onPress={() => send({ type: 'CANCELAR' })}
            >
              {T.cancelar}
            </Button>
          </div>
        </Form>
      ) : (
        <DescriptionList items={filas} emptyValue={T.sinDato} />
      )}
    </section>
  );
}
