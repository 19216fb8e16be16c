import type { CitaListado } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { citasDeHoy, citasDel3, conAncho, marcasDeDiciembre } from '../../stories/citas-del-medico';
import { fallo } from '../../test/fixtures';
import { CitasDeHoy } from './CitasDeHoy';
import { PanelCalendario } from './PanelCalendario';

const meta = {
  title: 'Flujos/Citas de hoy',
  component: CitasDeHoy,
  decorators: [conAncho],
  args: {
    citas: citasDeHoy,
    onAbrir: fn(),
    onCancelar: fn(async () => undefined),
    onReintentar: fn(),
    onVerDia: fn(),
  },
} satisfies Meta<typeof CitasDeHoy>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Un día con citas: por hora, con el estado en palabras; abrir las en curso y las cumplidas,
 * cancelar solo las en curso; las canceladas, ninguna acción. Al lado, el calendario con un día
 * elegido.
 */
export const DiaConCitas: Story = {
  name: 'Día con citas',
  args: {
    panel: (
      <PanelCalendario
        dia="2026-12-03"
        hoy="2026-12-01"
        onDiaChange={() => undefined}
        marcas={marcasDeDiciembre}
        citasDelDia={citasDel3}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Citas de hoy');
    await expect(canvas.getByText('Pacientes de hoy')).toBeVisible();
    const tabla = canvas.getByRole('grid', { name: 'Citas de hoy' });
    const cabeceras = within(tabla)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    await expect(cabeceras).toEqual([
      'Nº de cita',
      'Nombre del paciente',
      'DNI',
      'Hora',
      'Tipo de cita',
      'Estado',
      'Acciones',
    ]);
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas.map((f) => within(f).getByRole('rowheader').textContent)).toEqual([
      '60341B',
      '83125C',
      '29874T',
      '87643N',
    ]);
    await expect(within(tabla).getByText('Cancelada')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar cita 83125C' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abrir cita 87643N' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir cita 83125C' }));
    await expect(args.onAbrir).toHaveBeenCalledWith(citasDeHoy[2]);
    await expect(canvas.getByText('Cita con Isabel Vega Santos')).toBeVisible();
  },
};

/**
 * Cancelar (§4): la pregunta con el número y un motivo opcional; 'No, volver' cierra sin cancelar;
 * 'Sí, cancelar la cita' cancela con el motivo elegido y lo anuncia: 'Cita cancelada
 * satisfactoriamente'.
 */
export const CancelarUnaCita: Story = {
  name: 'Cancelar una cita',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pagina = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 60341B' }));
    const pregunta = await pagina.findByRole('alertdialog');
    await expect(pregunta).toHaveTextContent(
      '¿Seguro que quieres cancelar la cita con el número 60341B?',
    );
    await userEvent.click(within(pregunta).getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(pagina.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelar).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 60341B' }));
    // Why, optionally, as the desk is asked (docs/decisiones.md (55)): 'Sin indicar' first.
    const otra = await pagina.findByRole('alertdialog');
    const motivo = within(otra).getByRole('radiogroup', { name: /Motivo de la cancelación/ });
    await expect(within(motivo).getByRole('radio', { name: 'Sin indicar' })).toBeChecked();
    await userEvent.click(within(motivo).getByText('Profesional no disponible'));
    await userEvent.click(within(otra).getByRole('button', { name: 'Sí, cancelar la cita' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(citasDeHoy[0], 'profesional_no_disponible');
    await expect(await pagina.findByText('Cita cancelada satisfactoriamente')).toBeVisible();
    // Su estado final: la pregunta ya fuera de la página (el aviso también es un alertdialog).
    await waitFor(() =>
      expect(pagina.queryByRole('alertdialog', { name: /quieres cancelar la cita/ })).toBeNull(),
    );
  },
};

/** La pregunta abierta: qué cita, de quién y a qué hora, y el motivo opcional, por teclado. */
export const PreguntaDeCancelar: Story = {
  name: 'Pregunta de cancelar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 60341B' }));
    const pregunta = await pagina.findByRole('alertdialog');
    const motivo = within(pregunta).getByRole('radiogroup', { name: /Motivo de la cancelación/ });
    await expect(within(motivo).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(motivo).getByRole('radio', { name: 'Sin indicar' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(motivo).getByRole('radio', { name: 'Profesional no disponible' }),
    ).toBeChecked();
  },
};

/** Si el servidor no la cancela, se dice por qué, en una notificación que no se va sola. */
export const FalloAlCancelar: Story = {
  name: 'Fallo al cancelar',
  args: {
    onCancelar: fn(async () => {
      throw fallo(409, 'Solo se pueden cancelar citas programadas.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 29874T' }));
    await userEvent.click(
      within(await pagina.findByRole('alertdialog')).getByRole('button', {
        name: 'Sí, cancelar la cita',
      }),
    );
    await expect(
      await pagina.findByText(
        'No se ha podido cancelar la cita 29874T. Solo se pueden cancelar citas programadas.',
      ),
    ).toBeVisible();
    // Su estado final: la pregunta ya fuera de la página (el aviso también es un alertdialog).
    await waitFor(() =>
      expect(pagina.queryByRole('alertdialog', { name: /quieres cancelar la cita/ })).toBeNull(),
    );
  },
};

/** Hoy sin citas (un sábado): dice cuál es el próximo día con citas y lo lleva al calendario. */
export const HoySinCitas: Story = {
  name: 'Hoy sin citas',
  args: { citas: [], proximoDiaConCitas: '2026-12-01' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tienes ninguna cita hoy.')).toBeVisible();
    await expect(
      canvas.getByText('Tu próximo día con citas es el martes 01/12/2026.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver el martes 01/12/2026' }));
    await expect(args.onVerDia).toHaveBeenCalledWith('2026-12-01');
  },
};

/** Cargando: bloques con la forma de la tabla. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { citas: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** Un fallo al cargar: el mensaje y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { citas: undefined, error: 'No se han podido cargar tus citas. Inténtalo de nuevo.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};

/** En un móvil (375 px): una tarjeta por cita con la hora, el estado, el paciente y su DNI. */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  parameters: { ancho: '375px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tarjetas = within(canvas.getByRole('list', { name: 'Citas de hoy' })).getAllByRole(
      'listitem',
    );
    await expect(tarjetas).toHaveLength(4);
    await expect(tarjetas[0]).toHaveTextContent('08:00');
    await expect(tarjetas[0]).toHaveTextContent('23456789D');
    await expect(
      within(tarjetas[0] as HTMLElement).getByRole('button', { name: 'Cancelar cita 60341B' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Una mañana con llegadas (docs/decisiones.md (54)): la recepción anotó a quién ya está aquí. */
const conLlegadas: CitaListado[] = [
  { ...(citasDeHoy[0] as CitaListado), hora_llegada: '2026-12-01T06:52:00.000Z' },
  citasDeHoy[1] as CitaListado,
  citasDeHoy[2] as CitaListado,
  { ...(citasDeHoy[3] as CitaListado), estado: 'NO_PRESENTADA' },
];

/**
 * Un paciente que ya ha llegado sale 'En sala de espera' (en palabras y con un icono) junto a su
 * estado; el médico no ve la hora, solo que espera. Una cita a la que no se presentó el
 * paciente dice 'No se presentó' y no se abre ni se cancela: no se diagnostica.
 */
export const EnSalaDeEspera: Story = {
  name: 'En sala de espera',
  args: { citas: conLlegadas },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Citas de hoy' });
    const fila = (numero: string) => {
      const encontrada = within(tabla)
        .getAllByRole('row')
        .find((f) => f.textContent?.includes(numero));
      if (!encontrada) throw new Error(`Falta la fila de ${numero}`);
      return encontrada;
    };
    await expect(within(fila('60341B')).getByText('En sala de espera')).toBeVisible();
    await expect(fila('60341B')).not.toHaveTextContent('Llegó');
    await expect(within(tabla).getAllByText('En sala de espera')).toHaveLength(1);
    await expect(within(fila('87643N')).getByText('No se presentó')).toBeVisible();
    await expect(within(fila('87643N')).queryByRole('button')).toBeNull();
  },
};

/** Lo mismo en un móvil: la tarjeta dice 'En sala de espera'. */
export const EnSalaDeEsperaEnUnMovil: Story = {
  name: 'En sala de espera en un móvil',
  parameters: { ancho: '375px' },
  args: { citas: conLlegadas },
  play: async ({ canvasElement }) => {
    const tarjetas = within(
      within(canvasElement).getByRole('list', { name: 'Citas de hoy' }),
    ).getAllByRole('listitem');
    await expect(tarjetas[0]).toHaveTextContent('En sala de espera');
  },
};
