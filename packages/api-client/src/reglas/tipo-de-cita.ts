/** The contract keeps the old value 'Radiologia' (§9); people read it written correctly. */
export function tipoLegible(tipo: string): string {
  return tipo === 'Radiologia' ? 'Radiología' : tipo;
}
