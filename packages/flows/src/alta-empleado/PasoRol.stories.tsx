import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { DATOS_ALTA_VACIOS } from './machine';
import { PasoRol } from './PasoRol';

const meta = {
  title: 'Flujos/Dar de alta a un empleado/Pasos/1 Rol',
  component: PasoRol,
  beforeEach: limpiarAnuncios,
  args: { datos: DATOS_ALTA_VACIOS, errores: {}, invalido: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoRol>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío: paso 1 de 4, la pregunta en el título y los tres roles; sin 'Volver'. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: '¿Qué rol tendrá en la clínica?' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('Paso 1 de 4: Rol')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Radiólogo' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { id_rol: 1 } });
  },
};

/** Relleno: un administrativo, que puede ser además responsable de la clínica. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { datos: { ...DATOS_ALTA_VACIOS, id_rol: 2, responsable: true } },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Administrativo' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Responsable de la clínica/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Continuar sin rol: el mensaje en el grupo y en el resumen, que recibe el foco. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    errores: { id_rol: 'Elige un rol: radiólogo, administrativo o médico.' },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(alerta).toHaveTextContent('Elige un rol');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** El servidor no acepta el rol (400): su mensaje vuelve aquí, al grupo. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: { ...DATOS_ALTA_VACIOS, id_rol: 3 },
    errores: { id_rol: 'Elige un rol: radiólogo, administrativo o médico.' },
    error: 'Revisa los datos marcados.',
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Revisa los datos marcados.',
    );
    limpiarAnuncios();
  },
};
