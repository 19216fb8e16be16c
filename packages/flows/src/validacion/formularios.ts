import type { DiaCerrado } from '@clinica/api-client';
import { type DatosPersonales, mensajeDelDiaCerrado } from '@clinica/api-client/reglas';
import type { DatosCita, DatosContrasena, DatosPaciente, Errores, TipoProfesional } from '../tipos';
import { validarCodigoPostal } from './codigoPostal';
import { validarDniBusqueda, validarDniPaciente } from './dni';
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

/** Paso 'Información del paciente' de crear paciente (§5). `hoy` es 'AAAA-MM-DD' de la clínica. */
export function validarInformacionPaciente(
  datos: DatosPaciente,
  { hoy }: { hoy: string },
): Errores<keyof DatosPaciente> {
  return soloConMensaje<keyof DatosPaciente>({
    nombre: validarNombre(datos.nombre),
    primer_apellido: validarPrimerApellido(datos.primer_apellido),
    segundo_apellido: validarSegundoApellido(datos.segundo_apellido),
    fecha_nacimiento: validarFechaNacimiento(datos.fecha_nacimiento, hoy),
    telefono: validarTelefono(datos.telefono),
    email: validarEmail(datos.email),
    dni: validarDniPaciente(datos.dni),
    sexo: validarOpcion(datos.sexo),
    provincia: obligatorio(datos.provincia, MENSAJES.provinciaObligatoria),
    poblacion: obligatorio(datos.poblacion, MENSAJES.poblacionObligatoria),
    cp: validarCodigoPostal(datos.cp, datos.provincia || undefined),
    direccion: obligatorio(datos.direccion, MENSAJES.direccionObligatoria),
    numero: obligatorio(datos.numero, MENSAJES.numeroObligatorio),
    piso: undefined,
    puerta: undefined,
    escalera: undefined,
  });
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
