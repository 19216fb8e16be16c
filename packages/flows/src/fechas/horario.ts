import { type DiaDelHorario, losDias, NOMBRES_DE_DIA } from '@clinica/api-client/reglas';

const mayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** 'De lunes a viernes', 'Lunes y martes', 'Los sábados': unos días seguidos de la semana. */
function diasSeguidos(primero: number, ultimo: number): string {
  if (primero === ultimo) return mayuscula(losDias(primero));
  if (ultimo === primero + 1) {
    return `${mayuscula(NOMBRES_DE_DIA[primero] ?? '')} y ${NOMBRES_DE_DIA[ultimo]}`;
  }
  return `De ${NOMBRES_DE_DIA[primero]} a ${NOMBRES_DE_DIA[ultimo]}`;
}

/**
 * El horario semanal de la clínica (`datosClinica.horario`) como se lee: una línea por cada
 * tramo de días seguidos con las mismas horas, p. ej. ['De lunes a viernes, de 08:00 a 15:00'],
 * o ['De lunes a jueves, de 08:00 a 15:00', 'Los viernes, de 08:00 a 14:00'] cuando un día
 * cambia. Sin días (una clínica aún sin horario), ninguna línea.
 */
export function horarioDeApertura(horario: readonly DiaDelHorario[]): string[] {
  const dias = [...horario].sort((a, b) => a.dia_semana - b.dia_semana);
  const lineas: string[] = [];
  let inicio = 0;
  for (let i = 1; i <= dias.length; i++) {
    const anterior = dias[i - 1];
    const dia = dias[i];
    const sigue =
      anterior !== undefined &&
      dia !== undefined &&
      dia.dia_semana === anterior.dia_semana + 1 &&
      dia.hora_inicio === anterior.hora_inicio &&
      dia.hora_fin === anterior.hora_fin;
    if (sigue || anterior === undefined) continue;
    const primero = dias[inicio] ?? anterior;
    lineas.push(
      `${diasSeguidos(primero.dia_semana, anterior.dia_semana)}, de ${anterior.hora_inicio} a ${anterior.hora_fin}`,
    );
    inicio = i;
  }
  return lineas;
}
