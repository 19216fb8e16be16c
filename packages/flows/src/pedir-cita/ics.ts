/**
 * 'Añadir al calendario': la cita como un iCalendar (RFC 5545) de un solo evento, en la hora de
 * pared de la clínica (Europe/Madrid, con su VTIMEZONE para que cualquier calendario la entienda).
 */

export interface CitaParaCalendario {
  num_cita: string;
  /** 'AAAA-MM-DD' de la clínica. */
  fecha: string;
  /** 'HH:MM' de la clínica. */
  hora: string;
  tipo_cita: string;
  /** El médico, para el resumen del evento. */
  profesional?: string;
  /** @default 60 (§9: una hora) */
  duracionMinutos?: number;
  /** La dirección de la clínica (un ajuste del servidor): el lugar del evento. */
  direccion?: string;
  /** En una cita telefónica, el teléfono al que llaman: el lugar del evento es la llamada. */
  telefono?: string;
}

const CLINICA = 'Clínica';

/** Los avisos del evento: el día antes y una hora antes (RFC 5545 §3.6.6, VALARM DISPLAY). */
const AVISOS = [
  { antes: '-P1D', texto: 'mañana' },
  { antes: '-PT1H', texto: 'dentro de una hora' },
] as const;

/** '612345678' → '612 345 678', como se dice un teléfono. */
export const telefonoLegible = (telefono: string) =>
  /^\d{9}$/.test(telefono) ? telefono.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : telefono;

/** Escapa un texto (RFC 5545 §3.3.11): barra, punto y coma, coma y saltos de línea. */
export function escaparTexto(texto: string): string {
  return texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Pliega una línea en trozos de 75 octetos como mucho (§3.1), sin partir un carácter UTF-8. */
export function plegarLinea(linea: string): string {
  const codificador = new TextEncoder();
  const trozos: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const caracter of linea) {
    const tam = codificador.encode(caracter).length;
    const limite = trozos.length === 0 ? 75 : 74; // las siguientes empiezan con un espacio
    if (octetos + tam > limite) {
      trozos.push(actual);
      actual = '';
      octetos = 0;
    }
    actual += caracter;
    octetos += tam;
  }
  trozos.push(actual);
  return trozos.join('\r\n ');
}

/** '2026-12-03', '10:00' → '20261203T100000'. */
function fechaHoraLocal(fecha: string, hora: string): string {
  return `${fecha.replaceAll('-', '')}T${hora.replace(':', '')}00`;
}

/** La hora de pared `minutos` después (la cita no cruza la medianoche en esta clínica). */
function sumarMinutos(fecha: string, hora: string, minutos: number): string {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const inicio = Date.UTC(
    Number(fecha.slice(0, 4)),
    Number(fecha.slice(5, 7)) - 1,
    Number(fecha.slice(8, 10)),
    h,
    m,
  );
  const fin = new Date(inicio + minutos * 60_000).toISOString();
  return `${fin.slice(0, 10).replaceAll('-', '')}T${fin.slice(11, 13)}${fin.slice(14, 16)}00`;
}

/** Un instante en UTC para DTSTAMP: '20261201T093000Z'. */
function instanteUtc(ahora: Date): string {
  return `${ahora.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** La zona de Madrid: hora de verano del último domingo de marzo al último de octubre. */
const VTIMEZONE_MADRID = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** El texto .ics de la cita, con líneas CRLF. */
export function calendarioDeCita(cita: CitaParaCalendario, ahora = new Date()): string {
  const duracion = cita.duracionMinutos ?? 60;
  const resumen = `Cita ${cita.num_cita}: ${cita.tipo_cita}`;
  const llamada = cita.telefono ? `Te llamarán al ${telefonoLegible(cita.telefono)}` : undefined;
  const descripcion = [
    `Número de cita: ${cita.num_cita}`,
    `Tipo de cita: ${cita.tipo_cita}`,
    ...(cita.profesional ? [`Médico: ${cita.profesional}`] : []),
    ...(llamada ? [`${llamada}.`] : cita.direccion ? [`Dirección: ${cita.direccion}`] : []),
  ].join('\n');
  const lugar = llamada ?? (cita.direccion ? `${CLINICA}, ${cita.direccion}` : CLINICA);
  const avisos = AVISOS.flatMap(({ antes, texto }) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:${antes}`,
    `DESCRIPTION:${escaparTexto(`Recordatorio: tu cita ${cita.num_cita} es ${texto}, a las ${cita.hora}.`)}`,
    'END:VALARM',
  ]);
  const lineas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinica//Pedir cita//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE_MADRID,
    'BEGIN:VEVENT',
    `UID:cita-${cita.num_cita}@clinica`,
    `DTSTAMP:${instanteUtc(ahora)}`,
    `DTSTART;TZID=Europe/Madrid:${fechaHoraLocal(cita.fecha, cita.hora)}`,
    `DTEND;TZID=Europe/Madrid:${sumarMinutos(cita.fecha, cita.hora, duracion)}`,
    `SUMMARY:${escaparTexto(resumen)}`,
    `DESCRIPTION:${escaparTexto(descripcion)}`,
    `LOCATION:${escaparTexto(lugar)}`,
    'STATUS:CONFIRMED',
    ...avisos,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lineas.map(plegarLinea).join('\r\n')}\r\n`;
}

/** El nombre del archivo: 'cita-48213K.ics'. */
export const archivoDeCalendario = (numCita: string) => `cita-${numCita}.ics`;

/** Descarga el .ics en el navegador (un blob: nada sale del origen de la clínica). */
export function descargarCalendario(cita: CitaParaCalendario): void {
  const blob = new Blob([calendarioDeCita(cita)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = archivoDeCalendario(cita.num_cita);
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
