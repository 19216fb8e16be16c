import type { APIRequestContext, Page } from '@playwright/test';
import { citaDeRadiologia, crearPaciente, type SesionApi, sesionApi } from './api';
import { cifrasDeFecha, dniNuevo, fechaLegible, laborableDentroDe } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * 'Agenda' (docs/decisiones.md (49)) against the real server: the demo administrative
 * is the clinic's responsable. A local holiday on a weekday with no citas is listed, leaves that
 * day without a free slot, and is removed; a closure over a day with citas is not saved and lists
 * them; and the weekly hours refuse citas of 45 minutes from 08:00 to 15:00 at the field.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function huecosDe(request: APIRequestContext, sesion: SesionApi, fecha: string, id: number) {
  const respuesta = await request.get(`/api/citas/huecosLibres?fecha=${fecha}&id_radiologo=${id}`, {
    headers: sesion.headers,
  });
  expect(respuesta.status(), await respuesta.text()).toBe(200);
  return ((await respuesta.json()) as { huecos: string[] }).huecos;
}

/** A weekday some weeks ahead that is open and where the demo radiologist has every slot free. */
async function diaLibre(request: APIRequestContext, admin: SesionApi, idRadiologo: number) {
  let fecha = laborableDentroDe(40);
  for (let intento = 0; intento < 30; intento++, fecha = laborableDentroDe(41 + intento)) {
    const cerrados = await request.get(`/api/agenda/diasCerrados?desde=${fecha}&hasta=${fecha}`, {
      headers: admin.headers,
    });
    expect(cerrados.status(), await cerrados.text()).toBe(200);
    const { dias } = (await cerrados.json()) as { dias: unknown[] };
    if (dias.length === 0 && (await huecosDe(request, admin, fecha, idRadiologo)).length > 0) {
      return fecha;
    }
  }
  throw new Error('No hay ningún día laborable libre en las próximas semanas.');
}

/** Signs in as the responsable and opens 'Agenda': from the side bar, or (on a phone) by address. */
async function abrirAgenda(page: Page, { porMenu = true } = {}) {
  await iniciarSesion(page, CUENTAS.administrativo);
  await expect(page).toHaveURL(/\/administrativo$/);
  if (porMenu) {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Agenda', exact: true }).click();
  } else {
    await page.goto('/administrativo/agenda');
  }
  await expect(page).toHaveURL(/\/administrativo\/agenda$/);
  await expect(h1(page)).toHaveText('Agenda');
  await expect(page.getByRole('heading', { level: 2, name: 'Cierres' })).toBeVisible();
}

/** 'Añadir cierre': a local holiday on `fecha` with `motivo`, sent; returns the dialog. */
async function anadirFestivoLocal(page: Page, fecha: string, motivo: string) {
  const cierres = page.getByRole('region', { name: 'Cierres' });
  await cierres.getByRole('button', { name: 'Añadir cierre' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Añadir cierre' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: /Tipo de cierre/ }).click();
  await page.getByRole('option', { name: 'Festivo local' }).click();
  await dialogo
    .getByRole('group', { name: /Primer día/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(cifrasDeFecha(fecha));
  await dialogo.getByRole('textbox', { name: /Motivo/ }).fill(motivo);
  await revisarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Añadir cierre' }).click();
  return dialogo;
}

test('a local holiday on a free weekday is listed, leaves no free slot that day, and is removed', async ({
  page,
  request,
}) => {
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const radiologo = await sesionApi(request, CUENTAS.radiologo);
  const fecha = await diaLibre(request, admin, radiologo.id);
  const motivo = `Fiesta del barrio ${dniNuevo().slice(0, 4)}`;

  await abrirAgenda(page);
  await revisarAccesibilidad(page);
  const dialogo = await anadirFestivoLocal(page, fecha, motivo);
  await expect(dialogo).toBeHidden();
  const cierres = page.getByRole('region', { name: 'Cierres' });
  await expect(cierres.getByRole('status')).toHaveText(`Cierre '${motivo}' añadido.`);
  const lista = cierres.getByRole('list', { name: 'Cierres y ausencias' });
  await expect(lista.getByText(`Festivo local: ${motivo}`)).toBeVisible();
  await expect(lista.getByText(fechaLegible(fecha), { exact: true })).toBeVisible();

  // The one rule on the server: no free slot that day, and the calendars mark it closed.
  expect(await huecosDe(request, admin, fecha, radiologo.id)).toEqual([]);
  const cerrados = await request.get(`/api/agenda/diasCerrados?desde=${fecha}&hasta=${fecha}`, {
    headers: admin.headers,
  });
  expect(((await cerrados.json()) as { dias: { fecha: string }[] }).dias).toEqual([
    expect.objectContaining({ fecha }),
  ]);

  // 'Quitar' asks first; the day has its slots again.
  await cierres
    .getByRole('button', { name: `Quitar el cierre ${motivo} (${fechaLegible(fecha)})` })
    .click();
  const pregunta = page.getByRole('alertdialog');
  await expect(pregunta).toContainText(`¿Seguro que quieres quitar el cierre '${motivo}'?`);
  await revisarAccesibilidad(page);
  await pregunta.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(cierres.getByRole('status')).toHaveText(`Cierre '${motivo}' quitado.`);
  await expect(lista.getByText(`Festivo local: ${motivo}`)).toHaveCount(0);
  expect((await huecosDe(request, admin, fecha, radiologo.id)).length).toBeGreaterThan(0);

  // The activity log has both changes, newest first.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Registro de actividad' })
    .click();
  await expect(h1(page)).toHaveText('Registro de actividad');
  await expect(page.getByRole('grid', { name: 'Registro de actividad' })).toBeVisible();
  await revisarAccesibilidad(page);
});

test('a closure over a day with citas is not saved: the citas are listed to move or cancel', async ({
  page,
  request,
}) => {
  const paciente = await crearPaciente(request, 'cierre', {
    nombre: 'Rosario',
    primer_apellido: 'Vidal',
    fecha_nacimiento: '1979-06-21',
    telefono: '633445566',
    password: 'Lluvia2026Templada',
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Getafe',
    cp: '28901',
    direccion: 'Calle Toledo',
    numero: '3',
  });
  const cita = await citaDeRadiologia(request, paciente.id, (huecos) => huecos.at(-1));
  const motivo = `Puente ${dniNuevo().slice(0, 4)}`;

  await page.setViewportSize({ width: 375, height: 740 });
  await abrirAgenda(page, { porMenu: false });
  const dialogo = await anadirFestivoLocal(page, cita.fecha, motivo);
  await expect(dialogo.getByRole('alert')).toContainText('en esos días');
  await expect(dialogo).toContainText(cita.num);
  await expect(dialogo).toContainText(paciente.nombre);
  await expect(
    dialogo.getByRole('link', { name: `Modificar la cita ${cita.num}` }),
  ).toHaveAttribute('href', /\/administrativo\/modificarCita\?idCita=\d+/);
  await expect(dialogo.getByRole('link', { name: `Cancelar la cita ${cita.num}` })).toHaveAttribute(
    'href',
    /\/administrativo\/eliminarCita\?idCita=\d+/,
  );
  await revisarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  // Nothing was saved.
  await expect(
    page.getByRole('region', { name: 'Cierres' }).getByText(`Festivo local: ${motivo}`),
  ).toHaveCount(0);
  const admin = await sesionApi(request, CUENTAS.administrativo);
  const agenda = await request.get('/api/agenda/mostrarAgenda', { headers: admin.headers });
  const { cierres } = (await agenda.json()) as { cierres: { descripcion: string }[] };
  expect(cierres.map((c) => c.descripcion)).not.toContain(motivo);
});

test('the weekly hours refuse citas of 45 minutes from 08:00 to 15:00, at the field', async ({
  page,
}) => {
  await abrirAgenda(page);
  const horario = page.getByRole('form', { name: 'Horario de la clínica' });
  const lunes = horario.getByRole('group', { name: 'Lunes' });
  await expect(lunes.getByRole('checkbox', { name: 'Abre el lunes' })).toBeChecked();
  // By keyboard: open the select, one option up from 60, Enter; Tab to 'Guardar', Enter.
  const duracion = horario.getByRole('button', { name: /Duración de cada cita/ });
  await expect(duracion).toContainText('60 minutos');
  await duracion.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '60 minutos' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(duracion).toContainText('45 minutos');
  await page.keyboard.press('Tab');
  await expect(horario.getByRole('button', { name: 'Guardar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const mensaje =
    'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.';
  await expect(lunes.getByText(mensaje)).toBeVisible();
  await expect(horario.getByRole('link', { name: mensaje }).first()).toBeVisible();
  await revisarAccesibilidad(page);
});
