import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from 'vite';
import {
  archivoDe,
  CARPETA_DE_PRIMERAS_PANTALLAS,
  CARPETA_DEL_DIA,
  hojaDeEstilos,
  INDICE_DE_PRIMERAS_PANTALLAS,
  type PaginaConPrimeraPantalla,
  paginaConPantalla,
  sinAtributosDeEstilo,
  tieneRaiz,
} from './src/primera-pantalla/pagina';
import type { DatosDelDia } from './src/primera-pantalla/pantallas';

/**
 * Writes dist/.vite/paquetes.json: for each JS chunk, the npm packages whose code it holds (and
 * their rendered bytes: 'kit' for the workspace packages, 'app' for the app's own). The
 * bundle budgets (scripts/check-bundle-budgets.mjs) read it to prove that PDF, DICOM and other
 * heavy code sits only in chunks loaded on use.
 */
function paquetesPorChunk(): Plugin {
  return {
    name: 'clinica-paquetes-por-chunk',
    generateBundle(_options, bundle) {
      const paquetes: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Each package's rendered bytes in the chunk (before minification), the app's own as 'app'.
        const bytes: Record<string, number> = {};
        for (const id of chunk.moduleIds) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          const nombre = match?.[1] ?? (id.includes('/packages/') ? 'kit' : 'app');
          bytes[nombre] = (bytes[nombre] ?? 0) + (chunk.modules[id]?.renderedLength ?? 0);
        }
        paquetes[chunk.fileName] = bytes;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/paquetes.json',
        source: JSON.stringify(paquetes, null, 1),
      });
    },
  };
}

/**
 * @internationalized/date's `createCalendar` builds any of its 13 calendar systems by name, so
 * every date field carried all of them (react-aria-components' DateField and DatePicker call it
 * without a way to pass another). The app's only locale is es-ES, whose calendar is the
 * Gregorian one, which is also what the original returns for any name it does not know: here it
 * returns the Gregorian calendar for every name and the other twelve stay out of the bundle.
 */
function soloCalendarioGregoriano(): Plugin {
  const modulo = /@internationalized\/date\/dist\/private\/createCalendar\.mjs$/;
  return {
    name: 'clinica-solo-calendario-gregoriano',
    load(id) {
      if (!modulo.test(id)) return null;
      return [
        "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
        'export function createCalendar() {',
        '  return new GregorianCalendar();',
        '}',
      ].join('\n');
    },
  };
}

/**
 * react-aria-components keeps the calendar's four contexts in the same module as the calendar
 * itself (Calendar.mjs: its grid, cells, useCalendar and useCalendarState), and its DatePicker
 * imports one of those contexts. A module goes whole into one chunk, so every page with a date
 * picker loaded the calendar up front (~5 kB gzip) although the kit's DatePicker loads its
 * calendar only when it is about to open. Here the contexts live in a module of their own, which
 * Calendar.mjs and DatePicker.mjs both import: the same four objects, so behaviour is unchanged.
 * Should a new react-aria-components lay these files out otherwise, the build stops here.
 */
function contextosDelCalendarioAparte(): Plugin {
  const calendario = /react-aria-components\/dist\/private\/Calendar\.mjs$/;
  const selector = /react-aria-components\/dist\/private\/DatePicker\.mjs$/;
  const publico = 'clinica:contextos-del-calendario';
  const virtual = `\0${publico}`;
  const nombres = [
    'CalendarContext',
    'RangeCalendarContext',
    'CalendarStateContext',
    'RangeCalendarStateContext',
  ];
  return {
    name: 'clinica-contextos-del-calendario-aparte',
    apply: 'build',
    resolveId(id) {
      return id === publico ? virtual : null;
    },
    load(id) {
      if (id !== virtual) return null;
      return [
        "import { createContext } from 'react';",
        ...nombres.map((nombre) => `export const ${nombre} = /*#__PURE__*/ createContext(null);`),
      ].join('\n');
    },
    transform(code, id) {
      if (calendario.test(id)) {
        let nuevo = code;
        const importados: string[] = [];
        for (const nombre of nombres) {
          const local = new RegExp(`(\\$[\\w$]+) as ${nombre}\\b`).exec(code)?.[1];
          const definicion = new RegExp(
            `const ${local?.replaceAll('$', '\\$')} = [^;\\n]*createContext\\)\\(null\\);`,
          );
          if (!local || !definicion.test(nuevo)) {
            this.error(`${nombre} is no longer defined as expected in ${id}`);
          }
          nuevo = nuevo.replace(definicion, '');
          importados.push(`${nombre} as ${local}`);
        }
        return {
          code: `import { ${importados.join(', ')} } from '${publico}'; ${nuevo}`,
          map: null,
        };
      }
      if (selector.test(id)) {
        const importacion = /(import \{[^}]*CalendarContext[^}]*\} from )"\.\/Calendar\.mjs";/;
        if (!importacion.test(code)) this.error(`DatePicker.mjs no longer imports ./Calendar.mjs`);
        return { code: code.replace(importacion, `$1'${publico}';`), map: null };
      }
      return null;
    },
  };
}

/**
 * react-aria works out a default language as it loads (useDefaultLocale.mjs): it checks the
 * browser's with `Intl.DateTimeFormat.supportedLocalesOf`, whose first call makes the browser
 * list every locale it knows, ~100 ms of a slow phone's main thread before anything is drawn
 * (from a profile). The check only catches a malformed tag (RangeError, then
 * 'en-US'); `new Intl.Locale` throws the same error for the same tags without that list. The app
 * gives react-aria es-ES anyway (ClinicaProvider); this default is never shown. Should a new
 * react-aria write that call otherwise, the build stops here.
 */
function idiomaPorDefectoSinLista(): Plugin {
  const modulo = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;
  const llamada = /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/;
  return {
    name: 'clinica-idioma-por-defecto-sin-lista',
    apply: 'build',
    transform(code, id) {
      if (!modulo.test(id)) return null;
      if (!llamada.test(code)) this.error(`${id} no longer checks the locale as expected`);
      return { code: code.replace(llamada, 'new Intl.Locale(locale);'), map: null };
    },
  };
}

/**
 * react-dom makes five errors as it loads, never shown: markers it throws and catches by identity
 * to suspend a render (`SuspenseException`, `SuspenseyCommitException`, `SuspenseActionException`,
 * `HydrationMismatchException`, `SelectiveHydrationException`). Making an `Error` records where
 * it was made, and while DevTools is attached (Lighthouse, Playwright) the browser also records
 * each frame's line and column: V8 keeps those only for code that needed them, so the first
 * marker made it parse react-dom's whole module again (the function around its 200 kB) and the
 * file around it, 35–58 ms of the 45–60 ms its start took on this machine (a trace, and a page
 * timing `Error()` inside a large function: 43.6 ms with DevTools attached, 0.1 ms without;
 * docs/rendimiento.md, 'The twenty-first round'). Here each marker is an object of
 * `Error.prototype` with the same message, made without a stack; react-dom only compares them by
 * identity. Should a new react-dom make them otherwise, the build stops here.
 */
function marcadoresDeReactSinPila(): Plugin {
  const modulo = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
  const marcador = /\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/g;
  return {
    name: 'clinica-marcadores-de-react-sin-pila',
    apply: 'build',
    transform(code, id) {
      if (!modulo.test(id)) return null;
      const hallados = new Set([...code.matchAll(marcador)].map((m) => m[1]));
      if (hallados.size !== 5) this.error(`${id} no longer makes its five markers as expected`);
      const sinPila = (numero: string) =>
        `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${numero}), writable: true, configurable: true } })`;
      return { code: code.replace(marcador, (_, numero: string) => sinPila(numero)), map: null };
    },
  };
}

/**
 * How the build cuts the app into files. Left to itself, the bundler made a file of
 * every set of modules that some pages share: a signed-in page fetched 60–80 files, most of them
 * under 2 kB (an icon, a hook), and over HTTP/1.1 a slow phone fetches six at a time, so the page
 * waited round trip after round trip before it could draw. Here:
 * - `inicio`, the entry's file: what the HTML's script imports (src/main.ts and what it
 *   imports up front: the choice between the sign-in page and the app, the first request), a
 *   few kB. The browser can ask for every other file only once this one has run, so the rest
 *   stays out of it: with the next group inside (52 kB), the other files were asked ~0.5 s later
 *   on a slow phone (docs/rendimiento.md, 'Un arranque pequeño').
 * - `base`: what the sign-in page imports (React, xstate, react-aria's core, the kit's first
 *   components): that page is an entry of the build (`input`), so the bundler marks what it
 *   really uses ($initial, after tree-shaking). A cold /login loads it with the renderer and the
 *   page's own file; every other page needs most of it too, and loads it beside `comun`.
 * - `comun`: what at least `COMPARTIDO_POR` of the app's pages import up front (their static
 *   imports, followed through) and neither file above holds, in one file; and, in a second file
 *   of that name, src/marco/: the guards and frames the pages are drawn in, which the route
 *   table loads on demand like a page, with the session and the hooks they share with the pages.
 * - the rest as the bundler cuts it: each page's own code, and what a page loads only on use
 *   (PDF, DICOM, a calendar's pop-over), which is in no page's static imports and so in neither
 *   file above.
 * The bundle budgets (scripts/check-bundle-budgets.mjs) hold each route's bytes and number of
 * files; docs/rendimiento.md ('Web') has what this measured.
 */
const COMPARTIDO_POR = 4;
const PAGINA_DE_ENTRADA = 'src/entrada/Entrada.tsx';
function repartoEnArchivos() {
  const alAbrir = new Set<string>();
  // What the HTML's script imports up front, followed through: `inicio`.
  const delArranque = new Set<string>();
  // The modules the app loads with `import()` (its pages, the renderer, a pop-over, PDF…) and
  // the HTML: each starts a file of its own, so neither group may take it.
  const entradas = new Set<string>();
  // src/marco/, the guards and frames around the pages and what they share with them: the route
  // table loads the guards and frames on demand (src/rutas.ts), yet nearly every page is drawn
  // inside them: one file instead of five small ones that each page waited for (six at a time
  // over HTTP/1.1).
  const esUnMarco = (id: string) => /[\\/]src[\\/]marco[\\/][^\\/]+\.tsx?$/.test(id);
  const esDeLaAplicacion = (id: string) =>
    /[\\/]src[\\/](areas|marco|entrada)[\\/]|[\\/]src[\\/]aplicacion\.tsx$/.test(id);
  // What only the kit's DataTable brings (react-aria's table, its grid and selection pieces no
  // other component uses; TanStack Table too, until DataTable did without it): bytes that
  // `comun` gave every page, though only the pages with a table draw one. Their own file,
  // `tabla`, loaded by those pages.
  const esLaTabla = (id: string) => /[\\/]ui[\\/]src[\\/]DataTable[\\/]DataTable\.tsx$/.test(id);
  const soloDeLaTabla = new Set<string>();
  const plugin: Plugin = {
    name: 'clinica-reparto-en-archivos',
    apply: 'build',
    // The module graph is whole here, before the bundler cuts it into files: what the app's
    // pages import up front, through barrels too (what they do not use is not in the build).
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const modulo = this.getModuleInfo(id);
        if (modulo?.isEntry || (modulo?.dynamicImporters.length ?? 0) > 0) entradas.add(id);
      }
      // What `desde` imports up front, followed through (but not past `hasta`), into `en`.
      const seguir = (
        desde: readonly string[],
        en: Set<string>,
        hasta: (id: string) => boolean = () => false,
      ) => {
        const pendientes = [...desde];
        for (let id = pendientes.pop(); id !== undefined; id = pendientes.pop()) {
          if (en.has(id) || hasta(id)) continue;
          en.add(id);
          pendientes.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      seguir(
        [...this.getModuleIds()].filter((id) => /[\\/]index\.html$/.test(id)),
        delArranque,
      );
      seguir(
        [...entradas]
          .filter(esDeLaAplicacion)
          .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []),
        alAbrir,
      );
      // The table's modules that nothing else imports, from any entry, up front or on demand.
      const conLaTabla = new Set<string>();
      seguir([...this.getModuleIds()].filter(esLaTabla), conLaTabla);
      const sinLaTabla = new Set<string>();
      seguir([...entradas], sinLaTabla, esLaTabla);
      for (const id of conLaTabla) if (!sinLaTabla.has(id)) soloDeLaTabla.add(id);
    },
  };
  const grupos = [
    {
      name: 'inicio',
      test: (id: string) => delArranque.has(id),
      priority: 3,
    },
    {
      name: 'base',
      tags: ['$initial' as const],
      test: (id: string) => !entradas.has(id) && !delArranque.has(id),
      priority: 2,
    },
    {
      name: 'tabla',
      test: (id: string) => soloDeLaTabla.has(id),
      // Only those modules: what they import from the rest stays where it is (by default a
      // group takes its modules' imports too, and this one took Select, ListBox and Popover from
      // `comun`, and every page with them).
      includeDependenciesRecursively: false,
      priority: 1.5,
    },
    {
      name: 'comun',
      test: (id: string) => alAbrir.has(id) && !entradas.has(id) && !delArranque.has(id),
      minShareCount: COMPARTIDO_POR,
      priority: 1,
    },
    { name: 'comun', test: (id: string) => esUnMarco(id) && !delArranque.has(id), priority: 1 },
  ];
  return { plugin, grupos };
}
const reparto = repartoEnArchivos();

/**
 * The page of every address but `/`, /login and those with a first screen of their own
 * (`primerasPantallas`): the same HTML, which also names the app's files
 * (React's renderer, the router and the frames, `base`, `comun`, and their CSS) as preloads, so a
 * browser asks for them as it reads the HTML instead of once the entry's file has come and run:
 * a round trip and more sooner on a slow phone (docs/rendimiento.md, 'The eighth round'). The
 * entry (src/main.ts) loads the app for every such address, so none of these files is fetched in
 * vain. The server sends it for those addresses (apps/api/src/app.ts, `registerClinicApp`); `/`
 * and /login keep index.html, which asks for none of them: a cold sign-in page loads only what
 * signing in needs. The largest file first: it is the one the page waits for last. At low
 * priority: they must not hold back the first paint ('Cargando…', which needs only the HTML and
 * its CSS), nor the entry's file; with the browser's default (high) priority Lighthouse counted
 * them in the first paint (FCP 1.0 → 2.6 s in some runs).
 */
const HTML_DE_LA_APLICACION = 'aplicacion.html';
function htmlDeLaAplicacion(modulos: readonly string[]): Plugin {
  return {
    name: 'clinica-html-de-la-aplicacion',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is not in the bundle');
      const porArchivo = new Map(Object.values(bundle).map((salida) => [salida.fileName, salida]));
      // The HTML's own script (the sign-in page is an entry of the build too).
      const entrada = Object.values(bundle).find(
        (s) => s.type === 'chunk' && s.isEntry && /[\\/]index\.html$/.test(s.facadeModuleId ?? ''),
      );
      if (entrada?.type !== 'chunk') this.error("the HTML's script is not in the bundle");
      // What the HTML itself already loads: the entry's file, its imports and its CSS.
      const yaEnLaPagina = new Set<string>();
      const guion = new Set<string>();
      const hojas = new Set<string>();
      const seguir = (archivo: string, js: Set<string>, css: Set<string>) => {
        const chunk = porArchivo.get(archivo);
        if (chunk?.type !== 'chunk' || js.has(archivo)) return;
        js.add(archivo);
        for (const hoja of chunk.viteMetadata?.importedCss ?? []) css.add(hoja);
        for (const importado of chunk.imports) seguir(importado, js, css);
      };
      seguir(entrada.fileName, yaEnLaPagina, yaEnLaPagina);
      for (const modulo of modulos) {
        // Its file: the one it starts, or the group's that holds it (`reparto`).
        const id = path.resolve(import.meta.dirname, modulo);
        const chunk = Object.values(bundle).find(
          (s) => s.type === 'chunk' && (s.facadeModuleId === id || s.moduleIds.includes(id)),
        );
        if (!chunk) this.error(`${modulo} is in no file of the build`);
        seguir(chunk.fileName, guion, hojas);
      }
      const tamano = (archivo: string) => {
        const salida = porArchivo.get(archivo);
        return salida?.type === 'chunk' ? salida.code.length : 0;
      };
      const enlaces = [
        ...[...guion]
          .filter((archivo) => !yaEnLaPagina.has(archivo))
          .sort((a, b) => tamano(b) - tamano(a))
          .map(
            (archivo) =>
              `<link rel="modulepreload" crossorigin href="/${archivo}" fetchpriority="low">`,
          ),
        ...[...hojas]
          .filter((archivo) => !yaEnLaPagina.has(archivo))
          .map(
            (archivo) =>
              `<link rel="preload" as="style" crossorigin href="/${archivo}" fetchpriority="low">`,
          ),
      ];
      const fuente = String(html.source);
      if (!fuente.includes('</head>')) this.error('index.html has no </head>');
      this.emitFile({
        type: 'asset',
        fileName: HTML_DE_LA_APLICACION,
        source: fuente.replace('</head>', `${enlaces.map((e) => `  ${e}\n  `).join('')}</head>`),
      });
    },
  };
}

// In development the API runs apart (`npm run start -w @clinica/api`, port 3000); in production
// the server serves this build itself, from one origin.
/**
 * Brotli (quality 11) and gzip (level 9) copies beside each text file of the build, made once
 * here so the server sends them as they are (@fastify/static's preCompressed) instead of
 * compressing on every request or not at all.
 */
function precomprimir(): Plugin {
  let outDir = '';
  return {
    name: 'clinica-precomprimir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|wasm)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        comprimirJunto(file);
      }
    },
  };
}

/** A file's brotli and gzip copies beside it (`precomprimir`), when it is worth compressing. */
function comprimirJunto(file: string) {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
}

/**
 * Some addresses get a page of their own, dist/primeras/<address>.html, with their first screen
 * drawn in it (src/primera-pantalla/pantallas.tsx) and all the CSS it is drawn with as
 * stylesheets: a phone shows the frame and the page's heading as soon as the HTML and its CSS
 * have come, instead of 'Cargando…' until the app's code has come and run (2–3 s on a slow
 * phone). The screen is inert (nothing in it can be pressed or typed into before the app takes
 * over: a press would do nothing and a letter would be lost), hidden from assistive technology,
 * which hears 'Cargando…' as before; the entry (src/main.ts) asks for the app's code once it is
 * painted, and the app's first render replaces it with the same boxes. The server sends the page
 * for its address (apps/api/src/app.ts, `registerClinicApp`). Drawn in Node by a build of
 * pantallas.tsx for the server with the same vanilla-extract settings, so its classes are the
 * app's: the build stops if one of them is not in the app's code. The day list's first screen
 * names its day: that build goes into the folder too (`del-dia/`), with each such page's HTML,
 * and the server draws the page on the visit (apps/api/src/http/day-screens.ts).
 */
function primerasPantallas(): Plugin {
  let outDir = '';
  // Each JS file of the build: the modules in it, the files it imports up front, its CSS.
  const archivos = new Map<string, { modulos: string[]; imports: string[]; css: string[] }>();
  // The app's code, where every class name it can draw is written.
  let codigo = '';
  return {
    name: 'clinica-primeras-pantallas',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const salida of Object.values(bundle)) {
        if (salida.type !== 'chunk') continue;
        archivos.set(salida.fileName, {
          modulos: salida.moduleIds,
          imports: salida.imports,
          css: [...(salida.viteMetadata?.importedCss ?? [])],
        });
        codigo += salida.code;
      }
    },
    async closeBundle() {
      const raiz = import.meta.dirname;
      const salida = path.join(raiz, 'node_modules', '.cache', 'primeras-pantallas');
      await build({
        configFile: false,
        root: raiz,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { conditions: ['@clinica/source', ...defaultServerConditions] },
        ssr: { noExternal: [/^@clinica\//] },
        environments: {
          ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
        },
        build: {
          ssr: 'src/primera-pantalla/pantallas.tsx',
          outDir: salida,
          emptyOutDir: true,
          minify: false,
          target: 'node22',
        },
      });
      const modulo = pathToFileURL(path.join(salida, 'pantallas.js')).href;
      const { pintarPrimerasPantallas, PRIMERAS_PANTALLAS_DEL_DIA, pintarDelDia } = (await import(
        `${modulo}?${Date.now()}`
      )) as typeof import('./src/primera-pantalla/pantallas');
      const indice = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!tieneRaiz(indice)) this.error('index.html has no <div id="raiz">');
      const carpeta = path.join(outDir, CARPETA_DE_PRIMERAS_PANTALLAS);
      // The CSS of a module's file and of the files it imports up front.
      const hojasDe = (modulo: string, hojas: Set<string>) => {
        const id = path.resolve(raiz, modulo);
        const archivo = [...archivos].find(([, { modulos }]) => modulos.includes(id))?.[0];
        if (!archivo) this.error(`${modulo} is in no file of the build`);
        const pendientes = [archivo];
        const vistos = new Set<string>();
        for (let actual = pendientes.pop(); actual; actual = pendientes.pop()) {
          if (vistos.has(actual)) continue;
          vistos.add(actual);
          for (const hoja of archivos.get(actual)?.css ?? []) hojas.add(hoja);
          pendientes.push(...(archivos.get(actual)?.imports ?? []));
        }
      };
      const comprobarClases = (ruta: string, html: string) => {
        for (const [, clases] of html.matchAll(/class="([^"]*)"/g)) {
          for (const clase of clases?.split(/\s+/) ?? []) {
            // lucide's icons name themselves after the icon (`lucide-arrow-left`) as they draw.
            if (clase && !clase.startsWith('lucide') && !codigo.includes(clase)) {
              this.error(`${ruta}: the class ${clase} of its first screen is not the app's`);
            }
          }
        }
      };
      /**
       * index.html naming the CSS of the page's modules, of the app's root and of the entry's
       * own, and the page's own stylesheet for its style attributes, written beside its page.
       */
      const plantillaDe = (
        ruta: string,
        modulos: readonly string[],
        estilos: Map<string, string>,
      ) => {
        const hojas = new Set<string>();
        for (const m of ['src/main.ts', 'src/arranque.tsx', 'src/aplicacion.tsx', ...modulos])
          hojasDe(m, hojas);
        const enlaces = [...hojas]
          .filter((hoja) => !indice.includes(`/${hoja}"`))
          .map((hoja) => `  <link rel="stylesheet" crossorigin href="/${hoja}">\n  `);
        if (estilos.size) {
          const hojaPropia = path.join(carpeta, `${archivoDe(ruta)}.css`);
          mkdirSync(path.dirname(hojaPropia), { recursive: true });
          writeFileSync(hojaPropia, hojaDeEstilos(estilos));
          enlaces.push(
            `  <link rel="stylesheet" href="/${path.relative(outDir, hojaPropia)}">\n  `,
          );
        }
        return indice.replace('</head>', () => `${enlaces.join('')}</head>`);
      };
      const escribirPagina = (ruta: string, pagina: string) => {
        const archivo = path.join(carpeta, `${archivoDe(ruta)}.html`);
        mkdirSync(path.dirname(archivo), { recursive: true });
        writeFileSync(archivo, pagina);
        comprimirJunto(archivo);
        return path.relative(carpeta, archivo).split(path.sep).join('/');
      };
      const enPagina = (ruta: string, plantilla: string, html: string) => {
        try {
          return paginaConPantalla(plantilla, html);
        } catch (error) {
          this.error(`${ruta}: ${(error as Error).message}`);
        }
      };
      const paginas: PaginaConPrimeraPantalla[] = [];
      for (const { ruta, conConsulta, modulos, html } of pintarPrimerasPantallas()) {
        comprobarClases(ruta, html);
        const estilos = new Map<string, string>();
        const sinEstilos = sinAtributosDeEstilo(html, estilos, true) ?? '';
        const pagina = enPagina(ruta, plantillaDe(ruta, modulos, estilos), sinEstilos);
        paginas.push({ ruta, pagina: escribirPagina(ruta, pagina), conConsulta });
      }
      writeFileSync(path.join(carpeta, INDICE_DE_PRIMERAS_PANTALLAS), JSON.stringify(paginas));
      // A day's first screens are drawn by the server on each request (apps/api/src/app.ts), with
      // the module built above and what is learnt here from a year of days (the first, the
      // second and the last of each month: months of four, five and six weeks, every weekday):
      // their classes checked and their style attributes' classes, in their own stylesheet. A
      // day that draws a style not seen here is not served a first screen.
      const datos: DatosDelDia = {};
      const dias = Array.from({ length: 12 }, (_, mes) => {
        const yyyymm = `2027-${String(mes + 1).padStart(2, '0')}`;
        const ultimo = new Date(Date.UTC(2027, mes + 1, 0)).getUTCDate();
        return [`${yyyymm}-01`, `${yyyymm}-02`, `${yyyymm}-${ultimo}`];
      }).flat();
      for (const pagina of PRIMERAS_PANTALLAS_DEL_DIA) {
        const estilos = new Map<string, string>();
        for (const dia of dias) {
          const html = pintarDelDia(pagina, dia);
          comprobarClases(pagina.ruta, html);
          enPagina(pagina.ruta, indice, sinAtributosDeEstilo(html, estilos, true) ?? '');
        }
        datos[pagina.ruta] = {
          plantilla: plantillaDe(pagina.ruta, pagina.modulos, estilos),
          estilos: [...estilos],
          ...(pagina.parametroDelDia ? { parametroDelDia: pagina.parametroDelDia } : {}),
        };
      }
      const delDia = path.join(carpeta, CARPETA_DEL_DIA);
      mkdirSync(delDia, { recursive: true });
      copyFileSync(path.join(salida, 'pantallas.js'), path.join(delDia, 'pantallas.js'));
      writeFileSync(path.join(delDia, 'datos.json'), JSON.stringify(datos));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria's texts come, all of them and whatever the browser's language, from the es-ES
    // dictionary that ClinicaProvider gives react-aria: each of its packages' own
    // strings, of every locale, would never be read, so all of them stay out of the bundle.
    optimizeLocales.vite({ locales: [] }),
    soloCalendarioGregoriano(),
    contextosDelCalendarioAparte(),
    idiomaPorDefectoSinLista(),
    marcadoresDeReactSinPila(),
    reparto.plugin,
    paquetesPorChunk(),
    htmlDeLaAplicacion(['src/arranque.tsx', 'src/aplicacion.tsx']),
    primerasPantallas(),
    precomprimir(),
  ],
  resolve: { conditions: ['@clinica/source', ...defaultClientConditions] },
  // vanilla-extract evaluates every `.css.ts` in Vite's ssr environment: it must read the
  // packages' sources too, or a flow's styles would take their theme variables from
  // packages/ui/dist (other names than the theme the app ships, so no spacing or sizes).
  environments: {
    ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest maps each route's module to its chunks: the bundle budgets read it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        entrada: path.resolve(import.meta.dirname, PAGINA_DE_ENTRADA),
      },
      output: { codeSplitting: { groups: reparto.grupos } },
    },
  },
});
