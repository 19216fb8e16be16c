import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { preparacionDeHistoria } from '../../stories/msw';
import { antonio, lucia, manuel, paginaDePacientes } from '../../stories/pacientes';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { falloDeRed } from '../../test/fixtures';
import { BuscarPaciente } from './BuscarPaciente';

const meta = {
  title: 'Flujos/Buscar paciente',
  component: BuscarPaciente,
  beforeEach: preparacionDeHistoria,
  args: {
    busqueda: 'garcia',
    lista: paginaDePacientes([antonio, lucia]),
    onBuscar: fn(),
    onPagina: fn(),
    onReintentar: fn(),
    onEditar: fn(),
    onDarCita: fn(),
    crearPacienteHref: '/administrativo/crearPaciente',
  },
} satisfies Meta<typeof BuscarPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Antes de buscar: el campo y lo que se puede escribir; menos de 2 caracteres no busca. */
export const SinBuscar: Story = {
  name: 'Sin buscar',
  args: { busqueda: '', lista: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
    const campo = canvas.getByRole('searchbox', {
      name: 'Nombre, apellidos, documento, teléfono o fecha de nacimiento',
    });
    await userEvent.type(campo, 'g{Enter}');
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Escribe al menos 2 caracteres para buscar.')).toBeVisible();
    await expect(args.onBuscar).not.toHaveBeenCalled();
    await userEvent.type(campo, 'arcía ');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onBuscar).toHaveBeenCalledWith('garcía');
  },
};

/** Resultados: nombre, documento, fecha de nacimiento, teléfono y correo; por fila 'Editar' y 'Dar cita'. */
export const ConResultados: Story = {
  name: 'Con resultados',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Se han encontrado 2 pacientes.');
    const tabla = canvas.getByRole('grid', { name: 'Pacientes' });
    // The table's rows come a moment after the table itself (react-aria builds its collection).
    await expect(await within(tabla).findByText('17/04/1985')).toBeVisible();
    await expect(within(tabla).getByText('X1234567L')).toBeVisible();
    await userEvent.click(
      within(tabla).getByRole('button', { name: 'Editar a Lucía García Fernández' }),
    );
    await expect(args.onEditar).toHaveBeenCalledWith(lucia);
    await userEvent.click(
      within(tabla).getByRole('button', { name: 'Dar cita a Antonio García López' }),
    );
    await expect(args.onDarCita).toHaveBeenCalledWith(antonio);
  },
};

/** Más de una página: las del servidor, con 'Anterior' y 'Siguiente'. */
export const VariasPaginas: Story = {
  name: 'Varias páginas',
  args: { lista: paginaDePacientes([manuel], { pagina: 2, total: 23 }), busqueda: 'ma' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 11 a 11 de 23 pacientes')).toBeVisible();
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPagina).toHaveBeenCalledWith(3);
  },
};

/** Nadie coincide: lo dice, con lo buscado, y ofrece crear el paciente. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  args: { busqueda: 'zuloaga', lista: paginaDePacientes([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ningún paciente coincide con «zuloaga».')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crear paciente' })).toHaveAttribute(
      'href',
      '/administrativo/crearPaciente',
    );
  },
};

/** Buscando: el esqueleto de la tabla. */
export const Buscando: Story = {
  name: 'Buscando',
  args: { lista: undefined },
};

/** Sin conexión: el aviso y 'Reintentar'. */
export const FalloAlBuscar: Story = {
  name: 'Fallo al buscar',
  args: { lista: undefined, error: falloDeRed },
  play: probarFalloAlCargar,
};

/** En un móvil de 375 px: una tarjeta por paciente, con sus acciones en palabras. */
export const EnMovil: Story = {
  name: 'En un móvil',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Lucía García Fernández' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Dar cita a / })).toHaveLength(2);
  },
};

/**
 * 'Descargar CSV' bajo los resultados: la hoja de todos los encontrados (todas las páginas del
 * servidor), con lo buscado.
 */
export const DescargarCsv: Story = {
  name: 'Descargar CSV',
  args: { onDescargarCsv: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Descargar CSV: los 2 pacientes encontrados' }),
    );
    await expect(args.onDescargarCsv).toHaveBeenCalledWith('garcia');
  },
};
