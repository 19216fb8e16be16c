import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX, FileSearch, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Estado/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show: the default Spanish title. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No hay datos disponibles',
    );
  },
};

/** The doctor's empty day in the side panel. */
export const DiaSinCitas: Story = {
  name: 'Día sin citas',
  args: {
    title: 'Sin citas',
    text: 'No hay ninguna cita asignada a este día.',
    icon: <CalendarX size={32} />,
    headingLevel: 3,
  },
};

/** With an action that leads on. */
export const ConAccion: Story = {
  name: 'Con acción',
  args: {
    title: 'No tienes incidencias',
    text: 'Cuando crees una incidencia, aparecerá aquí con su estado.',
    icon: <FileSearch size={32} />,
    action: (
      <Button icon={<Plus size={16} aria-hidden />} onPress={fn()}>
        Crear incidencia
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Crear incidencia' })).toHaveFocus();
  },
};

/** Variants side by side. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      <EmptyState />
      <EmptyState title="Sin citas" text="No hay ninguna cita asignada a este día." />
      <EmptyState
        title="Sin incidencias"
        text="Crea la primera."
        action={<Button variant="secondary">Crear incidencia</Button>}
      />
    </div>
  ),
};
