import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { administrativo, medicoConCitas, radiologo } from '../../stories/personal';
import { datosDeEmpleado, validarEmpleado } from '../personal/datos';
import { actoresFichaEmpleado } from './actors';
import { FichaEmpleado } from './FichaEmpleado';
import { fichaEmpleadoMachine } from './machine';
import { PantallaFichaEmpleado } from './PantallaFichaEmpleado';

const machine = fichaEmpleadoMachine.provide({
  actors: actoresFichaEmpleado(clienteDeHistoria()),
});

const meta = {
  title: 'Flujos/Ficha del empleado',
  component: PantallaFichaEmpleado,
  beforeEach: preparacionDeHistoria,
  args: {
    nombre: medicoConCitas.nombre_completo,
    datos: datosDeEmpleado(medicoConCitas),
    errores: {},
    enviando: false,
    send: fn(),
    listaHref: '/administrativo/personal',
  },
} satisfies Meta<typeof PantallaFichaEmpleado>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editar a un médico: sus datos, su número de colegiado; el rol no cambia. */
export const Editar: Story = {
  name: 'Editar',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Editar a ${medicoConCitas.nombre_completo}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Número de colegiado/ })).toHaveValue(
      '280322222',
    );
    await expect(canvas.getByText('Rol: Médico. El rol de una cuenta no cambia.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Responsable/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Asignar una contraseña provisional' }),
    );
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { asignarContrasena: true, password: '' },
    });
  },
};

/** Editar a un administrativo: puede ser responsable de la clínica. */
export const EditarAdministrativo: Story = {
  name: 'Editar administrativo',
  args: { nombre: administrativo.nombre_completo, datos: datosDeEmpleado(administrativo) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: /Responsable de la clínica/ }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Número de colegiado/ })).toBeNull();
  },
};

/** 'Asignar una contraseña provisional' marcada: el campo de la contraseña aparece. */
export const ConContrasenaProvisional: Story = {
  name: 'Con contraseña provisional',
  args: {
    datos: {
      ...datosDeEmpleado(radiologo),
      asignarContrasena: true,
      password: 'otra provisional 2027',
    },
    nombre: radiologo.nombre_completo,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(/^Contraseña provisional/, { selector: 'input' }),
    ).toBeVisible();
  },
};

/** Errores en el campo y en el resumen de arriba, que recibe el foco. */
export const Invalido: Story = {
  name: 'Inválido',
  args: (() => {
    const datos = {
      ...datosDeEmpleado(medicoConCitas),
      email: 'miguel@',
      num_colegiado: '28',
      dni: '12345678A',
    };
    return { datos, errores: validarEmpleado(datos) };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = canvas.getByRole('alert');
    await expect(within(resumen).getAllByRole('link')).toHaveLength(3);
    await expect(
      canvas.getByText('El número de colegiado tiene 9 cifras.', { selector: 'a' }),
    ).toBeVisible();
  },
};

/** El servidor rechaza el correo: ya es de otra cuenta (409), en su campo y arriba. */
export const CorreoEnUso: Story = {
  name: 'Correo en uso',
  args: {
    datos: { ...datosDeEmpleado(medicoConCitas), email: 'carmen.lopez@example.com' },
    errores: { email: 'Ya existe una cuenta con ese correo electrónico.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Correo electrónico/ }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Guardando: el botón espera y los campos no cambian. */
export const Guardando: Story = {
  name: 'Guardando',
  args: { enviando: true },
};

/** Guardado: la confirmación con la vuelta a 'Personal'. */
export const Guardado: Story = {
  name: 'Guardado',
  args: {
    guardado: { nombre: medicoConCitas.nombre_completo },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `Datos de ${medicoConCitas.nombre_completo} guardados`,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a Personal' })).toHaveAttribute(
      'href',
      '/administrativo/personal',
    );
  },
};

/** Editar a un radiólogo contra el servidor simulado: sin cambios lo dice; con uno, guardado. */
export const FlujoEditar: Story = {
  name: 'Flujo editar',
  beforeEach: conServidorSimulado(),
  render: (args) => (
    <FichaEmpleado machine={machine} empleado={radiologo} listaHref={args.listaHref} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await canvas.findByText('No has cambiado ningún dato.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^DNI o NIE/ }), '87654321X');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Datos de ${radiologo.nombre_completo} guardados`,
      }),
    ).toBeVisible();
  },
};
