import type { Cita, CitaListado, InformeCompleto } from '@clinica/api-client';
import { crearCitas, MOCK_HOY, mockTokens } from '@clinica/api-client/mocks';
import { mensajeInformeFuturo } from '@clinica/api-client/reglas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { argsDeMaquinas } from '../../stories/args';
import { esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import {
  archivoPng,
  CITA_DE_EJEMPLO,
  IMAGENES_DE_EJEMPLO,
  TEXTO_DE_EJEMPLO,
} from '../../stories/informe';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { fechaLegible } from '../fechas/fechas';
import { actoresInforme } from './actors';
import { CrearInforme, CrearInformeCargando, PantallaCrearInforme } from './CrearInforme';
import { InformeFuturo } from './InformeFuturo';
import { type EnvioDelInforme, informeMachine } from './machine';
import { TEXTOS_INFORME as T, TEXTOS_ENLACE_AL_INFORME } from './texts';

const meta = {
  title: 'Flujos/Crear informe',
  component: PantallaCrearInforme,
  beforeEach: limpiarAnuncios,
  args: {
    cita: CITA_DE_EJEMPLO,
    imagenes: [],
    texto: '',
    abierta: undefined,
    errores: {},
    error: undefined,
    progreso: undefined,
    intento: 0,
    enviando: false,
    send: fn(),
    onVolver: fn(),
  },
} satisfies Meta<typeof PantallaCrearInforme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sin imágenes: el paciente, 'Imagen' obligatoria con sus límites, la lista vacía y el área. */
export const SinImagenes: Story = {
  name: 'Sin imágenes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, T.tituloInforme);
    await expect(canvas.getByRole('group', { name: /Imagen/ })).toHaveTextContent('(obligatorio)');
    await expect(canvas.getByText(/PNG, JPEG, WebP o DICOM/)).toBeVisible();
    await expect(canvas.getByText(T.sinImagenes)).toBeVisible();
    const area = canvas.getByRole('textbox', { name: T.informe });
    await expect(area).toHaveAttribute('rows', '25');
    await expect(area).toHaveAttribute('cols', '50');
  },
};

/** Varias imágenes (una DICOM), cada una con miniatura, vista previa y 'Eliminar'. */
export const VariasImagenes: Story = {
  name: 'Varias imágenes',
  args: { imagenes: IMAGENES_DE_EJEMPLO, texto: TEXTO_DE_EJEMPLO },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lista = canvas.getByRole('list', { name: T.imagenesSubidas });
    await waitFor(() => expect(lista.querySelectorAll('img[data-miniatura]')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar torax-lateral.png' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'ELIMINAR', id: 'imagen-2' });
    await userEvent.click(canvas.getByRole('button', { name: T.verImagen('corte-axial.dcm') }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'ABRIR', id: 'imagen-3' });
  },
};

/** La vista previa de un DICOM, pintado con sus píxeles, junto a la nota de la imagen. */
export const VistaPreviaAbierta: Story = {
  name: 'Vista previa abierta',
  args: { imagenes: IMAGENES_DE_EJEMPLO, texto: TEXTO_DE_EJEMPLO, abierta: 'imagen-3' },
  play: async ({ args }) => {
    const pagina = within(document.body);
    const dialogo = await pagina.findByRole('dialog', { name: 'corte-axial.dcm' });
    const imagen = await within(dialogo).findByRole('img', { name: 'Imagen corte-axial.dcm' });
    // The preview fades in from opacity 0.
    await waitFor(() => expect(imagen).toBeVisible());
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: T.nota('corte-axial.dcm') }),
      'C',
    );
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR_NOTA',
      id: 'imagen-3',
      nota: 'C',
    });
    await userEvent.click(within(dialogo).getByRole('button', { name: T.guardarYSalir }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CERRAR' });
  },
};

/** 'Generar' sin imágenes ni texto: los dos mensajes en el resumen, que lleva a cada campo. */
export const ErroresDeValidacion: Story = {
  name: 'Errores de validación',
  args: { errores: { imagenes: T.faltaImagen, texto: T.faltaTexto }, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]?.parentElement).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: T.faltaTexto }));
    await expect(canvas.getByRole('textbox', { name: T.informe })).toHaveFocus();
  },
};

/**
 * 'Generar' pulsado (docs/decisiones.md (42)): lo que se va a guardar, las imágenes con su nota y
 * el texto, y el aviso de que después no se puede cambiar; 'Guardar el informe' lo confirma,
 * 'Volver a editar' vuelve sin enviar nada.
 */
export const Revision: Story = {
  name: 'Revisión antes de guardar',
  args: { imagenes: IMAGENES_DE_EJEMPLO, texto: TEXTO_DE_EJEMPLO, revisando: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, T.tituloRevision);
    await expect(canvas.getByText(T.revisionAviso)).toBeVisible();
    for (const imagen of IMAGENES_DE_EJEMPLO) {
      const fila = canvas.getByText(imagen.archivo.name).closest('li') as HTMLElement;
      await expect(fila).toHaveTextContent(imagen.nota || T.sinNota);
    }
    await expect(canvas.getByRole('region', { name: T.informe })).toHaveTextContent(
      TEXTO_DE_EJEMPLO.replace(/\s+/g, ' ').trim(),
    );
    // Nothing to edit here: no text area, no file picker, no 'Eliminar'.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: T.corregirInforme }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CORREGIR' });
    await userEvent.click(canvas.getByRole('button', { name: T.confirmarInforme }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Guardando: la barra de progreso de la subida; nada se puede quitar mientras tanto. */
export const GuardandoConProgreso: Story = {
  name: 'Guardando con progreso',
  args: {
    imagenes: IMAGENES_DE_EJEMPLO,
    texto: TEXTO_DE_EJEMPLO,
    revisando: true,
    enviando: true,
    progreso: 0.45,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: T.subiendo })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  },
};

/** El servidor falló: nada se guardó, el mensaje lo dice y 'Generar' lo vuelve a intentar. */
export const FalloDelServidor: Story = {
  name: 'Fallo del servidor',
  args: {
    imagenes: IMAGENES_DE_EJEMPLO,
    texto: TEXTO_DE_EJEMPLO,
    error:
      "Se ha producido un error inesperado. No se ha guardado nada: pulsa 'Generar' para intentarlo de nuevo.",
  },
};

/**
 * La decisión sobre el texto escrito a mano (textoDelInforme.ts), con la máquina de verdad: las notas
 * encabezan el informe; la conclusión escrita en el área se conserva al cerrar la vista previa
 * y al eliminar una imagen, cuya nota sí desaparece.
 */
export const TextoEscritoAManoSeConserva: StoryObj<typeof CrearInforme> = {
  name: 'Texto escrito a mano se conserva',
  render: (args) => <CrearInforme {...args} />,
  argTypes: argsDeMaquinas('machine'),
  args: {
    machine: informeMachine.provide({
      actors: {
        // Nunca termina: la historia trata del texto, no del envío.
        guardarInforme: fromPromise<InformeCompleto, EnvioDelInforme>(() => new Promise(() => {})),
      },
    }),
    cita: CITA_DE_EJEMPLO,
    onVolver: fn(),
    onTerminar: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    const entrada = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!entrada) throw new Error('Falta el selector de archivos');
    await userEvent.upload(entrada, [archivoPng('pa.png', 1), archivoPng('lateral.png', 2)]);
    // The images are listed once their content has been checked, which is asynchronous.
    await canvas.findByRole('button', { name: T.verImagen('lateral.png') });
    const area = canvas.getByRole('textbox', { name: T.informe });
    await userEvent.type(area, 'Conclusión: normal.');
    for (const [nombre, nota] of [
      ['pa.png', 'Nota PA.'],
      ['lateral.png', 'Nota lateral.'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: T.verImagen(nombre) }));
      const dialogo = await pagina.findByRole('dialog', { name: nombre });
      await userEvent.type(within(dialogo).getByRole('textbox', { name: T.nota(nombre) }), nota);
      await userEvent.click(within(dialogo).getByRole('button', { name: T.guardarYSalir }));
    }
    await expect(area).toHaveValue('Nota PA.\nNota lateral.\nConclusión: normal.');
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar pa.png' }));
    await expect(area).toHaveValue('Nota lateral.\nConclusión: normal.');
  },
};

/** Una cita del radiólogo de mañana (14093F en los datos de ejemplo), como la lista el servidor. */
const citaDeManana: CitaListado = {
  ...(crearCitas(MOCK_HOY).find((c) => c.num_cita === '14093F') as Cita),
  nombre_completo_paciente: 'Marta Ruiz Ortega',
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '45678912K',
};

/**
 * Mientras la aplicación lee la cita del enlace: el mismo paso, sin los datos de la cita y sin
 * poder usarse todavía; los lectores de pantalla oyen 'Cargando la cita…'.
 */
export const CargandoLaCita: StoryObj<typeof CrearInformeCargando> = {
  name: 'Cargando la cita',
  render: () => <CrearInformeCargando />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTOS_ENLACE_AL_INFORME.cargando);
    // Drawn, in its places, but neither in the accessibility tree nor usable.
    await expect(canvas.getByText(T.tituloInforme)).toBeVisible();
    await expect(canvas.getByText(/PNG, JPEG, WebP o DICOM/)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const area = canvasElement.querySelector('textarea');
    area?.focus();
    await expect(area).not.toHaveFocus();
  },
};

/**
 * Una cita cuyo día no ha llegado: de solo lectura, con por qué su informe se escribe a partir de
 * ese día (docs/decisiones.md (60)), y 'Buscar cita' en vez de un formulario que se rechazaría.
 */
export const CitaFutura: StoryObj<typeof InformeFuturo> = {
  name: 'Cita de un día que no ha llegado',
  render: (args) => <InformeFuturo {...args} />,
  args: { cita: citaDeManana, motivo: mensajeInformeFuturo(citaDeManana.fecha) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.tituloInforme })).toBeVisible();
    await expect(canvas.getByText('14093F')).toBeVisible();
    await expect(canvas.getByText(`${fechaLegible(citaDeManana.fecha)}, 13:00`)).toBeVisible();
    await expect(canvas.getByText(mensajeInformeFuturo(citaDeManana.fecha))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: T.buscarCita })).toHaveAttribute(
      'href',
      '/radiologo/buscarCita',
    );
  },
};

/**
 * Todo el flujo contra el servidor simulado: una imagen, el texto, un primer 'Generar' que
 * falla (500) y un segundo que guarda una sola vez; la cita queda cumplida.
 */
export const FlujoCompleto: StoryObj<typeof CrearInforme> = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(
    http.post(
      '/api/informes/guardarCompleto',
      () => HttpResponse.json({ message: 'Se ha producido un error inesperado.' }, { status: 500 }),
      { once: true },
    ),
  ),
  render: (args) => <CrearInforme {...args} />,
  argTypes: argsDeMaquinas('machine'),
  args: {
    machine: informeMachine.provide({
      actors: actoresInforme(clienteDeHistoria(mockTokens.radiologo)),
    }),
    cita: CITA_DE_EJEMPLO,
    onVolver: fn(),
    onTerminar: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, T.tituloInforme);
    const entrada = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!entrada) throw new Error('Falta el selector de archivos');
    await userEvent.upload(entrada, archivoPng('torax-pa.png', 4));
    await userEvent.type(canvas.getByRole('textbox', { name: T.informe }), 'Sin hallazgos.');
    await userEvent.click(canvas.getByRole('button', { name: T.generar }));
    // First what will be saved, then the confirmation sends it.
    await esperarTitulo(canvas, T.tituloRevision);
    await expect(canvas.getByText('Sin hallazgos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.confirmarInforme }));
    await expect(await canvas.findByText(/No se ha guardado nada/)).toBeVisible();
    await expect(args.onTerminar).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: T.generar }));
    await userEvent.click(await canvas.findByRole('button', { name: T.confirmarInforme }));
    await waitFor(() => expect(args.onTerminar).toHaveBeenCalledTimes(1));
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ id_cita: 1, num_cita: '48213K' }),
    );
  },
};
