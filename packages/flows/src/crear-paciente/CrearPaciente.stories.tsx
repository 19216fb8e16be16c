import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoEnElResumen, esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { guardarPacienteAMedias, HOY_HISTORIAS } from '../../stories/crear-paciente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { claveDeFlujo, leerInstantanea } from '../wizard/persistencia';
import { actoresCrearPaciente } from './actors';
import { CrearPaciente, type CrearPacienteProps } from './CrearPaciente';
import { crearPacienteMachine } from './machine';

/** El asistente con su máquina conectada al servidor simulado por el cliente real. */
function CrearPacienteDeHistoria(props: Omit<CrearPacienteProps, 'machine'>) {
  return (
    <CrearPaciente
      machine={crearPacienteMachine.provide({
        actors: actoresCrearPaciente(clienteDeHistoria()),
      })}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Crear paciente',
  component: CrearPacienteDeHistoria,
  args: {
    input: { hoy: HOY_HISTORIAS },
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof CrearPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lienzo = ReturnType<typeof within>;

/** Escribe en un campo como una persona: clic y teclado. */
async function escribir(canvas: Lienzo, etiqueta: string | RegExp, texto: string) {
  await userEvent.click(canvas.getByLabelText(etiqueta));
  await userEvent.keyboard(texto);
}

/** Rellena 'Información del paciente' con el teclado y el ratón, eligiendo Madrid y Getafe. */
async function rellenarInformacion(canvas: Lienzo, dni: string) {
  const pagina = within(document.body);
  await escribir(canvas, 'Nombre', 'Rosa');
  await userEvent.tab();
  await userEvent.keyboard('Delgado');
  await escribir(canvas, /Segundo apellido/, 'Vidal');
  // La fecha se escribe por segmentos: día, mes y año saltan solos al siguiente.
  await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
  await userEvent.keyboard('23091978');
  await escribir(canvas, /Teléfono/, '655123987');
  await userEvent.click(canvas.getByRole('radio', { name: 'Mujer' }));
  await userEvent.click(canvas.getByRole('textbox', { name: 'DNI' }));
  await userEvent.keyboard(dni);
  await escribir(canvas, 'Correo electrónico', 'rosa.delgado@example.com');
  await userEvent.click(canvas.getByRole('button', { name: /Provincia/ }));
  await userEvent.click(await pagina.findByRole('option', { name: 'Madrid' }));
  const poblacion = canvas.getByRole('combobox', { name: /Población/ });
  await waitFor(() => expect(poblacion).toBeEnabled());
  await userEvent.click(poblacion);
  await userEvent.keyboard('geta');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(poblacion).toHaveValue('Getafe');
  await escribir(canvas, /Código postal/, '28901');
  await escribir(canvas, 'Dirección (opcional)', 'Calle de Toledo');
  await escribir(canvas, 'Número (opcional)', '8');
  await escribir(canvas, /Piso/, '2');
}

/**
 * El asistente entero contra el servidor simulado: un Continuar vacío marca todos los campos,
 * se rellena con teclado y ratón, se asigna la contraseña, se cambia un dato desde el resumen
 * (y se vuelve a él), se crea el paciente y la URL sigue a cada paso.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Información del paciente');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Provincia/ })).toBeEnabled());

    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const resumen = canvas.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(document.title).toMatch(/^Error: /);

    await rellenarInformacion(canvas, '48291735S');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');

    await esperarTitulo(canvas, 'Asignar contraseña');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearPaciente/crearPacientePaso2',
    );
    await escribir(canvas, 'Contraseña', 'ClaveSegura2024');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repetir contraseña')).toHaveFocus();
    await escribir(canvas, 'Repetir contraseña', 'ClaveSegura2024{Enter}');

    await esperarTitulo(canvas, 'Resumen');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearPaciente/crearPacientePaso3',
    );
    await expect(canvas.getByText('23/09/1978')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar teléfono' }));

    // 'Cambiar' lleva al campo que se cambia, no al título del paso.
    await canvas.findByRole('heading', { level: 1, name: 'Información del paciente' });
    const telefono = canvas.getByLabelText(/Teléfono/);
    await waitFor(() => expect(telefono).toHaveFocus());
    await userEvent.clear(telefono);
    await userEvent.type(telefono, '655000111{Enter}');

    await esperarTitulo(canvas, 'Resumen');
    await expect(canvas.getByText('655000111')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear paciente' }));

    await esperarTitulo(canvas, 'Paciente creado correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearPaciente/confirmacionCreacionPaciente',
    );
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ nombre: 'Rosa', primer_apellido: 'Delgado' }),
    );
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toBeVisible();
    await expect(getMockDb().pacientes.some((p) => p.dni === '48291735S')).toBe(true);
    // El botón que estuvo 'Cargando…' ya no existe, pero react-aria dejó su anuncio apuntando
    // a él; axe lo vería como una imagen sin nombre.
    limpiarAnuncios();
  },
};

/**
 * Con correo (docs/decisiones.md (50)): la invitación es lo primero en 'Asignar contraseña', el
 * resumen dice a qué correo va y el servidor recibe `invitar` en vez de una contraseña.
 */
export const FlujoConInvitacion: Story = {
  name: 'Flujo con invitación por correo',
  beforeEach: conServidorSimulado(),
  args: { input: { hoy: HOY_HISTORIAS, correoActivo: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Información del paciente');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Provincia/ })).toBeEnabled());
    await rellenarInformacion(canvas, '48291735S');
    await userEvent.keyboard('{Enter}');

    await esperarTitulo(canvas, 'Asignar contraseña');
    await expect(
      canvas.getByRole('radio', { name: 'Enviar una invitación por correo' }),
    ).toBeChecked();
    await expect(canvas.queryByLabelText('Contraseña')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, 'Resumen');
    await expect(
      canvas.getByText('Invitación por correo a rosa.delgado@example.com'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear paciente' }));

    await esperarTitulo(canvas, 'Paciente creado correctamente');
    await expect(
      canvas.getByText(/Se ha enviado una invitación a rosa.delgado@example.com/),
    ).toBeVisible();
    await expect(args.onTerminar).toHaveBeenCalled();
    limpiarAnuncios();
  },
};

/**
 * El DNI ya está registrado: el servidor lo rechaza (409) y el asistente vuelve a 'Información
 * paciente' con el mensaje en el campo DNI; al corregirlo se llega al resumen de nuevo.
 */
export const FlujoDniRepetido: Story = {
  name: 'Flujo DNI repetido',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Provincia/ })).toBeEnabled());
    await rellenarInformacion(canvas, '12345678Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Asignar contraseña');
    await escribir(canvas, 'Contraseña', 'ClaveSegura2024');
    await escribir(canvas, 'Repetir contraseña', 'ClaveSegura2024{Enter}');
    await esperarTitulo(canvas, 'Resumen');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear paciente' }));

    await canvas.findByRole('heading', { level: 1, name: 'Información del paciente' });
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent('Ya existe un paciente con ese documento.');
    // El resumen recibe el foco un fotograma después de volver al paso. Con el clic en su enlace
    // antes de que lo conserve, lo escrito en el DNI acabó a medias una vez en la CI.
    await esperarFocoEnElResumen(canvas);
    const dni = canvas.getByRole('textbox', { name: 'DNI' });
    await expect(dni).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(
      canvas.getByRole('link', { name: 'Ya existe un paciente con ese documento.' }),
    );
    await expect(dni).toHaveFocus();
    await userEvent.clear(dni);
    await userEvent.type(dni, '48291735S{Enter}');
    await esperarTitulo(canvas, 'Resumen');
    limpiarAnuncios();
  },
};

/** Las provincias no cargan: el aviso y 'Reintentar', que vuelve a pedirlas. */
export const FlujoSinProvincias: Story = {
  name: 'Flujo sin provincias',
  beforeEach: conServidorSimulado(handlers.mostrarProvincias.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar las provincias. Inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Mientras se crea el paciente (el servidor no contesta), 'Crear paciente' espera. */
export const FlujoEnviando: Story = {
  name: 'Flujo enviando',
  beforeEach: conServidorSimulado(handlers.crearUsuarioPaciente.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Provincia/ })).toBeEnabled());
    await rellenarInformacion(canvas, '48291735S');
    await userEvent.keyboard('{Enter}');
    await esperarTitulo(canvas, 'Asignar contraseña');
    await escribir(canvas, 'Contraseña', 'ClaveSegura2024');
    await escribir(canvas, 'Repetir contraseña', 'ClaveSegura2024{Enter}');
    await esperarTitulo(canvas, 'Resumen');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear paciente' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Crear paciente/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

const CLAVE_A_MEDIAS = claveDeFlujo('crearPaciente', 'historia');

/**
 * Se abre 'Crear paciente' (por el menú) con otro a medias guardado: nada se retoma en silencio
 * (docs/decisiones.md (37)). El primer paso, vacío, lo dice; 'Retomar lo que dejaste' lo retoma donde se
 * dejó.
 */
export const AMediasContinuar: Story = {
  name: 'A medias continuar',
  args: { clavePersistencia: CLAVE_A_MEDIAS, ruta: '/administrativo/crearPaciente' },
  beforeEach: (contexto) => {
    guardarPacienteAMedias(CLAVE_A_MEDIAS);
    conServidorSimulado()(contexto);
    return () => sessionStorage.removeItem(CLAVE_A_MEDIAS);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Información del paciente');
    const aviso = canvas.getByRole('region', { name: /Tienes un paciente a medio crear/ });
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('');
    // Its button is not named like the step's 'Continuar', which is on the same screen.
    await expect(canvas.getAllByRole('button', { name: /Continuar/ })).toHaveLength(1);
    // Con el teclado: Tab hasta 'Retomar lo que dejaste' del aviso y Enter.
    const retomar = within(aviso).getByRole('button', { name: 'Retomar lo que dejaste' });
    retomar.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toHaveValue('Rosa'));
    await expect(canvas.getByLabelText('Primer apellido')).toHaveValue('Delgado');
    await expect(canvas.queryByRole('region', { name: /a medio crear/ })).toBeNull();
  },
};

/** 'Empezar de nuevo': lo guardado se borra y el asistente sigue vacío, sin el aviso. */
export const AMediasEmpezarDeNuevo: Story = {
  name: 'A medias empezar de nuevo',
  args: AMediasContinuar.args,
  beforeEach: AMediasContinuar.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Información del paciente');
    await userEvent.click(canvas.getByRole('button', { name: 'Empezar de nuevo' }));
    await expect(canvas.queryByRole('region', { name: /a medio crear/ })).toBeNull();
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('');
    await expect(leerInstantanea(CLAVE_A_MEDIAS)).toBeUndefined();
  },
};
