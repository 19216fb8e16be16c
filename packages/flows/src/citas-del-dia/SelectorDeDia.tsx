import { DatePicker } from '@clinica/ui';
import type { CalendarDate } from '@internationalized/date';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { valorDeFecha } from '../fechas/fechas';
import * as estilosDia from './CitasDelDia.css';
import { TEXTOS_CITAS_DEL_DIA } from './texts';

export interface SelectorDeDiaProps {
  /** El día que muestra la lista (AAAA-MM-DD). */
  fecha: string;
  /** Se llama solo con un día completo, nunca con uno a medio teclear. */
  onFechaChange: (fecha: string) => void;
}

/** A year with its four digits: 2, 20 and 202 are a year being typed, not a day to load. */
const completa = (valor: CalendarDate | null): valor is CalendarDate =>
  valor !== null && valor.year >= 1000;

/**
 * The 'Día' field of the list. react-aria hands out a date at every keystroke (typing 27112026
 * over 26/11/2026 passes by 02/11, 27/01, 27/11/0002…); each of them loaded a list, and the field,
 * fed back from the URL a moment later, mixed an older day into the digits being typed. Here the
 * field keeps what is being typed and the list changes only with a complete day: when the year's
 * fourth digit is typed, with Enter, when focus leaves the field, or when the calendar picks one.
 */
export function SelectorDeDia({ fecha, onFechaChange }: SelectorDeDiaProps) {
  const [borrador, setBorrador] = useState<CalendarDate | null>(() => valorDeFecha(fecha));
  const enviada = useRef(fecha);
  const calendarioAbierto = useRef(false);

  // Another day chosen elsewhere ('Ver el lunes…', the browser's back button) shows in the field;
  // the echo of the day this field sent does not overwrite what is being typed since.
  useEffect(() => {
    if (fecha === enviada.current) return;
    enviada.current = fecha;
    setBorrador(valorDeFecha(fecha));
  }, [fecha]);

  const enviar = (valor: CalendarDate | null) => {
    if (!completa(valor)) return;
    const iso = valor.toString();
    if (iso === enviada.current) return;
    enviada.current = iso;
    onFechaChange(iso);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to the field's own Enter and blur.
    <div
      className={estilosDia.selectorDeDia}
      // Capture: the segments stop the Enter they handle from bubbling.
      onKeyDownCapture={(evento: KeyboardEvent) => {
        if (evento.key === 'Enter') enviar(borrador);
      }}
      onBlur={(evento: FocusEvent<HTMLDivElement>) => {
        const destino = evento.relatedTarget;
        if (destino instanceof Node && evento.currentTarget.contains(destino)) return;
        // The calendar's popover lives elsewhere in the page: its choice is sent on its own.
        if (!calendarioAbierto.current) enviar(borrador);
      }}
    >
      <DatePicker
        label={TEXTOS_CITAS_DEL_DIA.dia}
        value={borrador}
        onOpenChange={(abierto) => {
          calendarioAbierto.current = abierto;
        }}
        onChange={(valor) => {
          const anterior = borrador;
          setBorrador(valor);
          if (calendarioAbierto.current) enviar(valor);
          // The year is the last segment: its fourth digit (or an arrow on it) completes the day.
          else if (completa(valor) && anterior !== null && valor.year !== anterior.year)
            enviar(valor);
        }}
      />
    </div>
  );
}
