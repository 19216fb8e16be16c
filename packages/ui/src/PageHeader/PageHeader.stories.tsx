import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Estructura/PageHeader',
  component: PageHeader,
  args: { title: 'Citas de hoy', subtitle: 'Pacientes de hoy', backHref: '#inicio' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, subtitle and the 'Volver al inicio' link. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Citas de hoy');
    await expect(canvas.getByText('Pacientes de hoy')).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Volver al inicio' });
    await expect(back).toHaveAttribute('href', '#inicio');
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

/** Actions on the right of the title, as the administrative screens have. */
export const ConAcciones: Story = {
  name: 'Con acciones',
  args: {
    title: 'Mis incidencias',
    subtitle: undefined,
    actions: (
      <>
        <Button variant="secondary" icon={<X size={16} aria-hidden="true" />} onPress={fn()}>
          Cancelar
        </Button>
        <Button icon={<Plus size={16} aria-hidden="true" />} onPress={fn()}>
          Crear cita
        </Button>
        <Button onPress={fn()}>+ Crear incidencia</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Reading and tab order: back link, then the actions.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    for (const name of ['Cancelar', 'Crear cita', '+ Crear incidencia']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
  },
};

/** Without a back link (a role's home page). */
export const SinVolver: Story = {
  name: 'Sin volver',
  args: { backHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The back link's text replaced. */
export const VolverPropio: Story = {
  name: 'Volver propio',
  args: {
    title: 'Modificar Incidencia',
    backLabel: 'Volver a Mis incidencias',
    subtitle: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Volver a Mis incidencias' }),
    ).toBeInTheDocument();
  },
};

function WizardSteps() {
  const titles = ['Búsqueda del paciente', 'Asignar datos', 'Confirmar datos'];
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <PageHeader
      ref={heading}
      title={titles[step]}
      backHref="#inicio"
      actions={
        <Button
          onPress={() => {
            setStep((s) => (s + 1) % titles.length);
            // What a flow does on a step change: the new h1 takes focus and is read first.
            requestAnimationFrame(() => heading.current?.focus());
          }}
        >
          Continuar
        </Button>
      }
    />
  );
}

/** On a step change a flow moves focus to the new h1 through the ref. */
export const FocoEnTitulo: Story = {
  name: 'Foco en título',
  render: () => <WizardSteps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Asignar datos');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

/** With and without subtitle, back link and actions. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PageHeader title="Crear informe de la cita" backHref="#buscar" />
      <PageHeader title="Citas de hoy" subtitle="Pacientes de hoy" />
      <PageHeader
        title="Citas"
        backHref="#inicio"
        actions={<Button icon={<Plus size={16} aria-hidden="true" />}>Crear cita</Button>}
      />
      <PageHeader
        title="Diagnóstico de la cita"
        subtitle="Paciente: Juan Pérez"
        backHref="#inicio"
        actions={<Button variant="secondary">Cancelar</Button>}
      />
    </div>
  ),
};
