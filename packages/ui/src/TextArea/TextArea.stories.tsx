import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Formularios/TextArea',
  component: TextArea,
  args: { label: 'Descripción', name: 'descripcion', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four lines by default; Enter adds a line instead of submitting. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Descripción' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'Primera línea{Enter}Segunda línea');
    await expect(area).toHaveValue('Primera línea\nSegunda línea');
    await expect(args.onChange).toHaveBeenLastCalledWith('Primera línea\nSegunda línea');
  },
};

/** Filled with text. */
export const Relleno: Story = {
  name: 'Relleno',
  args: {
    defaultValue:
      'La impresora de la sala 2 no imprime las etiquetas.\nSe ha reiniciado sin resultado.',
  },
};

/** The report: 25 rows by 50 columns. */
export const Informe: Story = {
  name: 'Informe',
  args: { label: 'Informe', name: 'informe', rows: 25, cols: 50 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Informe' });
    await expect(area).toHaveAttribute('rows', '25');
    await expect(area).toHaveAttribute('cols', '50');
  },
};

/** Reached with Tab, with the focus ring. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Descripción' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await expect(area).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Disabled, e.g. a saved diagnosis before 'Editar Diagnóstico'. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { label: 'Diagnóstico', isDisabled: true, defaultValue: 'Sin hallazgos relevantes.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Diagnóstico' }),
    ).toBeDisabled();
  },
};

/** Required and empty: the error is linked to the text area. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isRequired: true, isInvalid: true, errorMessage: 'La descripción es obligatoria.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Descripción' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/^\s*La descripción es obligatoria\.\s*$/);
  },
};

/** Optional, with a help text. */
export const Opcional: Story = {
  name: 'Opcional',
  args: {
    label: 'Observaciones',
    isOptional: true,
    description: 'Cualquier dato que el radiólogo deba saber.',
  },
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextArea {...args} />
      <TextArea {...args} label="Relleno" defaultValue="Texto escrito por el usuario." />
      <TextArea {...args} label="Observaciones" isOptional rows={2} />
      <TextArea {...args} label="Deshabilitado" isDisabled defaultValue="No editable." />
      <TextArea {...args} label="Con error" isInvalid errorMessage="El asunto es obligatorio." />
      <TextArea {...args} label="Informe" rows={6} cols={50} />
    </div>
  ),
};
