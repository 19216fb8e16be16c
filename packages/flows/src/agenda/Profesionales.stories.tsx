import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clinica, profesionales } from '../../stories/agenda';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enlacesDeCita } from '../../stories/personal';
import { maquinasDeAgenda } from './actors';
import { Profesionales } from './Profesionales';

const { horarioProfesional } = maquinasDeAgenda(clienteDeHistoria());
const pagina = within(document.body);

const meta = {
  title: 'Flujos/Agenda/Horarios de los profesionales',
  argTypes: argsDeMaquinas('machine'),
  component: Profesionales,
  beforeEach: preparacionDeHistoria,
  args: {
    machine: horarioProfesional,
    profesionales,
    clinica: { horario: clinica.horario, minutos_por_hueco: clinica.minutos_por_hueco },
    onGuardado: fn(),
    enlacesDeCita,
  },
} satisfies Meta<typeof Profesionales>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cada médico y radiólogo con su horario; sin uno propio, 'Como la clínica'. */
export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lunes 08:00–12:00')).toBeVisible();
    await expect(canvas.getAllByText('Como la clínica')).toHaveLength(3);
  },
};

/** Sin profesionales de alta. */
export const SinProfesionales: Story = {
  name: 'Sin profesionales',
  args: { profesionales: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No hay ningún médico ni radiólogo de alta.'),
    ).toBeVisible();
  },
};

/** 'Editar horario' abre el mismo editor semanal que la clínica, en un diálogo. */
export const EditarHorario: Story = {
  name: 'Editar horario',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Editar el horario de Elena Romero Castro',
      }),
    );
    const dialogo = await pagina.findByRole('dialog', { name: 'Horario de Elena Romero Castro' });
    await expect(
      within(dialogo).getByRole('checkbox', { name: /Como la clínica/ }),
    ).not.toBeChecked();
    await expect(within(dialogo).getByRole('checkbox', { name: 'Trabaja el lunes' })).toBeChecked();
    await expect(
      within(dialogo).getByRole('checkbox', { name: 'Trabaja el martes' }),
    ).not.toBeChecked();
  },
};

/** Un sábado, que la clínica no abre: el mensaje en ese día, nada enviado. */
export const FueraDeLaClinica: Story = {
  name: 'Fuera del horario de la clínica',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Editar el horario de Elena Romero Castro',
      }),
    );
    const dialogo = await pagina.findByRole('dialog', { name: 'Horario de Elena Romero Castro' });
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: 'Trabaja el sábado' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    const sabado = within(dialogo).getByRole('group', { name: 'Sábado' });
    await expect(await within(sabado).findByText('La clínica no abre los sábados.')).toBeVisible();
    await expect(args.onGuardado).not.toHaveBeenCalled();
  },
};

/** 'Como la clínica' quita su horario propio: guardado, el diálogo se cierra y se anuncia. */
export const ComoLaClinica: Story = {
  name: 'Como la clínica',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar el horario de Elena Romero Castro' }),
    );
    const dialogo = await pagina.findByRole('dialog', { name: 'Horario de Elena Romero Castro' });
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: /Como la clínica/ }));
    await expect(within(dialogo).queryByRole('group', { name: 'Lunes' })).toBeNull();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Horario de Elena Romero Castro guardado.',
    );
    await expect(args.onGuardado).toHaveBeenCalled();
  },
};
