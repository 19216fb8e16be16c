import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type EstadoClinico, StatusBadge, statusLabel } from '../StatusBadge';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableRowTone,
} from './DataTable';
import type { DataTableCardLayout } from './DataTableCards';

type Estado = Exclude<EstadoClinico, 'RESUELTA' | 'NO_PRESENTADA'>;

interface Cita {
  numCita: string;
  paciente: string;
  dni: string;
  medico: string;
  tipo: 'Radiologia' | 'Medicina General';
  fecha: Date;
  hora: string;
  estado: Estado;
}

const nombres = [
  'María',
  'José',
  'Lucía',
  'Álvaro',
  'Inés',
  'Javier',
  'Carmen',
  'Raúl',
  'Sofía',
  'Íñigo',
  'Nuria',
  'Óscar',
];
const apellidos = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Díaz',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Núñez',
];
const medicos = ['Dra. Elena Ruiz', 'Dr. Tomás Ibáñez', 'Dra. Marta Castaño', 'Dr. Andrés Peña'];
const letrasDni = 'TRWAGMYFPDXBNJZSQVHLCKE';
const letrasCita = 'BCDEFGHJKLMNPRSTVWXYZ';
const estados: Estado[] = ['EN_CURSO', 'CUMPLIDA', 'CANCELADA', 'PENDIENTE'];

/** A small seeded generator, so every run of a story sees the same rows. */
function aleatorio(semilla: number) {
  let s = semilla;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generarCitas(cantidad: number, semilla = 7): Cita[] {
  const azar = aleatorio(semilla);
  const elegir = <V,>(lista: readonly V[]): V => lista[Math.floor(azar() * lista.length)] as V;
  return Array.from({ length: cantidad }, (_, i) => {
    const dni = String(10000000 + Math.floor(azar() * 89999999));
    return {
      // 7919 is prime to 90000, so the numbers never repeat.
      numCita: i === 0 ? '12345A' : `${10000 + ((i * 7919) % 90000)}${elegir([...letrasCita])}`,
      paciente: `${elegir(nombres)} ${elegir(apellidos)} ${elegir(apellidos)}`,
      dni: `${dni}${letrasDni[Number(dni) % 23]}`,
      medico: elegir(medicos),
      tipo: azar() < 0.5 ? 'Radiologia' : 'Medicina General',
      fecha: new Date(2025, 2, 3 + Math.floor(azar() * 14)),
      hora: `${String(8 + Math.floor(azar() * 12)).padStart(2, '0')}:${elegir(['00', '15', '30', '45'])}`,
      estado: elegir(estados),
    };
  });
}

const citas57 = generarCitas(57);
const citas200 = generarCitas(200, 11);
const citas10000 = generarCitas(10_000, 23);

const tonoDe: Record<Estado, DataTableRowTone> = {
  EN_CURSO: 'enCurso',
  CUMPLIDA: 'cumplida',
  CANCELADA: 'cancelada',
  PENDIENTE: 'pendiente',
};

const columnas: DataTableColumn<Cita>[] = [
  { id: 'numCita', header: 'Nº de cita', accessor: 'numCita' },
  { id: 'paciente', header: 'Nombre del paciente', accessor: 'paciente', isRowHeader: true },
  { id: 'medico', header: 'Nombre del médico', accessor: 'medico' },
  { id: 'tipo', header: 'Tipo de cita', accessor: 'tipo' },
  { id: 'fecha', header: 'Fecha', accessor: 'fecha' },
  { id: 'hora', header: 'Hora', accessor: 'hora' },
];

const columnasConEstado: DataTableColumn<Cita>[] = [
  ...columnas,
  // The state is a word (and an icon) in its own column; the row's tone only repeats it.
  {
    id: 'estado',
    header: 'Estado',
    accessor: (cita) => statusLabel(cita.estado),
    cell: (cita) => <StatusBadge estado={cita.estado} />,
  },
];

const acciones = { modificar: fn(), cancelar: fn() };

const accionesDe = (cita: Cita): DataTableRowAction[] => [
  {
    id: 'modificar',
    label: `Modificar cita ${cita.numCita}`,
    icon: <Pencil size={16} />,
    tone: 'primary' as const,
    onAction: () => acciones.modificar(cita.numCita),
  },
  {
    id: 'cancelar',
    label: `Cancelar cita ${cita.numCita}`,
    icon: <Trash2 size={16} />,
    tone: 'danger' as const,
    onAction: () => acciones.cancelar(cita.numCita),
  },
];

const CitasTable = DataTable<Cita>;

/**
 * Whether a style sheet hides the browser's own cancel button of this search input (the
 * pseudo-element's computed style cannot be read, so the rules are).
 */
function cancelNativoOculto(input: Element): boolean {
  const pseudo = '::-webkit-search-cancel-button';
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(pseudo)) continue;
      const hides = rule.style.display === 'none';
      if (hides && rule.selectorText.split(',').some((s) => input.matches(s.replace(pseudo, ''))))
        return true;
    }
  }
  return false;
}

const meta = {
  title: 'Datos/DataTable',
  component: CitasTable,
  args: {
    label: 'Citas',
    data: citas57,
    columns: columnas,
    getRowId: (cita: Cita) => cita.numCita,
    defaultSort: { column: 'tipo', direction: 'descending' },
    scrollHeight: '410px',
    rowActions: accionesDe,
  },
} satisfies Meta<typeof CitasTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of the body (the header row left out). */
function filasDe(canvasElement: HTMLElement) {
  const [, ...filas] = within(canvasElement).getAllByRole('row');
  return filas;
}

const info = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The administrative 'Citas' table: sorted by type descending, 10 rows a page, 410px high. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Citas' })).toBeInTheDocument();
    await expect(info(canvasElement)).toHaveTextContent(/^Mostrando 1 a 10 de 57 registros$/);
    await expect(filasDe(canvasElement)).toHaveLength(10);
    // The filter box has one '×' only, its own: the browser's cancel button is hidden.
    await expect(cancelNativoOculto(canvas.getByRole('searchbox', { name: 'Buscar:' }))).toBe(true);
    const tipo = canvas.getByRole('columnheader', { name: /Tipo de cita/ });
    await expect(tipo).toHaveAttribute('aria-sort', 'descending');
    await expect(filasDe(canvasElement)[0]).toHaveTextContent('Radiologia');
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 11 a 20 de 57 registros');
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Página 1' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Página 6' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 51 a 57 de 57 registros');
    await expect(filasDe(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 41 a 50 de 57 registros');
  },
};

/** The filter ignores case and accents: 'garcia' finds 'García', 'ALVARO' finds 'Álvaro'. */
export const Filtrado: Story = {
  name: 'Filtrado',
  args: { data: citas200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buscar = canvas.getByRole('searchbox', { name: 'Buscar:' });
    await userEvent.type(buscar, 'garcia');
    await waitFor(() =>
      expect(info(canvasElement)).toHaveTextContent('(filtrado de un total de 200 registros)'),
    );
    for (const fila of filasDe(canvasElement)) await expect(fila).toHaveTextContent('García');

    await userEvent.clear(buscar);
    await userEvent.type(buscar, 'ALVARO');
    await waitFor(() => expect(filasDe(canvasElement)[0]).toHaveTextContent('Álvaro'));
    for (const fila of filasDe(canvasElement)) await expect(fila).toHaveTextContent(/Álvaro/);

    // Escape empties the search field and brings every row back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(info(canvasElement)).toHaveTextContent(/^Mostrando 1 a 10 de 200 registros$/),
    );
  },
};

/** The filter leaves nothing: 'No se encontraron resultados' and the DataTables info. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  args: { data: citas200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar:' }), 'zzzz');
    await waitFor(() =>
      expect(canvas.getByText('No se encontraron resultados')).toBeInTheDocument(),
    );
    await expect(info(canvasElement)).toHaveTextContent(
      'Mostrando 0 a 0 de 0 registros (filtrado de un total de 200 registros)',
    );
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** No rows at all. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay datos disponibles')).toBeInTheDocument();
    await expect(info(canvasElement)).toHaveTextContent(/^Mostrando 0 a 0 de 0 registros$/);
  },
};

/** A click on a header sorts by it; a second click reverses the order. */
export const Ordenacion: Story = {
  name: 'Ordenación',
  args: { defaultSort: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A header's name joins its sort button's once react-aria has matched their ids, an effect
    // after the first render.
    const numero = await canvas.findByRole('columnheader', { name: /Nº de cita/ });
    await userEvent.click(numero);
    await expect(numero).toHaveAttribute('aria-sort', 'ascending');
    const ascendente = [...citas57].map((c) => c.numCita).sort();
    await expect(filasDe(canvasElement)[0]).toHaveTextContent(ascendente[0] as string);
    await userEvent.click(numero);
    await expect(numero).toHaveAttribute('aria-sort', 'descending');
    await expect(filasDe(canvasElement)[0]).toHaveTextContent(ascendente.at(-1) as string);

    // Dates sort as dates, not as text.
    const fecha = canvas.getByRole('columnheader', { name: /Fecha/ });
    await userEvent.click(fecha);
    const primera = Math.min(...citas57.map((c) => c.fecha.getTime()));
    const texto = new Date(primera).toLocaleDateString('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await expect(filasDe(canvasElement)[0]).toHaveTextContent(texto);
  },
};

/** 'Mostrar 25 registros' shows 25 rows a page. */
export const TamanoDePagina: Story = {
  name: 'Tamaño de página',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Mostrar/ }));
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 1 a 25 de 57 registros');
    await expect(filasDe(canvasElement)).toHaveLength(25);
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Página 4' })).not.toBeInTheDocument();
  },
};

/** Rows toned by state; the state is also a word in its own column. */
export const TonosPorEstado: Story = {
  name: 'Tonos por estado',
  args: {
    columns: columnasConEstado,
    rowTone: (cita: Cita) => tonoDe[cita.estado],
    defaultSort: { column: 'estado', direction: 'ascending' },
  },
  play: async ({ canvasElement }) => {
    const filas = filasDe(canvasElement);
    for (const fila of filas) {
      await expect(fila).toHaveTextContent(/Programada|Cumplida|Cancelada|Pendiente/);
    }
    const cancelada = filas.find((fila) => fila.textContent?.includes('Cancelada'));
    const surface = getComputedStyle(canvasElement).backgroundColor;
    await expect(cancelada && getComputedStyle(cancelada).backgroundColor).not.toBe(surface);
  },
};

/** Each row has labelled icon buttons: 'Modificar cita 12345A', 'Cancelar cita 12345A'. */
export const AccionesDeFila: Story = {
  name: 'Acciones de fila',
  args: { defaultSort: { column: 'numCita', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    acciones.modificar.mockClear();
    acciones.cancelar.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar cita 12345A' }));
    await expect(acciones.modificar).toHaveBeenCalledWith('12345A');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 12345A' }));
    await expect(acciones.cancelar).toHaveBeenCalledWith('12345A');
  },
};

/** The 35th appointment by number: on page 4 when the table is sorted by number. */
const numeroActual = citas57.map((cita) => cita.numCita).sort()[34] as string;

/** The number column says which row is the current one, in words. */
const columnasFilaActual: DataTableColumn<Cita>[] = [
  {
    ...(columnas[0] as DataTableColumn<Cita>),
    cell: (cita) =>
      cita.numCita === numeroActual ? `${cita.numCita} (recién cambiada)` : cita.numCita,
  },
  ...columnas.slice(1),
];

/**
 * A current row (`currentRowId`), e.g. the appointment just changed: the table opens at its page,
 * scrolls it into view and outlines it; a cell says why in words.
 */
export const FilaActual: Story = {
  name: 'Fila actual',
  args: {
    defaultSort: { column: 'numCita', direction: 'ascending' },
    currentRowId: numeroActual,
    columns: columnasFilaActual,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 31 a 40 de 57 registros');
    const actual = canvasElement.querySelector('[data-current]') as HTMLElement;
    await expect(actual).toHaveTextContent(`${numeroActual} (recién cambiada)`);
    await expect(getComputedStyle(actual).outlineStyle).toBe('solid');
    await expect(canvasElement.querySelectorAll('[data-current]')).toHaveLength(1);
    // Paging away is still possible: the current row only chooses the first page shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Página 1' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 1 a 10 de 57 registros');
    await expect(canvasElement.querySelector('[data-current]')).toBeNull();
  },
};

/**
 * Keyboard only: Tab reaches the table, arrows move between rows and cells, Enter on a header
 * sorts, and a row's action button is reached and pressed.
 */
export const Teclado: Story = {
  name: 'Teclado',
  args: { showFilter: false },
  play: async ({ canvasElement }) => {
    acciones.modificar.mockClear();
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Citas' });
    // Tab past the page size select into the table: its first row takes focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Mostrar/ })).toHaveFocus();
    await userEvent.tab();
    const filas = filasDe(canvasElement);
    const primera = filas[0] as HTMLElement;
    await expect(primera).toHaveFocus();
    const numero = within(primera).getAllByRole('gridcell')[0]?.textContent ?? '';

    await userEvent.keyboard('{ArrowDown}');
    await expect(filas[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(primera).toHaveFocus();

    // Into the cells: right moves along the row; the actions cell gives focus to its first button.
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    await expect(document.activeElement).toHaveTextContent(numero);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('role', 'rowheader');
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowRight}');
    const modificar = canvas.getByRole('button', { name: `Modificar cita ${numero}` });
    await expect(modificar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(acciones.modificar).toHaveBeenCalledWith(numero);

    // Up from the first row reaches the header; Enter on a sortable header sorts by it.
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowUp}');
    const cabecera = canvas.getByRole('columnheader', { name: /Nº de cita/ });
    await expect(cabecera).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cabecera).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(cabecera).toHaveAttribute('aria-sort', 'descending');
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
  },
};

/**
 * 10,000 generated appointments: filtering, sorting and paging stay smooth because the search
 * index and row models are memoised and only the current page is rendered.
 */
export const DiezMilFilas: Story = {
  name: 'Diez mil filas',
  args: { data: citas10000, columns: columnasConEstado },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 1 a 10 de 10.000 registros');
    await expect(filasDe(canvasElement)).toHaveLength(10);

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar:' }), 'nunez');
    await waitFor(() =>
      expect(info(canvasElement)).toHaveTextContent('(filtrado de un total de 10.000 registros)'),
    );
    for (const fila of filasDe(canvasElement)) await expect(fila).toHaveTextContent('Núñez');
    await expect(filasDe(canvasElement).length).toBeLessThanOrEqual(10);

    const hora = canvas.getByRole('columnheader', { name: /Hora/ });
    await userEvent.click(hora);
    await expect(hora).toHaveAttribute('aria-sort', 'ascending');
    await expect(filasDe(canvasElement)[0]).toHaveTextContent('08:00');

    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(info(canvasElement)).toHaveTextContent(/^Mostrando 11 a 20 de /);
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filasDe(canvasElement)).toHaveLength(10);
  },
};

/** The doctor's table: 420px high, no info text. */
export const Medico: Story = {
  name: 'Médico',
  args: {
    label: 'Pacientes de hoy',
    columns: [
      { id: 'numCita', header: 'Nº de cita', accessor: 'numCita' },
      { id: 'paciente', header: 'Nombre completo', accessor: 'paciente', isRowHeader: true },
      { id: 'dni', header: 'DNI', accessor: 'dni' },
      { id: 'hora', header: 'Hora', accessor: 'hora' },
    ],
    defaultSort: { column: 'hora', direction: 'ascending' },
    scrollHeight: '420px',
    showInfo: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
  },
};

/** The patient's history: 330px high, no search and no paging, every row rendered. */
export const HistorialPaciente: Story = {
  name: 'Historial paciente',
  args: {
    label: 'Historial de citas',
    data: citas57.slice(0, 14),
    columns: columnasConEstado,
    rowTone: (cita: Cita) => tonoDe[cita.estado],
    rowActions: undefined,
    defaultSort: { column: 'fecha', direction: 'descending' },
    scrollHeight: '330px',
    showFilter: false,
    showPaging: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(filasDe(canvasElement)).toHaveLength(14);
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 1 a 14 de 14 registros');
  },
};

/** An empty history with its own text. */
export const HistorialVacio: Story = {
  name: 'Historial vacío',
  args: {
    ...HistorialPaciente.args,
    data: [],
    texts: { empty: 'El paciente no ha realizado ninguna cita...' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('El paciente no ha realizado ninguna cita...'),
    ).toBeInTheDocument();
  },
};

interface Tono {
  id: string;
  estado: EstadoClinico | undefined;
}

const tonoDeEstado: Record<EstadoClinico, DataTableRowTone> = {
  ...tonoDe,
  NO_PRESENTADA: 'noPresentada',
  RESUELTA: 'resuelta',
};

const tonos: Tono[] = [
  { id: '1', estado: undefined },
  { id: '2', estado: 'EN_CURSO' },
  { id: '3', estado: 'CUMPLIDA' },
  { id: '4', estado: 'CANCELADA' },
  { id: '5', estado: 'PENDIENTE' },
  { id: '6', estado: 'RESUELTA' },
  { id: '7', estado: 'NO_PRESENTADA' },
];

/** Every row tone, with the state word and the action buttons on it, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <DataTable<Tono>
      label="Tonos de fila"
      data={tonos}
      columns={[
        { id: 'id', header: 'Nº', accessor: 'id' },
        {
          id: 'estado',
          header: 'Estado',
          accessor: (fila) => (fila.estado ? statusLabel(fila.estado) : 'Sin tono'),
          cell: (fila) => (fila.estado ? <StatusBadge estado={fila.estado} /> : 'Sin tono'),
          isRowHeader: true,
        },
      ]}
      getRowId={(fila) => fila.id}
      rowTone={(fila) => (fila.estado ? tonoDeEstado[fila.estado] : undefined)}
      rowActions={(fila) => [
        {
          id: 'modificar',
          label: `Modificar fila ${fila.id}`,
          icon: <Pencil size={16} />,
          tone: 'primary',
          onAction: () => {},
        },
        {
          id: 'eliminar',
          label: `Eliminar fila ${fila.id}`,
          icon: <Trash2 size={16} />,
          tone: 'danger',
          onAction: () => {},
        },
      ]}
      showFilter={false}
      showPaging={false}
    />
  ),
};

/* The cards: what the table becomes below its width threshold (`card`). */

/** The same actions with the words their card buttons show. */
const accionesConTexto = (cita: Cita): DataTableRowAction[] =>
  accionesDe(cita).map((accion) => ({
    ...accion,
    text: accion.id === 'modificar' ? 'Modificar' : 'Cancelar',
  }));

const tarjeta: DataTableCardLayout<Cita> = {
  title: 'paciente',
  lead: 'hora',
  status: 'estado',
  details: ['numCita', 'tipo', 'medico', 'fecha'],
};

/** A phone's width: the table measures this box, not the window. */
function Estrecho({ children, ancho = 375 }: { children: ReactNode; ancho?: number }) {
  return <div style={{ width: ancho, maxWidth: '100%' }}>{children}</div>;
}

const enTarjetas = {
  columns: columnasConEstado,
  rowTone: (cita: Cita) => tonoDe[cita.estado],
  rowActions: accionesConTexto,
  card: tarjeta,
} satisfies Partial<DataTableProps<Cita>>;

const tarjetasDe = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Citas' })).getAllByRole('listitem');

/**
 * 375 px wide: one card per appointment, only the cards (no table behind them), with the same
 * rows, search, info and pages; each card has the patient as its heading, the time, the state in
 * words with its icon, the details and the actions with their words.
 */
export const Tarjetas: Story = {
  name: 'Tarjetas',
  args: enTarjetas,
  render: (args) => (
    <Estrecho>
      <CitasTable {...args} />
    </Estrecho>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    const tarjetas = tarjetasDe(canvasElement);
    await expect(tarjetas).toHaveLength(10);
    await expect(info(canvasElement)).toHaveTextContent(/^Mostrando 1 a 10 de 57 registros$/);
    const primera = tarjetas[0] as HTMLElement;
    // Sorted by type descending, as the table.
    await expect(primera).toHaveTextContent('Radiologia');
    await expect(within(primera).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(primera).toHaveTextContent(/Programada|Cumplida|Cancelada|Pendiente/);
    await expect(primera.querySelector('svg')).not.toBeNull();
    const modificar = within(primera).getByRole('button', { name: /^Modificar cita / });
    await expect(modificar).toHaveTextContent('Modificar');
    // Nothing sticks out of the phone's width.
    const caja = canvasElement.firstElementChild as HTMLElement;
    await expect(caja.scrollWidth).toBeLessThanOrEqual(caja.clientWidth);

    // The pages, by mouse.
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      'Página 1 de 6',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 11 a 20 de 57 registros');
    await expect(canvas.getByText('Página 2 de 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByText('Página 1 de 6')).toBeVisible();
  },
};

/** The search finds what it finds in the table: 'garcia' leaves the cards of García. */
export const TarjetasFiltradas: Story = {
  name: 'Tarjetas filtradas',
  args: { ...enTarjetas, data: citas200 },
  render: Tarjetas.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar:' }), 'garcia');
    await waitFor(() =>
      expect(info(canvasElement)).toHaveTextContent('(filtrado de un total de 200 registros)'),
    );
    for (const tarjeta of tarjetasDe(canvasElement))
      await expect(tarjeta).toHaveTextContent('García');
  },
};

/** No card left by the search: the same 'No se encontraron resultados' as the table. */
export const TarjetasSinResultados: Story = {
  name: 'Tarjetas sin resultados',
  args: enTarjetas,
  render: Tarjetas.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar:' }), 'zzzz');
    await waitFor(() => expect(canvas.getByText('No se encontraron resultados')).toBeVisible());
    await expect(canvas.queryByRole('list', { name: 'Citas' })).toBeNull();
  },
};

const horas = citas57.map((cita) => cita.hora).sort();

/** 'Ordenar por' takes the place of the headers: 'Hora (ascendente)' puts the earliest first. */
export const TarjetasOrdenadas: Story = {
  name: 'Tarjetas ordenadas',
  args: enTarjetas,
  render: Tarjetas.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ordenar = canvas.getByRole('button', { name: /Ordenar por/ });
    await expect(ordenar).toHaveTextContent('Tipo de cita (descendente)');
    await userEvent.click(ordenar);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Hora (ascendente)' }),
    );
    await expect(ordenar).toHaveTextContent('Hora (ascendente)');
    await expect(tarjetasDe(canvasElement)[0]).toHaveTextContent(horas[0] as string);
  },
};

/**
 * Keyboard only: Tab reaches the page size, the search and 'Ordenar por'; arrows and Enter choose
 * a sort; Tab goes on to the first card's actions, and Enter presses one.
 */
export const TarjetasTeclado: Story = {
  name: 'Tarjetas con teclado',
  args: enTarjetas,
  render: Tarjetas.render,
  play: async ({ canvasElement }) => {
    acciones.modificar.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Mostrar/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar:' })).toHaveFocus();
    await userEvent.tab();
    const ordenar = canvas.getByRole('button', { name: /Ordenar por/ });
    await expect(ordenar).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    while (!document.activeElement?.textContent?.startsWith('Hora (ascendente)'))
      await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(ordenar).toHaveTextContent('Hora (ascendente)');
    await waitFor(() => expect(ordenar).toHaveFocus());

    await userEvent.tab();
    const primera = tarjetasDe(canvasElement)[0] as HTMLElement;
    const modificar = within(primera).getByRole('button', { name: /^Modificar cita / });
    await expect(modificar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(acciones.modificar).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(within(primera).getByRole('button', { name: /^Cancelar cita / })).toHaveFocus();
  },
};

/**
 * The current row as a card: its page opens, it is outlined and `aria-current`, and a detail
 * says why in words.
 */
export const TarjetaActual: Story = {
  name: 'Tarjeta actual',
  args: {
    ...enTarjetas,
    ...FilaActual.args,
    columns: [...columnasFilaActual, columnasConEstado.at(-1) as DataTableColumn<Cita>],
  },
  render: Tarjetas.render,
  play: async ({ canvasElement }) => {
    await expect(info(canvasElement)).toHaveTextContent('Mostrando 31 a 40 de 57 registros');
    const actual = canvasElement.querySelector('li[data-current]') as HTMLElement;
    await expect(actual).toHaveAttribute('aria-current', 'true');
    await expect(actual).toHaveTextContent(`${numeroActual} (recién cambiada)`);
    await expect(getComputedStyle(actual).outlineStyle).toBe('solid');
  },
};

/**
 * The table measures its own box, not the window: the same component in a wide box is a table
 * and in a narrow one cards, and it switches when the box is resized, never showing both.
 */
export const SegunElAncho: Story = {
  name: 'Según el ancho',
  args: enTarjetas,
  render: (args) => (
    <div data-testid="caja" style={{ width: 900, maxWidth: '100%' }}>
      <CitasTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caja = canvas.getByTestId('caja');
    await expect(canvas.getByRole('grid', { name: 'Citas' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Citas' })).toBeNull();
    caja.style.width = '600px';
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Citas' })).toBeVisible());
    await expect(canvas.queryByRole('grid')).toBeNull();
    caja.style.width = '900px';
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Citas' })).toBeVisible());
    await expect(canvas.queryByRole('list', { name: 'Citas' })).toBeNull();
    caja.style.width = '375px';
    await waitFor(() => expect(canvas.queryByRole('grid')).toBeNull());
  },
};

const pocas = citas57.slice(0, 4);

/**
 * `layout="cards"` at every width, for a list of a few rows (the radiologist's day): no search,
 * no pages, no sort select; cards side by side where they fit.
 */
export const SiempreTarjetas: Story = {
  name: 'Siempre tarjetas',
  args: {
    ...enTarjetas,
    data: pocas,
    layout: 'cards',
    showFilter: false,
    showPaging: false,
    showInfo: false,
    showSort: false,
    card: { ...tarjeta, headingLevel: 2 },
  },
  render: (args) => (
    <div style={{ width: 900, maxWidth: '100%' }}>
      <CitasTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Ordenar por/ })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/**
 * Every tone as a card, an action that cannot be done now (its reason in view) and a row
 * without a lead or details, for visual review.
 */
export const MatrizDeTarjetas: Story = {
  name: 'Matriz de tarjetas',
  render: () => (
    <Estrecho>
      <DataTable<Tono>
        label="Tonos de tarjeta"
        data={tonos}
        layout="cards"
        columns={[
          { id: 'id', header: 'Nº', accessor: 'id' },
          {
            id: 'estado',
            header: 'Estado',
            accessor: (fila) => (fila.estado ? statusLabel(fila.estado) : 'Sin tono'),
            cell: (fila) => (fila.estado ? <StatusBadge estado={fila.estado} /> : null),
          },
        ]}
        card={{
          title: (fila) => `Fila ${fila.id}`,
          lead: (fila) => (fila.estado ? `${8 + Number(fila.id)}:00` : null),
          status: 'estado',
          details: ['id'],
        }}
        getRowId={(fila) => fila.id}
        rowTone={(fila) => (fila.estado ? tonoDeEstado[fila.estado] : undefined)}
        rowActions={(fila) => [
          {
            id: 'modificar',
            label: `Modificar fila ${fila.id}`,
            text: 'Modificar',
            icon: <Pencil size={16} />,
            onAction: () => {},
          },
          {
            id: 'eliminar',
            label: `Eliminar fila ${fila.id}`,
            text: 'Eliminar',
            icon: <Trash2 size={16} />,
            tone: 'danger',
            disabledReason:
              fila.estado === 'RESUELTA'
                ? 'Solo se pueden eliminar incidencias con estado PENDIENTE.'
                : undefined,
            onAction: () => {},
          },
        ]}
        currentRowId="3"
        showFilter={false}
        showPaging={false}
        showSort={false}
      />
    </Estrecho>
  ),
  play: async ({ canvasElement }) => {
    const eliminar = within(canvasElement).getByRole('button', { name: 'Eliminar fila 6' });
    await expect(eliminar).toHaveAttribute('aria-disabled', 'true');
    await expect(eliminar).toHaveAccessibleDescription(
      'Solo se pueden eliminar incidencias con estado PENDIENTE.',
    );
  },
};
