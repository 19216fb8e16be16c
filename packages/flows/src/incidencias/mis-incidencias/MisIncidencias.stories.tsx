import type { Incidencia } from '@clinica/api-client';
import { handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { argsDeMaquinas } from '../../../stories/args';
import { clienteDeHistoria } from '../../../stories/cliente';
import { delAdministrativo, pendiente, resuelta } from '../../../stories/incidencias';
import { conServidorSimulado, preparacionDeHistoria } from '../../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../../stories/paginas';
import { MENSAJE_SIN_CONEXION } from '../../errores/fallos';
import { actoresEliminarIncidencia, cargarMisIncidencias } from '../actors';
import { eliminarIncidenciaMachine } from '../eliminar/machine';
import { MisIncidencias, type MisIncidenciasProps } from './MisIncidencias';

const cliente = clienteDeHistoria();
const eliminar = eliminarIncidenciaMachine.provide({ actors: actoresEliminarIncidencia(cliente) });
const sinBorrar = eliminarIncidenciaMachine.provide({
  actors: { borrarIncidencia: fromPromise(() => new Promise<void>(() => undefined)) },
});

const meta = {
  title: 'Flujos/Incidencias',
  argTypes: argsDeMaquinas('eliminar'),
  component: MisIncidencias,
  beforeEach: preparacionDeHistoria,
  args: {
    incidencias: delAdministrativo,
    inicioHref: '/administrativo',
    crearHref: '/administrativo/crearIncidencia',
    onEditar: fn(),
    onReintentar: fn(),
    eliminar: sinBorrar,
  },
} satisfies Meta<typeof MisIncidencias>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Las del administrativo: estado en palabras, editar la pendiente y ver la resuelta. */
export const ConIncidencias: Story = {
  name: 'Con incidencias',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Mis incidencias' });
    await expect(within(tabla).getByText('Pendiente')).toBeVisible();
    await expect(within(tabla).getByText('Resuelta')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crear incidencia' })).toHaveAttribute(
      'href',
      '/administrativo/crearIncidencia',
    );
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/administrativo',
    );
    await userEvent.click(
      within(tabla).getByRole('button', { name: `Editar la incidencia '${pendiente.asunto}'` }),
    );
    await expect(args.onEditar).toHaveBeenCalledWith(pendiente);
  },
};

/**
 * Una RESUELTA no se puede eliminar, y su papelera lo dice antes de pulsarla: desactivada pero
 * enfocable, con el motivo de §8 como descripción y en su rótulo; pulsarla no abre nada
 * (docs/decisiones.md (44)).
 */
export const EliminarResuelta: Story = {
  name: 'Eliminar resuelta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Mis incidencias' });
    const eliminar = within(tabla).getByRole('button', {
      name: `Eliminar la incidencia '${resuelta.asunto}'`,
    });
    await expect(eliminar).toHaveAttribute('aria-disabled', 'true');
    await expect(eliminar).toHaveAccessibleDescription(
      'Solo se pueden eliminar incidencias con estado PENDIENTE.',
    );
    await userEvent.click(eliminar);
    await expect(eliminar).toHaveFocus();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    // La de una PENDIENTE sigue activa y sin motivo.
    const otra = within(tabla).getByRole('button', {
      name: `Eliminar la incidencia '${pendiente.asunto}'`,
    });
    await expect(otra).not.toHaveAttribute('aria-disabled');
    await expect(otra).not.toHaveAccessibleDescription();
    await expect(args.onEditar).not.toHaveBeenCalled();
  },
};

/** Cargando: filas de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { incidencias: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** Sin incidencias: lo dice y ofrece crear una. */
export const Vacia: Story = {
  name: 'Vacía',
  args: { incidencias: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No tienes incidencias' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Crear incidencia' })).toHaveLength(2);
  },
};

/** No se han podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): una tarjeta por incidencia, que dice de cuál es cada botón. */
export const Estrecha: Story = {
  name: 'Estrecha',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tarjetas = canvas.getByRole('list', { name: 'Mis incidencias' });
    await expect(tarjetas).toBeVisible();
    await expect(
      within(tarjetas).getByRole('heading', { level: 2, name: pendiente.asunto }),
    ).toBeVisible();
    await expect(
      within(tarjetas).getByRole('button', {
        name: `Ver la incidencia resuelta '${resuelta.asunto}'`,
      }),
    ).toBeVisible();
    // Su papelera, desactivada con el motivo a la vista y como descripción.
    const papelera = within(tarjetas).getByRole('button', {
      name: `Eliminar la incidencia '${resuelta.asunto}'`,
    });
    await expect(papelera).toHaveAttribute('aria-disabled', 'true');
    await expect(papelera).toHaveAccessibleDescription(
      'Solo se pueden eliminar incidencias con estado PENDIENTE.',
    );
    await expect(
      within(tarjetas).getByText('Solo se pueden eliminar incidencias con estado PENDIENTE.', {
        selector: 'p',
      }),
    ).toBeVisible();
  },
};

/** La lista conectada al servidor simulado, como en la aplicación. */
function MisIncidenciasConectadas(props: Pick<MisIncidenciasProps, 'eliminar' | 'onEditar'>) {
  const [lista, setLista] = useState<Incidencia[] | undefined>();
  const cargar = useCallback(() => {
    cargarMisIncidencias(cliente, 1).then(setLista);
  }, []);
  useEffect(cargar, [cargar]);
  return (
    <MisIncidencias
      {...props}
      incidencias={lista}
      crearHref="/administrativo/crearIncidencia"
      onEliminada={cargar}
    />
  );
}

/**
 * Eliminar de verdad: la pregunta 'Confirmar Eliminación', 'No, volver' no borra, 'Sí, eliminar
 * la incidencia' sí; la fila desaparece y el aviso recibe el foco.
 */
export const FlujoEliminar: Story = {
  name: 'Flujo eliminar',
  beforeEach: conServidorSimulado(),
  render: (args) => <MisIncidenciasConectadas eliminar={eliminar} onEditar={args.onEditar} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    const boton = await canvas.findByRole('button', {
      name: `Eliminar la incidencia '${pendiente.asunto}'`,
    });
    await userEvent.click(boton);
    let pregunta = await pagina.findByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await expect(pregunta).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar esta incidencia?',
    );
    await expect(within(pregunta).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(within(pregunta).getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(pregunta).not.toBeInTheDocument());
    await userEvent.click(boton);
    pregunta = await pagina.findByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await userEvent.click(
      within(pregunta).getByRole('button', { name: 'Sí, eliminar la incidencia' }),
    );
    await waitFor(() => expect(pregunta).not.toBeInTheDocument());
    const aviso = await canvas.findByText(`Incidencia '${pendiente.asunto}' eliminada.`);
    await expect(aviso).toHaveAttribute('role', 'status');
    await waitFor(() => expect(aviso).toHaveFocus());
    await waitFor(() =>
      expect(canvas.queryByText(pendiente.asunto, { selector: 'td, th, h2' })).toBeNull(),
    );
  },
};

/** El servidor falla al borrar: 'Error al eliminar la incidencia.' en un diálogo. */
export const FalloAlEliminar: Story = {
  name: 'Fallo al eliminar',
  beforeEach: conServidorSimulado(handlers.borrarIncidencia.error(500)),
  render: (args) => <MisIncidenciasConectadas eliminar={eliminar} onEditar={args.onEditar} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Eliminar la incidencia '${pendiente.asunto}'` }),
    );
    const pregunta = await pagina.findByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await userEvent.click(
      within(pregunta).getByRole('button', { name: 'Sí, eliminar la incidencia' }),
    );
    const error = await pagina.findByRole('dialog', { name: 'Error' });
    await expect(error).toHaveTextContent('Error al eliminar la incidencia.');
    // Su estado final: la pregunta ya cerrada y el foco dentro del aviso de error.
    await waitFor(() => expect(pagina.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(error).toContainElement(document.activeElement as HTMLElement));
  },
};
