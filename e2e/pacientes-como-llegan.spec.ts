import { nie } from '@clinica/api-client/reglas';
import type { Page } from '@playwright/test';
import { cifrasDeFecha, dniNuevo } from './datos';
import { CUENTAS, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * Patients as they come (docs/decisiones.md (52)), against the real server, at 1280 and 375 px:
 * the desk registers a girl under 14 without a document with her mother as guardian, a foreigner
 * with a NIE (invited by e-mail) and an older man without e-mail (no account: the password step says so), and then
 * finds each of them with the search of 'Pacientes' (the NIE by its number).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Letters only this run's people carry, so that a search finds each of them alone. */
function marca(): string {
  return dniNuevo()
    .replace(/\D/g, '')
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
}

async function escribirFecha(page: Page, iso: string) {
  await page
    .getByRole('group', { name: 'Fecha de nacimiento' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(cifrasDeFecha(iso));
}

/** Step 1's common part: name, surnames, birth date, sex. */
async function empezar(
  page: Page,
  datos: { nombre: string; primer: string; segundo: string; nacimiento: string; sexo: string },
) {
  await page.goto('/administrativo/crearPaciente');
  await expect(h1(page)).toHaveText('Información del paciente');
  await page.getByLabel('Nombre', { exact: true }).fill(datos.nombre);
  await page.getByLabel('Primer apellido').fill(datos.primer);
  await page.getByLabel('Segundo apellido').fill(datos.segundo);
  await escribirFecha(page, datos.nacimiento);
  await page
    .getByRole('radiogroup', { name: 'Sexo' })
    .getByText(datos.sexo, { exact: true })
    .click();
}

/** Province and town: only those two of the address are required. */
async function madrid(page: Page) {
  await page.getByRole('button', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Madrid', exact: true }).click();
  const poblacion = page.getByRole('combobox', { name: 'Población' });
  await expect(poblacion).toBeEnabled();
  await poblacion.fill('Getafe');
  await page.getByRole('option', { name: 'Getafe', exact: true }).click();
  await expect(poblacion).toHaveValue('Getafe');
}

/** From the summary: 'Crear paciente' and its confirmation. */
async function crear(page: Page, nombre: string) {
  await expect(page).toHaveURL(/\/crearPaciente\/crearPacientePaso3$/);
  await page.getByRole('button', { name: 'Crear paciente' }).click();
  await expect(h1(page)).toHaveText('Paciente creado correctamente');
  await expect(page.getByText(nombre)).toBeVisible();
}

/** 'Pacientes': a search that finds exactly this patient. */
async function encontrar(page: Page, texto: string, nombreCompleto: string) {
  await page.goto('/administrativo/pacientes');
  await expect(h1(page)).toHaveText('Pacientes');
  const campo = page.getByRole('searchbox', {
    name: 'Nombre, apellidos, documento, teléfono o fecha de nacimiento',
  });
  await campo.fill(texto);
  await campo.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Se ha encontrado 1 paciente.' }),
  ).toBeVisible();
  // A table's row at 1280 px, a card at 375 px: the name, either way.
  await expect(page.getByRole('main').getByText(nombreCompleto, { exact: true })).toBeVisible();
}

for (const [ancho, alto] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`a ${ancho} px`, () => {
    test.use({ viewport: { width: ancho, height: alto } });

    test('el mostrador registra a una niña con su tutora, a un extranjero con NIE y a un paciente sin correo, y encuentra a cada uno', async ({
      page,
    }) => {
      await iniciarSesion(page, CUENTAS.administrativo);
      await expect(page).toHaveURL(/\/administrativo$/);
      const apellido = `Nav${marca()}`;

      // A girl of six without a document: her mother's details instead, who gets her messages.
      await empezar(page, {
        nombre: 'Martina',
        primer: apellido,
        segundo: 'Ortega',
        nacimiento: '2019-06-03',
        sexo: 'Mujer',
      });
      await page.getByText('Sin documento (menor de 14 años)', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'DNI', exact: true })).toBeHidden();
      await page
        .getByRole('textbox', { name: 'Nombre y apellidos del tutor' })
        .fill('Elena Ortega Blanco');
      await page.getByRole('textbox', { name: 'DNI del tutor' }).fill(dniNuevo());
      await page.getByRole('textbox', { name: 'Teléfono del tutor' }).fill('654 32 10 98');
      await page.getByRole('textbox', { name: 'Relación con el paciente' }).fill('Madre');
      await madrid(page);
      await revisarAccesibilidad(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      // Neither her phone nor an e-mail: the guardian's phone is her contact; no account.
      await expect(h1(page)).toHaveText('Asignar contraseña');
      await expect(
        page.getByText(
          'Sin correo electrónico no tendrá acceso al portal; podrás invitarle cuando lo tenga.',
        ),
      ).toBeVisible();
      await revisarAccesibilidad(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('main')).toContainText('Elena Ortega Blanco');
      await crear(page, `Martina ${apellido}`);

      // A foreigner with a NIE: an empty number is asked for, a DNI is not a NIE.
      const numeroNie = nie('Y', Number(dniNuevo().slice(1, 8)));
      await empezar(page, {
        nombre: 'Oleksandr',
        primer: `Kov${marca()}`,
        segundo: '',
        nacimiento: '1990-02-14',
        sexo: 'Hombre',
      });
      const primerKov = await page.getByLabel('Primer apellido').inputValue();
      await page.getByText('NIE', { exact: true }).click();
      await page
        .getByRole('textbox', { name: 'Correo electrónico' })
        .fill(`oleksandr.${primerKov.toLowerCase()}@correo.test`);
      await madrid(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(
        page.getByRole('link', { name: 'Escribe el número del documento.' }),
      ).toBeVisible();
      await expect(page.getByText('El NIE es incorrecto.')).toHaveCount(0);
      const campoNie = page.getByRole('textbox', { name: 'NIE', exact: true });
      await campoNie.fill(dniNuevo());
      // Still invalid, 'Continuar' waits (docs/decisiones.md (32)); Enter in the field checks again.
      await campoNie.press('Enter');
      await expect(page.getByRole('link', { name: 'El NIE es incorrecto.' })).toBeVisible();
      await campoNie.fill(numeroNie.toLowerCase());
      await page.getByRole('button', { name: 'Continuar' }).click();
      // With an e-mail he is invited to the portal, as anyone.
      await expect(h1(page)).toHaveText('Asignar contraseña');
      await expect(
        page.getByRole('radio', { name: 'Enviar una invitación por correo' }),
      ).toBeChecked();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await crear(page, `Oleksandr ${primerKov}`);

      // An older man with a phone and no e-mail, 'No consta' as his sex: no account yet.
      const apellidoSinCorreo = `Gil${marca()}`;
      await empezar(page, {
        nombre: 'Anselmo',
        primer: apellidoSinCorreo,
        segundo: 'Pardo',
        nacimiento: '1941-10-30',
        sexo: 'No consta',
      });
      await page.getByRole('textbox', { name: 'DNI', exact: true }).fill(dniNuevo());
      await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('91 000 00 00');
      await madrid(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(h1(page)).toHaveText('Asignar contraseña');
      await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('main')).toContainText(
        'Sin acceso al portal (no tiene correo electrónico)',
      );
      await crear(page, `Anselmo ${apellidoSinCorreo}`);

      // Each found by the desk's search: the girl and the man by name, the foreigner by his NIE.
      await encontrar(page, apellido.toLowerCase(), `Martina ${apellido} Ortega`);
      await revisarAccesibilidad(page);
      await encontrar(page, numeroNie.toLowerCase(), `Oleksandr ${primerKov}`);
      await encontrar(page, apellidoSinCorreo, `Anselmo ${apellidoSinCorreo} Pardo`);
    });
  });
}
