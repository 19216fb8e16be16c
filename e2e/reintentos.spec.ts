import type { APIRequestContext } from '@playwright/test';
import { crearPaciente, sesionApi } from './api';
import { captura, cifrasDeFecha, laborableDentroDe } from './datos';
import { elegir, expect, iniciarSesion, revisarAccesibilidad, test } from './fixtures';

/**
 * A retried creation never creates twice (docs/decisiones.md (36)): the server creates
 * the cita, the answer is lost on the way, the patient presses 'Intentar de nuevo' and gets the
 * same cita, because the flow sends the same Idempotency-Key for the same submission.
 */

const CONTRASENA = 'ClaveSegura2026';

/** The headers of a session of `email`. */
const tokenDe = async (request: APIRequestContext, email: string, password = CONTRASENA) =>
  (await sesionApi(request, email, password)).headers;

/** A patient of her own, made by the receptionist through the API. */
const pacienteNuevo = (request: APIRequestContext) =>
  crearPaciente(request, 'reintento', {
    nombre: 'Reyes',
    primer_apellido: 'Reintento',
    fecha_nacimiento: '1979-06-02',
    telefono: '622334455',
    password: CONTRASENA,
    sexo: 'Mujer',
    provincia: 'Madrid',
    poblacion: 'Getafe',
    cp: '28901',
    direccion: 'Calle Toledo',
    numero: '3',
  });

interface Envio {
  clave: string | undefined;
  estado: number;
  repetida: string | undefined;
  cuerpo: { num_cita?: string; id?: number };
}

test.describe('un envío repetido no crea dos veces', () => {
  test('la respuesta de pedir cita se pierde: Intentar de nuevo da la misma cita, y solo una', async ({
    page,
    request,
  }) => {
    const paciente = await pacienteNuevo(request);
    const headers = await tokenDe(request, paciente.email);
    const medicos = await request.get('/api/usuarios/mostrarMedicos', { headers });
    const {
      usuarios: [medico],
    } = (await medicos.json()) as { usuarios: { id_medico: number; nombre_completo: string }[] };
    if (!medico) throw new Error('La clínica de demostración no tiene médicos.');
    // A day over five weeks ahead (the other journeys use up to 35 days), its first free slot.
    const dia = laborableDentroDe(37);

    // The first answer is lost after the server has created the cita; the second goes through.
    const envios: Envio[] = [];
    await page.route('**/api/citas/pedirCita', async (route) => {
      const respuesta = await route.fetch();
      envios.push({
        clave: route.request().headers()['idempotency-key'],
        estado: respuesta.status(),
        repetida: respuesta.headers()['idempotent-replayed'],
        cuerpo: await respuesta.json(),
      });
      if (envios.length === 1) await route.abort('failed');
      else await route.fulfill({ response: respuesta });
    });

    await iniciarSesion(page, paciente.email, CONTRASENA);
    await expect(page).toHaveURL(/\/paciente$/);
    await page.getByRole('link', { name: 'Pedir cita' }).click();
    await elegir(page, /Presencial - Medicina familiar/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await elegir(page, medico.nombre_completo);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .getByRole('group', { name: /Fecha que te viene bien/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(cifrasDeFecha(dia));
    await page.getByRole('button', { name: /Hora que te viene bien/ }).click();
    await page.getByRole('option', { name: '11:00', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/pedirCitaPaso4$/);
    // The first free slot the server offers.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/pedirCitaPaso5$/);
    await page.getByRole('button', { name: 'Pedir cita' }).click();

    // The app heard nothing back: it says so, and offers to send the same request again.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Error al crear la cita' }),
    ).toBeVisible();
    expect(envios).toHaveLength(1);
    expect(envios[0]?.estado).toBe(201);
    await revisarAccesibilidad(page);
    await captura(page, 'reintento-error-al-crear-1280');
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
    ).toBeVisible();
    expect(envios).toHaveLength(2);
    const [primero, segundo] = envios as [Envio, Envio];
    // One key per submission: the same on the retry, and the server replayed its first answer.
    expect(primero.clave).toMatch(/^[0-9a-f-]{36}$/);
    expect(segundo.clave).toBe(primero.clave);
    expect(segundo.estado).toBe(201);
    expect(segundo.repetida).toBe('true');
    expect(segundo.cuerpo).toEqual(primero.cuerpo);
    const numero = primero.cuerpo.num_cita as string;
    await expect(page.getByText(numero, { exact: true })).toBeVisible();
    await captura(page, 'reintento-cita-creada-1280');

    // One cita on that day, not two.
    const citas = await request.get(`/api/citas/mostrarCitasDelPaciente/${paciente.id}`, {
      headers,
    });
    const lista = (await citas.json()) as { num_cita: string; fecha: string }[];
    expect(lista.filter((cita) => cita.fecha === dia).map((cita) => cita.num_cita)).toEqual([
      numero,
    ]);

    // The same key with another body is refused in Spanish; a new submission is a new cita.
    const otra = await request.post('/api/citas/pedirCita', {
      headers: { ...headers, 'Idempotency-Key': primero.clave as string },
      data: {
        tipo_cita: 'Telefónica - Medicina familiar',
        id_medico: medico.id_medico,
        fecha: dia,
        hora: '12:00',
      },
    });
    expect(otra.status()).toBe(422);
    expect(((await otra.json()) as { message: string }).message).toBe(
      'Esta clave de idempotencia (Idempotency-Key) ya se usó con una petición distinta. Usa una clave nueva para cada petición nueva.',
    );
  });
});
