import type { CitaListado } from '@clinica/api-client';
import { crearCitas, MOCK_HOY } from '@clinica/api-client/mocks';
import { mensajeInformeFuturo } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { limpiarAnuncios } from '../../stories/msw';
import { InformeCreado } from '../informe/InformeCreado';
import { CitasDelRadiologo, TEXTOS_CITAS_DEL_RADIOLOGO as T } from './CitasDelRadiologo';

const nombres: Record<number, string> = { 1: 'Lucía García Fernández', 7: 'Marta Ruiz Ortega' };

/** Las citas de radiología del radiólogo 1 en los datos de ejemplo, como las lista el servidor. */
const citas: CitaListado[] = crearCitas(MOCK_HOY)
  .filter((c) => c.id_radiologo === 1)
  .map((c) => ({
    ...c,
    nombre_completo_paciente: nombres[c.id_paciente] ?? 'Paciente de ejemplo',
    nombre_completo_radiologo: 'Javier Martín Ruiz',
    nombre_completo_medico: null,
    dni_paciente: '12345678Z',
  }));

const meta = {
  title: 'Flujos/Citas del radiólogo',
  component: CitasDelRadiologo,
  beforeEach: limpiarAnuncios,
  args: { hoy: MOCK_HOY, citas, onCrearInforme: fn(), onReintentar: fn() },
} satisfies Meta<typeof CitasDelRadiologo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Las pendientes de informar de días anteriores primero, luego hoy y los próximos días; 'Crear
 * informe' en las citas en curso, y en las de un día que no ha llegado, deshabilitado con el
 * porqué (docs/decisiones.md (60)).
 */
export const ConCitas: Story = {
  name: 'Con citas',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pendientes = canvas.getByRole('heading', { level: 2, name: T.pendientes });
    const dias = canvas.getAllByRole('heading', { level: 2, name: /\d{2}\/\d{2}\/\d{4}/ });
    await expect(dias[0]).toHaveTextContent(/^Hoy, /);
    // The pending section comes before today's.
    await expect(
      pendientes.compareDocumentPosition(dias[0] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const crear = canvas.getAllByRole('button', { name: /^Crear informe de la cita/ });
    await expect(crear).toHaveLength(citas.filter((c) => c.estado === 'EN_CURSO').length);
    // Yesterday's, still without its report, is the first to write.
    await userEvent.click(crear[0] as HTMLElement);
    await expect(args.onCrearInforme).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: '52964V' }),
    );
    // Tomorrow's cannot be reported yet: disabled but focusable, with the reason.
    const manana = canvas.getByRole('button', { name: /^Crear informe de la cita 14093F/ });
    await expect(manana).toHaveAttribute('aria-disabled', 'true');
    const futura = citas.find((c) => c.num_cita === '14093F') as CitaListado;
    await expect(manana).toHaveAccessibleDescription(mensajeInformeFuturo(futura.fecha));
    await userEvent.click(manana);
    await expect(args.onCrearInforme).toHaveBeenCalledTimes(1);
  },
};

/**
 * Una cita de hoy ya informada por este radiólogo: 'Ver informe' la abre de solo lectura, con su
 * PDF (docs/decisiones.md (42)); no ofrece 'Crear informe'.
 */
export const ConUnInformeHecho: Story = {
  name: 'Con un informe hecho',
  args: {
    idRadiologo: 1,
    onVerInforme: fn(),
    citas: citas.map((c) => (c.num_cita === '48213K' ? { ...c, estado: 'CUMPLIDA' as const } : c)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: /^Crear informe de la cita 48213K/ }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Ver el informe de la cita 48213K de Lucía García Fernández',
      }),
    );
    await expect(args.onVerInforme).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: '48213K', estado: 'CUMPLIDA' }),
    );
  },
};

export const Cargando: Story = { name: 'Cargando', args: { citas: undefined } };

export const Vacia: Story = {
  name: 'Vacía',
  args: { citas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.vacio)).toBeVisible();
  },
};

export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { citas: undefined, error: 'No se ha podido conectar con el servidor.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: T.reintentar }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};

/** 'Informe creado correctamente' (§2.4), con 'Buscar cita'. */
export const Confirmacion: StoryObj<typeof InformeCreado> = {
  name: 'Confirmación',
  render: (args) => <InformeCreado {...args} />,
  args: { numCita: '48213K', imagenes: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Informe creado correctamente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buscar cita' })).toHaveAttribute(
      'href',
      '/radiologo/buscarCita',
    );
  },
};

/**
 * La recepción anotó que la paciente de las 09:00 ha llegado (docs/decisiones.md (54)): su cita
 * dice 'En sala de espera', en palabras y con un icono, junto a 'Programada'.
 */
export const EnSalaDeEspera: Story = {
  name: 'En sala de espera',
  args: {
    citas: citas.map((c) =>
      c.num_cita === '48213K' ? { ...c, hora_llegada: `${MOCK_HOY}T07:58:00.000Z` } : c,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const esperando = canvas.getAllByText('En sala de espera');
    await expect(esperando).toHaveLength(1);
    // The smallest box around the words that names its cita: its row or its card.
    let fila = esperando[0] as HTMLElement;
    while (fila.parentElement && !fila.textContent?.includes('Lucía')) fila = fila.parentElement;
    await expect(fila).toHaveTextContent('48213K');
    await expect(fila).toHaveTextContent('Programada');
  },
};
