import type { RegistroDeActividad as Registro, TipoDeActividad } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { entradasDeCitas, registro, registroLargo } from '../../stories/agenda';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { cargarRegistroDeActividad } from '../agenda/actors';
import { descargarRegistroCsv } from '../descargas/actors';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { type CitaDelRegistro, RegistroDeActividad } from './RegistroDeActividad';

/** Como en la aplicación: la cita de un cambio abre su página de detalles del mostrador. */
const enlaceDeCita = ({ id_cita, id_paciente }: CitaDelRegistro) =>
  `/administrativo/citas/detalle?idCita=${id_cita}&idPaciente=${id_paciente}`;

/** La fila de la tabla (o la tarjeta) donde está `elemento`. */
const filaDe = (elemento: HTMLElement) => elemento.closest('[role="row"], li') as HTMLElement;

const meta = {
  title: 'Flujos/Registro de actividad',
  component: RegistroDeActividad,
  beforeEach: preparacionDeHistoria,
  args: { registro, pagina: 1, onPagina: fn(), onReintentar: fn(), enlaceDeCita },
} satisfies Meta<typeof RegistroDeActividad>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Cada cambio: cuándo (dd/mm/aaaa HH:mm), quién, qué hizo, sobre qué y el detalle: los campos de
 * una persona, o de una cita de qué a qué y el motivo de su cancelación (docs/decisiones.md (55)).
 * La cita de un cambio, mientras existe, es un enlace a su página; de un diagnóstico, solo 'cita
 * 66802D' lo es.
 */
export const ConCambios: Story = {
  name: 'Con cambios',
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Registro de actividad' });
    // The table's rows come a moment after the table itself (react-aria builds its collection).
    await expect(await within(tabla).findByText('Festivo local: San Isidro')).toBeVisible();
    await expect(within(tabla).getByText('horario, duración de cada cita')).toBeVisible();
    await expect(within(tabla).getByText('Línea de órdenes')).toBeVisible();
    // Who, with their role.
    await expect(within(tabla).getAllByText('Ana Torres Gil (administrativo)')[0]).toBeVisible();
    await expect(within(tabla).getByText('Desbloqueó')).toBeVisible();
    // A cita's number opens its page.
    await expect(within(tabla).getByRole('link', { name: 'Cita 48213K' })).toHaveAttribute(
      'href',
      '/administrativo/citas/detalle?idCita=1&idPaciente=1',
    );
    const diagnostico = within(tabla).getByRole('link', { name: 'cita 66802D' });
    await expect(diagnostico).toHaveAttribute(
      'href',
      '/administrativo/citas/detalle?idCita=11&idPaciente=8',
    );
    await expect(diagnostico.closest('[role="gridcell"]')).toHaveTextContent(
      'Diagnóstico de la cita 66802D',
    );
    await expect(within(tabla).getAllByRole('link')).toHaveLength(5);
    // A cita that no longer exists has no page: its entry says so in words, without a link.
    const sinCita = filaDe(within(tabla).getByText('Cita 3'));
    await expect(within(sinCita).queryByRole('link')).toBeNull();
    await expect(within(sinCita).getByText('Motivo: sin indicar')).toBeVisible();
    // A cita moved, from where to where.
    const movida = filaDe(within(tabla).getByRole('link', { name: 'Cita 38460W' }));
    await expect(within(movida).getByText('Movió')).toBeVisible();
    await expect(
      within(movida).getByText(
        '03/12/2026 10:00 (Carmen López Sánchez) → 04/12/2026 11:00 (Miguel Ángel Moreno Jiménez)',
      ),
    ).toBeVisible();
    // Cancelled with its reason; a patient's own, without their name.
    const cancelada = filaDe(within(tabla).getByRole('link', { name: 'Cita 48213K' }));
    await expect(within(cancelada).getByText('Canceló')).toBeVisible();
    await expect(within(cancelada).getByText('Motivo: Profesional no disponible')).toBeVisible();
    const delPaciente = filaDe(within(tabla).getByRole('link', { name: 'Cita 25369L' }));
    await expect(within(delPaciente).getByText('El paciente')).toBeVisible();
    await expect(within(delPaciente).getByText('Motivo: A petición del paciente')).toBeVisible();
    // Fulfilled by its diagnosis; created, with its day, hour, professional and type.
    await expect(within(filaDe(diagnostico)).getByText('La cita quedó cumplida')).toBeVisible();
    await expect(
      within(tabla).getByText('02/12/2026 13:00 (Javier Martín Ruiz) · Radiología'),
    ).toBeVisible();
  },
};

/** Solo las citas: 'Mostrar' dice cuáles, y elegir otro tipo lo pide. */
export const SoloCitas: Story = {
  name: 'Solo citas',
  args: { registro: { entradas: entradasDeCitas, hayMas: false }, tipo: 'citas', onTipo: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mostrar = canvas.getByRole('button', { name: /Mostrar/ });
    // The chosen option's text comes once react-aria has built the list's collection.
    await waitFor(() => expect(mostrar).toHaveTextContent('Citas'));
    await userEvent.click(mostrar);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Personal y agenda' }),
    );
    await expect(args.onTipo).toHaveBeenCalledWith('personal_y_agenda');
  },
};

/**
 * Sin `enlaceDeCita` (una aplicación sin página de la cita): el número de la cita se lee, no se
 * abre.
 */
export const SinEnlaces: Story = {
  name: 'Sin enlaces a las citas',
  args: { registro: { entradas: entradasDeCitas, hayMas: false }, enlaceDeCita: undefined },
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Registro de actividad' });
    await expect(await within(tabla).findByText('Cita 48213K')).toBeVisible();
    await expect(within(tabla).getByText('Diagnóstico de la cita 66802D')).toBeVisible();
    await expect(within(tabla).queryByRole('link')).toBeNull();
  },
};

/** Un tipo sin cambios aún. */
export const VacioDelTipo: Story = {
  name: 'Vacío del tipo',
  args: { registro: { entradas: [], hayMas: false }, tipo: 'citas', onTipo: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay cambios de este tipo')).toBeVisible();
  },
};

/** Más de 25 cambios: 'Más antiguas' pide la página siguiente. */
export const VariasPaginas: Story = {
  name: 'Varias páginas',
  args: { registro: registroLargo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Más recientes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Más antiguas' }));
    await expect(args.onPagina).toHaveBeenCalledWith(2);
  },
};

/** La segunda página: 'Más recientes' vuelve a la primera. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { registro, pagina: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Más recientes' }));
    await expect(args.onPagina).toHaveBeenCalledWith(1);
  },
};

/** Sin ningún cambio aún. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { registro: { entradas: [], hayMas: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aún no hay ningún cambio registrado'),
    ).toBeVisible();
  },
};

/** Cargando: filas de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { registro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** No se ha podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): una tarjeta por cambio, con quién como título; la cita, su enlace. */
export const Estrecha: Story = {
  name: 'Estrecha',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const tarjetas = within(canvasElement).getByRole('list', { name: 'Registro de actividad' });
    await expect(
      within(tarjetas).getAllByRole('heading', {
        level: 2,
        name: 'Ana Torres Gil (administrativo)',
      }).length,
    ).toBeGreaterThan(0);
    // A move reads whole on a phone.
    await expect(
      within(tarjetas).getByText(
        '03/12/2026 10:00 (Carmen López Sánchez) → 04/12/2026 11:00 (Miguel Ángel Moreno Jiménez)',
      ),
    ).toBeVisible();
    // The cita's link is on its card too.
    const enlace = within(tarjetas).getByRole('link', { name: 'Cita 38460W' });
    await expect(enlace).toBeVisible();
    await expect(enlace).toHaveAttribute(
      'href',
      '/administrativo/citas/detalle?idCita=8&idPaciente=2',
    );
    await expect(within(filaDe(enlace)).getByText('Movió')).toBeVisible();
    await expect(within(tarjetas).getByRole('link', { name: 'cita 66802D' })).toBeVisible();
  },
};

function RegistroConectado() {
  const [datos, setDatos] = useState<Registro | undefined>();
  const [pagina, setPagina] = useState(1);
  const [tipo, setTipo] = useState<TipoDeActividad | undefined>();
  useEffect(() => {
    cargarRegistroDeActividad(clienteDeHistoria(), pagina, undefined, tipo).then(setDatos);
  }, [pagina, tipo]);
  return (
    <RegistroDeActividad
      registro={datos}
      pagina={pagina}
      onPagina={setPagina}
      enlaceDeCita={enlaceDeCita}
      tipo={tipo}
      onTipo={(otro) => {
        setTipo(otro);
        setPagina(1);
      }}
    />
  );
}

/**
 * Contra el servidor simulado: lo que han cambiado la responsable y los demás, como en la
 * aplicación; 'Citas' deja solo los cambios de las citas.
 */
export const Conectado: Story = {
  name: 'Conectado',
  beforeEach: conServidorSimulado(),
  render: () => <RegistroConectado />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabla = () => within(canvas.getByRole('grid', { name: 'Registro de actividad' }));
    // The mocks' citas open their page, by the ids the server gives.
    await waitFor(() =>
      expect(tabla().getByRole('link', { name: 'Cita 92517H' })).toHaveAttribute(
        'href',
        '/administrativo/citas/detalle?idCita=9&idPaciente=6',
      ),
    );
    await expect(tabla().getByText('Elena Romero Castro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Mostrar/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Citas' }));
    await waitFor(() => expect(tabla().queryByText('Elena Romero Castro')).toBeNull());
    await expect(tabla().getByText('Motivo: Profesional no disponible')).toBeVisible();
  },
};

/** Where the 'Descargar CSV' story's sheet went (the browser would have saved it). */
const hojaGuardada = fn<(archivo: Blob, nombre: string) => void>();

/**
 * 'Descargar CSV': la hoja de todo el registro (no solo la página a la vista), pedida al
 * servidor simulado y guardada con su BOM.
 */
export const DescargarCsv: Story = {
  name: 'Descargar CSV',
  beforeEach: conServidorSimulado(),
  args: { onDescargarCsv: descargarRegistroCsv(clienteDeHistoria(), hojaGuardada) },
  play: async ({ canvasElement }) => {
    hojaGuardada.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Descargar CSV: todo el registro de actividad' }),
    );
    await waitFor(() => expect(hojaGuardada).toHaveBeenCalledTimes(1));
    const [hoja, nombre] = hojaGuardada.mock.calls[0] as [Blob, string];
    await expect(nombre).toMatch(/^registro-de-actividad-\d{4}-\d{2}-\d{2}\.csv$/);
    const bom = new Uint8Array(await hoja.slice(0, 3).arrayBuffer());
    await expect([...bom]).toEqual([0xef, 0xbb, 0xbf]);
  },
};
