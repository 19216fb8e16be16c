import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { isCalendarDate, wallClock } from '../domain/clinic-time';

/**
 * The pages whose first screen names a day (the day list's heading, and its day field): the
 * clinic app's build writes, beside its other first screens, a module that draws them and what
 * each page needs (apps/clinic/src/primera-pantalla/pantallas.tsx, `paginaDelDia`); the server
 * draws the page for the clinic's today, or for the day its one parameter names, on the visit.
 */
const FOLDER = path.join('primeras', 'del-dia');

/** What the build wrote for each page: its HTML, its style classes, the parameter of its day. */
type DayData = Record<string, { plantilla: string; estilos: unknown; parametroDelDia?: string }>;

interface DayModule {
  paginaDelDia(datos: DayData, ruta: string, dia: string): string | undefined;
}

/** A drawn page, kept with its compressed copies: the same page all day for everyone. */
export interface DayPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Pages kept: today's and the few days the desk looks at. */
const KEPT = 64;
/**
 * Pages drawn a minute at most (a few milliseconds each, on the server's own thread): enough for
 * a clinic's visits, which ask today's, while a stream of visits asking other days each gets the
 * app's plain page rather than taking the server's time.
 */
const DRAWN_A_MINUTE = 30;

export interface DayScreens {
  /** Starts loading the module, so that the first visits find it loaded. */
  warm(): Promise<void>;
  /** The page of `url` with its first screen drawn, or `undefined` when it has none now. */
  pageOf(url: string): Promise<DayPage | undefined>;
}

export function dayScreens(
  distDir: string,
  { clock, timeZone, log }: { clock: () => Date; timeZone: string; log: FastifyBaseLogger },
): DayScreens | undefined {
  const folder = path.join(distDir, FOLDER);
  const modulePath = path.join(folder, 'pantallas.js');
  const dataPath = path.join(folder, 'datos.json');
  if (!existsSync(modulePath) || !existsSync(dataPath)) return undefined;
  let data: DayData;
  try {
    data = JSON.parse(readFileSync(dataPath, 'utf8')) as DayData;
  } catch {
    log.warn(
      'primeras pantallas del día: datos.json ilegible; se sirve la página de la aplicación',
    );
    return undefined;
  }
  // Loaded once, in the background: until it is, visits get the app's plain page rather than
  // wait for it (it takes about a second to load).
  let loading: Promise<void> | undefined;
  let loaded: DayModule | undefined;
  const load = () => {
    loading ??= (import(pathToFileURL(modulePath).href) as Promise<DayModule>).then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        log.warn(
          { err: error },
          'primeras pantallas del día: el módulo no carga; se sirve la página de la aplicación',
        );
      },
    );
    return loading;
  };
  const kept = new Map<string, DayPage>();
  let minute = 0;
  let drawn = 0;

  return {
    warm: load,
    async pageOf(url) {
      const [pathname = '', query] = url.split('?', 2);
      const route = pathname.replace(/\/+$/, '');
      const page = Object.hasOwn(data, route) ? data[route] : undefined;
      if (!page) return undefined;
      let day = wallClock(clock(), timeZone).fecha;
      if (query !== undefined) {
        // Only the page's own parameter, once, naming a real day: anything else the app reads
        // itself (a marked cita, a chosen day) and may draw differently.
        const params = [...new URLSearchParams(query)];
        const [only] = params;
        if (params.length !== 1 || !only || only[0] !== page.parametroDelDia) return undefined;
        if (!isCalendarDate(only[1])) return undefined;
        day = only[1];
      }
      const key = `${route} ${day}`;
      const known = kept.get(key);
      if (known) return known;
      load();
      const module = loaded;
      if (!module) return undefined;
      const now = Math.floor(clock().getTime() / 60_000);
      if (now !== minute) {
        minute = now;
        drawn = 0;
      }
      if (drawn >= DRAWN_A_MINUTE) return undefined;
      drawn += 1;
      let html: string | undefined;
      try {
        html = module.paginaDelDia(data, route, day);
      } catch (error) {
        log.warn({ err: error, route }, 'primeras pantallas del día: no se pudo dibujar');
        return undefined;
      }
      if (html === undefined) return undefined;
      const drawnPage: DayPage = {
        html,
        br: brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
        gzip: gzipSync(html, { level: 9 }),
      };
      kept.set(key, drawnPage);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      return drawnPage;
    },
  };
}
