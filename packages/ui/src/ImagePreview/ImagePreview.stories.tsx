import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FileList, type FileListItem } from '../FileList';
import { TextArea } from '../TextArea';
import { ImagePreview } from './ImagePreview';

/** A radiograph-like picture drawn as SVG: no request leaves the story. */
function radiografia(tone = '#e8e8e8') {
  const ribs = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = 110 + i * 32;
      return `<path d="M236 ${y} C180 ${y - 20} 130 ${y + 10} 112 ${y + 40}" /><path d="M244 ${y} C300 ${y - 20} 350 ${y + 10} 368 ${y + 40}" />`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400" viewBox="0 0 480 400"><rect width="480" height="400" fill="#0b0b0b"/><ellipse cx="240" cy="220" rx="170" ry="160" fill="#2a2a2a"/><g fill="none" stroke="${tone}" stroke-width="9" stroke-linecap="round" opacity="0.85">${ribs}</g><rect x="228" y="60" width="24" height="300" rx="10" fill="${tone}"/><path d="M120 82 C180 60 300 60 360 82" stroke="${tone}" stroke-width="12" fill="none"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A small PNG made with a canvas, as a chosen file would be. */
async function pngFile(name: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#111';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#ddd';
    context.fillRect(150, 30, 20, 180);
    context.beginPath();
    context.arc(160, 120, 70, 0, Math.PI * 2);
    context.strokeStyle = '#bbb';
    context.lineWidth = 8;
    context.stroke();
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('toBlob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const meta = {
  title: 'Archivos/ImagePreview',
  component: ImagePreview,
  args: { name: 'radiografia.png', src: radiografia() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ver imagen</Button>
      <ImagePreview {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from a button: the name is the dialog's title, Tab stays inside, Escape closes and
 * focus returns to the button.
 */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Ver imagen' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'radiografia.png' });
    await expect(
      within(dialog).getByRole('img', { name: 'Imagen radiografia.png' }),
    ).toHaveAttribute('src', radiografia());
    // Focus is trapped: Tab and Shift+Tab cycle inside the dialog.
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function Controlled(props: React.ComponentProps<typeof ImagePreview>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Ver imagen
      </Button>
      <ImagePreview
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange?.(open);
          setOpen(open);
        }}
      />
    </>
  );
}

/** Controlled by `isOpen`: 'Cerrar' closes it, and so does a click outside. */
export const Cerrar: Story = {
  name: 'Cerrar',
  args: { onOpenChange: fn() },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen' }));
    const dialog = await page.findByRole('dialog', { name: 'radiografia.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen' }));
    const again = await page.findByRole('dialog');
    // The dimmed backdrop around the dialog: dialog → modal → overlay.
    const backdrop = again.parentElement?.parentElement;
    if (!(backdrop instanceof HTMLElement)) throw new Error('No backdrop');
    await userEvent.click(backdrop);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A chosen file shown through an object URL, made while open and released on close. */
export const DesdeArchivo: Story = {
  name: 'Desde archivo',
  args: { src: undefined, name: 'torax.png' },
  loaders: [async () => ({ file: await pngFile('torax.png') })],
  render: (args, { loaded }) => (
    <DialogTrigger>
      <Button variant="secondary">Ver imagen</Button>
      <ImagePreview {...args} file={loaded.file as File} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver imagen' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'torax.png' });
    const image = await within(dialog).findByRole('img', { name: 'Imagen torax.png' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(320));
  },
};

const imagenes: (FileListItem & { src: string })[] = [
  { id: '1', name: 'radiografia.png', size: 1258291, src: radiografia() },
  { id: '2', name: 'torax-lateral.png', size: 2202009, src: radiografia('#c9d6e8') },
];

function InformeConImagenes() {
  const [shown, setShown] = useState<(typeof imagenes)[number] | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState('');
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <FileList
        items={imagenes}
        onPreview={(item) => {
          setDraft(notes[item.id] ?? '');
          setShown(item);
        }}
        onRemove={fn()}
      />
      <output aria-label="Notas guardadas">
        {imagenes.map(({ id, name }) => (notes[id] ? `${name}: ${notes[id]}` : '')).join(' ')}
      </output>
      {shown && (
        <ImagePreview
          isOpen
          onOpenChange={(open) => !open && setShown(null)}
          name={shown.name}
          src={shown.src}
          side={
            <TextArea label="Informe de la imagen" rows={10} value={draft} onChange={setDraft} />
          }
          footer={(close) => (
            <Button
              onPress={() => {
                setNotes((all) => ({ ...all, [shown.id]: draft }));
                close();
              }}
            >
              Guardar y Salir
            </Button>
          )}
        />
      )}
    </div>
  );
}

/**
 * The report flow, all by keyboard: 'Ver imagen' opens the image beside its note editor,
 * 'Guardar y Salir' keeps the note and closes, and focus returns to the list.
 */
export const ConNotaYGuardar: Story = {
  name: 'Con nota y guardar',
  render: () => <InformeConImagenes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.tab();
    const open = canvas.getByRole('button', { name: 'Ver imagen radiografia.png' });
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'radiografia.png' });
    const note = within(dialog).getByRole('textbox', { name: 'Informe de la imagen' });
    await userEvent.click(note);
    await userEvent.keyboard('Sin hallazgos patológicos.');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Guardar y Salir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Notas guardadas' })).toHaveTextContent(
      'radiografia.png: Sin hallazgos patológicos.',
    );
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Without a side panel or footer, the close button's name replaced. */
export const SoloImagen: Story = {
  name: 'Solo imagen',
  args: { closeLabel: 'Cerrar imagen', alt: 'Radiografía de tórax, proyección frontal' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver imagen' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cerrar imagen' })).toBeInTheDocument();
    const image = within(dialog).getByRole('img', {
      name: 'Radiografía de tórax, proyección frontal',
    });
    // Visible once the fade-in has run.
    await waitFor(() => expect(image).toBeVisible());
  },
};
