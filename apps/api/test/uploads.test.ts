import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { mensajeIncidenciaConDemasiadasImagenes, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, contract, operations } from './contract';
import {
  DEFLATED,
  deflateBomb,
  deflatedDicom,
  EXPLICIT_LITTLE,
  imageAttributes,
  part10,
  pixelDataHeader,
} from './dicom-de-prueba';
import { multipart, PNG, type TestUser, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

/** Real DICOM files (pydicom's test data): packages/flows/test-fixtures/dicom/README.md. */
const MUESTRAS_DICOM = path.resolve(
  import.meta.dirname,
  '../../../packages/flows/test-fixtures/dicom',
);
/** Images made from them by other tools: fixtures/README.md. */
const MUESTRAS = path.resolve(import.meta.dirname, 'fixtures');
const muestra = (carpeta: string, name: string) => readFileSync(path.join(carpeta, name));
const MR = muestra(MUESTRAS_DICOM, 'MR_small.dcm');
/** Where MR_small's pixel data begins, after its 12-byte header (7FE0,0010) OW. */
const MR_PIXELES = 1500;

const dañado = (motivo: string) =>
  `El archivo DICOM está dañado o incompleto: ${motivo}. Vuelve a exportarlo desde el equipo o el PACS.`;

/** `bytes` with a 32-bit little-endian number written at `at`. */
function conUint32(bytes: Buffer, at: number, value: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(value, at);
  return copy;
}

/** A PNG whose IHDR declares `ancho` × `alto`, its CRC made again so only the size is odd. */
function pngDeclarando(ancho: number, alto: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(ancho, 16);
  png.writeUInt32BE(alto, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(DATABASES)('uploads read within limits on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
    owner = world.user(ROL.medico);
  });
  afterAll(async () => server?.close());

  function subir(id: number, files: Array<[string, Buffer]>) {
    const form = multipart([
      ['id_incidencia', String(id)],
      ...files.map(
        ([filename, content]) =>
          ['imagenes', { filename, content, type: 'application/octet-stream' }] as [
            string,
            { filename: string; content: Buffer; type: string },
          ],
      ),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    });
  }

  const imagenesDe = async (id: number) =>
    (
      await world.db
        .selectFrom('imagenes_incidencia')
        .select('id_imagen')
        .where('id_incidencia', '=', id)
        .execute()
    ).length;

  /** Sends one file; it must be refused with `status` and `message`, leaving nothing behind. */
  async function rechazado(name: string, content: Buffer, status: number, message: string) {
    const id = await world.newIncidencia(owner);
    const antes = server.storedFiles().sort();
    const respuesta = await subir(id, [[name, content]]);
    expect(respuesta.statusCode, name).toBe(status);
    expect(respuesta.json().message, name).toBe(message);
    expect(await imagenesDe(id), name).toBe(0);
    expect(server.storedFiles().sort(), name).toEqual(antes);
  }

  it('refuses a deflated DICOM that inflates to a gigabyte, wherever it hides it, and stores nothing', async () => {
    // About 1 MiB sent, 1 GiB once inflated.
    const bombas = {
      pixels: deflateBomb('pixels', 1024),
      padding: deflateBomb('padding', 1024),
      elements: deflateBomb('elements', 1024),
    };
    for (const bomba of Object.values(bombas)) expect(bomba.length).toBeLessThan(2 * 1024 * 1024);
    // Its pixel data declares the size: refused before a byte of it is inflated.
    await rechazado(
      'pixeles.dcm',
      bombas.pixels,
      413,
      'La imagen es demasiado grande: 4096 × 4096 píxeles × 32 fotogramas ocupan 1024 MB al abrirla (máximo 256 MB).',
    );
    // A whole small image, then a gigabyte of padding: refused as the count passes the ceiling.
    await rechazado(
      'relleno.dcm',
      bombas.padding,
      413,
      'El archivo DICOM es demasiado grande: descomprimido pasa del máximo de 276 MB.',
    );
    // Millions of empty elements before the image.
    await rechazado(
      'elementos.dcm',
      bombas.elements,
      413,
      'El archivo DICOM es demasiado grande: tiene más de un millón de elementos (máximo un millón).',
    );
    // Its deflate stream cut short.
    const real = muestra(MUESTRAS, 'MR_small_deflate.dcm');
    await rechazado(
      'cortado.dcm',
      real.subarray(0, real.length - 2000),
      415,
      dañado('sus datos comprimidos no se pueden descomprimir'),
    );
    // The same bytes deflated as one ordinary file are an image, stored.
    const id = await world.newIncidencia(owner);
    const pequeño = deflatedDicom(
      Buffer.concat([imageAttributes({ rows: 64, columns: 64 }), pixelDataHeader(8192)]),
      Buffer.alloc(1),
      0,
      Buffer.alloc(8192),
    );
    expect(pequeño.subarray(128 + 4).includes(Buffer.from(DEFLATED))).toBe(true);
    expect((await subir(id, [['deflate.dcm', pequeño]])).statusCode).toBe(201);
  });

  it('refuses a DICOM cut short or whose pixel data runs past its end, saying so in Spanish', async () => {
    // MR_small: 64 × 64 pixels of 16 bits, 8192 bytes of pixel data declared and there.
    expect(MR.readUInt32LE(MR_PIXELES - 4)).toBe(8192);
    expect(MR.length).toBe(MR_PIXELES + 8192 + 138);
    await rechazado(
      'cortado.dcm',
      MR.subarray(0, MR_PIXELES + 4000),
      415,
      dañado('los datos de la imagen declaran 8192 bytes, pero en el archivo solo hay 4000'),
    );
    await rechazado(
      'largo.dcm',
      conUint32(MR, MR_PIXELES - 4, 16384),
      415,
      dañado('los datos de la imagen declaran 16.384 bytes, pero en el archivo solo hay 8330'),
    );
    // The element is whole, but shorter than 64 × 64 pixels of 16 bits.
    await rechazado(
      'corto.dcm',
      conUint32(MR.subarray(0, MR_PIXELES + 4096), MR_PIXELES - 4, 4096),
      415,
      dañado('una imagen de 64 × 64 píxeles necesita 8192 bytes, pero sus datos solo tienen 4096'),
    );
    // Cut inside the attributes before the pixels.
    await rechazado(
      'cabecera.dcm',
      MR.subarray(0, 700),
      415,
      dañado('el elemento (0008,1090) declara 8 bytes, pero en el archivo solo hay 2'),
    );
    // Pixel data without the size to open it with.
    await rechazado(
      'sin-filas.dcm',
      part10(EXPLICIT_LITTLE, Buffer.concat([pixelDataHeader(8), Buffer.alloc(8)])),
      415,
      dañado('no dice el tamaño de la imagen (filas, columnas, fotogramas y bits por muestra)'),
    );
  });

  it('refuses compressed pixel data whose fragments run past the end or never end', async () => {
    // MR_small_RLE: its pixel data holds an empty offset table and one fragment of 6108 bytes
    // at 1536, then the sequence delimiter at 7644 and 138 bytes of padding.
    const rle = muestra(MUESTRAS_DICOM, 'MR_small_RLE.dcm');
    expect(rle.readUInt32LE(1532)).toBe(6108);
    expect(rle.subarray(7644, 7648)).toEqual(Buffer.from([0xfe, 0xff, 0xdd, 0xe0]));
    await rechazado(
      'rle-cortado.dcm',
      rle.subarray(0, 1536 + 3000),
      415,
      dañado(
        'un fragmento de la imagen comprimida declara 6108 bytes, pero en el archivo solo hay 3000',
      ),
    );
    // Whole fragments, but the file ends before the sequence delimiter.
    await rechazado(
      'rle-sin-fin.dcm',
      rle.subarray(0, 7644),
      415,
      dañado('los datos de la imagen comprimida se cortan antes de terminar'),
    );
    // What follows the pixel data is not the image's: cut there, the file is still one.
    const id = await world.newIncidencia(owner);
    expect((await subir(id, [['rle-sin-relleno.dcm', rle.subarray(0, 7652)]])).statusCode).toBe(
      201,
    );
  });

  it('refuses a PNG, JPEG or WebP that declares more pixels than an image may have, before decoding it', async () => {
    await rechazado(
      'enorme.png',
      pngDeclarando(100_000, 100_000),
      413,
      'La imagen es demasiado grande: 100.000 × 100.000 píxeles ocupan 38.147 MB al abrirla (máximo 256 MB).',
    );
    // A JPEG's frame header (SOF0) after its JFIF segment, with the largest size it can hold.
    const jpeg = Buffer.from(muestra(MUESTRAS, 'CT_small.jpg'));
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(jpeg.readUInt16BE(sof + 5)).toBe(128);
    jpeg.writeUInt16BE(65_535, sof + 5);
    jpeg.writeUInt16BE(65_535, sof + 7);
    await rechazado(
      'enorme.jpg',
      jpeg,
      413,
      'La imagen es demasiado grande: 65.535 × 65.535 píxeles ocupan 16.384 MB al abrirla (máximo 256 MB).',
    );
    // A WebP canvas (VP8X) of 16384 × 16384, the most its format allows.
    const webp = Buffer.from(muestra(MUESTRAS, 'CT_small.webp'));
    webp.writeUIntLE(16_383, 24, 3);
    webp.writeUIntLE(16_383, 27, 3);
    await rechazado(
      'enorme.webp',
      webp,
      413,
      'La imagen es demasiado grande: 16.384 × 16.384 píxeles ocupan 1024 MB al abrirla (máximo 256 MB).',
    );
    // A JPEG with no frame header before its data cannot be drawn at all.
    const sinSof = Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0xff, 0xd9])]);
    await rechazado(
      'sin-sof.jpg',
      sinSof,
      415,
      'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
    );
  });

  it('still stores every sample that is an image: each DICOM transfer syntax, JPEG, WebP and PNG', async () => {
    const dicom = readdirSync(MUESTRAS_DICOM)
      .filter((name) => name.endsWith('.dcm') && !['rtplan.dcm', 'no_meta.dcm'].includes(name))
      .map((name): [string, Buffer] => [name, muestra(MUESTRAS_DICOM, name)]);
    const otras = readdirSync(MUESTRAS)
      .filter((name) => name !== 'README.md')
      .map((name): [string, Buffer] => [name, muestra(MUESTRAS, name)]);
    const todas: Array<[string, Buffer]> = [...dicom, ...otras, ['radiografia.png', PNG]];
    expect(todas.length).toBeGreaterThanOrEqual(18);
    // An incident holds ten at most.
    for (let desde = 0; desde < todas.length; desde += 10) {
      const id = await world.newIncidencia(owner);
      const lote = todas.slice(desde, desde + 10);
      const respuesta = await subir(id, lote);
      expect(respuesta.statusCode, respuesta.body).toBe(201);
      expect(
        respuesta.json().imagenes.map((imagen: { nombre_imagen: string }) => imagen.nombre_imagen),
      ).toEqual(lote.map(([name]) => name));
    }
  });

  it('refuses an eleventh image for an incident with a 413 its operation declares', async () => {
    const id = await world.newIncidencia(owner);
    for (let i = 0; i < 10; i++) await world.newImagenIncidencia(id);
    const respuesta = await subir(id, [['once.png', PNG]]);
    expect(respuesta.statusCode).toBe(413);
    const message = mensajeIncidenciaConDemasiadasImagenes(10, 10, 1);
    expect(respuesta.json()).toEqual({ message });
    expect(message).toBe(
      'Una incidencia puede tener como máximo 10 imágenes: esta ya tiene 10 y se han enviado 1.',
    );
    const operation = operations.find((o) => o.operationId === 'guardarImagenesIncidencia');
    expect(checkResponse(operation as never, 413, respuesta.json())).toBeUndefined();
    expect(await imagenesDe(id)).toBe(10);
  });
});

describe('the contract declares what every upload operation can answer', () => {
  const paths = contract.paths as Record<
    string,
    Record<
      string,
      { operationId: string; 'x-clinica-limits'?: unknown; responses: Record<string, unknown> }
    >
  >;
  const responses = (contract.components as { responses: Record<string, unknown> }).responses;
  const uploads = Object.values(paths)
    .flatMap((methods) => Object.values(methods))
    .filter((operation) => operation['x-clinica-limits']);

  it('413 and 415 with their causes on each, and the incident that is full on guardarImagenesIncidencia', () => {
    expect(uploads.map((operation) => operation.operationId).sort()).toEqual([
      'actualizarImagenesIncidencia',
      'guardarImagen',
      'guardarImagenesIncidencia',
      'guardarInformeCompleto',
    ]);
    const texto = (response: unknown) => {
      const ref = (response as { $ref?: string }).$ref;
      return JSON.stringify(ref ? responses[ref.split('/').pop() as string] : response);
    };
    for (const operation of uploads) {
      const tooLarge = texto(operation.responses['413']);
      const unsupported = texto(operation.responses['415']);
      expect(tooLarge, operation.operationId).toContain('La imagen es demasiado grande');
      expect(tooLarge, operation.operationId).toContain('El archivo DICOM es demasiado grande');
      expect(unsupported, operation.operationId).toContain(
        'El archivo DICOM está dañado o incompleto',
      );
    }
    const incidencia = uploads.find((o) => o.operationId === 'guardarImagenesIncidencia');
    expect(texto(incidencia?.responses['413'])).toContain(
      mensajeIncidenciaConDemasiadasImagenes(10, 10, 1),
    );
  });
});
