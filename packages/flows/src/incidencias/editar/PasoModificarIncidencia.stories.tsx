import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso } from '../../../stories/asistente';
import { datosRellenos, pendiente, resuelta } from '../../../stories/incidencias';
import { limpiarAnuncios } from '../../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../../errores/fallos';
import { datosDe } from '../datos';
import { PasoModificarIncidencia } from './PasoModificarIncidencia';

const meta = {
  title: 'Flujos/Incidencias/Editar/Pasos/1 Modificar incidencia',
  component: PasoModificarIncidencia,
  beforeEach: limpiarAnuncios,
  args: {
    id: pendiente.id,
    datos: datosRellenos,
    imagenes: [{ clave: 'servidor-1', nombre: 'impresora-error.png', id_imagen: 1 }],
    errores: {},
    listaHref: '/administrativo/misIncidencias',
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoModificarIncidencia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Una PENDIENTE cargada: se cambia y 'Actualizar' la envía. */
export const Pendiente: Story = {
  name: 'Pendiente',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Modificar Incidencia' })).toHaveFocus(),
    );
    await expect(canvas.getByLabelText('Asunto')).toHaveValue(pendiente.asunto);
    await expect(canvas.getByText('impresora-error.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Cargando la incidencia y sus imágenes. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { carga: { estado: 'cargando' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cargando la incidencia…')).toBeVisible();
    await expect(canvas.queryByLabelText('Asunto')).toBeNull();
  },
};

/** Sin conexión al cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { carga: { estado: 'fallo', mensaje: MENSAJE_SIN_CONEXION, reintentable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await esperarFocoDelPaso(canvasElement);
    const reintentar = canvas.getByRole('button', { name: 'Reintentar' });
    await userEvent.click(reintentar);
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR' });
    await waitFor(() => expect(reintentar).toHaveFocus());
  },
};

/** No existe o es de otro (404/403): se dice, sin reintentar, con el camino a la lista. */
export const NoEncontrada: Story = {
  name: 'No encontrada',
  args: {
    carga: {
      estado: 'fallo',
      mensaje: 'No existe ninguna incidencia con ese id.',
      reintentable: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No existe ninguna incidencia con ese id.',
    );
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir a mis incidencias' })).toBeVisible();
  },
};

/** RESUELTA: se ve, nada se cambia y 'Actualizar' está desactivado (§4). */
export const Resuelta: Story = {
  name: 'Resuelta',
  args: { id: resuelta.id, datos: datosDe(resuelta), imagenes: [], resuelta: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Esta incidencia está resuelta')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await expect(canvas.getByLabelText('Asunto')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Seleccionar archivos' })).toBeNull();
  },
};

/** Enviando: la barra de las imágenes nuevas. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { progreso: { subidas: 0, total: 1, guardando: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo imagen 1 de 1' })).toBeVisible();
  },
};
