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
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Component as CitasDelDiaDeLaMesa } from '../areas/administrativo/Citas';
import { rutaDarCita } from '../areas/administrativo/pacientes/consultas';
import { Component as DiagnosticoDeLaCita } from '../areas/medico/Diagnostico';
import { Component as InicioDelPaciente } from '../areas/paciente/Inicio';
import { Component as InformeDeLaCita } from '../areas/radiologo/CrearInforme';
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
  /**
   * The address, as the browser asks for it (no query, no trailing slash); a `:name` segment, as
   * in the app's route table (src/rutas.ts), stands for any one segment.
   */
  ruta: string;
  /**
   * Whether an address with a query gets the page too: only where the query finds what the page
   * shows once the server has answered (a wizard's cita), never where it opens the page
   * elsewhere than its first screen (crear cita at a chosen patient's 'Asignar datos').
   */
  conConsulta?: boolean;
  /** Where it is drawn, for a page that reads its address: one it accepts; `ruta` otherwise. */
  direccion?: string;
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
    // 'Crear informe de la cita' (§2.4): the query only finds the cita, and until the server has
    // said which it is and whether it can be reported, the page is the step with its cita's
    // lines blank, not yet usable (`CrearInformeCargando`).
    ruta: '/radiologo/buscarCita/citas',
    conConsulta: true,
    direccion: '/radiologo/buscarCita/citas?id=1&id_paciente=1&num_cita=1',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/radiologo/CrearInforme.tsx'],
    marco: <MarcoPersonal rol={ROL.radiologo} />,
    pantalla: () => <InformeDeLaCita />,
  },
  {
    // The diagnosis of a cita (§2.5): the address only finds it among the doctor's citas of its
    // day; until they come, the page is its heading, 'Volver' and the cita loading.
    ruta: '/medico/citas/:dni/:fecha/:hora/:nombrePaciente/:idPaciente',
    conConsulta: true,
    direccion: '/medico/citas/-/2027-01-04/08:00/-/1?id=1',
    modulos: ['src/marco/MarcoPersonal.tsx', 'src/areas/medico/Diagnostico.tsx'],
    marco: <MarcoPersonal rol={ROL.medico} />,
    pantalla: () => <DiagnosticoDeLaCita />,
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

/**
 * A screen's markup, in its frame and inside the kit's provider as the app's root draws it. In a
 * data router, as the app's: the wizards' pages ask it before leaving with unsaved work.
 */
function pintar(ruta: string, direccion: string, marco: ReactNode, pantalla: ReactNode) {
  const enrutador = createMemoryRouter(
    [
      {
        element: (
          <ClinicaProvider locale="es-ES" router={{ navigate: nada, useHref: (href) => href }}>
            <SinSesionTodavia>{marco}</SinSesionTodavia>
          </ClinicaProvider>
        ),
        children: [{ path: ruta, element: pantalla }],
      },
    ],
    { initialEntries: [direccion] },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={enrutador} />
    </QueryClientProvider>,
  );
}

/** Each first screen's markup. */
export function pintarPrimerasPantallas() {
  return PRIMERAS_PANTALLAS.map(({ ruta, conConsulta, direccion, modulos, marco, pantalla }) => ({
    ruta,
    conConsulta: conConsulta ?? false,
    modulos,
    html: pintar(ruta, direccion ?? ruta, marco, pantalla()),
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
