import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const MB = 1024 * 1024;

/** A file of a given size, made in memory (its bytes are zeros: only name, type and size matter). */
function makeFile(name: string, type: string, size = 1200) {
  return new File([new Uint8Array(size)], name, { type });
}

function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/**
 * Drops files on an element as the browser does at the end of a drag from the desktop.
 * A script-made DataTransfer gives no file-system entries (`webkitGetAsEntry()` is null),
 * while a real drag from the desktop does; react-aria reads the entry to tell files from
 * folders, so during the drop each item reports the entry a real file would have.
 */
function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const { x, y } = target.getBoundingClientRect();
  const init = {
    bubbles: true,
    cancelable: true,
    dataTransfer: data,
    clientX: x + 5,
    clientY: y + 5,
  };
  const proto = DataTransferItem.prototype;
  const original = proto.webkitGetAsEntry;
  proto.webkitGetAsEntry = function entry(this: DataTransferItem) {
    return (
      original.call(this) ??
      ({ isFile: this.kind === 'file', isDirectory: false } as FileSystemEntry)
    );
  };
  try {
    target.dispatchEvent(new DragEvent('dragenter', init));
    target.dispatchEvent(new DragEvent('dragover', init));
    target.dispatchEvent(new DragEvent('drop', init));
  } finally {
    proto.webkitGetAsEntry = original;
  }
}

const meta = {
  title: 'Archivos/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Imagen',
    isRequired: true,
    accept: ['image/png', 'image/jpeg', 'image/webp', 'application/dicom', '.dcm'],
    maxSize: 20 * MB,
    maxFiles: 10,
    onFilesAdded: fn(),
    onFilesRejected: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <FileDropZone {...args} />
    </div>
  ),
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's image field: required, with its limits stated in Spanish. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Imagen (obligatorio)' })).toBeInTheDocument();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(
      canvas.getByText(
        'PNG, JPEG, WebP o DICOM. Hasta 20 MB por archivo, 10 archivos como máximo.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Seleccionar archivos' }),
    ).toHaveAccessibleDescription(
      'PNG, JPEG, WebP o DICOM. Hasta 20 MB por archivo, 10 archivos como máximo.',
    );
  },
};

/**
 * Keyboard: Tab reaches the drop zone (its ring shows), Tab again the picker button; Enter
 * opens the file picker, and the chosen files are added.
 */
export const Teclado: Story = {
  name: 'Teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const pickerOpened = fn();
    input.addEventListener('click', pickerOpened);

    // First stop: the drop zone itself (a hidden button that also takes pasted files).
    await userEvent.tab();
    const zone = canvas.getByText('Arrastra aquí los archivos').parentElement as HTMLElement;
    await expect(zone).toContainElement(document.activeElement as HTMLElement);
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    const picker = canvas.getByRole('button', { name: 'Seleccionar archivos' });
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pickerOpened).toHaveBeenCalledTimes(1);
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,application/dicom,.dcm',
    );

    // What the picker returns: a PNG and a DICOM file the browser gives no MIME type.
    const png = makeFile('radiografia.png', 'image/png', 1.2 * MB);
    const dicom = makeFile('torax.dcm', '', 3 * MB);
    await userEvent.upload(input, [png, dicom]);
    // The DICOM is accepted by its content, read asynchronously.
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledWith([png, dicom]));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A wrong type and a file over 20 MB are refused, each with its own message; the good one passes. */
export const ArchivosRechazados: Story = {
  name: 'Archivos rechazados',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = makeFile('radiografia.gif', 'image/gif');
    const big = makeFile('torax.png', 'image/png', 21 * MB);
    const good = makeFile('mano.jpg', 'image/jpeg');
    // The picker itself filters by `accept`; a user can still pick 'All files', so don't apply it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [gif, big, good]);
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'radiografia.gif: tipo de archivo no admitido.',
      'torax.png: supera el tamaño máximo de 20 MB.',
    ]);
    await expect(args.onFilesAdded).toHaveBeenCalledWith([good]);
    await expect(args.onFilesRejected).toHaveBeenCalledWith([
      { file: gif, reason: 'type' },
      { file: big, reason: 'size' },
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Seleccionar archivos' }),
    ).toHaveAccessibleDescription(/radiografia\.gif: tipo de archivo no admitido\./);
  },
};

/** Drag and drop: dropped files pass the same checks as picked ones. */
export const Soltar: Story = {
  name: 'Soltar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const png = makeFile('rodilla.png', 'image/png');
    const gif = makeFile('radiografia.gif', 'image/gif');
    const zone = canvas.getByText('Arrastra aquí los archivos').parentElement as HTMLElement;
    dropFiles(zone, [png, gif]);
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledWith([png]));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'radiografia.gif: tipo de archivo no admitido.',
    );
  },
};

/** Nine images already chosen of ten: only one more is taken, and the user is told why. */
export const DemasiadosArchivos: Story = {
  name: 'Demasiados archivos',
  args: { fileCount: 9 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const files = ['a.png', 'b.png', 'c.png'].map((name) => makeFile(name, 'image/png'));
    await userEvent.upload(fileInput(canvasElement), files);
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledWith([files[0]]));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Solo se admiten 10 archivos.');
  },
};

/** Invalid from the form (required and empty): the message shows under the zone. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { errorMessage: 'Añade al menos una imagen.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Añade al menos una imagen.');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

/** Disabled: the picker cannot be used. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Seleccionar archivos' }),
    ).toBeDisabled();
  },
};

/** One file only, any size, optional; texts replaced. */
export const UnSoloArchivo: Story = {
  name: 'Un solo archivo',
  args: {
    label: 'Justificante',
    isRequired: false,
    multiple: false,
    maxSize: undefined,
    accept: ['application/pdf', '.pdf'],
    buttonText: 'Elegir archivo',
    dropText: 'Suelta aquí el justificante',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF. 1 archivo como máximo.')).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    const first = makeFile('uno.pdf', 'application/pdf');
    dropFiles(canvas.getByText('Suelta aquí el justificante').parentElement as HTMLElement, [
      first,
      makeFile('dos.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledWith([first]));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Solo se admite 1 archivo.');
  },
};

/** Default, invalid and disabled, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, 320px)' }}>
      <FileDropZone {...args} />
      <FileDropZone {...args} label="Imagen de control" errorMessage="Añade al menos una imagen." />
      <FileDropZone {...args} label="Imagen anterior" isDisabled />
    </div>
  ),
};
