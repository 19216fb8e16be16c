import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BYTES_MAXIMOS_DE_IMAGEN,
  type LeerBytes,
  MENSAJE_DICOM_SIN_CABECERA,
  medidasDeImagen,
  problemaDeMedidas,
} from '@clinica/api-client/reglas';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, fileTooLarge, MENSAJES } from '../http/errors';
import { looksLikeDicomWithoutHeader } from './dicom';
import type { DicomChecker } from './dicom-check';
import { type AcceptedType, isWhole, SNIFF_BYTES, sniffType, TAIL_BYTES } from './sniff';
import type { Storage } from './storage';

/** A file received in this request, waiting in the storage's temp folder. */
export interface ReceivedFile {
  field: string;
  /** The client's file name: shown to people, never used as a path. */
  originalName: string;
  tempPath: string;
  hash: string;
  size: number;
  mime: AcceptedType;
}

/** Keeps a printable, bounded name; path separators and control characters go. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 255);
  return clean || 'imagen';
}

/**
 * @fastify/multipart's onFile: streams the part to a temp file while hashing it, then checks its
 * type by content. The body field gets a token naming the file, so the contract's schema
 * (a binary string) validates it and the handler finds the file again.
 */
export function makeOnFile(storage: Storage, maxFileBytes: number, dicom: DicomChecker) {
  return async function onFile(this: FastifyRequest, part: MultipartFile) {
    const tempPath = storage.newTempPath();
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let tail = Buffer.alloc(0);
    let size = 0;
    const received: ReceivedFile = {
      field: part.fieldname,
      originalName: displayName(part.filename),
      tempPath,
      hash: '',
      size: 0,
      mime: 'image/png',
    };
    // Recorded before writing, so a failure anywhere later still removes the temp file.
    this.uploads.push(received);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headBytes < SNIFF_BYTES) {
          head.push(chunk);
          headBytes += chunk.length;
        }
        tail = Buffer.concat([tail, chunk]);
        if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
        done(null, chunk);
      },
    });
    await pipeline(part.file, meter, createWriteStream(tempPath));
    if (part.file.truncated) throw new ApiError(413, fileTooLarge(maxFileBytes));
    if (size === 0) throw new ApiError(415, MENSAJES.tipoArchivo);
    const start = Buffer.concat(head).subarray(0, SNIFF_BYTES);
    const mime = await sniffType(start);
    if (!mime && looksLikeDicomWithoutHeader(start, part.filename, part.mimetype))
      throw new ApiError(415, MENSAJE_DICOM_SIN_CABECERA);
    // A recognised signature on a file that cannot decode (cut short, padded) is refused too.
    if (!mime || !isWhole(mime, start, tail, size)) throw new ApiError(415, MENSAJES.tipoArchivo);
    // A DICOM must be a whole image: a radiotherapy plan or an ECG has no pixels to show, and a
    // data set cut short or a compressed one that inflates past any image's size is refused.
    if (mime === 'application/dicom') {
      // A deflated data set holds an image's pixels at most, and the rest of an upload's bytes.
      const maxInflatedBytes = BYTES_MAXIMOS_DE_IMAGEN + maxFileBytes;
      const problem = await dicom.check(tempPath, { maxInflatedBytes });
      if (problem) throw new ApiError(problem.status, problem.message);
    } else {
      // The size the image declares, before anyone decodes it (a tiny PNG may declare 10^10 pixels).
      const medidas = await withFileReader(tempPath, (leer) => medidasDeImagen(mime, leer));
      // A JPEG with no frame header before its data cannot be drawn by any decoder.
      if (!medidas) throw new ApiError(415, MENSAJES.tipoArchivo);
      const tooLarge = problemaDeMedidas(medidas);
      if (tooLarge) throw new ApiError(413, tooLarge);
    }
    received.hash = hash.digest('hex');
    received.size = size;
    received.mime = mime;
    (part as unknown as { value: string }).value = `archivo:${this.uploads.length - 1}`;
  };
}

/** Reads parts of a received file through one open handle, closed afterwards. */
async function withFileReader<T>(
  filePath: string,
  use: (leer: LeerBytes) => Promise<T>,
): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    return await use(async (desde, cuantos) => {
      const buffer = Buffer.alloc(cuantos);
      const { bytesRead } = await handle.read(buffer, 0, cuantos, desde);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/** The files of one body field, in the order they were sent. */
export function filesOf(request: FastifyRequest, field: string): ReceivedFile[] {
  return request.uploads.filter((file) => file.field === field && file.hash !== '');
}
