/**
 * The layout of a diagnosis's or a report's PDF (docs/decisiones.md (13)), in one home for the
 * browser (`@clinica/flows`, which hands it the images it decoded) and the server (a patient's
 * data export): the clinic's header, the cita's data (patient, professional, date), the text and
 * the images. Pure pdf-lib, without a DOM: pdf-lib loads with `import()` only when a PDF is made,
 * and its standard fonts (Helvetica) go inside the PDF by name, nothing fetched from outside.
 */

import { relojDePared } from '../reglas/calendario';
import { esDniValido } from '../reglas/dni';

/** A row of data: 'Paciente' → 'Lucía Romero Vidal'. */
/** 'DNI' for a DNI or a NIE (as always), 'Documento' for a passport (docs/decisiones.md (52)). */
function etiquetaDelDocumento(numero: string): string {
  return esDniValido(numero) ? 'DNI' : 'Documento';
}

export interface FilaPdf {
  etiqueta: string;
  valor: string;
}

/** An image of the test, drawn in the report's PDF when it can be. */
export interface ImagenEnPdf {
  /** The file's name, above the picture. */
  nombre: string;
  /** The radiologist's note, under the name. */
  nota?: string | null;
  /**
   * The picture as PNG or JPEG bytes; without them, or in another format (a DICOM the caller
   * could not decode, a WebP), the image is named with `aviso` instead of drawn.
   */
  bytes?: Uint8Array;
  /** What is written in the picture's place when it is not drawn. @default imagenNoDibujada(nombre) */
  aviso?: string;
}

export interface DatosPdf<Imagen = ImagenEnPdf> {
  /** The document's title: 'Diagnóstico de la cita 48213K'. */
  titulo: string;
  /**
   * The patient: full name (both surnames) and DNI, in the data and in the header of every page
   * after the first.
   */
  /** `dni`: the number of their document (a DNI, a NIE or a passport); null for a child without one. */
  paciente: { nombre: string; dni: string | null };
  /** The cita's other data, in order, after the patient and their DNI. */
  filas: readonly FilaPdf[];
  /** The text's heading: 'Diagnóstico' or 'Informe'. */
  tituloTexto: string;
  /** The diagnosis or the report; its line breaks are kept. */
  texto: string;
  /** The test's images (a radiology report), after the text. */
  imagenes?: readonly Imagen[];
  /** The clinic's header. @default CLINICA_POR_DEFECTO */
  clinica?: { nombre: string; lema?: string };
  /** When it is made, in the footer. @default now */
  generado?: Date;
}

export interface OpcionesMaqueta {
  /** The clinic's time zone, for the footer's time. @default 'Europe/Madrid' */
  zonaHoraria?: string;
}

export const CLINICA_POR_DEFECTO = {
  nombre: 'Clínica',
  lema: 'Tu entrada, el inicio hacia el bienestar óptimo',
} as const;

const A4: [number, number] = [595.28, 841.89];
export const MARGEN_PDF = 56;
const MARGEN = MARGEN_PDF;
/** The band at the top of pages 2 onwards: clinic, patient, 'Página n de m'. */
const CABECERA = 28;
/** A picture's greatest height, so it fits with its name and note in half a page or little more. */
const ALTO_IMAGEN = 360;

/** 'dd/mm/aaaa a las hh:mm', on the clinic's clock (docs/decisiones.md (40)). */
function momentoEs(fecha: Date, zonaHoraria: string): string {
  const { dia, mes, anio, hora, minuto } = relojDePared(fecha, zonaHoraria);
  return `${dia}/${mes}/${anio} a las ${hora}:${minuto}`;
}

/** What the PDF can draw as it is: PNG or JPEG, by their first bytes. */
export function formatoDibujable(bytes: Uint8Array): 'png' | 'jpg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

/** An image that could not be drawn is named in its place. */
export const imagenNoDibujada = (nombre: string) =>
  `No se ha podido dibujar la imagen ${nombre} en el PDF; se puede ver en la aplicación.`;

/** Makes the PDF and gives its bytes. */
export async function crearPdf(
  datos: DatosPdf,
  { zonaHoraria = 'Europe/Madrid' }: OpcionesMaqueta = {},
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const documento = await PDFDocument.create();
  const normal = await documento.embedFont(StandardFonts.Helvetica);
  const negrita = await documento.embedFont(StandardFonts.HelveticaBold);
  const clinica = datos.clinica ?? CLINICA_POR_DEFECTO;
  documento.setTitle(`${datos.titulo} — ${clinica.nombre}`);
  documento.setAuthor(clinica.nombre);
  documento.setLanguage('es-ES');
  documento.setCreator('Clínica kit');
  const generado = datos.generado ?? new Date();
  // A fixed date, not the time of saving: the same data make the same document.
  documento.setCreationDate(generado);
  documento.setModificationDate(generado);

  // Helvetica writes WinAnsi only: a character outside it (an emoji) becomes '?', not an error.
  const admitidos = new Set(normal.getCharacterSet());
  const limpio = (texto: string) =>
    Array.from(texto, (c) => (admitidos.has(c.codePointAt(0) ?? 0) || c === '\n' ? c : '?')).join(
      '',
    );

  const ancho = A4[0] - 2 * MARGEN;
  const azul = rgb(0.06, 0.33, 0.55);
  const gris = rgb(0.35, 0.35, 0.35);
  let pagina = documento.addPage(A4);
  let y = A4[1] - MARGEN;

  const nuevaPaginaSiHaceFalta = (alto: number) => {
    if (y - alto >= MARGEN) return;
    pagina = documento.addPage(A4);
    // Below the header band every page after the first carries.
    y = A4[1] - MARGEN - CABECERA;
  };

  type Fuente = typeof normal;

  /**
   * Splits a paragraph into lines that fit in `medida`: by words and, when a word alone (a URL, a
   * long number) does not fit, inside it, so that nothing goes past the margin.
   */
  const lineas = (texto: string, fuente: Fuente, tamano: number, medida = ancho): string[] => {
    const cabe = (t: string) => fuente.widthOfTextAtSize(t, tamano) <= medida;
    const resultado: string[] = [];
    for (const parrafo of limpio(texto).split(/\r?\n/)) {
      let actual = '';
      for (const palabra of parrafo.split(/\s+/).filter(Boolean)) {
        const prueba = actual ? `${actual} ${palabra}` : palabra;
        if (cabe(prueba)) {
          actual = prueba;
          continue;
        }
        if (actual) resultado.push(actual);
        actual = '';
        let resto = palabra;
        while (!cabe(resto)) {
          let corte = 1;
          while (corte < resto.length && cabe(resto.slice(0, corte + 1))) corte++;
          resultado.push(resto.slice(0, corte));
          resto = resto.slice(corte);
        }
        actual = resto;
      }
      resultado.push(actual);
    }
    return resultado;
  };

  const escribir = (
    texto: string,
    fuente: Fuente,
    tamano: number,
    color = rgb(0, 0, 0),
    x = MARGEN,
  ) => {
    for (const linea of lineas(texto, fuente, tamano, A4[0] - MARGEN - x)) {
      nuevaPaginaSiHaceFalta(tamano * 1.4);
      y -= tamano * 1.4;
      if (linea) pagina.drawText(linea, { x, y, size: tamano, font: fuente, color });
    }
  };

  // The clinic's header with a line under it.
  escribir(clinica.nombre, negrita, 20, azul);
  if (clinica.lema) escribir(clinica.lema, normal, 10, gris);
  y -= 8;
  pagina.drawLine({
    start: { x: MARGEN, y },
    end: { x: A4[0] - MARGEN, y },
    thickness: 1.5,
    color: azul,
  });
  y -= 16;

  escribir(datos.titulo, negrita, 16);
  y -= 6;
  const filas: FilaPdf[] = [
    { etiqueta: 'Paciente', valor: datos.paciente.nombre },
    ...(datos.paciente.dni === null
      ? []
      : [{ etiqueta: etiquetaDelDocumento(datos.paciente.dni), valor: datos.paciente.dni }]),
    ...datos.filas,
  ];
  for (const fila of filas) {
    const etiqueta = limpio(`${fila.etiqueta}: `);
    const sangria = MARGEN + negrita.widthOfTextAtSize(etiqueta, 11);
    nuevaPaginaSiHaceFalta(16);
    pagina.drawText(etiqueta, { x: MARGEN, y: y - 16, size: 11, font: negrita });
    // The value wraps under itself, never past the right margin.
    const antes = y;
    y -= 16 - 11 * 1.4;
    escribir(fila.valor, normal, 11, rgb(0, 0, 0), sangria);
    if (y > antes - 16) y = antes - 16;
  }
  y -= 14;
  escribir(datos.tituloTexto, negrita, 13, azul);
  y -= 4;
  escribir(datos.texto, normal, 11);

  if (datos.imagenes && datos.imagenes.length > 0) {
    y -= 16;
    escribir(datos.imagenes.length === 1 ? 'Imagen' : 'Imágenes', negrita, 13, azul);
    for (const imagen of datos.imagenes) {
      const dibujo = await incrustar(imagen.bytes);
      const aviso = imagen.aviso ?? imagenNoDibujada(imagen.nombre);
      const escala = dibujo ? Math.min(1, ancho / dibujo.width, ALTO_IMAGEN / dibujo.height) : 0;
      const w = dibujo ? dibujo.width * escala : 0;
      const h = dibujo ? dibujo.height * escala : 0;
      y -= 10;
      // The name and the note stay on the page of their picture.
      const renglones =
        lineas(imagen.nombre, negrita, 10).length +
        (imagen.nota ? lineas(imagen.nota, normal, 10).length : 0) +
        (dibujo ? 0 : lineas(aviso, normal, 10).length);
      nuevaPaginaSiHaceFalta(renglones * 14 + (dibujo ? h + 6 : 0));
      escribir(imagen.nombre, negrita, 10);
      if (imagen.nota) escribir(imagen.nota, normal, 10, gris);
      if (!dibujo) {
        escribir(aviso, normal, 10, gris);
        continue;
      }
      nuevaPaginaSiHaceFalta(h + 6);
      y -= h + 6;
      pagina.drawImage(dibujo, { x: MARGEN, y, width: w, height: h });
    }
  }

  y -= 20;
  escribir(`Documento generado el ${momentoEs(generado, zonaHoraria)}.`, normal, 9, gris);

  // Every page after the first says whose document it is and where it sits.
  const paginas = documento.getPages();
  const total = paginas.length;
  for (const [indice, hoja] of paginas.entries()) {
    const numero = `Página ${indice + 1} de ${total}`;
    const anchoNumero = normal.widthOfTextAtSize(numero, 9);
    if (indice === 0) {
      if (total > 1) {
        hoja.drawText(numero, {
          x: A4[0] - MARGEN - anchoNumero,
          y: MARGEN / 2,
          size: 9,
          font: normal,
          color: gris,
        });
      }
      continue;
    }
    const arriba = A4[1] - MARGEN + 10;
    const quien = lineas(
      datos.paciente.dni === null
        ? `${clinica.nombre} · ${datos.paciente.nombre}`
        : `${clinica.nombre} · ${datos.paciente.nombre}, ${etiquetaDelDocumento(datos.paciente.dni)} ${datos.paciente.dni}`,
      normal,
      9,
      ancho - anchoNumero - 12,
    )[0] as string;
    hoja.drawText(quien, { x: MARGEN, y: arriba, size: 9, font: normal, color: gris });
    hoja.drawText(numero, {
      x: A4[0] - MARGEN - anchoNumero,
      y: arriba,
      size: 9,
      font: normal,
      color: gris,
    });
    hoja.drawLine({
      start: { x: MARGEN, y: arriba - 6 },
      end: { x: A4[0] - MARGEN, y: arriba - 6 },
      thickness: 0.75,
      color: gris,
    });
  }

  return documento.save();

  /** The picture ready to draw, or `undefined` when it cannot be (it is named instead). */
  async function incrustar(bytes: Uint8Array | undefined) {
    if (!bytes) return undefined;
    try {
      const formato = formatoDibujable(bytes);
      // pdf-lib reads a JPEG through its whole buffer, not the view: a view into a larger one
      // (a Node Buffer from its pool) is copied first.
      const propios =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes
          : new Uint8Array(bytes);
      if (formato === 'png') return await documento.embedPng(propios);
      if (formato === 'jpg') return await documento.embedJpg(propios);
      return undefined;
    } catch {
      return undefined;
    }
  }
}

/** A file name without odd characters: 'diagnostico-48213K.pdf'. */
export function nombreDeArchivoPdf(prefijo: string, referencia: string): string {
  const seguro = `${prefijo}-${referencia}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-');
  return `${seguro}.pdf`;
}
