import { type CitaListado, type Diagnostico, unwrap } from '@clinica/api-client';
import { MOCK_HOY, mockTokens } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { citaDelMedico, conAncho, historial } from '../../stories/citas-del-medico';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { fallo } from '../../test/fixtures';
import { CitasDeHoy } from '../citas-de-hoy/CitasDeHoy';
import { guardarDiagnostico } from './actors';
import { DiagnosticoDeLaCita, type DiagnosticoDeLaCitaProps } from './DiagnosticoDeLaCita';
import type { EntradaGuardarDiagnostico } from './machine';

const cita = citaDelMedico(1, '60341B', '08:00', 'EN_CURSO', 'Lucía García Fernández');
const existente: Diagnostico = {
  id_diagnostico: 7,
  id_cita: 1,
  contenido: 'Faringoamigdalitis aguda. Ibuprofeno 600 mg cada 8 horas durante 5 días.',
};

/** Un servidor en memoria como el de verdad: crea la primera vez, actualiza después. */
function guardarEnMemoria(): DiagnosticoDeLaCitaProps['guardar'] {
  return fn(
    async ({ idDiagnostico, contenido }: EntradaGuardarDiagnostico): Promise<Diagnostico> => ({
      id_diagnostico: idDiagnostico ?? 7,
      id_cita: 1,
      contenido,
    }),
  );
}

const meta = {
  title: 'Flujos/Diagnóstico de la cita',
  component: DiagnosticoDeLaCita,
  decorators: [conAncho],
  beforeEach: limpiarAnuncios,
  args: {
    cita,
    hoy: cita.fecha,
    diagnostico: null,
    historial,
    guardar: guardarEnMemoria(),
    generarPdf: fn(async () => undefined),
    onSalir: fn(),
    onReintentar: fn(),
  },
} satisfies Meta<typeof DiagnosticoDeLaCita>;

export default meta;
type Story = StoryObj<typeof meta>;

const caja = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Diagnóstico' });

/** Sin diagnóstico: el paciente, su historial y la caja editable con 'Guardar'. */
export const SinDiagnostico: Story = {
  name: 'Sin diagnóstico',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Diagnóstico de la cita',
    );
    await expect(canvas.getByText('Lucía García Fernández')).toBeVisible();
    await expect(canvas.getByText('23456789D')).toBeVisible();
    const tabla = canvas.getByRole('grid', { name: 'Historial del paciente' });
    await expect(within(tabla).getByText('Javier Martín Ruiz')).toBeVisible();
    await expect(caja(canvasElement)).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

/** Un paciente sin citas anteriores: el texto de §8. */
export const HistorialVacio: Story = {
  name: 'Historial vacío',
  args: { historial: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('El paciente no ha realizado ninguna cita...'),
    ).toBeVisible();
  },
};

/** Guardar vacío no llama al servidor y dice qué falta. */
export const GuardarVacio: Story = {
  name: 'Guardar vacío',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    // The message is the field's own (not an icon alone), and the field takes the focus.
    const campo = caja(canvasElement);
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    await expect(campo).toHaveAccessibleDescription(
      expect.stringContaining('Escribe el diagnóstico antes de guardarlo.'),
    );
    await expect(campo).toHaveFocus();
    await expect(
      within(canvasElement).getAllByText('Escribe el diagnóstico antes de guardarlo.'),
    ).toHaveLength(1);
    await expect(args.guardar).not.toHaveBeenCalled();
  },
};

/** Guardado: solo lectura y en gris, con 'Editar Diagnóstico' y 'Generar PDF' (§4). */
export const Guardado: Story = {
  name: 'Guardado',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(caja(canvasElement), 'Faringitis aguda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('button', { name: 'Editar Diagnóstico' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generar PDF' })).toBeVisible();
    await expect(caja(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getByText('Diagnóstico guardado.')).toBeVisible();
    // El primer guardado crea: lleva la Idempotency-Key de este envío (docs/decisiones.md (36)).
    await expect(args.guardar).toHaveBeenCalledWith({
      idCita: 1,
      idDiagnostico: undefined,
      contenido: 'Faringitis aguda.',
      claveIdempotencia: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  },
};

/**
 * 'Editar Diagnóstico': editable otra vez, con 'Guardar edición'. El aviso 'PDF generado' de
 * antes se va: aquel PDF ya no es el texto que se está editando.
 */
export const Editando: Story = {
  name: 'Editando',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(caja(canvasElement), 'Faringitis aguda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Generar PDF' }));
    await expect(await canvas.findByText('PDF generado: revisa tus descargas.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Diagnóstico' }));
    await expect(canvas.queryByText('PDF generado: revisa tus descargas.')).toBeNull();
    await expect(caja(canvasElement)).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Guardar edición' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generar PDF' })).toBeNull();
  },
};

/** Una cita cancelada (abierta por su dirección) no se diagnostica: lo dice, sin caja. */
export const CitaCancelada: Story = {
  name: 'Cita cancelada',
  args: { cita: { ...cita, estado: 'CANCELADA' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Esta cita está cancelada: no se puede diagnosticar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Una cita a la que el paciente no se presentó (docs/decisiones.md (54)), abierta por su
 * dirección: no se diagnostica; lo dice con el mensaje del servidor, sin caja.
 */
export const NoSePresento: Story = {
  name: 'No se presentó',
  args: { cita: { ...cita, estado: 'NO_PRESENTADA' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('El paciente no se presentó a esta cita: no se puede diagnosticar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Una cita futura (abierta desde el calendario): su diagnóstico todavía no se puede escribir
 * (docs/decisiones.md (41)). Se ven el paciente y su historial, y el motivo en lugar de la caja.
 */
export const CitaFutura: Story = {
  name: 'Cita futura',
  args: { hoy: '2026-11-30' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Esta cita es el 01/12/2026: su diagnóstico se podrá escribir a partir de ese día.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Historial del paciente' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Diagnóstico' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await expect(args.guardar).not.toHaveBeenCalled();
  },
};

/** Un fallo al guardar: el mensaje a la vista y el texto escrito, intacto. */
export const FalloAlGuardar: Story = {
  name: 'Fallo al guardar',
  args: {
    guardar: fn(async (): Promise<Diagnostico> => {
      throw fallo(409, 'No se puede diagnosticar una cita cancelada.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(caja(canvasElement), 'Faringitis aguda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(
      await canvas.findByText(
        'No se ha podido guardar el diagnóstico. No se puede diagnosticar una cita cancelada.',
      ),
    ).toBeVisible();
    await expect(caja(canvasElement)).toHaveValue('Faringitis aguda.');
    await expect(caja(canvasElement)).not.toHaveAttribute('readonly');
  },
};

/** Un diagnóstico que ya existía se abre bloqueado con su texto: solo 'Generar PDF'. */
export const Bloqueado: Story = {
  name: 'Bloqueado',
  args: { diagnostico: existente },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(caja(canvasElement)).toHaveValue(existente.contenido);
    await expect(caja(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getByText('Diagnóstico guardado. Ya no se puede editar.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar Diagnóstico' })).toBeNull();
  },
};

/** El PDF haciéndose: el botón espera y se anuncia 'Generando PDF…'. */
export const GenerandoPdf: Story = {
  name: 'Generando PDF',
  args: { diagnostico: existente, generarPdf: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar PDF' }));
    await expect(await canvas.findByText('Generando PDF…')).toBeVisible();
    await expect(args.generarPdf).toHaveBeenCalledWith(
      expect.objectContaining({
        titulo: 'Diagnóstico de la cita',
        texto: existente.contenido,
        paciente: { nombre: 'Lucía García Fernández', dni: '23456789D' },
        filas: expect.arrayContaining([{ etiqueta: 'Médico', valor: 'Carmen López Sánchez' }]),
      }),
      'diagnostico-60341B.pdf',
    );
  },
};

/** Salir con texto sin guardar pregunta (§2.5); 'Continuar diagnóstico' se queda, 'Salir' sale. */
export const SalirSinGuardar: Story = {
  name: 'Salir sin guardar',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pagina = within(canvasElement.ownerDocument.body);
    await userEvent.type(caja(canvasElement), 'A medio escribir');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    const pregunta = await pagina.findByRole('alertdialog');
    await expect(pregunta).toHaveTextContent(
      'Estás realizando un diagnóstico, ¿seguro que deseas salir?',
    );
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Continuar diagnóstico' }));
    await waitFor(() => expect(pagina.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSalir).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    await userEvent.click(
      within(await pagina.findByRole('alertdialog')).getByRole('button', { name: 'Salir' }),
    );
    await expect(args.onSalir).toHaveBeenCalled();
    // The question closes as the page is left: its pictures wait until it has gone, not a
    // moment of its closing (the overlay went before the dialog on a busy machine).
    await waitFor(() => expect(pagina.queryByRole('alertdialog')).toBeNull());
  },
};

/** Una dirección cambiada a mano con una cita que no es del médico: solo el aviso. */
export const CitaNoEncontrada: Story = {
  name: 'Cita no encontrada',
  args: {
    cita: undefined,
    historial: undefined,
    diagnostico: undefined,
    errorCita: 'No tienes ninguna cita con el número 38460W en esa fecha.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No tienes ninguna cita con el número 38460W en esa fecha.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Cargando la cita. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { cita: undefined, historial: undefined, diagnostico: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Cargando…');
  },
};

/**
 * El diagnóstico llega antes que el historial: la caja espera a que el historial, que va encima,
 * ocupe su sitio; si no, bajaría por la página cuando llegan sus filas.
 */
export const HistorialCargando: Story = {
  name: 'Historial cargando',
  args: { historial: undefined, diagnostico: existente },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lucía García Fernández')).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Cargando…');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Generar PDF' })).toBeNull();
  },
};

/** En un móvil (375 px). */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  parameters: { ancho: '375px' },
  args: { diagnostico: existente },
  play: async ({ canvasElement }) => {
    await expect(caja(canvasElement)).toBeVisible();
    const marco = canvasElement.querySelector('div[style*="375px"]') as HTMLElement;
    await expect(marco.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * La doctora del servidor simulado: sus citas de hoy y, al abrir una, su diagnóstico. Los datos
 * llegan por el cliente real desde los manejadores MSW del contrato.
 */
function ConsultaDelMedico({ generarPdf }: { generarPdf: () => Promise<void> }) {
  const [cliente] = useState(() => clienteDeHistoria(mockTokens.medico));
  const [citas, setCitas] = useState<CitaListado[]>();
  const [abierta, setAbierta] = useState<CitaListado>();
  const [diagnostico, setDiagnostico] = useState<Diagnostico | null>();
  const [entradas, setEntradas] = useState<typeof historial>();
  useEffect(() => {
    void unwrap(
      cliente.GET('/api/citas/mostrarCitasMedico/{id}', { params: { path: { id: 1 } } }),
    ).then(setCitas);
  }, [cliente]);
  useEffect(() => {
    if (!abierta) return;
    void unwrap(
      cliente.GET('/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}', {
        params: { path: { id: abierta.id } },
      }),
    ).then(setDiagnostico, () => setDiagnostico(null));
    void unwrap(
      cliente.GET('/api/historiales/{id_paciente}', {
        params: { path: { id_paciente: abierta.id_paciente } },
      }),
    ).then(setEntradas);
  }, [abierta, cliente]);
  if (!abierta) {
    return <CitasDeHoy citas={citas} onAbrir={setAbierta} onCancelar={async () => undefined} />;
  }
  return (
    <DiagnosticoDeLaCita
      cita={abierta}
      hoy={MOCK_HOY}
      diagnostico={diagnostico}
      historial={entradas}
      guardar={guardarDiagnostico(cliente)}
      generarPdf={generarPdf}
      onSalir={() => setAbierta(undefined)}
    />
  );
}

/**
 * El flujo entero contra el servidor simulado: abrir la primera cita de hoy, escribir, guardar,
 * editar, guardar la edición (bloqueado) y generar el PDF.
 */
export const FlujoCompleto: StoryObj<typeof ConsultaDelMedico> = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  args: { generarPdf: fn(async () => undefined) },
  render: (args) => <ConsultaDelMedico {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const primera = await canvas.findByRole('button', { name: 'Abrir cita 60341B' });
    await userEvent.click(primera);
    const texto = await canvas.findByRole('textbox', { name: 'Diagnóstico' });
    await userEvent.type(texto, 'Gastroenteritis aguda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Diagnóstico' }));
    await userEvent.type(texto, ' Dieta blanda.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar edición' }));
    await expect(
      await canvas.findByText('Diagnóstico guardado. Ya no se puede editar.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generar PDF' }));
    await expect(args.generarPdf).toHaveBeenCalledWith(
      expect.objectContaining({ texto: 'Gastroenteritis aguda. Dieta blanda.' }),
      'diagnostico-60341B.pdf',
    );
    await expect(await canvas.findByText('PDF generado: revisa tus descargas.')).toBeVisible();
  },
};
