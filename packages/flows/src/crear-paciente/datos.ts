/**
 * Los datos de 'Crear paciente': los campos de cada paso en orden, lo que se escribe, las reglas
 * de cada paso, los cuerpos de las peticiones y a qué paso pertenece lo que el servidor rechaza.
 * La máquina (machine.ts) los usa; aquí no hay estados.
 */
import { normalizarDocumento, normalizarTelefono } from '@clinica/api-client/reglas';
import { comoFallo, erroresDeCampos } from '../errores/fallos';
import { type AccesoInicial, type ContextoDeAcceso, conInvitacion } from '../invitacion/acceso';
import type {
  Carga,
  ComprobacionContrasena,
  DatosContrasena,
  DatosPaciente,
  Errores,
  LugarIne,
  NuevoPaciente,
  PacienteCreado,
} from '../tipos';
import { normalizarEmail } from '../validacion/email';
import {
  sinErrores,
  validarAsignarContrasena,
  validarInformacionPaciente,
} from '../validacion/formularios';
import type { ContextoAsistente, EventoNavegacion } from '../wizard/machine';
import type { PasoCrearPaciente } from './steps';

export {
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
  MENSAJE_ERROR_PROVINCIAS,
} from './texts';

export type CampoInformacion = keyof DatosPaciente;
export type CampoContrasena = keyof DatosContrasena;
export type Campo = CampoInformacion | CampoContrasena;

export const CAMPOS_INFORMACION: readonly CampoInformacion[] = [
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'fecha_nacimiento',
  'sexo',
  'tipo_documento',
  'documento',
  'tutor_nombre',
  'tutor_tipo_documento',
  'tutor_documento',
  'tutor_telefono',
  'tutor_relacion',
  'telefono',
  'email',
  'provincia',
  'poblacion',
  'cp',
  'direccion',
  'numero',
  'piso',
  'puerta',
  'escalera',
];
export const CAMPOS_CONTRASENA: readonly CampoContrasena[] = ['password', 'repetirPassword'];

export interface ContextoCrearPaciente extends ContextoAsistente, ContextoDeAcceso {
  /** 'AAAA-MM-DD' de la clínica, para la fecha de nacimiento. */
  hoy: string;
  datos: DatosPaciente;
  /**
   * Puede faltar entera: no se guarda en sessionStorage (wizard/persistencia.ts quita todo campo que
   * hable de contraseñas), así que tras una recarga hay que volver a escribirla.
   */
  contrasena?: Partial<DatosContrasena>;
  errores: Errores<Campo>;
  /** Lo que el servidor rechazó (DNI o correo ya registrados…) hasta que se cambie ese campo. */
  erroresServidor: Errores<Campo>;
  provincias: Carga<LugarIne>;
  /** Las poblaciones de la provincia elegida. */
  poblaciones: Carga<LugarIne>;
  paciente: PacienteCreado | undefined;
}

export type EventoCrearPaciente =
  | EventoNavegacion<PasoCrearPaciente>
  | { type: 'EDITAR'; datos: Partial<DatosPaciente & DatosContrasena & { acceso: AccesoInicial }> }
  | { type: 'REINTENTAR_PROVINCIAS' }
  | { type: 'REINTENTAR_POBLACIONES' };

export const DATOS_PACIENTE_VACIOS: DatosPaciente = {
  nombre: '',
  primer_apellido: '',
  segundo_apellido: '',
  fecha_nacimiento: '',
  sexo: '',
  tipo_documento: 'dni',
  documento: '',
  tutor_nombre: '',
  tutor_tipo_documento: 'dni',
  tutor_documento: '',
  tutor_telefono: '',
  tutor_relacion: '',
  telefono: '',
  email: '',
  provincia: '',
  poblacion: '',
  cp: '',
  direccion: '',
  numero: '',
  piso: '',
  puerta: '',
  escalera: '',
};

function contrasenaCompleta(contexto: ContextoCrearPaciente): DatosContrasena {
  return {
    password: contexto.contrasena?.password ?? '',
    repetirPassword: contexto.contrasena?.repetirPassword ?? '',
  };
}

function soloDe<C extends string>(errores: Errores<Campo>, campos: readonly C[]): Errores<C> {
  return Object.fromEntries(
    Object.entries(errores).filter(([campo]) => (campos as readonly string[]).includes(campo)),
  ) as Errores<C>;
}

/** Los errores del paso 'Información del paciente': los locales mandan sobre los del servidor. */
export function erroresInformacion(contexto: ContextoCrearPaciente): Errores<CampoInformacion> {
  return {
    ...soloDe(contexto.erroresServidor, CAMPOS_INFORMACION),
    ...validarInformacionPaciente(contexto.datos, { hoy: contexto.hoy }),
  };
}

/**
 * Sin correo no hay cuenta con la que entrar, ni contraseña ni invitación, hasta que el mostrador
 * lo añada (docs/decisiones.md (52)).
 */
export function sinCorreo(contexto: Pick<ContextoCrearPaciente, 'datos'>): boolean {
  return contexto.datos.email.trim() === '';
}

export function erroresContrasena(contexto: ContextoCrearPaciente): Errores<CampoContrasena> {
  // Con una invitación, o sin correo, no hay contraseña que comprobar: solo lo que diga el servidor.
  if (conInvitacion(contexto) || sinCorreo(contexto)) {
    return soloDe(contexto.erroresServidor, CAMPOS_CONTRASENA);
  }
  return {
    ...soloDe(contexto.erroresServidor, CAMPOS_CONTRASENA),
    ...validarAsignarContrasena(contrasenaCompleta(contexto), {
      email: contexto.datos.email,
      nombre: contexto.datos.nombre,
      apellidos: [contexto.datos.primer_apellido, contexto.datos.segundo_apellido],
      dni: documentoDe(contexto.datos),
    }),
  };
}

function nombreDe(lista: readonly LugarIne[], codigo: string): string {
  return lista.find((lugar) => lugar.codigo === codigo)?.nombre ?? codigo;
}

/** El número del documento como se envía, o undefined sin documento. */
export function documentoDe(d: DatosPaciente): string | undefined {
  return d.tipo_documento === 'ninguno' ? undefined : normalizarDocumento(d.documento);
}

/** El documento de un paciente como lo lleva el contrato: el suyo, o ninguno y su tutor. */
export function documentoDelCuerpo(
  d: DatosPaciente,
): Pick<NuevoPaciente, 'tipo_documento' | 'documento' | 'tutor'> {
  if (d.tipo_documento !== 'ninguno') {
    return { tipo_documento: d.tipo_documento, documento: normalizarDocumento(d.documento) };
  }
  return {
    tutor: {
      nombre: d.tutor_nombre.trim(),
      tipo_documento: d.tutor_tipo_documento,
      documento: normalizarDocumento(d.tutor_documento),
      telefono: normalizarTelefono(d.tutor_telefono),
      relacion: d.tutor_relacion.trim(),
    },
  };
}

/** El cuerpo de crearUsuarioPaciente: recortado, normalizado y sin opcionales vacíos. */
export function nuevoPacienteDe(contexto: ContextoCrearPaciente): NuevoPaciente {
  const d = contexto.datos;
  const opcional = (valor: string) => (valor.trim() === '' ? undefined : valor.trim());
  const acceso = sinCorreo(contexto)
    ? {}
    : conInvitacion(contexto)
      ? { invitar: true as const }
      : { password: contrasenaCompleta(contexto).password };
  const paciente: NuevoPaciente = {
    nombre: d.nombre.trim(),
    primer_apellido: d.primer_apellido.trim(),
    fecha_nacimiento: d.fecha_nacimiento,
    ...acceso,
    ...documentoDelCuerpo(d),
    sexo: d.sexo === '' ? 'Mujer' : d.sexo,
    provincia: nombreDe(contexto.provincias.datos, d.provincia),
    poblacion: d.poblacion.trim(),
  };
  if (d.telefono.trim()) paciente.telefono = normalizarTelefono(d.telefono);
  if (d.email.trim()) paciente.email = normalizarEmail(d.email);
  for (const campo of [
    'segundo_apellido',
    'cp',
    'direccion',
    'numero',
    'piso',
    'puerta',
    'escalera',
  ] as const) {
    const valor = opcional(d[campo]);
    if (valor !== undefined) paciente[campo] = valor;
  }
  return paciente;
}

/** Lo que se pregunta al servidor en 'Asignar contraseña': la contraseña y los datos del paciente. */
export function comprobacionDe(contexto: ContextoCrearPaciente): ComprobacionContrasena {
  const d = contexto.datos;
  return {
    password: contrasenaCompleta(contexto).password,
    propia: false,
    email: normalizarEmail(d.email),
    nombre: d.nombre.trim(),
    apellidos: [d.primer_apellido.trim(), d.segundo_apellido.trim()].filter(Boolean),
    ...(documentoDe(d) ? { dni: documentoDe(d) } : {}),
  };
}

/** El paso al que pertenece el primer campo que el servidor rechazó, si alguno. */
export function pasoDelFallo(
  error: unknown,
): 'informacionPaciente' | 'asignarContrasena' | undefined {
  if (!comoFallo(error)?.errores) return undefined;
  if (!sinErrores(erroresDeCampos(error, CAMPOS_INFORMACION))) return 'informacionPaciente';
  if (!sinErrores(erroresDeCampos(error, CAMPOS_CONTRASENA))) return 'asignarContrasena';
  return undefined;
}

/**
 * Lo que cambia al escribir: los datos y la contraseña; lo que el servidor rechazó deja de
 * mostrarse en cuanto se cambia ese campo, y otra provincia vacía la población (`provinciaNueva`:
 * la que hay que cargar, '' si ninguna, `undefined` si no cambió).
 */
export function edicionDePaciente(
  contexto: ContextoCrearPaciente,
  cambios: Partial<DatosPaciente & DatosContrasena & { acceso: AccesoInicial }>,
) {
  const { password, repetirPassword, acceso, ...datos } = cambios;
  const provinciaNueva =
    datos.provincia !== undefined && datos.provincia !== contexto.datos.provincia
      ? datos.provincia
      : undefined;
  const erroresServidor = { ...contexto.erroresServidor };
  for (const campo of Object.keys(cambios)) delete erroresServidor[campo as Campo];
  // Otra elección de acceso deja atrás lo que el servidor dijo de la contraseña.
  if (acceso !== undefined) delete erroresServidor.password;
  return {
    provinciaNueva,
    cambio: {
      datos: {
        ...contexto.datos,
        ...datos,
        ...(provinciaNueva !== undefined ? { poblacion: datos.poblacion ?? '' } : {}),
      },
      contrasena: {
        ...contexto.contrasena,
        ...(password !== undefined ? { password } : {}),
        ...(repetirPassword !== undefined ? { repetirPassword } : {}),
      },
      ...(acceso !== undefined ? { acceso } : {}),
      erroresServidor,
    },
  };
}

/** Lo que el servidor rechazó al crear el paciente, por campo, de los dos pasos. */
export function erroresDelServidor(error: unknown): Errores<Campo> {
  return {
    ...erroresDeCampos(error, CAMPOS_INFORMACION),
    ...erroresDeCampos(error, CAMPOS_CONTRASENA),
  };
}
