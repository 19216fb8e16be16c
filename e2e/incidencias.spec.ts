import type { APIRequestContext, Page } from '@playwright/test';
import { sesionApi } from './api';
import { captura } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * Incidencias: each of the three staff roles reports an incident with an image, finds
 * it in 'Mis incidencias', changes it and deletes it; a RESUELTA demo incident can be neither
 * changed nor deleted, in the app or by calling the server; and nobody reaches another
 * employee's incidents. Every incident made here is deleted here: the demo data stays as it was.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** A real 1×1 PNG (the server checks the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const imagen = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface Rol {
  nombre: string;
  cuenta: string;
  base: string;
  /** The side bar's entry (the administrative menu writes it in capitals, §2.1). */
  menu: string;
  /** 'Volver al inicio': the role's own home (docs/decisiones.md (21); the radiologist's is 'Buscar cita'). */
  inicio: string;
  /** The created confirmation's button (§2.3–§2.5). */
  trasCrear: string;
}

const ROLES: Rol[] = [
  {
    nombre: 'administrativo',
    cuenta: CUENTAS.administrativo,
    base: '/administrativo',
    menu: 'Mis incidencias',
    inicio: '/administrativo',
    trasCrear: '/administrativo/misIncidencias',
  },
  {
    nombre: 'radiologo',
    cuenta: CUENTAS.radiologo,
    base: '/radiologo',
    menu: 'Mis incidencias',
    inicio: '/radiologo/buscarCita',
    trasCrear: '/radiologo/buscarCita',
  },
  {
    nombre: 'medico',
    cuenta: CUENTAS.medico,
    base: '/medico',
    menu: 'Mis incidencias',
    inicio: '/medico/inicio',
    trasCrear: '/medico/inicio',
  },
];

const tokenDe = (request: APIRequestContext, email: string) => sesionApi(request, email);

/** The radio's label: react-aria draws the circle over the native input. */
async function prioridad(page: Page, nivel: string) {
  const grupo = page.getByRole('radiogroup', { name: 'Nivel de prioridad' });
  await grupo.getByText(nivel, { exact: true }).click();
  await expect(grupo.getByRole('radio', { name: nivel })).toBeChecked();
}

async function abrirMisIncidencias(page: Page, rol: Rol) {
  await menu(page).getByRole('link', { name: rol.menu }).click();
  await expect(page).toHaveURL(`${rol.base}/misIncidencias`);
  await expect(h1(page)).toHaveText('Mis incidencias');
}

for (const rol of ROLES) {
  test(`${rol.nombre}: crea una incidencia con imagen, la ve, la edita y la elimina`, async ({
    page,
    request,
  }) => {
    const asunto = `Pantalla sin señal ${rol.nombre} ${Date.now()}`;
    await iniciarSesion(page, rol.cuenta);
    await expect(page).not.toHaveURL(/login/);
    await abrirMisIncidencias(page, rol);
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      rol.inicio,
    );

    // '+ Crear incidencia' in the header reaches the wizard.
    await page.getByRole('link', { name: 'Crear incidencia' }).first().click();
    await expect(page).toHaveURL(`${rol.base}/crearIncidencia`);
    await expect(h1(page)).toHaveText('Datos de la incidencia');
    // Name, today and the role's job come filled in; the rest is required.
    await expect(page.getByLabel('Nombre', { exact: true })).not.toHaveValue('');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const resumen = page.getByRole('alert').filter({ hasText: 'El asunto es obligatorio.' });
    await expect(resumen).toBeVisible();
    await expect(page.getByText('Selecciona el nivel de prioridad.').first()).toBeVisible();
    await expect(page.getByText('La descripción es obligatoria.').first()).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);

    await page.getByLabel('Asunto').fill(asunto);
    await prioridad(page, 'Alta');
    await page.getByLabel('Descripción').fill('La pantalla del puesto no muestra imagen.');
    if (rol.nombre === 'medico') {
      // By keyboard: Enter on 'Seleccionar archivos' opens the system's file picker.
      const selector = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Seleccionar archivos' }).focus();
      await page.keyboard.press('Enter');
      await (await selector).setFiles([imagen('pantalla.png')]);
    } else {
      if (rol.nombre === 'administrativo') {
        // A text file named .png: refused by its content when chosen, with the server's words
        // (before the fix it was listed and refused only after 'Confirmar').
        await page
          .locator('input[type="file"]')
          .setInputFiles([
            { name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') },
          ]);
        await expect(
          page.getByText('falsa.png: Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.'),
        ).toBeVisible();
        await expect(page.getByText('falsa.png', { exact: true })).toHaveCount(0);
      }
      await page.locator('input[type="file"]').setInputFiles([imagen('pantalla.png')]);
    }
    await expect(page.getByText('pantalla.png', { exact: true })).toBeVisible();
    if (rol.nombre === 'administrativo') {
      await revisarAccesibilidad(page);
      await captura(page, 'incidencias-01-crear');
    }
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(`${rol.base}/crearIncidencia/resumenDatos`);
    await expect(h1(page)).toHaveText('Resumen de datos');
    await expect(page.getByText(asunto)).toBeVisible();
    await expect(page.getByText('pantalla.png', { exact: true })).toBeVisible();
    if (rol.nombre === 'administrativo') {
      await revisarAccesibilidad(page);
      await captura(page, 'incidencias-02-resumen');
    }
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(`${rol.base}/crearIncidencia/resumenDatos/confirmacionIncidencia`);
    await expect(h1(page)).toHaveText('Incidencia creada y enviada correctamente');
    await expect(page.getByText('Con 1 imagen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' }).last()).toHaveAttribute(
      'href',
      rol.trasCrear,
    );

    // In the list, with its state in words; the server holds its one image and its owner.
    await abrirMisIncidencias(page, rol);
    const fila = page.getByRole('row').filter({ hasText: asunto });
    await expect(fila).toContainText('Pendiente');
    await expect(fila).toContainText('Alta');
    const { headers, id } = await tokenDe(request, rol.cuenta);
    const lista = (await (
      await request.get(`/api/incidencias/mostrarIncidenciasEmpleado/${id}`, { headers })
    ).json()) as Array<{ id: number; asunto: string } & Record<string, unknown>>;
    const creada = lista.find((i) => i.asunto === asunto);
    expect(creada).toBeDefined();
    const columna = {
      administrativo: 'id_administrativo',
      radiologo: 'id_radiologo',
      medico: 'id_medico',
    }[rol.nombre] as string;
    expect(creada?.[columna]).toBe(id);
    const imagenes = await request.get(
      `/api/incidencias/obtenerImagenesPorIdIncidencia/${creada?.id}`,
      { headers },
    );
    expect(((await imagenes.json()) as unknown[]).length).toBe(1);

    // Edit: another subject and priority, the image swapped for two others.
    await page.getByRole('button', { name: `Editar la incidencia '${asunto}'` }).click();
    await expect(page).toHaveURL(`${rol.base}/editarIncidencia/${creada?.id}`);
    await expect(h1(page)).toHaveText('Modificar Incidencia');
    await expect(page.getByLabel('Asunto')).toHaveValue(asunto);
    await expect(page.getByText('pantalla.png', { exact: true })).toBeVisible();
    if (rol.nombre === 'radiologo') {
      // The saved image is fetched with the session and shown.
      await page.getByRole('button', { name: 'Ver imagen pantalla.png' }).click();
      const vista = page.getByRole('dialog', { name: 'pantalla.png' });
      await expect(vista.getByRole('img', { name: 'Imagen pantalla.png' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(vista).toBeHidden();
    }
    const nuevo = `${asunto} (revisada)`;
    await page.getByLabel('Asunto').fill(nuevo);
    await prioridad(page, 'Media');
    await page.getByRole('button', { name: 'Eliminar pantalla.png' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles([imagen('cable-1.png'), imagen('cable-2.png')]);
    if (rol.nombre === 'medico') {
      await revisarAccesibilidad(page);
      await captura(page, 'incidencias-03-editar');
    }
    if (rol.nombre === 'administrativo') {
      // Called away half way: the change is offered when the incident is opened again.
      await abrirMisIncidencias(page, rol);
      await page.getByRole('button', { name: `Editar la incidencia '${asunto}'` }).click();
      const aviso = page.getByRole('region', {
        name: /Tienes a medio hacer un cambio de esta incidencia/,
      });
      await expect(aviso).toBeVisible();
      await expect(page.getByLabel('Asunto')).toHaveValue(asunto);
      await aviso.getByRole('button', { name: 'Retomar lo que dejaste' }).click();
      await expect(page.getByLabel('Asunto')).toHaveValue(nuevo);
      await expect(page.getByText('cable-2.png', { exact: true })).toBeVisible();
      await expect(page.getByText('pantalla.png', { exact: true })).toBeHidden();
    }
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page).toHaveURL(`${rol.base}/editarIncidencia/${creada?.id}/confirmacionCambios`);
    await expect(h1(page)).toHaveText('Incidencia editada correctamente');
    await expect(page.getByText('Con 2 imágenes.')).toBeVisible();
    const despues = (await (
      await request.get(`/api/incidencias/obtenerImagenesPorIdIncidencia/${creada?.id}`, {
        headers,
      })
    ).json()) as Array<{ nombre_imagen: string }>;
    expect(despues.map((i) => i.nombre_imagen).sort()).toEqual(['cable-1.png', 'cable-2.png']);
    await page.getByRole('link', { name: 'Volver a mis incidencias' }).click();
    await expect(page).toHaveURL(`${rol.base}/misIncidencias`);
    const editada = page.getByRole('row').filter({ hasText: nuevo });
    await expect(editada).toContainText('Media');

    // Delete: the question first; 'No, volver' keeps it, 'Sí, eliminar la incidencia' removes
    // it (the answers say what they do: docs/decisiones.md (38)).
    const eliminar = page.getByRole('button', { name: `Eliminar la incidencia '${nuevo}'` });
    await expect(eliminar).not.toHaveAttribute('aria-disabled', 'true');
    await eliminar.click();
    const pregunta = page.getByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await expect(pregunta).toContainText('¿Estás seguro de que deseas eliminar esta incidencia?');
    await pregunta.getByRole('button', { name: 'No, volver' }).click();
    // Gone, with the focus given back to the bin, before the next question is asked.
    await expect(pregunta).toBeHidden();
    await expect(eliminar).toBeFocused();
    await expect(editada).toBeVisible();
    if (rol.nombre === 'medico') {
      // By keyboard: the question starts on 'No, volver' (it deletes); Shift+Tab, Enter deletes.
      await page.keyboard.press('Enter');
      await expect(pregunta.getByRole('button', { name: 'No, volver' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(
        pregunta.getByRole('button', { name: 'Sí, eliminar la incidencia' }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await eliminar.click();
      await pregunta.getByRole('button', { name: 'Sí, eliminar la incidencia' }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'eliminada' })).toBeFocused();
    await expect(editada).toHaveCount(0);
    const borrada = await request.get(`/api/incidencias/buscar/${creada?.id}`, { headers });
    expect(borrada.status()).toBe(404);
  });
}

test('una incidencia RESUELTA no se edita ni se elimina, y nadie toca las de otro', async ({
  page,
  request,
}) => {
  const admin = await tokenDe(request, CUENTAS.administrativo);
  const medico = await tokenDe(request, CUENTAS.medico);
  const suyas = (await (
    await request.get(`/api/incidencias/mostrarIncidenciasEmpleado/${admin.id}`, {
      headers: admin.headers,
    })
  ).json()) as Array<{ id: number; asunto: string; estado: string }>;
  const resuelta = suyas.find((i) => i.estado === 'RESUELTA');
  const pendiente = suyas.find((i) => i.estado === 'PENDIENTE');
  if (!resuelta || !pendiente) throw new Error('La clínica de demostración ha cambiado.');

  await iniciarSesion(page, CUENTAS.administrativo);
  await abrirMisIncidencias(page, ROLES[0] as Rol);
  const fila = page.getByRole('row').filter({ hasText: resuelta.asunto });
  await expect(fila).toContainText('Resuelta');
  await revisarAccesibilidad(page);
  await captura(page, 'incidencias-04-lista');

  // Delete: offered disabled with §8's reason as its description, never a dialog that then
  // refuses (docs/decisiones.md (44)); pressed, nothing opens and the incident stays.
  const papelera = page.getByRole('button', {
    name: `Eliminar la incidencia '${resuelta.asunto}'`,
  });
  await expect(papelera).toHaveAttribute('aria-disabled', 'true');
  await expect(papelera).toHaveAccessibleDescription(
    'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  );
  // Playwright waits for an aria-disabled control to be enabled: `force` presses it as a person
  // would, and nothing happens but the focus landing on it.
  await papelera.click({ force: true });
  await expect(papelera).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(fila).toBeVisible();

  // Open: shown, nothing can change, 'Actualizar' disabled (§4).
  await page
    .getByRole('button', { name: `Ver la incidencia resuelta '${resuelta.asunto}'` })
    .click();
  await expect(h1(page)).toHaveText('Modificar Incidencia');
  await expect(page.getByText('Esta incidencia está resuelta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  await expect(page.getByLabel('Asunto')).toHaveAttribute('readonly', '');
  await revisarAccesibilidad(page);

  // Nor by calling the server directly: a Spanish 409 each time.
  const cuerpo = {
    asunto: 'Cambio a escondidas',
    descripcion: 'x',
    nivel_prioridad: 'ALTA',
    fecha: '2026-01-01',
    nombre: 'Alguien',
    puesto_trabajo: 2,
  };
  const actualizar = await request.put(`/api/incidencias/actualizar/${resuelta.id}`, {
    headers: admin.headers,
    data: cuerpo,
  });
  expect(actualizar.status()).toBe(409);
  expect((await actualizar.json()).message).toBe(
    'Solo se pueden modificar incidencias con estado PENDIENTE.',
  );
  const borrar = await request.delete(`/api/incidencias/borrar/${resuelta.id}`, {
    headers: admin.headers,
  });
  expect(borrar.status()).toBe(409);
  expect((await borrar.json()).message).toBe(
    'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  );

  // Another employee (the doctor) can neither list, read, change nor delete the admin's.
  const ajena = [403, 404];
  const lista = await request.get(`/api/incidencias/mostrarIncidenciasEmpleado/${admin.id}`, {
    headers: medico.headers,
  });
  expect(lista.status()).toBe(403);
  const leer = await request.get(`/api/incidencias/buscar/${pendiente.id}`, {
    headers: medico.headers,
  });
  expect(ajena).toContain(leer.status());
  const cambiar = await request.put(`/api/incidencias/actualizar/${pendiente.id}`, {
    headers: medico.headers,
    data: cuerpo,
  });
  expect(ajena).toContain(cambiar.status());
  const eliminar = await request.delete(`/api/incidencias/borrar/${pendiente.id}`, {
    headers: medico.headers,
  });
  expect(ajena).toContain(eliminar.status());
  const sigue = await request.get(`/api/incidencias/buscar/${pendiente.id}`, {
    headers: admin.headers,
  });
  expect((await sigue.json()).asunto).toBe(pendiente.asunto);

  // And in the app: the doctor opening the admin's incident gets a Spanish refusal, no form.
  await page.getByRole('button', { name: 'Salir' }).click();
  await iniciarSesion(page, CUENTAS.medico);
  await expect(page).toHaveURL(/\/medico/);
  await page.goto(`/medico/editarIncidencia/${pendiente.id}`);
  await expect(h1(page)).toHaveText('Modificar Incidencia');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Asunto')).toHaveCount(0);

  // At 375 px the list is cards, each naming its incident, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/medico/misIncidencias');
  await expect(h1(page)).toHaveText('Mis incidencias');
  const tarjetas = page.getByRole('list', { name: 'Mis incidencias' });
  await expect(tarjetas.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const ancho = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await ancho()).toBeLessThanOrEqual(375);
  await revisarAccesibilidad(page);
  await captura(page, 'incidencias-05-lista-375');

  // The wizard on a phone, by keyboard: a subject typed, Enter asks for the rest.
  await page.getByRole('link', { name: 'Crear incidencia' }).click();
  await expect(h1(page)).toHaveText('Datos de la incidencia');
  const asunto = page.getByLabel('Asunto');
  await asunto.focus();
  await page.keyboard.type('Enchufe suelto en la consulta');
  await page.keyboard.press('Enter');
  const resumen = page.getByText('Hay un problema').locator('xpath=ancestor::*[@tabindex][1]');
  await expect(resumen).toBeFocused();
  await expect(resumen).toContainText('Selecciona el nivel de prioridad.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Baja' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Media' })).toBeChecked();
  expect(await ancho()).toBeLessThanOrEqual(375);
  await revisarAccesibilidad(page);
  await captura(page, 'incidencias-06-crear-375');

  // Left half done and opened again from the list: it says so and never resumes silently.
  await page.goto('/medico/misIncidencias');
  await page.getByRole('link', { name: 'Crear incidencia' }).click();
  const aviso = page.getByRole('region', { name: /Tienes una incidencia a medio crear/ });
  await expect(aviso).toBeVisible();
  await expect(asunto).toHaveValue('');
  await aviso.getByRole('button', { name: 'Retomar lo que dejaste' }).click();
  await expect(asunto).toHaveValue('Enchufe suelto en la consulta');
  // 'Cancelar' forgets it.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Confirmar cancelación' }).click();
  await expect(page).toHaveURL('/medico/misIncidencias');
  await page.getByRole('link', { name: 'Crear incidencia' }).click();
  await expect(h1(page)).toHaveText('Datos de la incidencia');
  await expect(aviso).toBeHidden();
});
