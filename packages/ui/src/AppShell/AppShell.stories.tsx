import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, CalendarDays, Search } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { Sidebar } from '../Sidebar';
import { AppShell } from './AppShell';

const sidebar = (
  <Sidebar
    items={[
      { href: '#buscar-cita', label: 'Buscar cita', icon: Search },
      { href: '#citas', label: 'Citas', icon: CalendarDays },
      { href: '#mis-incidencias', label: 'Mis incidencias', icon: AlertTriangle },
    ]}
    currentHref="#buscar-cita"
    userName="Andrés Gómez"
    userDetail="Radiólogo"
    onLogout={fn()}
  />
);

const page = (
  <>
    <PageHeader
      title="Buscar cita"
      backHref="#inicio"
      actions={<Button variant="secondary">+ Crear incidencia</Button>}
    />
    <p>Introduce el número de la cita para crear su informe.</p>
  </>
);

/** Client-side navigation is recorded instead of leaving the story. */
const navigate = fn();

/** Frames of a fixed width: the shell answers to its own width, not the window's. */
const width = (px: number) => (Story: () => React.ReactNode) => (
  <RouterProvider navigate={navigate}>
    <div style={{ width: px, maxWidth: 'none', border: '1px dashed #8a94a3' }}>
      <Story />
    </div>
  </RouterProvider>
);

const meta = {
  title: 'Estructura/AppShell',
  component: AppShell,
  args: { sidebar, children: page },
  decorators: [width(1200)],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A staff screen: side bar on the left, the page in the main landmark. */
export const ConMenuLateral: Story = {
  name: 'Con menú lateral',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenido-principal');
    // Wide enough: no 'Menú' button, the side bar is always shown.
    await expect(canvas.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  },
};

/** Keyboard: the first Tab shows 'Saltar al contenido principal'; Enter moves focus to main. */
export const SaltarAlContenido: Story = {
  name: 'Saltar al contenido',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenido-principal');
    // Clipped away until focused; with focus it shows in full.
    await waitFor(() => expect(getComputedStyle(skip).clipPath).toBe('none'));
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab continues inside the page, past the side bar.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
  },
};

/** Under 991px the side bar folds behind 'Menú'; Escape folds it again and returns focus. */
export const Estrecho: Story = {
  name: 'Estrecho',
  decorators: [width(600)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menú' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    // Keyboard: skip link, then 'Menú'; Enter opens the menu.
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await expect(
      document.getElementById(menu.getAttribute('aria-controls') ?? ''),
    ).toContainElement(nav);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buscar cita' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    // Mouse: open, and choosing a link folds the menu away.
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('link', { name: 'Citas' }));
    await expect(navigate).toHaveBeenLastCalledWith('#citas', undefined);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Patient and login screens: no side bar, no 'Menú' button; the skip link stays. */
export const SinMenuLateral: Story = {
  name: 'Sin menú lateral',
  args: { sidebar: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveFocus();
  },
};

/** Texts replaced: skip link, menu button and the narrow bar's title. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  decorators: [width(600)],
  args: {
    skipLinkText: 'Ir al contenido',
    menuButtonText: 'Navegación',
    title: 'Clínica San Rafael',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Navegación' })).toBeVisible();
    await expect(canvas.getByText('Clínica San Rafael')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al contenido' })).toBeInTheDocument();
  },
};
