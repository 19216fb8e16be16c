import { ROL } from '@clinica/api-client/roles';
import {
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
import { rutaDarCita } from '../areas/administrativo/pacientes/consultas';
import { Component as InicioDelPaciente } from '../areas/paciente/Inicio';
import { MarcoPaciente, MarcoPersonal } from '../marco/MarcoPersonal';
import { SinSesionTodavia } from '../marco/SesionContexto';

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

/** Each first screen's markup, inside the kit's provider as the app's root draws it. */
export function pintarPrimerasPantallas() {
  return PRIMERAS_PANTALLAS.map(({ ruta, modulos, marco, pantalla }) => ({
    ruta,
    modulos,
    html: renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[ruta]}>
          <ClinicaProvider locale="es-ES" router={{ navigate: nada, useHref: (href) => href }}>
            <Routes>
              <Route element={<SinSesionTodavia>{marco}</SinSesionTodavia>}>
                <Route path={ruta} element={pantalla()} />
              </Route>
            </Routes>
          </ClinicaProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  }));
}
