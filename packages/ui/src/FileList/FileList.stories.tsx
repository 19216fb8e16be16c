import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileList, type FileListItem } from './FileList';

const MB = 1024 * 1024;

const imagenes: FileListItem[] = [
  { id: '1', name: 'radiografia.png', size: 1.2 * MB },
  { id: '2', name: 'torax-lateral.dcm', size: 14.6 * MB },
  { id: '3', name: 'mano-izquierda.jpg', size: 640 * 1024 },
];

const meta = {
  title: 'Archivos/FileList',
  component: FileList,
  args: { items: imagenes, onPreview: fn(), onRemove: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <FileList {...args} />
    </div>
  ),
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's 'Imágenes Subidas': name, size, preview and a red 'Eliminar' per file. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Imágenes Subidas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('1,2 MB')).toBeVisible();
    await expect(canvas.getByText('14,6 MB')).toBeVisible();
    await expect(canvas.getByText('640 kB')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Eliminar radiografia.png' });
    await expect(remove).toHaveTextContent('Eliminar');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen radiografia.png' }));
    await expect(args.onPreview).toHaveBeenCalledWith(imagenes[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar torax-lateral.dcm' }));
    await expect(args.onRemove).toHaveBeenCalledWith(imagenes[1]);
  },
};

function Removable(props: { onRemove: (item: FileListItem) => void }) {
  const [items, setItems] = useState(imagenes);
  return (
    <FileList
      items={items}
      onPreview={fn()}
      onRemove={(item) => {
        props.onRemove(item);
        setItems((all) => all.filter(({ id }) => id !== item.id));
      }}
    />
  );
}

/**
 * Keyboard: Tab to a file's buttons, Enter on 'Eliminar' removes it and focus moves to the
 * next file's 'Eliminar'; after the last one, to the heading, and the empty text shows.
 */
export const EliminarConTeclado: Story = {
  name: 'Eliminar con teclado',
  render: (args) => <Removable onRemove={args.onRemove ?? fn()} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ver imagen radiografia.png' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Eliminar radiografia.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(imagenes[0]);
    await expect(canvas.queryByText('radiografia.png')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Eliminar torax-lateral.dcm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The last file removed: focus goes back to the one before.
    await expect(canvas.getByRole('button', { name: 'Eliminar mano-izquierda.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Imágenes Subidas' })).toHaveFocus();
    await expect(canvas.getByText('No hay imágenes subidas.')).toBeVisible();
  },
};

/** No files yet. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay imágenes subidas.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Read-only, as a patient sees a report's images: preview only, no sizes known. */
export const SoloLectura: Story = {
  name: 'Solo lectura',
  args: {
    title: 'Imágenes de la cita',
    onRemove: undefined,
    items: imagenes.map(({ id, name }) => ({ id, name })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Ver imagen/ })).toHaveLength(3);
  },
};

/** A thumbnail per file in place of the icon (decorative: the name is beside it). */
export const ConMiniaturas: Story = {
  name: 'Con miniaturas',
  args: {
    renderThumbnail: (item) => (
      <span
        data-miniatura={item.id}
        aria-hidden="true"
        style={{ inlineSize: 48, blockSize: 48, borderRadius: 4, background: '#1f2937' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-miniatura]')).toHaveLength(3);
  },
};

/** Texts replaced. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    title: 'Documentos adjuntos',
    headingLevel: 3,
    previewLabel: (name) => `Abrir ${name}`,
    removeText: 'Quitar',
    removeLabel: (name) => `Quitar ${name}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Documentos adjuntos',
    );
    await expect(canvas.getByRole('button', { name: 'Quitar radiografia.png' })).toHaveTextContent(
      'Quitar',
    );
    await expect(canvas.getByRole('button', { name: 'Abrir radiografia.png' })).toBeInTheDocument();
  },
};

/** With files, empty and read-only, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, 360px)' }}>
      <FileList {...args} />
      <FileList {...args} items={[]} />
      <FileList {...args} title="Imágenes de la cita" onRemove={undefined} />
    </div>
  ),
};
