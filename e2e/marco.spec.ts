import type { Page } from '@playwright/test';
import { CLINICA_DEMO } from '../apps/api/src/seed/demo-people';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

const LEMA = 'Tu entrada, el inicio hacia el bienestar óptimo';

/** Nothing wider than the window: no sideways scrolling on a phone. */
async function sinDesbordeLateral(page: Page) {
  const { ancho, visible } = await page.evaluate(() => ({
    ancho: document.documentElement.scrollWidth,
    visible: document.documentElement.clientWidth,
  }));
  expect(ancho).toBeLessThanOrEqual(visible);
}

/** The side bar's current item: marked for assistive technology and not by colour alone. */
async function marcada(page: Page, nombre: string) {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const enlace = menu.getByRole('link', { name: nombre, exact: true });
  await expect(enlace).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(enlace).toHaveCSS('font-weight', '700');
  expect(await enlace.evaluate((e) => getComputedStyle(e).boxShadow)).toContain('inset');
}

test.describe('El marco de la aplicación', () => {
  for (const [ancho, alto] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    test(`la entrada, a ${ancho}×${alto}: <main>, nombre y marca de la clínica y el lema`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: ancho, height: alto });
      await page.goto('/login');
      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      // The clinic's saved name ('Agenda'), not the kit's word.
      await expect(main.getByText(CLINICA_DEMO.nombre, { exact: true })).toBeVisible();
      await expect(main.getByText(LEMA, { exact: true })).toBeVisible();
      await expect(main.locator('svg[data-invertida]')).toBeVisible();
      await sinDesbordeLateral(page);
      await revisarAccesibilidad(page);
    });

    test(`una dirección desconocida sin sesión, a ${ancho}×${alto}: <main> y márgenes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: ancho, height: alto });
      await page.goto('/no-existe/en-ninguna-parte');
      const main = page.getByRole('main');
      const titulo = main.getByRole('heading', { level: 1, name: 'Página no encontrada' });
      await expect(titulo).toBeVisible();
      await expect(main.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeVisible();
      // Not flush against the window: room on the left, and centred when there is space.
      const caja = await titulo.boundingBox();
      expect(caja?.x ?? 0).toBeGreaterThanOrEqual(32);
      if (ancho === 1280) {
        const tarjeta = await main.locator('h1').locator('xpath=../..').boundingBox();
        const izquierda = tarjeta?.x ?? 0;
        const derecha = ancho - izquierda - (tarjeta?.width ?? 0);
        expect(Math.abs(izquierda - derecha)).toBeLessThan(24);
      }
      await sinDesbordeLateral(page);
      await revisarAccesibilidad(page);
    });
  }

  test('la barra lateral marca «Citas» en /administrativo y en /administrativo/citas', async ({
    page,
  }) => {
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await marcada(page, 'Citas');
    await revisarAccesibilidad(page);
    await page.getByRole('link', { name: 'Crear paciente' }).click();
    await expect(page).toHaveURL(/\/administrativo\/crearPaciente$/);
    await marcada(page, 'Crear paciente');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Citas' })
      .click();
    await expect(page).toHaveURL(/\/administrativo\/citas$/);
    await marcada(page, 'Citas');
    // The clinic's saved name in the side bar and in the document's title, not the kit's word.
    await expect(
      page.getByText(CLINICA_DEMO.nombre, { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(` · ${CLINICA_DEMO.nombre}$`));
  });

  test('con sesión, la entrada pide los datos de la clínica una vez, mientras baja el código de la página', async ({
    page,
  }) => {
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    // The home's own requests (the clinic's name among them) are over before the count starts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A cold visit with the session already stored, as after closing the tab.
    const pedidas: string[] = [];
    page.on('request', (peticion) => pedidas.push(new URL(peticion.url()).pathname));
    await page.goto('/administrativo/crearPaciente');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Información del paciente' }),
    ).toBeVisible();
    expect(pedidas.filter((ruta) => ruta === '/api/clinica')).toHaveLength(1);
    // Asked before the page's own code, not once it has arrived and rendered.
    const pagina = pedidas.findIndex((ruta) => /\/assets\/CrearPaciente-[\w-]+\.js$/.test(ruta));
    expect(pagina).toBeGreaterThan(-1);
    expect(pedidas.indexOf('/api/clinica')).toBeLessThan(pagina);
  });

  for (const { cuenta, direccion, encabezado, datos } of [
    {
      cuenta: CUENTAS.paciente,
      direccion: '/paciente',
      encabezado: /^Hola, /,
      datos: [/^\/api\/citas\/mostrarCitasDelPaciente\/\d+$/],
    },
    {
      cuenta: CUENTAS.paciente,
      direccion: '/paciente/misCitas',
      encabezado: 'Mis citas',
      datos: [
        /^\/api\/citas\/mostrarCitasDelPaciente\/\d+$/,
        /^\/api\/citas\/antelacionCancelacion$/,
      ],
    },
    {
      cuenta: CUENTAS.medico,
      direccion: '/medico',
      encabezado: 'Citas de hoy',
      datos: [/^\/api\/citas\/mostrarCitasMedico\/\d+$/],
    },
    {
      // The diagnosis page finds its cita among the doctor's citas of the address's day: asked
      // by the entry for that day (any day: here none of them is this number).
      cuenta: CUENTAS.medico,
      direccion: '/medico/citas/-/2026-12-01/10:00/Nadie/1/?id=0000',
      encabezado: 'Diagnóstico de la cita',
      datos: [/^\/api\/citas\/mostrarCitasPorFechaMedico\/2026-12-01\/\d+$/],
    },
  ]) {
    test(`con sesión, la entrada pide la cuenta y los datos de ${direccion} una vez, antes del código de la página`, async ({
      page,
    }) => {
      await iniciarSesion(page, cuenta);
      // Signed in: the app has stored the session and left /login (the sign-in page's own heading
      // is visible from the start, and the page was idle before the press).
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A cold visit with the session already stored, as after closing the tab.
      const pedidas: string[] = [];
      page.on('request', (peticion) => pedidas.push(new URL(peticion.url()).pathname));
      await page.goto(direccion);
      await expect(page.getByRole('heading', { level: 1, name: encabezado })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page took the entry's answers: it asked none of them again.
      const alServidor = (patron: RegExp) => pedidas.filter((ruta) => patron.test(ruta));
      for (const patron of [/^\/api\/usuarios\/yo$/, ...datos]) {
        expect(alServidor(patron), String(patron)).toHaveLength(1);
      }
      // Asked beside the app's files, not once the page's code had come and run.
      const codigo = pedidas.findIndex((ruta) => /\/assets\/comun-[\w-]+\.js$/.test(ruta));
      expect(codigo).toBeGreaterThan(-1);
      for (const patron of datos) {
        expect(pedidas.findIndex((ruta) => patron.test(ruta))).toBeLessThan(
          pedidas.findLastIndex((ruta) => /\/assets\/.+\.js$/.test(ruta)),
        );
      }
    });
  }

  test('la barra lateral del radiólogo y del médico marca su portada', async ({ page }) => {
    await iniciarSesion(page, CUENTAS.radiologo);
    await expect(page).toHaveURL(/\/radiologo$/);
    await marcada(page, 'Citas');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await iniciarSesion(page, CUENTAS.medico);
    await expect(page).toHaveURL(/\/medico$/);
    await marcada(page, 'Citas');
    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page).toHaveURL(/\/medico\/inicio$/);
    await marcada(page, 'Inicio');
    // A page the doctor's area does not have marks nothing.
    await page.goto('/medico/no-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(page.locator('nav [aria-current="page"]')).toHaveCount(0);
  });

  test('la fecha de nacimiento: 31/02 no se convierte en otra fecha; el año se elige en el calendario', async ({
    page,
  }) => {
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    await page.goto('/administrativo/crearPaciente');
    const fecha = page.getByRole('group', { name: 'Fecha de nacimiento' });
    await fecha.getByRole('spinbutton', { name: /día/ }).click();
    await page.keyboard.type('31021990');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const mensaje = page.getByText('Esa fecha no existe: febrero no tiene 31 días.');
    await expect(mensaje).toBeVisible();
    await expect(fecha).toContainText('31/02/1990');
    await expect(fecha.getByRole('spinbutton', { name: /día/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await revisarAccesibilidad(page);

    // Keyboard only: the calendar, then 'Año' and 'Mes' in its header.
    await fecha.getByRole('spinbutton', { name: /día/ }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    const calendario = page.getByRole('dialog');
    await expect(calendario).toBeVisible();
    await calendario.getByRole('button', { name: /Año$/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('1985');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('mar');
    await page.keyboard.press('Enter');
    await expect(calendario.getByRole('heading')).toHaveText(/marzo de 1985/);
    await revisarAccesibilidad(page);
    await calendario.getByRole('button', { name: /, 17 de marzo de 1985/ }).click();
    await expect(calendario).toBeHidden();
    await expect(fecha).toContainText('17/03/1985');
    await expect(mensaje).toBeHidden();
  });
});
