/**
 * The texts of every message the clinic sends (docs/decisiones.md (50)), in Spanish, as plain text
 * and HTML: who it is from (the clinic's name, address and phone, as its responsable wrote them
 * in 'Agenda'), what happened, and nothing clinical: of a cita only its number, day, hour, kind
 * ('Radiología' or 'Medicina familiar') and place.
 */
import { telefonoLegible } from '../domain/calendario';

export interface ClinicaDelMensaje {
  nombre: string;
  direccion: string;
  telefono: string;
}

export interface Mensaje {
  asunto: string;
  texto: string;
  html: string;
}

/** A cita as a message names it. */
export interface CitaDelMensaje {
  num_cita: string;
  fecha: string;
  hora: string;
  /** 'Radiología' or 'Medicina familiar'. */
  especialidad: string;
  /** A telephone cita: they call the patient instead of the patient coming. */
  telefonica: boolean;
  /**
   * Whose cita it is, when the message goes to someone else: a child's guardian
   * (docs/decisiones.md (52)).
   */
  paciente?: string;
}

export type MotivoDeCita = 'reservada' | 'cambiada' | 'anulada';

/** '2026-12-03' → '03/12/2026'. */
export const fechaLegible = (fecha: string) => fecha.split('-').reverse().join('/');

/** The kind of cita a message may name: never the test, only the service. */
export const especialidadDe = (especialidad: number) =>
  especialidad === 2 ? 'Radiología' : 'Medicina familiar';

const escapar = (texto: string) =>
  texto
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const nombreDe = (clinica: ClinicaDelMensaje) => clinica.nombre || 'La clínica';

/** 'en Clínica San Rafael', or 'en la clínica' while it has no name (not 'en La clínica'). */
const enLaClinica = (clinica: ClinicaDelMensaje) =>
  clinica.nombre ? `en ${clinica.nombre}` : 'en la clínica';

/** A sentence's end: its full stop, unless it already ends in one ('… S.L.', not '… S.L..'). */
const conPunto = (frase: string) => (/[.!?…]$/.test(frase) ? frase : `${frase}.`);

function pie(clinica: ClinicaDelMensaje): string[] {
  return [
    nombreDe(clinica),
    ...(clinica.direccion ? [clinica.direccion] : []),
    ...(clinica.telefono ? [`Teléfono: ${telefonoLegible(clinica.telefono)}`] : []),
  ];
}

/** One message from its paragraphs: the text joined by blank lines, the HTML as paragraphs. */
function componer(
  asunto: string,
  saludo: string,
  parrafos: string[],
  clinica: ClinicaDelMensaje,
  enlace?: { texto: string; url: string },
): Mensaje {
  const cierre = 'Este mensaje se ha enviado automáticamente; no respondas a esta dirección.';
  const texto = [
    saludo,
    ...parrafos,
    ...(enlace ? [`${enlace.texto}:\n${enlace.url}`] : []),
    cierre,
    pie(clinica).join('\n'),
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    `<title>${escapar(asunto)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a;">',
    `<p>${escapar(saludo)}</p>`,
    ...parrafos.map((parrafo) => `<p>${escapar(parrafo).replaceAll('\n', '<br>')}</p>`),
    ...(enlace ? [`<p><a href="${escapar(enlace.url)}">${escapar(enlace.texto)}</a></p>`] : []),
    `<p style="color: #555;">${escapar(cierre)}</p>`,
    `<p style="color: #555;">${pie(clinica).map(escapar).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { asunto, texto, html };
}

function detalleDeCita(cita: CitaDelMensaje, clinica: ClinicaDelMensaje, anulada = false): string {
  return [
    ...(cita.paciente ? [`Paciente: ${cita.paciente}`] : []),
    `Número de cita: ${cita.num_cita}`,
    `Día: ${fechaLegible(cita.fecha)}`,
    `Hora: ${cita.hora}`,
    `Tipo de cita: ${cita.especialidad}`,
    cita.telefonica
      ? // An annulled call is not made: the mail says what it was, not a promise.
        anulada
        ? 'Era una cita telefónica: ya no te llamaremos.'
        : 'Es una cita telefónica: te llamaremos al teléfono que nos diste.'
      : `Lugar: ${[nombreDe(clinica), clinica.direccion].filter(Boolean).join(', ')}`,
  ].join('\n');
}

/** The confirmation of a cita booked, moved or cancelled; the invitation goes attached. */
export function mensajeDeCita(
  motivo: MotivoDeCita,
  nombre: string,
  cita: CitaDelMensaje,
  clinica: ClinicaDelMensaje,
): Mensaje {
  const asunto = {
    reservada: `Cita reservada: ${fechaLegible(cita.fecha)} a las ${cita.hora}`,
    cambiada: `Cita cambiada: ahora el ${fechaLegible(cita.fecha)} a las ${cita.hora}`,
    anulada: `Cita anulada: ${fechaLegible(cita.fecha)} a las ${cita.hora}`,
  }[motivo];
  const que = {
    reservada: 'Tienes una cita reservada en la clínica.',
    cambiada: 'Tu cita ha cambiado de día u hora. Estos son los datos nuevos.',
    anulada: 'Tu cita ha sido anulada. Si necesitas otra, pídela en la clínica o en tu área.',
  }[motivo];
  const calendario =
    motivo === 'anulada'
      ? 'El archivo adjunto la quita de tu calendario.'
      : 'El archivo adjunto la añade a tu calendario (o la actualiza si ya estaba).';
  return componer(
    asunto,
    `Hola, ${nombre}:`,
    [que, detalleDeCita(cita, clinica, motivo === 'anulada'), calendario],
    clinica,
  );
}

/** The reminder before a cita. */
export function mensajeDeRecordatorio(
  nombre: string,
  cita: CitaDelMensaje,
  clinica: ClinicaDelMensaje,
): Mensaje {
  return componer(
    `Recordatorio: tu cita del ${fechaLegible(cita.fecha)} a las ${cita.hora}`,
    `Hola, ${nombre}:`,
    [
      'Te recordamos tu próxima cita.',
      detalleDeCita(cita, clinica),
      'Si no puedes venir, cancélala o cámbiala en tu área de paciente o llamando a la clínica.',
      'Si no quieres recibir recordatorios, desactívalos en tu área de paciente.',
    ],
    clinica,
  );
}

/** A link to choose a password: after '¿Has olvidado tu contraseña?', or a new account's. */
export function mensajeDeEnlace(
  proposito: 'recuperacion' | 'invitacion',
  nombre: string,
  url: string,
  clinica: ClinicaDelMensaje,
): Mensaje {
  if (proposito === 'recuperacion') {
    return componer(
      'Elige una contraseña nueva',
      `Hola, ${nombre}:`,
      [
        'Has pedido una contraseña nueva para entrar en la clínica. El enlace caduca en 30 minutos y sirve una sola vez; al usarlo se cierran todas tus sesiones abiertas.',
        'Si no lo has pedido tú, no hagas nada: tu contraseña no cambia.',
      ],
      clinica,
      { texto: 'Elegir contraseña nueva', url },
    );
  }
  return componer(
    `Te damos de alta ${enLaClinica(clinica)}`,
    `Hola, ${nombre}:`,
    [
      `${conPunto(`Ya tienes una cuenta ${enLaClinica(clinica)}`)} Para entrar, elige tu contraseña con este enlace, que caduca en 7 días y sirve una sola vez.`,
      'Si crees que es un error, no hagas nada y avisa a la clínica.',
    ],
    clinica,
    { texto: 'Elegir mi contraseña', url },
  );
}
