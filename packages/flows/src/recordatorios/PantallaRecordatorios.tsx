import { Checkbox } from '@clinica/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { type ContextoRecordatorios, type EventoRecordatorios, textoDelResultado } from './machine';
import * as styles from './Recordatorios.css';
import { TEXTOS_RECORDATORIOS } from './texts';

export { TEXTOS_RECORDATORIOS } from './texts';

const T = TEXTOS_RECORDATORIOS;

export interface PantallaRecordatoriosProps {
  /** `undefined` mientras no se sabe (la cuenta no ha llegado): la casilla, con un guion, espera. */
  activos: boolean | undefined;
  guardando: boolean;
  resultado: ContextoRecordatorios['resultado'];
  send: (evento: EventoRecordatorios) => void;
}

/**
 * La casilla 'Recordatorios por correo' con su explicación. Mientras la cuenta no ha llegado la
 * sección ya ocupa su sitio, con la casilla desactivada y un guion: ni marcada ni vacía. Cada cambio se guarda al momento y su
 * resultado se anuncia en una región de estado (un fallo, como alerta), con palabras y un icono.
 */
export function PantallaRecordatorios({
  activos,
  guardando,
  resultado,
  send,
}: PantallaRecordatoriosProps) {
  const idTitulo = useId();
  const texto = textoDelResultado(resultado);
  const fallo = resultado?.tipo === 'fallo';
  return (
    <section className={styles.seccion} aria-labelledby={idTitulo}>
      <h2 id={idTitulo} className={styles.titulo}>
        {T.titulo}
      </h2>
      <Checkbox
        isSelected={activos === true}
        isIndeterminate={activos === undefined}
        isDisabled={activos === undefined}
        isReadOnly={guardando}
        onChange={(valor) => send({ type: 'CAMBIAR', activos: valor })}
        description={T.descripcion}
      >
        {T.casilla}
      </Checkbox>
      {/* Always in the page, so the change of its text is announced. */}
      <p className={styles.resultado} role={fallo ? 'alert' : 'status'}>
        {texto !== '' &&
          (fallo ? (
            <CircleAlert size={20} aria-hidden="true" className={styles.icono} />
          ) : (
            <CircleCheck size={20} aria-hidden="true" className={styles.icono} />
          ))}
        <span>{texto}</span>
      </p>
    </section>
  );
}
