import { getMockDb, MOCK_ENLACE, MOCK_ENLACE_CADUCADO } from '@clinica/api-client/mocks';
import { MENSAJES_CONTRASENA, MENSAJES_CORREO } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoEnElResumen } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJE_CONTRASENAS_DISTINTAS } from '../validacion/password';
import { actoresRestablecerContrasena } from './actors';
import { restablecerContrasenaMachine } from './machine';
import {
  PantallaRestablecerContrasena,
  TEXTOS_RESTABLECER_CONTRASENA as T,
} from './PantallaRestablecerContrasena';
import { RestablecerContrasena } from './RestablecerContrasena';

const meta = {
  title: 'Flujos/Elegir contraseña nueva',
  component: PantallaRestablecerContrasena,
  beforeEach: limpiarAnuncios,
  args: {
    datos: { password: '', repetirPassword: '' },
    errores: {},
    enviando: false,
    guardada: false,
    send: fn(),
  },
} satisfies Meta<typeof PantallaRestablecerContrasena>;

export default meta;
type Story = StoryObj<typeof meta>;

const nueva = 'una frase que solo yo sé';
const rellenos = { password: nueva, repetirPassword: nueva };

/** A field by the start of its label. */
const campo = (canvas: ReturnType<typeof within>, etiqueta: string) =>
  canvas.getByLabelText(new RegExp(`^${etiqueta}`));

/** Vacía, como se abre desde el enlace de un mensaje: las dos contraseñas ocultas, con la regla. */
export const Vacia: Story = {
  name: 'Vacía',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    for (const etiqueta of [T.nueva, T.repetir]) {
      await expect(campo(canvas, etiqueta)).toHaveAttribute('type', 'password');
    }
    await expect(canvas.getByText(/una frase larga vale/)).toBeVisible();
  },
};

/** Enviada con una contraseña corta y otra repetición: cada mensaje en su campo y arriba. */
export const ConErrores: Story = {
  name: 'Con errores',
  args: {
    datos: { password: 'corta', repetirPassword: 'otra' },
    errores: {
      password: MENSAJES_CONTRASENA.corta,
      repetirPassword: MENSAJE_CONTRASENAS_DISTINTAS,
    },
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = await canvas.findByRole('alert');
    await expect(resumen).toHaveTextContent(MENSAJES_CONTRASENA.corta);
    await expect(resumen).toHaveTextContent(MENSAJE_CONTRASENAS_DISTINTAS);
    await expect(campo(canvas, T.nueva)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** El servidor la rechaza por ser de las más usadas: su mensaje, en el campo. */
export const Comun: Story = {
  name: 'De las más usadas',
  args: { datos: rellenos, errores: { password: MENSAJES_CONTRASENA.comun }, intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MENSAJES_CONTRASENA.comun,
    );
  },
};

/** Mientras el servidor responde. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { datos: rellenos, enviando: true },
  play: async ({ canvasElement }) => {
    await expect(campo(within(canvasElement), T.nueva)).toHaveAttribute('readonly');
  },
};

/** Sin conexión: se dice arriba y lo escrito sigue ahí. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  args: { datos: rellenos, error: MENSAJE_SIN_CONEXION, intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MENSAJE_SIN_CONEXION,
    );
  },
};

/** Un enlace que falta, ya usado o caducado: el mensaje del servidor y pedir otro. */
export const EnlaceNoValido: Story = {
  name: 'Enlace no válido',
  args: { enlaceNoValido: MENSAJES_CORREO.enlaceNoValido },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: T.tituloEnlaceNoValido });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByText(MENSAJES_CORREO.enlaceNoValido)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.pedirOtro })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
    await expect(canvas.queryByLabelText(new RegExp(`^${T.nueva}`))).toBeNull();
  },
};

/** Guardada: la confirmación recibe el foco y lleva a iniciar sesión. */
/** Al abrirse, mientras se pregunta si el enlace sirve: ni el formulario ni el aviso todavía. */
export const Comprobando: Story = {
  name: 'Comprobando el enlace',
  args: { comprobando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    await expect(canvas.getByText(T.comprobando)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(T.nueva)).toBeNull();
  },
};

export const Guardada: Story = {
  name: 'Guardada',
  args: { guardada: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: T.guardada });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByRole('link', { name: T.iniciarSesion })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/**
 * Todo el flujo con el teclado, contra el servidor simulado y el cliente real: Lucía abre el
 * enlace de su mensaje, escribe dos contraseñas distintas (el mensaje sale en el campo), luego
 * la misma dos veces; el servidor la guarda y la confirmación recibe el foco.
 */
export const FlujoCompleto: StoryObj<typeof RestablecerContrasena> = {
  name: 'Flujo completo con el teclado',
  beforeEach: conServidorSimulado(),
  render: () => (
    <RestablecerContrasena
      machine={restablecerContrasenaMachine.provide({
        actors: actoresRestablecerContrasena(clienteDeHistoria(null)),
      })}
      token={MOCK_ENLACE}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The link is asked about first: the form comes once it serves.
    await waitFor(() => expect(campo(canvas, T.nueva)).toBeVisible());
    await userEvent.click(campo(canvas, T.nueva));
    await userEvent.keyboard(nueva);
    await userEvent.tab(); // mostrar/ocultar
    await userEvent.tab();
    await expect(campo(canvas, T.repetir)).toHaveFocus();
    await userEvent.keyboard('otra frase{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_CONTRASENAS_DISTINTAS);
    await esperarFocoEnElResumen(canvas);

    const repetir = campo(canvas, T.repetir);
    await userEvent.clear(repetir);
    await userEvent.type(repetir, `${nueva}{Enter}`);
    const titulo = await canvas.findByRole('heading', { level: 1, name: T.guardada });
    await waitFor(() => expect(titulo).toHaveFocus());
    const lucia = getMockDb().usuarios.find((u) => u.email === 'lucia.garcia@example.com');
    await expect(lucia?.password).toBe(nueva);
    limpiarAnuncios();
  },
};

/**
 * Un enlace caducado, contra el servidor simulado: al abrirse la página, el aviso y pedir otro,
 * sin pedir antes la contraseña dos veces.
 */
export const FlujoEnlaceCaducado: StoryObj<typeof RestablecerContrasena> = {
  name: 'Flujo con un enlace caducado',
  beforeEach: conServidorSimulado(),
  render: () => (
    <RestablecerContrasena
      machine={restablecerContrasenaMachine.provide({
        actors: actoresRestablecerContrasena(clienteDeHistoria(null)),
      })}
      token={MOCK_ENLACE_CADUCADO}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titulo = await canvas.findByRole('heading', { level: 1, name: T.tituloEnlaceNoValido });
    await expect(canvas.queryByLabelText(T.nueva)).toBeNull();
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByText(MENSAJES_CORREO.enlaceNoValido)).toBeVisible();
    limpiarAnuncios();
  },
};
