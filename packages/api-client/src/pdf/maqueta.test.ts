import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pngRadiografia } from '../mocks/png';
import { crearPdf, imagenNoDibujada, MARGEN_PDF, nombreDeArchivoPdf } from './maqueta';
import { archivoDelResultado, datosDelResultado } from './resultado';

/** One run of text as drawn: where it starts, its size and font, and what it says. */
interface Trazo {
  x: number;
  tamano: number;
  fuente: string;
  texto: string;
}

function contenidoDe(documento: PDFDocument, pagina: PDFPage): string {
  const contenidos = pagina.node.Contents();
  const flujos = contenidos instanceof PDFArray ? contenidos.asArray() : [contenidos];
  let todo = '';
  for (const ref of flujos) {
    const flujo = documento.context.lookup(ref as never);
    if (!(flujo instanceof PDFRawStream)) continue;
    const crudo = Buffer.from(flujo.contents);
    const filtro = flujo.dict.get(PDFName.of('Filter'));
    todo += (filtro ? inflateSync(crudo) : crudo).toString('latin1');
  }
  return todo;
}

/** Each page's runs of text, read back from its content stream (pdf-lib's own operators). */
async function trazos(bytes: Uint8Array): Promise<Trazo[][]> {
  const documento = await PDFDocument.load(bytes);
  return documento.getPages().map((pagina) => {
    const resultado: Trazo[] = [];
    const contenido = contenidoDe(documento, pagina);
    for (const [, fuente, tamano, x, hex] of contenido.matchAll(
      /\/(\S+) ([\d.]+) Tf[\s\S]*?[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm\s*<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      resultado.push({
        fuente: fuente ?? '',
        tamano: Number(tamano),
        x: Number(x),
        texto: Buffer.from(hex ?? '', 'hex').toString('latin1'),
      });
    }
    return resultado;
  });
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

/** The smallest JPEG there is: 1 × 1, grey. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

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
  paciente: { nombre: 'Lucía Núñez Ibáñez', dni: '12345678Z' },
  filas: [
    { etiqueta: 'Médico', valor: 'Carmen López Sánchez' },
    { etiqueta: 'Fecha de la cita', valor: '24/11/2026 09:00' },
  ],
  tituloTexto: 'Diagnóstico',
  texto: 'Faringitis aguda.\n¿Fiebre? No. Reposo 🙂 y líquidos.',
  generado: new Date('2026-11-23T10:00:00Z'),
};

describe('crearPdf', () => {
  it('hace un PDF válido con la cabecera, los datos y el texto, acentos incluidos', async () => {
    const bytes = await crearPdf(datos);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { paginas, texto: leido } = await texto(bytes);
    expect(paginas).toBe(1);
    for (const parte of [
      'Clínica',
      'Diagnóstico de la cita',
      'Paciente: ',
      'Lucía Núñez Ibáñez',
      'DNI: ',
      '12345678Z',
      'Documento generado el 23/11/2026 a las 11:00.',
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
    const { paginas, texto: leido } = await texto(await crearPdf({ ...datos, texto: largo }));
    expect(paginas).toBeGreaterThan(3);
    expect(leido).toContain('Línea 399 del diagnóstico.');
  });

  it('cada página después de la primera lleva la clínica, el paciente y «Página n de m»', async () => {
    const largo = Array.from({ length: 200 }, (_, i) => `Línea ${i} del informe.`).join('\n');
    const paginas = await trazos(await crearPdf({ ...datos, texto: largo }));
    const total = paginas.length;
    expect(total).toBeGreaterThan(2);
    for (const [indice, pagina] of paginas.entries()) {
      const textos = pagina.map((t) => t.texto);
      expect(textos).toContain(`Página ${indice + 1} de ${total}`);
      if (indice === 0) continue;
      expect(textos).toContain('Clínica · Lucía Núñez Ibáñez, DNI 12345678Z');
    }
  });

  it('una palabra o una URL más larga que la línea se parte dentro y no pasa del margen', async () => {
    const url = `https://pacs.clinica.example/estudios/${'a1b2c3d4'.repeat(30)}/serie/1`;
    const palabra = 'Neumonoultramicroscopicosilicovolcanoconiosis'.repeat(8);
    const bytes = await crearPdf({
      ...datos,
      filas: [...datos.filas, { etiqueta: 'Enlace', valor: url }],
      texto: `Ver ${url} y ${palabra} fin.`,
    });
    const documento = await PDFDocument.create();
    const fuentes: Record<string, Awaited<ReturnType<typeof documento.embedFont>>> = {
      normal: await documento.embedFont(StandardFonts.Helvetica),
      negrita: await documento.embedFont(StandardFonts.HelveticaBold),
    };
    const [primera] = await trazos(bytes);
    const ancho = 595.28;
    for (const t of primera ?? []) {
      const fuente = t.fuente.startsWith('Helvetica-Bold') ? fuentes.negrita : fuentes.normal;
      const medida = fuente?.widthOfTextAtSize(t.texto, t.tamano) ?? Number.POSITIVE_INFINITY;
      expect(t.x + medida, t.texto).toBeLessThanOrEqual(ancho - MARGEN_PDF + 0.01);
    }
    const trozosDe = (entero: string) =>
      (primera ?? []).filter((t) => t.texto.length > 10 && entero.includes(t.texto)).length;
    // The URL and the long word went on over several lines each, none of them lost.
    expect(trozosDe(url)).toBeGreaterThanOrEqual(4);
    expect(trozosDe(palabra)).toBeGreaterThanOrEqual(2);
    const todo = (primera ?? []).map((t) => t.texto).join('');
    expect(todo).toContain('a1b2c3d4'.repeat(30));
    expect(todo).toContain(palabra);
  });

  it('dibuja PNG y JPEG tal cual y nombra en su lugar lo que no puede dibujar', async () => {
    const bytes = await crearPdf({
      ...datos,
      titulo: 'Informe de la cita',
      tituloTexto: 'Informe',
      imagenes: [
        { nombre: 'torax-pa.png', bytes: pngRadiografia(1, 64), nota: 'PA.' },
        { nombre: 'detalle.jpg', bytes: JPEG },
        { nombre: 'corte.dcm', aviso: 'La imagen corte.dcm va aparte, en imagenes/corte.dcm.' },
        { nombre: 'roto.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
      ],
    });
    expect(await imagenesDibujadas(bytes)).toBe(2);
    const leido = (await trazos(bytes)).flat().map((t) => t.texto);
    for (const nombre of ['torax-pa.png', 'detalle.jpg', 'corte.dcm', 'roto.png', 'PA.']) {
      expect(leido).toContain(nombre);
    }
    const todo = leido.join(' ');
    expect(todo).toContain('La imagen corte.dcm va aparte, en imagenes/corte.dcm.');
    expect(todo).toContain(imagenNoDibujada('roto.png'));
    expect(todo).not.toContain(imagenNoDibujada('torax-pa.png'));
  });

  it('la hora del pie es la de la zona de la clínica que se le da', async () => {
    const canarias = await texto(await crearPdf(datos, { zonaHoraria: 'Atlantic/Canary' }));
    expect(canarias.texto).toContain('Documento generado el 23/11/2026 a las 10:00.');
  });
});

describe('el PDF del resultado de una cita', () => {
  const cita = {
    num_cita: '48213K',
    fecha: '2026-11-24',
    hora: '09:30',
    tipo_cita: 'Radiologia',
    nombre_completo_paciente: 'Lucía Núñez Ibáñez',
    dni_paciente: '12345678Z',
    nombre_completo_medico: null,
    nombre_completo_radiologo: 'Andrés Gil Soto',
  };

  it('un informe: el radiólogo, la radiología bien escrita, la fecha dd/mm/aaaa y sus imágenes', () => {
    const resultado = datosDelResultado(cita, 'Sin hallazgos.', ['una']);
    expect(resultado.titulo).toBe('Informe de la cita 48213K');
    expect(resultado.tituloTexto).toBe('Informe');
    expect(resultado.filas).toEqual([
      { etiqueta: 'Radiólogo', valor: 'Andrés Gil Soto' },
      { etiqueta: 'Tipo de cita', valor: 'Radiología' },
      { etiqueta: 'Fecha', valor: '24/11/2026 09:30' },
      { etiqueta: 'Número de cita', valor: '48213K' },
    ]);
    expect(resultado.imagenes).toEqual(['una']);
    expect(archivoDelResultado(cita)).toBe('informe-48213K.pdf');
  });

  it('un diagnóstico: el médico y ninguna imagen', () => {
    const medicina = {
      ...cita,
      tipo_cita: 'Presencial - Medicina familiar',
      nombre_completo_medico: 'Carmen López Sánchez',
      nombre_completo_radiologo: null,
    };
    const resultado = datosDelResultado(medicina, 'Faringitis.', ['una']);
    expect(resultado.titulo).toBe('Diagnóstico de la cita 48213K');
    expect(resultado.filas[0]).toEqual({ etiqueta: 'Médico', valor: 'Carmen López Sánchez' });
    expect(resultado.imagenes).toBeUndefined();
    expect(archivoDelResultado(medicina)).toBe('diagnostico-48213K.pdf');
  });
});

describe('nombres', () => {
  it('un nombre de archivo sin acentos ni espacios', () => {
    expect(nombreDeArchivoPdf('diagnóstico', '48213K')).toBe('diagnostico-48213K.pdf');
  });
});
