import {
  CONTRASENA_DEMO,
  CUENTAS,
  expect,
  iniciarSesion,
  revisarAccesibilidad,
  test,
} from './fixtures';

test.describe('Inicio de sesión', () => {
  test('la página de entrada es accesible y dice el lema', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText('Tu entrada, el inicio hacia el bienestar óptimo')).toBeVisible();
    await revisarAccesibilidad(page);
  });

  const destinos = [
    ['administrativo', CUENTAS.administrativo, '/administrativo'],
    ['médico', CUENTAS.medico, '/medico'],
    ['radiólogo', CUENTAS.radiologo, '/radiologo'],
    ['paciente', CUENTAS.paciente, '/paciente'],
  ] as const;

  for (const [rol, email, inicio] of destinos) {
    test(`el ${rol} entra y llega a su inicio`, async ({ page }) => {
      await iniciarSesion(page, email);
      await expect(page).toHaveURL(new RegExp(`${inicio}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('token_usuario'));
      expect(token).toBeTruthy();
      await revisarAccesibilidad(page);
    });
  }

  test('con la sesión guardada, abrir / o /login lleva al inicio del rol', async ({ page }) => {
    await iniciarSesion(page, CUENTAS.medico);
    await expect(page).toHaveURL(/\/medico$/);
    // Cold visits: their HTML names none of the app's files (src/main.ts asks for them).
    for (const direccion of ['/', '/login']) {
      await page.goto(direccion);
      await expect(page).toHaveURL(/\/medico$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
    }
  });

  test('una contraseña incorrecta muestra el mensaje y no entra', async ({ page }) => {
    await iniciarSesion(page, CUENTAS.administrativo, 'no-es-la-clave');
    await expect(page.getByRole('alert')).toContainText(
      'El correo electrónico o la contraseña no son correctos.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await revisarAccesibilidad(page);
  });

  test('sin sesión, una ruta protegida lleva a /login', async ({ page }) => {
    await page.goto('/administrativo/citas');
    await expect(page).toHaveURL(/\/login\?volver=%2Fadministrativo%2Fcitas$/);
  });

  test('con otro rol, una ruta ajena lleva al inicio propio', async ({ page }) => {
    await iniciarSesion(page, CUENTAS.paciente);
    await expect(page).toHaveURL(/\/paciente$/);
    await page.goto('/administrativo/crearCita');
    await expect(page).toHaveURL(/\/paciente$/);
  });

  test('Salir revoca el token en el servidor y vuelve a /login', async ({ page, request }) => {
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    const token = await page.evaluate(() => localStorage.getItem('token_usuario'));
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token_usuario'))).toBeNull();
    const respuesta = await request.get('/api/usuarios/yo', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(respuesta.status()).toBe(401);
  });

  test('la entrada en frío carga solo lo de iniciar sesión; la aplicación llega al entrar', async ({
    page,
  }) => {
    // The app's own module (router, server cache, frames) has 'aplicacion' in its file name.
    const aplicacion: string[] = [];
    page.on('request', (peticion) => {
      if (/\/assets\/aplicacion-[^/]+\.js$/.test(peticion.url())) aplicacion.push(peticion.url());
    });
    await page.goto('/login?motivo=caducada');
    await expect(page.getByText('Tu sesión ha caducado. Inicia sesión de nuevo.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(CUENTAS.medico);
    expect(aplicacion).toEqual([]);
    await page.getByLabel('Contraseña', { exact: true }).fill(CONTRASENA_DEMO);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/medico$/);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
    expect(aplicacion).toHaveLength(1);
    // With a session, a visit to /login opens the role's home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/medico$/);
  });
});
