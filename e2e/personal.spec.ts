import type { Page } from '@playwright/test';
import { crearPaciente, sesionApi } from './api';
import { dniNuevo, proximoDiaLaborable } from './datos';
import { CUENTAS, elegir, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * 'Personal' (docs/decisiones.md (46–48)) against the real server: the demo
 * administrative is the clinic's responsable. She gives a radiologist an account with a
 * provisional password, who is held on 'Cambiar contraseña' until changing it; and a doctor
 * with citas ahead cannot be given 'Dar de baja': the citas are listed to move or cancel.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const PROVISIONAL = 'marea lenta en otoño 2026';
const DEFINITIVA = 'una frase que solo yo conozco';

/** A number no other account has: 9 digits from the clock. */
const colegiadoNuevo = () => String(100_000_000 + (Date.now() % 900_000_000));

test('the responsable gives a radiologist an account; the radiologist changes the provisional password first', async ({
  page,
}) => {
  const sufijo = dniNuevo().toLowerCase();
  const email = `ines.${sufijo}@prueba.test`;
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Personal', exact: true }).click();
  await expect(h1(page)).toHaveText('Personal');
  await expect(page.getByRole('grid', { name: 'Personal' })).toBeVisible();
  await revisarAccesibilidad(page);

  await page.getByRole('link', { name: 'Dar de alta a un empleado' }).click();
  // The wizard: each step at its own address, the role first.
  await expect(page).toHaveURL(/\/administrativo\/personal\/nuevo$/);
  await expect(h1(page)).toHaveText('¿Qué rol tendrá en la clínica?');
  // No role chosen: the step says so, in the summary too.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toContainText('Elige un rol');
  await expect(page).toHaveTitle(/^Error: /);
  await revisarAccesibilidad(page);
  await elegir(page, 'Radiólogo');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Her data by keyboard: Tab from field to field, Enter continues.
  await expect(page).toHaveURL(/\/administrativo\/personal\/nuevo\/datos$/);
  await expect(h1(page)).toHaveText('Datos personales');
  await page.getByRole('textbox', { name: /^Nombre/ }).click();
  await page.keyboard.type('Inés');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Velasco');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await expect(page.getByRole('textbox', { name: /^Primer apellido/ })).toHaveValue('Velasco');
  await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(email);
  // A radiologist's collegiate number is optional.
  await expect(page.getByRole('textbox', { name: /^Número de colegiado/ })).not.toHaveAttribute(
    'aria-required',
    'true',
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/personal\/nuevo\/contrasena$/);
  await expect(h1(page)).toHaveText('Contraseña inicial');
  // The server sends e-mail: an invitation is offered first; this journey types a password.
  await elegir(page, 'Escribir una contraseña');
  await page.getByRole('textbox', { name: /^Contraseña inicial/ }).fill(PROVISIONAL);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/administrativo\/personal\/nuevo\/resumen$/);
  await expect(h1(page)).toHaveText('Resumen');
  await expect(page.getByText('Radiólogo', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await revisarAccesibilidad(page);
  await page.getByRole('button', { name: 'Dar de alta' }).click();

  // What happens next: she signs in with that password and must change it.
  await expect(page).toHaveURL(/\/administrativo\/personal\/nuevo\/hecho$/);
  await expect(h1(page)).toHaveText('Inés Velasco ya tiene cuenta');
  await expect(page.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeVisible();
  await expect(page.getByText(/elija una contraseña nueva/)).toBeVisible();
  await revisarAccesibilidad(page);
  await page.getByRole('link', { name: 'Volver a Personal' }).click();

  // The list finds her by the server's search.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('velasco');
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/q=velasco/);
  const fila = page.getByRole('row', { name: /Inés Velasco/ });
  await expect(fila).toContainText('Radiólogo');
  await expect(fila).toContainText('Activo');
  await expect(fila).toContainText('Nunca');
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // She signs in with the provisional password: held on 'Cambiar contraseña'.
  await iniciarSesion(page, email, PROVISIONAL);
  await expect(page).toHaveURL(/\/radiologo\/cambiarContrasena$/);
  await expect(
    page.getByText('Tu contraseña es provisional: elige una nueva para continuar.'),
  ).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Cambiar contraseña']);
  await revisarAccesibilidad(page);
  // Typing another page's address brings her back.
  await page.goto('/radiologo/buscarCita');
  await expect(page).toHaveURL(/\/radiologo\/cambiarContrasena$/);
  await page.getByLabel(/^Contraseña actual/).fill(PROVISIONAL);
  await page.getByLabel(/^Contraseña nueva/).fill(DEFINITIVA);
  await page.getByLabel(/^Repite la contraseña nueva/).fill(DEFINITIVA);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(h1(page)).toHaveText('Contraseña cambiada. Las demás sesiones se han cerrado.');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/radiologo$/);
  await expect(menu.getByRole('link', { name: 'Buscar cita' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Personal' })).toHaveCount(0);
  // 'Personal' is the responsable's: typed by anyone else, home.
  await page.goto('/administrativo/personal');
  await expect(page).toHaveURL(/\/radiologo$/);
});

test('a doctor with citas ahead is not given "Dar de baja": the citas are listed with their links', async ({
  page,
  request,
}) => {
  // A new doctor, and a patient who books a cita with him on the next working day.
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const sufijo = dniNuevo().toLowerCase();
  const creado = await request.post('/api/personal/crearEmpleado', {
    headers: { ...admin.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      id_rol: 3,
      nombre: 'Tomás',
      primer_apellido: `Rey${sufijo.replace(/\d/g, '')}`,
      email: `tomas.${sufijo}@prueba.test`,
      num_colegiado: colegiadoNuevo(),
      password: PROVISIONAL,
    },
  });
  expect(creado.status(), await creado.text()).toBe(201);
  const medico = (await creado.json()) as { id: number; nombre_completo: string };
  const paciente = await crearPaciente(request, 'baja', {
    nombre: 'Aurora',
    primer_apellido: 'Medina',
    fecha_nacimiento: '1984-03-09',
    telefono: '622334455',
    password: 'Diagnostico2026Jardin',
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Alcalá de Henares',
    cp: '28801',
    direccion: 'Calle Mayor',
    numero: '5',
  });
  const suya = await sesionApi(request, paciente.email, paciente.password);
  const dia = proximoDiaLaborable();
  const huecos = await request.get(`/api/citas/huecosLibres?fecha=${dia}&id_medico=${medico.id}`, {
    headers: suya.headers,
  });
  const hora = ((await huecos.json()) as { huecos: string[] }).huecos[0] as string;
  const cita = await request.post('/api/citas/pedirCita', {
    headers: suya.headers,
    data: { tipo_cita: 'Presencial - Medicina familiar', id_medico: medico.id, fecha: dia, hora },
  });
  expect(cita.status(), await cita.text()).toBe(201);
  const { num_cita } = (await cita.json()) as { num_cita: string };

  await page.setViewportSize({ width: 375, height: 740 });
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  await page.goto(`/administrativo/personal?q=${encodeURIComponent(medico.nombre_completo)}`);
  await expect(h1(page)).toHaveText('Personal');
  // At 375 px, a card per account.
  const tarjetas = page.getByRole('list', { name: 'Personal' });
  await expect(
    tarjetas.getByRole('heading', { level: 2, name: medico.nombre_completo }),
  ).toBeVisible();
  await revisarAccesibilidad(page);
  await tarjetas.getByRole('button', { name: `Dar de baja a ${medico.nombre_completo}` }).click();
  const pregunta = page.getByRole('alertdialog');
  await expect(pregunta).toContainText(
    `¿Seguro que quieres dar de baja a ${medico.nombre_completo}?`,
  );
  await revisarAccesibilidad(page);
  await pregunta.getByRole('button', { name: 'Sí, dar de baja' }).click();
  const rechazo = page.getByRole('dialog', {
    name: `No se ha dado de baja a ${medico.nombre_completo}`,
  });
  await expect(rechazo.getByRole('alert')).toContainText('No se puede dar de baja: tiene 1 cita');
  await expect(rechazo).toContainText(num_cita);
  await expect(rechazo).toContainText(paciente.nombre);
  await revisarAccesibilidad(page);
  const modificar = rechazo.getByRole('link', { name: `Modificar la cita ${num_cita}` });
  await expect(modificar).toHaveAttribute('href', /\/administrativo\/modificarCita\?idCita=\d+/);
  await expect(rechazo.getByRole('link', { name: `Cancelar la cita ${num_cita}` })).toHaveAttribute(
    'href',
    /\/administrativo\/eliminarCita\?idCita=\d+/,
  );
  await rechazo.getByRole('button', { name: 'Aceptar' }).click();
  // Still active: nothing was done.
  await expect(
    tarjetas.getByRole('button', { name: `Dar de baja a ${medico.nombre_completo}` }),
  ).toBeVisible();
  // The link opens the desk's own 'Modificar cita' for that cita.
  await tarjetas.getByRole('button', { name: `Dar de baja a ${medico.nombre_completo}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, dar de baja' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `Modificar la cita ${num_cita}` })
    .click();
  await expect(page).toHaveURL(/\/administrativo\/modificarCita/);
});
