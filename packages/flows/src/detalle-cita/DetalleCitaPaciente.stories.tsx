import type { CitaListado, Imagen } from '@clinica/api-client';
import { pngRadiografia } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CITAS_DE_LUCIA } from '../../stories/citas-del-paciente';
import type { DatosPdfClinico } from '../pdf/pdfClinico';
import { DetalleCitaPaciente } from './DetalleCitaPaciente';

const IMAGENES: Imagen[] = [
  {
    id_imagen: 1,
    id_informe: 1,
    id_cita: 3,
    id_paciente: 1,
    nombre_imagen: 'torax-pa.png',
    ruta_imagen: 'torax-pa.png',
    tipo: 'image/png',
    tamano: 2048,
    nota: 'Proyección posteroanterior.',
  } as Imagen,
];

const meta = {
  title: 'Flujos/Detalles de la cita/Desde Mis citas',
  component: DetalleCitaPaciente,
  args: {
    cita: CITAS_DE_LUCIA[3],
    resultado: {
      estado: 'listo',
      contenido:
        'Faringoamigdalitis aguda de probable origen vírico. Ibuprofeno 600 mg cada 8 horas.',
    },
    onReintentar: fn(),
    onReintentarResultado: fn(),
  },
} satisfies Meta<typeof DetalleCitaPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medicina: el médico, la fecha dd-mm-yyyy y el diagnóstico de solo lectura. */
export const Facultativo: Story = {
  name: 'Facultativo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detalles de la cita' }),
    ).toBeVisible();
    await expect(canvas.getByText('24-11-2026')).toBeVisible();
    await expect(canvas.getByText('Carmen López Sánchez')).toBeVisible();
    // The diagnosis is text to read under its heading: no second box with the same label.
    await expect(canvas.getByText(/^Faringoamigdalitis aguda/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByText('Diagnóstico')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  },
};

/** Radiología: el informe y sus imágenes; cada una se abre en una ventana que se cierra. */
export const Especialista: Story = {
  name: 'Especialista',
  args: {
    cita: CITAS_DE_LUCIA[2],
    resultado: { estado: 'listo', contenido: 'Radiografía de tórax PA y lateral. Sin hallazgos.' },
    imagenes: IMAGENES,
    descargarImagen: async () => new Blob([pngRadiografia(1, 32)], { type: 'image/png' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detalles de la cita Especialista' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Radiografía de tórax PA y lateral. Sin hallazgos.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByText('Informe')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver la imagen torax-pa.png' }));
    const dialogo = await pagina.findByRole('dialog', { name: 'torax-pa.png' });
    await waitFor(() => expect(within(dialogo).getByRole('img')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(pagina.queryByRole('dialog')).toBeNull());
  },
};

/**
 * 'Descargar PDF' del informe: el paciente con sus dos apellidos y su DNI, la fecha dd/mm/aaaa y
 * las imágenes de la prueba con su nota, descargadas para dibujarlas (docs/decisiones.md (13)).
 */
export const PdfDelInforme: Story = {
  name: 'PDF del informe',
  args: {
    cita: CITAS_DE_LUCIA[2],
    resultado: { estado: 'listo', contenido: 'Radiografía de tórax PA y lateral. Sin hallazgos.' },
    imagenes: IMAGENES,
    descargarImagen: fn(async () => new Blob([pngRadiografia(1, 32)], { type: 'image/png' })),
    generarPdf: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const cita = CITAS_DE_LUCIA[2] as CitaListado;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(args.generarPdf).toHaveBeenCalled());
    const [datos, nombre] = (args.generarPdf as ReturnType<typeof fn>).mock.calls[0] as [
      DatosPdfClinico,
      string,
    ];
    await expect(nombre).toBe(`informe-${cita.num_cita}.pdf`);
    await expect(datos.paciente).toEqual({
      nombre: cita.nombre_completo_paciente,
      dni: cita.dni_paciente,
    });
    await expect(cita.nombre_completo_paciente.split(' ').length).toBeGreaterThanOrEqual(3);
    await expect(datos.filas).toContainEqual({
      etiqueta: 'Fecha',
      valor: `${cita.fecha.split('-').reverse().join('/')} ${cita.hora}`,
    });
    await expect(datos.imagenes).toHaveLength(1);
    await expect(datos.imagenes?.[0]).toMatchObject({
      nombre: 'torax-pa.png',
      nota: 'Proyección posteroanterior.',
    });
    await expect(datos.imagenes?.[0]?.archivo.size).toBeGreaterThan(0);
    await expect(args.descargarImagen).toHaveBeenCalledWith(1);
  },
};

/**
 * El mismo informe abierto por el radiólogo que lo escribió (docs/decisiones.md (42)): de solo
 * lectura, con el paciente y su DNI, sus imágenes y su PDF, y 'Volver a Buscar cita'.
 */
export const InformeDelRadiologo: Story = {
  name: 'Informe del radiólogo',
  args: {
    cita: CITAS_DE_LUCIA[2],
    titulo: 'Informe de la cita',
    misCitasHref: '/radiologo/buscarCita',
    volverTexto: 'Volver a Buscar cita',
    conPaciente: true,
    resultado: { estado: 'listo', contenido: 'Radiografía de tórax PA y lateral. Sin hallazgos.' },
    imagenes: IMAGENES,
    descargarImagen: async () => new Blob([pngRadiografia(1, 32)], { type: 'image/png' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cita = CITAS_DE_LUCIA[2] as CitaListado;
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Informe de la cita' }),
    ).toBeVisible();
    await expect(canvas.getByText(cita.nombre_completo_paciente)).toBeVisible();
    await expect(canvas.getByText(cita.dni_paciente ?? '')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Volver a Buscar cita' })).toHaveAttribute(
      'href',
      '/radiologo/buscarCita',
    );
    await expect(canvas.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  },
};

/** Aún sin resultado: lo dice. */
export const SinResultado: Story = {
  name: 'Sin resultado',
  args: { resultado: { estado: 'sin' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Esta cita aún no tiene resultado/)).toBeVisible();
  },
};

/** Radiología sin imágenes ni informe aún. */
export const EspecialistaSinResultado: Story = {
  name: 'Especialista sin resultado',
  args: { cita: CITAS_DE_LUCIA[2], resultado: { estado: 'sin' }, imagenes: [] },
};

/** El resultado no llega: aviso y 'Reintentar'. */
export const ErrorDelResultado: Story = {
  name: 'Error del resultado',
  args: { resultado: { estado: 'error', mensaje: 'No se ha podido conectar con el servidor.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se ha podido conectar');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentarResultado).toHaveBeenCalled();
  },
};

/** Una cita que no es suya. */
export const NoEsSuya: Story = { name: 'No es suya', args: { cita: null } };

/** Cargando. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { cita: undefined, resultado: { estado: 'cargando' } },
};
