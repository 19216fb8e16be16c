import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
} from '@clinica/ui';
import { memo, type ReactNode, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { valorDeFecha } from '../fechas/fechas';
import type { Carga, DatosPaciente, Errores, LugarIne, TipoDocumento } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import {
  AYUDA_NUMERO,
  AYUDAS_PACIENTE,
  campoVisible,
  ETIQUETAS_PACIENTE as E,
  ETIQUETA_NUMERO,
  OPCIONES_DOCUMENTO,
  TEXTOS_CREAR_PACIENTE as T,
} from './texts';

export type CampoPaciente = keyof DatosPaciente;

export interface CamposPacienteProps {
  /** Qué campos, en este orden (`CAMPOS_PERSONALES`, `CAMPOS_DIRECCION` o una parte). */
  campos: readonly CampoPaciente[];
  datos: DatosPaciente;
  /** Los mensajes que se ven junto a cada campo. */
  errores: Errores<CampoPaciente>;
  provincias: Carga<LugarIne>;
  poblaciones: Carga<LugarIne>;
  /** 'AAAA-MM-DD' de la clínica: la fecha de nacimiento no puede ser posterior. */
  hoy: string;
  /** El id de cada campo, al que lleva el resumen de errores. */
  idCampo: (campo: CampoPaciente) => string;
  onEditar: (cambios: Partial<DatosPaciente>) => void;
  onReintentarProvincias: () => void;
  onReintentarPoblaciones: () => void;
  /** Mientras se guarda, los campos no cambian. @default false */
  soloLectura?: boolean;
}

/**
 * Los campos de un paciente, los mismos al crearlo (paso 'Información del paciente') y al corregirlo
 * (editar-paciente/): cada uno con su etiqueta, su ayuda y su mensaje. Las reglas están en
 * `validarInformacionPaciente`; aquí solo se pintan.
 *
 * Cada campo se vuelve a pintar solo cuando cambia lo suyo (su valor, su mensaje, su lista): una
 * tecla en un campo, o las provincias que llegan del servidor, no rehacen los otros quince, que
 * en un móvil lento costaban un décimo de segundo (docs/rendimiento.md, 'Campos').
 */
export function CamposPaciente(props: CamposPacienteProps) {
  const { campos, datos, provincias, poblaciones, hoy, idCampo } = props;
  const soloLectura = props.soloLectura ?? false;
  // The fields' messages follow a moment later, in a render React may interrupt: 'Continuar'
  // with nothing typed first draws the error summary (which takes the focus) and then marks the
  // sixteen fields, instead of holding a slow phone's next paint for all of them at once
  // (docs/rendimiento.md, 'Mensajes después').
  const errores = useDeferredValue(props.errores);
  // Las funciones de quien pinta cambian en cada render; los campos reciben unas fijas que llaman
  // a las últimas, para que no se pinten de nuevo por ellas.
  const ultimas = useRef(props);
  useLayoutEffect(() => {
    ultimas.current = props;
  });
  const [acciones] = useState(() => ({
    onEditar: (cambios: Partial<DatosPaciente>) => ultimas.current.onEditar(cambios),
    onReintentarProvincias: () => ultimas.current.onReintentarProvincias(),
    onReintentarPoblaciones: () => ultimas.current.onReintentarPoblaciones(),
  }));

  return (
    <>
      {campos
        .filter((nombre) => campoVisible(nombre, datos))
        .map((nombre) => (
          <Campo
            key={nombre}
            nombre={nombre}
            valor={datos[nombre]}
            variante={varianteDe(nombre, datos)}
            error={errores[nombre]}
            soloLectura={soloLectura}
            id={idCampo(nombre)}
            hoy={nombre === 'fecha_nacimiento' ? hoy : undefined}
            provincia={nombre === 'poblacion' ? datos.provincia : undefined}
            lista={
              nombre === 'provincia' ? provincias : nombre === 'poblacion' ? poblaciones : undefined
            }
            acciones={acciones}
          />
        ))}
    </>
  );
}

/**
 * Lo que un campo toma de otro: el número, del documento elegido (su etiqueta y su ayuda); el del
 * tutor, del suyo; el teléfono y el correo, si es un menor con tutor (su ayuda).
 */
function varianteDe(nombre: CampoPaciente, datos: DatosPaciente): string | undefined {
  if (nombre === 'documento') return datos.tipo_documento;
  if (nombre === 'tutor_documento') return datos.tutor_tipo_documento;
  if (nombre === 'telefono' || nombre === 'email') {
    return datos.tipo_documento === 'ninguno' ? 'menor' : undefined;
  }
  return undefined;
}

interface CampoProps {
  nombre: CampoPaciente;
  valor: string;
  /** Lo que el campo toma de otro (`varianteDe`). */
  variante: string | undefined;
  error: string | undefined;
  soloLectura: boolean;
  id: string;
  /** Solo la fecha de nacimiento: no puede ser posterior. */
  hoy: string | undefined;
  /** Solo la población: la provincia elegida, de la que depende su lista. */
  provincia: string | undefined;
  /** Solo la provincia y la población: su lista. */
  lista: Carga<LugarIne> | undefined;
  acciones: Pick<
    CamposPacienteProps,
    'onEditar' | 'onReintentarProvincias' | 'onReintentarPoblaciones'
  >;
}

const SIN_LISTA: Carga<LugarIne> = { estado: 'lista', datos: [] };

/** Un campo del paciente; `memo`: se pinta de nuevo solo si cambia alguna de sus props. */
const Campo = memo(function Campo(props: CampoProps) {
  const { nombre, valor, error, soloLectura, id, acciones, variante } = props;
  const { onEditar } = acciones;
  const lista = props.lista ?? SIN_LISTA;
  /** Las propiedades comunes de un campo de texto. */
  const texto = {
    id,
    label: E[nombre],
    value: valor,
    onChange: (nuevo: string) => onEditar({ [nombre]: nuevo }),
    isInvalid: Boolean(error),
    errorMessage: error,
    isReadOnly: soloLectura,
    validationBehavior: 'aria' as const,
  };

  switch (nombre) {
    case 'nombre':
      return <TextField {...texto} autoComplete="given-name" />;
    case 'primer_apellido':
      return <TextField {...texto} autoComplete="family-name" />;
    case 'fecha_nacimiento':
      return (
        <DatePicker
          id={id}
          label={E.fecha_nacimiento}
          monthYearPickers
          value={valorDeFecha(valor)}
          onChange={(fecha) => onEditar({ fecha_nacimiento: fecha?.toString() ?? '' })}
          maxValue={valorDeFecha(props.hoy ?? '') ?? undefined}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={soloLectura}
          validationBehavior="aria"
        />
      );
    case 'telefono':
      return (
        <TextField
          {...texto}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description={
            variante === 'menor' ? AYUDAS_PACIENTE.telefonoMenor : AYUDAS_PACIENTE.telefono
          }
        />
      );
    case 'tipo_documento':
      return (
        <RadioGroup
          id={id}
          label={E.tipo_documento}
          value={valor}
          onChange={(tipo) => onEditar({ tipo_documento: tipo as DatosPaciente['tipo_documento'] })}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={soloLectura}
          validationBehavior="aria"
        >
          {Object.entries(OPCIONES_DOCUMENTO).map(([tipo, texto]) => (
            <Radio key={tipo} value={tipo}>
              {texto}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'documento': {
      const tipo = (variante ?? 'dni') as TipoDocumento;
      return (
        <TextField
          {...texto}
          label={ETIQUETA_NUMERO[tipo]}
          autoComplete="off"
          description={AYUDA_NUMERO[tipo]}
        />
      );
    }
    case 'tutor_nombre':
      return <TextField {...texto} autoComplete="off" description={AYUDAS_PACIENTE.tutor} />;
    case 'tutor_tipo_documento':
      return (
        <RadioGroup
          id={id}
          label={E.tutor_tipo_documento}
          orientation="horizontal"
          value={valor}
          onChange={(tipo) => onEditar({ tutor_tipo_documento: tipo as TipoDocumento })}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={soloLectura}
          validationBehavior="aria"
        >
          {(['dni', 'nie', 'pasaporte'] as const).map((tipo) => (
            <Radio key={tipo} value={tipo}>
              {OPCIONES_DOCUMENTO[tipo]}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'tutor_documento': {
      const tipo = (variante ?? 'dni') as TipoDocumento;
      return (
        <TextField
          {...texto}
          label={`${ETIQUETA_NUMERO[tipo]} del tutor`}
          autoComplete="off"
          description={AYUDA_NUMERO[tipo]}
        />
      );
    }
    case 'tutor_telefono':
      return (
        <TextField
          {...texto}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          description="9 dígitos."
        />
      );
    case 'tutor_relacion':
      return <TextField {...texto} autoComplete="off" description={AYUDAS_PACIENTE.relacion} />;
    case 'sexo':
      return (
        <RadioGroup
          id={id}
          label={E.sexo}
          orientation="horizontal"
          value={valor || null}
          onChange={(sexo) => onEditar({ sexo: sexo as DatosPaciente['sexo'] })}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isReadOnly={soloLectura}
          validationBehavior="aria"
        >
          <Radio value="Hombre">Hombre</Radio>
          <Radio value="Mujer">Mujer</Radio>
          <Radio value="No consta">No consta</Radio>
        </RadioGroup>
      );
    case 'email':
      return (
        <TextField
          {...texto}
          type="email"
          autoComplete="email"
          description={variante === 'menor' ? AYUDAS_PACIENTE.emailMenor : AYUDAS_PACIENTE.email}
        />
      );
    case 'provincia':
      return (
        <ConCarga
          carga={lista}
          cargando={T.cargandoProvincias}
          onReintentar={acciones.onReintentarProvincias}
        >
          <Select
            id={id}
            label={E.provincia}
            items={lista.datos}
            selectedKey={valor || null}
            onSelectionChange={(clave) =>
              onEditar({ provincia: clave === null ? '' : String(clave) })
            }
            isDisabled={lista.estado !== 'lista' || soloLectura}
            description={lista.estado === 'cargando' ? T.cargandoProvincias : undefined}
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
          >
            {(lugar) => <SelectItem id={lugar.codigo}>{lugar.nombre}</SelectItem>}
          </Select>
        </ConCarga>
      );
    case 'poblacion': {
      const provincia = props.provincia ?? '';
      const elegida = lista.datos.find((lugar) => lugar.nombre === valor)?.codigo ?? null;
      return (
        <ConCarga
          carga={lista}
          cargando={T.cargandoPoblaciones}
          onReintentar={acciones.onReintentarPoblaciones}
        >
          <ComboBox
            // Una lista nueva por provincia: el texto escrito no sobrevive al cambio.
            key={provincia}
            id={id}
            label={E.poblacion}
            defaultItems={lista.datos}
            selectedKey={elegida}
            onSelectionChange={(clave) =>
              onEditar({
                poblacion: lista.datos.find((lugar) => lugar.codigo === clave)?.nombre ?? '',
              })
            }
            isDisabled={lista.estado !== 'lista' || soloLectura}
            description={
              lista.estado === 'cargando'
                ? T.cargandoPoblaciones
                : provincia === ''
                  ? T.eligeProvincia
                  : undefined
            }
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
          >
            {(lugar) => <ComboBoxItem id={lugar.codigo}>{lugar.nombre}</ComboBoxItem>}
          </ComboBox>
        </ConCarga>
      );
    }
    case 'cp':
      return (
        <TextField
          {...texto}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          description="5 dígitos; los 2 primeros son los de la provincia."
          isOptional
        />
      );
    case 'direccion':
      return <TextField {...texto} autoComplete="address-line1" isOptional />;
    default:
      // segundo_apellido, numero, piso, puerta y escalera: texto opcional (docs/decisiones.md (52)).
      return <TextField {...texto} isOptional autoComplete="off" />;
  }
});

/** Un campo cuya lista viene del servidor: si la carga falla, el aviso y 'Reintentar'. */
function ConCarga({
  carga,
  cargando,
  onReintentar,
  children,
}: {
  carga: Carga<LugarIne>;
  cargando: string;
  onReintentar: () => void;
  children: ReactNode;
}) {
  if (carga.estado !== 'error') {
    return <div aria-busy={carga.estado === 'cargando' ? true : undefined}>{children}</div>;
  }
  return (
    <div className={styles.seccion}>
      {children}
      <p role="alert" className={styles.texto}>
        {carga.error ?? cargando}
      </p>
      <div>
        <Button variant="secondary" size="small" onPress={onReintentar}>
          {T.reintentar}
        </Button>
      </div>
    </div>
  );
}
