import type { RangoDePared } from '../db/queries/citas';
import type { RangoDeFechas } from '../db/queries/pacientes';
import { addDays, isCalendarDate, lastDayOfMonth, wallClock } from '../domain/clinic-time';
import { peticionNoValida, TEXTOS_FHIR } from './errores';

/**
 * A search's query, as FHIR's REST API reads it (docs/fhir.md): each parameter once unless it
 * says otherwise, dates with a prefix, references by id, a page by `_count` and `_offset`.
 */
export type Consulta = Record<string, string | string[] | undefined>;

/** Paging: at most this many entries a page, 20 unless `_count` says otherwise. */
export const POR_PAGINA = 20;
export const MAXIMO_POR_PAGINA = 100;

/** Parameters of every search, handled before any resource's own. */
export const GENERALES = new Set(['_count', '_offset', '_format']);

/** The one value of a parameter, or undefined; repeated is a client's mistake. */
export function unValor(consulta: Consulta, nombre: string): string | undefined {
  const valor = consulta[nombre];
  if (valor === undefined) return undefined;
  if (Array.isArray(valor)) throw peticionNoValida(TEXTOS_FHIR.parametroRepetido(nombre));
  if (valor === '') throw peticionNoValida(TEXTOS_FHIR.parametroVacio(nombre));
  if (valor.length > 200) throw peticionNoValida(TEXTOS_FHIR.texto(nombre));
  return valor;
}

/** Every value of a parameter that may repeat (a date range: `date=ge…&date=lt…`). */
export function valores(consulta: Consulta, nombre: string): string[] {
  const valor = consulta[nombre];
  const lista = valor === undefined ? [] : Array.isArray(valor) ? valor : [valor];
  for (const uno of lista) {
    if (uno === '') throw peticionNoValida(TEXTOS_FHIR.parametroVacio(nombre));
    if (uno.length > 200) throw peticionNoValida(TEXTOS_FHIR.texto(nombre));
  }
  return lista;
}

/** The page asked for: `_count` (0–100) entries from `_offset`. */
export function paginaPedida(consulta: Consulta): { offset: number; limit: number } {
  const cantidad = unValor(consulta, '_count');
  const desplazamiento = unValor(consulta, '_offset');
  let limit = POR_PAGINA;
  if (cantidad !== undefined) {
    if (!/^\d{1,3}$/.test(cantidad) || Number(cantidad) > MAXIMO_POR_PAGINA) {
      throw peticionNoValida(TEXTOS_FHIR.cantidad);
    }
    limit = Number(cantidad);
  }
  let offset = 0;
  if (desplazamiento !== undefined) {
    if (!/^\d{1,9}$/.test(desplazamiento)) throw peticionNoValida(TEXTOS_FHIR.desplazamiento);
    offset = Number(desplazamiento);
  }
  return { offset, limit };
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** `_id`: one id or several, separated by commas. */
export function ids(consulta: Consulta): string[] | undefined {
  const valor = unValor(consulta, '_id');
  if (valor === undefined) return undefined;
  const lista = valor.split(',');
  if (!lista.every((id) => ID.test(id))) throw peticionNoValida(TEXTOS_FHIR.id('_id'));
  return lista;
}

/** A FHIR id that is one of the database's ids (a positive integer), or undefined. */
export function idNumerico(id: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const numero = Number(id);
  return numero <= 2_147_483_647 ? numero : undefined;
}

/**
 * A reference parameter (`patient=123`, `Patient/123`, or an absolute URL ending so): the id;
 * an id of no record of ours (`abc`) matches nothing: 0.
 */
export function referencia(consulta: Consulta, nombre: string, tipo: string): number | undefined {
  const valor = unValor(consulta, nombre);
  if (valor === undefined) return undefined;
  if (valor.includes(',')) throw peticionNoValida(TEXTOS_FHIR.varios(nombre));
  const match = new RegExp(`^(?:(?:.*/)?${tipo}/)?([A-Za-z0-9\\-.]{1,64})$`).exec(valor);
  if (!match?.[1]) throw peticionNoValida(TEXTOS_FHIR.referencia(nombre, tipo));
  return idNumerico(match[1]) ?? 0;
}

/** A one-valued text parameter, trimmed, without commas (FHIR's OR): ours take one value. */
export function texto(consulta: Consulta, nombre: string): string | undefined {
  const valor = unValor(consulta, nombre);
  if (valor === undefined) return undefined;
  if (valor.includes(',')) throw peticionNoValida(TEXTOS_FHIR.varios(nombre));
  const limpio = valor.trim();
  if (!limpio) throw peticionNoValida(TEXTOS_FHIR.parametroVacio(nombre));
  return limpio;
}

type Prefijo = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
const PREFIJOS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

const FECHA = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const MOMENTO =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function prefijoYValor(nombre: string, valor: string): [Prefijo, string] {
  const letras = /^[a-z]{2}/.exec(valor)?.[0];
  if (!letras) return ['eq', valor];
  if (!PREFIJOS.has(letras)) throw peticionNoValida(TEXTOS_FHIR.prefijo(nombre, letras));
  return [letras as Prefijo, valor.slice(2)];
}

/** The first and last day a date of year, month or day precision covers; undefined if no date. */
function diasDe(valor: string): [string, string] | undefined {
  const match = FECHA.exec(valor);
  if (!match) return undefined;
  const [, anio, mes, dia] = match;
  if (anio === '0000') return undefined;
  if (!mes) return [`${anio}-01-01`, `${anio}-12-31`];
  if (!dia) {
    const primero = `${anio}-${mes}-01`;
    return isCalendarDate(primero) ? [primero, lastDayOfMonth(`${anio}-${mes}`)] : undefined;
  }
  return isCalendarDate(valor) ? [valor, valor] : undefined;
}

/**
 * What a prefix makes of a value that covers `primero`…`ultimo` (a day covers its minutes, a month
 * its days): `gt` starts one step after it, `lt` ends one step before, `ne` is outside it.
 * `paso` moves a value one step (a day, a minute) either way.
 */
function rangoDelPrefijo<T>(
  prefijo: Prefijo,
  primero: T,
  ultimo: T,
  paso: (valor: T, pasos: number) => T,
): { desde?: T; hasta?: T; fuera?: true } {
  switch (prefijo) {
    case 'eq':
      return { desde: primero, hasta: ultimo };
    case 'ne':
      return { desde: primero, hasta: ultimo, fuera: true };
    case 'ge':
      return { desde: primero };
    case 'gt':
      return { desde: paso(ultimo, 1) };
    case 'le':
      return { hasta: ultimo };
    default:
      // lt
      return { hasta: paso(primero, -1) };
  }
}

/** `birthdate`: each value a range of days (a birth date has no time). */
export function rangosDeFechas(consulta: Consulta, nombre: string): RangoDeFechas[] | undefined {
  const lista = valores(consulta, nombre);
  if (lista.length === 0) return undefined;
  return lista.map((uno) => {
    const [prefijo, valor] = prefijoYValor(nombre, uno);
    const dias = diasDe(valor);
    if (!dias) throw peticionNoValida(TEXTOS_FHIR.fecha(nombre));
    const [primero, ultimo] = dias;
    return rangoDelPrefijo(prefijo, primero, ultimo, addDays);
  });
}

/** The minute after or before a moment of the wall clock. */
function minutoDespues({ fecha, hora }: { fecha: string; hora: string }, minutos: number) {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const total = h * 60 + m + minutos;
  const dias = Math.floor(total / 1440);
  const resto = ((total % 1440) + 1440) % 1440;
  return {
    fecha: addDays(fecha, dias),
    hora: `${String(Math.floor(resto / 60)).padStart(2, '0')}:${String(resto % 60).padStart(2, '0')}`,
  };
}

/**
 * `date` of a cita (its day and hour on the clinic's wall clock, `timeZone`): each value a range of
 * minutes; a moment with its zone is read on the clinic's clock.
 */
export function rangosDePared(
  consulta: Consulta,
  nombre: string,
  timeZone: string,
): RangoDePared[] | undefined {
  const lista = valores(consulta, nombre);
  if (lista.length === 0) return undefined;
  return lista.map((uno) => {
    const [prefijo, valor] = prefijoYValor(nombre, uno);
    let primero: { fecha: string; hora: string };
    let ultimo: { fecha: string; hora: string };
    const dias = diasDe(valor);
    if (dias) {
      primero = { fecha: dias[0], hora: '00:00' };
      ultimo = { fecha: dias[1], hora: '23:59' };
    } else {
      // A '+' left unescaped in a query string arrives as a space: the zone is still meant.
      const escrito = valor.replace(/ (\d{2}:\d{2})$/, '+$1');
      const match = MOMENTO.exec(escrito);
      const momento = match ? new Date(escrito) : undefined;
      if (!match?.[1] || !isCalendarDate(match[1]) || !momento || Number.isNaN(momento.getTime())) {
        throw peticionNoValida(TEXTOS_FHIR.fecha(nombre));
      }
      primero = wallClock(momento, timeZone);
      ultimo = primero;
    }
    return rangoDelPrefijo(prefijo, primero, ultimo, minutoDespues);
  });
}

/** `status`-like token parameters: codes separated by commas (FHIR's OR), system optional. */
export function codigos(consulta: Consulta, nombre: string, sistema: string): string[] | undefined {
  const valor = unValor(consulta, nombre);
  if (valor === undefined) return undefined;
  return valor.split(',').map((uno) => {
    const barra = uno.lastIndexOf('|');
    if (barra === -1) return uno;
    const suSistema = uno.slice(0, barra);
    // Another system's code is none of ours: it matches nothing.
    return suSistema === '' || suSistema === sistema ? uno.slice(barra + 1) : '';
  });
}
