import { crearClinica, mockTokens } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CITAS_DE_LUCIA } from '../../stories/citas-del-paciente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado } from '../../stories/msw';
import { descargarMisDatos } from '../descargas/actors';
import { MisCitas } from './MisCitas';

const meta = {
  title: 'Flujos/Mis citas',
  component: MisCitas,
  args: {
    // Los datos de la clínica de demostración, como los da `GET /api/clinica`.
    clinica: crearClinica(),
    citas: CITAS_DE_LUCIA,
    onCancelar: fn(),
    onAbrir: fn(),
    onReintentar: fn(),
    // Lunes 30 de noviembre de 2026 a las 10:00 en Madrid: la cita del viernes 4 queda lejos.
    ahora: new Date('2026-11-30T09:00:00Z'),
  },
} satisfies Meta<typeof MisCitas>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Las cajas de contacto con los datos de la clínica (su teléfono, su horario semanal y su
 * dirección) y el historial, de la más reciente a la más antigua: cada estado en palabras,
 * 'Ver detalles' en todas y cancelar solo la programada (EN_CURSO).
 */
export const Historial: Story = {
  name: 'Historial',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Urgencias' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Llamar a la clínica al 910 000 000' }),
    ).toHaveAttribute('href', 'tel:910000000');
    await expect(canvas.getByText('De lunes a viernes, de 08:00 a 15:00')).toBeVisible();
    await expect(
      canvas.getByText('Clínica San Rafael, Calle de la Salud, 12, 28001 Madrid'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Historial de citas' })).toBeVisible();
    const tabla = canvas.getByRole('grid', { name: 'Historial de citas' });
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas.map((f) => within(f).getByRole('rowheader').textContent)).toEqual([
      '25369L',
      '87643N',
      '55018R',
      '83125C',
    ]);
    await expect(within(tabla).getAllByText('Programada')).toHaveLength(1);
    await expect(within(tabla).getByText('Cancelada')).toBeVisible();
    await expect(
      within(tabla).queryByRole('button', { name: 'Cancelar la cita 87643N' }),
    ).toBeNull();
    await expect(within(tabla).getAllByRole('button', { name: /^Ver los detalles/ })).toHaveLength(
      4,
    );
    await expect(
      within(tabla).queryByRole('button', { name: 'Cancelar la cita 55018R' }),
    ).toBeNull();
    await userEvent.click(within(tabla).getByRole('button', { name: 'Cancelar la cita 25369L' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(CITAS_DE_LUCIA[0]);
    await userEvent.click(
      within(tabla).getByRole('button', { name: 'Ver los detalles de la cita 55018R' }),
    );
    await expect(args.onAbrir).toHaveBeenCalledWith(CITAS_DE_LUCIA[2]);
    // La programada también tiene sus detalles: dónde, qué traer, el calendario.
    await userEvent.click(
      within(tabla).getByRole('button', { name: 'Ver los detalles de la cita 25369L' }),
    );
    await expect(args.onAbrir).toHaveBeenCalledWith(CITAS_DE_LUCIA[0]);
    await expect(canvas.getByRole('link', { name: 'Quién ha visto mi historia' })).toHaveAttribute(
      'href',
      '/paciente/misCitas/quienHaVistoMiHistoria',
    );
  },
};

/**
 * A la cita del viernes 4 a las 09:00 le faltan 45 horas y el servidor pide 48: 'Cancelar' se
 * ofrece desactivado, enfocable, con el motivo del servidor como descripción, en lugar de una
 * pregunta que luego se rechaza (docs/decisiones.md (44)).
 */
export const SinAntelacion: Story = {
  name: 'Sin antelación',
  args: { ahora: new Date('2026-12-02T11:00:00Z'), horasDeAntelacion: 48 },
  play: async ({ canvasElement, args }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Historial de citas' });
    const cancelar = within(tabla).getByRole('button', { name: 'Cancelar la cita 25369L' });
    await expect(cancelar).toHaveAttribute('aria-disabled', 'true');
    await expect(cancelar).toHaveAccessibleDescription(
      'Las citas solo se pueden cancelar con al menos 48 horas de antelación.',
    );
    await userEvent.click(cancelar);
    await expect(cancelar).toHaveFocus();
    await expect(args.onCancelar).not.toHaveBeenCalled();
  },
};

/**
 * Una clínica que abre distinto según el día: una línea por cada tramo de días con las mismas
 * horas, en el orden de la semana.
 */
export const HorarioPorDias: Story = {
  name: 'Horario por días',
  args: {
    clinica: {
      ...crearClinica(),
      horario: [
        ...[1, 2, 3, 4].map((dia_semana) => ({
          dia_semana,
          hora_inicio: '08:00',
          hora_fin: '15:00',
        })),
        { dia_semana: 5, hora_inicio: '08:00', hora_fin: '14:00' },
        { dia_semana: 6, hora_inicio: '09:00', hora_fin: '13:00' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('De lunes a jueves, de 08:00 a 15:00')).toBeVisible();
    await expect(canvas.getByText('Los viernes, de 08:00 a 14:00')).toBeVisible();
    await expect(canvas.getByText('Los sábados, de 09:00 a 13:00')).toBeVisible();
  },
};

/**
 * Los datos de la clínica no han llegado (cargando, o `GET /api/clinica` falló): las cajas
 * dicen solo lo que se sabe, urgencias, sin ningún teléfono ni dirección de la clínica; el
 * historial funciona igual.
 */
export const SinDatosDeLaClinica: Story = {
  name: 'Sin datos de la clínica',
  args: { clinica: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Urgencias' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Citas y consultas' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Dirección' })).toBeNull();
    const telefonos = [...canvasElement.querySelectorAll('a[href^="tel:"]')];
    await expect(telefonos.map((a) => a.getAttribute('href'))).toEqual(['tel:112']);
    await expect(canvas.getByRole('grid', { name: 'Historial de citas' })).toBeVisible();
  },
};

/**
 * Los datos de la clínica están llegando: las cajas de teléfono y dirección ya ocupan su sitio,
 * en gris, sin ningún número ni dirección; cuando lleguen, el historial no se mueve.
 */
export const ContactoCargando: Story = {
  name: 'Contacto cargando',
  args: { clinica: undefined, clinicaCargando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Citas y consultas' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
    const telefonos = [...canvasElement.querySelectorAll('a[href^="tel:"]')];
    await expect(telefonos.map((a) => a.getAttribute('href'))).toEqual(['tel:112']);
    await expect(canvas.getByRole('grid', { name: 'Historial de citas' })).toBeVisible();
  },
};

/** En un móvil (375 px): una tarjeta por cita, con su estado y su acción. */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { viewports: [375] } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <MisCitas {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tarjetas = canvas.getByRole('list', { name: 'Historial de citas' });
    await expect(tarjetas).toBeVisible();
    await expect(within(tarjetas).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(tarjetas).getByRole('button', { name: 'Cancelar la cita 25369L' }),
    ).toBeVisible();
  },
};

/** Sin citas: lo dice y ofrece pedir una. */
export const SinCitas: Story = {
  name: 'Sin citas',
  args: { citas: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aún no tienes ninguna cita.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Pedir cita' })).toHaveLength(2);
  },
};

/** Cargando. */
export const Cargando: Story = { name: 'Cargando', args: { citas: undefined } };

/** Las citas no llegan: aviso y 'Reintentar'. */
export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: { citas: undefined, error: 'No se ha podido conectar con el servidor.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se ha podido conectar');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};

/** Where the 'Descargar mis datos' story's file went (the browser would have saved it). */
const guardado = fn<(archivo: Blob, nombre: string) => void>();

/**
 * 'Descargar mis datos' (RGPD arts. 15 y 20), junto a 'Quién ha visto mi historia': el .zip con
 * todos sus datos, pedido al servidor simulado con la sesión de la paciente.
 */
export const DescargarMisDatos: Story = {
  name: 'Descargar mis datos',
  beforeEach: conServidorSimulado(),
  args: {
    onDescargarMisDatos: descargarMisDatos(clienteDeHistoria(mockTokens.paciente), guardado),
  },
  play: async ({ canvasElement }) => {
    guardado.mockClear();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Un archivo .zip con tus datos, citas, diagnósticos, informes e imágenes.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(guardado).toHaveBeenCalledTimes(1));
    const [archivo, nombre] = guardado.mock.calls[0] as [Blob, string];
    await expect(nombre).toMatch(/^datos-paciente-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    // A .zip: it starts with its local file header, 'PK'.
    const inicio = new Uint8Array(await archivo.slice(0, 2).arrayBuffer());
    await expect([...inicio]).toEqual([0x50, 0x4b]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Una cita a la que la paciente no acudió (docs/decisiones.md (54)): 'No se presentó', en
 * palabras, con su icono y su tono gris; se puede ver, no cancelar.
 */
export const NoSePresento: Story = {
  name: 'No se presentó',
  args: {
    citas: [
      ...CITAS_DE_LUCIA,
      {
        ...(CITAS_DE_LUCIA[3] as (typeof CITAS_DE_LUCIA)[number]),
        id: 5,
        num_cita: '61752Q',
        fecha: '2026-11-20',
        estado: 'NO_PRESENTADA',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Historial de citas' });
    const fila = within(tabla)
      .getAllByRole('row')
      .find((f) => f.textContent?.includes('61752Q')) as HTMLElement;
    await expect(within(fila).getByText('No se presentó')).toBeVisible();
    await expect(within(fila).getByRole('button', { name: /^Ver/ })).toBeVisible();
    await expect(within(fila).queryByRole('button', { name: /^Cancelar/ })).toBeNull();
  },
};
