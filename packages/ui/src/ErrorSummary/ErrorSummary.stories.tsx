import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';

/** The summary above two fields whose ids it links to. */
function ConCampos(props: Omit<ErrorSummaryProps, 'errors'> & { conErrores?: boolean }) {
  const id = useId();
  const errors = props.conErrores
    ? [
        { fieldId: `${id}-telefono`, message: 'El teléfono debe tener 9 dígitos.' },
        { fieldId: `${id}-sexo`, message: 'Por favor, selecciona una opción.' },
      ]
    : [];
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary {...props} errors={errors} />
      {/* Tall enough that the fields start out of view, so the links must scroll to them. */}
      <div style={{ height: '120vh' }}>Contenido del paso…</div>
      <TextField
        id={`${id}-telefono`}
        label="Teléfono"
        type="tel"
        defaultValue="6001"
        isInvalid={props.conErrores}
        errorMessage="El teléfono debe tener 9 dígitos."
      />
      <RadioGroup
        id={`${id}-sexo`}
        label="Sexo"
        orientation="horizontal"
        isInvalid={props.conErrores}
        errorMessage="Por favor, selecciona una opción."
      >
        <Radio value="Hombre">Hombre</Radio>
        <Radio value="Mujer">Mujer</Radio>
      </RadioGroup>
    </div>
  );
}

const meta = {
  title: 'Formularios/ErrorSummary',
  component: ErrorSummary,
  args: { errors: [] },
  render: (args) => <ConCampos {...args} conErrores />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shown and focused, 'Hay un problema' inside a `role="alert"`; each link focuses its field
 * (the first option of a radio group) and scrolls to it.
 */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Hay un problema',
    );
    const summary = alert.parentElement as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAttribute('tabindex', '-1');

    const telefono = canvas.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.click(canvas.getByRole('link', { name: 'El teléfono debe tener 9 dígitos.' }));
    await expect(telefono).toHaveFocus();
    const rect = telefono.getBoundingClientRect();
    await expect(rect.top).toBeGreaterThanOrEqual(0);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);

    await userEvent.click(canvas.getByRole('link', { name: 'Por favor, selecciona una opción.' }));
    await expect(canvas.getByRole('radio', { name: 'Hombre' })).toHaveFocus();
  },
};

/** Keyboard: from the focused summary, Tab reaches the first link and Enter follows it. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'El teléfono debe tener 9 dígitos.' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveFocus();
  },
};

/** No errors: nothing is rendered and focus is left alone. */
export const SinErrores: Story = {
  name: 'Sin errores',
  render: (args) => <ConCampos {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** Its title and a sentence replaced, with a heading level that fits the page. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    title: 'Revisa los datos del paciente',
    description: 'Corrige lo siguiente para continuar:',
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 3,
        name: 'Revisa los datos del paciente',
      }),
    ).toBeVisible();
  },
};

/** One error and many, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary errors={[{ fieldId: 'm-nombre', message: 'El nombre es obligatorio.' }]} />
      <ErrorSummary
        title="Hay 4 problemas"
        errors={[
          { fieldId: 'm-nombre', message: 'El nombre es obligatorio.' },
          { fieldId: 'm-apellido', message: 'El primer apellido es obligatorio.' },
          { fieldId: 'm-dni', message: 'El DNI es incorrecto.' },
          { fieldId: 'm-password', message: 'La contraseña debe tener al menos 8 caracteres.' },
        ]}
      />
    </div>
  ),
};
