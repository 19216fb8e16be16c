import { ROL } from '@clinica/api-client/roles';
import {
  CitasDeHoy,
  CitasDelRadiologo,
  CrearCita,
  CrearPaciente,
  crearCitaMachine,
  crearPacienteMachine,
  MisCitas,
  PedirCita,
  pedirCitaMachine,
} from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as CitasDelDiaDeLaMesa } from '../areas/administrativo/Citas';
import { rutaDarCita } from '../areas/administrativo/pacientes/consultas';
import { Component as InicioDelPaciente } from '../areas/paciente/Inicio';
import { MarcoPaciente, MarcoPersonal } from '../marco/MarcoPersonal';
import { SinSesionTodavia } from '../marco/SesionContexto';
import { paginaConPantalla, sinAtributosDeEstilo } from './pagina';

// Rendered at build time, in Node (vite.config.ts, `primerasPantallas`): never part of the app's
// bundle. Each screen is what the app itself draws at that address before any answer has come
// (no clinic name yet, the lists loading), with the same components and texts, so the app's
// first render puts the same boxes where these were (docs/rendimiento.md, 'The tenth round').

const nada = () => {};

/** An address whose first screen is drawn at build time: the modules its page is drawn with. */
export interface PrimeraPantalla {
  /** The address, as the browser asks for it (no query, no trailing slash). */
  ruta: string;
  /** The app's modules the page is drawn with (their CSS goes into its HTML), from apps/clinic. */
  modulos: readonly string[];
  /** The frame the app draws the page in (src/rutas.ts). */
  marco: ReactNode;
  pantalla: () => ReactNode;
}

/**
 * Only addresses whose first screen depends on neither the account nor the clinic's data, but
 * for what the app itself draws later in its place: 'Mis citas' keeps the places of the clinic's
 * boxes and of the history while they load, and the staff's side bar (hidden behind 'Menú' on
 * a phone) names the user, and a responsable's pages, once the session is read.
 */
export const PRIMERAS_PANTALLAS: readonly PrimeraPantalla[] = [
  {
    // The app's own page: without a session its queries wait, so it draws 'Tu próxima cita'
    // loading and the reminders' box waiting for the account.
    ruta: '/paciente',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/paciente/Inicio.tsx'],
    marco: <MarcoPaciente />,
    pantalla: () => <InicioDelPaciente />,
  },
  {
    ruta: '/paciente/misCitas',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/paciente/MisCitas.tsx'],
    marco: <MarcoPaciente />,
    pantalla: () => (
      <MisCitas
        clinicaCargando
        citas={undefined}
        onCancelar={nada}
        onAbrir={nada}
        onDescargarMisDatos={async () => {}}
      />
    ),
  },
  {
    ruta: '/paciente/pedirCita',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/paciente/PedirCita.tsx'],
    marco: <MarcoPaciente />,
    pantalla: () => (
      <PedirCita
        machine={pedirCitaMachine}
        base="/paciente"
        ruta=""
        onPasoCambiado={nada}
        onCancelar={nada}
        onTerminar={nada}
      />
    ),
  },

  {
    ruta: '/medico',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/medico/Inicio.tsx'],
    marco: <MarcoPersonal rol={ROL.medico} />,
    // Until today's citas come, the page is its heading and their list loading: the calendar
    // beside them comes with them (areas/medico/Inicio.tsx).
    pantalla: () => <CitasDeHoy citas={undefined} onAbrir={nada} onCancelar={async () => {}} />,
  },
  {
    ruta: '/radiologo',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/radiologo/Inicio.tsx'],
    marco: <MarcoPersonal rol={ROL.radiologo} />,
    // Its lists wait for their citas; the day only sorts them.
    pantalla: () => <CitasDelRadiologo hoy="" citas={undefined} onCrearInforme={nada} />,
  },
  {
    ruta: '/administrativo/crearPaciente',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/administrativo/CrearPaciente.tsx'],
    marco: <MarcoPersonal rol={ROL.administrativo} />,
    // Its first step is the same whether the clinic sends e-mail or not.
    pantalla: () => (
      <CrearPaciente
        machine={crearPacienteMachine}
        input={{ correoActivo: true }}
        ruta=""
        onPasoCambiado={nada}
        onCancelar={nada}
        darCitaHref={rutaDarCita}
      />
    ),
  },
  {
    ruta: '/administrativo/crearCita',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/administrativo/CrearCita.tsx'],
    marco: <MarcoPersonal rol={ROL.administrativo} />,
    pantalla: () => (
      <CrearCita
        machine={crearCitaMachine}
        ruta=""
        onPasoCambiado={nada}
        onCancelar={nada}
        onTerminar={nada}
      />
    ),
  },
];

/** A screen's markup, in its frame and inside the kit's provider as the app's root draws it. */
function pintar(ruta: string, direccion: string, marco: ReactNode, pantalla: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[direccion]}>
        <ClinicaProvider locale="es-ES" router={{ navigate: nada, useHref: (href) => href }}>
          <Routes>
            <Route element={<SinSesionTodavia>{marco}</SinSesionTodavia>}>
              <Route path={ruta} element={pantalla} />
            </Route>
          </Routes>
        </ClinicaProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each first screen's markup. */
export function pintarPrimerasPantallas() {
  return PRIMERAS_PANTALLAS.map(({ ruta, modulos, marco, pantalla }) => ({
    ruta,
    modulos,
    html: pintar(ruta, ruta, marco, pantalla()),
  }));
}

/**
 * An address whose first screen names a day (the day list's heading and its day field): the
 * server draws it on each request for the clinic's today (`paginaDelDia`), or for the day the
 * address asks, when it may ask one (`?fecha=`).
 */
export interface PrimeraPantallaDelDia extends Omit<PrimeraPantalla, 'pantalla'> {
  /** The query parameter that names another day, if the page has one. */
  parametroDelDia?: string;
  pantalla: (dia: string) => ReactNode;
}

export const PRIMERAS_PANTALLAS_DEL_DIA: readonly PrimeraPantallaDelDia[] = [
  ...['/administrativo', '/administrativo/citas'].map((ruta) => ({
    ruta,
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/administrativo/Citas.tsx'],
    marco: <MarcoPersonal rol={ROL.administrativo} />,
    parametroDelDia: 'fecha',
    // The app's own page, for that day: its rows loading.
    pantalla: () => <CitasDelDiaDeLaMesa />,
  })),
];

/** A day's first screen's markup: the address as the app reads it, with its day. */
export function pintarDelDia(pagina: PrimeraPantallaDelDia, dia: string): string {
  const { ruta, parametroDelDia, marco, pantalla } = pagina;
  const direccion = parametroDelDia ? `${ruta}?${parametroDelDia}=${dia}` : ruta;
  return pintar(ruta, direccion, marco, pantalla(dia));
}

/** What the build wrote for each day's page: its HTML with its stylesheets, its style classes. */
export type DatosDelDia = Record<
  string,
  { plantilla: string; estilos: [string, string][]; parametroDelDia?: string }
>;

/**
 * The whole page of `ruta` for `dia` (YYYY-MM-DD, checked by the server), drawn now; `undefined`
 * when the address has no such page or its screen has a style the build did not see.
 */
export function paginaDelDia(datos: DatosDelDia, ruta: string, dia: string): string | undefined {
  const pagina = PRIMERAS_PANTALLAS_DEL_DIA.find((p) => p.ruta === ruta);
  const suyos = datos[ruta];
  if (!pagina || !suyos) return undefined;
  const html = sinAtributosDeEstilo(pintarDelDia(pagina, dia), new Map(suyos.estilos), false);
  return html === undefined ? undefined : paginaConPantalla(suyos.plantilla, html);
}
