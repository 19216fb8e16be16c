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
