/** One row of the run's table per scenario and database. */
export interface Row {
  escenario: string;
  base: string;
  rondas: number;
  /** Rounds that met every expectation. */
  rondasBien: number;
  confirmadas: number | null;
  perdidas: number | null;
  reiniciosFallidos: number | null;
  /** 503s during outages, and any other 5xx (must be 0). */
  caidas503: number | null;
  caidasOtros5xx: number | null;
  notas: string[];
}

export const row = (escenario: string, base: string): Row => ({
  escenario,
  base,
  rondas: 0,
  rondasBien: 0,
  confirmadas: null,
  perdidas: null,
  reiniciosFallidos: null,
  caidas503: null,
  caidasOtros5xx: null,
  notas: [],
});
