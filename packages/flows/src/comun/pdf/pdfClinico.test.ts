import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { horaMasUna } from '../../medico/textos';
import { crearPdfClinico, nombreDeArchivoPdf } from './pdfClinico';

/** The text pdf-lib draws with a standard font: hex strings in each page's content stream. */
async function texto(bytes: Uint8Array): Promise<{ paginas: number; texto: string }> {
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
  return { paginas: documento.getPageCount(), texto: trozos.join('\n') };
}

const datos = {
  titulo: 'Diagnóstico de la cita',
  filas: [
    { etiqueta: 'Paciente', valor: 'Lucía Núñez Ibáñez' },
    { etiqueta: 'Médico', valor: 'Carmen López Sánchez' },
    { etiqueta: 'Fecha de la cita', valor: '24/11/2026 09:00' },
  ],
  tituloTexto: 'Diagnóstico',
  texto: 'Faringitis aguda.\n¿Fiebre? No. Reposo 🙂 y líquidos.',
  generado: new Date('2026-11-23T10:00:00Z'),
};

describe('crearPdfClinico', () => {
  it('hace un PDF válido con la cabecera, los datos y el texto, acentos incluidos', async () => {
    const bytes = await crearPdfClinico(datos);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { paginas, texto: leido } = await texto(bytes);
    expect(paginas).toBe(1);
    for (const parte of [
      'Clínica',
      'Diagnóstico de la cita',
      'Paciente: ',
      'Lucía Núñez Ibáñez',
      'Carmen López Sánchez',
      '24/11/2026 09:00',
      'Faringitis aguda.',
    ]) {
      expect(leido).toContain(parte);
    }
    // A character Helvetica cannot write becomes '?', not a failure.
    expect(leido).toContain('¿Fiebre? No. Reposo ? y líquidos.');
  });

  it('un texto largo sigue en más páginas, partido por palabras', async () => {
    const largo = Array.from({ length: 400 }, (_, i) => `Línea ${i} del diagnóstico.`).join('\n');
    const { paginas, texto: leido } = await texto(
      await crearPdfClinico({ ...datos, texto: largo }),
    );
    expect(paginas).toBeGreaterThan(3);
    expect(leido).toContain('Línea 399 del diagnóstico.');
  });
});

describe('nombres y horas', () => {
  it('un nombre de archivo sin acentos ni espacios', () => {
    expect(nombreDeArchivoPdf('diagnóstico', '48213K')).toBe('diagnostico-48213K.pdf');
  });
  it('la cita dura una hora (§9)', () => {
    expect(horaMasUna('09:30')).toBe('10:30');
    expect(horaMasUna('23:00')).toBe('00:00');
  });
});
