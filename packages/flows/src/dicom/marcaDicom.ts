/** Si unos bytes son un DICOM Part 10: la marca 'DICM' tras el preámbulo de 128 bytes. */
export function tieneMarcaDicom(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 132 &&
    bytes[128] === 0x44 &&
    bytes[129] === 0x49 &&
    bytes[130] === 0x43 &&
    bytes[131] === 0x4d
  );
}

/**
 * Si un archivo es DICOM: por su tipo, su extensión o su contenido (la marca 'DICM' del byte
 * 128), de modo que un DICOM sin extensión, como los de un CD o un PACS, también lo es.
 */
export async function esDicom(archivo: Blob & { name?: string }): Promise<boolean> {
  if (archivo.type === 'application/dicom') return true;
  if (/\.(dcm|dicom)$/i.test(archivo.name ?? '')) return true;
  if (/^image\/(png|jpeg|webp|gif)$/.test(archivo.type)) return false;
  return tieneMarcaDicom(new Uint8Array(await archivo.slice(0, 132).arrayBuffer()));
}
