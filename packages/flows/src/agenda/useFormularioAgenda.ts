import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntentos } from '../wizard/alTerminar';
import type { EntradaFormularioAgenda, formularioDeAgenda } from './machine';

type MaquinaFormulario = ReturnType<typeof formularioDeAgenda>;

/**
 * Un formulario de la agenda conectado a su máquina: el estado, `enviar` (que cuenta el intento,
 * para llevar el foco al resumen aunque los errores se repitan) y `onGuardado` una vez por cada
 * guardado, para que la aplicación vuelva a pedir la agenda.
 */
export function useFormularioAgenda<Datos extends object>(
  machine: MaquinaFormulario,
  input: EntradaFormularioAgenda<Datos, unknown>,
  onGuardado?: (respuesta: unknown) => void,
) {
  const actor = useActorRef(machine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  const alGuardar = useRef(onGuardado);
  alGuardar.current = onGuardado;
  const { guardado } = snapshot.context;
  useEffect(() => {
    if (guardado !== undefined) alGuardar.current?.(guardado);
  }, [guardado]);
  return {
    snapshot,
    datos: snapshot.context.datos as Datos,
    enviando,
    intento,
    editar: (datos: Partial<Datos>) => actor.send({ type: 'EDITAR', datos }),
    guardar: () => {
      contar();
      actor.send({ type: 'ENVIAR' });
    },
    cerrar: () => actor.send({ type: 'CERRAR' }),
  };
}
