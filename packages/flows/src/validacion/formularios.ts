import type { DiaCerrado } from '@clinica/api-client';
import {
  type DatosPersonales,
  MENSAJES_DOCUMENTO,
  MENSAJES_TUTOR,
  mensajeDelDiaCerrado,
  problemaDeDocumento,
  puedeIrSinDocumento,
  revisarTutor,
} from '@clinica/api-client/reglas';
import type { DatosCita, DatosContrasena, DatosPaciente, Errores, TipoProfesional } from '../tipos';
import { validarCodigoPostal } from './codigoPostal';
import { validarDniBusqueda } from './dni';
import { validarEmail, validarEmailLogin } from './email';
import { MENSAJE_DIA_CERRADO, validarFechaCita, validarFechaNacimiento } from './fecha';
import { validarHoraLibre } from './hora';
import {
  MENSAJES,
  obligatorio,
  validarMedico,
  validarNombre,
  validarOpcion,
  validarPrimerApellido,
  validarRadiologo,
  validarSegundoApellido,
} from './obligatorio';
import { validarContrasena, validarContrasenaLogin, validarRepeticionContrasena } from './password';
import { validarTelefono } from './telefono';

/** Quita los campos sin mensaje, para que `{}` signifique "todo correcto". */
function soloConMensaje<C extends string>(mensajes: Record<C, string | undefined>): Errores<C> {
  const errores: Errores<C> = {};
  for (const campo of Object.keys(mensajes) as C[]) {
    const mensaje = mensajes[campo];
    if (mensaje !== undefined) errores[campo] = mensaje;
  }
  return errores;
}

export function sinErrores(errores: Errores): boolean {
  return Object.keys(errores).length === 0;
}

/**
 * El documento (docs/decisiones.md (52)): el número según su tipo, o ninguno solo para un menor
 * de 14 años el día de la clínica. Las reglas y sus mensajes son las del servidor
 * (`@clinica/api-client/reglas`).
 */
function erroresDelDocumento(datos: DatosPaciente, hoy: string): Errores<keyof DatosPaciente> {
  if (datos.tipo_documento !== 'ninguno') {
    return soloConMensaje({
      documento: problemaDeDocumento(datos.tipo_documento, datos.documento),
    });
  }
  const fecha = datos.fecha_nacimiento;
  const errores: Errores<keyof DatosPaciente> =
    fecha !== '' &&
    validarFechaNacimiento(fecha, hoy) === undefined &&
    !puedeIrSinDocumento(fecha, hoy)
      ? { tipo_documento: MENSAJES_DOCUMENTO.sinDocumentoMayor }
      : {};
  return {
    ...errores,
    ...revisarTutor({
      nombre: datos.tutor_nombre,
      tipo_documento: datos.tutor_tipo_documento,
      documento: datos.tutor_documento,
      telefono: datos.tutor_telefono,
      relacion: datos.tutor_relacion,
    }),
  };
}

/**
 * Paso 'Información del paciente' de crear paciente (§5 y docs/decisiones.md (52)). `hoy` es
 * 'AAAA-MM-DD' de la clínica. Un teléfono o un correo (el teléfono del tutor vale por el de un
 * menor); de la dirección, la provincia y la población.
 */
export function validarInformacionPaciente(
  datos: DatosPaciente,
  { hoy }: { hoy: string },
): Errores<keyof DatosPaciente> {
  const sinContacto =
    datos.telefono.trim() === '' && datos.email.trim() === '' && datos.tipo_documento !== 'ninguno';
  const opcional = (valor: string, validar: (valor: string) => string | undefined) =>
    valor.trim() === '' ? undefined : validar(valor);
  return {
    ...soloConMensaje({
      nombre: validarNombre(datos.nombre),
      primer_apellido: validarPrimerApellido(datos.primer_apellido),
      segundo_apellido: validarSegundoApellido(datos.segundo_apellido),
      fecha_nacimiento: validarFechaNacimiento(datos.fecha_nacimiento, hoy),
      sexo: validarOpcion(datos.sexo),
      telefono: sinContacto ? MENSAJES_TUTOR.contacto : opcional(datos.telefono, validarTelefono),
      email: opcional(datos.email, validarEmail),
      provincia: obligatorio(datos.provincia, MENSAJES.provinciaObligatoria),
      poblacion: obligatorio(datos.poblacion, MENSAJES.poblacionObligatoria),
      cp: opcional(datos.cp, (cp) => validarCodigoPostal(cp, datos.provincia || undefined)),
    }),
    ...erroresDelDocumento(datos, hoy),
  };
}

/** Paso 'Asignar contraseña' (§5 y docs/decisiones.md (11)). */
export function validarAsignarContrasena(
  datos: DatosContrasena,
  personales: DatosPersonales = {},
): Errores<keyof DatosContrasena> {
  return soloConMensaje<keyof DatosContrasena>({
    password: validarContrasena(datos.password, personales),
    repetirPassword: validarRepeticionContrasena(datos.password, datos.repetirPassword),
  });
}

/** Inicio de sesión: correo y contraseña obligatorios (§5). */
export function validarLogin(datos: {
  email: string;
  password: string;
}): Errores<'email' | 'password'> {
  return soloConMensaje({
    email: validarEmailLogin(datos.email),
    password: validarContrasenaLogin(datos.password),
  });
}

/** Paso 'Búsqueda del paciente' de crear cita. */
export function validarBusquedaPaciente(datos: { dni: string }): Errores<'dni'> {
  return soloConMensaje({ dni: validarDniBusqueda(datos.dni) });
}

/**
 * Paso 'Asignar datos' de crear y modificar cita: fecha no pasada, hora de entre los huecos
 * libres cuando ya se conocen, y un radiólogo.
 */
export function validarDatosCita(
  datos: DatosCita,
  {
    hoy,
    huecos,
    profesional = 'radiologo',
    diasCerrados = [],
  }: {
    hoy: string;
    huecos?: readonly string[];
    profesional?: TipoProfesional;
    /** Los días sin consulta que ha dado el servidor: uno de ellos se rechaza diciendo por qué. */
    diasCerrados?: readonly DiaCerrado[];
  },
): Errores<keyof DatosCita> {
  const cerrado = diasCerrados.find((dia) => dia.fecha === datos.fecha);
  const fecha = validarFechaCita(datos.fecha, hoy);
  return soloConMensaje<keyof DatosCita>({
    // A day the server says is closed is refused with its reason, a weekend's too.
    fecha:
      cerrado && (fecha === undefined || fecha === MENSAJE_DIA_CERRADO)
        ? mensajeDelDiaCerrado(cerrado, profesional)
        : fecha,
    hora: validarHoraLibre(datos.hora, huecos),
    idProfesional:
      profesional === 'medico'
        ? validarMedico(datos.idProfesional)
        : validarRadiologo(datos.idProfesional),
  });
}
