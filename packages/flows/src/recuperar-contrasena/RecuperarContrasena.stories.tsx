import { MENSAJES_CORREO } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoEnElResumen } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJE_EMAIL_INVALIDO } from '../validacion/email';
import { actoresRecuperarContrasena } from './actors';
import { recuperarContrasenaMachine } from './machine';
import {
  PantallaRecuperarContrasena,
  TEXTOS_RECUPERAR_CONTRASENA as T,
} from './PantallaRecuperarContrasena';
import { RecuperarContrasena } from './RecuperarContrasena';

const meta = {
  title: 'Flujos/Recuperar contraseña',
  component: PantallaRecuperarContrasena,
  beforeEach: limpiarAnuncios,
  args: {
    datos: { email: '' },
    errores: {},
    enviando: false,
    send: fn(),
  },
} satisfies Meta<typeof PantallaRecuperarContrasena>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'lucia.garcia@example.com';

/** Vacía, como se abre desde '¿Has olvidado tu contraseña?' en /login. */
export const Vacia: Story = {
  name: 'Vacía',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: new RegExp(T.email) })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: T.volver })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Un correo mal escrito: el mensaje junto al campo y en el resumen. */
export const CorreoNoValido: Story = {
  name: 'Correo no válido',
  args: { datos: { email: 'lucia@' }, errores: { email: MENSAJE_EMAIL_INVALIDO }, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_EMAIL_INVALIDO);
    await expect(canvas.getByRole('textbox', { name: new RegExp(T.email) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Mientras el servidor responde: el botón espera y el campo no cambia. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { datos: { email }, enviando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: new RegExp(T.email) })).toHaveAttribute(
      'readonly',
    );
  },
};

/** Demasiados pedidos seguidos (429): cuánto esperar, arriba. */
export const DemasiadosIntentos: Story = {
  name: 'Demasiados intentos',
  args: {
    datos: { email },
    error: 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('dentro de 15 minutos');
  },
};

/** Sin conexión con el servidor: se dice en español y lo escrito sigue ahí. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  args: { datos: { email }, error: MENSAJE_SIN_CONEXION, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
  },
};

/** Pedido: el mensaje del servidor en una región de estado, con el foco, y la vuelta a /login. */
export const Enviado: Story = {
  name: 'Enviado',
  args: { datos: { email }, aviso: MENSAJES_CORREO.recuperacionPedida },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const estado = canvas.getByRole('status');
    await expect(estado).toHaveTextContent(MENSAJES_CORREO.recuperacionPedida);
    await waitFor(() => expect(estado).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: T.boton })).toBeNull();
    await expect(canvas.getByRole('link', { name: T.volver })).toHaveAttribute('href', '/login');
  },
};

/**
 * Todo el flujo con el teclado, contra el servidor simulado y el cliente real: un correo mal
 * escrito (el mensaje sale en el campo), un primer envío que el servidor limita (429) y el
 * bueno, que muestra el mensaje del servidor en lugar del formulario.
 */
export const FlujoCompleto: StoryObj<typeof RecuperarContrasena> = {
  name: 'Flujo completo con el teclado',
  beforeEach: conServidorSimulado(
    http.post(
      '/api/contrasena/recuperar',
      () =>
        HttpResponse.json(
          { message: 'Demasiadas peticiones.' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      { once: true },
    ),
  ),
  render: () => (
    <RecuperarContrasena
      machine={recuperarContrasenaMachine.provide({
        actors: actoresRecuperarContrasena(clienteDeHistoria(null)),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // 'Volver a iniciar sesión'
    await userEvent.tab();
    const campo = canvas.getByRole('textbox', { name: new RegExp(T.email) });
    await expect(campo).toHaveFocus();
    await userEvent.keyboard('lucia{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_EMAIL_INVALIDO);
    // The summary takes the focus a frame after it shows: typing before that would go to it.
    await esperarFocoEnElResumen(canvas);

    await userEvent.clear(campo);
    await userEvent.type(campo, `${email}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos'));
    await esperarFocoEnElResumen(canvas);

    await userEvent.click(campo);
    await userEvent.keyboard('{Enter}');
    // The button's own 'Cargando…' is a status too: the message's region is the one around it.
    const mensaje = await canvas.findByText(MENSAJES_CORREO.recuperacionPedida);
    const estado = mensaje.closest('[role="status"]');
    await waitFor(() => expect(estado).toHaveFocus());
    await expect(canvas.getByRole('link', { name: T.volver })).toBeVisible();
    limpiarAnuncios();
  },
};
