import type { APIRequestContext, Page } from '@playwright/test';
import { crearPaciente, type SesionApi, sesionApi } from './api';
import {
  captura,
  dniNuevo,
  fechaLegible,
  hoyEnLaClinica,
  laborableDentroDe,
  sumarDias,
} from './datos';
import { cajasConBarraPropia } from './desplazamientos';
import { CUENTAS, elegir, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * The desk's day (docs/decisiones.md (53)): a cita given at the professional's first free slot
 * in one press, a closed day's reason, and the day's list in time order with every row in the
 * page's own scroll, on a desktop and on a 375-px phone.
 */

interface DiaConHuecos {
  fecha: string;
  huecos: string[];
  motivo?: string;
}

/** A doctor no other journey books with, so their first free slot is known. */
async function medicoNuevo(request: APIRequestContext, admin: SesionApi) {
  const sufijo = dniNuevo().slice(0, 8);
  const respuesta = await request.post('/api/personal/crearEmpleado', {
    headers: admin.headers,
    data: {
      id_rol: 3,
      nombre: 'Irene',
      primer_apellido: 'Sáez',
      segundo_apellido: `Mostrador${sufijo}`,
      email: `irene.${sufijo}@prueba.test`,
      password: 'marea lenta en otoño 7',
      num_colegiado: `2${sufijo}`,
    },
  });
  expect(respuesta.status(), await respuesta.text()).toBe(201);
  const { id, nombre_completo } = (await respuesta.json()) as {
    id: number;
    nombre_completo: string;
  };
  return { id, nombre: nombre_completo };
}

async function elegirEnLista(page: Page, campo: RegExp, opcion: string) {
  await page.getByRole('button', { name: campo }).click();
  await page.getByRole('option', { name: opcion }).click();
}

for (const [nombre, viewport] of [
  ['en un escritorio', { width: 1280, height: 900 }],
  ['en un móvil de 375 × 667', { width: 375, height: 667 }],
] as const) {
  test.describe(`el día del mostrador, ${nombre}`, () => {
    test.use({ viewport });

    test('da la cita en el primer hueco libre del médico, saltando su baja', async ({
      page,
      request,
    }) => {
      const admin = await sesionApi(request, CUENTAS.administrativo);
      const medico = await medicoNuevo(request, admin);
      // Off on the next two working days: the first free slot lies after them.
      const [primero, segundo] = [laborableDentroDe(1), laborableDentroDe(2)];
      const baja = await request.post('/api/agenda/crearCierre', {
        headers: admin.headers,
        data: {
          tipo: 'baja',
          fecha_inicio: primero,
          fecha_fin: segundo,
          descripcion: 'Gripe',
          id_usuario: medico.id,
        },
      });
      expect(baja.status(), await baja.text()).toBe(201);
      const paciente = await crearPaciente(request, 'primer-hueco', {
        nombre: 'Rocío',
        primer_apellido: 'Vidal',
        fecha_nacimiento: '1979-02-11',
        telefono: '612345678',
        password: 'cometa azul de invierno',
        sexo: 'Mujer',
        provincia: 'Madrid',
        poblacion: 'Madrid',
        cp: '28001',
        direccion: 'Calle Mayor',
        numero: '3',
      });

      // The same search in one request, as the screen makes it.
      const hoy = hoyEnLaClinica();
      const rango = await request.get(
        `/api/citas/huecosLibres?desde=${hoy}&hasta=${sumarDias(hoy, 61)}&id_medico=${medico.id}`,
        { headers: admin.headers },
      );
      expect(rango.status()).toBe(200);
      const { dias } = (await rango.json()) as { dias: DiaConHuecos[] };
      expect(dias.find((d) => d.fecha === primero)).toMatchObject({
        huecos: [],
        motivo: 'Baja: Gripe',
      });
      const esperado = dias.find((d) => d.huecos.length > 0);
      if (!esperado) throw new Error('El médico nuevo no tiene ningún hueco libre.');
      expect(esperado.fecha > segundo || esperado.fecha === hoy).toBe(true);

      await iniciarSesion(page, CUENTAS.administrativo);
      await expect(page).toHaveURL(/\/administrativo$/);
      await page.goto('/administrativo/crearCita');
      await page.getByLabel('DNI del paciente').fill(paciente.dni);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/crearCita\/crearCitaPaso2$/);
      await elegir(page, /^Presencial - Medicina familiar/);
      const primerHueco = page.getByRole('button', { name: 'Primer hueco libre' });
      await expect(primerHueco).toBeDisabled();
      await expect(page.getByText('Elige antes el médico.')).toBeVisible();
      await elegirEnLista(page, /Médico/, medico.nombre);
      await primerHueco.click();
      await expect(page.getByRole('group', { name: 'Fecha' })).toContainText(
        fechaLegible(esperado.fecha),
      );
      await expect(page.getByRole('button', { name: /Hora/ })).toContainText(
        esperado.huecos[0] as string,
      );
      await revisarAccesibilidad(page);
      await captura(page, `mostrador-primer-hueco-${viewport.width}`);

      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/crearCita\/crearCitaPaso3$/);
      await page.getByRole('button', { name: 'Crear cita' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cita creada correctamente');
      const citas = await request.get(`/api/citas/mostrarCitasDelPaciente/${paciente.id}`, {
        headers: admin.headers,
      });
      expect(await citas.json()).toEqual([
        expect.objectContaining({
          fecha: esperado.fecha,
          hora: esperado.huecos[0],
          id_medico: medico.id,
          estado: 'EN_CURSO',
        }),
      ]);
    });

    test('la lista del día va en orden de hora, con todas sus filas a la vista', async ({
      page,
      request,
    }) => {
      const admin = await sesionApi(request, CUENTAS.administrativo);
      // The first working day ahead with several citas in the demo.
      let fecha = '';
      let horas: string[] = [];
      for (let dentro = 1; dentro <= 20 && horas.length < 3; dentro++) {
        fecha = laborableDentroDe(dentro);
        const dia = await request.get(`/api/citas/mostrarCitasDelDia?fecha=${fecha}`, {
          headers: admin.headers,
        });
        horas = ((await dia.json()) as { hora: string }[]).map((c) => c.hora);
      }
      expect(horas.length).toBeGreaterThanOrEqual(3);
      expect(horas).toEqual([...horas].sort());

      await iniciarSesion(page, CUENTAS.administrativo);
      await expect(page).toHaveURL(/\/administrativo$/);
      await page.goto(`/administrativo/citas?fecha=${fecha}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(fechaLegible(fecha));
      const ancho = viewport.width >= 1000;
      const filas = ancho
        ? page
            .getByRole('grid', { name: 'Citas' })
            .getByRole('row')
            .filter({ hasNot: page.getByRole('columnheader') })
        : page.getByRole('list', { name: 'Citas' }).getByRole('listitem');
      await expect(filas).toHaveCount(Math.min(horas.length, 10));
      const vistas = (await filas.allInnerTexts()).map((t) => t.match(/\d\d:\d\d/)?.[0] ?? '');
      expect(vistas).toEqual(horas.slice(0, 10));
      // No box with a scroll bar of its own: every row scrolls with the page.
      expect(await cajasConBarraPropia(page)).toBe(0);
      await revisarAccesibilidad(page);
      await captura(page, `mostrador-dia-en-orden-${viewport.width}`);
    });
  });
}
