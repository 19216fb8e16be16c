import type { Rol } from '@clinica/api-client';
import { ROL, type RolDelPersonal } from '@clinica/api-client/roles';
import { inicioDelRol } from '@clinica/flows/portadas';
import type { RouteObject } from 'react-router';
import { rutasDeLaCuenta } from './areas/comun/cuenta/rutas';
import { rutasDeIncidencias } from './areas/comun/incidencias/rutas';
import { rutasDelMedico } from './areas/medico/rutas';
import { citasDelPaciente, rutasDelPaciente } from './areas/paciente/rutas';
import { rutasDelRadiologo } from './areas/radiologo/rutas';
import type { DatosDeLaRuta } from './precarga';

// Nothing here is drawn: every page, guard and frame is a `lazy` module, so the entry can read
// this table and ask for the first page's code at once (src/codigoDeLaPagina.ts), beside the
// renderer's, instead of after the router has loaded (docs/rendimiento.md, 'La página a la vez').
// The root (its providers and error screen) is in ./aplicacion.

/** Only a session of `rol` passes (§2.1); no session → /login, another role → its home. */
const guardia = (rol: Rol) => () =>
  import('./marco/Guardia').then(({ guardiaDe }) => guardiaDe(rol));

/** A staff role's frame (side bar, shell), loaded with its first page: /login never needs it. */
const marcoPersonal = (rol: RolDelPersonal) => () =>
  import('./marco/MarcoPersonal').then(({ marcoDe }) => marcoDe(rol));

/** 'Personal', 'Agenda', 'Registro de actividad' and 'Copias de seguridad' pass only for a responsable. */
const soloResponsable = () =>
  import('./marco/GuardiaResponsable').then(({ GuardiaResponsable }) => ({
    Component: GuardiaResponsable,
  }));

/** The doctor's home asks today's citas as it opens (areas/medico/Inicio.tsx). */
const citasDeHoyDelMedico: DatosDeLaRuta = {
  precargar: (id) => [`/api/citas/mostrarCitasMedico/${id}`],
};

/**
 * The routes of §2 exactly, under the root. Every page is loaded on demand from its role's
 * folder, so a patient never downloads staff screens. Wizards own a splat route: the machine
 * picks the step and the URL follows it. Each role's area hangs from its home in flows' role
 * table. An error in any of them, its code included, bubbles up to the root's error screen.
 */
export const rutas: RouteObject[] = [
  { path: 'login', lazy: () => import('./areas/login/Login') },
  {
    path: inicioDelRol(ROL.administrativo),
    lazy: guardia(ROL.administrativo),
    children: [
      {
        lazy: marcoPersonal(ROL.administrativo),
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
            lazy: soloResponsable,
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
            lazy: soloResponsable,
            children: [
              { path: 'agenda', lazy: () => import('./areas/administrativo/agenda/Agenda') },
              {
                path: 'registro',
                lazy: () => import('./areas/administrativo/agenda/Registro'),
              },
              {
                // The backups' state (docs/decisiones.md (59)).
                path: 'copias',
                lazy: () => import('./areas/administrativo/copias/Copias'),
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
    lazy: guardia(ROL.radiologo),
    children: [
      {
        lazy: marcoPersonal(ROL.radiologo),
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
    lazy: guardia(ROL.medico),
    children: [
      {
        lazy: marcoPersonal(ROL.medico),
        children: [
          { index: true, lazy: () => import('./areas/medico/Inicio'), handle: citasDeHoyDelMedico },
          {
            path: 'inicio',
            lazy: () => import('./areas/medico/Inicio'),
            handle: citasDeHoyDelMedico,
          },
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
    lazy: guardia(ROL.paciente),
    children: [
      {
        lazy: () =>
          import('./marco/MarcoPersonal').then(({ MarcoPaciente }) => ({
            Component: MarcoPaciente,
          })),
        children: [
          { index: true, lazy: () => import('./areas/paciente/Inicio'), handle: citasDelPaciente },
          ...rutasDelPaciente,
          ...rutasDeLaCuenta,
          { path: '*', lazy: () => import('./areas/comun/PaginaNoEncontrada') },
        ],
      },
    ],
  },
  {
    // Outside every area: a frame of its own, so the page has a <main> and margins.
    lazy: () =>
      import('./marco/MarcoPublico').then(({ MarcoPublico }) => ({
        Component: MarcoPublico,
      })),
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
];
