import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small greyscale PNG that looks vaguely like a radiograph: a bright oval on a dark field,
 * varied by `seed` so every demo image has its own content (and hash).
 */
export function demoRadiograph(seed: number, size = 96): Buffer {
  const rows: Buffer[] = [];
  const cx = size / 2 + (seed % 7) - 3;
  const cy = size / 2 + (seed % 5) - 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size + 1);
    row[0] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const dx = (x - cx) / (size * 0.32);
      const dy = (y - cy) / (size * 0.42);
      const inside = 1 - Math.min(1, dx * dx + dy * dy);
      const ribs = Math.sin((y + seed) / 3) > 0.7 && Math.abs(dx) < 0.9 ? 40 : 0;
      row[x + 1] = Math.max(0, Math.min(255, Math.round(20 + inside * 180 + ribs * inside)));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
