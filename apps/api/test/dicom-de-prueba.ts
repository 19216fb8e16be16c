/**
 * DICOM files written byte by byte for the upload tests and the bench: the shapes a real export
 * never has (a data set that inflates to a gigabyte, pixel data cut short) and the sample files
 * cannot show. Explicit VR little endian, as PS3.5 7.1.2 writes it.
 */
import { constants, deflateRawSync } from 'node:zlib';

export const DEFLATED = '1.2.840.10008.1.2.1.99';
export const EXPLICIT_LITTLE = '1.2.840.10008.1.2.1';
const MR_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.4';

const LONG_VRS = new Set(['OB', 'OW', 'SQ', 'UN', 'UT']);

/** A value padded to even length: UIDs with NUL, other texts with a space. */
function padded(value: Buffer | string, vr: string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'latin1') : value;
  if (bytes.length % 2 === 0) return bytes;
  return Buffer.concat([bytes, Buffer.from(vr === 'UI' || vr === 'OB' ? [0] : [0x20])]);
}

/** One element; `length` overrides the declared length (of the value or of what follows it). */
export function element(
  group: number,
  elementNumber: number,
  vr: string,
  value: Buffer | string = Buffer.alloc(0),
  length?: number,
): Buffer {
  const body = padded(value, vr);
  const long = LONG_VRS.has(vr);
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(elementNumber, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(length ?? body.length, 8);
  else head.writeUInt16LE(length ?? body.length, 6);
  return Buffer.concat([head, body]);
}

const us = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};

/** The 128-byte preamble, 'DICM' and the file meta group naming `transferSyntax`. */
export function part10(transferSyntax: string, dataSet: Buffer): Buffer {
  const meta = Buffer.concat([
    element(0x0002, 0x0001, 'OB', Buffer.from([0, 1])),
    element(0x0002, 0x0002, 'UI', MR_IMAGE_STORAGE),
    element(0x0002, 0x0003, 'UI', '1.2.826.0.1.3680043.8.498.1'),
    element(0x0002, 0x0010, 'UI', transferSyntax),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(meta.length);
  return Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    element(0x0002, 0x0000, 'UL', groupLength),
    meta,
    dataSet,
  ]);
}

export interface ImageAttributes {
  rows: number;
  columns: number;
  frames?: number;
  bitsAllocated?: number;
}

/** An MR image's attributes up to, not including, its pixel data. */
export function imageAttributes({
  rows,
  columns,
  frames,
  bitsAllocated = 16,
}: ImageAttributes): Buffer {
  return Buffer.concat([
    element(0x0008, 0x0016, 'UI', MR_IMAGE_STORAGE),
    element(0x0008, 0x0060, 'CS', 'MR'),
    element(0x0028, 0x0002, 'US', us(1)),
    element(0x0028, 0x0004, 'CS', 'MONOCHROME2'),
    ...(frames ? [element(0x0028, 0x0008, 'IS', String(frames))] : []),
    element(0x0028, 0x0010, 'US', us(rows)),
    element(0x0028, 0x0011, 'US', us(columns)),
    element(0x0028, 0x0100, 'US', us(bitsAllocated)),
    element(0x0028, 0x0101, 'US', us(bitsAllocated)),
    element(0x0028, 0x0102, 'US', us(bitsAllocated - 1)),
    element(0x0028, 0x0103, 'US', us(0)),
  ]);
}

/** The header of a pixel data element (7FE0,0010) OW declaring `length` bytes. */
export const pixelDataHeader = (length: number) => element(0x7fe0, 0x0010, 'OW', undefined, length);

/** A 1 MiB stretch of raw deflate that inflates to `pattern` repeated, byte-aligned, and free of
 * references to what came before it (a full flush): copies of it can follow one another. */
function repeatable(pattern: Buffer, bytes: number): Buffer {
  const block = Buffer.alloc(bytes);
  for (let at = 0; at < bytes; at += pattern.length) pattern.copy(block, at);
  return deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
}

const MIB = 1024 * 1024;

/**
 * A deflated DICOM (Deflated Explicit VR Little Endian) of a few hundred kilobytes per gigabyte:
 * `head` is deflated as it is, then `pattern` repeated for `mebibytes` MiB, then `tail`. The
 * copies of one compressed mebibyte are put one after the other, so a gigabyte costs no more to
 * build than a mebibyte.
 */
export function deflatedDicom(
  head: Buffer,
  pattern: Buffer,
  mebibytes: number,
  tail = Buffer.alloc(0),
) {
  const start = deflateRawSync(head, { finishFlush: constants.Z_FULL_FLUSH });
  const mebibyte = repeatable(pattern, MIB);
  const end = deflateRawSync(tail);
  const middle = Buffer.alloc(mebibyte.length * mebibytes);
  for (let i = 0; i < mebibytes; i++) mebibyte.copy(middle, i * mebibyte.length);
  return part10(DEFLATED, Buffer.concat([start, middle, end]));
}

/**
 * The bombs: `mebibytes` MiB once inflated, from three hiding places.
 * - `pixels`: 4096 × 4096 frames whose pixel data declares the whole gigabyte (its size gives it away);
 * - `padding`: a whole 64 × 64 image, then the gigabyte as trailing padding (FFFC,FFFC);
 * - `elements`: a gigabyte of tiny private elements before the image (the most work to walk).
 */
export function deflateBomb(kind: 'pixels' | 'padding' | 'elements', mebibytes: number): Buffer {
  const attributes = imageAttributes({ rows: 64, columns: 64 });
  const image = Buffer.concat([attributes, pixelDataHeader(8192), Buffer.alloc(8192)]);
  switch (kind) {
    case 'pixels': {
      // 4096 × 4096 16-bit frames of 32 MiB each.
      const frames = Math.ceil(mebibytes / 32);
      const head = Buffer.concat([
        imageAttributes({ rows: 4096, columns: 4096, frames }),
        pixelDataHeader(frames * 32 * MIB),
      ]);
      return deflatedDicom(head, Buffer.alloc(1), frames * 32);
    }
    case 'padding':
      return deflatedDicom(
        Buffer.concat([image, element(0xfffc, 0xfffc, 'OB', undefined, mebibytes * MIB)]),
        Buffer.alloc(1),
        mebibytes,
      );
    case 'elements':
      // (0009,0010) LO of length 0, eight bytes, over and over.
      return deflatedDicom(Buffer.alloc(0), element(0x0009, 0x0010, 'LO'), mebibytes, image);
  }
}

/** A whole uncompressed 64 × 64 16-bit image. */
export function smallImage(): Buffer {
  return part10(
    EXPLICIT_LITTLE,
    Buffer.concat([
      imageAttributes({ rows: 64, columns: 64 }),
      pixelDataHeader(8192),
      Buffer.alloc(8192, 7),
    ]),
  );
}
