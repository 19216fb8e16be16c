import { Button } from '@clinica/ui';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { mensajeDeFallo } from '../errores/fallos';
import * as propios from './BotonDescargar.css';
import { TEXTOS_DESCARGAS as T } from './texts';

export interface BotonDescargarProps {
  /** Lo que dice el botón: 'Descargar CSV', 'Descargar mis datos'. */
  texto: string;
  /** Su nombre accesible, si el texto solo no dice qué descarga ('Descargar CSV' de qué lista). */
  etiqueta?: string;
  /** Pide el archivo y lo guarda; si falla, lanza el error (su mensaje en español se muestra). */
  descargar: () => Promise<void>;
  /** Una línea bajo el botón que dice qué se descarga. */
  ayuda?: string;
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary';
}

/**
 * Un botón que descarga un archivo del servidor: mientras llega, 'Descargando…' (no se puede
 * pulsar otra vez); si falla, el motivo en español bajo él, anunciado, y se puede reintentar.
 */
export function BotonDescargar({
  texto,
  etiqueta,
  descargar,
  ayuda,
  variant = 'secondary',
}: BotonDescargarProps) {
  const [descargando, setDescargando] = useState(false);
  const [fallo, setFallo] = useState<string | undefined>(undefined);
  const idAyuda = useId();
  const alPulsar = async () => {
    setDescargando(true);
    setFallo(undefined);
    try {
      await descargar();
    } catch (error) {
      setFallo(T.fallo(mensajeDeFallo(error)));
    } finally {
      setDescargando(false);
    }
  };
  return (
    <div className={propios.descarga}>
      <Button
        variant={variant}
        icon={<Download size={16} aria-hidden="true" />}
        isPending={descargando}
        pendingLabel={T.descargando}
        aria-label={etiqueta}
        aria-describedby={ayuda ? idAyuda : undefined}
        onPress={() => void alPulsar()}
      >
        {texto}
      </Button>
      {ayuda && (
        <p id={idAyuda} className={propios.ayuda}>
          {ayuda}
        </p>
      )}
      {fallo && (
        <p role="alert" className={propios.fallo}>
          {fallo}
        </p>
      )}
    </div>
  );
}
