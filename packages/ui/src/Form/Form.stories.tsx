import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorSummary, type ErrorSummaryError } from '../ErrorSummary/ErrorSummary';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select, SelectItem } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const provincias = ['Ávila', 'Madrid', 'Málaga', 'Sevilla'];

/** The spec's rules for these fields, in page order, as a flow's validation module would give. */
function validar(datos: FormData) {
  const texto = (nombre: string) => String(datos.get(nombre) ?? '').trim();
  const errores: { name: string; message: string }[] = [];
  if (!texto('nombre')) errores.push({ name: 'nombre', message: 'El nombre es obligatorio.' });
  if (!texto('primer_apellido'))
    errores.push({ name: 'primer_apellido', message: 'El primer apellido es obligatorio.' });
  if (!/^\d{9}$/.test(texto('telefono')))
    errores.push({ name: 'telefono', message: 'El teléfono debe tener 9 dígitos.' });
  if (!texto('sexo')) errores.push({ name: 'sexo', message: 'Por favor, selecciona una opción.' });
  if (!texto('provincia'))
    errores.push({ name: 'provincia', message: 'Por favor, selecciona una opción.' });
  return errores;
}

/** A patient step: summary at the top, fields, 'Continuar'. */
function DatosDelPaciente({ onContinuar }: { onContinuar: (datos: object) => void }) {
  const prefijo = useId();
  const idDe = (name: string) => `${prefijo}-${name}`;
  // Both kept in state, set once per submit: a new object on every render would show the
  // errors again after the user has started fixing a field.
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [resumen, setResumen] = useState<ErrorSummaryError[]>([]);

  // The page title says 'Error: ' while the summary is shown: the caller's job, not the summary's.
  useEffect(() => {
    const anterior = document.title;
    document.title = `${resumen.length > 0 ? 'Error: ' : ''}Datos del paciente`;
    return () => {
      document.title = anterior;
    };
  }, [resumen]);

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const datos = new FormData(event.currentTarget);
    const encontrados = validar(datos);
    setErrores(Object.fromEntries(encontrados.map((e) => [e.name, e.message])));
    setResumen(encontrados.map((e) => ({ fieldId: idDe(e.name), message: e.message })));
    if (encontrados.length === 0) onContinuar(Object.fromEntries(datos));
  };

  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary errors={resumen} />
      <h1 style={{ margin: 0 }}>Datos del paciente</h1>
      <Form onSubmit={enviar} validationErrors={errores}>
        <TextField id={idDe('nombre')} name="nombre" label="Nombre" autoComplete="given-name" />
        <TextField
          id={idDe('primer_apellido')}
          name="primer_apellido"
          label="Primer apellido"
          autoComplete="family-name"
        />
        <TextField
          id={idDe('segundo_apellido')}
          name="segundo_apellido"
          label="Segundo apellido"
          isOptional
        />
        <TextField
          id={idDe('telefono')}
          name="telefono"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          description="9 dígitos."
        />
        <RadioGroup id={idDe('sexo')} name="sexo" label="Sexo" orientation="horizontal">
          <Radio value="Hombre">Hombre</Radio>
          <Radio value="Mujer">Mujer</Radio>
        </RadioGroup>
        <Select id={idDe('provincia')} name="provincia" label="Provincia">
          {provincias.map((p) => (
            <SelectItem key={p} id={p}>
              {p}
            </SelectItem>
          ))}
        </Select>
        <div>
          <Button type="submit">Continuar</Button>
        </div>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Formularios/Form',
  component: DatosDelPaciente,
  args: { onContinuar: fn() },
} satisfies Meta<typeof DatosDelPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Continuar' with empty fields: the summary appears and takes focus, each field shows its
 * message, the title gets 'Error: ', and a summary link takes focus to its field.
 */
export const ConResumenDeErrores: Story = {
  name: 'Con resumen de errores',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(within(alert).getByText('Hay un problema')).toBeVisible();
    await expect(
      within(alert)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'El nombre es obligatorio.',
      'El primer apellido es obligatorio.',
      'El teléfono debe tener 9 dígitos.',
      'Por favor, selecciona una opción.',
      'Por favor, selecciona una opción.',
    ]);
    await expect(document.title).toBe('Error: Datos del paciente');
    await expect(args.onContinuar).not.toHaveBeenCalled();

    // Each field shows its own message, linked to its control.
    const nombre = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(nombre).toHaveAttribute('aria-invalid', 'true');
    await expect(nombre).toHaveAccessibleDescription(/^\s*El nombre es obligatorio\.\s*$/);

    // A summary link focuses its field.
    await userEvent.click(
      within(alert).getByRole('link', { name: 'El primer apellido es obligatorio.' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Primer apellido' })).toHaveFocus();
    const [, , , sexo, provincia] = within(alert).getAllByRole('link');
    await userEvent.click(sexo as HTMLElement);
    await expect(canvas.getByRole('radio', { name: 'Hombre' })).toHaveFocus();
    await userEvent.click(provincia as HTMLElement);
    await expect(canvas.getByRole('button', { name: /Provincia/ })).toHaveFocus();
  },
};

/** Fixing the fields and pressing 'Continuar' again removes the summary and submits. */
export const Corregido: Story = {
  name: 'Corregido',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await canvas.findByRole('alert');

    const nombre = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(nombre, 'Lucía');
    // Leaving a changed field clears its error, without waiting for the next submit.
    await userEvent.tab();
    await expect(nombre).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Primer apellido' }), 'Pérez');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '600123456');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mujer' }));
    await userEvent.click(canvas.getByRole('button', { name: /Provincia/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Málaga' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(document.title).toBe('Datos del paciente');
    await expect(args.onContinuar).toHaveBeenCalledWith(
      expect.objectContaining({
        nombre: 'Lucía',
        primer_apellido: 'Pérez',
        telefono: '600123456',
        sexo: 'Mujer',
        provincia: 'Málaga',
      }),
    );
  },
};

/** Keyboard only: Enter in a field submits; from the focused summary Tab and Enter reach a field. */
export const Teclado: Story = {
  name: 'Teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(alert).getByRole('link', { name: 'El nombre es obligatorio.' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  },
};

/** A login-like form on `onContinue` and `isPending`, as a flow's screen drives it. */
function Entrada({ onContinue, isPending }: { onContinue: () => void; isPending: boolean }) {
  return (
    <Form aria-label="Iniciar sesión" onContinue={onContinue} isPending={isPending} gap="lg">
      <TextField label="Correo electrónico" type="email" autoComplete="username" />
      <div>
        <Button type="submit" isPending={isPending}>
          Iniciar sesión
        </Button>
      </div>
    </Form>
  );
}

/**
 * `onContinue`: Enter in a field or the submit button calls it once, with the page load
 * prevented; no `event.preventDefault()` in the screen.
 */
export const AlContinuar: Story = {
  name: 'Al continuar',
  render: (args) => <Entrada onContinue={args.onContinuar as () => void} isPending={false} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const envios: SubmitEvent[] = [];
    canvas
      .getByRole('form', { name: 'Iniciar sesión' })
      .addEventListener('submit', (event) => envios.push(event));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'a@b.es');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinuar).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onContinuar).toHaveBeenCalledTimes(2);
    await expect(envios.map((envio) => envio.defaultPrevented)).toEqual([true, true]);
  },
};

/** `isPending`: the form is busy and another Enter does not send again. */
export const Enviando: Story = {
  name: 'Enviando',
  render: (args) => <Entrada onContinue={args.onContinuar as () => void} isPending />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'x{Enter}');
    await expect(args.onContinuar).not.toHaveBeenCalled();
  },
};

/** The three gaps between a form's fields (`gap`: md, lg, xl), for visual review. */
export const Separaciones: Story = {
  name: 'Separaciones',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 32 }}>
      {(['md', 'lg', 'xl'] as const).map((gap) => (
        <Form key={gap} gap={gap} aria-label={`Separación ${gap}`}>
          <TextField label="Nombre" />
          <TextField label="Primer apellido" />
        </Form>
      ))}
    </div>
  ),
};
