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
import { type ReactNode, useId } from 'react';
import { valorDeFecha } from '../fechas/fechas';
import type { Carga, DatosPaciente, Errores, LugarIne } from '../tipos';
import { marcoDelPaso, type PropsDePaso } from '../wizard/marco';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import type { EventoCrearPaciente } from './machine';
import { ASISTENTE_CREAR_PACIENTE } from './steps';
import { ETIQUETAS_PACIENTE as E, TEXTOS_CREAR_PACIENTE as T } from './texts';

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

/** Paso 1, 'Información paciente': 'Información Personal' y 'Dirección Personal'. */
export function PasoInformacionPaciente(props: PasoInformacionPacienteProps) {
  const { datos, errores, provincias, poblaciones, hoy, send } = props;
  const idPersonal = useId();
  const idDireccion = useId();
  const editar = (cambios: Partial<DatosPaciente>) => send({ type: 'EDITAR', datos: cambios });
  /** Las propiedades comunes de un campo de texto del paso. */
  const texto = (campo: keyof DatosPaciente) => ({
    id: id(campo),
    label: E[campo],
    value: datos[campo],
    onChange: (valor: string) => editar({ [campo]: valor }),
    isInvalid: Boolean(errores[campo]),
    errorMessage: errores[campo],
    validationBehavior: 'aria' as const,
  });
  const poblacionElegida =
    poblaciones.datos.find((lugar) => lugar.nombre === datos.poblacion)?.codigo ?? null;

  return (
    <PasoAsistente {...marcoDelPaso(ASISTENTE_CREAR_PACIENTE, 'informacionPaciente', props)}>
      <section aria-labelledby={idPersonal} className={styles.seccion}>
        <h2 id={idPersonal} className={styles.tituloSeccion}>
          {T.informacionPersonal}
        </h2>
        <div className={styles.rejilla}>
          <TextField {...texto('nombre')} autoComplete="given-name" />
          <TextField {...texto('primer_apellido')} autoComplete="family-name" />
          <TextField {...texto('segundo_apellido')} isOptional autoComplete="off" />
          <DatePicker
            id={id('fecha_nacimiento')}
            label={E.fecha_nacimiento}
            monthYearPickers
            value={valorDeFecha(datos.fecha_nacimiento)}
            onChange={(fecha) => editar({ fecha_nacimiento: fecha?.toString() ?? '' })}
            maxValue={valorDeFecha(hoy) ?? undefined}
            isInvalid={Boolean(errores.fecha_nacimiento)}
            errorMessage={errores.fecha_nacimiento}
            validationBehavior="aria"
          />
          <TextField
            {...texto('telefono')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            description="9 dígitos, sin espacios."
          />
          <TextField {...texto('dni')} autoComplete="off" description="Por ejemplo, 12345678Z." />
          <RadioGroup
            id={id('sexo')}
            label={E.sexo}
            orientation="horizontal"
            value={datos.sexo || null}
            onChange={(sexo) => editar({ sexo: sexo as DatosPaciente['sexo'] })}
            isInvalid={Boolean(errores.sexo)}
            errorMessage={errores.sexo}
            validationBehavior="aria"
          >
            <Radio value="Hombre">Hombre</Radio>
            <Radio value="Mujer">Mujer</Radio>
          </RadioGroup>
          <TextField {...texto('email')} type="email" autoComplete="email" />
        </div>
      </section>

      <section aria-labelledby={idDireccion} className={styles.seccion}>
        <h2 id={idDireccion} className={styles.tituloSeccion}>
          {T.direccionPersonal}
        </h2>
        <div className={styles.rejilla}>
          <ConCarga
            carga={provincias}
            cargando={T.cargandoProvincias}
            onReintentar={() => send({ type: 'REINTENTAR_PROVINCIAS' })}
          >
            <Select
              id={id('provincia')}
              label={E.provincia}
              items={provincias.datos}
              selectedKey={datos.provincia || null}
              onSelectionChange={(clave) =>
                editar({ provincia: clave === null ? '' : String(clave) })
              }
              isDisabled={provincias.estado !== 'lista'}
              description={provincias.estado === 'cargando' ? T.cargandoProvincias : undefined}
              isInvalid={Boolean(errores.provincia)}
              errorMessage={errores.provincia}
              validationBehavior="aria"
            >
              {(lugar) => <SelectItem id={lugar.codigo}>{lugar.nombre}</SelectItem>}
            </Select>
          </ConCarga>
          <ConCarga
            carga={poblaciones}
            cargando={T.cargandoPoblaciones}
            onReintentar={() => send({ type: 'REINTENTAR_POBLACIONES' })}
          >
            <ComboBox
              // Una lista nueva por provincia: el texto escrito no sobrevive al cambio.
              key={datos.provincia}
              id={id('poblacion')}
              label={E.poblacion}
              defaultItems={poblaciones.datos}
              selectedKey={poblacionElegida}
              onSelectionChange={(clave) =>
                editar({
                  poblacion:
                    poblaciones.datos.find((lugar) => lugar.codigo === clave)?.nombre ?? '',
                })
              }
              isDisabled={poblaciones.estado !== 'lista'}
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
          <TextField
            {...texto('cp')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            description="5 dígitos; los 2 primeros son los de la provincia."
          />
          <TextField {...texto('direccion')} autoComplete="address-line1" />
          <TextField {...texto('numero')} autoComplete="off" />
          <TextField {...texto('piso')} isOptional autoComplete="off" />
          <TextField {...texto('puerta')} isOptional autoComplete="off" />
          <TextField {...texto('escalera')} isOptional autoComplete="off" />
        </div>
      </section>
    </PasoAsistente>
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
