import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';
import * as styles from './Stepper.css';

const crearCita = ['Buscar paciente', 'Asignar datos', 'Confirmar datos'];
const pedirCita = [
  'Tipo de cita',
  'Selección de médico',
  'Selección de fecha',
  'Citas disponibles',
  'Resumen de los datos',
];

const meta = {
  title: 'Estructura/Stepper',
  component: Stepper,
  args: { steps: crearCita, currentStep: 2 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every word of the visible labels on one line, and no two labels overlapping. */
async function labelsWhole(list: HTMLElement) {
  const labels = [...list.querySelectorAll(`.${styles.label}`)];
  for (const label of labels) {
    const text = label.firstChild;
    if (!text?.textContent) continue;
    let start = 0;
    for (const word of text.textContent.split(' ')) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      // One box per word: a word split over two lines has two.
      await expect({ word, lines: range.getClientRects().length }).toEqual({ word, lines: 1 });
      start += word.length + 1;
    }
  }
  const boxes = labels.map((label) => label.getBoundingClientRect());
  for (let i = 1; i < boxes.length; i++) {
    await expect((boxes[i] as DOMRect).left).toBeGreaterThanOrEqual(
      (boxes[i - 1] as DOMRect).right,
    );
  }
}

/** The second of three steps: the first has a check, the second is current. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pasos del proceso' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Paso 2 de 3: Asignar datos');
    await expect(items[0]).toHaveTextContent('Paso 1 de 3: Buscar paciente, completado');
    await expect(items[0]?.querySelector('svg')).not.toBeNull();
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};

/** The first step: nothing done yet. */
export const PrimerPaso: Story = {
  name: 'Primer paso',
  args: { currentStep: 1 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvasElement.querySelectorAll('[data-status="complete"]')).toHaveLength(0);
  },
};

/** Two steps, the minimum. */
export const DosPasos: Story = {
  name: 'Dos pasos',
  args: { steps: ['Información del paciente', 'Asignar contraseña'], currentStep: 2 },
};

/** Five steps, the maximum (the patient's booking). */
export const CincoPasos: Story = {
  name: 'Cinco pasos',
  args: { steps: pedirCita, currentStep: 4 },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getAllByRole('listitem')[3];
    await expect(current).toHaveTextContent('Paso 4 de 5: Citas disponibles');
  },
};

/**
 * Pedir cita's five short labels in a phone (343 px of content at 375 px): 'Resumen', bold as
 * the current step, stays one word under its marker instead of 'Resume/n'.
 */
export const CincoPasosEnUnMovil: Story = {
  name: 'Cinco pasos en un móvil',
  args: { steps: ['Tipo', 'Médico', 'Fecha', 'Cita', 'Resumen'], currentStep: 5 },
  decorators: [
    (Historia) => (
      <div style={{ width: 343 }}>
        <Historia />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pasos del proceso' });
    await labelsWhole(list);
  },
};

/** Texts replaced by props. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    currentStep: 3,
    stepText: (step, total, label) => `Etapa ${step}/${total} — ${label}`,
    completedText: 'hecho',
    'aria-label': 'Etapas',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Etapas' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Etapa 1/3 — Buscar paciente, hecho',
    );
  },
};

/** Every length at every position. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 720 }}>
      {[2, 3, 4, 5].flatMap((length) =>
        pedirCita
          .slice(0, length)
          .map((label, _, steps) => (
            <Stepper
              key={`${length}-${label}`}
              aria-label={`${length} pasos, paso actual ${label}`}
              steps={steps}
              currentStep={steps.indexOf(label) + 1}
            />
          )),
      )}
    </div>
  ),
};
