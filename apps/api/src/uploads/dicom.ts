import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { mensajeDicomSinImagen } from '@clinica/api-client/reglas';
import dicomParser from 'dicom-parser';

/** A DICOM Part 10 file whose data set cannot be read (cut short, damaged). */
export const MENSAJE_DICOM_DANADO =
  'El archivo DICOM está dañado o incompleto: no se puede leer. Vuelve a exportarlo desde el equipo o el PACS.';

const PIXELES = ['x7fe00010', 'x7fe00008', 'x7fe00009'];

/**
 * Why a stored DICOM cannot be one of a study's images, or undefined if it is an image: a data
 * set that cannot be read, or one with no pixel data (a radiotherapy plan, an ECG, a structured
 * report…), named by its SOP Class and Modality in the same words the preview uses.
 */
export async function dicomProblem(filePath: string): Promise<string | undefined> {
  const file = await readFile(filePath);
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  let dataSet: dicomParser.DataSet;
  try {
    dataSet = dicomParser.parseDicom(bytes, {
      untilTag: 'x7fe00010',
      // Deflated Explicit VR Little Endian: the data set after the meta header is raw deflate.
      inflater: (all: Uint8Array, position: number) => {
        const inflated = inflateRawSync(all.subarray(position));
        const whole = new Uint8Array(position + inflated.length);
        whole.set(all.subarray(0, position));
        whole.set(inflated, position);
        return whole;
      },
    });
  } catch {
    return MENSAJE_DICOM_DANADO;
  }
  if (PIXELES.some((tag) => dataSet.elements[tag])) return undefined;
  return mensajeDicomSinImagen(
    dataSet.string('x00080016') ?? dataSet.string('x00020002'),
    dataSet.string('x00080060'),
  );
}

/**
 * A DICOM data set without the Part 10 preamble and 'DICM' (what some old systems and CDs
 * write): it starts with an element of group 0008 (or 0002) in little endian, with an explicit
 * VR or an implicit length. Its name or declared type saying DICOM counts as well.
 */
export function looksLikeDicomWithoutHeader(
  head: Uint8Array,
  name: string | undefined,
  declaredType: string | undefined,
): boolean {
  if (declaredType === 'application/dicom' || /\.(dcm|dicom)$/i.test(name ?? '')) return true;
  for (const start of [0, 1]) {
    const group = (head[start] ?? 0) | ((head[start + 1] ?? 0) << 8);
    const vr = String.fromCharCode(head[start + 4] ?? 0, head[start + 5] ?? 0);
    if ((group === 0x0008 || group === 0x0002) && /^[A-Z]{2}$/.test(vr)) return true;
  }
  return false;
}
