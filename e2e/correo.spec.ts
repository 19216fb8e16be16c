import ICAL from 'ical.js';
import { CLINICA_DEMO } from '../apps/api/src/seed/demo-people';
import { citaDeRadiologia, crearPaciente } from './api';
import { ultimoEnlace, ultimoMensaje } from './correo';
import { dniNuevo } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * E-mail against the journeys' real server, which writes each message as an .eml file
 * (docs/correo.md): a patient asks for a new password and the link of the message sets it; a
 * booking's message carries a calendar invitation that a parser reads, with its reminder. The
 * first two through the API (the server's side); the last ones as people do it, through the
 * app's pages: '¿Has olvidado tu contraseña?' on /login and the message's link, the patient's
 * reminders, and a receptionist creating a patient with an invitation.
 */

const ANTES = 'Faro-de-Poniente-2026';
const DESPUES = 'una frase nueva que solo yo sé';
const datos = {
  nombre: 'Elena',
  primer_apellido: 'Correo',
  fecha_nacimiento: '1979-02-11',
  telefono: '644556677',
  password: ANTES,
  sexo: 'Mujer' as const,
  provincia: 'Madrid',
  poblacion: 'Getafe',
  cp: '28901',
  direccion: 'Calle Madrid',
  numero: '3',
};

test('una paciente pide una contraseña nueva; el enlace del mensaje la pone y la vieja deja de valer', async ({
  request,
  servidor,
}) => {
  const paciente = await crearPaciente(request, 'recuperar', datos);
  const pedida = await request.post('/api/contrasena/recuperar', {
    data: { email: paciente.email },
  });
  expect(pedida.status()).toBe(202);
  const enlace = await ultimoEnlace(servidor, paciente.email);
  expect(enlace).toMatch(/^\/restablecer-contrasena\?token=[\w-]{20,}$/);
  const token = new URLSearchParams(enlace.split('?')[1]).get('token');
  const puesta = await request.post('/api/contrasena/restablecer', {
    data: { token, password: DESPUES },
  });
  expect(puesta.status(), await puesta.text()).toBe(204);
  const entrar = (password: string) =>
    request.post('/api/iniciarSesion', { data: { email: paciente.email, password } });
  expect((await entrar(ANTES)).status()).toBe(401);
  expect((await entrar(DESPUES)).status()).toBe(200);
});

test('la reserva de una cita llega a la paciente con una invitación de calendario y su aviso', async ({
  request,
  servidor,
}) => {
  const paciente = await crearPaciente(request, 'invitacion', datos);
  const cita = await citaDeRadiologia(request, paciente.id, (huecos) => huecos[0]);
  await expect
    .poll(() => ultimoMensaje(servidor, paciente.email), { timeout: 15_000 })
    .toBeTruthy();
  const mensaje = ultimoMensaje(servidor, paciente.email) ?? '';
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mensaje)?.[0] ?? '';
  const calendario = new ICAL.Component(ICAL.parse(ics));
  expect(calendario.getFirstPropertyValue('method')).toBe('REQUEST');
  const vevent = calendario.getFirstSubcomponent('vevent');
  expect(vevent?.getFirstPropertyValue('uid')).toBe(`cita-${cita.num}@clinica`);
  expect(vevent?.getFirstPropertyValue('sequence')).toBe(0);
  expect(vevent?.getAllSubcomponents('valarm').length).toBeGreaterThan(0);
  expect(mensaje).toContain('Tipo de cita: Radiología');
});

const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test("una paciente usa '¿Has olvidado tu contraseña?' en /login; el enlace del mensaje pone la nueva y la vieja deja de valer", async ({
  page,
  request,
  servidor,
}) => {
  const paciente = await crearPaciente(request, 'olvido', datos);
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await expect(h1(page)).toHaveText('¿Has olvidado tu contraseña?');
  await expect(page).toHaveTitle(`¿Has olvidado tu contraseña? · ${CLINICA_DEMO.nombre}`);
  await revisarAccesibilidad(page);

  // A mistyped address is refused at its field, before asking the server.
  const correo = page.getByLabel('Correo electrónico');
  await correo.fill('elena@');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('alert')).toContainText('El correo electrónico es inválido.');
  await expect(correo).toHaveAttribute('aria-invalid', 'true');

  await correo.fill(paciente.email);
  await correo.press('Enter');
  const aviso = page.getByRole('status').filter({ hasText: 'Si hay una cuenta con ese correo' });
  await expect(aviso).toBeFocused();
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toHaveCount(0);
  await revisarAccesibilidad(page);

  const enlace = await ultimoEnlace(servidor, paciente.email);
  await page.goto(enlace);
  await expect(h1(page)).toHaveText('Elige una contraseña nueva');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(DESPUES);
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(`${DESPUES}x`);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('Las contraseñas no coinciden.');
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(DESPUES);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const hecho = h1(page);
  await expect(hecho).toHaveText('Tu contraseña se ha guardado. Ya puedes iniciar sesión.');
  await expect(hecho).toBeFocused();
  await revisarAccesibilidad(page);

  // The link served once: opened again, the page says so at once (before any password is
  // typed twice) and offers a new one.
  await page.goto(enlace);
  await expect(h1(page)).toHaveText('Este enlace no sirve');
  await expect(page.getByLabel('Contraseña nueva', { exact: true })).toHaveCount(0);
  await expect(
    page.getByText('El enlace no es válido o ha caducado. Pide uno nuevo.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
    'href',
    '/recuperar-contrasena',
  );

  await iniciarSesion(page, paciente.email, ANTES);
  await expect(page.getByRole('alert')).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  await iniciarSesion(page, paciente.email, DESPUES);
  await expect(page).toHaveURL(/\/paciente$/);

  // Her reminders, on her home: on for a new account; turned off, the change is announced.
  const recordatorios = page.getByRole('checkbox', { name: 'Recordatorios por correo' });
  await expect(recordatorios).toBeChecked();
  await page.locator('label').filter({ has: recordatorios }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Recordatorios desactivados' }),
  ).toBeVisible();
  await expect(recordatorios).not.toBeChecked();
  await revisarAccesibilidad(page);
  const cuenta: string[] = [];
  page.on('request', (peticion) => {
    if (new URL(peticion.url()).pathname === '/api/usuarios/yo') cuenta.push(peticion.method());
  });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Recordatorios por correo' })).not.toBeChecked();
  // The session and the home both read the account: one question to the server.
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(cuenta).toEqual(['GET']);
});

test('una administrativa crea una paciente con una invitación por correo; su enlace le deja elegir la contraseña', async ({
  page,
  servidor,
}) => {
  const dni = dniNuevo();
  const email = `invitada.${dni.toLowerCase()}@prueba.test`;
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo/);
  await page.goto('/administrativo/crearPaciente');
  await expect(h1(page)).toHaveText('Información del paciente');
  await page.getByLabel('Nombre', { exact: true }).fill('Nuria');
  await page.getByLabel('Primer apellido').fill('Invitada');
  await page
    .getByRole('group', { name: 'Fecha de nacimiento' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('14061988');
  await page.getByLabel('Teléfono').fill('611223344');
  await page.getByRole('textbox', { name: 'DNI', exact: true }).fill(dni);
  await page.getByText('Mujer', { exact: true }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Madrid', exact: true }).click();
  const poblacion = page.getByRole('combobox', { name: 'Población' });
  await expect(poblacion).toBeEnabled();
  await poblacion.fill('Getafe');
  await page.getByRole('option', { name: 'Getafe', exact: true }).click();
  await page.getByLabel('Código postal').fill('28901');
  await page.getByLabel('Dirección (opcional)', { exact: true }).fill('Calle Madrid');
  await page.getByLabel('Número (opcional)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expect(h1(page)).toHaveText('Asignar contraseña');
  await expect(page.getByRole('radio', { name: 'Enviar una invitación por correo' })).toBeChecked();
  await expect(page.getByText(`Le enviaremos a ${email} un enlace`)).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await revisarAccesibilidad(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expect(h1(page)).toHaveText('Resumen');
  await expect(page.getByText(`Invitación por correo a ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Crear paciente' }).click();
  await expect(h1(page)).toHaveText('Paciente creado correctamente');
  await expect(page.getByText(`Se ha enviado una invitación a ${email}`)).toBeVisible();

  // The invitation's link: the same page as a recovery's; then she signs in with her own.
  const enlace = await ultimoEnlace(servidor, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(enlace);
  await expect(h1(page)).toHaveText('Elige una contraseña nueva');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(DESPUES);
  await page.getByLabel('Repetir contraseña', { exact: true }).fill(DESPUES);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(h1(page)).toHaveText('Tu contraseña se ha guardado. Ya puedes iniciar sesión.');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await iniciarSesion(page, email, DESPUES);
  await expect(page).toHaveURL(/\/paciente$/);
});

test.describe('en un teléfono (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('las páginas del correo caben sin desplazarse de lado y pasan axe', async ({
    page,
    request,
    servidor,
  }) => {
    const sinDesplazamientoLateral = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(h1(page)).toHaveText('¿Has olvidado tu contraseña?');
    expect(await sinDesplazamientoLateral()).toBe(true);
    await revisarAccesibilidad(page);
    // Without a token the link page says so at once, with the way to ask for a new one.
    await page.goto('/restablecer-contrasena');
    await expect(h1(page)).toHaveText('Este enlace no sirve');
    await expect(h1(page)).toBeFocused();
    expect(await sinDesplazamientoLateral()).toBe(true);
    await revisarAccesibilidad(page);
    // A made-up link: said at once too, before any password is typed.
    await page.goto('/restablecer-contrasena?token=no-vale');
    await expect(h1(page)).toHaveText('Este enlace no sirve');
    // A link that serves: the form.
    const paciente = await crearPaciente(request, 'movil', datos);
    expect(
      (
        await request.post('/api/contrasena/recuperar', { data: { email: paciente.email } })
      ).status(),
    ).toBe(202);
    await page.goto(await ultimoEnlace(servidor, paciente.email));
    await expect(h1(page)).toHaveText('Elige una contraseña nueva');
    await expect(page.getByLabel('Contraseña nueva', { exact: true })).toBeVisible();
    expect(await sinDesplazamientoLateral()).toBe(true);
    await revisarAccesibilidad(page);
  });
});
