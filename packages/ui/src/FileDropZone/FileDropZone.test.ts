import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../FileList/formatFileSize';
import { acceptedFormatNames, checkFiles, isAcceptedType } from './fileRules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

const imagenes = ['image/png', 'image/jpeg', 'image/webp', 'application/dicom', '.dcm'];

describe('isAcceptedType', () => {
  it('accepts by MIME type or by extension, whichever the browser gives', () => {
    expect(isAcceptedType(file('a.png', 'image/png'), imagenes)).toBe(true);
    // Browsers give DICOM files no MIME type: the extension decides.
    expect(isAcceptedType(file('torax.DCM', ''), imagenes)).toBe(true);
    expect(isAcceptedType(file('radiografia.gif', 'image/gif'), imagenes)).toBe(false);
    expect(isAcceptedType(file('sin-extension', ''), imagenes)).toBe(false);
  });

  it('understands type/* and an empty list', () => {
    expect(isAcceptedType(file('a.gif', 'image/gif'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(isAcceptedType(file('a.exe', ''), [])).toBe(true);
    expect(isAcceptedType(file('a.exe', ''), undefined)).toBe(true);
  });
});

describe('checkFiles', () => {
  it('refuses wrong types and large files one by one, and keeps the order of the rest', () => {
    const gif = file('radiografia.gif', 'image/gif');
    const big = file('torax.png', 'image/png', 20 * MB + 1);
    const limit = file('limite.png', 'image/png', 20 * MB);
    const small = file('mano.jpg', 'image/jpeg');
    const { accepted, rejected } = checkFiles([gif, limit, big, small], {
      accept: imagenes,
      maxSize: 20 * MB,
    });
    expect(accepted).toEqual([limit, small]);
    expect(rejected).toEqual([
      { file: gif, reason: 'type' },
      { file: big, reason: 'size' },
    ]);
  });

  it('counts the files already chosen against maxFiles', () => {
    const files = ['a.png', 'b.png', 'c.png'].map((name) => file(name, 'image/png'));
    const { accepted, rejected } = checkFiles(files, { maxFiles: 10 }, 9);
    expect(accepted).toEqual([files[0]]);
    expect(rejected.map(({ reason }) => reason)).toEqual(['count', 'count']);
    expect(checkFiles(files, { maxFiles: 10 }, 10).accepted).toEqual([]);
  });

  it('does not let refused files take room from good ones', () => {
    const gif = file('a.gif', 'image/gif');
    const png = file('b.png', 'image/png');
    const { accepted } = checkFiles([gif, png], { accept: ['image/png'], maxFiles: 1 });
    expect(accepted).toEqual([png]);
  });
});

describe('checkFiles with files admitted by their content', () => {
  it('takes a file the accept list refuses when its content admitted it, within the limits', () => {
    const sinNombre = file('IM0001', '');
    const notas = file('notas', '');
    const grande = file('IM0002', '', 3 * MB);
    const { accepted, rejected } = checkFiles(
      [sinNombre, notas, grande],
      { accept: imagenes, maxSize: 2 * MB },
      0,
      new Set([sinNombre, grande]),
    );
    expect(accepted).toEqual([sinNombre]);
    expect(rejected).toEqual([
      { file: notas, reason: 'type' },
      { file: grande, reason: 'size' },
    ]);
  });
});

describe('acceptedFormatNames', () => {
  it('names each format once, in the order given', () => {
    expect(acceptedFormatNames(imagenes)).toEqual(['PNG', 'JPEG', 'WebP', 'DICOM']);
    expect(acceptedFormatNames(['.jpg', '.jpeg', 'image/jpeg'])).toEqual(['JPEG']);
    expect(acceptedFormatNames(['.stl', 'model/obj'])).toEqual(['STL', 'OBJ']);
    expect(acceptedFormatNames(undefined)).toEqual([]);
  });
});

describe('formatFileSize', () => {
  it('writes sizes the Spanish way, in binary multiples', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1.2 * MB)).toBe('1,2 MB');
    expect(formatFileSize(20 * MB)).toBe('20 MB');
    expect(formatFileSize(12.3 * 1024)).toBe('12,3 kB');
    expect(formatFileSize(1.5 * 1024 * MB)).toBe('1,5 GB');
    expect(formatFileSize(1.2 * MB, 'en-GB')).toBe('1.2 MB');
  });
});
