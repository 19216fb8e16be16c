import type { Agenda as DatosAgenda } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agenda, HOY } from '../../stories/agenda';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { enlacesDeCita } from '../../stories/personal';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { Agenda } from './Agenda';
import { cargarAgenda, maquinasDeAgenda } from './actors';

const cliente = clienteDeHistoria();
const maquinas = maquinasDeAgenda(cliente);
const pagina = within(document.body);

const meta = {
  title: 'Flujos/Agenda',
  argTypes: argsDeMaquinas('maquinas'),
  component: Agenda,
  beforeEach: preparacionDeHistoria,
  args: {
    agenda,
    maquinas,
    hoy: HOY,
    onReintentar: fn(),
    onCambiado: fn(),
    enlacesDeCita,
  },
} satisfies Meta<typeof Agenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** La página entera: cada sección con su título, sus campos y su 'Guardar'. */
export const ConDatos: Story = {
  name: 'Con datos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    for (const seccion of [
      'Datos de la clínica',
      'Horario de la clínica',
      'Horarios de los profesionales',
      'Cierres',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: seccion })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Clínica San Rafael');
    await expect(canvas.getByRole('checkbox', { name: 'Abre el lunes' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Abre el sábado' })).not.toBeChecked();
    await expect(canvas.getAllByText('Cerrado')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Duración de cada cita/ })).toHaveTextContent(
      '60 minutos',
    );
  },
};

/** Cargando: bloques de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { agenda: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** No se ha podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): los días se apilan, cada uno con su nombre, 'Abre' y sus horas. */
export const Estrecha: Story = {
  name: 'Estrecha',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const lunes = within(canvasElement).getByRole('group', { name: 'Lunes' });
    await expect(within(lunes).getByRole('checkbox', { name: 'Abre el lunes' })).toBeVisible();
  },
};

/** La página conectada al servidor simulado, como en la aplicación: guardar vuelve a pedirla. */
function AgendaConectada() {
  const [datos, setDatos] = useState<DatosAgenda | undefined>();
  const cargar = useCallback(() => {
    cargarAgenda(cliente, 2026).then(setDatos);
  }, []);
  useEffect(cargar, [cargar]);
  return (
    <Agenda
      agenda={datos}
      maquinas={maquinas}
      hoy={HOY}
      onCambiado={cargar}
      enlacesDeCita={enlacesDeCita}
    />
  );
}

/**
 * El flujo entero contra el servidor simulado, solo con el teclado donde se puede: cambiar el
 * teléfono y guardar; '45 minutos' que no caben de 08:00 a 15:00; un festivo local que se añade
 * y se quita; y un cierre sobre un día con citas, que no se guarda y las lista.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  render: () => <AgendaConectada />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Datos de la clínica.
    const datos = await canvas.findByRole('form', { name: 'Datos de la clínica' });
    const telefono = within(datos).getByRole('textbox', { name: /Teléfono/ });
    await userEvent.clear(telefono);
    await userEvent.type(telefono, '911234567{Enter}');
    await waitFor(() =>
      expect(within(datos).getByRole('status')).toHaveTextContent('Datos de la clínica guardados.'),
    );

    // Horario: 45 minutos no caben de 08:00 a 15:00.
    const horario = canvas.getByRole('form', { name: 'Horario de la clínica' });
    await userEvent.click(within(horario).getByRole('button', { name: /Duración de cada cita/ }));
    await userEvent.click(await pagina.findByRole('option', { name: '45 minutos' }));
    await userEvent.click(within(horario).getByRole('button', { name: 'Guardar' }));
    const resumen = await within(horario).findByRole('alert');
    await waitFor(() => expect(resumen.closest('[tabindex]')).toHaveFocus());
    await expect(
      within(horario).getAllByText(
        'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.',
      ).length,
    ).toBeGreaterThan(1);

    // Un festivo local dentro de dos semanas, añadido y quitado.
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir cierre' }));
    const dialogo = await pagina.findByRole('dialog', { name: 'Añadir cierre' });
    await userEvent.click(within(dialogo).getByRole('button', { name: /Tipo de cierre/ }));
    await userEvent.click(await pagina.findByRole('option', { name: 'Festivo local' }));
    await userEvent.click(
      within(dialogo).getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement,
    );
    await userEvent.keyboard('22122026');
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'San Andrés');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Añadir cierre' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    const cierres = within(canvas.getByRole('region', { name: 'Cierres' }));
    await waitFor(() =>
      expect(cierres.getByRole('status')).toHaveTextContent("Cierre 'San Andrés' añadido."),
    );
    const quitar = await cierres.findByRole('button', {
      name: 'Quitar el cierre San Andrés (22/12/2026)',
    });
    await userEvent.click(quitar);
    const pregunta = await pagina.findByRole('alertdialog');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(pregunta).not.toBeInTheDocument());
    await waitFor(() =>
      expect(cierres.getByRole('status')).toHaveTextContent("Cierre 'San Andrés' quitado."),
    );
    await waitFor(() => expect(cierres.queryByText('Festivo local: San Andrés')).toBeNull());

    // Un cierre sobre un día con citas: no se guarda, las lista.
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir cierre' }));
    const otro = await pagina.findByRole('dialog', { name: 'Añadir cierre' });
    await userEvent.click(within(otro).getByRole('button', { name: /Tipo de cierre/ }));
    await userEvent.click(await pagina.findByRole('option', { name: 'Festivo local' }));
    await userEvent.click(
      within(otro).getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement,
    );
    await userEvent.keyboard('03122026');
    await userEvent.type(within(otro).getByRole('textbox', { name: /Motivo/ }), 'Puente');
    await userEvent.click(within(otro).getByRole('button', { name: 'Añadir cierre' }));
    await expect(await within(otro).findByRole('alert')).toHaveTextContent(
      /citas? programadas? en esos días/,
    );
    await expect(
      within(otro).getAllByRole('link', { name: /^Modificar la cita / }).length,
    ).toBeGreaterThan(0);
  },
};
