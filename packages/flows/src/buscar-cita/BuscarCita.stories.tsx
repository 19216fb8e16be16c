import { mockTokens } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { argsDeMaquinas } from '../../stories/args';
import { esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import {
  MENSAJE_NUM_CITA_FORMATO,
  MENSAJE_NUM_CITA_NO_EXISTE,
  MENSAJE_NUM_CITA_VALIDO,
} from '../validacion/numCita';
import { actoresBuscarCita } from './actors';
import { BuscarCitaPorNumero, PantallaBuscarCita } from './BuscarCita';
import { buscarCitaMachine } from './machine';
import { TEXTOS_BUSCAR_CITA as T } from './texts';

const meta = {
  title: 'Flujos/Buscar cita',
  component: PantallaBuscarCita,
  beforeEach: limpiarAnuncios,
  args: { numCita: '', buscando: false, intento: 0, send: fn() },
} satisfies Meta<typeof PantallaBuscarCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío: el foco en el título; escribir y Buscar van a la máquina. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Buscar cita');
    await userEvent.type(canvas.getByLabelText('Número de cita'), '4');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', numCita: '4' });
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'BUSCAR' });
  },
};

/** Un número con formato válido lo dice bajo el campo (§5). */
export const NumeroValido: Story = {
  name: 'Número válido',
  args: { numCita: '48213K' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MENSAJE_NUM_CITA_VALIDO)).toBeVisible();
  },
};

/** Formato incorrecto: el mensaje en el campo y en el resumen, que recibe el foco. */
export const FormatoInvalido: Story = {
  name: 'Formato inválido',
  args: { numCita: '123', error: MENSAJE_NUM_CITA_FORMATO, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByLabelText('Número de cita')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** El servidor no conoce el número: 'No existe ninguna cita con ese número', en la página. */
export const NoExiste: Story = {
  name: 'No existe',
  args: { numCita: '00000Z', error: MENSAJE_NUM_CITA_NO_EXISTE, intento: 1 },
};

/** La cita ya tiene su informe: no se puede informar otra vez, y se dice por qué. */
export const CitaCumplida: Story = {
  name: 'Cita cumplida',
  args: { numCita: '55018R', error: T.noEnCurso('CUMPLIDA'), intento: 1 },
};

/** De otro radiólogo: solo el asignado la informa (docs/decisiones.md (33)). */
export const DeOtroRadiologo: Story = {
  name: 'De otro radiólogo',
  args: { numCita: '17502M', error: T.noAsignada('Elena Romero Castro'), intento: 1 },
};

/** Buscando: 'Buscar' anuncia que espera y el campo no cambia. */
export const Buscando: Story = { name: 'Buscando', args: { numCita: '48213K', buscando: true } };

/**
 * Todo el flujo contra el servidor simulado, con el teclado: un número que no existe, una cita
 * cumplida de otro radiólogo y, por fin, la cita en curso del radiólogo, que sale por
 * `onEncontrada` (como una cumplida suya, para leer su informe).
 */
export const FlujoCompleto: StoryObj<typeof BuscarCitaPorNumero> = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  render: (args) => <BuscarCitaPorNumero {...args} />,
  argTypes: argsDeMaquinas('machine'),
  args: {
    machine: buscarCitaMachine.provide({
      actors: actoresBuscarCita(clienteDeHistoria(mockTokens.radiologo)),
    }),
    idRadiologo: 1,
    onEncontrada: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Buscar cita');
    const campo = canvas.getByLabelText('Número de cita');
    await userEvent.type(campo, '99999Z{Enter}');
    await expect(await canvas.findAllByText(MENSAJE_NUM_CITA_NO_EXISTE)).not.toHaveLength(0);
    await userEvent.clear(campo);
    await userEvent.type(campo, '40751s{Enter}');
    await expect(await canvas.findAllByText(T.noEnCurso('CUMPLIDA'))).not.toHaveLength(0);
    await userEvent.clear(campo);
    await userEvent.type(campo, '48213K{Enter}');
    await waitFor(() => expect(args.onEncontrada).toHaveBeenCalledTimes(1));
    await expect(args.onEncontrada).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: '48213K', id: 1, id_paciente: 1 }),
    );
  },
};
