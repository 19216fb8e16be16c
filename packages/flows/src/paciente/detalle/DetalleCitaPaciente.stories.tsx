import type { Imagen } from '@clinica/api-client';
import { pngRadiografia } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CITAS_DE_LUCIA } from '../historias';
import { DetalleCitaPaciente } from './DetalleCitaPaciente';

const IMAGENES: Imagen[] = [
  {
    id_imagen: 1,
    id_informe: 1,
    id_cita: 3,
    id_paciente: 1,
    nombre_imagen: 'torax-pa.png',
    ruta_imagen: 'torax-pa.png',
    tipo: 'image/png',
    tamano: 2048,
    nota: 'Proyección posteroanterior.',
  } as Imagen,
];

const meta = {
  title: 'Flujos/Paciente/Detalles de la cita',
  component: DetalleCitaPaciente,
  args: {
    cita: CITAS_DE_LUCIA[3],
    resultado: {
      estado: 'listo',
      contenido:
        'Faringoamigdalitis aguda de probable origen vírico. Ibuprofeno 600 mg cada 8 horas.',
    },
    onReintentar: fn(),
    onReintentarResultado: fn(),
  },
} satisfies Meta<typeof DetalleCitaPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medicina: el médico, la fecha dd-mm-yyyy y el diagnóstico de solo lectura. */
export const Facultativo: Story = {
  name: 'Facultativo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detalles de la cita' }),
    ).toBeVisible();
    await expect(canvas.getByText('24-11-2026')).toBeVisible();
    await expect(canvas.getByText('Carmen López Sánchez')).toBeVisible();
    const texto = canvas.getByRole('textbox', { name: 'Diagnóstico' });
    await expect(texto).toHaveAttribute('readonly');
    await expect((texto as HTMLTextAreaElement).value).toMatch(/^Faringoamigdalitis/);
    await expect(canvas.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  },
};

/** Radiología: el informe y sus imágenes; cada una se abre en una ventana que se cierra. */
export const Especialista: Story = {
  name: 'Especialista',
  args: {
    cita: CITAS_DE_LUCIA[2],
    resultado: { estado: 'listo', contenido: 'Radiografía de tórax PA y lateral. Sin hallazgos.' },
    imagenes: IMAGENES,
    descargarImagen: async () => new Blob([pngRadiografia(1, 32)], { type: 'image/png' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detalles de la cita Especialista' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Informe' })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver la imagen torax-pa.png' }));
    const dialogo = await pagina.findByRole('dialog', { name: 'torax-pa.png' });
    await waitFor(() => expect(within(dialogo).getByRole('img')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(pagina.queryByRole('dialog')).toBeNull());
  },
};

/** Aún sin resultado: lo dice. */
export const SinResultado: Story = {
  name: 'Sin resultado',
  args: { resultado: { estado: 'sin' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Esta cita aún no tiene resultado/)).toBeVisible();
  },
};

/** Radiología sin imágenes ni informe aún. */
export const EspecialistaSinResultado: Story = {
  name: 'Especialista sin resultado',
  args: { cita: CITAS_DE_LUCIA[2], resultado: { estado: 'sin' }, imagenes: [] },
};

/** El resultado no llega: aviso y 'Reintentar'. */
export const ErrorDelResultado: Story = {
  name: 'Error del resultado',
  args: { resultado: { estado: 'error', mensaje: 'No se ha podido conectar con el servidor.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se ha podido conectar');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentarResultado).toHaveBeenCalled();
  },
};

/** Una cita que no es suya. */
export const NoEsSuya: Story = { name: 'No es suya', args: { cita: null } };

/** Cargando. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { cita: undefined, resultado: { estado: 'cargando' } },
};
