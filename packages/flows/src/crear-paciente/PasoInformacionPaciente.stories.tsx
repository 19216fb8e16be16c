import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso, probarCancelarDelPaso } from '../../stories/asistente';
import {
  HOY_HISTORIAS,
  pacienteRelleno,
  poblacionesMadrid,
  provinciasListas,
  sinPoblaciones,
} from '../../stories/crear-paciente';
import { preparacionDeHistoria } from '../../stories/msw';
import { validarInformacionPaciente } from '../validacion/formularios';
import { DATOS_PACIENTE_VACIOS, MENSAJE_ERROR_PROVINCIAS } from './machine';
import { PasoInformacionPaciente } from './PasoInformacionPaciente';

const meta = {
  title: 'Flujos/Administrativo/Crear paciente/1 Información del paciente',
  component: PasoInformacionPaciente,
  beforeEach: preparacionDeHistoria,
  args: {
    datos: DATOS_PACIENTE_VACIOS,
    errores: {},
    provincias: provinciasListas,
    poblaciones: sinPoblaciones,
    invalido: false,
    hoy: HOY_HISTORIAS,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoInformacionPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

const todosLosErrores = validarInformacionPaciente(DATOS_PACIENTE_VACIOS, { hoy: HOY_HISTORIAS });

/** Vacío: el paso 1 de 3, con el foco en su título y 'Continuar' disponible. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: 'Información del paciente' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(document.title).toBe('Información del paciente · Crear paciente · Clínica');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Información personal' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Dirección personal' }),
    ).toBeVisible();
    await expect(canvas.getByText('Paso 1 de 3: Información del paciente')).toBeInTheDocument();
    await expect(canvas.getByText('Segundo apellido')).toHaveTextContent('(opcional)');
    await expect(canvas.getByRole('combobox', { name: /Población/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Escribir envía cada cambio a la máquina; elegir provincia también. */
export const Escribiendo: Story = {
  name: 'Escribiendo',
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre'), 'R');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { nombre: 'R' } });
    await userEvent.click(canvas.getByRole('radio', { name: 'Hombre' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { sexo: 'Hombre' } });
    await userEvent.click(canvas.getByRole('button', { name: /Provincia/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Madrid' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { provincia: '28' } });
  },
};

/** Relleno y válido, con Madrid y sus poblaciones cargadas. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { datos: pacienteRelleno, poblaciones: poblacionesMadrid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Población/ })).toHaveValue('Getafe');
    await expect(canvas.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};

/** Las provincias aún no han llegado. */
/**
 * Tras 'Cambiar DNI' en el resumen: el foco va al campo que se cambia, no al título, y
 * Continuar vuelve al resumen.
 */
export const TrasCambiar: Story = {
  name: 'Tras cambiar',
  args: { datos: pacienteRelleno, poblaciones: poblacionesMadrid, enfocar: 'documento' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('DNI')).toHaveFocus());
  },
};

export const CargandoProvincias: Story = {
  name: 'Cargando provincias',
  args: { provincias: { estado: 'cargando', datos: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Cargando provincias…')[0]).toBeVisible();
  },
};

/** Las provincias no se han podido cargar: aviso anunciado y 'Reintentar'. */
export const ErrorAlCargarProvincias: Story = {
  name: 'Error al cargar provincias',
  args: { provincias: { estado: 'error', datos: [], error: MENSAJE_ERROR_PROVINCIAS } },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_ERROR_PROVINCIAS);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_PROVINCIAS' });
  },
};

/**
 * Tras Continuar con el formulario vacío: todos los campos marcados (§5), el resumen con un
 * enlace por error recibe el foco, el título empieza por 'Error: ' y Continuar espera. El
 * mensaje que no dice su campo lleva su nombre en el resumen ('Sexo: …'), no junto al campo.
 */
export const Invalido: Story = {
  name: 'Inválido',
  args: { errores: todosLosErrores, invalido: true, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = canvas.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    await expect(document.title).toBe('Error: Información del paciente · Crear paciente · Clínica');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('El nombre es obligatorio.')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: 'El teléfono debe tener 9 dígitos.' }));
    await expect(canvas.getByLabelText('Teléfono')).toHaveFocus();
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Sexo' })).getByText(
        'Por favor, selecciona una opción.',
      ),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Sexo: Por favor, selecciona una opción.' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Hombre' })).toHaveFocus();
  },
};

/** El servidor rechazó el DNI al crear: el mensaje cae en su campo y en el resumen. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: pacienteRelleno,
    poblaciones: poblacionesMadrid,
    errores: { documento: 'Ya existe un paciente con ese DNI.' },
    error: 'Ya existe un paciente con ese DNI.',
    invalido: true,
    intento: 0,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ya existe un paciente con ese DNI.');
    await expect(
      canvas.getByRole('link', { name: 'Ya existe un paciente con ese DNI.' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('DNI')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Cancelar' pregunta antes; 'Continuar con el proceso' no cancela, 'Confirmar cancelación' sí. */
export const Cancelar: Story = {
  name: 'Cancelar',
  play: async (contexto) => {
    await probarCancelarDelPaso(contexto);
    const canvas = within(contexto.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/administrativo',
    );
  },
};
