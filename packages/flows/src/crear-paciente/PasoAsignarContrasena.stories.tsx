import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { limpiarAnuncios } from '../comun/historias/msw';
import { MENSAJE_CONTRASENA_CORTA, MENSAJE_CONTRASENAS_DISTINTAS } from '../validacion/password';
import { MENSAJE_CONTRASENA_OLVIDADA } from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';

const meta = {
  title: 'Flujos/Administrativo/Crear paciente/2 Asignar contraseña',
  component: PasoAsignarContrasena,
  beforeEach: limpiarAnuncios,
  args: { contrasena: {}, errores: {}, invalido: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoAsignarContrasena>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío: paso 2 de 3, con 'Volver' al paso anterior. */
export const Vacio: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Asignar contraseña' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Paso 2 de 3: Asignar contraseña')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VOLVER' });
  },
};

/** Relleno: las dos coinciden; se pueden mostrar para comprobarlas. */
export const Relleno: Story = {
  args: { contrasena: { password: 'ClaveSegura2024', repetirPassword: 'ClaveSegura2024' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [mostrar] = canvas.getAllByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(mostrar as HTMLElement);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByLabelText('Repetir contraseña'));
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Corta y sin repetir: los dos mensajes, el resumen enfocado y Continuar a la espera. */
export const Invalido: Story = {
  args: {
    contrasena: { password: 'corta', repetirPassword: '' },
    errores: { password: MENSAJE_CONTRASENA_CORTA, repetirPassword: MENSAJE_CONTRASENAS_DISTINTAS },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: MENSAJE_CONTRASENAS_DISTINTAS }));
    await expect(canvas.getByLabelText('Repetir contraseña')).toHaveFocus();
  },
};

/** Tras recargar la página la contraseña no se guarda (DECISIONS #10): se pide otra vez. */
export const TrasRecargar: Story = {
  args: { errores: { password: MENSAJE_CONTRASENA_OLVIDADA }, invalido: true, intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MENSAJE_CONTRASENA_OLVIDADA,
    );
  },
};
