import { LinkButton } from '@clinica/ui';
import type { ReactNode } from 'react';
import { PasoAsistente } from './PasoAsistente';
import { BASE_POR_DEFECTO } from './useAsistente';

export interface PasoTerminadoProps {
  /** El nombre del proceso, bajo el título: 'Crear cita'. */
  proceso: string;
  /** Qué se ha hecho: 'Cita creada correctamente'. */
  titulo: string;
  /** A dónde lleva el botón. @default '/administrativo/citas' */
  citasHref?: string;
  /** @default 'Ir a citas' */
  irATexto?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
  /**
   * Lo que se suele hacer a continuación con lo hecho ('Dar cita a este paciente'): el botón
   * principal, y 'Ir a citas' queda como secundario.
   */
  siguiente?: { href: string; texto: string };
  /** Su referencia (el número de la cita) y qué pasa ahora. */
  children: ReactNode;
}

/**
 * La confirmación de un asistente (el patrón de GOV.UK): qué se ha hecho, su referencia, qué pasa
 * ahora y a dónde seguir. Sin barra de pasos ni 'Cancelar': ya no hay proceso que cancelar.
 */
export function PasoTerminado({
  proceso,
  titulo,
  inicioHref = BASE_POR_DEFECTO,
  citasHref = `${inicioHref}/citas`,
  irATexto = 'Ir a citas',
  siguiente,
  children,
}: PasoTerminadoProps) {
  const irA = (
    <LinkButton href={citasHref} variant={siguiente ? 'secondary' : undefined}>
      {irATexto}
    </LinkButton>
  );
  return (
    <PasoAsistente
      proceso={proceso}
      titulo={titulo}
      inicioHref={inicioHref}
      acciones={
        siguiente ? (
          <>
            <LinkButton href={siguiente.href}>{siguiente.texto}</LinkButton>
            {irA}
          </>
        ) : (
          irA
        )
      }
    >
      {children}
    </PasoAsistente>
  );
}
