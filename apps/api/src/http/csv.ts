import { fechaLegible, NOMBRES_DE_ROL, relojDePared } from '@clinica/api-client/reglas';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { CsvColumn, CsvDeclaration, Operation } from '../contract/operations';
import type { Rol } from '../db/schema';
import { wallClock } from '../domain/clinic-time';
import { contentDisposition } from './send-file';

/**
 * The lists the contract marks with `x-clinica-csv` answer a spreadsheet too, to whoever asks with
 * `Accept: text/csv`: written here from the operation's own JSON answer, after its handler and its
 * audit (the same rows, the same rows audited), so that a field or a value the operation gains
 * reaches the sheet without a change here. A spreadsheet in Spanish opens it as it is: UTF-8 with
 * a BOM, `;` between fields, CRLF, quotes where needed, dd/mm/aaaa dates, and a text that a sheet
 * would run as a formula made plain text.
 */

/** The most rows a sheet of every page holds: the first ones, in the list's order. */
export const FILAS_MAXIMAS_CSV = 10_000;

const JSON_O_CSV = ['application/json', 'text/csv'];

/** Whether the request prefers the spreadsheet (`Accept`); JSON when it says nothing. */
export function pideCsv(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(JSON_O_CSV) === 'text/csv';
}

type Fila = Record<string, unknown>;

/** 'fecha_nacimiento' → 'Fecha nacimiento': the header of a field the contract does not name. */
const cabeceraDe = (campo: string) => {
  const palabras = campo.replace(/_/g, ' ').trim();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const MOMENTO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as a person reads it in the sheet. */
function valorLegible(valor: unknown, zonaHoraria: string): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  // A decimal comma, as a Spanish spreadsheet reads numbers.
  if (typeof valor === 'number') return String(valor).replace('.', ',');
  if (typeof valor === 'string') {
    if (FECHA.test(valor)) return fechaLegible(valor);
    if (MOMENTO.test(valor)) {
      const { dia, mes, anio, hora, minuto } = relojDePared(new Date(valor), zonaHoraria);
      return `${dia}/${mes}/${anio} ${hora}:${minuto}`;
    }
    return valor;
  }
  if (Array.isArray(valor)) return valor.map((v) => valorLegible(v, zonaHoraria)).join(', ');
  if (typeof valor === 'object') {
    return Object.entries(valor)
      .map(([clave, v]) => `${cabeceraDe(clave)}: ${valorLegible(v, zonaHoraria)}`)
      .join('; ');
  }
  return String(valor);
}

function celda(columna: CsvColumn, valor: unknown, zonaHoraria: string): string {
  if (columna.valores === 'rol' && typeof valor === 'number') {
    return NOMBRES_DE_ROL[valor as Rol] ?? String(valor);
  }
  if (columna.valores && columna.valores !== 'rol' && typeof valor === 'string') {
    const palabra = columna.valores[valor];
    if (palabra !== undefined) return palabra;
  }
  return valorLegible(valor, zonaHoraria);
}

/**
 * A column's value: `campo` is a field of the row, or a path into one of its objects
 * (`tutor.nombre`), empty when any step is missing.
 */
function valorDe(fila: Fila, campo: string): unknown {
  let valor: unknown = fila;
  for (const paso of campo.split('.')) {
    if (valor === null || typeof valor !== 'object') return undefined;
    valor = (valor as Fila)[paso];
  }
  return valor;
}

/**
 * The sheet: the contract's columns in its order, then any other field the rows carry (the order
 * they first appear in), with its own name for a header; `omitir`'s fields never.
 */
export function hojaCsv(
  filas: readonly Fila[],
  declaracion: Pick<CsvDeclaration, 'columnas' | 'omitir'>,
  zonaHoraria: string,
): string {
  const columnas: CsvColumn[] = [...declaracion.columnas];
  const conocidas = new Set([...columnas.map((c) => c.campo), ...declaracion.omitir]);
  for (const fila of filas) {
    for (const campo of Object.keys(fila)) {
      if (conocidas.has(campo)) continue;
      conocidas.add(campo);
      columnas.push({ campo, cabecera: cabeceraDe(campo) });
    }
  }
  return stringify(
    [
      columnas.map((c) => c.cabecera),
      ...filas.map((fila) => columnas.map((c) => celda(c, valorDe(fila, c.campo), zonaHoraria))),
    ],
    { bom: true, delimiter: ';', record_delimiter: 'windows', escape_formulas: true },
  );
}

type Handler = (request: FastifyRequest<never>, reply: FastifyReply) => Promise<unknown>;

/** The rows of one JSON answer, where the declaration says they are. */
function filasDe(operation: Operation, declaracion: CsvDeclaration, respuesta: unknown): Fila[] {
  const lista = declaracion.filas
    ? (respuesta as Record<string, unknown> | null)?.[declaracion.filas]
    : respuesta;
  if (!Array.isArray(lista)) {
    throw new Error(`${operation.operationId}: la respuesta no trae las filas de x-clinica-csv.`);
  }
  return lista as Fila[];
}

/** Whether a page of the answer says another follows (`hayMas`, or `total` beyond this page). */
function hayOtraPagina(respuesta: unknown): boolean {
  const { hayMas, total, pagina, por_pagina } = (respuesta ?? {}) as Record<string, unknown>;
  if (typeof hayMas === 'boolean') return hayMas;
  return (
    typeof total === 'number' &&
    typeof pagina === 'number' &&
    typeof por_pagina === 'number' &&
    pagina * por_pagina < total
  );
}

export interface CsvOptions {
  timeZone: string;
  clock: () => Date;
}

/**
 * The operation's handler (already wrapped by its audit), answering its list as a spreadsheet to
 * a request that asks for one; unchanged for any other. A sheet of every page (`paginas`) calls
 * the handler once per page, each page audited as its JSON answer would be.
 */
export function conCsv<H extends Handler>(
  operation: Operation,
  handler: H,
  { timeZone, clock }: CsvOptions,
): H {
  const declaracion = operation.csv;
  if (!declaracion) return handler;
  const conHoja = async (request: FastifyRequest<never>, reply: FastifyReply) => {
    // One URL, two answers: a cache keeps them apart.
    reply.header('vary', 'Accept');
    if (!pideCsv(request)) return handler(request, reply);
    const consulta = (request.query ?? {}) as Record<string, unknown>;
    const filas: Fila[] = [];
    try {
      for (let pagina = 1; ; pagina++) {
        if (declaracion.paginas) {
          (request as { query: unknown }).query = {
            ...consulta,
            pagina,
            ...(declaracion.porPagina ? { por_pagina: declaracion.porPagina } : {}),
          };
        }
        const respuesta = await handler(request, reply);
        filas.push(...filasDe(operation, declaracion, respuesta));
        if (!declaracion.paginas || filas.length >= FILAS_MAXIMAS_CSV) break;
        if (!hayOtraPagina(respuesta)) break;
      }
    } finally {
      (request as { query: unknown }).query = consulta;
    }
    const fecha =
      typeof consulta.fecha === 'string' ? consulta.fecha : wallClock(clock(), timeZone).fecha;
    reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', contentDisposition(`${declaracion.archivo}-${fecha}.csv`))
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(hojaCsv(filas.slice(0, FILAS_MAXIMAS_CSV), declaracion, timeZone), 'utf8');
  };
  return conHoja as H;
}
