// A first screen's markup made into its page: at build time for the addresses whose first screen
// is always the same (apps/clinic/vite.config.ts, `primerasPantallas`), and on each request by
// the server for those drawn for a day (./pantallas.tsx, `paginaDelDia`). Plain strings, no DOM.

/** The folder of the build with the first screens' pages, and the server's module beside them. */
export const CARPETA_DE_PRIMERAS_PANTALLAS = 'primeras';

/** Where, in that folder, the server finds the module that draws a day's first screen. */
export const CARPETA_DEL_DIA = 'del-dia';

/**
 * The folder's index, which the server reads as it starts (apps/api/src/app.ts,
 * `pagesWithFirstScreen`): each address with a page of its own, and which file it is.
 */
export const INDICE_DE_PRIMERAS_PANTALLAS = 'paginas.json';

/** One page of that index. */
export interface PaginaConPrimeraPantalla {
  /** Its address, without query; a `:name` segment stands for any one segment. */
  ruta: string;
  /** Its file, within the folder (`/`-separated). */
  pagina: string;
  /** Whether an address with a query gets it too. */
  conConsulta: boolean;
}

/** The file (without extension) of an address's page: a `:name` segment becomes `_name`. */
export const archivoDe = (ruta: string) => ruta.slice(1).replace(/(^|\/):/g, '$1_');

/** The page's root in index.html, where the first screen goes. */
const RAIZ = /<div id="raiz">.*<\/div>/;

/** Whether index.html has the root a first screen goes into. */
export const tieneRaiz = (plantilla: string) => RAIZ.test(plantilla);

/**
 * The page's CSP takes no style attribute (React sets them through the DOM, which it allows):
 * each one becomes a class of the page's own stylesheet, `estilos` (style → class). A style not
 * there yet is added when `anadir`; otherwise the markup cannot be served (`undefined`).
 */
export function sinAtributosDeEstilo(
  html: string,
  estilos: Map<string, string>,
  anadir: boolean,
): string | undefined {
  let desconocido = false;
  const resultado = html.replace(/ style="([^"]*)"/g, (_todo, estilo: string) => {
    let clase = estilos.get(estilo);
    if (clase === undefined) {
      if (!anadir) desconocido = true;
      clase = `primera-pantalla-${estilos.size}`;
      if (anadir) estilos.set(estilo, clase);
    }
    return ` data-estilo="${clase}"`;
  });
  return desconocido ? undefined : resultado;
}

/** The page's own stylesheet: each style attribute's class, as strong as the attribute was. */
export function hojaDeEstilos(estilos: Map<string, string>): string {
  return [...estilos]
    .map(([estilo, clase]) => {
      const declaraciones = estilo.split(';').filter(Boolean);
      return `[data-estilo="${clase}"]{${declaraciones.map((d) => `${d} !important`).join(';')}}`;
    })
    .join('\n');
}

/**
 * The page: index.html whose head already names the screen's stylesheets (`plantilla`), with the
 * screen in its root, inert and hidden from assistive technology (inert already hides it in
 * browsers that follow the spec; aria-hidden says so to any other), beside the status that says
 * the page is loading. Throws when the markup is not one `<div>`.
 */
export function paginaConPantalla(plantilla: string, html: string): string {
  // React puts before it the preloads of the images it draws (the side bar's logo): the page
  // asks for them as it draws them anyway.
  const sinPrecargas = html.replace(/^(<link [^>]*\/>)+/, '');
  if (!sinPrecargas.startsWith('<div ')) throw new Error('the first screen is not one <div>');
  const pantalla = sinPrecargas.replace(/^<div /, '<div inert="" aria-hidden="true" ');
  return plantilla.replace(
    RAIZ,
    () =>
      `<div id="raiz" data-primera-pantalla=""><p class="cargando-al-abrir" role="status">Cargando…</p>${pantalla}</div>`,
  );
}
