/**
 * JPEG Extended de 12 bits (DICOM 1.2.840.10008.1.2.4.51, proceso 4): DCT secuencial con
 * códigos de Huffman (ITU-T T.81, anexos A, B y F), de un solo componente (escala de grises) y
 * 8 o 12 bits de precisión. El códec de libjpeg-turbo que publica Cornerstone está compilado
 * solo para 8 bits y rechaza estos archivos, y en npm no hay un decodificador de 12 bits que se
 * mantenga por separado: por eso este, pequeño, escrito aquí y comparado en las pruebas con lo
 * que descomprime dcmtk (el decodificador de IJG). Se carga con `import()` solo cuando un DICOM
 * lo necesita.
 */
import type { FotogramaDecodificado } from './codecs';

/** La posición en el bloque de 8 × 8 (fila a fila) del coeficiente `k` en orden zigzag (A.3.6):
 * diagonal a diagonal, las pares hacia arriba y las impares hacia abajo. */
const ZIGZAG = (() => {
  const orden = new Uint8Array(64);
  let k = 0;
  for (let diagonal = 0; diagonal < 15; diagonal++)
    for (let i = 0; i <= diagonal; i++) {
      const fila = diagonal % 2 === 0 ? diagonal - i : i;
      const columna = diagonal - fila;
      if (fila < 8 && columna < 8) orden[k++] = fila * 8 + columna;
    }
  return orden;
})();

/** cos((2x + 1)uπ/16) · C(u) / 2, con C(0) = 1/√2: la DCT inversa de A.3.3, fila `x`, columna `u`. */
const COSENOS = (() => {
  const tabla = new Float64Array(64);
  for (let x = 0; x < 8; x++)
    for (let u = 0; u < 8; u++)
      tabla[x * 8 + u] =
        ((u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16)) / 2;
  return tabla;
})();

/** Una tabla de Huffman como la construye F.2.2.3: el mayor código de cada longitud y dónde
 * empiezan sus valores. */
interface TablaHuffman {
  maximo: Int32Array;
  minimo: Int32Array;
  desde: Int32Array;
  valores: Uint8Array;
}

function tablaHuffman(longitudes: Uint8Array, valores: Uint8Array): TablaHuffman {
  // -1: ninguna clave de esa longitud.
  const maximo = new Int32Array(17).fill(-1);
  const minimo = new Int32Array(17);
  const desde = new Int32Array(17);
  let codigo = 0;
  let k = 0;
  for (let l = 1; l <= 16; l++) {
    const cuantos = longitudes[l - 1] ?? 0;
    if (cuantos > 0) {
      desde[l] = k;
      minimo[l] = codigo;
      codigo += cuantos;
      k += cuantos;
      maximo[l] = codigo - 1;
    }
    codigo <<= 1;
  }
  return { maximo, minimo, desde, valores };
}

/** Los bits de un segmento entrópico, sin los 0x00 que siguen a cada 0xFF de los datos. */
class LectorDeBits {
  private byte = 0;
  private quedan = 0;

  constructor(
    private readonly datos: Uint8Array,
    public posicion: number,
  ) {}

  /** El siguiente bit. Un marcador o el final antes de acabar la imagen es un archivo cortado
   * o dañado: falla, en lugar de pintar en gris lo que falta como hace IJG. */
  bit(): number {
    if (this.quedan === 0) {
      const byte = this.datos[this.posicion];
      if (byte === undefined) throw new Error('JPEG: los datos se acaban antes que la imagen');
      if (byte === 0xff) {
        if (this.datos[this.posicion + 1] !== 0)
          throw new Error('JPEG: un marcador antes de acabar el intervalo');
        this.posicion++;
      }
      this.posicion++;
      this.byte = byte;
      this.quedan = 8;
    }
    this.quedan--;
    return (this.byte >> this.quedan) & 1;
  }

  /** `n` bits como entero sin signo, el primero el más significativo. */
  recibir(n: number): number {
    let valor = 0;
    for (let i = 0; i < n; i++) valor = (valor << 1) | this.bit();
    return valor;
  }

  /** Un valor de `n` bits con su signo (F.2.2.1, EXTEND). */
  diferencia(n: number): number {
    if (n === 0) return 0;
    // 15 bits a lo sumo con 12 de precisión (F.1.2.1): más es un archivo dañado.
    if (n > 16) throw new Error('JPEG: diferencia de más de 16 bits');
    const valor = this.recibir(n);
    return valor < 1 << (n - 1) ? valor - (1 << n) + 1 : valor;
  }

  decodificar(tabla: TablaHuffman): number {
    let codigo = this.bit();
    let l = 1;
    while (codigo > (tabla.maximo[l] ?? 0)) {
      codigo = (codigo << 1) | this.bit();
      if (++l > 16) throw new Error('JPEG: código de Huffman no válido');
    }
    return tabla.valores[(tabla.desde[l] ?? 0) + codigo - (tabla.minimo[l] ?? 0)] ?? 0;
  }

  /** Tras el segmento: los bits de relleno se tiran y se va al siguiente marcador. */
  alMarcador(): number {
    this.quedan = 0;
    const { datos } = this;
    while (
      this.posicion + 1 < datos.length &&
      !(
        datos[this.posicion] === 0xff &&
        datos[this.posicion + 1] !== 0 &&
        datos[this.posicion + 1] !== 0xff
      )
    )
      this.posicion++;
    return this.posicion;
  }

  /** Un marcador RSTn entre dos intervalos: se salta, o falla si es otro. */
  reinicio(): void {
    const p = this.alMarcador();
    const marcador = this.datos[p + 1] ?? 0;
    if (marcador < 0xd0 || marcador > 0xd7) throw new Error('JPEG: falta un RST');
    this.posicion = p + 2;
  }
}

interface Marco {
  precision: number;
  alto: number;
  ancho: number;
  cuantificacion: number;
}

/** Decodifica un JPEG de DCT secuencial (SOF0 o SOF1) de un componente, de 8 o 12 bits. */
export function decodificarJpegExtendido(datos: Uint8Array): FotogramaDecodificado {
  if (datos[0] !== 0xff || datos[1] !== 0xd8) throw new Error('JPEG: falta el SOI');
  const cuantificaciones: (Int32Array | undefined)[] = [];
  const dc: (TablaHuffman | undefined)[] = [];
  const ac: (TablaHuffman | undefined)[] = [];
  let intervalo = 0;
  let marco: Marco | undefined;
  let muestras: Uint16Array | undefined;
  let p = 2;
  const u16 = (i: number) => ((datos[i] ?? 0) << 8) | (datos[i + 1] ?? 0);

  while (p < datos.length) {
    if (datos[p] !== 0xff) throw new Error('JPEG: se esperaba un marcador');
    // Bytes de relleno (0xFF repetidos) antes de un marcador (B.1.1.2).
    while (datos[p + 1] === 0xff) p++;
    const marcador = datos[p + 1] ?? 0;
    p += 2;
    if (marcador === 0xd9) break;
    if (marcador >= 0xd0 && marcador <= 0xd7) continue;
    const largo = u16(p);
    const cuerpo = p + 2;
    const fin = p + largo;
    if (marcador === 0xdb) {
      for (let i = cuerpo; i < fin; ) {
        const pq = (datos[i] ?? 0) >> 4;
        const tq = (datos[i] ?? 0) & 15;
        const tabla = new Int32Array(64);
        i++;
        for (let k = 0; k < 64; k++) {
          tabla[k] = pq ? u16(i) : (datos[i] ?? 0);
          i += pq ? 2 : 1;
        }
        cuantificaciones[tq] = tabla;
      }
    } else if (marcador === 0xc4) {
      for (let i = cuerpo; i < fin; ) {
        const clase = (datos[i] ?? 0) >> 4;
        const destino = (datos[i] ?? 0) & 15;
        const longitudes = datos.subarray(i + 1, i + 17);
        const total = longitudes.reduce((s, n) => s + n, 0);
        const tabla = tablaHuffman(longitudes, datos.slice(i + 17, i + 17 + total));
        (clase === 0 ? dc : ac)[destino] = tabla;
        i += 17 + total;
      }
    } else if (marcador === 0xdd) {
      intervalo = u16(cuerpo);
    } else if (marcador === 0xc0 || marcador === 0xc1) {
      const componentes = datos[cuerpo + 5] ?? 0;
      if (componentes !== 1) throw new Error('JPEG: solo se admite un componente');
      marco = {
        precision: datos[cuerpo] ?? 0,
        alto: u16(cuerpo + 1),
        ancho: u16(cuerpo + 3),
        cuantificacion: datos[cuerpo + 8] ?? 0,
      };
      if (marco.precision !== 8 && marco.precision !== 12)
        throw new Error('JPEG: precisión no admitida');
      if (marco.alto === 0 || marco.ancho === 0) throw new Error('JPEG: sin dimensiones');
    } else if ((marcador >= 0xc2 && marcador <= 0xcf) || marcador === 0xdc) {
      // Progresivo, sin pérdida, jerárquico, aritmético o con DNL: no son el proceso 2 ni el 4.
      throw new Error('JPEG: proceso no admitido');
    } else if (marcador === 0xda) {
      if (!marco) throw new Error('JPEG: SOS antes del SOF');
      const tablas = datos[cuerpo + 2] ?? 0;
      const tablaDc = dc[tablas >> 4];
      const tablaAc = ac[tablas & 15];
      const q = cuantificaciones[marco.cuantificacion];
      if (!tablaDc || !tablaAc || !q) throw new Error('JPEG: faltan tablas');
      const lector = new LectorDeBits(datos, fin);
      muestras = decodificarBarrido(lector, marco, tablaDc, tablaAc, q, intervalo);
      p = lector.alMarcador();
      continue;
    }
    p = fin;
  }
  if (!marco || !muestras) throw new Error('JPEG: sin imagen');

  const dos = marco.precision > 8;
  const bytes = new Uint8Array(muestras.length * (dos ? 2 : 1));
  for (let i = 0; i < muestras.length; i++) {
    const v = muestras[i] ?? 0;
    if (dos) {
      bytes[i * 2] = v & 0xff;
      bytes[i * 2 + 1] = v >> 8;
    } else bytes[i] = v;
  }
  return {
    ancho: marco.ancho,
    alto: marco.alto,
    bitsPorMuestra: marco.precision,
    componentes: 1,
    bytes,
  };
}

/** El único barrido de un componente: bloque a bloque, fila a fila (A.2.2 y F.2.2). */
function decodificarBarrido(
  lector: LectorDeBits,
  marco: Marco,
  tablaDc: TablaHuffman,
  tablaAc: TablaHuffman,
  q: Int32Array,
  intervalo: number,
): Uint16Array {
  const { ancho, alto, precision } = marco;
  const porFila = Math.ceil(ancho / 8);
  const bloques = porFila * Math.ceil(alto / 8);
  const salida = new Uint16Array(ancho * alto);
  const coeficientes = new Float64Array(64);
  const filas = new Float64Array(64);
  const nivel = 1 << (precision - 1);
  const maximo = (1 << precision) - 1;
  let prediccion = 0;
  for (let b = 0; b < bloques; b++) {
    if (intervalo > 0 && b > 0 && b % intervalo === 0) {
      // RSTn: el predictor vuelve a 0 y los bits empiezan tras el marcador (F.2.1.3.1).
      lector.reinicio();
      prediccion = 0;
    }
    coeficientes.fill(0);
    prediccion += lector.diferencia(lector.decodificar(tablaDc));
    coeficientes[0] = prediccion * (q[0] ?? 0);
    for (let k = 1; k < 64; ) {
      const rs = lector.decodificar(tablaAc);
      const ceros = rs >> 4;
      const tamano = rs & 15;
      if (tamano === 0) {
        if (ceros !== 15) break;
        k += 16;
        continue;
      }
      k += ceros;
      if (k > 63) throw new Error('JPEG: bloque con más de 64 coeficientes');
      coeficientes[ZIGZAG[k] ?? 0] = lector.diferencia(tamano) * (q[k] ?? 0);
      k++;
    }
    // La DCT inversa, separable: primero cada fila, después cada columna.
    for (let v = 0; v < 8; v++)
      for (let x = 0; x < 8; x++) {
        let s = 0;
        for (let u = 0; u < 8; u++) s += (COSENOS[x * 8 + u] ?? 0) * (coeficientes[v * 8 + u] ?? 0);
        filas[v * 8 + x] = s;
      }
    const x0 = (b % porFila) * 8;
    const y0 = Math.floor(b / porFila) * 8;
    for (let y = 0; y < 8 && y0 + y < alto; y++)
      for (let x = 0; x < 8 && x0 + x < ancho; x++) {
        let s = 0;
        for (let v = 0; v < 8; v++) s += (COSENOS[y * 8 + v] ?? 0) * (filas[v * 8 + x] ?? 0);
        const muestra = Math.round(s) + nivel;
        salida[(y0 + y) * ancho + x0 + x] = muestra < 0 ? 0 : muestra > maximo ? maximo : muestra;
      }
  }
  return salida;
}
