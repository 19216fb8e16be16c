import { crearClinica } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { CITAS_DE_LUCIA } from '../../stories/citas-del-paciente';
import { CancelarCitaPaciente, CitaCanceladaPaciente } from './CancelarCitaPaciente';

// Lunes 30 de noviembre de 2026 a las 10:00 en Madrid: la cita del viernes 4 queda lejos.
const AHORA = new Date('2026-11-30T09:00:00Z');

const meta = {
  title: 'Flujos/Cancelar cita/Desde Mis citas',
  component: CancelarCitaPaciente,
  args: {
    numCita: '25369L',
    cita: CITAS_DE_LUCIA[0],
    onConfirmar: fn(),
    onReintentar: fn(),
    ahora: AHORA,
    // El teléfono y el horario de la clínica de demostración (`GET /api/clinica`).
    clinica: crearClinica(),
  },
} satisfies Meta<typeof CancelarCitaPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La pregunta con la cita a la vista; 'Sí, cancelar la cita' cancela, 'No, volver' vuelve a Mis
 * citas: ninguna respuesta se llama 'Cancelar' (docs/decisiones.md (38)).
 */
export const Pregunta: Story = {
  name: 'Pregunta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // El paso lleva el foco a su título un fotograma después de montarse: primero eso, luego
    // el clic, que deja el foco en 'Sí' (sin anillo: fue con el ratón).
    await esperarTitulo(canvas, '¿Seguro que quieres cancelar la cita 25369L?');
    await expect(canvas.getByText('04/12/2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'No, volver' })).toHaveAttribute(
      'href',
      '/paciente/misCitas',
    );
    await expect(canvas.queryByRole('link', { name: /^Cancelar/ })).toBeNull();
    const si = canvas.getByRole('button', { name: 'Sí, cancelar la cita 25369L' });
    await expect(si).toHaveTextContent('Sí, cancelar la cita');
    await userEvent.click(si);
    await expect(args.onConfirmar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(si).toHaveFocus());
  },
};

/** A menos de 24 horas: lo explica, da el teléfono y el horario de la clínica y no ofrece 'Sí'. */
export const SinAntelacion: Story = {
  name: 'Sin antelación',
  args: { ahora: new Date('2026-12-03T15:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/al menos 24 horas de antelación/)).toBeVisible();
    await expect(
      canvas.getByText(
        'Si no puedes venir, llama al 910 000 000 (de lunes a viernes, de 08:00 a 15:00) y avisa.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
  },
};

/** El servidor la rechaza (su antelación, otra persona ya la canceló): su mensaje arriba. */
export const RechazadaPorElServidor: Story = {
  name: 'Rechazada por el servidor',
  args: { error: 'Las citas solo se pueden cancelar con al menos 48 horas de antelación.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('48 horas');
    await expect(canvas.getByRole('link', { name: 'Volver a Mis citas' })).toBeVisible();
  },
};

/** Una cita que ya no está programada no se cancela. */
export const YaCumplida: Story = {
  name: 'Ya cumplida',
  args: { numCita: '55018R', cita: CITAS_DE_LUCIA[2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Esta cita ya no está programada: no se puede cancelar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
  },
};

/** Un número que no es de sus citas. */
export const NoEsSuya: Story = {
  name: 'No es suya',
  args: { numCita: '99999Z', cita: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No tienes ninguna cita con ese número.',
    );
  },
};

/** Cargando la cita. */
export const Cargando: Story = { name: 'Cargando', args: { cita: undefined } };

/** 'Cita cancelada correctamente'. */
export const Cancelada: Story = {
  name: 'Cancelada',
  render: () => <CitaCanceladaPaciente numCita="25369L" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cita cancelada correctamente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a Mis citas' })).toBeVisible();
  },
};
