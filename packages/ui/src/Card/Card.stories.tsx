import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Card, InfoBox } from './Card';

const meta = {
  title: 'Estructura/Card',
  component: Card,
  args: {
    heading: 'Subir pruebas',
    children: <p style={{ margin: 0 }}>Adjunta las imágenes de la prueba radiológica.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card with a heading: a region named by it. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Subir pruebas' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Subir pruebas',
    );
  },
};

/** Without a heading: a plain surface, no region. */
export const SinTitulo: Story = {
  name: 'Sin título',
  args: { heading: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The patient info box of the report and diagnosis screens. */
export const InfoPaciente: Story = {
  name: 'Info paciente',
  render: () => (
    <InfoBox heading="Datos del paciente">
      <DescriptionList
        items={[
          { term: 'Nombre', value: 'Lucía Fernández Ruiz' },
          { term: 'DNI', value: '12345678Z' },
        ]}
      />
    </InfoBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Información: Datos del paciente' });
    await expect(within(region).getByText('12345678Z')).toBeVisible();
  },
};

/** A warning: icon, hidden word 'Aviso' and tone. */
export const Aviso: Story = {
  name: 'Aviso',
  render: () => (
    <InfoBox tone="warning">Solo se pueden eliminar incidencias con estado PENDIENTE.</InfoBox>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone="warning"]')).toHaveTextContent(
      'Aviso: Solo se pueden eliminar incidencias con estado PENDIENTE.',
    );
  },
};

/** Every tone, with and without heading. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Card heading="Tarjeta con título">Contenido de la tarjeta.</Card>
      <Card>Tarjeta sin título.</Card>
      {(['info', 'success', 'warning', 'danger'] as const).map((tone) => (
        <InfoBox key={tone} tone={tone} heading={`Caja ${tone}`}>
          Texto de la caja de tono {tone}.
        </InfoBox>
      ))}
      {(['info', 'success', 'warning', 'danger'] as const).map((tone) => (
        <InfoBox key={`${tone}-sin`} tone={tone}>
          Caja {tone} sin título.
        </InfoBox>
      ))}
    </div>
  ),
};
