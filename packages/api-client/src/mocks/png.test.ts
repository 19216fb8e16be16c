// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tipoPorContenido } from './handlers';
import { PNG_SIGNATURE, pngRadiografia } from './png';

describe('pngRadiografia', () => {
  it('makes a valid grayscale PNG whose pixels inflate back', () => {
    const bytes = pngRadiografia(3, 16);
    expect([...bytes.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(tipoPorContenido(bytes)).toBe('image/png');
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const idatLength = view.getUint32(33);
    expect(new TextDecoder().decode(bytes.subarray(37, 41))).toBe('IDAT');
    const pixels = inflateSync(bytes.subarray(41, 41 + idatLength));
    expect(pixels).toHaveLength(16 * 17);
  });
});
