import { MENSAJES_CONTRASENA } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { validarAsignarContrasena } from '../validacion/formularios';
import {
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENAS_DISTINTAS,
  MENSAJE_REPETIR_CONTRASENA,
} from '../validacion/password';
import { MENSAJE_CONTRASENA_OLVIDADA } from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';

const meta = {
  title: 'Flujos/Crear paciente/Pasos/2 Asignar contraseña',
  component: PasoAsignarContrasena,
  beforeEach: limpiarAnuncios,
  args: { contrasena: {}, errores: {}, invalido: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoAsignarContrasena>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacío: paso 2 de 3, con 'Volver' al paso anterior. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Asignar contraseña' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Paso 2 de 3: Asignar contraseña')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VOLVER' });
  },
};

/**
 * Sin correo electrónico no hay cuenta (docs/decisiones.md (52)): ni contraseña ni invitación, y
 * el paso lo dice.
 */
export const SinCorreo: Story = {
  name: 'Sin correo',
  args: { sinCorreo: true, correoActivo: true },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Sin correo electrónico no tendrá acceso al portal; podrás invitarle cuando lo tenga.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Contraseña')).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Relleno: las dos coinciden; se pueden mostrar para comprobarlas. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { contrasena: { password: 'ClaveSegura2024', repetirPassword: 'ClaveSegura2024' } },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    const [mostrar] = canvas.getAllByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(mostrar as HTMLElement);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByLabelText('Repetir contraseña'));
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/**
 * Corta y sin repetir: los dos mensajes y el resumen enfocado. 'Continuar' espera, pero sigue
 * enfocable: pulsarlo (ratón o teclado) vuelve a llevar al resumen, que dice qué falta.
 */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    contrasena: { password: 'corta', repetirPassword: '' },
    errores: { password: MENSAJE_CONTRASENA_CORTA, repetirPassword: MENSAJE_REPETIR_CONTRASENA },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const resumen = () => canvas.getByRole('alert').parentElement;
    await waitFor(() => expect(resumen()).toHaveFocus());
    const continuar = canvas.getByRole('button', { name: 'Continuar' });
    await expect(continuar).toHaveAttribute('aria-disabled', 'true');
    await expect(continuar).toHaveAccessibleDescription(/Repite la contraseña\./);
    await userEvent.click(canvas.getByRole('link', { name: MENSAJE_REPETIR_CONTRASENA }));
    await expect(canvas.getByLabelText('Repetir contraseña')).toHaveFocus();
    // Con el ratón: no avanza, y el resumen vuelve a tener el foco.
    await userEvent.click(continuar);
    await expect(resumen()).toHaveFocus();
    // Con el teclado: Tab hasta 'Continuar' (sigue en el orden de tabulación) y Enter.
    continuar.focus();
    await userEvent.keyboard('{Enter}');
    await expect(resumen()).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/**
 * Las dos vacías: cada campo dice que falta ('La contraseña es obligatoria.', 'Repite la
 * contraseña.'), no que 'no coinciden'.
 */
export const Vacias: Story = {
  name: 'Vacías',
  args: {
    errores: validarAsignarContrasena({ password: '', repetirPassword: '' }),
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const resumen = within(canvasElement).getByRole('alert');
    await expect(resumen).toHaveTextContent('La contraseña es obligatoria.');
    await expect(resumen).toHaveTextContent('Repite la contraseña.');
    await expect(resumen).not.toHaveTextContent(MENSAJE_CONTRASENAS_DISTINTAS);
  },
};

/** Tras recargar la página la contraseña no se guarda (docs/decisiones.md (10)): se pide otra vez. */
export const TrasRecargar: Story = {
  name: 'Tras recargar',
  args: { errores: { password: MENSAJE_CONTRASENA_OLVIDADA }, invalido: true, intento: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MENSAJE_CONTRASENA_OLVIDADA,
    );
  },
};

/** Continuar pregunta al servidor por la contraseña (la lista de las más usadas): espera. */
export const Comprobando: Story = {
  name: 'Comprobando',
  args: {
    contrasena: { password: 'password1', repetirPassword: 'password1' },
    comprobando: true,
  },
  play: async ({ canvasElement }) => {
    const continuar = within(canvasElement).getByRole('button', { name: /Continuar/ });
    await expect(continuar).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Una de las más usadas: el servidor la rechaza al pulsar Continuar y su mensaje sale aquí, en
 * el campo y en el resumen de errores, no tras 'Crear paciente'.
 */
export const ContrasenaComun: Story = {
  name: 'Contraseña común',
  args: {
    contrasena: { password: 'password1', repetirPassword: 'password1' },
    errores: { password: MENSAJES_CONTRASENA.comun },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
    );
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      expect.stringContaining('Esa contraseña es de las más usadas'),
    );
  },
};

/**
 * Con correo (docs/decisiones.md (50)): 'Enviar una invitación por correo', lo primero, dice
 * adónde va el enlace y no pide contraseña; con las flechas se elige escribirla.
 */
export const ConInvitacion: Story = {
  name: 'Con correo: invitación',
  args: { correoActivo: true, acceso: 'invitar', email: 'rosa.delgado@example.com' },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    const invitar = canvas.getByRole('radio', { name: 'Enviar una invitación por correo' });
    await expect(invitar).toBeChecked();
    await expect(
      canvas.getByText(/Le enviaremos a rosa.delgado@example.com un enlace/),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Contraseña')).toBeNull();
    await userEvent.click(invitar);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { acceso: 'escribir' } });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Con correo y 'Escribir una contraseña': los dos campos de siempre, y que es provisional. */
export const ConCorreoEscribiendo: Story = {
  name: 'Con correo: escribir la contraseña',
  args: { correoActivo: true, acceso: 'escribir', email: 'rosa.delgado@example.com' },
  play: async ({ canvasElement }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Escribir una contraseña' })).toBeChecked();
    await expect(canvas.getByLabelText('Contraseña')).toBeVisible();
    await expect(canvas.getByText(/La cambiará al iniciar sesión por primera vez/)).toBeVisible();
  },
};
