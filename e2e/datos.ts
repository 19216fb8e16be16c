import { mkdirSync } from 'node:fs';
import { sumarDias } from '@clinica/api-client/reglas';
import type { Page } from '@playwright/test';
import { AGENDA_INICIAL, abreLaClinica } from '../apps/api/src/domain/agenda';
import { diasDeLaDemo } from '../apps/api/src/seed/plan';

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI: 8 digits and the control letter (number mod 23). */
export function dniCon(numero: number): string {
  const ocho = String(numero % 100_000_000).padStart(8, '0');
  return `${ocho}${LETRAS_DNI[Number(ocho) % 23]}`;
}

/**
 * A DNI no one in the clinic has: the demo people's numbers start with 1–6, these with 9, and
 * the clock and a random part keep two runs, or two journeys of one run, apart.
 */
export function dniNuevo(): string {
  const aleatorio = Math.floor(Math.random() * 1000);
  return dniCon(90_000_000 + ((Date.now() * 1000 + aleatorio) % 10_000_000));
}

/** Today in the clinic's time zone (Europe/Madrid), as YYYY-MM-DD. */
export function hoyEnLaClinica(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/**
 * Whether the demo clinic opens that day, by the server's own rule and the demo's hours: Monday
 * to Friday, never a national holiday, so no journey books 8 or 25 December.
 */
export const abreLaClinicaDemo = (iso: string) => abreLaClinica(AGENDA_INICIAL, iso);

/**
 * The working days the demo seeded its citas on, around the day the journeys run (the seed's own
 * plan, apps/api/src/seed/plan.ts): negative `posicion` before today, positive after.
 */
export const diasDeLaDemoHoy = () => diasDeLaDemo(hoyEnLaClinica());

/**
 * The first working day after today in the clinic (Mon–Fri, no national holiday), so a booking
 * works whatever the day and hour the journeys run at.
 */
export function proximoDiaLaborable(): string {
  return laborableDentroDe(1);
}

/** The day `dias` days after (or before) a date: the calendar rules' own. */
export { sumarDias };

/** 0 Sunday … 6 Saturday. */
export const diaDeLaSemana = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** The first working day (Mon–Fri, no national holiday) at least `dias` days after today. */
export function laborableDentroDe(dias: number): string {
  let fecha = sumarDias(hoyEnLaClinica(), dias);
  while (!abreLaClinicaDemo(fecha)) fecha = sumarDias(fecha, 1);
  return fecha;
}

/** '2026-11-23' → '23/11/2026', as the app shows dates. */
export function fechaLegible(iso: string): string {
  const [anio, mes, dia] = iso.split('-');
  return `${dia}/${mes}/${anio}`;
}

/** The weekdays' names, Sunday first (as `getUTCDay`). */
export const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The day list's heading for `fecha`: 'Citas del jueves, 26/11/2026'. */
export const tituloDelDia = (fecha: string) =>
  `Citas del ${DIAS[diaDeLaSemana(fecha)]}, ${fechaLegible(fecha)}`;

/** '2026-11-23' → '23112026': what one types into the day, month and year segments. */
export function cifrasDeFecha(iso: string): string {
  return fechaLegible(iso).replaceAll('/', '');
}

/**
 * A full-page screenshot of a screen for a person to look at, into the folder named by
 * `E2E_CAPTURAS` (`E2E_CAPTURAS=/tmp/shots-e2e npx playwright test …`); without it, nothing.
 * Not a visual test: nothing is compared, nothing is committed.
 */
export async function captura(page: Page, nombre: string): Promise<void> {
  const carpeta = process.env.E2E_CAPTURAS;
  if (!carpeta) return;
  mkdirSync(carpeta, { recursive: true });
  await page.screenshot({ path: `${carpeta}/${nombre}.png`, fullPage: true });
}
