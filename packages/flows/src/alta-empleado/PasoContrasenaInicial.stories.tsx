import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_CONTRASENA_CORTA } from '../validacion/password';
import { PasoContrasenaInicial } from './PasoContrasenaInicial';

const meta = {
  title: 'Flujos/Dar de alta a un empleado/Pasos/3 Contraseña inicial',
  component: PasoContrasenaInicial,
  beforeEach: limpiarAnuncios,
  args: { errores: {}, invalido: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoContrasenaInicial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío: qué es esta contraseña y que la cambiará al entrar; 'Volver' a sus datos. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Contraseña inicial' })).toHaveFocus(),
    );
    await expect(canvas.getByText(/le pedirá que la cambie/)).toBeVisible();
    await expect(
      canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' }),
    ).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VOLVER' });
  },
};

/** Relleno: se puede mostrar para dictarla, y Enter continúa. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { password: 'marea lenta en otoño' },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(
      canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' }),
    ).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Corta: el mensaje en el campo y en el resumen, que recibe el foco. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    password: 'corta',
    errores: { password: MENSAJE_CONTRASENA_CORTA },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const alerta = within(canvasElement).getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(alerta).toHaveTextContent(MENSAJE_CONTRASENA_CORTA);
  },
};

/** El servidor la rechaza (400, una de las más usadas): vuelve aquí, junto al campo. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    password: 'password1',
    errores: {
      password: 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
    },
    error: 'Revisa los datos marcados.',
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revisa los datos marcados.');
    await expect(
      canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Esa contraseña es de las más usadas'));
    limpiarAnuncios();
  },
};

/**
 * Con correo (docs/decisiones.md (50)): 'Enviar una invitación por correo', lo primero, dice
 * adónde va el enlace y no pide contraseña; con las flechas se elige escribirla.
 */
export const ConInvitacion: Story = {
  name: 'Con correo: invitación',
  args: { correoActivo: true, acceso: 'invitar', email: 'ines.velasco@example.com' },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    const invitar = canvas.getByRole('radio', { name: 'Enviar una invitación por correo' });
    await expect(invitar).toBeChecked();
    await expect(canvas.getByText(/Le enviaremos a ines.velasco@example.com/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Contraseña inicial/, { selector: 'input' })).toBeNull();
    await userEvent.click(invitar);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { acceso: 'escribir' } });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Con correo y 'Escribir una contraseña': el campo de siempre, con su explicación. */
export const ConCorreoEscribiendo: Story = {
  name: 'Con correo: escribir la contraseña',
  args: { correoActivo: true, acceso: 'escribir', email: 'ines.velasco@example.com' },
  play: async ({ canvasElement }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Escribir una contraseña' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' })).toBeVisible();
  },
};
