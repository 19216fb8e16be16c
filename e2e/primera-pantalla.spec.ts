import type { Page } from '@playwright/test';
import { diasDeLaDemoHoy, hoyEnLaClinica, tituloDelDia } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * The patient's home, Mis citas, Pedir cita, the radiologist's citas, Crear paciente and Crear cita have their
 * first screen drawn in their HTML at build time (apps/clinic/vite.config.ts,
 * `primerasPantallas`): with the app's code held back, the page already shows its frame and
 * heading, inert and hidden from assistive technology (which hears 'Cargando…'); once the code
 * comes, the app puts the same boxes in the same places (no layout shift beyond Core Web Vitals'
 * 'good', 0.1) and works as before. Nothing here changes data.
 */

declare global {
  interface Window {
    desplazamientos: number;
    /** What moved, to tell why when it is too much: when, how much, and the first box's text. */
    movidos: [number, number, string][];
    pintados: number[];
    /** The errors made as the page opened (`Error`, `TypeError`, `RangeError`): kind and message. */
    erroresHechos: string[];
  }
}

const PAGINAS: {
  cuenta: (typeof CUENTAS)[keyof typeof CUENTAS];
  ruta: string;
  /** For a page of one cita: its address, found as its user finds it (the address is `ruta`'s). */
  abrir?: (page: Page) => Promise<void>;
  anchos: number[];
  titulo: string;
  /** The heading once the app has read the session, when it names the user. */
  tituloDespues?: string;
  texto: string | RegExp;
  /**
   * At a phone's width, its data can be larger than its first screen's largest text: then the
   * largest paint may be the data's, which comes with the app (Chrome counts a text's first paint
   * only: whether the data counts depends on whether its line was painted blank first).
   */
  datosMayores?: true;
  despues: (page: Page) => Promise<void>;
}[] = [
  {
    cuenta: CUENTAS.paciente,
    ruta: '/paciente',
    anchos: [375, 1280],
    titulo: 'Hola',
    tituloDespues: 'Hola, Lucía',
    // The reminders' box is in its place before the account comes, its box waiting.
    texto: 'Un correo antes de cada cita para recordártela.',
    despues: async (page: Page) => {
      const casilla = page.getByRole('checkbox', { name: 'Recordatorios por correo' });
      await expect(casilla).toBeChecked();
      await expect(casilla).toBeEnabled();
      await expect(page.getByRole('heading', { level: 2, name: 'Tu próxima cita' })).toBeVisible();
      await page.getByRole('link', { name: 'Mis citas' }).click();
      await expect(page).toHaveURL(/\/paciente\/misCitas/);
    },
  },
  {
    cuenta: CUENTAS.paciente,
    ruta: '/paciente/misCitas',
    // On a desktop the clinic's boxes grow with its hours and address as they come.
    anchos: [375, 1280],
    titulo: 'Mis citas',
    texto: 'Tus citas con la clínica y cómo contactar con nosotros.',
    // What only the app draws, once it has taken over: its data's section, and a live link.
    despues: async (page: Page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Historial de citas' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Pedir cita' }).click();
      await expect(page).toHaveURL(/\/paciente\/pedirCita/);
    },
  },
  {
    cuenta: CUENTAS.paciente,
    ruta: '/paciente/pedirCita',
    anchos: [375],
    titulo: 'Tipo de cita',
    texto: 'En la consulta de la clínica.',
    despues: async (page: Page) => {
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByText('Elige el tipo de cita.').first()).toBeVisible();
    },
  },
  {
    cuenta: CUENTAS.medico,
    ruta: '/medico',
    anchos: [375],
    titulo: 'Citas de hoy',
    texto: 'Pacientes de hoy',
    despues: async (page: Page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Calendario de citas' }).first(),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
      await expect(page).toHaveURL(/\/medico\/cambiarContrasena/);
    },
  },
  {
    // Drawn by the server on the visit, for the clinic's today (apps/api/src/http/day-screens.ts).
    cuenta: CUENTAS.administrativo,
    ruta: '/administrativo/citas',
    anchos: [375, 1280],
    titulo: tituloDelDia(hoyEnLaClinica()),
    texto: /^Día$/,
    despues: async (page: Page) => {
      await expect(page.getByRole('group', { name: 'Día' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Crear cita' }).click();
      await expect(page).toHaveURL(/\/administrativo\/crearCita/);
    },
  },
  {
    cuenta: CUENTAS.radiologo,
    ruta: '/radiologo',
    anchos: [375],
    titulo: 'Citas',
    texto: 'Tus citas de radiología: las que te quedan por informar, las de hoy y las próximas.',
    despues: async (page: Page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Pendientes de informar' }),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Buscar cita' }).click();
      await expect(page).toHaveURL(/\/radiologo\/buscarCita/);
    },
  },
  {
    cuenta: CUENTAS.administrativo,
    ruta: '/administrativo/crearPaciente',
    // On a desktop the staff's side bar shows, and fills in once the session is read.
    anchos: [375, 1280],
    titulo: 'Información del paciente',
    texto: 'Por ejemplo, 12345678Z.',
    // What is typed goes into the app's own field, and stays there.
    despues: async (page: Page) => {
      const nombre = page.getByRole('textbox', { name: 'Nombre', exact: true });
      await nombre.fill('Lucía');
      await expect(nombre).toHaveValue('Lucía');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByText('El primer apellido es obligatorio.').first()).toBeVisible();
      await expect(nombre).toHaveValue('Lucía');
    },
  },
  {
    cuenta: CUENTAS.administrativo,
    ruta: '/administrativo/crearCita',
    anchos: [375],
    titulo: 'Búsqueda del paciente',
    texto: '8 números y una letra, o un NIE (X, Y o Z, 7 números y una letra).',
    despues: async (page: Page) => {
      const dni = page.getByRole('textbox', { name: 'DNI del paciente' });
      await dni.fill('12345678Z');
      await expect(dni).toHaveValue('12345678Z');
      await expect(dni).toBeFocused();
    },
  },
  {
    // 'Crear informe de la cita', opened from the first cita left to report: its first screen
    // is the same for any cita, which the query only finds.
    cuenta: CUENTAS.radiologo,
    ruta: '/radiologo/buscarCita/citas',
    abrir: async (page: Page) => {
      await page
        .getByRole('button', { name: /^Crear informe/ })
        .first()
        .click();
    },
    anchos: [375],
    titulo: 'Crear informe de la cita',
    // The step itself, its cita's lines blank until the server says which cita it is.
    texto: /^PNG, JPEG, WebP o DICOM\./,
    despues: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Subir pruebas' })).toBeVisible();
      const informe = page.getByRole('textbox', { name: 'Informe de la prueba' });
      await informe.fill('Sin hallazgos.');
      await expect(informe).toHaveValue('Sin hallazgos.');
    },
  },
  {
    // The diagnosis of a cita, opened from the doctor's last working day: its first screen is
    // the same for any cita.
    cuenta: CUENTAS.medico,
    ruta: '/medico/citas/',
    abrir: async (page: Page) => {
      const ayer = diasDeLaDemoHoy().find((dia) => dia.posicion === -1)?.fecha;
      await page.goto(`/medico/inicio?dia=${ayer}`);
      await page
        .getByRole('button', { name: /^Abrir cita/ })
        .first()
        .click();
    },
    anchos: [375, 1280],
    titulo: 'Diagnóstico de la cita',
    texto: 'Volver al inicio',
    // The cita's line (code, day, hour, kind of cita) wraps to more lines than the heading.
    datosMayores: true,
    despues: async (page: Page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Historial del paciente' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL(/\/medico\/inicio/);
    },
  },
];

// Each at a phone's width, the first screen's reason; at a desktop's where the frame or the page
// draws something else there.
for (const {
  cuenta,
  ruta,
  abrir,
  anchos,
  titulo,
  tituloDespues,
  texto,
  datosMayores,
  despues,
} of PAGINAS) {
  for (const ancho of anchos) {
    test(`${ruta} a ${ancho} px se ve antes de que llegue el código de la aplicación, y la aplicación la toma sin moverla`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: ancho, height: 800 });
      await iniciarSesion(page, cuenta);
      await expect(page).not.toHaveURL(/\/login/);
      let direccion = ruta;
      if (abrir) {
        await abrir(page);
        await expect(page).toHaveURL((url) => url.pathname.startsWith(ruta));
        const url = new URL(page.url());
        direccion = url.pathname + url.search;
      }

      // The page's layout shifts and its largest paints, from its very start; and every error
      // made as it opens: with DevTools attached, as in Lighthouse and here, the first one made
      // inside a large file had the browser parse that file again (react-dom's markers: 35–58 ms
      // of a load's main thread; apps/clinic/vite.config.ts, `marcadoresDeReactSinPila`).
      await page.addInitScript(() => {
        window.erroresHechos = [];
        for (const nombre of ['Error', 'TypeError', 'RangeError'] as const) {
          const original = window[nombre];
          const anotar = (mensaje: unknown) =>
            window.erroresHechos.push(`${nombre}(${String(mensaje).slice(0, 60)})`);
          window[nombre] = new Proxy(original, {
            construct(destino, argumentos, nuevo) {
              anotar(argumentos[0]);
              return Reflect.construct(destino, argumentos, nuevo);
            },
            apply(destino, esto, argumentos) {
              anotar(argumentos[0]);
              return Reflect.apply(destino, esto, argumentos);
            },
          });
        }
        window.desplazamientos = 0;
        window.movidos = [];
        window.pintados = [];
        new PerformanceObserver((lista) => {
          for (const entrada of lista.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[]) {
            if (entrada.hadRecentInput) continue;
            window.desplazamientos += entrada.value;
            const caja = entrada.sources[0]?.node;
            window.movidos.push([
              Math.round(entrada.startTime),
              entrada.value,
              `${caja?.nodeName} ${caja?.textContent?.slice(0, 40)}`,
            ]);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((lista) => {
          for (const entrada of lista.getEntries()) window.pintados.push(entrada.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // The app's code (every file but the entry's) waits until the first screen has been seen.
      let soltar = () => {};
      const retenido = new Promise<void>((resolve) => {
        soltar = resolve;
      });
      await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (peticion) => {
        await retenido;
        await peticion.continue();
      });
      // A day's first screen waits for the server to have loaded what draws it, as it starts.
      await expect
        .poll(async () => (await page.request.get(direccion)).text())
        .toContain('data-primera-pantalla');
      await page.goto(direccion);

      const h1 = page.locator('h1');
      await expect(h1).toHaveText(titulo);
      await expect(h1).toBeVisible();
      await expect(page.getByText(texto).first()).toBeVisible();
      await expect(page.locator('#raiz > [inert]')).toHaveCount(1);
      // Out of the accessibility tree, which has only the page's status.
      await expect(page.getByRole('heading', { name: titulo })).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText('Cargando…');
      const soltadoEn = await page.evaluate(() => performance.now());

      soltar();
      await expect(
        page.getByRole('heading', { level: 1, name: tituloDespues ?? titulo }),
      ).toBeVisible();
      await expect(page.locator('[inert]')).toHaveCount(0);
      expect(await page.evaluate(() => window.erroresHechos)).toEqual([]);
      await revisarAccesibilidad(page);
      // The largest paint came from the HTML, before the app's code, and on a phone nothing the
      // app drew later was larger, unless its data can be (on a desktop, Mis citas' clinic boxes
      // grow larger with their data); what moved as the app took over stays within 'good'.
      const pintados = await page.evaluate(() => window.pintados);
      expect(ancho === 375 && !datosMayores ? pintados.at(-1) : pintados[0]).toBeLessThan(
        soltadoEn,
      );
      expect(
        await page.evaluate(() => window.desplazamientos),
        JSON.stringify(await page.evaluate(() => window.movidos)),
      ).toBeLessThan(0.1);

      await despues(page);
    });
  }
}
