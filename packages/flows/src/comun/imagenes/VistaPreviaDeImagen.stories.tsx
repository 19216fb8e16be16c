import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { archivoDicom, archivoPng } from '../../radiologo/historias';
import { limpiarAnuncios } from '../historias/msw';
import { MiniaturaDeImagen, VistaPreviaDeImagen } from './VistaPreviaDeImagen';

/**
 * La vista previa de una imagen de una prueba, la misma para el radiólogo (con su nota al lado)
 * y para el paciente (solo la imagen): PNG, JPEG, WebP o DICOM.
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

/** Un DICOM: sus píxeles pintados (dicom-parser se carga en ese momento). */
export const Dicom: Story = {
  name: 'DICOM',
  args: { name: 'corte-axial.dcm', archivo: archivoDicom('corte-axial.dcm') },
  play: async () => {
    const dialogo = await within(document.body).findByRole('dialog', { name: 'corte-axial.dcm' });
    const imagen = await within(dialogo).findByRole('img', { name: 'Imagen corte-axial.dcm' });
    await expect(imagen).toHaveAttribute('src', expect.stringMatching(/^blob:/));
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
      /No se puede mostrar la vista previa/,
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
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('img[data-miniatura]')).toHaveLength(2),
    );
  },
};
