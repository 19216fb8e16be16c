import { CalendarDate, Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { DateField } from '../DateField/DateField';
import { DatePicker } from '../DatePicker/DatePicker';
import { Form } from '../Form/Form';
import { NumberField } from '../NumberField/NumberField';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select, SelectItem } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { TimeField } from '../TimeField/TimeField';
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
      {/* Taller than the 900-px frame, so the fields start out of view and the links must scroll to them. */}
      <div style={{ height: 1200 }}>Contenido del paso…</div>
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

/** An error of no field (the server's): the summary shows it alone, and takes focus. */
export const MensajeGeneral: Story = {
  name: 'Mensaje general',
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ErrorSummary
        {...args}
        errors={[]}
        title="No se ha podido iniciar sesión"
        message="No se ha podido conectar con el servidor. Inténtalo de nuevo en unos minutos."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido conectar con el servidor.');
    await expect(within(alert).queryByRole('link')).toBeNull();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

/**
 * A step whose errors follow what is typed (rebuilt on every render) and a count of submits as
 * `focusKey`: each 'Continuar' with errors brings focus back to the summary, the same errors
 * included, and typing never takes focus from the field. With `documentTitle` the page title
 * says 'Error: ' while they show.
 */
function PasoConIntentos() {
  const id = useId();
  const [telefono, setTelefono] = useState('');
  const [intento, setIntento] = useState(0);
  const errores =
    intento > 0 && !/^\d{9}$/.test(telefono)
      ? [{ fieldId: `${id}-telefono`, message: 'El teléfono debe tener 9 dígitos.' }]
      : [];
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary errors={errores} focusKey={intento} documentTitle="Teléfono · Clínica" />
      <Form onContinue={() => setIntento((n) => n + 1)}>
        <TextField
          id={`${id}-telefono`}
          label="Teléfono"
          type="tel"
          value={telefono}
          onChange={setTelefono}
          isInvalid={errores.length > 0}
          errorMessage={errores[0]?.message}
        />
        <div>
          <Button type="submit">Continuar</Button>
        </div>
      </Form>
    </div>
  );
}

/** Each 'Continuar' focuses the summary again, even with the same errors; typing does not. */
export const CadaIntento: Story = {
  name: 'Cada intento',
  render: () => <PasoConIntentos />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The summary writes the title after the next paint, not during the first render.
    await waitFor(() => expect(document.title).toBe('Teléfono · Clínica'));
    const continuar = canvas.getByRole('button', { name: 'Continuar' });
    await userEvent.click(continuar);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Error: Teléfono · Clínica'));

    // Typing: the errors are rebuilt on every keystroke, focus stays in the field.
    const telefono = canvas.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.click(within(alert).getByRole('link'));
    await expect(telefono).toHaveFocus();
    await userEvent.keyboard('600');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(telefono).toHaveFocus();

    // The same error again: focus returns to the summary.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());

    await userEvent.type(telefono, '123456');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(document.title).toBe('Teléfono · Clínica'));
  },
};

const provincias = ['Ávila', 'Madrid', 'Málaga', 'Sevilla'];

/** Every kind of field the kit has, each linked from the summary by the id given to it. */
function TodosLosControles() {
  const id = useId();
  const campos = [
    ['provincia', 'Por favor, selecciona una provincia.'],
    ['municipio', 'Por favor, selecciona un municipio.'],
    ['fecha', 'La fecha de la cita es obligatoria.'],
    ['nacimiento', 'La fecha de nacimiento no es válida.'],
    ['hora', 'La hora debe estar entre las 08:00 y las 20:00.'],
    ['sexo', 'Por favor, selecciona una opción.'],
    ['peso', 'El peso debe ser mayor que 0.'],
    ['motivo', 'Describe el motivo de la consulta.'],
    ['acepto', 'Debes aceptar la política de privacidad.'],
  ] as const;
  const idDe = (campo: string) => `${id}-${campo}`;
  const mensaje = (campo: (typeof campos)[number][0]) =>
    campos.find(([nombre]) => nombre === campo)?.[1];
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary
        errors={campos.map(([campo, message]) => ({ fieldId: idDe(campo), message }))}
      />
      <Form>
        <Select
          id={idDe('provincia')}
          label="Provincia"
          isInvalid
          errorMessage={mensaje('provincia')}
        >
          {provincias.map((p) => (
            <SelectItem key={p} id={p}>
              {p}
            </SelectItem>
          ))}
        </Select>
        <ComboBox
          id={idDe('municipio')}
          label="Municipio"
          isInvalid
          errorMessage={mensaje('municipio')}
        >
          {provincias.map((p) => (
            <ComboBoxItem key={p} id={p}>
              {p}
            </ComboBoxItem>
          ))}
        </ComboBox>
        <DatePicker
          id={idDe('fecha')}
          label="Fecha de la cita"
          isInvalid
          errorMessage={mensaje('fecha')}
        />
        <DateField
          id={idDe('nacimiento')}
          label="Fecha de nacimiento"
          defaultValue={new CalendarDate(1990, 2, 28)}
          isInvalid
          errorMessage={mensaje('nacimiento')}
        />
        <TimeField
          id={idDe('hora')}
          label="Hora"
          defaultValue={new Time(21, 0)}
          isInvalid
          errorMessage={mensaje('hora')}
        />
        <RadioGroup
          id={idDe('sexo')}
          label="Sexo"
          orientation="horizontal"
          defaultValue="Mujer"
          isInvalid
          errorMessage={mensaje('sexo')}
        >
          <Radio value="Hombre">Hombre</Radio>
          <Radio value="Mujer">Mujer</Radio>
        </RadioGroup>
        <NumberField id={idDe('peso')} label="Peso (kg)" isInvalid errorMessage={mensaje('peso')} />
        <TextArea id={idDe('motivo')} label="Motivo" isInvalid errorMessage={mensaje('motivo')} />
        <Checkbox id={idDe('acepto')} isInvalid errorMessage={mensaje('acepto')}>
          Acepto la política de privacidad
        </Checkbox>
      </Form>
    </div>
  );
}

/**
 * Each link focuses its field, react-aria's composite controls included: a Select's button, a
 * ComboBox's input, the first segment of a DatePicker, DateField or TimeField, a RadioGroup's
 * checked option, a NumberField, a TextArea and a Checkbox.
 */
export const ControlesCompuestos: Story = {
  name: 'Controles compuestos',
  render: () => <TodosLosControles />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    const enlace = (nombre: string) => within(alert).getByRole('link', { name: nombre });
    const activo = () => document.activeElement as HTMLElement;

    await userEvent.click(enlace('Por favor, selecciona una provincia.'));
    await expect(activo()).toHaveAccessibleName(/Provincia/);
    await expect(activo().tagName).toBe('BUTTON');

    await userEvent.click(enlace('Por favor, selecciona un municipio.'));
    await expect(activo()).toHaveRole('combobox');
    await expect(activo()).toHaveAccessibleName(/Municipio/);

    for (const [texto, nombre] of [
      ['La fecha de la cita es obligatoria.', /Fecha de la cita/],
      ['La fecha de nacimiento no es válida.', /Fecha de nacimiento/],
      ['La hora debe estar entre las 08:00 y las 20:00.', /Hora/],
    ] as const) {
      await userEvent.click(enlace(texto));
      await expect(activo()).toHaveRole('spinbutton');
      await expect(activo()).toHaveAccessibleName(nombre);
    }

    await userEvent.click(enlace('Por favor, selecciona una opción.'));
    await expect(canvas.getByRole('radio', { name: 'Mujer' })).toHaveFocus();

    await userEvent.click(enlace('El peso debe ser mayor que 0.'));
    await expect(activo()).toHaveAccessibleName(/Peso/);

    await userEvent.click(enlace('Describe el motivo de la consulta.'));
    await expect(canvas.getByRole('textbox', { name: 'Motivo' })).toHaveFocus();

    await userEvent.click(enlace('Debes aceptar la política de privacidad.'));
    await expect(
      canvas.getByRole('checkbox', { name: 'Acepto la política de privacidad' }),
    ).toHaveFocus();
  },
};
