// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { datosRellenos } from '../../stories/incidencias';
import { CamposIncidencia } from './CamposIncidencia';

/** A real 1×1 PNG, whole: what the server takes. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The same PNG declaring 100000 × 100000 pixels in its header: a few bytes, 38 GB opened. */
function pngEnorme(): Uint8Array<ArrayBuffer> {
  const png = PNG.slice();
  const vista = new DataView(png.buffer);
  vista.setUint32(16, 100_000);
  vista.setUint32(20, 100_000);
  return png;
}

describe('CamposIncidencia: the images chosen', () => {
  it('refuses each file the server would refuse, when it is chosen and in its words', async () => {
    const send = vi.fn();
    render(
      <CamposIncidencia
        datos={datosRellenos}
        imagenes={[]}
        errores={{}}
        idCampo={(campo) => `incidencia-${campo}`}
        send={send}
      />,
    );
    const entrada = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(entrada, [
      new File([pngEnorme()], 'enorme.png', { type: 'image/png' }),
      new File(['no soy una imagen'], 'falsa.png', { type: 'image/png' }),
      new File([PNG], 'buena.png', { type: 'image/png' }),
    ]);
    expect(
      await screen.findByText(
        'enorme.png: La imagen es demasiado grande: 100.000 × 100.000 píxeles ocupan 38.147 MB al abrirla (máximo 256 MB).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('falsa.png: Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.'),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      type: 'ANADIR_IMAGENES',
      imagenes: [expect.objectContaining({ nombre: 'buena.png' })],
    });
  });
});
