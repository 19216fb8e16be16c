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
