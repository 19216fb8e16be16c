import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, CalendarDays, CalendarPlus, House, Search, UserPlus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar, type SidebarItem } from './Sidebar';

const administrativo: SidebarItem[] = [
  {
    href: '/administrativo/citas',
    label: 'Citas',
    icon: CalendarDays,
    matches: ['/administrativo', '/administrativo/modificarCita/*'],
  },
  {
    href: '/administrativo/crearPaciente',
    label: 'Crear paciente',
    icon: UserPlus,
    matches: ['/administrativo/crearPaciente/*'],
  },
  { href: '/administrativo/crearCita', label: 'Crear cita', icon: CalendarPlus },
  { href: '/administrativo/misIncidencias', label: 'Mis incidencias', icon: AlertTriangle },
];

const radiologo: SidebarItem[] = [
  { href: '/radiologo/buscarCita', label: 'Buscar cita', icon: Search },
  { href: '/radiologo/citas', label: 'Citas', icon: CalendarDays },
  { href: '/radiologo/misIncidencias', label: 'Mis incidencias', icon: AlertTriangle },
];

const medico: SidebarItem[] = [
  { href: '/medico/inicio', label: 'Inicio', icon: House },
  { href: '/medico/citas', label: 'Citas', icon: CalendarDays },
  { href: '/medico/misIncidencias', label: 'Mis incidencias', icon: AlertTriangle },
];

const meta = {
  title: 'Estructura/Sidebar',
  component: Sidebar,
  args: {
    items: administrativo,
    currentHref: '/administrativo/citas',
    userName: 'Lucía Martín',
    userDetail: 'Administrativa',
    onLogout: fn(),
  },
  render: (args) => (
    <div style={{ width: 256, height: 560 }}>
      <Sidebar {...args} />
    </div>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrative menu: Citas, Crear paciente, Crear cita, Mis incidencias. */
export const Administrativo: Story = {
  name: 'Administrativo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Citas',
      'Crear paciente',
      'Crear cita',
      'Mis incidencias',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Citas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Crear cita' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(nav).toHaveTextContent('Clínica');
    await expect(nav).toHaveTextContent('Lucía Martín');
  },
};

/**
 * The administrative home, /administrativo, shows the day's citas: 'Citas' is marked there
 * through its `matches`, as on /administrativo/citas, and a wizard's later steps mark their
 * item. The mark is a bar and bold text besides the background.
 */
export const PaginaDeInicio: Story = {
  name: 'Página de inicio',
  args: { currentHref: '/administrativo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const citas = canvas.getByRole('link', { name: 'Citas' });
    await expect(citas).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    const estilo = getComputedStyle(citas);
    await expect(estilo.fontWeight).toBe('700');
    await expect(estilo.boxShadow).toContain('inset');
  },
};

/** A wizard's second step (/administrativo/crearPaciente/crearPacientePaso2) marks its item. */
export const PasoDeAsistente: Story = {
  name: 'Paso de asistente',
  args: { currentHref: '/administrativo/crearPaciente/crearPacientePaso2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Crear paciente' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Citas' })).not.toHaveAttribute('aria-current');
  },
};

/** The radiologist's menu: Buscar cita, Citas, Mis incidencias. */
export const Radiologo: Story = {
  name: 'Radiólogo',
  args: {
    items: radiologo,
    currentHref: '/radiologo/buscarCita',
    userName: 'Andrés Gómez',
    userDetail: 'Radiólogo',
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Buscar cita',
      'Citas',
      'Mis incidencias',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};

/** The doctor's menu: Inicio, Citas, Mis incidencias. */
export const Medico: Story = {
  name: 'Médico',
  args: {
    items: medico,
    currentHref: '/medico/inicio',
    userName: 'Dra. Carmen Ruiz',
    userDetail: 'Médica',
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Citas',
      'Mis incidencias',
    ]);
  },
};

/** Keyboard: Tab walks the menu in order, then reaches 'Salir'; Enter signs out. */
export const Teclado: Story = {
  name: 'Teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Citas', 'Crear paciente', 'Crear cita', 'Mis incidencias']) {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible', 'true');
    }
    await userEvent.tab();
    const salir = canvas.getByRole('button', { name: 'Salir' });
    await expect(salir).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** 'Salir' with the mouse. */
export const Salir: Story = {
  name: 'Salir',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salir' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Every text replaced, e.g. for another clinic or language. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    brand: 'Clínica San Rafael',
    label: 'Navegación',
    logoutText: 'Cerrar sesión',
    userPrefix: 'Usuario:',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Navegación' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await expect(canvas.getByText('Clínica San Rafael')).toBeVisible();
  },
};

/** The three staff menus side by side, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, height: 520 }}>
      {[
        {
          items: administrativo,
          currentHref: '/administrativo/crearCita',
          label: 'Administrativo',
        },
        { items: radiologo, currentHref: '/radiologo/citas', label: 'Radiólogo' },
        { items: medico, currentHref: '/medico/misIncidencias', label: 'Médico' },
      ].map(({ items, currentHref, label }) => (
        <div key={label} style={{ width: 240 }}>
          <Sidebar
            {...args}
            items={items}
            currentHref={currentHref}
            label={`Menú principal (${label})`}
            userDetail={label}
          />
        </div>
      ))}
    </div>
  ),
};
