import { ClinicaProvider, type ClinicaTheme } from '@clinica/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

// A play function's `waitFor` and `findBy…` give up after 5 s instead of 1: on this 2-core
// machine under load (npm test beside a build) a dialog's exit or a DICOM thumbnail took longer
// than a second. They return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

/**
 * The stories run as tests from the command line (npm test, test:stories): addon-vitest says so
 * with VITEST_STORYBOOK 'false' ('true' when Storybook's own test panel runs them, unset in
 * Storybook's pages).
 */
const enLaTerminal =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
    ?.VITEST_STORYBOOK === 'false';

// `data-story-root` holds the provider's content and its overlays: the visual baselines are
// pictures of this element (capturas.ts).
const withClinica: Decorator = (Story, context) => (
  <div data-story-root="">
    <ClinicaProvider theme={context.globals.theme as ClinicaTheme} locale="es-ES">
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </ClinicaProvider>
  </div>
);

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach() {
    // react-aria's live announcer is a region on <body> that outlives a story and can point at a
    // button the next story no longer has (axe then flags it). Each story starts without it.
    for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
    // Under NODE_ENV 'test' (the stories run by hand; npm test runs them under 'production')
    // react-stately draws every item of a list unless `process.env.VIRT_ON` is set, read from a
    // `process` global that browsers lack: given one while each story runs, the lists are
    // virtualized as in the app, either way.
    const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
    const previous = scope.process;
    scope.process = { ...previous, env: { ...previous?.env, VIRT_ON: '1' } };
    return () => {
      scope.process = previous;
    };
  },
  decorators: [withClinica],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // A request no handler answers is an error: a story must say what its server returns.
      await worker.start({ onUnhandledRequest: 'error', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'highContrast', title: 'Alto contraste' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'es-ES' },
  parameters: {
    layout: 'fullscreen',
    // Any accessibility violation fails the story's test.
    a11y: {
      test: 'error',
      // From the command line axe is asked for violations, the only result that fails a story;
      // every rule still runs on every node. Its full result (each node that passed, with its
      // HTML) went with each story's report to Vitest, about 150 kB a story, 119 MB in all,
      // written to the run's JSON report. Storybook's panel keeps every result.
      ...(enLaTerminal ? { options: { resultTypes: ['violations'] } } : {}),
    },
    controls: { matchers: { date: /fecha|date$/i } },
    docs: { toc: true },
    // The sidebar for designers: the introduction, then one entry per flow, in the order a
    // clinic's day meets them (signing in, the desk, the doctor, the radiologist, the patient,
    // the staff and the accounts), each wizard with its steps in order under 'Pasos' (their
    // titles start with the step's number); then the components.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Introducción',
          ['El kit', 'Tokens', 'Componentes'],
          'Flujos',
          [
            'Inicio de sesión',
            'Citas del día',
            'Crear paciente',
            ['*', 'Pasos'],
            'Crear cita',
            ['*', 'Pasos'],
            'Detalles de la cita',
            'Modificar cita',
            ['*', 'Pasos'],
            'Cancelar cita',
            ['*', 'Pasos'],
            'Buscar paciente',
            'Editar paciente',
            'Citas de hoy',
            'Diagnóstico de la cita',
            'Citas del radiólogo',
            'Buscar cita',
            'Crear informe',
            'Tu próxima cita',
            'Mis citas',
            'Pedir cita',
            ['*', 'Pasos'],
            'Quién ha visto mi historia',
            'Agenda',
            'Registro de actividad',
            'Personal',
            'Dar de alta a un empleado',
            ['*', 'Pasos'],
            'Ficha del empleado',
            'Incidencias',
            'Copias de seguridad',
            'Cambiar contraseña',
            'Recuperar contraseña',
            'Elegir contraseña nueva',
            'Recordatorios por correo',
            'Común',
          ],
          'Acciones',
          'Formularios',
          'Fechas',
          'Datos',
          'Estado',
          'Estructura',
          'Superposiciones',
          'Archivos',
        ],
      },
    },
  },
};

export default preview;
