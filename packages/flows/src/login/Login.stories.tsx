import { handlers, MOCK_PASSWORD } from '@clinica/api-client/mocks';
import { InfoBox } from '@clinica/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { MENSAJES } from '../validacion/obligatorio';
import { actoresLogin } from './actors';
import { Login } from './Login';
import { loginMachine, mensajeDemasiadosIntentos } from './machine';
import { PantallaLogin } from './PantallaLogin';

const meta = {
  title: 'Flujos/Inicio de sesión',
  component: PantallaLogin,
  beforeEach: limpiarAnuncios,
  args: {
    datos: { email: '', password: '' },
    errores: {},
    enviando: false,
    send: fn(),
  },
} satisfies Meta<typeof PantallaLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

const relleno = { email: 'ana.torres@example.com', password: MOCK_PASSWORD };

/**
 * Vacía, tal como se abre /login: la marca y el nombre de la clínica con la frase de §2.2 al
 * lado del formulario (encima en pantallas estrechas).
 */
export const Vacia: Story = {
  name: 'Vacía',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tu entrada, el inicio hacia el bienestar óptimo')).toBeVisible();
    await expect(canvas.getByText('Clínica')).toBeVisible();
    await expect(canvas.getByText('Medicina familiar y radiología')).toBeVisible();
    // La marca es decoración: el nombre escrito es el texto.
    for (const svg of canvasElement.querySelectorAll('svg[data-invertida]'))
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Con otro nombre de clínica y un aviso encima del título, como el de una sesión caducada. */
export const ConAviso: Story = {
  name: 'Con aviso',
  args: {
    clinica: 'Clínica San Rafael',
    aviso: <InfoBox tone="warning">Tu sesión ha caducado. Inicia sesión de nuevo.</InfoBox>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Clínica San Rafael')).toBeVisible();
    await expect(canvas.getByText(/Tu sesión ha caducado/)).toBeVisible();
    // The page's title is written after its first paint.
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Clínica San Rafael'));
  },
};

/**
 * Con '¿Has olvidado tu contraseña?' bajo el botón, como en la aplicación: un enlace a su página
 * (docs/decisiones.md (50)), después de 'Iniciar sesión' en el orden del teclado.
 */
export const ConRecuperacion: Story = {
  name: 'Con enlace para recuperar la contraseña',
  args: { recuperarHref: '/recuperar-contrasena' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const enlace = canvas.getByRole('link', { name: '¿Has olvidado tu contraseña?' });
    await expect(enlace).toHaveAttribute('href', '/recuperar-contrasena');
    canvas.getByRole('button', { name: 'Iniciar sesión' }).focus();
    await userEvent.tab();
    await expect(enlace).toHaveFocus();
    enlace.blur();
  },
};

/** Rellena: escribir envía `EDITAR` con cada cambio; Enter envía el formulario. */
export const Rellena: Story = {
  name: 'Rellena',
  args: { datos: relleno },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'x');
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { email: 'ana.torres@example.comx' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByLabelText('Contraseña'));
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'ENVIAR' });
  },
};

/** Enviada vacía: los dos campos obligatorios (§5), con su resumen enfocado. */
export const Invalida: Story = {
  name: 'Inválida',
  args: {
    errores: {
      email: MENSAJES.emailObligatorio,
      password: MENSAJES.contrasenaObligatoria,
    },
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await expect(alerta).toHaveTextContent('No se ha podido iniciar sesión');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Iniciar sesión · Clínica');
    await userEvent.click(canvas.getByRole('link', { name: MENSAJES.contrasenaObligatoria }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Esperando al servidor: el botón anuncia 'Cargando…' y los campos no cambian. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { datos: relleno, enviando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boton = canvas.getByRole('button', { name: /Iniciar sesión/ });
    await expect(boton).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
  },
};

/** Credenciales rechazadas (docs/decisiones.md (7)): un mensaje visible y anunciado. */
export const CredencialesIncorrectas: Story = {
  name: 'Credenciales incorrectas',
  args: { datos: relleno, error: MENSAJES.credencialesIncorrectas, intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos.',
    );
  },
};

/** Demasiados intentos (429): cuánto esperar, en minutos. */
export const DemasiadosIntentos: Story = {
  name: 'Demasiados intentos',
  args: { datos: relleno, error: mensajeDemasiadosIntentos(600), intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de 10 minutos.',
    );
  },
};

/** Sin conexión con el servidor. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: relleno,
    error: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    intento: 1,
  },
};

const flujo = {
  render: () => <FlujoLogin />,
} satisfies Partial<Story>;

const alIniciar = fn();

function FlujoLogin() {
  return (
    <Login
      machine={loginMachine.provide({ actors: actoresLogin(clienteDeHistoria(null)) })}
      onSesionIniciada={alIniciar}
    />
  );
}

/**
 * El flujo completo contra el servidor simulado: primero una contraseña equivocada (el mensaje
 * se anuncia y recibe el foco), después la buena, solo con el teclado; entra como administrativa.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  ...flujo,
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    alIniciar.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Correo electrónico'));
    await userEvent.keyboard('ana.torres@example.com');
    await userEvent.tab();
    await userEvent.keyboard('equivocada');
    await userEvent.keyboard('{Enter}');
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent(MENSAJES.credencialesIncorrectas);
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());

    const password = canvas.getByLabelText('Contraseña');
    await userEvent.clear(password);
    await userEvent.type(password, MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(password).toHaveValue(MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(alIniciar).toHaveBeenCalledTimes(1));
    await expect(alIniciar.mock.calls[0]?.[0]).toMatchObject({
      user: { id_rol: 2, nombre: 'Ana' },
    });
  },
};

/** El servidor corta tras varios intentos (429): el aviso dice cuántos minutos esperar. */
export const FlujoDemasiadosIntentos: Story = {
  name: 'Flujo demasiados intentos',
  ...flujo,
  beforeEach: conServidorSimulado(handlers.iniciarSesion.error(429)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana.torres@example.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'otra-vez{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
    );
  },
};
