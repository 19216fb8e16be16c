import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { validarEmpleado } from '../personal/datos';
import { DATOS_ALTA_VACIOS } from './machine';
import { PasoDatosEmpleado } from './PasoDatosEmpleado';

const medica = { ...DATOS_ALTA_VACIOS, id_rol: 3 as const };
const relleno = {
  ...medica,
  nombre: 'Inés',
  primer_apellido: 'Velasco',
  segundo_apellido: 'Prieto',
  email: 'ines.velasco@example.com',
  dni: '48291735S',
  num_colegiado: '280400001',
};

const meta = {
  title: 'Flujos/Dar de alta a un empleado/Pasos/2 Datos personales',
  component: PasoDatosEmpleado,
  beforeEach: limpiarAnuncios,
  args: { datos: medica, errores: {}, invalido: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoDatosEmpleado>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío, para un médico: el número de colegiado es obligatorio; el DNI, opcional. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Datos personales' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Paso 2 de 4: Datos')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Número de colegiado/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /DNI o NIE/ })).not.toBeRequired();
    await userEvent.click(canvas.getByRole('textbox', { name: /^Nombre/ }));
    await userEvent.keyboard('I');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { nombre: 'I' } });
  },
};

/** Un administrativo no tiene número de colegiado: el campo no aparece. */
export const Administrativo: Story = {
  name: 'Administrativo',
  args: { datos: { ...DATOS_ALTA_VACIOS, id_rol: 2 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('textbox', { name: /Número de colegiado/ }),
    ).toBeNull();
  },
};

/** Relleno: Enter en un campo es Continuar. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { datos: relleno },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Número de colegiado/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Continuar vacío: cada campo obligatorio lo dice, en orden, en el resumen. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    errores: validarEmpleado({ ...medica, asignarContrasena: false, password: '' }),
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(within(alerta).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('link', { name: 'El número de colegiado es obligatorio para un médico.' }),
    );
    await expect(canvas.getByRole('textbox', { name: /Número de colegiado/ })).toHaveFocus();
  },
};

/** El servidor rechaza el correo (409): ya es de otra cuenta; el mensaje, en su campo. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: { ...relleno, email: 'carmen.lopez@example.com' },
    errores: { email: 'Ya existe una cuenta con ese correo electrónico.' },
    error: 'Ya existe una cuenta con ese correo electrónico.',
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // El mismo mensaje no se repite encima del resumen.
    await expect(
      canvas.getAllByText('Ya existe una cuenta con ese correo electrónico.', { selector: 'a' }),
    ).toHaveLength(1);
    limpiarAnuncios();
  },
};
