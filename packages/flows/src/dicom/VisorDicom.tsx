import { Button } from '@clinica/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImagenDicom, VentanaDicom } from './dicom';
import * as styles from './Imagenes.css';
import { TEXTOS_VISOR } from './texts';

/** Ventanas de TC por tejido, en unidades Hounsfield (anchura / nivel). */
export const AJUSTES_DE_VENTANA_TC = [
  { nombre: 'Pulmón', ventana: { anchura: 1500, centro: -600 } },
  { nombre: 'Hueso', ventana: { anchura: 2000, centro: 300 } },
  { nombre: 'Partes blandas', ventana: { anchura: 400, centro: 40 } },
] as const;

export interface VisorDicomProps {
  imagen: ImagenDicom;
  /** El texto alternativo de la imagen. */
  alt: string;
}

/**
 * Un DICOM decodificado en un lienzo: el radiólogo ajusta ventana y nivel (arrastrando, con las
 * flechas o con los ajustes de TC 'Pulmón', 'Hueso' y 'Partes blandas'; 'Original' vuelve a la
 * del archivo) y pasa las imágenes de un multifotograma ('Imagen 3 de 30'). El paciente ve el
 * mismo visor.
 */
export function VisorDicom({ imagen, alt }: VisorDicomProps) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  const [fotograma, setFotograma] = useState(0);
  const [ventana, setVentana] = useState<VentanaDicom | undefined>(imagen.ventana);
  const arrastre = useRef<{ x: number; y: number; ventana: VentanaDicom } | null>(null);
  const ayudaId = useId();

  useEffect(() => {
    setFotograma(0);
    setVentana(imagen.ventana);
  }, [imagen]);

  useEffect(() => {
    const contexto = lienzo.current?.getContext('2d');
    if (!contexto) return;
    const rgba = imagen.pintar(fotograma, imagen.monocromo ? ventana : undefined);
    contexto.putImageData(new ImageData(rgba, imagen.ancho, imagen.alto), 0, 0);
  }, [imagen, fotograma, ventana]);

  const ajustable = imagen.monocromo && ventana !== undefined;
  const esTc = imagen.modalidad === 'CT';
  const mover = (dx: number, dy: number, desde: VentanaDicom) => {
    // Un píxel de arrastre mueve una fracción de la anchura: igual de fino en un TC que en una RM.
    const paso = Math.max(1, desde.anchura / 200);
    setVentana({
      anchura: Math.max(1, Math.round(desde.anchura + dx * paso)),
      centro: Math.round(desde.centro + dy * paso),
    });
  };

  return (
    <div className={styles.visor}>
      <canvas
        ref={lienzo}
        width={imagen.ancho}
        height={imagen.alto}
        role="img"
        aria-label={alt}
        aria-describedby={ajustable ? ayudaId : undefined}
        tabIndex={ajustable ? 0 : undefined}
        className={styles.lienzo}
        data-visor-dicom=""
        data-fotograma={fotograma}
        onPointerDown={(evento) => {
          if (!ajustable || !ventana) return;
          // El arrastre sigue aunque el puntero salga del lienzo (si el navegador lo permite).
          try {
            evento.currentTarget.setPointerCapture(evento.pointerId);
          } catch {}
          arrastre.current = { x: evento.clientX, y: evento.clientY, ventana };
        }}
        onPointerMove={(evento) => {
          const inicio = arrastre.current;
          if (!inicio) return;
          mover(evento.clientX - inicio.x, evento.clientY - inicio.y, inicio.ventana);
        }}
        onPointerUp={() => {
          arrastre.current = null;
        }}
        onPointerCancel={() => {
          arrastre.current = null;
        }}
        onKeyDown={(evento) => {
          if (!ajustable || !ventana) return;
          const pasos: Record<string, [number, number]> = {
            ArrowLeft: [-10, 0],
            ArrowRight: [10, 0],
            ArrowUp: [0, -10],
            ArrowDown: [0, 10],
          };
          const paso = pasos[evento.key];
          if (!paso) return;
          evento.preventDefault();
          mover(paso[0], paso[1], ventana);
        }}
      />
      {/* Una imagen en color de un solo fotograma no tiene controles: sin barra vacía debajo. */}
      {(imagen.fotogramas > 1 || (ajustable && ventana)) && (
        <div className={styles.barra}>
          {imagen.fotogramas > 1 && (
            <div className={styles.grupo}>
              <Button
                variant="secondary"
                size="small"
                icon={<ChevronLeft size={16} aria-hidden="true" />}
                isDisabled={fotograma === 0}
                onPress={() => setFotograma((f) => Math.max(0, f - 1))}
              >
                {TEXTOS_VISOR.anterior}
              </Button>
              <span role="status" className={styles.dato}>
                {TEXTOS_VISOR.imagenDe(fotograma + 1, imagen.fotogramas)}
              </span>
              <Button
                variant="secondary"
                size="small"
                icon={<ChevronRight size={16} aria-hidden="true" />}
                isDisabled={fotograma === imagen.fotogramas - 1}
                onPress={() => setFotograma((f) => Math.min(imagen.fotogramas - 1, f + 1))}
              >
                {TEXTOS_VISOR.siguiente}
              </Button>
            </div>
          )}
          {ajustable && ventana && (
            <>
              <fieldset aria-label={TEXTOS_VISOR.ajustes} className={styles.ajustes}>
                <Button variant="secondary" size="small" onPress={() => setVentana(imagen.ventana)}>
                  {TEXTOS_VISOR.original}
                </Button>
                {esTc &&
                  AJUSTES_DE_VENTANA_TC.map((ajuste) => (
                    <Button
                      key={ajuste.nombre}
                      variant="secondary"
                      size="small"
                      onPress={() => setVentana({ ...ajuste.ventana })}
                    >
                      {ajuste.nombre}
                    </Button>
                  ))}
              </fieldset>
              <p className={styles.dato} data-ventana="">
                {TEXTOS_VISOR.ventana(ventana)}
              </p>
              <p id={ayudaId} className={styles.ayuda}>
                {TEXTOS_VISOR.ayuda}
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}

export { TEXTOS_VISOR };
