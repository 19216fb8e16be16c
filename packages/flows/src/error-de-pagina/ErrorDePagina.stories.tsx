import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorDePagina, TEXTOS_ERROR_DE_PAGINA as T } from './ErrorDePagina';

/**
 * Lo que ve quien abre una página que no se puede mostrar: la aplicación lo pone en
 * lugar de cualquier ruta que falle, sin nada técnico, con el camino de vuelta a su inicio.
 */
const meta = {
  title: 'Flujos/Común/Error de página',
  component: ErrorDePagina,
  args: { rol: 2 },
} satisfies Meta<typeof ErrorDePagina>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Con sesión de administrativo: el foco en el título, y Tab lleva a 'Volver al inicio'. */
export const ConSesion: Story = {
  name: 'Con sesión',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: T.titulo });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByText(T.mensaje)).toBeVisible();
    await userEvent.tab();
    const volver = canvas.getByRole('link', { name: T.volver });
    await expect(volver).toHaveFocus();
    await expect(volver).toHaveAttribute('href', '/administrativo');
  },
};

/** Un paciente vuelve a su propio inicio. */
export const Paciente: Story = {
  name: 'Paciente',
  args: { rol: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: T.volver })).toHaveAttribute(
      'href',
      '/paciente',
    );
  },
};

/** Sin sesión, el camino es iniciar sesión. */
export const SinSesion: Story = {
  name: 'Sin sesión',
  args: { rol: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: T.entrar })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
