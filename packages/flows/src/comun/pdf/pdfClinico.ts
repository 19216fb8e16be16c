/**
 * El PDF de un diagnóstico o de un informe (DECISIONS #13), hecho en el navegador: la cabecera de
 * la clínica, los datos de la cita (paciente, profesional, fecha) y el texto. pdf-lib se carga
 * con `import()` solo cuando se pide un PDF, así nadie descarga la biblioteca por abrir una
 * pantalla; sus fuentes estándar (Helvetica) van dentro del PDF por nombre, sin pedir nada fuera.
 */

/** Una fila de datos: 'Paciente' → 'Lucía Romero Vidal'. */
export interface FilaPdf {
  etiqueta: string;
  valor: string;
}

export interface DatosPdfClinico {
  /** El título del documento: 'Diagnóstico de la cita'. */
  titulo: string;
  /** Los datos de la cita, en orden. */
  filas: readonly FilaPdf[];
  /** El título del texto: 'Diagnóstico' o 'Informe'. */
  tituloTexto: string;
  /** El diagnóstico o el informe; los saltos de línea se respetan. */
  texto: string;
  /** La cabecera de la clínica. */
  clinica?: { nombre: string; lema?: string };
  /** Cuándo se genera, al pie. @default ahora */
  generado?: Date;
}

export const CLINICA_POR_DEFECTO = {
  nombre: 'Clínica',
  lema: 'Tu entrada, el inicio hacia el bienestar óptimo',
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 56;

/** '2026-11-23' → '23/11/2026'. */
function fechaEs(fecha: Date): string {
  return new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(fecha);
}

/** Crea el PDF y da sus bytes. */
export async function crearPdfClinico(datos: DatosPdfClinico): Promise<Uint8Array> {
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
    y = A4[1] - MARGEN;
  };

  /** Parte un párrafo en líneas que caben en el ancho. */
  const lineas = (texto: string, fuente: typeof normal, tamano: number): string[] => {
    const resultado: string[] = [];
    for (const parrafo of limpio(texto).split(/\r?\n/)) {
      let actual = '';
      for (const palabra of parrafo.split(/\s+/).filter(Boolean)) {
        const prueba = actual ? `${actual} ${palabra}` : palabra;
        if (fuente.widthOfTextAtSize(prueba, tamano) <= ancho || !actual) actual = prueba;
        else {
          resultado.push(actual);
          actual = palabra;
        }
      }
      resultado.push(actual);
    }
    return resultado;
  };

  const escribir = (texto: string, fuente: typeof normal, tamano: number, color = rgb(0, 0, 0)) => {
    for (const linea of lineas(texto, fuente, tamano)) {
      nuevaPaginaSiHaceFalta(tamano * 1.4);
      y -= tamano * 1.4;
      if (linea) pagina.drawText(linea, { x: MARGEN, y, size: tamano, font: fuente, color });
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
  for (const fila of datos.filas) {
    nuevaPaginaSiHaceFalta(16);
    y -= 16;
    const etiqueta = limpio(`${fila.etiqueta}: `);
    pagina.drawText(etiqueta, { x: MARGEN, y, size: 11, font: negrita });
    pagina.drawText(limpio(fila.valor), {
      x: MARGEN + negrita.widthOfTextAtSize(etiqueta, 11),
      y,
      size: 11,
      font: normal,
    });
  }
  y -= 14;
  escribir(datos.tituloTexto, negrita, 13, azul);
  y -= 4;
  escribir(datos.texto, normal, 11);
  y -= 20;
  escribir(`Documento generado el ${fechaEs(datos.generado ?? new Date())}.`, normal, 9, gris);

  return documento.save();
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
