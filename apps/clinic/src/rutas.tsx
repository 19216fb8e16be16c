import { ROL, type RolDelPersonal } from '@clinica/api-client/reglas';
import { inicioDelRol } from '@clinica/flows';
import { Navigate, type RouteObject } from 'react-router';
import { rutasDeLaCuenta } from './areas/comun/cuenta/rutas';
import { rutasDeIncidencias } from './areas/comun/incidencias/rutas';
import { MarcoPublico } from './areas/comun/MarcoPublico';
import { rutasDelMedico } from './areas/medico/rutas';
import { rutasDelPaciente } from './areas/paciente/rutas';
import { rutasDelRadiologo } from './areas/radiologo/rutas';
import { ErrorDeRuta } from './marco/ErrorDeRuta';
import { Guardia } from './marco/Guardia';
import { GuardiaResponsable } from './marco/GuardiaResponsable';
import { Raiz } from './marco/Raiz';

/** A staff role's frame (side bar, shell), loaded with its first page: /login never needs it. */
const marcoPersonal = (rol: RolDelPersonal) =>
  import('./marco/MarcoPersonal').then(({ MarcoPersonal }) => ({
    Component: () => <MarcoPersonal rol={rol} />,
  }));

/**
 * The routes of §2 exactly. Every page is loaded on demand from its role's folder, so a patient
 * never downloads staff screens. Wizards own a splat route: the machine picks the step and the
 * URL follows it. Each role's area hangs from its home in flows' role table. An error in any
 * of them, its code included, bubbles up to the root's error screen.
 */
export const rutas: RouteObject[] = [
  {
    element: <Raiz />,
    errorElement: <ErrorDeRuta />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', lazy: () => import('./areas/login/Login') },
      {
        path: inicioDelRol(ROL.administrativo),
        element: <Guardia rol={ROL.administrativo} />,
        children: [
          {
            lazy: () => marcoPersonal(ROL.administrativo),
            children: [
              { index: true, lazy: () => import('./areas/administrativo/Citas') },
              { path: 'citas', lazy: () => import('./areas/administrativo/Citas') },
              {
                path: 'citas/detalle',
                lazy: () => import('./areas/administrativo/DetalleCita'),
              },
              {
                path: 'crearPaciente/*',
                lazy: () => import('./areas/administrativo/CrearPaciente'),
              },
              { path: 'crearCita/*', lazy: () => import('./areas/administrativo/CrearCita') },
              {
                // Find and correct patients (docs/decisiones.md (51)); each page on demand.
                path: 'pacientes',
                children: [
                  {
                    index: true,
                    lazy: () => import('./areas/administrativo/pacientes/Pacientes'),
                  },
                  {
                    path: ':id',
                    lazy: () => import('./areas/administrativo/pacientes/EditarPaciente'),
                  },
                ],
              },
              {
                path: 'modificarCita/*',
                lazy: () => import('./areas/administrativo/ModificarCita'),
              },
              {
                path: 'eliminarCita/*',
                lazy: () => import('./areas/administrativo/EliminarCita'),
              },
              {
                // 'Personal', only for a responsable (docs/decisiones.md (46)); each page on demand.
                path: 'personal',
                element: <GuardiaResponsable />,
                children: [
                  { index: true, lazy: () => import('./areas/administrativo/personal/Personal') },
                  {
                    path: 'nuevo/*',
                    lazy: () => import('./areas/administrativo/personal/NuevoEmpleado'),
                  },
                  {
                    path: ':id',
                    lazy: () => import('./areas/administrativo/personal/EditarEmpleado'),
                  },
                ],
              },
              {
                // 'Agenda' and the activity log, only for a responsable (docs/decisiones.md (49)).
                element: <GuardiaResponsable />,
                children: [
                  { path: 'agenda', lazy: () => import('./areas/administrativo/agenda/Agenda') },
                  {
                    path: 'registro',
                    lazy: () => import('./areas/administrativo/agenda/Registro'),
                  },
                ],
              },
              ...rutasDeIncidencias,
              ...rutasDeLaCuenta,
              { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
            ],
          },
        ],
      },
      {
        path: inicioDelRol(ROL.radiologo),
        element: <Guardia rol={ROL.radiologo} />,
        children: [
          {
            lazy: () => marcoPersonal(ROL.radiologo),
            children: [
              { index: true, lazy: () => import('./areas/radiologo/Inicio') },
              ...rutasDelRadiologo,
              ...rutasDeIncidencias,
              ...rutasDeLaCuenta,
              { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
            ],
          },
        ],
      },
      {
        path: inicioDelRol(ROL.medico),
        element: <Guardia rol={ROL.medico} />,
        children: [
          {
            lazy: () => marcoPersonal(ROL.medico),
            children: [
              { index: true, lazy: () => import('./areas/medico/Inicio') },
              { path: 'inicio', lazy: () => import('./areas/medico/Inicio') },
              ...rutasDelMedico,
              ...rutasDeIncidencias,
              ...rutasDeLaCuenta,
              { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
            ],
          },
        ],
      },
      {
        path: inicioDelRol(ROL.paciente),
        element: <Guardia rol={ROL.paciente} />,
        children: [
          {
            lazy: () =>
              import('./marco/MarcoPersonal').then(({ MarcoPaciente }) => ({
                Component: MarcoPaciente,
              })),
            children: [
              { index: true, lazy: () => import('./areas/paciente/Inicio') },
              ...rutasDelPaciente,
              ...rutasDeLaCuenta,
              { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
            ],
          },
        ],
      },
      {
        // Outside every area: a frame of its own, so the page has a <main> and margins.
        element: <MarcoPublico />,
        children: [
          // '¿Has olvidado tu contraseña?' and the page of a message's link (docs/decisiones.md
          // (50)): public, each a chunk of its own that /login loads only when followed.
          {
            path: 'recuperar-contrasena',
            lazy: () => import('./areas/login/RecuperarContrasena'),
          },
          {
            path: 'restablecer-contrasena',
            lazy: () => import('./areas/login/RestablecerContrasena'),
          },
          { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
        ],
      },
    ],
  },
];
