/** Reading back the PDFs the app makes (pdf-lib, standard fonts), to check what they say. */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** The text drawn on every page, one line per text operator (hex strings with Tj). */
export async function textoDelPdf(bytes: Buffer): Promise<string> {
  const documento = await PDFDocument.load(bytes);
  const trozos: string[] = [];
  for (const pagina of documento.getPages()) {
    const contenidos = pagina.node.Contents();
    const flujos = contenidos instanceof PDFArray ? contenidos.asArray() : [contenidos];
    for (const ref of flujos) {
      const flujo = documento.context.lookup(ref as never);
      if (!(flujo instanceof PDFRawStream)) continue;
      const crudo = Buffer.from(flujo.contents);
      const contenido = (
        flujo.dict.get(PDFName.of('Filter')) ? inflateSync(crudo) : crudo
      ).toString('latin1');
      for (const [, hex] of contenido.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        trozos.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return trozos.join('\n');
}

/** How many pictures the pages draw (image XObjects). */
export async function imagenesDelPdf(bytes: Buffer): Promise<number> {
  const documento = await PDFDocument.load(bytes);
  let total = 0;
  for (const pagina of documento.getPages()) {
    const objetos = pagina.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of objetos?.entries() ?? []) {
      const objeto = documento.context.lookup(ref);
      if (
        objeto instanceof PDFRawStream &&
        objeto.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      )
        total++;
    }
  }
  return total;
}
