import type { Page } from '@playwright/test';
import { CLINICA_DEMO } from '../apps/api/src/seed/demo-people';
import { crearPaciente } from './api';
import { dniNuevo } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * 'Pacientes' (docs/decisiones.md (51)) against the real server: the desk finds a
 * patient without typing the accent, opens her, changes her phone with 'Cambiar' in 'Contacto'
 * and sees it saved; a postcode of another province stays at its field and nothing typed is
 * lost; and the same at 375 px, where 'Dar cita' opens crear cita at 'Asignar datos' for her.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A second surname nobody else has: the DNI's digits as letters. */
function apellidoUnico(dni: string): string {
  const letras = dni.replace(/\D/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  return `Ur${letras}`;
}

/** A García of her own, so that a search finds only her and nothing of the demo changes. */
async function unaGarcia(page: Page) {
  const dni = dniNuevo();
  const segundo = apellidoUnico(dni);
  const paciente = await crearPaciente(
    page.request,
    'begona',
    {
      nombre: 'Begoña',
      primer_apellido: 'García',
      segundo_apellido: segundo,
      fecha_nacimiento: '1979-06-05',
      telefono: '611223344',
      password: 'marea lenta sobre el puerto',
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Alcalá de Henares',
      cp: '28801',
      direccion: 'Calle Libreros',
      numero: '7',
    },
    dni,
  );
  return { ...paciente, busqueda: `garcia ${segundo.toLowerCase()}` };
}

/** To 'Pacientes' (by the side bar, or its address on a phone) and a search with one result. */
async function buscar(page: Page, texto: string, porElMenu = true) {
  if (porElMenu) {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Pacientes', exact: true }).click();
  } else {
    await page.goto('/administrativo/pacientes');
  }
  await expect(h1(page)).toHaveText('Pacientes');
  await expect(page).toHaveTitle(`Pacientes · ${CLINICA_DEMO.nombre}`);
  await revisarAccesibilidad(page);
  const campo = page.getByRole('searchbox', {
    name: 'Nombre, apellidos, documento, teléfono o fecha de nacimiento',
  });
  await campo.fill(texto);
  await campo.press('Enter');
  await expect(page).toHaveURL(/\/administrativo\/pacientes\?q=garcia/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Se ha encontrado 1 paciente.' }),
  ).toBeVisible();
}

test('the desk finds a García without the accent and corrects her phone and address', async ({
  page,
}) => {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  const begona = await unaGarcia(page);
  await buscar(page, begona.busqueda);
  const tabla = page.getByRole('grid', { name: 'Pacientes' });
  await expect(tabla.getByRole('rowheader', { name: begona.nombre })).toBeVisible();
  await expect(tabla.getByText('05/06/1979')).toBeVisible();
  await revisarAccesibilidad(page);

  await tabla.getByRole('button', { name: `Editar a ${begona.nombre}` }).click();
  await expect(page).toHaveURL(new RegExp(`/administrativo/pacientes/${begona.id}$`));
  await expect(h1(page)).toHaveText(begona.nombre);
  await expect(page).toHaveTitle(`Editar paciente: ${begona.nombre} · ${CLINICA_DEMO.nombre}`);
  await revisarAccesibilidad(page);

  // 'Cambiar' in 'Contacto': its fields, the focus on the first; a new phone saved.
  await page.getByRole('button', { name: 'Cambiar contacto' }).click();
  const telefono = page.getByRole('textbox', { name: /^Teléfono/ });
  await expect(telefono).toBeFocused();
  await telefono.fill('698765432');
  await revisarAccesibilidad(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado los cambios de contacto.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeFocused();
  await expect(page.getByText('698765432')).toBeVisible();
  await revisarAccesibilidad(page);
  // Saved on the server: a reload shows it.
  await page.reload();
  await expect(page.getByText('698765432')).toBeVisible();

  // A postcode of another province: the message at its field, and what was typed stays.
  await page.getByRole('button', { name: 'Cambiar dirección personal' }).click();
  await expect(page.getByRole('combobox', { name: /^Población/ })).toBeEnabled();
  const cp = page.getByRole('textbox', { name: /^Código postal/ });
  await cp.fill('41001');
  const piso = page.getByRole('textbox', { name: /^Piso/ });
  await piso.fill('2');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(cp).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('código postal');
  await expect(piso).toHaveValue('2');
  await expect(page).toHaveTitle(/^Error: /);
  await revisarAccesibilidad(page);
  await cp.fill('28802');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se han guardado los cambios de dirección personal.')).toBeVisible();
  await expect(page.getByText('28802')).toBeVisible();

  // Back returns to the results of the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/administrativo\/pacientes\?q=garcia/);
  await expect(
    page.getByRole('grid', { name: 'Pacientes' }).getByRole('rowheader', { name: begona.nombre }),
  ).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  async function sinDesbordar(page: Page) {
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(375);
  }

  test('the results are cards, the ficha fits, and Dar cita opens crear cita at her Asignar datos', async ({
    page,
  }) => {
    await iniciarSesion(page, CUENTAS.administrativo);
    await expect(page).toHaveURL(/\/administrativo$/);
    const begona = await unaGarcia(page);
    await buscar(page, begona.busqueda, false);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: begona.nombre })).toBeVisible();
    await sinDesbordar(page);
    await revisarAccesibilidad(page);

    await page.getByRole('button', { name: `Editar a ${begona.nombre}` }).click();
    await expect(h1(page)).toHaveText(begona.nombre);
    await page.getByRole('button', { name: 'Cambiar información personal' }).click();
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
    await sinDesbordar(page);
    await revisarAccesibilidad(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('No se ha cambiado nada.')).toBeVisible();

    // 'Dar cita' opens crear cita already past the search: she is chosen by her id, 'Asignar datos'.
    await page.getByRole('link', { name: 'Dar cita' }).click();
    await expect(page).toHaveURL(/\/administrativo\/crearCita\/crearCitaPaso2\?paciente=\d+$/);
    await expect(h1(page)).toHaveText('Asignar datos');
    await expect(page.getByText(`Paciente: ${begona.nombre}`)).toBeVisible();
  });
});
