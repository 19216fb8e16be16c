import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso, probarCancelarDelPaso } from '../../../stories/asistente';
import { datosIniciales, datosRellenos, imagenesElegidas } from '../../../stories/incidencias';
import { limpiarAnuncios } from '../../../stories/msw';
import { erroresDeIncidencia } from '../datos';
import { PasoDatosIncidencia } from './PasoDatosIncidencia';

const meta = {
  title: 'Flujos/Incidencias/Crear/Pasos/1 Datos de la incidencia',
  component: PasoDatosIncidencia,
  beforeEach: limpiarAnuncios,
  args: {
    datos: datosIniciales,
    imagenes: [],
    errores: {},
    invalido: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoDatosIncidencia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recién abierto: nombre, hoy y el puesto del rol ya puestos; lo escrito va a la máquina. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Datos de la incidencia' }),
      ).toHaveFocus(),
    );
    await expect(document.title).toBe('Datos de la incidencia · Crear Incidencia · Clínica');
    await expect(canvas.getByLabelText('Nombre', { exact: false })).toHaveValue('Ana Torres Gil');
    await expect(canvas.getByRole('radio', { name: 'Administrativo' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Asunto'), 'A');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { asunto: 'A' } });
    await userEvent.click(canvas.getByText('Alta'));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { nivel_prioridad: 'ALTA' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONTINUAR' });
  },
};

/** Continuar sin lo obligatorio: el resumen de errores enfocado y cada enlace lleva a su campo. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    datos: { ...datosIniciales, nombre: '' },
    errores: erroresDeIncidencia({ ...datosIniciales, nombre: '' }),
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = () => canvas.getByText('Hay un problema').closest('[tabindex]');
    await waitFor(() => expect(resumen()).toHaveFocus());
    await expect(document.title).toMatch(/^Error: /);
    const enlaces = within(resumen() as HTMLElement).getAllByRole('link');
    await expect(enlaces.map((e) => e.textContent)).toEqual([
      'El asunto es obligatorio.',
      'Selecciona el nivel de prioridad.',
      'El nombre es obligatorio.',
      'La descripción es obligatoria.',
    ]);
    await userEvent.click(enlaces[0] as HTMLElement);
    await expect(canvas.getByLabelText('Asunto')).toHaveFocus();
  },
};

/** Relleno con dos imágenes: 'Eliminar' quita una; el ojo la muestra. */
export const ConImagenes: Story = {
  name: 'Con imágenes',
  args: { datos: datosRellenos, imagenes: imagenesElegidas() },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('impresora-error.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar atasco.png' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'QUITAR_IMAGEN',
      clave: args.imagenes[1]?.clave,
    });
  },
};

/** A real 1×1 PNG, whole: what the server takes. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  ),
  (letra) => letra.charCodeAt(0),
);

/**
 * Una imagen falsa (un texto llamado `.png`) se rechaza al elegirla, por su contenido, con las
 * palabras del servidor; la verdadera que la acompaña sí se añade.
 */
export const ImagenFalsa: Story = {
  name: 'Imagen falsa',
  args: { datos: datosRellenos },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    const entrada = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(entrada, [
      new File(['no soy una imagen'], 'falsa.png', { type: 'image/png' }),
      new File([PNG], 'buena.png', { type: 'image/png' }),
    ]);
    await expect(
      await canvas.findByText(
        'falsa.png: Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
      ),
    ).toBeVisible();
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(args.send).toHaveBeenCalledWith({
      type: 'ANADIR_IMAGENES',
      imagenes: [expect.objectContaining({ nombre: 'buena.png' })],
    });
  },
};

/** Una incidencia a medio crear de antes: se ofrece, no se retoma sola (docs/decisiones.md (37)). */
export const AMedias: Story = {
  name: 'A medias',
  args: {
    aMedias: {
      texto: 'Tienes una incidencia a medio crear',
      onContinuar: fn(),
      onEmpezarDeNuevo: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    // The offer's button is not named like the step's own 'Continuar' (there is one of each).
    await expect(canvas.getAllByRole('button', { name: /Continuar/ })).toHaveLength(1);
    const aviso = canvas.getByRole('region', { name: /Tienes una incidencia a medio crear/ });
    await userEvent.click(within(aviso).getByRole('button', { name: 'Retomar lo que dejaste' }));
    await expect(args.aMedias?.onContinuar).toHaveBeenCalled();
  },
};

/** 'Cancelar' pregunta antes de salir sin guardar nada. */
export const Cancelar: Story = { name: 'Cancelar', play: probarCancelarDelPaso };
