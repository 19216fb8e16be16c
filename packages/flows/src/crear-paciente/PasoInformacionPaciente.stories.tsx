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
  title: 'Flujos/Crear paciente/Pasos/1 Información del paciente',
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
    // The chosen town's name comes once react-aria has built the list's collection.
    const poblacion = canvas.getByRole('combobox', { name: /Población/ });
    await waitFor(() => expect(poblacion).toHaveValue('Getafe'));
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
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'DNI' })).toHaveFocus());
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
    // Un documento que falta se pide, no se llama incorrecto (docs/decisiones.md (52)).
    await expect(
      canvas.getByRole('link', { name: 'Escribe el número del documento.' }),
    ).toBeVisible();
    await expect(canvas.queryByText('El DNI es incorrecto.')).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Escribe un teléfono o un correo electrónico.' }),
    );
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
    errores: { documento: 'Ya existe un paciente con ese documento.' },
    error: 'Ya existe un paciente con ese documento.',
    invalido: true,
    intento: 0,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ya existe un paciente con ese documento.',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ya existe un paciente con ese documento.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'DNI' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Los datos de un menor de 14 años sin documento: su tutor. */
const menor = {
  ...pacienteRelleno,
  nombre: 'Martina',
  primer_apellido: 'Navarro',
  segundo_apellido: 'Ortega',
  fecha_nacimiento: '2019-06-03',
  tipo_documento: 'ninguno' as const,
  documento: '',
  telefono: '',
  tutor_nombre: 'Elena Ortega Blanco',
  tutor_tipo_documento: 'dni' as const,
  tutor_documento: '31457820R',
  tutor_telefono: '654321098',
  tutor_relacion: 'Madre',
  email: 'elena.ortega@example.com',
  cp: '',
  direccion: '',
  numero: '',
  piso: '',
};

/**
 * Un menor de 14 años sin documento (docs/decisiones.md (52)): sin número, con los datos de su
 * tutor, que recibe sus avisos; elegir otro documento los quita.
 */
export const MenorConTutor: Story = {
  name: 'Menor con tutor',
  args: { datos: menor, poblaciones: poblacionesMadrid },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: 'Sin documento (menor de 14 años)' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'DNI' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Nombre y apellidos del tutor' })).toHaveValue(
      'Elena Ortega Blanco',
    );
    await expect(canvas.getByRole('textbox', { name: 'DNI del tutor' })).toHaveValue('31457820R');
    await expect(canvas.getByRole('textbox', { name: 'Relación con el paciente' })).toHaveValue(
      'Madre',
    );
    await expect(
      canvas.getByText('Los avisos de sus citas se envían aquí, a nombre del tutor.'),
    ).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Tipo de documento' })).getByRole('radio', {
        name: 'NIE',
      }),
    );
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { tipo_documento: 'nie' },
    });
  },
};

/** Un menor de 14 años sin documento, sin los datos del tutor: cada uno con su mensaje. */
export const TutorIncompleto: Story = {
  name: 'Tutor incompleto',
  args: {
    datos: {
      ...menor,
      tutor_nombre: '',
      tutor_documento: '',
      tutor_telefono: '',
      tutor_relacion: '',
    },
    poblaciones: poblacionesMadrid,
    errores: validarInformacionPaciente(
      { ...menor, tutor_nombre: '', tutor_documento: '', tutor_telefono: '', tutor_relacion: '' },
      { hoy: HOY_HISTORIAS },
    ),
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Escribe el nombre del tutor.' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Escribe la relación del tutor con el paciente.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'DNI del tutor' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Una extranjera con NIE: el número se llama 'NIE' y se comprueba como NIE. */
export const ConNie: Story = {
  name: 'Con NIE',
  args: {
    datos: { ...pacienteRelleno, tipo_documento: 'nie', documento: '12345678Z' },
    poblaciones: poblacionesMadrid,
    errores: { documento: 'El NIE es incorrecto.' },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nie = canvas.getByRole('textbox', { name: 'NIE' });
    await expect(nie).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Por ejemplo, X1234567L.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'El NIE es incorrecto.' }));
    await expect(nie).toHaveFocus();
  },
};

/** Sin teléfono ni correo: el resumen dice que hace falta uno de los dos. */
export const SinTelefonoNiCorreo: Story = {
  name: 'Sin teléfono ni correo',
  args: {
    datos: { ...pacienteRelleno, telefono: '', email: '' },
    poblaciones: poblacionesMadrid,
    errores: validarInformacionPaciente(
      { ...pacienteRelleno, telefono: '', email: '' },
      { hoy: HOY_HISTORIAS },
    ),
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = canvas.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    await expect(
      canvas.getAllByRole('link', { name: 'Escribe un teléfono o un correo electrónico.' }),
    ).toHaveLength(1);
    await expect(canvas.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
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
