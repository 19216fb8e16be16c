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
import { Fragment, type ReactNode } from 'react';
import { valorDeFecha } from '../fechas/fechas';
import type { Carga, DatosPaciente, Errores, LugarIne } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import { ETIQUETAS_PACIENTE as E, TEXTOS_CREAR_PACIENTE as T } from './texts';

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
 * Los campos de un paciente, los mismos al crearlo (paso 'Información paciente') y al corregirlo
 * (editar-paciente/): cada uno con su etiqueta, su ayuda y su mensaje. Las reglas están en
 * `validarInformacionPaciente`; aquí solo se pintan.
 */
export function CamposPaciente(props: CamposPacienteProps) {
  const { campos, datos, errores, provincias, poblaciones, hoy, idCampo, onEditar } = props;
  const soloLectura = props.soloLectura ?? false;
  /** Las propiedades comunes de un campo de texto. */
  const texto = (campo: CampoPaciente) => ({
    id: idCampo(campo),
    label: E[campo],
    value: datos[campo],
    onChange: (valor: string) => onEditar({ [campo]: valor }),
    isInvalid: Boolean(errores[campo]),
    errorMessage: errores[campo],
    isReadOnly: soloLectura,
    validationBehavior: 'aria' as const,
  });
  const poblacionElegida =
    poblaciones.datos.find((lugar) => lugar.nombre === datos.poblacion)?.codigo ?? null;

  const campo = (nombre: CampoPaciente): ReactNode => {
    switch (nombre) {
      case 'nombre':
        return <TextField {...texto('nombre')} autoComplete="given-name" />;
      case 'primer_apellido':
        return <TextField {...texto('primer_apellido')} autoComplete="family-name" />;
      case 'fecha_nacimiento':
        return (
          <DatePicker
            id={idCampo('fecha_nacimiento')}
            label={E.fecha_nacimiento}
            monthYearPickers
            value={valorDeFecha(datos.fecha_nacimiento)}
            onChange={(fecha) => onEditar({ fecha_nacimiento: fecha?.toString() ?? '' })}
            maxValue={valorDeFecha(hoy) ?? undefined}
            isInvalid={Boolean(errores.fecha_nacimiento)}
            errorMessage={errores.fecha_nacimiento}
            isReadOnly={soloLectura}
            validationBehavior="aria"
          />
        );
      case 'telefono':
        return (
          <TextField
            {...texto('telefono')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            description="9 dígitos, sin espacios."
          />
        );
      case 'dni':
        return (
          <TextField {...texto('dni')} autoComplete="off" description="Por ejemplo, 12345678Z." />
        );
      case 'sexo':
        return (
          <RadioGroup
            id={idCampo('sexo')}
            label={E.sexo}
            orientation="horizontal"
            value={datos.sexo || null}
            onChange={(sexo) => onEditar({ sexo: sexo as DatosPaciente['sexo'] })}
            isInvalid={Boolean(errores.sexo)}
            errorMessage={errores.sexo}
            isReadOnly={soloLectura}
            validationBehavior="aria"
          >
            <Radio value="Hombre">Hombre</Radio>
            <Radio value="Mujer">Mujer</Radio>
          </RadioGroup>
        );
      case 'email':
        return <TextField {...texto('email')} type="email" autoComplete="email" />;
      case 'provincia':
        return (
          <ConCarga
            carga={provincias}
            cargando={T.cargandoProvincias}
            onReintentar={props.onReintentarProvincias}
          >
            <Select
              id={idCampo('provincia')}
              label={E.provincia}
              items={provincias.datos}
              selectedKey={datos.provincia || null}
              onSelectionChange={(clave) =>
                onEditar({ provincia: clave === null ? '' : String(clave) })
              }
              isDisabled={provincias.estado !== 'lista' || soloLectura}
              description={provincias.estado === 'cargando' ? T.cargandoProvincias : undefined}
              isInvalid={Boolean(errores.provincia)}
              errorMessage={errores.provincia}
              validationBehavior="aria"
            >
              {(lugar) => <SelectItem id={lugar.codigo}>{lugar.nombre}</SelectItem>}
            </Select>
          </ConCarga>
        );
      case 'poblacion':
        return (
          <ConCarga
            carga={poblaciones}
            cargando={T.cargandoPoblaciones}
            onReintentar={props.onReintentarPoblaciones}
          >
            <ComboBox
              // Una lista nueva por provincia: el texto escrito no sobrevive al cambio.
              key={datos.provincia}
              id={idCampo('poblacion')}
              label={E.poblacion}
              defaultItems={poblaciones.datos}
              selectedKey={poblacionElegida}
              onSelectionChange={(clave) =>
                onEditar({
                  poblacion:
                    poblaciones.datos.find((lugar) => lugar.codigo === clave)?.nombre ?? '',
                })
              }
              isDisabled={poblaciones.estado !== 'lista' || soloLectura}
              description={
                poblaciones.estado === 'cargando'
                  ? T.cargandoPoblaciones
                  : datos.provincia === ''
                    ? T.eligeProvincia
                    : undefined
              }
              isInvalid={Boolean(errores.poblacion)}
              errorMessage={errores.poblacion}
              validationBehavior="aria"
            >
              {(lugar) => <ComboBoxItem id={lugar.codigo}>{lugar.nombre}</ComboBoxItem>}
            </ComboBox>
          </ConCarga>
        );
      case 'cp':
        return (
          <TextField
            {...texto('cp')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            description="5 dígitos; los 2 primeros son los de la provincia."
          />
        );
      case 'direccion':
        return <TextField {...texto('direccion')} autoComplete="address-line1" />;
      default:
        // segundo_apellido, numero, piso, puerta y escalera: texto, opcional salvo el número.
        return <TextField {...texto(nombre)} isOptional={nombre !== 'numero'} autoComplete="off" />;
    }
  };

  return (
    <>
      {campos.map((nombre) => (
        <Fragment key={nombre}>{campo(nombre)}</Fragment>
      ))}
    </>
  );
}

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
