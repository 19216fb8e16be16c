import { fileTypeFromBuffer } from 'file-type/core';

export const ACCEPTED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/dicom',
] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 4100;

/** DICOM Part 10 files carry 'DICM' after a 128-byte preamble. */
function isDicom(head: Uint8Array): boolean {
  return (
    head.length >= 132 &&
    head[128] === 0x44 &&
    head[129] === 0x49 &&
    head[130] === 0x43 &&
    head[131] === 0x4d
  );
}

/** The file's type from its content (magic bytes), never from its name or declared type. */
export async function sniffType(head: Uint8Array): Promise<AcceptedType | undefined> {
  if (isDicom(head)) return 'application/dicom';
  const detected = await fileTypeFromBuffer(head);
  return ACCEPTED_TYPES.find((type) => type === detected?.mime);
}

/** Bytes kept from the end of a file to check that it is whole. */
export const TAIL_BYTES = 1024;

const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Whether a file of the sniffed type is whole enough to decode: its signature is not enough
 * (a PNG cut after 20 bytes starts like any other). Checked from its first and last bytes:
 * PNG an IHDR header of 13 bytes with a size and the IEND chunk at the end; JPEG the
 * end-of-image marker; WebP a RIFF size that matches the file and a VP8 chunk;
 * DICOM the preamble, 'DICM' and a file meta element (group 0002) after it.
 */
export function isWhole(
  mime: AcceptedType,
  head: Uint8Array,
  tail: Uint8Array,
  size: number,
): boolean {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const end = Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength);
  switch (mime) {
    case 'image/png': {
      if (size < 8 + 25 + 12 || bytes.length < 33) return false;
      const ihdr = bytes.readUInt32BE(8) === 13 && bytes.toString('latin1', 12, 16) === 'IHDR';
      const width = bytes.readUInt32BE(16);
      const height = bytes.readUInt32BE(20);
      return ihdr && width > 0 && height > 0 && end.subarray(-12).equals(PNG_IEND);
    }
    case 'image/jpeg': {
      if (size < 128) return false;
      // Some cameras append bytes after the image: the marker must be among the last ones.
      const last = end.subarray(-64);
      for (let index = last.length - 2; index >= 0; index--) {
        if (last[index] === 0xff && last[index + 1] === 0xd9) return true;
      }
      return false;
    }
    case 'image/webp': {
      if (size < 30 || bytes.length < 16) return false;
      const riffSize = bytes.readUInt32LE(4);
      const chunk = bytes.toString('latin1', 12, 16);
      return riffSize + 8 === size && ['VP8 ', 'VP8L', 'VP8X'].includes(chunk);
    }
    case 'application/dicom':
      // After 'DICM' comes the file meta information, group 0002 (little endian).
      return size >= 136 && bytes[132] === 0x02 && bytes[133] === 0x00;
  }
}
