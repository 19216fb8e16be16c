import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  bytesDicomSinComprimir,
  cifra,
  MAXIMO_DE_ELEMENTOS_DICOM,
  MENSAJE_DICOM_CON_DEMASIADOS_ELEMENTOS,
  MENSAJE_DICOM_DANADO,
  mensajeDicomDanado,
  mensajeDicomDescomprimidoDemasiadoGrande,
  mensajeDicomSinImagen,
  type PixelesDicom,
  problemaDeTamanoDicom,
} from '@clinica/api-client/reglas';

/** Why a received DICOM is refused: 413 too large once opened, 415 not a readable image. */
export interface DicomProblem {
  status: 413 | 415;
  message: string;
}

export interface DicomLimits {
  /** Bytes a deflated data set may inflate to; past them it is refused at once. */
  maxInflatedBytes: number;
}

const IMPLICIT_LITTLE = '1.2.840.10008.1.2';
const EXPLICIT_LITTLE = '1.2.840.10008.1.2.1';
const DEFLATED = '1.2.840.10008.1.2.1.99';
const EXPLICIT_BIG = '1.2.840.10008.1.2.2';
/** Transfer syntaxes whose pixel data is stored as it is (not encapsulated). */
const NATIVE = new Set([IMPLICIT_LITTLE, EXPLICIT_LITTLE, DEFLATED, EXPLICIT_BIG]);

const UNDEFINED_LENGTH = 0xffffffff;
/** Sequences nested deeper than this are not a real object's. */
const MAX_DEPTH = 64;
/** Bytes read from the file at a time. */
const CHUNK_BYTES = 64 * 1024;
/**
 * Bytes inflated at a time: each chunk is one trip to zlib's thread and back, so small chunks
 * cost more in trips than in inflating (276 MiB of zeros: about 500 ms in 64 KiB chunks, 60 ms
 * in 1 MiB ones); one chunk is all that is held.
 */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/**
 * Elements walked between two turns of the event loop (the DICOM thread's, dicom-check.ts): a
 * chunk full of tiny elements (a mebibyte holds 131,072 of 8 bytes, about 100 ns each) would
 * otherwise be walked in one go while other uploads' checks wait.
 */
const ELEMENTS_PER_TURN = 4096;
/** Values read at all: the few this check needs are a few bytes; longer ones are skipped. */
const MAX_KEPT_VALUE = 256;

const tag = (group: number, element: number) => ((group << 16) | element) >>> 0;
const PIXEL_DATA = tag(0x7fe0, 0x0010);
const PIXEL_TAGS = new Set([PIXEL_DATA, tag(0x7fe0, 0x0008), tag(0x7fe0, 0x0009)]);
const ITEM = tag(0xfffe, 0xe000);
const ITEM_END = tag(0xfffe, 0xe00d);
const SEQUENCE_END = tag(0xfffe, 0xe0dd);
const MEDIA_SOP_CLASS = tag(0x0002, 0x0002);
const TRANSFER_SYNTAX = tag(0x0002, 0x0010);
/** The top-level attributes kept: SOP Class, Modality and the Image Pixel module's sizes. */
const SOP_CLASS = tag(0x0008, 0x0016);
const MODALITY = tag(0x0008, 0x0060);
const SAMPLES = tag(0x0028, 0x0002);
const PHOTOMETRIC = tag(0x0028, 0x0004);
const FRAMES = tag(0x0028, 0x0008);
const ROWS = tag(0x0028, 0x0010);
const COLUMNS = tag(0x0028, 0x0011);
const BITS_ALLOCATED = tag(0x0028, 0x0100);
const KEPT = new Set([
  SOP_CLASS,
  MODALITY,
  SAMPLES,
  PHOTOMETRIC,
  FRAMES,
  ROWS,
  COLUMNS,
  BITS_ALLOCATED,
]);

/** Thrown inside the walk; dicomProblem answers with it. */
class Refused extends Error {
  constructor(readonly problem: DicomProblem) {
    super(problem.message);
  }
}
const damaged = (reason?: string) =>
  new Refused({ status: 415, message: reason ? mensajeDicomDanado(reason) : MENSAJE_DICOM_DANADO });

/**
 * Bytes pulled from a stream, read a few at a time without holding more than a chunk: a value
 * that is skipped is counted and dropped. With a ceiling, passing it refuses at once.
 */
class Source {
  /** The chunk being read and the offset of its next unread byte (read by the walk's fast path). */
  buffer: Uint8Array = new Uint8Array(0);
  at = 0;
  private received = 0;
  /** Offset of the next unread byte from the start of this source. */
  position = 0;

  constructor(
    private readonly chunks: AsyncIterator<Uint8Array>,
    private readonly ceiling?: { bytes: number; problem: () => DicomProblem },
  ) {}

  private async pull(): Promise<Uint8Array | undefined> {
    const next = await this.chunks.next();
    if (next.done) return undefined;
    this.received += next.value.length;
    if (this.ceiling && this.received > this.ceiling.bytes) {
      throw new Refused(this.ceiling.problem());
    }
    return next.value;
  }

  /** Whether `n` bytes can be read at once; false when the source ends first. */
  async have(n: number): Promise<boolean> {
    while (this.buffer.length - this.at < n) {
      const chunk = await this.pull();
      if (!chunk) return false;
      const rest = this.buffer.subarray(this.at);
      this.buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      this.at = 0;
    }
    return true;
  }

  /** Bytes readable now, without waiting for the stream. */
  available(): number {
    return this.buffer.length - this.at;
  }

  /** Whether anything is left. */
  async ended(): Promise<boolean> {
    return !(await this.have(1));
  }

  /** `n` bytes from the buffer, after `have(n)`; valid until the next read. */
  take(n: number): Uint8Array {
    const bytes = this.buffer.subarray(this.at, this.at + n);
    this.at += n;
    this.position += n;
    return bytes;
  }

  /** Moves past `n` bytes already there (`available() >= n`). */
  advance(n: number): void {
    this.at += n;
    this.position += n;
  }

  /** The next `n` bytes, left unread, after `have(n)`. */
  peek(n: number): Uint8Array {
    return this.buffer.subarray(this.at, this.at + n);
  }

  /** Skips `n` bytes; answers how many there were (fewer when the source ends). */
  async skip(n: number): Promise<number> {
    let left = n;
    for (;;) {
      const here = Math.min(left, this.buffer.length - this.at);
      this.at += here;
      this.position += here;
      left -= here;
      if (left === 0 || !(await this.have(1))) return n - left;
    }
  }

  /** What is left unread: the rest of this chunk, then the stream's. */
  async *rest(): AsyncGenerator<Uint8Array> {
    if (this.at < this.buffer.length) yield this.buffer.subarray(this.at);
    this.buffer = new Uint8Array(0);
    this.at = 0;
    for (;;) {
      const chunk = await this.pull();
      if (!chunk) return;
      yield chunk;
    }
  }
}

interface Encoding {
  littleEndian: boolean;
  explicit: boolean;
}
const EXPLICIT_LE: Encoding = { littleEndian: true, explicit: true };
const IMPLICIT_LE: Encoding = { littleEndian: true, explicit: false };

/** An element's header. One object is rewritten for every element: the walk is hot. */
interface Header {
  tag: number;
  /** The explicit VR's two letters as one number (`vr('OB')`), 0 in implicit VR and for items. */
  vr: number;
  length: number;
}

const vr = (letters: string) => (letters.charCodeAt(0) << 8) | letters.charCodeAt(1);
const VR_OB = vr('OB');
const VR_OW = vr('OW');
const VR_UN = vr('UN');
/** Explicit VRs whose length takes 4 bytes after 2 reserved ones (PS3.5 7.1.2). */
const LONG_VRS = new Set(
  ['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT', 'SV', 'UV'].map(vr),
);

const u16 = (b: Uint8Array, at: number, le: boolean) =>
  le
    ? (b[at] as number) | ((b[at + 1] as number) << 8)
    : ((b[at] as number) << 8) | (b[at + 1] as number);
const u32 = (b: Uint8Array, at: number, le: boolean) =>
  le
    ? (u16(b, at, true) + u16(b, at + 2, true) * 0x10000) >>> 0
    : (u16(b, at, false) * 0x10000 + u16(b, at + 2, false)) >>> 0;

const tagText = (t: number) =>
  `(${(t >>> 16).toString(16).padStart(4, '0')},${(t & 0xffff).toString(16).padStart(4, '0')})`.toUpperCase();

/**
 * Reads an element's header from `b` at `at`, where `available` bytes are, into `out`; answers
 * its size (8, or 12 for an explicit long VR), or 0 when fewer bytes than that are there. Items
 * and delimiters have no VR in any encoding (PS3.5 7.5), an implicit VR a 4-byte length, an
 * explicit one a 2-byte length or, for the long VRs, 2 reserved bytes and a 4-byte one. An
 * explicit VR is two capital letters: anything else (zeros, noise) is not an element.
 */
function parseHeader(
  b: Uint8Array,
  at: number,
  available: number,
  encoding: Encoding,
  out: Header,
): number {
  if (available < 8) return 0;
  const le = encoding.littleEndian;
  out.tag = ((u16(b, at, le) << 16) | u16(b, at + 2, le)) >>> 0;
  if (out.tag >>> 16 === 0xfffe || !encoding.explicit) {
    out.vr = 0;
    out.length = u32(b, at + 4, le);
    return 8;
  }
  const first = b[at + 4] as number;
  const second = b[at + 5] as number;
  if (first < 0x41 || first > 0x5a || second < 0x41 || second > 0x5a) throw damaged();
  out.vr = (first << 8) | second;
  if (!LONG_VRS.has(out.vr)) {
    out.length = u16(b, at + 6, le);
    return 8;
  }
  if (available < 12) return 0;
  out.length = u32(b, at + 8, le);
  return 12;
}

/**
 * The next element's header into `out`; false at the clean end of the source. Without waiting
 * when its bytes are already there.
 */
function nextHeader(source: Source, encoding: Encoding, out: Header): boolean | Promise<boolean> {
  const size = parseHeader(source.buffer, source.at, source.available(), encoding, out);
  if (size > 0) {
    source.advance(size);
    return true;
  }
  return readHeader(source, encoding, out);
}

async function readHeader(source: Source, encoding: Encoding, out: Header): Promise<boolean> {
  if (!(await source.have(12)) && source.available() === 0) return false;
  const size = parseHeader(source.buffer, source.at, source.available(), encoding, out);
  if (size === 0) throw damaged('se corta a mitad de un elemento');
  source.advance(size);
  return true;
}

/**
 * Skips an element's value; one that runs past the end is damage, named by `what` (and
 * `plural` for the verb: 'los datos de la imagen declaran').
 */
async function skipValue(source: Source, length: number, what: string, plural = false) {
  const there = await source.skip(length);
  if (there < length) {
    throw damaged(
      `${what} ${plural ? 'declaran' : 'declara'} ${cifra(length)} bytes, pero en el archivo solo hay ${cifra(there)}`,
    );
  }
}

const text = (value: Uint8Array) =>
  String.fromCharCode(...value)
    .replace(/[\0 ]+$/, '')
    .trim();

/** Group 0002 after 'DICM': always explicit VR little endian, however the data set is written. */
async function readMeta(source: Source) {
  const values = new Map<number, Uint8Array>();
  while (await source.have(2)) {
    const group = u16(source.peek(2), 0, true);
    if (group !== 0x0002) break;
    const header: Header = { tag: 0, vr: 0, length: 0 };
    if (!(await readHeader(source, EXPLICIT_LE, header))) break;
    if (header.length === UNDEFINED_LENGTH) throw damaged();
    if ((header.tag === MEDIA_SOP_CLASS || header.tag === TRANSFER_SYNTAX) && header.length <= 64) {
      if (!(await source.have(header.length))) throw damaged('se corta en su cabecera');
      values.set(header.tag, source.take(header.length).slice());
    } else {
      await skipValue(source, header.length, `el elemento ${tagText(header.tag)}`);
    }
  }
  const transferSyntax = values.get(TRANSFER_SYNTAX);
  const mediaSopClass = values.get(MEDIA_SOP_CLASS);
  return {
    transferSyntax: transferSyntax && text(transferSyntax),
    mediaSopClass: mediaSopClass && text(mediaSopClass),
  };
}

interface Container {
  kind: 'dataset' | 'sequence' | 'item' | 'fragments';
  encoding: Encoding;
}

interface Walked {
  values: Map<number, Uint8Array>;
  /** Whether the top level held pixel data. */
  pixels: boolean;
}

/**
 * Walks a data set element by element, holding only the few values kept: defined-length values
 * (a sequence, a private blob, the pixels) are skipped by their length, sequences and items of
 * undefined length are entered until their delimiter. Stops after the top level's pixel data,
 * which is checked against the size the Image Pixel module declares before a byte of it is read.
 * Elements whose bytes are already there are read without waiting, so a chunk is walked at once.
 */
async function walkDataSet(
  source: Source,
  encoding: Encoding,
  transferSyntax: string,
): Promise<Walked> {
  const values = new Map<number, Uint8Array>();
  const stack: Container[] = [{ kind: 'dataset', encoding }];
  const header: Header = { tag: 0, vr: 0, length: 0 };
  for (let elements = 1; ; elements++) {
    if (elements > MAXIMO_DE_ELEMENTOS_DICOM) {
      throw new Refused({ status: 413, message: MENSAJE_DICOM_CON_DEMASIADOS_ELEMENTOS });
    }
    if (elements % ELEMENTS_PER_TURN === 0) await new Promise(setImmediate);
    const top = stack[stack.length - 1] as Container;
    const read = nextHeader(source, top.encoding, header);
    const more = read === true || (read !== false && (await read));
    /** The top level's encapsulated pixel data: its fragments are being walked. */
    const inPixels = top.kind === 'fragments' && stack.length === 2;
    if (!more) {
      if (stack.length === 1) return { values, pixels: false };
      throw damaged(
        inPixels
          ? 'los datos de la imagen comprimida se cortan antes de terminar'
          : 'se corta a mitad de una secuencia',
      );
    }
    const { tag: t, length } = header;
    if (t === ITEM) {
      if (top.kind === 'fragments') {
        if (length === UNDEFINED_LENGTH) throw damaged();
        await skipValue(
          source,
          length,
          inPixels ? 'un fragmento de la imagen comprimida' : 'un fragmento',
        );
      } else if (top.kind !== 'sequence') {
        throw damaged();
      } else if (length === UNDEFINED_LENGTH) {
        if (stack.length >= MAX_DEPTH) throw damaged();
        stack.push({ kind: 'item', encoding: top.encoding });
      } else if (length <= source.available()) {
        // Nothing inside a sequence is needed: a defined-length item is skipped whole.
        source.advance(length);
      } else {
        await skipValue(source, length, 'un elemento de una secuencia');
      }
      continue;
    }
    if (t === ITEM_END || t === SEQUENCE_END) {
      const closes = t === ITEM_END ? top.kind === 'item' : top.kind !== 'item';
      if (!closes || stack.length === 1) throw damaged();
      stack.pop();
      if (inPixels) return { values, pixels: true };
      continue;
    }
    // Anything else is an element, which only a data set or an item holds.
    if (top.kind === 'sequence' || top.kind === 'fragments') throw damaged();
    const topLevel = stack.length === 1;
    const isPixels = topLevel && PIXEL_TAGS.has(t);
    if (isPixels) {
      const refused = checkPixels(values, length, transferSyntax);
      if (refused) throw refused;
    }
    if (length === UNDEFINED_LENGTH) {
      if (stack.length >= MAX_DEPTH) throw damaged();
      if (PIXEL_TAGS.has(t) || header.vr === VR_OB || header.vr === VR_OW) {
        stack.push({ kind: 'fragments', encoding: top.encoding });
      } else {
        // An undefined-length UN holds a sequence written in implicit VR (PS3.5 6.2.2).
        stack.push({
          kind: 'sequence',
          encoding: header.vr === VR_UN ? IMPLICIT_LE : top.encoding,
        });
      }
      continue;
    }
    if (isPixels) {
      await skipValue(source, length, 'los datos de la imagen', true);
      return { values, pixels: true };
    }
    if (topLevel && length <= MAX_KEPT_VALUE && KEPT.has(t)) {
      if (!(await source.have(length)))
        throw damaged(`se corta a mitad del elemento ${tagText(t)}`);
      values.set(t, source.take(length).slice());
    } else if (length <= source.available()) {
      source.advance(length);
    } else {
      await skipValue(source, length, `el elemento ${tagText(t)}`);
    }
  }
}

/**
 * The top-level pixel data's header against the Image Pixel module: a size to open it with at
 * all, no more than an image may take, and uncompressed pixels as long as the sizes call for.
 */
function checkPixels(
  values: Map<number, Uint8Array>,
  length: number,
  transferSyntax: string,
): Refused | undefined {
  // Values were read in the data set's byte order; an IS is text.
  const us = (t: number) => {
    const v = values.get(t);
    return v && v.length >= 2 ? v : undefined;
  };
  const le = transferSyntax !== EXPLICIT_BIG;
  const number = (t: number, fallback?: number) => {
    const v = us(t);
    return v ? u16(v, 0, le) : fallback;
  };
  // Number of Frames is a decimal string; absent or empty, one frame.
  const framesText = text(values.get(FRAMES) ?? new Uint8Array(0));
  const frames = framesText === '' ? 1 : /^\+?\d+$/.test(framesText) ? Number(framesText) : 0;
  const rows = number(ROWS);
  const columns = number(COLUMNS);
  const bitsAllocated = number(BITS_ALLOCATED);
  if (!rows || !columns || !bitsAllocated || !(frames >= 1)) {
    return damaged(
      'no dice el tamaño de la imagen (filas, columnas, fotogramas y bits por muestra)',
    );
  }
  const photometric = values.get(PHOTOMETRIC);
  const pixels: PixelesDicom = {
    filas: rows,
    columnas: columns,
    fotogramas: frames,
    muestras: number(SAMPLES, 1) || 1,
    bitsAsignados: bitsAllocated,
    fotometrica: photometric && text(photometric),
  };
  const tooLarge = problemaDeTamanoDicom(pixels);
  if (tooLarge) return new Refused({ status: 413, message: tooLarge });
  if (length !== UNDEFINED_LENGTH && NATIVE.has(transferSyntax)) {
    const needed = bytesDicomSinComprimir(pixels);
    if (length < needed) {
      return damaged(
        `una imagen de ${cifra(columns)} × ${cifra(rows)} píxeles${frames > 1 ? ` × ${cifra(frames)} fotogramas` : ''} necesita ${cifra(needed)} bytes, pero sus datos solo tienen ${cifra(length)}`,
      );
    }
  }
  return undefined;
}

/**
 * Why a received DICOM cannot be one of a study's images, or undefined if it is one. It is read
 * as a stream and never held whole: a data set that cannot be read to its pixel data (cut short,
 * an element running past the end), pixel data shorter than its rows, columns and frames call
 * for or fragments running past the end (415), a size that would take more than an image may
 * once opened, or a deflated data set that inflates past `maxInflatedBytes` (413, as soon as it
 * passes them: it is inflated a chunk at a time in zlib's thread, counting what it does not
 * keep), or one with no pixel data (a radiotherapy plan, an ECG, a structured report…), named by
 * its SOP Class and Modality in the same words the preview uses. The server runs it in a thread
 * of its own (dicom-check.ts).
 */
export async function dicomProblem(
  filePath: string,
  limits: DicomLimits,
): Promise<DicomProblem | undefined> {
  const file = createReadStream(filePath, { highWaterMark: CHUNK_BYTES });
  let inflater: ReturnType<typeof createInflateRaw> | undefined;
  let compressed: Readable | undefined;
  try {
    const source = new Source(file[Symbol.asyncIterator]());
    // The preamble and 'DICM' were checked when the type was sniffed.
    if ((await source.skip(132)) < 132) throw damaged();
    const meta = await readMeta(source);
    if (!meta.transferSyntax) throw damaged('no dice cómo están escritos sus datos');
    let dataSet = source;
    let encoding: Encoding = EXPLICIT_LE;
    if (meta.transferSyntax === IMPLICIT_LITTLE) encoding = IMPLICIT_LE;
    if (meta.transferSyntax === EXPLICIT_BIG) encoding = { littleEndian: false, explicit: true };
    if (meta.transferSyntax === DEFLATED) {
      // Deflated Explicit VR Little Endian: the data set after the meta header is raw deflate.
      compressed = Readable.from(source.rest(), { objectMode: false });
      inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
      compressed.on('error', (error) => inflater?.destroy(error));
      compressed.pipe(inflater);
      dataSet = new Source(inflater[Symbol.asyncIterator](), {
        bytes: limits.maxInflatedBytes,
        problem: () => ({
          status: 413,
          message: mensajeDicomDescomprimidoDemasiadoGrande(limits.maxInflatedBytes),
        }),
      });
    }
    const walked = await walkDataSet(dataSet, encoding, meta.transferSyntax);
    if (inflater) {
      // Whatever follows the pixels is inflated too, and counted: the whole data set must fit
      // under the ceiling, or whoever opens the file later would inflate it all.
      await dataSet.skip(Number.POSITIVE_INFINITY);
    }
    if (walked.pixels) return undefined;
    const sopClass = walked.values.get(SOP_CLASS);
    const modality = walked.values.get(MODALITY);
    return {
      status: 415,
      message: mensajeDicomSinImagen(
        (sopClass && text(sopClass)) || meta.mediaSopClass,
        modality && text(modality),
      ),
    };
  } catch (error) {
    if (error instanceof Refused) return error.problem;
    // zlib's own errors: a deflate stream that is damaged or cut short.
    if (inflater && (error as { code?: string }).code?.startsWith('Z_')) {
      return {
        status: 415,
        message: mensajeDicomDanado('sus datos comprimidos no se pueden descomprimir'),
      };
    }
    throw error;
  } finally {
    compressed?.destroy();
    inflater?.destroy();
    file.destroy();
  }
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
