/**
 * El PDF de un diagnóstico o de un informe (docs/decisiones.md (13)), hecho en el navegador: la cabecera de
 * la clínica, los datos de la cita (paciente, profesional, fecha) y el texto. pdf-lib se carga
 * con `import()` solo cuando se pide un PDF, así nadie descarga la biblioteca por abrir una
 * pantalla; sus fuentes estándar (Helvetica) van dentro del PDF por nombre, sin pedir nada fuera.
 */

import { relojDePared } from '../validacion/fecha';

/** Una fila de datos: 'Paciente' → 'Lucía Romero Vidal'. */
export interface FilaPdf {
  etiqueta: string;
  valor: string;
}

/** Una imagen de la prueba, dibujada en el PDF del informe (docs/decisiones.md (13)). */
export interface ImagenPdf {
  /** El nombre del archivo, sobre la imagen. */
  nombre: string;
  /** El archivo: PNG o JPEG se dibujan tal cual; un DICOM, con la decodificación de su vista previa. */
  archivo: Blob;
  /** La nota del radiólogo, bajo el nombre. */
  nota?: string | null;
}

export interface DatosPdfClinico {
  /** El título del documento: 'Diagnóstico de la cita'. */
  titulo: string;
  /**
   * El paciente: nombre completo (con los dos apellidos) y DNI, en los datos y en la cabecera de
   * cada página después de la primera.
   */
  paciente: { nombre: string; dni: string };
  /** Los demás datos de la cita, en orden, tras el paciente y su DNI. */
  filas: readonly FilaPdf[];
  /** El título del texto: 'Diagnóstico' o 'Informe'. */
  tituloTexto: string;
  /** El diagnóstico o el informe; los saltos de línea se respetan. */
  texto: string;
  /** Las imágenes de la prueba (el informe de radiología), tras el texto. */
  imagenes?: readonly ImagenPdf[];
  /** La cabecera de la clínica. */
  clinica?: { nombre: string; lema?: string };
  /** Cuándo se genera, al pie. @default ahora */
  generado?: Date;
}

export interface OpcionesPdf {
  /**
   * Pinta un DICOM en un PNG. @default `dicomComoPng` de dicom/ (la de la vista previa),
   * cargada solo si hay un DICOM.
   */
  dicomAPng?: (archivo: Blob) => Promise<Blob>;
  /**
   * Pinta en PNG una imagen que el PDF no admite tal cual (WebP). @default con el lienzo del
   * navegador; sin él, la imagen se nombra en una línea.
   */
  aPng?: (archivo: Blob) => Promise<Blob>;
}

export const CLINICA_POR_DEFECTO = {
  nombre: 'Clínica',
  lema: 'Tu entrada, el inicio hacia el bienestar óptimo',
} as const;

const A4: [number, number] = [595.28, 841.89];
export const MARGEN_PDF = 56;
const MARGEN = MARGEN_PDF;
/** La franja de arriba de las páginas 2 y siguientes: clínica, paciente, 'Página n de m'. */
const CABECERA = 28;
/** Alto máximo de una imagen, para que quepa con su nombre y nota en media página o poco más. */
const ALTO_IMAGEN = 360;

/** 'dd/mm/aaaa a las hh:mm', en la hora de la clínica (docs/decisiones.md (40)). */
function momentoEs(fecha: Date): string {
  const { dia, mes, anio, hora, minuto } = relojDePared(fecha);
  return `${dia}/${mes}/${anio} a las ${hora}:${minuto}`;
}

type Formato = 'png' | 'jpg' | 'otro';

function formatoDe(bytes: Uint8Array): Formato {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return 'otro';
}

/** Con el lienzo del navegador: cualquier imagen que el navegador lea, en PNG. */
async function aPngConLienzo(archivo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') {
    throw new Error('Sin lienzo para pintar la imagen.');
  }
  const mapa = await createImageBitmap(archivo);
  const lienzo = document.createElement('canvas');
  lienzo.width = mapa.width;
  lienzo.height = mapa.height;
  lienzo.getContext('2d')?.drawImage(mapa, 0, 0);
  return new Promise((resolve, reject) =>
    lienzo.toBlob((png) => (png ? resolve(png) : reject(new Error('Sin PNG.'))), 'image/png'),
  );
}

async function dicomAPngPorDefecto(archivo: Blob): Promise<Blob> {
  const { dicomComoPng } = await import('../dicom/dicom');
  return dicomComoPng(archivo);
}

/** Una imagen que no se ha podido dibujar se nombra en su lugar. */
export const imagenNoDibujada = (nombre: string) =>
  `No se ha podido dibujar la imagen ${nombre} en el PDF; se puede ver en la aplicación.`;

/** Crea el PDF y da sus bytes. */
export async function crearPdfClinico(
  datos: DatosPdfClinico,
  opciones: OpcionesPdf = {},
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
   * Parte un párrafo en líneas que caben en `medida`: por palabras y, si una palabra sola (una
   * URL, un número largo) no cabe, dentro de ella, para que nada se salga del margen.
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

  // Cabecera de la clínica con una línea debajo.
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
    { etiqueta: 'DNI', valor: datos.paciente.dni },
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
      const dibujo = await incrustar(imagen.archivo);
      const escala = dibujo ? Math.min(1, ancho / dibujo.width, ALTO_IMAGEN / dibujo.height) : 0;
      const w = dibujo ? dibujo.width * escala : 0;
      const h = dibujo ? dibujo.height * escala : 0;
      y -= 10;
      // The name and the note stay on the page of their picture.
      const renglones =
        lineas(imagen.nombre, negrita, 10).length +
        (imagen.nota ? lineas(imagen.nota, normal, 10).length : 0) +
        (dibujo ? 0 : lineas(imagenNoDibujada(imagen.nombre), normal, 10).length);
      nuevaPaginaSiHaceFalta(renglones * 14 + (dibujo ? h + 6 : 0));
      escribir(imagen.nombre, negrita, 10);
      if (imagen.nota) escribir(imagen.nota, normal, 10, gris);
      if (!dibujo) {
        escribir(imagenNoDibujada(imagen.nombre), normal, 10, gris);
        continue;
      }
      nuevaPaginaSiHaceFalta(h + 6);
      y -= h + 6;
      pagina.drawImage(dibujo, { x: MARGEN, y, width: w, height: h });
    }
  }

  y -= 20;
  escribir(`Documento generado el ${momentoEs(datos.generado ?? new Date())}.`, normal, 9, gris);

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
      `${clinica.nombre} · ${datos.paciente.nombre}, DNI ${datos.paciente.dni}`,
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

  /** La imagen lista para dibujar, o `undefined` si no se puede (se nombra en su lugar). */
  async function incrustar(archivo: Blob) {
    try {
      let bytes = new Uint8Array(await archivo.arrayBuffer());
      let formato = formatoDe(bytes);
      if (formato === 'otro') {
        // Neither PNG nor JPEG: a DICOM through the preview's decoding (which refuses anything
        // else), and failing that the browser's own reading (WebP).
        const png = await (opciones.dicomAPng ?? dicomAPngPorDefecto)(archivo).catch(() =>
          (opciones.aPng ?? aPngConLienzo)(archivo),
        );
        bytes = new Uint8Array(await png.arrayBuffer());
        formato = formatoDe(bytes);
      }
      if (formato === 'png') return await documento.embedPng(bytes);
      if (formato === 'jpg') return await documento.embedJpg(bytes);
      return undefined;
    } catch {
      return undefined;
    }
  }
}

/** Un nombre de archivo sin caracteres raros: 'diagnostico-48213K.pdf'. */
export function nombreDeArchivoPdf(prefijo: string, referencia: string): string {
  const seguro = `${prefijo}-${referencia}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-');
  return `${seguro}.pdf`;
}

/** Hace que el navegador descargue los bytes como un archivo PDF. */
export function descargarPdf(bytes: Uint8Array, nombreArchivo: string): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombreArchivo;
  enlace.rel = 'noopener';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // The download has started; the URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
