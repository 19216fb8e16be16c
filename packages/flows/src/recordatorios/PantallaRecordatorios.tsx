import { Checkbox } from '@clinica/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { type ContextoRecordatorios, type EventoRecordatorios, textoDelResultado } from './machine';
import * as styles from './Recordatorios.css';
import { TEXTOS_RECORDATORIOS } from './texts';

export { TEXTOS_RECORDATORIOS } from './texts';

const T = TEXTOS_RECORDATORIOS;

export interface PantallaRecordatoriosProps {
  activos: boolean;
  guardando: boolean;
  resultado: ContextoRecordatorios['resultado'];
  send: (evento: EventoRecordatorios) => void;
}

/**
 * La casilla 'Recordatorios por correo' con su explicación. Cada cambio se guarda al momento y su
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
        isSelected={activos}
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
