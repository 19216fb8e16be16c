import { getMockDb, MOCK_PASSWORD, mockTokens } from '@clinica/api-client/mocks';
import { MENSAJES_CONTRASENA } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoEnElResumen } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { actoresCambiarContrasena } from './actors';
import { CambiarContrasena } from './CambiarContrasena';
import { cambiarContrasenaMachine, MENSAJE_CONTRASENA_ACTUAL } from './machine';
import {
  PantallaCambiarContrasena,
  TEXTOS_CAMBIAR_CONTRASENA as T,
} from './PantallaCambiarContrasena';

const meta = {
  title: 'Flujos/Cambiar contraseña',
  component: PantallaCambiarContrasena,
  beforeEach: limpiarAnuncios,
  args: {
    datos: { contrasenaActual: '', contrasenaNueva: '', repetirContrasena: '' },
    errores: {},
    enviando: false,
    cambiada: false,
    inicioHref: '/medico',
    send: fn(),
  },
} satisfies Meta<typeof PantallaCambiarContrasena>;

export default meta;
type Story = StoryObj<typeof meta>;

const nueva = 'una frase que solo yo sé';

/** A field by the start of its label ('Contraseña nueva' is also inside 'Repite la contraseña nueva'). */
const campo = (canvas: ReturnType<typeof within>, etiqueta: string) =>
  canvas.getByLabelText(new RegExp(`^${etiqueta}`));
const rellenos = {
  contrasenaActual: MOCK_PASSWORD,
  contrasenaNueva: nueva,
  repetirContrasena: nueva,
};

/** Vacío, como se abre: las tres contraseñas ocultas, con su ayuda bajo la nueva. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    for (const etiqueta of [T.actual, T.nueva, T.repetir]) {
      await expect(campo(canvas, etiqueta)).toHaveAttribute('type', 'password');
    }
    await expect(canvas.getByText(/una frase larga vale/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Enviado sin nada o con una nueva que no cumple la regla: cada mensaje junto a su campo y arriba. */
export const ConErrores: Story = {
  name: 'Con errores',
  args: {
    datos: { contrasenaActual: '', contrasenaNueva: 'Carmen2026', repetirContrasena: 'otra' },
    errores: {
      contrasenaActual: MENSAJE_CONTRASENA_ACTUAL,
      contrasenaNueva: MENSAJES_CONTRASENA.personal,
      repetirContrasena: 'Las contraseñas no coinciden.',
    },
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = await canvas.findByRole('alert');
    await expect(resumen).toHaveTextContent(T.resumen);
    await expect(resumen).toHaveTextContent(MENSAJES_CONTRASENA.personal);
    await expect(campo(canvas, T.actual)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Mientras el servidor responde: el botón espera y los campos no cambian. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { datos: rellenos, enviando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(campo(canvas, T.actual)).toHaveAttribute('readonly');
  },
};

/** El servidor no reconoce la contraseña actual: el mensaje en su campo. */
export const ActualIncorrecta: Story = {
  name: 'Actual incorrecta',
  args: {
    datos: { ...rellenos, contrasenaActual: 'no-es-esta' },
    errores: { contrasenaActual: 'La contraseña actual no es correcta.' },
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta.',
    );
  },
};

/** Demasiados intentos con una actual equivocada: un mensaje general, arriba. */
export const DemasiadosIntentos: Story = {
  name: 'Demasiados intentos',
  args: {
    datos: rellenos,
    error: 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('dentro de 15 minutos');
  },
};

/** Hecho: la confirmación recibe el foco y ofrece volver al inicio. */
export const Cambiada: Story = {
  name: 'Cambiada',
  args: { cambiada: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: T.cambiada });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByRole('link', { name: T.volver })).toHaveAttribute('href', '/medico');
  },
};

/**
 * Con una contraseña provisional, la que puso el responsable (docs/decisiones.md (47)): la
 * pantalla explica por qué está aquí y no ofrece volver; hecho el cambio, 'Continuar'.
 */
export const Provisional: Story = {
  name: 'Provisional',
  args: { provisional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.provisional)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: T.volver })).toBeNull();
  },
};

/** La provisional ya cambiada: 'Continuar' lleva al inicio del rol. */
export const ProvisionalCambiada: Story = {
  name: 'Provisional cambiada',
  args: { provisional: true, cambiada: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: T.continuar })).toHaveAttribute(
      'href',
      '/medico',
    );
  },
};

/**
 * Todo el flujo con el teclado, contra el servidor simulado y el cliente real: la médica Carmen
 * escribe primero una nueva con su nombre (el mensaje sale en el campo), luego una buena; el
 * servidor cambia la contraseña y la confirmación recibe el foco.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo con el teclado',
  beforeEach: conServidorSimulado(),
  render: () => (
    <CambiarContrasena
      machine={cambiarContrasenaMachine.provide({
        actors: actoresCambiarContrasena(clienteDeHistoria(mockTokens.medico)),
      })}
      input={{
        personales: {
          email: 'carmen.lopez@example.com',
          nombre: 'Carmen',
          apellidos: ['López', 'Sánchez'],
        },
      }}
      inicioHref="/medico"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(campo(canvas, T.actual));
    await userEvent.keyboard(MOCK_PASSWORD);
    await userEvent.tab(); // mostrar/ocultar
    await userEvent.tab();
    await expect(campo(canvas, T.nueva)).toHaveFocus();
    await userEvent.keyboard('Carmen-2026!');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Carmen-2026!{Enter}');
    const resumen = await canvas.findByRole('alert');
    await expect(resumen).toHaveTextContent(MENSAJES_CONTRASENA.personal);
    await esperarFocoEnElResumen(canvas);

    const campoNueva = campo(canvas, T.nueva);
    await userEvent.clear(campoNueva);
    await userEvent.type(campoNueva, nueva);
    const repetir = campo(canvas, T.repetir);
    await userEvent.clear(repetir);
    await userEvent.type(repetir, `${nueva}{Enter}`);

    const titulo = await canvas.findByRole('heading', { level: 1, name: T.cambiada });
    await waitFor(() => expect(titulo).toHaveFocus());
    const carmen = getMockDb().usuarios.find((u) => u.email === 'carmen.lopez@example.com');
    await expect(carmen?.password).toBe(nueva);
    limpiarAnuncios();
  },
};
