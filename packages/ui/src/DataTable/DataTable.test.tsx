// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, pageItems } from './DataTable';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageItems(0, 0)).toEqual([]);
  });

  it('keeps seven entries near the start, the middle and the end', () => {
    expect(pageItems(0, 20)).toEqual([0, 1, 2, 3, 4, 'end', 19]);
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'end', 19]);
    expect(pageItems(4, 20)).toEqual([0, 'start', 3, 4, 5, 'end', 19]);
    expect(pageItems(15, 20)).toEqual([0, 'start', 14, 15, 16, 'end', 19]);
    expect(pageItems(16, 20)).toEqual([0, 'start', 15, 16, 17, 18, 19]);
    expect(pageItems(999, 1000)).toEqual([0, 'start', 995, 996, 997, 998, 999]);
  });

  it('always shows the current page, the first and the last', () => {
    for (let current = 0; current < 30; current++) {
      const items = pageItems(current, 30);
      expect(items).toHaveLength(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(0);
      expect(items.at(-1)).toBe(29);
    }
  });
});

interface Fila {
  id: string;
  nombre: string;
  hora: string;
}

const filas: Fila[] = [
  { id: '1', nombre: 'Lucía Pérez', hora: '10:30' },
  { id: '2', nombre: 'Álvaro Gómez', hora: '09:00' },
];
const columnas: DataTableColumn<Fila>[] = [
  { id: 'nombre', header: 'Nombre', accessor: 'nombre' },
  { id: 'hora', header: 'Hora', accessor: 'hora' },
];

/**
 * jsdom lays nothing out: each test says how wide the table's box is, and when it changes. As a
 * browser's, the observer reports a box that has a size once after it starts observing (there,
 * after laying the page out and before painting it).
 */
let ancho = 0;
let avisar: ((ancho: number) => void) | undefined;
class ResizeObserverDePrueba {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    const avisarA = (nuevo: number) =>
      this.callback(
        [{ contentRect: { width: nuevo } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    avisar = avisarA;
    queueMicrotask(() => {
      if (avisar === avisarA && ancho > 0) avisarA(ancho);
    });
  }
  disconnect() {
    avisar = undefined;
  }
  unobserve() {}
}

function conAncho(inicial: number) {
  ancho = inicial;
  vi.stubGlobal('ResizeObserver', ResizeObserverDePrueba);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ width: ancho }) as DOMRect,
  );
}

/** A window of this width, as its media queries tell it (jsdom has none of its own). */
function conVentana(ancho: number) {
  vi.stubGlobal('matchMedia', (consulta: string) => {
    const minimo = /min-width: (\d+)px/.exec(consulta);
    return { matches: minimo ? ancho >= Number(minimo[1]) : false } as MediaQueryList;
  });
}

/** Renders, then lets the observer give its first report. */
async function dibujar(ui: ReactElement) {
  const resultado = render(ui);
  await act(async () => {});
  return resultado;
}

function Tabla(props: Partial<Parameters<typeof DataTable<Fila>>[0]>) {
  return (
    <DataTable<Fila>
      label="Citas"
      data={filas}
      columns={columnas}
      getRowId={(fila) => fila.id}
      card={{ title: 'nombre', lead: 'hora' }}
      defaultSort={{ column: 'hora', direction: 'ascending' }}
      {...props}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable cards', () => {
  it('renders only the cards below cardsBelow, and only the table above it', async () => {
    conAncho(375);
    await dibujar(<Tabla />);
    expect(screen.queryByRole('grid')).toBeNull();
    const tarjetas = within(screen.getByRole('list', { name: 'Citas' })).getAllByRole('listitem');
    // The table's sort: the earliest first.
    expect(tarjetas.map((t) => within(t).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Álvaro Gómez',
      'Lucía Pérez',
    ]);

    act(() => avisar?.(1024));
    expect(screen.getByRole('grid', { name: 'Citas' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Citas' })).toBeNull();

    act(() => avisar?.(700));
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it("draws a phone's list once: the window's width gives the shape before the measure", async () => {
    conAncho(375);
    conVentana(375);
    const fases: string[] = [];
    // Without the toolbar's selects, which settle their own options after they mount.
    await dibujar(
      <Profiler id="tabla" onRender={(_, fase) => fases.push(fase)}>
        <Tabla showFilter={false} showPaging={false} showSort={false} />
      </Profiler>,
    );
    expect(screen.getByRole('list', { name: 'Citas' })).toBeInTheDocument();
    // The measure agrees with the guess: no second drawing of every card.
    expect(fases).toEqual(['mount']);
  });

  it("mounts a phone's search, page size and sort without drawing them again in the same commit", async () => {
    // react-aria draws a field again at once, before its first commit ends, when it finds no
    // description or error element for it: on a page, that second drawing and every effect of
    // the page fall into the first commit's task. (The wide table's sortable headers still do:
    // react-aria gives each the id of its sort hint in a layout effect.)
    conAncho(375);
    conVentana(375);
    const fases: string[] = [];
    await dibujar(
      <Profiler id="tabla" onRender={(_, fase) => fases.push(fase)}>
        <Tabla />
      </Profiler>,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ordenar por/ })).toBeInTheDocument();
    expect(fases[0]).toBe('mount');
    expect(fases).not.toContain('nested-update');
  });

  it('measures over a wrong guess before the page is seen: a wide window, a narrow column', async () => {
    conAncho(500);
    conVentana(1280);
    await dibujar(<Tabla />);
    expect(screen.getByRole('list', { name: 'Citas' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('follows its own threshold; a box not laid out (0 px) keeps the shape of its window', async () => {
    conAncho(900);
    const { unmount } = await dibujar(<Tabla cardsBelow={1000} />);
    expect(screen.getByRole('list', { name: 'Citas' })).toBeInTheDocument();
    unmount();
    ancho = 0;
    await dibujar(<Tabla />);
    // jsdom's window is 1024 px wide.
    expect(screen.getByRole('grid', { name: 'Citas' })).toBeInTheDocument();
  });

  it('is always a table without `card`, and `layout` forces one', () => {
    conAncho(375);
    const { unmount } = render(<Tabla card={undefined} />);
    expect(screen.getByRole('grid', { name: 'Citas' })).toBeInTheDocument();
    unmount();
    const forzada = render(<Tabla layout="table" />);
    expect(screen.getByRole('grid', { name: 'Citas' })).toBeInTheDocument();
    forzada.unmount();
    conAncho(1400);
    render(<Tabla layout="cards" />);
    expect(screen.getByRole('list', { name: 'Citas' })).toBeInTheDocument();
  });

  it("gives a card's action its word, and names the row it acts on", async () => {
    conAncho(375);
    await dibujar(
      <Tabla
        rowActions={(fila) => [
          {
            id: 'anular',
            label: `Cancelar cita de ${fila.nombre}`,
            text: 'Cancelar',
            icon: null,
            onAction: () => {},
          },
          { id: 'ver', label: 'Ver', icon: null, onAction: () => {} },
        ]}
      />,
    );
    const boton = screen.getByRole('button', { name: 'Cancelar cita de Lucía Pérez' });
    expect(boton).toHaveTextContent('Cancelar');
    // Without `text`, the label is the word and there is no second name.
    expect(screen.getAllByRole('button', { name: 'Ver' })[0]).not.toHaveAttribute('aria-label');
  });
});

interface Grupo {
  id: string;
  grupo?: string;
}

/** The ids of the rows the table shows, in order (each row's header cell). */
const idsMostrados = () => screen.getAllByRole('rowheader').map((celda) => celda.textContent);

describe('DataTable rows', () => {
  const columnasDeGrupo: DataTableColumn<Grupo>[] = [
    { id: 'id', header: 'Id', accessor: 'id', isRowHeader: true },
    { id: 'grupo', header: 'Grupo', accessor: 'grupo' },
  ];
  const grupos: Grupo[] = [
    { id: 'a', grupo: 'B' },
    { id: 'b' },
    { id: 'c', grupo: 'A' },
    { id: 'd', grupo: 'B' },
  ];

  it('keeps equal values in the data order both ways; a row without a value goes last going up', () => {
    const tabla = (direction: 'ascending' | 'descending') => (
      <DataTable<Grupo>
        label="Grupos"
        data={grupos}
        columns={columnasDeGrupo}
        getRowId={(fila) => fila.id}
        layout="table"
        defaultSort={{ column: 'grupo', direction }}
      />
    );
    const { unmount } = render(tabla('ascending'));
    expect(idsMostrados()).toEqual(['c', 'a', 'd', 'b']);
    unmount();
    render(tabla('descending'));
    expect(idsMostrados()).toEqual(['b', 'a', 'd', 'c']);
  });

  it('goes back to the first page when the search changes, and shows only the page it is on', async () => {
    const muchas = Array.from({ length: 25 }, (_, i) => ({
      id: `fila-${String(i + 1).padStart(2, '0')}`,
      grupo: i % 2 === 0 ? 'par' : 'impar',
    }));
    render(
      <DataTable<Grupo>
        label="Grupos"
        data={muchas}
        columns={columnasDeGrupo}
        getRowId={(fila) => fila.id}
        layout="table"
        defaultSort={{ column: 'id', direction: 'ascending' }}
      />,
    );
    await act(async () => screen.getByRole('button', { name: 'Página 3' }).click());
    expect(idsMostrados()).toEqual(
      Array.from({ length: 5 }, (_, i) => `fila-${String(i + 21).padStart(2, '0')}`),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 21 a 25 de 25 registros');
    const busqueda = screen.getByRole('searchbox', { name: 'Buscar:' });
    await act(async () => {
      const escribir = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      escribir?.set?.call(busqueda, 'IMPAR');
      busqueda.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mostrando 1 a 10 de 12 registros (filtrado de un total de 25 registros)',
    );
    expect(idsMostrados()[0]).toBe('fila-02');
  });
});
