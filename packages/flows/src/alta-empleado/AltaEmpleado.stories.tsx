import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoEnElResumen, esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { AltaEmpleado, type AltaEmpleadoProps } from './AltaEmpleado';
import { actoresAltaEmpleado } from './actors';
import { altaEmpleadoMachine } from './machine';

/** El asistente con su máquina conectada al servidor simulado por el cliente real. */
function AltaEmpleadoDeHistoria(props: Omit<AltaEmpleadoProps, 'machine'>) {
  return (
    <AltaEmpleado
      machine={altaEmpleadoMachine.provide({ actors: actoresAltaEmpleado(clienteDeHistoria()) })}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Dar de alta a un empleado',
  component: AltaEmpleadoDeHistoria,
  args: { onPasoCambiado: fn(), onCancelar: fn(), onTerminar: fn() },
} satisfies Meta<typeof AltaEmpleado>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lienzo = ReturnType<typeof within>;

/** Escribe en un campo como una persona: clic y teclado. */
async function escribir(canvas: Lienzo, etiqueta: RegExp, texto: string) {
  await userEvent.click(canvas.getByRole('textbox', { name: etiqueta }));
  await userEvent.keyboard(texto);
}

/** Hasta el resumen: una radióloga, sus datos con el teclado y la contraseña inicial. */
async function rellenarHastaResumen(canvas: Lienzo, email: string, password: string) {
  await userEvent.click(canvas.getByRole('radio', { name: 'Radiólogo' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await esperarTitulo(canvas, 'Datos personales');
  await escribir(canvas, /^Nombre/, 'Inés');
  await userEvent.tab();
  await userEvent.keyboard('Velasco');
  await escribir(canvas, /^Correo electrónico/, email);
  await escribir(canvas, /^Número de colegiado/, '280400001{Enter}');
  await esperarTitulo(canvas, 'Contraseña inicial');
  await userEvent.click(canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' }));
  await userEvent.keyboard(`${password}{Enter}`);
  await esperarTitulo(canvas, 'Resumen');
}

/**
 * El asistente entero contra el servidor simulado: Continuar sin rol lo pide; se elige radióloga,
 * se escriben sus datos con el teclado con un correo que ya es de otra cuenta, y la contraseña
 * inicial. Al dar de alta, el 409 vuelve a 'Datos personales' con el mensaje en el campo; se
 * corrige y se vuelve al resumen; 'Cambiar' lleva al campo y de vuelta; la confirmación dice qué
 * pasa ahora, y la URL sigue a cada paso.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Qué rol tendrá en la clínica?');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith('/administrativo/personal/nuevo');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const alerta = await canvas.findByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(alerta).toHaveTextContent('Elige un rol');
    await expect(document.title).toMatch(/^Error: /);

    await rellenarHastaResumen(canvas, 'carmen.lopez@example.com', 'marea lenta en otoño');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/personal/nuevo/resumen',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));

    // 409: el correo ya es de otra cuenta; vuelve a su paso, con el mensaje en el campo.
    await canvas.findByRole('heading', { level: 1, name: 'Datos personales' });
    const correo = canvas.getByRole('textbox', { name: /^Correo electrónico/ });
    await waitFor(() => expect(correo).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/personal/nuevo/datos',
    );
    // El resumen recibe el foco un fotograma después de volver al paso; con el clic en su enlace
    // antes, el foco vuelve al resumen mientras se escribe el correo (se reintentó una vez en la
    // CI, como 'Flujo DNI repetido' de Crear paciente).
    await esperarFocoEnElResumen(canvas);
    await userEvent.click(
      canvas.getByRole('link', { name: 'Ya existe una cuenta con ese correo electrónico.' }),
    );
    await expect(correo).toHaveFocus();
    await userEvent.clear(correo);
    await userEvent.type(correo, 'ines.velasco@example.com{Enter}');
    await esperarTitulo(canvas, 'Resumen');

    // 'Cambiar' lleva al campo que se cambia, y Continuar vuelve al resumen.
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar segundo apellido' }));
    const segundo = canvas.getByRole('textbox', { name: /^Segundo apellido/ });
    await waitFor(() => expect(segundo).toHaveFocus());
    await userEvent.type(segundo, 'Prieto{Enter}');
    await esperarTitulo(canvas, 'Resumen');
    await expect(canvas.getByText('Prieto')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));

    await esperarTitulo(canvas, 'Inés Velasco Prieto ya tiene cuenta');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/personal/nuevo/hecho',
    );
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ines.velasco@example.com', contrasena_provisional: true }),
    );
    await expect(canvas.getByText(/elija una contraseña nueva/)).toBeVisible();
    await expect(getMockDb().usuarios.some((u) => u.email === 'ines.velasco@example.com')).toBe(
      true,
    );
    limpiarAnuncios();
  },
};

/**
 * Con correo (docs/decisiones.md (50)): la invitación es lo primero en 'Contraseña inicial', el
 * resumen dice a qué correo va y la confirmación, que se le ha enviado.
 */
export const FlujoConInvitacion: Story = {
  name: 'Flujo con invitación por correo',
  beforeEach: conServidorSimulado(),
  args: { input: { correoActivo: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Qué rol tendrá en la clínica?');
    await userEvent.click(canvas.getByRole('radio', { name: 'Radiólogo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Datos personales');
    await escribir(canvas, /^Nombre/, 'Inés');
    await userEvent.tab();
    await userEvent.keyboard('Velasco');
    await escribir(canvas, /^Correo electrónico/, 'ines.velasco@example.com');
    await escribir(canvas, /^Número de colegiado/, '280400001{Enter}');
    await esperarTitulo(canvas, 'Contraseña inicial');
    await expect(
      canvas.getByRole('radio', { name: 'Enviar una invitación por correo' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Resumen');
    await expect(
      canvas.getByText('Invitación por correo a ines.velasco@example.com'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));
    await esperarTitulo(canvas, 'Inés Velasco ya tiene cuenta');
    await expect(
      canvas.getByText(/Se ha enviado una invitación a ines.velasco@example.com/),
    ).toBeVisible();
    await expect(args.onTerminar).toHaveBeenCalled();
    limpiarAnuncios();
  },
};

const MAS_USADA = 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.';

/**
 * Una contraseña de las más usadas pasa las reglas del navegador, pero el servidor, que tiene la
 * lista, la rechaza (400): el asistente vuelve a 'Contraseña inicial' con su mensaje junto al
 * campo, y con otra se llega de nuevo al resumen.
 */
export const FlujoContrasenaDebil: Story = {
  name: 'Flujo contraseña débil',
  beforeEach: conServidorSimulado(
    handlers.crearEmpleado.error(400, {
      message: 'Revisa los datos marcados.',
      errores: { password: MAS_USADA },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Qué rol tendrá en la clínica?');
    await rellenarHastaResumen(canvas, 'ines.velasco@example.com', 'password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));
    await canvas.findByRole('heading', { level: 1, name: 'Contraseña inicial' });
    const campo = canvas.getByLabelText(/^Contraseña inicial/, { selector: 'input' });
    await waitFor(() => expect(campo).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MAS_USADA);
    await esperarFocoEnElResumen(canvas);
    await userEvent.clear(campo);
    await userEvent.type(campo, 'marea lenta en otoño{Enter}');
    await esperarTitulo(canvas, 'Resumen');
    limpiarAnuncios();
  },
};

/** Mientras se crea la cuenta (el servidor no contesta), 'Dar de alta' espera. */
export const FlujoEnviando: Story = {
  name: 'Flujo enviando',
  beforeEach: conServidorSimulado(handlers.crearEmpleado.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Qué rol tendrá en la clínica?');
    await rellenarHastaResumen(canvas, 'ines.velasco@example.com', 'marea lenta en otoño');
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Dar de alta/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};
