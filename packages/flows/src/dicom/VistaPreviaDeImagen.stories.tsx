import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { archivoDicom, archivoPng } from '../../stories/informe';
import { limpiarAnuncios } from '../../stories/msw';
import { dicomSintetico } from '../../test/dicom';
import { MiniaturaDeImagen, VistaPreviaDeImagen } from './VistaPreviaDeImagen';

/** The samples of packages/flows/test-fixtures/dicom, which Storybook serves as static files. */
const ctUrl = '/test-fixtures/dicom/CT_small.dcm';
const ctJpeg12Url = '/test-fixtures/dicom/CT_small_jpeg_extended12.dcm';
const sinteticoJpeg12Url = '/test-fixtures/dicom/sintetico_jpeg_extended12.dcm';
const ctHtj2kUrl = '/test-fixtures/dicom/CT_small_htj2k.dcm';
const mrHtj2kUrl = '/test-fixtures/dicom/MR_small_htj2k_rpcl.dcm';
const colorHtj2kUrl = '/test-fixtures/dicom/examples_rgb_color_htj2k.dcm';
const j2kUrl = '/test-fixtures/dicom/JPEG2000.dcm';
const mrUrl = '/test-fixtures/dicom/MR_small.dcm';
const rtplanUrl = '/test-fixtures/dicom/rtplan.dcm';

/**
 * Un archivo de muestra (test-fixtures/dicom), sin tipo, como llega de un CD. Se descarga del
 * propio Storybook, sin pasar por los mocks de MSW (`bypass`).
 */
const muestra = (url: string, nombre: string) => async () => ({
  archivo: new File([await (await fetch(bypass(url))).arrayBuffer()], nombre, { type: '' }),
});

/** El color del píxel (x, y) del lienzo del visor, en sus propias coordenadas. */
function pixel(lienzo: HTMLCanvasElement, x: number, y: number): number[] {
  return Array.from(lienzo.getContext('2d')?.getImageData(x, y, 1, 1).data ?? []);
}

async function visor(nombre: string): Promise<HTMLCanvasElement> {
  const dialogo = await within(document.body).findByRole('dialog', { name: nombre });
  const imagen = await within(dialogo).findByRole('img', { name: `Imagen ${nombre}` });
  await expect(imagen.tagName).toBe('CANVAS');
  return imagen as HTMLCanvasElement;
}

/**
 * La vista previa de una imagen de una prueba, la misma para el radiólogo (con su nota al lado)
 * y para el paciente (solo la imagen): PNG, JPEG, WebP o DICOM. Un DICOM se ve en su visor:
 * ventana y nivel (arrastre, flechas y, en TC, 'Pulmón', 'Hueso', 'Partes blandas'), e imágenes
 * de un multifotograma.
 */
const meta = {
  title: 'Flujos/Común/Imágenes de una prueba',
  component: VistaPreviaDeImagen,
  beforeEach: limpiarAnuncios,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    name: 'torax-pa.png',
    archivo: archivoPng('torax-pa.png', 1),
  },
  render: (args, { loaded }) => (
    <VistaPreviaDeImagen {...args} archivo={(loaded.archivo as File | undefined) ?? args.archivo} />
  ),
} satisfies Meta<typeof VistaPreviaDeImagen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Png: Story = {
  name: 'PNG',
  play: async () => {
    const dialogo = await within(document.body).findByRole('dialog', { name: 'torax-pa.png' });
    const imagen = await within(dialogo).findByRole('img', { name: 'Imagen torax-pa.png' });
    // The preview fades in from opacity 0.
    await waitFor(() => expect(imagen).toBeVisible());
  },
};

/**
 * Una RM real (MR_small, 64 × 64) sin extensión: sus píxeles con la ventana del archivo
 * (centro 600, anchura 1600), como los pinta dcmtk.
 */
export const Dicom: Story = {
  name: 'DICOM',
  args: { name: 'MR_small' },
  loaders: [muestra(mrUrl, 'MR_small')],
  play: async () => {
    const lienzo = await visor('MR_small');
    // dcm2pnm +Wi 1: el píxel (0, 0) vale 176 y el (20, 0), 95 (test-fixtures/dicom).
    await waitFor(() => expect(pixel(lienzo, 0, 0)).toEqual([176, 176, 176, 255]));
    await expect(pixel(lienzo, 20, 0)).toEqual([95, 95, 95, 255]);
    await expect(within(document.body).getByText('Ventana 1600 · Nivel 600')).toBeVisible();
  },
};

/**
 * Un TC real (CT_small): 'Pulmón' pone la ventana W1500/L−600; arrastrar sobre la imagen y las
 * flechas (con la imagen seleccionada) la mueven; 'Original' vuelve a la del archivo.
 */
export const TcConVentanas: Story = {
  name: 'TC: ventana y nivel',
  args: { name: 'CT_small.dcm' },
  loaders: [muestra(ctUrl, 'CT_small.dcm')],
  play: async () => {
    const lienzo = await visor('CT_small.dcm');
    const cuerpo = within(document.body);
    await userEvent.click(cuerpo.getByRole('button', { name: 'Pulmón' }));
    await expect(cuerpo.getByText('Ventana 1500 · Nivel -600')).toBeVisible();
    // El primer valor es 175 − 1024 = −849 UH: en la ventana de pulmón, gris medio-oscuro.
    const esperado = Math.floor(((-849 - (-600 - 0.5)) / (1500 - 1) + 0.5) * 255);
    await waitFor(() => expect(pixel(lienzo, 0, 0)[0]).toBe(esperado));
    // Arrastrar 20 px a la derecha y 10 hacia abajo: un paso es anchura / 200 (7,5 UH).
    fireEvent.pointerDown(lienzo, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(lienzo, { pointerId: 1, clientX: 30, clientY: 20 });
    fireEvent.pointerUp(lienzo, { pointerId: 1, clientX: 30, clientY: 20 });
    // A drag's moves are drawn at the next frame, not at once.
    await expect(await cuerpo.findByText('Ventana 1650 · Nivel -525')).toBeVisible();
    await userEvent.click(cuerpo.getByRole('button', { name: 'Hueso' }));
    await expect(cuerpo.getByText('Ventana 2000 · Nivel 300')).toBeVisible();
    lienzo.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cuerpo.getByText('Ventana 2100 · Nivel 300')).toBeVisible();
    await userEvent.click(cuerpo.getByRole('button', { name: 'Original' }));
    await expect(cuerpo.queryByText('Ventana 2100 · Nivel 300')).toBeNull();
  },
};

/** Un multifotograma de 30 imágenes: 'Imagen siguiente' pasa a 'Imagen 2 de 30'. */
export const Multifotograma: Story = {
  name: 'Multifotograma',
  args: {
    name: 'cine.dcm',
    archivo: new File(
      [
        dicomSintetico({
          ancho: 48,
          alto: 48,
          fotogramas: 30,
          bits: 16,
          valor: (x, y, f) => ((x - 24) ** 2 + (y - 24) ** 2 < (4 + f / 2) ** 2 ? 1000 : x * 10),
          ventana: { centro: 500, anchura: 1000 },
        }),
      ],
      'cine.dcm',
      { type: '' },
    ),
  },
  play: async () => {
    const lienzo = await visor('cine.dcm');
    const cuerpo = within(document.body);
    await expect(cuerpo.getByRole('status')).toHaveTextContent('Imagen 1 de 30');
    await expect(cuerpo.getByRole('button', { name: 'Imagen anterior' })).toBeDisabled();
    await userEvent.click(cuerpo.getByRole('button', { name: 'Imagen siguiente' }));
    await userEvent.click(cuerpo.getByRole('button', { name: 'Imagen siguiente' }));
    await expect(cuerpo.getByRole('status')).toHaveTextContent('Imagen 3 de 30');
    await expect(lienzo).toHaveAttribute('data-fotograma', '2');
    // En la imagen 3 el disco tiene radio 5: el píxel (28, 24) ya es blanco.
    await waitFor(() => expect(pixel(lienzo, 28, 24)[0]).toBe(255));
  },
};

/** JPEG 2000 (JPEG2000.dcm), descomprimido con OpenJPEG en WebAssembly. */
export const Jpeg2000: Story = {
  name: 'JPEG 2000',
  args: { name: 'JPEG2000.dcm' },
  loaders: [muestra(j2kUrl, 'JPEG2000.dcm')],
  play: async () => {
    const lienzo = await visor('JPEG2000.dcm');
    await expect([lienzo.width, lienzo.height]).toEqual([256, 1024]);
  },
};

/**
 * Un TC en JPEG Extended de 12 bits (CT_small comprimido por dcmcjpeg +ee), con nuestro
 * decodificador: sin ventana en el archivo, la de sus valores mínimo y máximo.
 */
export const JpegExtendido12Bits: Story = {
  name: 'JPEG Extended de 12 bits',
  args: { name: 'CT_small_jpeg_extended12.dcm' },
  loaders: [muestra(ctJpeg12Url, 'CT_small_jpeg_extended12.dcm')],
  play: async () => {
    const lienzo = await visor('CT_small_jpeg_extended12.dcm');
    await expect([lienzo.width, lienzo.height]).toEqual([128, 128]);
    // Los grises que da el mismo archivo descomprimido por dcmdjpeg (test-fixtures/dicom).
    await waitFor(() => expect(pixel(lienzo, 64, 64)).toEqual([222, 222, 222, 255]));
    await expect(pixel(lienzo, 40, 70)).toEqual([115, 115, 115, 255]);
    // Es un TC: los ajustes de ventana por tejido.
    await expect(within(document.body).getByRole('button', { name: 'Pulmón' })).toBeVisible();
  },
};

/** 3 imágenes de 37 × 21 en JPEG de 12 bits: el disco se mueve de una imagen a la siguiente. */
export const JpegExtendido12BitsMultifotograma: Story = {
  name: 'JPEG Extended de 12 bits: multifotograma',
  args: { name: 'sintetico_jpeg_extended12.dcm' },
  loaders: [muestra(sinteticoJpeg12Url, 'sintetico_jpeg_extended12.dcm')],
  play: async () => {
    const lienzo = await visor('sintetico_jpeg_extended12.dcm');
    const cuerpo = within(document.body);
    await expect(cuerpo.getByRole('status')).toHaveTextContent('Imagen 1 de 3');
    await waitFor(() => expect(pixel(lienzo, 12, 10)[0]).toBe(249));
    await userEvent.click(cuerpo.getByRole('button', { name: 'Imagen siguiente' }));
    await expect(cuerpo.getByRole('status')).toHaveTextContent('Imagen 2 de 3');
    await waitFor(() => expect(pixel(lienzo, 18, 10)[0]).toBe(249));
    await expect(pixel(lienzo, 12, 10)[0]).toBe(54);
  },
};

/** CT_small en HTJ2K sin pérdida (OpenJPH en WebAssembly): los mismos grises que el original. */
export const Htj2k: Story = {
  name: 'HTJ2K',
  args: { name: 'CT_small_htj2k.dcm' },
  loaders: [muestra(ctHtj2kUrl, 'CT_small_htj2k.dcm')],
  play: async () => {
    const lienzo = await visor('CT_small_htj2k.dcm');
    // Los de CT_small sin comprimir con la ventana de sus valores (dcm2pnm +Wm).
    await waitFor(() => expect(pixel(lienzo, 0, 0)).toEqual([5, 5, 5, 255]));
    await expect(pixel(lienzo, 64, 64)).toEqual([222, 222, 222, 255]);
  },
};

/** MR_small en HTJ2K sin pérdida con orden RPCL: como MR_small (la historia 'DICOM'). */
export const Htj2kRpcl: Story = {
  name: 'HTJ2K RPCL',
  args: { name: 'MR_small_htj2k_rpcl.dcm' },
  loaders: [muestra(mrHtj2kUrl, 'MR_small_htj2k_rpcl.dcm')],
  play: async () => {
    const lienzo = await visor('MR_small_htj2k_rpcl.dcm');
    await waitFor(() => expect(pixel(lienzo, 0, 0)).toEqual([176, 176, 176, 255]));
    await expect(pixel(lienzo, 20, 0)).toEqual([95, 95, 95, 255]);
    await expect(within(document.body).getByText('Ventana 1600 · Nivel 600')).toBeVisible();
  },
};

/** Una ecografía en color en HTJ2K (YBR_RCT): OpenJPH devuelve el RGB del original. */
export const Htj2kColor: Story = {
  name: 'HTJ2K en color',
  args: { name: 'examples_rgb_color_htj2k.dcm' },
  loaders: [muestra(colorHtj2kUrl, 'examples_rgb_color_htj2k.dcm')],
  play: async () => {
    const lienzo = await visor('examples_rgb_color_htj2k.dcm');
    await expect([lienzo.width, lienzo.height]).toEqual([320, 240]);
    // El píxel (18, 83) de examples_rgb_color.dcm sin comprimir: naranja.
    await waitFor(() => expect(pixel(lienzo, 18, 83)).toEqual([255, 163, 0, 255]));
  },
};

/** Un plan de radioterapia no es una imagen: lo dice, con lo que es. */
export const PlanDeRadioterapia: Story = {
  name: 'Sin imagen: plan de radioterapia',
  args: { name: 'rtplan.dcm' },
  loaders: [muestra(rtplanUrl, 'rtplan.dcm')],
  play: async () => {
    const dialogo = await within(document.body).findByRole('dialog', { name: 'rtplan.dcm' });
    await expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      'Este DICOM no es una imagen: es un plan de radioterapia.',
    );
  },
};

/** Un archivo que no se puede pintar: lo dice en lugar de dejar un hueco. */
export const SinVistaPrevia: Story = {
  name: 'Sin vista previa',
  args: {
    name: 'dañado.dcm',
    archivo: new File([new Uint8Array(200)], 'dañado.dcm', { type: 'application/dicom' }),
  },
  play: async () => {
    const dialogo = await within(document.body).findByRole('dialog', { name: 'dañado.dcm' });
    await expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      /le falta la cabecera de archivo DICOM/,
    );
  },
};

/** Las miniaturas de la lista 'Imágenes Subidas', decorativas. */
export const Miniaturas: StoryObj<typeof MiniaturaDeImagen> = {
  name: 'Miniaturas',
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <MiniaturaDeImagen archivo={archivoPng('a.png', 2)} />
      <MiniaturaDeImagen archivo={archivoDicom('b.dcm')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Decoding the DICOM thumbnail takes more than waitFor's one second on a busy machine (CI).
    await waitFor(
      () => expect(canvasElement.querySelectorAll('img[data-miniatura]')).toHaveLength(2),
      { timeout: 10_000 },
    );
  },
};
