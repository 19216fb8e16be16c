// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { arbolDeRutas } from './aplicacion';
import { datosDeLaPagina, pedirElCodigoDeLaPagina, rutasQueCoinciden } from './codigoDeLaPagina';
import { esRutaDeEntrada } from './eleccion';
import { rutas } from './rutas';

/** Each route of the table by a readable name: its full path and, for an index, '(índice)'. */
const nombres = new Map<RouteObject, string>();
/** An address for every route of the table: its parameters and splat filled in. */
const direcciones: string[] = [];
(function recorrer(lista: readonly RouteObject[], arriba: string) {
  for (const ruta of lista) {
    const camino = [arriba, ruta.path ?? ''].join('/').replace(/\/{2,}/g, '/');
    nombres.set(ruta, `${camino}${ruta.index ? ' (índice)' : ruta.path == null ? ' (marco)' : ''}`);
    if (ruta.children) recorrer(ruta.children, camino);
    else
      direcciones.push(
        camino
          .replace(/:\w+/g, (parametro) => `${parametro.slice(1)}-7`)
          .replace(/\*$/, 'paso/dos'),
      );
  }
})(rutas, '');

// Addresses two routes name ('nuevo' is also an `:id`; a wizard's splat may be empty), no
// route names, or names only in part, or in other letters.
const otras = [
  '/administrativo/personal/nuevo',
  '/medico/crearIncidencia',
  '/nada',
  '/administrativo/nada/mas',
  '/administrativo/pacientes/12/mas',
  '/medico/citas/1/2',
  '/ADMINISTRATIVO/CrearPaciente/datos',
  '/paciente/misCitas/',
  '/radiologo/buscarCita/citas/confirmacion/otra',
  '/recuperar-contrasena/x',
];

const lazyDe = (lista: readonly RouteObject[]) =>
  lista.filter((ruta) => ruta.lazy).map((ruta) => nombres.get(ruta));

describe('rutasQueCoinciden', () => {
  // The entry does not guess for '/' and /login: with a session, they lead elsewhere.
  const casos = [...direcciones, ...otras].filter((d) => !esRutaDeEntrada(d));

  it.each(casos)('guesses for %s the modules the router loads', (direccion) => {
    const delEnrutador = (matchRoutes(arbolDeRutas, direccion) ?? []).map((m) => m.route);
    expect(lazyDe(rutasQueCoinciden(rutas, direccion))).toEqual(lazyDe(delEnrutador));
  });

  it('covers every page of the table', () => {
    expect(direcciones.length).toBeGreaterThan(40);
    expect(lazyDe(rutasQueCoinciden(rutas, '/administrativo/crearPaciente'))).toEqual([
      '/administrativo',
      '/administrativo/ (marco)',
      '/administrativo/crearPaciente/*',
    ]);
  });
});

describe('pedirElCodigoDeLaPagina', () => {
  it("asks for the code of the address's routes, and of no other", async () => {
    const marco = vi.fn(async () => ({}));
    const pagina = vi.fn(async () => ({}));
    const otra = vi.fn(async () => ({}));
    const fallida = vi.fn(() => Promise.reject(new Error('sin red')));
    const tabla: RouteObject[] = [
      {
        path: '/area',
        lazy: marco,
        children: [
          { path: 'pagina/:id', lazy: pagina },
          { path: 'otra', lazy: otra },
        ],
      },
      { path: '/rota', lazy: fallida },
    ];
    pedirElCodigoDeLaPagina('/area/pagina/3', tabla);
    expect([marco, pagina, otra].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
    // A file that does not arrive is left to the router: nothing is thrown here.
    pedirElCodigoDeLaPagina('/rota', tabla);
    await expect(fallida.mock.results[0]?.value).rejects.toThrow('sin red');
  });
});

describe('datosDeLaPagina', () => {
  it("names the GETs the table's pages ask as they open, for the session's id", () => {
    expect(datosDeLaPagina('/medico', 3)).toEqual(['/api/citas/mostrarCitasMedico/3']);
    expect(datosDeLaPagina('/medico/inicio', 3)).toEqual(['/api/citas/mostrarCitasMedico/3']);
    expect(datosDeLaPagina('/paciente', 8)).toEqual(['/api/citas/mostrarCitasDelPaciente/8']);
    expect(datosDeLaPagina('/paciente/misCitas', 8)).toEqual([
      '/api/citas/mostrarCitasDelPaciente/8',
      '/api/citas/antelacionCancelacion',
    ]);
    // The diagnosis page: its day's citas, for a day written as a date; nothing for another.
    expect(
      datosDeLaPagina('/medico/citas/12345678Z/2026-12-01/09:00/Ana%20P%C3%A9rez/7/', 3),
    ).toEqual(['/api/citas/mostrarCitasPorFechaMedico/2026-12-01/3']);
    expect(datosDeLaPagina('/medico/citas/-/2026-12-01%2F..%2F/09:00/Ana/7', 3)).toEqual([]);
    expect(datosDeLaPagina('/medico/citas/-/manana/09:00/Ana/7', 3)).toEqual([]);
    // Pages that say nothing, and no session: nothing early.
    expect(datosDeLaPagina('/paciente/misCitas/cancelarCita', 8)).toEqual([]);
    expect(datosDeLaPagina('/administrativo/crearPaciente', 1)).toEqual([]);
    expect(datosDeLaPagina('/paciente', 0)).toEqual([]);
  });

  it('gathers what every route drawn at the address says, outermost first', () => {
    const tabla: RouteObject[] = [
      {
        path: '/area',
        handle: { precargar: (id: number) => [`/api/area/${id}`] },
        children: [
          { path: 'pagina', handle: { precargar: () => ['/api/pagina'] } },
          { path: 'otra' },
        ],
      },
    ];
    expect(datosDeLaPagina('/area/pagina', 5, tabla)).toEqual(['/api/area/5', '/api/pagina']);
    // A route's parameters, decoded as the router gives them to its page.
    const conParametro: RouteObject[] = [
      {
        path: '/dia/:fecha/:nombre',
        handle: {
          precargar: (_id: number, { fecha, nombre }: Record<string, string>) => [
            `${fecha}|${nombre}`,
          ],
        },
      },
    ];
    expect(datosDeLaPagina('/dia/2026-12-01/Jos%C3%A9%20Mar%C3%ADa', 5, conParametro)).toEqual([
      '2026-12-01|José María',
    ]);
    expect(datosDeLaPagina('/dia/2026-12-01/%E0%A4%A', 5, conParametro)).toEqual([
      '2026-12-01|%E0%A4%A',
    ]);
    expect(datosDeLaPagina('/area/otra', 5, tabla)).toEqual(['/api/area/5']);
    expect(datosDeLaPagina('/fuera', 5, tabla)).toEqual([]);
  });
});
