/**
 * Un DICOM pequeño de verdad (Part 10, little endian explícito, MONOCHROME2 de 16 bits) para las
 * pruebas y las historias: un degradado con un círculo claro, como una placa de juguete.
 */
function elemento(
  grupo: number,
  numero: number,
  vr: string,
  valor: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const largo = ['OB', 'OW', 'UN', 'SQ', 'UT'].includes(vr);
  const cabecera = new Uint8Array(largo ? 12 : 8);
  const vista = new DataView(cabecera.buffer);
  vista.setUint16(0, grupo, true);
  vista.setUint16(2, numero, true);
  cabecera[4] = vr.charCodeAt(0);
  cabecera[5] = vr.charCodeAt(1);
  if (largo) vista.setUint32(8, valor.length, true);
  else vista.setUint16(6, valor.length, true);
  return unir([cabecera, valor]);
}

function unir(partes: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = new Uint8Array(partes.reduce((suma, p) => suma + p.length, 0));
  let desde = 0;
  for (const parte of partes) {
    total.set(parte, desde);
    desde += parte.length;
  }
  return total;
}

const us = (n: number) => new Uint8Array(new Uint16Array([n]).buffer);
const texto = (s: string) => {
  const par = s.length % 2 === 0 ? s : `${s}${s.startsWith('1.') ? '\0' : ' '}`;
  return new Uint8Array([...par].map((c) => c.charCodeAt(0)));
};

/** Con `conImagen: false`, sin los píxeles (7FE0,0010): un DICOM que no se puede pintar. */
export function dicomDePrueba(ancho = 64, alto = 64, conImagen = true): Uint8Array<ArrayBuffer> {
  const pixeles = new Uint16Array(ancho * alto);
  for (let y = 0; y < alto; y++) {
    for (let x = 0; x < ancho; x++) {
      const dentro = (x - ancho / 2) ** 2 + (y - alto / 2) ** 2 < (ancho / 4) ** 2;
      pixeles[y * ancho + x] = dentro ? 4000 : Math.round((x / ancho) * 2000);
    }
  }
  const sintaxis = elemento(0x0002, 0x0010, 'UI', texto('1.2.840.10008.1.2.1'));
  const version = elemento(0x0002, 0x0001, 'OB', new Uint8Array([0, 1]));
  const meta = unir([version, sintaxis]);
  const longitud = elemento(
    0x0002,
    0x0000,
    'UL',
    new Uint8Array(new Uint32Array([meta.length]).buffer),
  );
  return unir([
    new Uint8Array(128),
    texto('DICM'),
    longitud,
    meta,
    elemento(0x0028, 0x0002, 'US', us(1)),
    elemento(0x0028, 0x0004, 'CS', texto('MONOCHROME2')),
    elemento(0x0028, 0x0010, 'US', us(alto)),
    elemento(0x0028, 0x0011, 'US', us(ancho)),
    elemento(0x0028, 0x0100, 'US', us(16)),
    elemento(0x0028, 0x0101, 'US', us(12)),
    elemento(0x0028, 0x0102, 'US', us(11)),
    elemento(0x0028, 0x0103, 'US', us(0)),
    conImagen ? elemento(0x7fe0, 0x0010, 'OW', new Uint8Array(pixeles.buffer)) : new Uint8Array(),
  ]);
}

export interface DicomSintetico {
  ancho: number;
  alto: number;
  fotogramas?: number;
  /** 1, 8, 16 o 32 bits asignados (y almacenados). */
  bits: 1 | 8 | 16 | 32;
  /** Los bits almacenados (0028,0101), si son menos que los asignados: 12 en 16. */
  almacenados?: number;
  conSigno?: boolean;
  fotometria?: 'MONOCHROME1' | 'MONOCHROME2' | 'PALETTE COLOR';
  /** El valor almacenado de cada píxel de cada fotograma. */
  valor: (x: number, y: number, fotograma: number) => number;
  /** Con fotometría PALETTE COLOR: las tablas de 256 entradas de 16 bits, desde el índice 0. */
  paleta?: { rojo: number[]; verde: number[]; azul: number[] };
  ventana?: { centro: number; anchura: number };
  /** (0008,0016) y (0008,0060), para un DICOM sin imagen (`valor` no se usa si `sinImagen`). */
  claseSop?: string;
  modalidad?: string;
  sinImagen?: boolean;
}

/**
 * Un DICOM de prueba a medida (little endian explícito): multifotograma, 1/8/16/32 bits,
 * MONOCHROME1/2 o PALETTE COLOR. Sus valores los da `valor`, así las pruebas saben qué esperar.
 */
export function dicomSintetico(o: DicomSintetico): Uint8Array<ArrayBuffer> {
  const fotogramas = o.fotogramas ?? 1;
  const pixeles = o.ancho * o.alto;
  let datos: Uint8Array;
  if (o.bits === 1) {
    const n = Math.ceil((pixeles * fotogramas) / 8);
    datos = new Uint8Array(n + (n % 2));
    for (let f = 0; f < fotogramas; f++)
      for (let i = 0; i < pixeles; i++) {
        const bit = f * pixeles + i;
        if (o.valor(i % o.ancho, Math.floor(i / o.ancho), f) & 1)
          datos[bit >> 3] = (datos[bit >> 3] ?? 0) | (1 << (bit & 7));
      }
  } else {
    const bytes = o.bits / 8;
    datos = new Uint8Array(pixeles * fotogramas * bytes + ((pixeles * fotogramas * bytes) % 2));
    const vista = new DataView(datos.buffer);
    for (let f = 0; f < fotogramas; f++)
      for (let i = 0; i < pixeles; i++) {
        const v = o.valor(i % o.ancho, Math.floor(i / o.ancho), f);
        const en = (f * pixeles + i) * bytes;
        if (bytes === 1) vista.setUint8(en, v & 0xff);
        else if (bytes === 2) vista.setUint16(en, v & 0xffff, true);
        else vista.setUint32(en, v >>> 0, true);
      }
  }
  const ds = (n: number) => texto(String(n));
  const sintaxis = elemento(0x0002, 0x0010, 'UI', texto('1.2.840.10008.1.2.1'));
  const meta = unir([elemento(0x0002, 0x0001, 'OB', new Uint8Array([0, 1])), sintaxis]);
  const longitud = elemento(
    0x0002,
    0x0000,
    'UL',
    new Uint8Array(new Uint32Array([meta.length]).buffer),
  );
  const paleta = o.paleta
    ? [
        ['rojo', 0x1101, 0x1201],
        ['verde', 0x1102, 0x1202],
        ['azul', 0x1103, 0x1203],
      ].flatMap(([nombre, descriptor, tabla]) => {
        const valores = o.paleta?.[nombre as 'rojo'] ?? [];
        return [
          elemento(
            0x0028,
            descriptor as number,
            'US',
            new Uint8Array(new Uint16Array([valores.length, 0, 16]).buffer),
          ),
          elemento(0x0028, tabla as number, 'OW', new Uint8Array(new Uint16Array(valores).buffer)),
        ];
      })
    : [];
  return unir([
    new Uint8Array(128),
    texto('DICM'),
    longitud,
    meta,
    ...(o.claseSop ? [elemento(0x0008, 0x0016, 'UI', texto(o.claseSop))] : []),
    ...(o.modalidad ? [elemento(0x0008, 0x0060, 'CS', texto(o.modalidad))] : []),
    ...(o.sinImagen
      ? []
      : [
          elemento(0x0028, 0x0002, 'US', us(1)),
          elemento(0x0028, 0x0004, 'CS', texto(o.fotometria ?? 'MONOCHROME2')),
          ...(fotogramas > 1 ? [elemento(0x0028, 0x0008, 'IS', ds(fotogramas))] : []),
          elemento(0x0028, 0x0010, 'US', us(o.alto)),
          elemento(0x0028, 0x0011, 'US', us(o.ancho)),
          elemento(0x0028, 0x0100, 'US', us(o.bits)),
          elemento(0x0028, 0x0101, 'US', us(o.almacenados ?? o.bits)),
          elemento(0x0028, 0x0102, 'US', us((o.almacenados ?? o.bits) - 1)),
          elemento(0x0028, 0x0103, 'US', us(o.conSigno ? 1 : 0)),
          ...(o.ventana
            ? [
                elemento(0x0028, 0x1050, 'DS', ds(o.ventana.centro)),
                elemento(0x0028, 0x1051, 'DS', ds(o.ventana.anchura)),
              ]
            : []),
          ...paleta,
          elemento(0x7fe0, 0x0010, o.bits <= 8 ? 'OB' : 'OW', datos),
        ]),
  ]);
}
