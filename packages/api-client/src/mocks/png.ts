/**
 * Tiny real PNG files for the fixtures, made in memory (no zlib needed: the image data goes in
 * stored deflate blocks), so they work the same in Node and in the browser.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): Uint8Array {
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([new TextEncoder().encode(type), data]);
  return concat([u32(data.length), typeAndData, u32(crc32(typeAndData))]);
}

/** zlib stream of stored (uncompressed) blocks of at most 65 535 bytes each. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset < data.length || offset === 0; offset += 65_535) {
    const block = data.subarray(offset, offset + 65_535);
    const last = offset + 65_535 >= data.length ? 1 : 0;
    const len = block.length;
    parts.push(new Uint8Array([last, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff]));
    parts.push(block);
    if (last) break;
  }
  parts.push(u32(adler32(data)));
  return concat(parts);
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A grayscale PNG that looks a little like an X-ray: a bright oval on a dark field. `semilla`
 * shifts the oval so each fixture image is different.
 */
export function pngRadiografia(semilla = 0, lado = 16): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(lado * (lado + 1));
  const cx = lado / 2 + (semilla % 3) - 1;
  const cy = lado / 2 + ((semilla >> 2) % 3) - 1;
  for (let y = 0; y < lado; y++) {
    raw[y * (lado + 1)] = 0;
    for (let x = 0; x < lado; x++) {
      const d = Math.hypot((x - cx) / (lado * 0.32), (y - cy) / (lado * 0.42));
      const brillo = d < 1 ? 235 - Math.round(d * 120) : 18 + ((x * 7 + y * 3 + semilla) % 12);
      raw[y * (lado + 1) + 1 + x] = brillo;
    }
  }
  const header = concat([u32(lado), u32(lado), new Uint8Array([8, 0, 0, 0, 0])]);
  return concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
