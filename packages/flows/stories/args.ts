/**
 * Los `argTypes` de los args que llevan máquinas de XState (o un objeto de ellas): con su tipo
 * dicho, Storybook no lo deduce recorriendo el valor, que tiene ciclos (avisaba de uno en cada
 * historia que lo usaba, 984 avisos por pasada), y no les ofrece un control que no serviría.
 */
export function argsDeMaquinas<Clave extends string>(...claves: Clave[]) {
  return Object.fromEntries(
    claves.map((clave) => [
      clave,
      { type: { name: 'other', value: 'máquina de XState' }, control: false },
    ]),
  ) as Record<Clave, { type: { name: 'other'; value: string }; control: false }>;
}
