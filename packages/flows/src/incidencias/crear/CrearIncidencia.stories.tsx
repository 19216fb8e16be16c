import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../../stories/asistente';
import { clienteDeHistoria } from '../../../stories/cliente';
import { archivoPng, HOY } from '../../../stories/incidencias';
import { conServidorSimulado, limpiarAnuncios } from '../../../stories/msw';
import { actoresCrearIncidencia } from '../actors';
import { CrearIncidencia, type CrearIncidenciaProps } from './CrearIncidencia';
import { crearIncidenciaMachine } from './machine';

/** El asistente conectado al servidor simulado por el cliente real, como el del administrativo. */
function CrearIncidenciaDeHistoria(props: Omit<CrearIncidenciaProps, 'machine'>) {
  return (
    <CrearIncidencia
      machine={crearIncidenciaMachine.provide({
        actors: actoresCrearIncidencia(clienteDeHistoria()),
      })}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Incidencias/Crear',
  component: CrearIncidenciaDeHistoria,
  args: {
    input: { hoy: HOY, nombre: 'Ana Torres Gil', puesto_trabajo: 2 },
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof CrearIncidenciaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lienzo = ReturnType<typeof within>;

async function rellenar(canvas: Lienzo, canvasElement: HTMLElement, asunto: string) {
  await esperarTitulo(canvas, 'Datos de la incidencia');
  await userEvent.type(canvas.getByLabelText('Asunto'), asunto);
  await userEvent.click(canvas.getByText('Alta'));
  await userEvent.type(canvas.getByLabelText('Descripción'), 'No imprime justificantes.');
  const entrada = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(entrada, [archivoPng('aviso.png'), archivoPng('bandeja.png')]);
  // The list shows them once their content has been checked, which is asynchronous.
  await expect(await canvas.findByText('bandeja.png')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await esperarTitulo(canvas, 'Resumen de datos');
}

/**
 * El asistente entero: el formulario con dos imágenes, el resumen, 'Confirmar' y la
 * confirmación; el servidor guarda la incidencia del administrativo con sus dos imágenes.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rellenar(canvas, canvasElement, 'Impresora atascada');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearIncidencia/resumenDatos',
    );
    await expect(canvas.getByText('aviso.png, bandeja.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await esperarTitulo(canvas, 'Incidencia creada y enviada correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearIncidencia/resumenDatos/confirmacionIncidencia',
    );
    const creada = getMockDb().incidencias.find((i) => i.asunto === 'Impresora atascada');
    await expect(creada).toMatchObject({ estado: 'PENDIENTE', id_administrativo: 1 });
    const imagenes = getMockDb().imagenesIncidencia.filter((i) => i.id_incidencia === creada?.id);
    await expect(imagenes.map((i) => i.nombre_imagen)).toEqual(['aviso.png', 'bandeja.png']);
    await expect(args.onTerminar).toHaveBeenCalledWith({ incidencia: creada, imagenes: 2 });
    limpiarAnuncios();
  },
};

/**
 * Una imagen que el servidor rechaza: el resumen lo dice y conserva todo; 'Confirmar' otra vez
 * no crea una segunda incidencia.
 */
export const FallaUnaImagen: Story = {
  name: 'Falla una imagen',
  beforeEach: conServidorSimulado(
    handlers.guardarImagenesIncidencia.error(500, {
      message: 'Se ha producido un error inesperado.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rellenar(canvas, canvasElement, 'Impresora sin tóner');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent('la imagen aviso.png no se ha podido subir');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Resumen de datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await expect(
      getMockDb().incidencias.filter((i) => i.asunto === 'Impresora sin tóner'),
    ).toHaveLength(1);
    limpiarAnuncios();
  },
};
