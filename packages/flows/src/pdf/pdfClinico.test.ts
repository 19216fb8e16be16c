import { inflateSync } from 'node:zlib';
import { pngRadiografia } from '@clinica/api-client/mocks';
import { parseDicom } from 'dicom-parser';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dicomDePrueba } from '../../test/dicom';
import { horaMasUna } from '../citas-de-hoy/texts';
import { crearPdfClinico, imagenNoDibujada } from './pdfClinico';

// The layout itself (text, pages, margins, PNG and JPEG) is tested where it lives:
// @clinica/api-client's src/pdf/maqueta.test.ts. Here, what the browser adds: images as files.

/** The text pdf-lib draws with a standard font: hex strings in each page's content stream. */
async function texto(bytes: Uint8Array): Promise<string> {
  const documento = await PDFDocument.load(bytes);
  const trozos: string[] = [];
  for (const pagina of documento.getPages()) {
    const contenidos = pagina.node.Contents();
    const flujos = contenidos instanceof PDFArray ? contenidos.asArray() : [contenidos];
    for (const ref of flujos) {
      const flujo = documento.context.lookup(ref as never);
      if (!(flujo instanceof PDFRawStream)) continue;
      const crudo = Buffer.from(flujo.contents);
      const filtro = flujo.dict.get(PDFName.of('Filter'));
      const contenido = (filtro ? inflateSync(crudo) : crudo).toString('latin1');
      for (const [, hex] of contenido.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        trozos.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return trozos.join('\n');
}

/** How many pictures the PDF's pages draw (image XObjects). */
async function imagenesDibujadas(bytes: Uint8Array): Promise<number> {
  const documento = await PDFDocument.load(bytes);
  let total = 0;
  for (const pagina of documento.getPages()) {
    const objetos = pagina.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of objetos?.entries() ?? []) {
      const objeto = documento.context.lookup(ref);
      const dict = objeto instanceof PDFRawStream ? objeto.dict : undefined;
      if (dict?.get(PDFName.of('Subtype')) === PDFName.of('Image')) total++;
    }
  }
  return total;
}

describe('crearPdfClinico (en el navegador)', () => {
  it('dibuja PNG tal cual, pinta el DICOM que puede y nombra el que no', async () => {
    const bytes = await crearPdfClinico(
      {
        titulo: 'Informe de la cita',
        paciente: { nombre: 'Lucía Núñez Ibáñez', dni: '12345678Z' },
        filas: [{ etiqueta: 'Radiólogo', valor: 'Andrés Gil Soto' }],
        tituloTexto: 'Informe',
        texto: 'Sin hallazgos.',
        generado: new Date('2026-11-23T10:00:00Z'),
        imagenes: [
          { nombre: 'torax-pa.png', archivo: new Blob([pngRadiografia(1, 64)]), nota: 'PA.' },
          { nombre: 'corte.dcm', archivo: new Blob([dicomDePrueba(32, 32)]) },
          { nombre: 'comprimido.dcm', archivo: new Blob([dicomDePrueba(32, 32, false)]) },
          { nombre: 'vacia.png', archivo: new Blob([]) },
        ],
      },
      {
        // In place of the browser's canvas: a DICOM with pixels gives a PNG, one without fails.
        dicomAPng: async (archivo) => {
          const leido = parseDicom(new Uint8Array(await archivo.arrayBuffer()));
          if (!leido.elements.x7fe00010) throw new Error('Sin imagen.');
          return new Blob([pngRadiografia(2, 32)]);
        },
        aPng: async () => {
          throw new Error('Sin lienzo.');
        },
      },
    );
    expect(await imagenesDibujadas(bytes)).toBe(2);
    const leido = await texto(bytes);
    for (const nombre of ['torax-pa.png', 'corte.dcm', 'comprimido.dcm', 'vacia.png', 'PA.']) {
      expect(leido).toContain(nombre);
    }
    expect(leido).toContain(imagenNoDibujada('comprimido.dcm'));
    expect(leido).toContain(imagenNoDibujada('vacia.png'));
    expect(leido).not.toContain(imagenNoDibujada('corte.dcm'));
    // The clinic's clock (Europe/Madrid) in the footer, as on the server.
    expect(leido).toContain('Documento generado el 23/11/2026 a las 11:00.');
  });
});

describe('horas', () => {
  it('la cita dura una hora (§9)', () => {
    expect(horaMasUna('09:30')).toBe('10:30');
    expect(horaMasUna('23:00')).toBe('00:00');
  });
});
