import { type CitaListado, unwrap } from '@clinica/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado } from '../../stories/msw';
import { descargarCitasDelDiaCsv } from '../descargas/actors';
import { marcarNoPresentada, registrarLlegada } from '../llegada/actors';
import { CitasDelDia } from './CitasDelDia';

function cita(
  id: number,
  num_cita: string,
  tipo_cita: CitaListado['tipo_cita'],
  estado: CitaListado['estado'],
  hora: string,
  paciente: string,
): CitaListado {
  const radiologia = tipo_cita === 'Radiologia';
  return {
    id,
    num_cita,
    fecha: '2026-12-01',
    hora,
    especialidad: radiologia ? 2 : 1,
    tipo_cita,
    id_paciente: id,
    id_radiologo: radiologia ? 1 : null,
    id_medico: radiologia ? null : 1,
    id_administrativo: radiologia ? 1 : null,
    estado,
    nombre_completo_paciente: paciente,
    nombre_completo_radiologo: radiologia ? 'Javier Martín Ruiz' : null,
    nombre_completo_medico: radiologia ? null : 'Carmen López Sánchez',
    dni_paciente: '12345678Z',
  };
}

const citas: CitaListado[] = [
  cita(1, '12345A', 'Medicina General', 'EN_CURSO', '09:00', 'Lucía García Fernández'),
  cita(2, '23456B', 'Radiologia', 'EN_CURSO', '10:00', 'Manuel Rodríguez Pérez'),
  cita(3, '34567C', 'Radiologia', 'CUMPLIDA', '08:00', 'María José Gómez Martínez'),
  cita(4, '45678D', 'Medicina General', 'CANCELADA', '11:00', 'Antonio Ruiz Serrano'),
];

/** The same citas in the server's order: by hour, then by professional. */
const delServidor = [2, 0, 1, 3].map((i) => citas[i] as CitaListado);

/**
 * The list measures its own width (a container query): stories give it the width of a desktop
 * screen's content area, or a phone's 375 px with `parameters.ancho`; never wider than the window,
 * so the pictures at 375 px show what a phone shows.
 */
const conAncho: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.ancho as string | undefined) ?? '64rem', maxWidth: '100%' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Flujos/Citas del día',
  component: CitasDelDia,
  decorators: [conAncho],
  args: { citas, onModificar: fn(), onCancelar: fn(), onAbrir: fn(), onReintentar: fn() },
} satisfies Meta<typeof CitasDelDia>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Las citas de hoy, en orden de hora, con
 * el estado en palabras, lápiz y papelera solo en las que están en curso y el icono de abrir en
 * las cumplidas (§4); las canceladas, ninguno.
 */
export const ConCitas: Story = {
  name: 'Con citas',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    const cabeceras = within(tabla)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    await expect(cabeceras).toEqual([
      'Nº de cita',
      'Nombre del paciente',
      'Profesional',
      'Tipo de cita',
      'Fecha',
      'Hora',
      'Estado',
      'Acciones',
    ]);
    // In time order by default, whatever order they came in (docs/decisiones.md (53)).
    const filas = within(tabla).getAllByRole('row').slice(1);
    const horas = filas.map((fila) => fila.textContent?.match(/\d\d:\d\d/)?.[0]);
    await expect(horas).toEqual(['08:00', '09:00', '10:00', '11:00']);
    await expect(canvas.getAllByText('01/12/2026')).toHaveLength(4);
    await expect(within(tabla).getByText('Cumplida')).toBeVisible();
    await expect(within(tabla).getByText('Cancelada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir cita 34567C' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Modificar cita/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Cancelar cita 34567C' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Modificar cita 45678D' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abrir cita 45678D' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abrir cita 12345A' })).toBeNull();
    // On a wide screen the cards are not there for anyone.
    await expect(canvas.queryByRole('list', { name: 'Citas' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar cita 12345A' }));
    await expect(args.onModificar).toHaveBeenCalledWith(citas[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 23456B' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(citas[1]);
  },
};

/** Cargando: bloques con la forma de la tabla y un único 'Cargando…' para el lector. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { citas: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** Un día sin citas, sin saber aún cuál es el siguiente. */
export const Vacia: Story = {
  name: 'Vacía',
  args: { citas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay ninguna cita para hoy.')).toBeVisible();
  },
};

/**
 * Un domingo (la clínica cierra los fines de semana): no se queda en blanco, dice cuál es el
 * siguiente día con citas y lleva a él.
 */
export const DiaVacioConProximo: Story = {
  name: 'Día vacío con próximo',
  args: {
    citas: [],
    fecha: '2026-11-22',
    onFechaChange: fn(),
    proximoDiaConCitas: '2026-11-23',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No hay ninguna cita el 22/11/2026.' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('El próximo día con citas es el lunes 23/11/2026.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver el lunes 23/11/2026' }));
    await expect(args.onFechaChange).toHaveBeenCalledWith('2026-11-23');
  },
};

/** Un día vacío sin ninguno después: lo dice, sin botón. */
export const DiaVacioSinProximos: Story = {
  name: 'Día vacío sin próximos',
  args: { citas: [], fecha: '2026-12-26', onFechaChange: fn(), proximoDiaConCitas: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay citas en los días siguientes.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Ver el/ })).toBeNull();
  },
};

/**
 * Vuelta de 'Ir a citas' tras cambiar una cita (`?cita=`): la lista abre en la página de su fila,
 * con un borde y 'Recién cambiada' en palabras, a la vista.
 */
export const FilaMarcada: Story = {
  name: 'Fila marcada',
  args: {
    citas: Array.from({ length: 24 }, (_, i) =>
      cita(
        100 + i,
        `${String(50000 + i)}${'ABCDEFGHJK'.charAt(i % 10)}`,
        'Radiologia',
        'EN_CURSO',
        `${String(8 + (i % 12)).padStart(2, '0')}:${i < 12 ? '00' : '30'}`,
        `Paciente ${i + 1}`,
      ),
    ),
    citaMarcada: 121,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fila = within(canvas.getByRole('grid', { name: 'Citas' }))
      .getAllByRole('row')
      .find((f) => f.textContent?.includes('50021'));
    if (!fila) throw new Error('La fila marcada no está en la página abierta');
    await expect(fila).toHaveTextContent('Recién cambiada');
    await expect(fila).toHaveAttribute('data-current');
    // In time order its 17:30 is the twentieth row: the second page.
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 11 a 20 de 24 registros');
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    await expect(within(tabla).getAllByText('Recién cambiada')).toHaveLength(1);
  },
};

/**
 * En un móvil (375 px) cada cita es una tarjeta: la hora, el paciente, el número, el tipo, el
 * profesional, el estado en palabras y sus acciones, sin desplazarse de lado; sobre ellas, la
 * búsqueda, 'Ordenar por' y las páginas de la tabla.
 */
export const Estrecha: Story = {
  name: 'Estrecha',
  parameters: { ancho: '375px' },
  args: { citas: delServidor },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid', { name: 'Citas' })).toBeNull();
    const lista = canvas.getByRole('list', { name: 'Citas' });
    const tarjetas = within(lista).getAllByRole('listitem');
    await expect(tarjetas).toHaveLength(4);
    // The cards keep the table's search, sort and paging: one DataTable does both.
    await expect(canvas.getByRole('searchbox', { name: 'Buscar:' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Ordenar por/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Mostrar/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    // The table's order: by hour.
    await expect(tarjetas[0]).toHaveTextContent('08:00');
    await expect(tarjetas[0]).toHaveTextContent('María José Gómez Martínez');
    await expect(tarjetas[1]).toHaveTextContent('09:00');
    const enCurso = tarjetas[2] as HTMLElement;
    for (const texto of ['10:00', 'Manuel Rodríguez Pérez', '23456B', 'Radiología', 'Programada']) {
      await expect(enCurso).toHaveTextContent(texto);
    }
    const ancho = lista.getBoundingClientRect().right;
    for (const boton of within(lista).getAllByRole('button')) {
      await expect(boton.getBoundingClientRect().right).toBeLessThanOrEqual(ancho);
    }
    await expect(lista.scrollWidth).toBeLessThanOrEqual(lista.clientWidth);
    await userEvent.click(within(enCurso).getByRole('button', { name: 'Cancelar cita 23456B' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(citas[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir cita 34567C' }));
    await expect(args.onAbrir).toHaveBeenCalledWith(citas[2]);
    await expect(within(tarjetas[3] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** En un móvil, la tarjeta de la cita recién cambiada: marcada en palabras y a la vista. */
export const EstrechaConMarcada: Story = {
  name: 'Estrecha con marcada',
  parameters: { ancho: '375px' },
  args: { citas: delServidor, citaMarcada: 4 },
  play: async ({ canvasElement }) => {
    const lista = within(canvasElement).getByRole('list', { name: 'Citas' });
    const marcada = lista.querySelector('[aria-current="true"]') as HTMLElement;
    await expect(marcada).toHaveTextContent('Antonio Ruiz Serrano');
    await expect(marcada).toHaveTextContent('Recién cambiada');
    await expect(marcada).toHaveTextContent('Cancelada');
    await waitFor(() => {
      const caja = marcada.getBoundingClientRect();
      expect(caja.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

/** No se han podido cargar: el aviso anunciado y 'Reintentar'. */
export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: { citas: undefined, error: 'No se han podido cargar las citas. Inténtalo de nuevo.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar las citas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};

/** Un día lleno: en orden de hora, 10 por página, todas a la vista sin una caja con barra propia. */
export const DiaCompleto: Story = {
  name: 'Día completo',
  args: {
    citas: Array.from({ length: 24 }, (_, i) =>
      cita(
        100 + i,
        `${String(50000 + i)}${'ABCDEFGHJK'.charAt(i % 10)}`,
        i % 2 ? 'Radiologia' : 'Medicina General',
        i % 5 === 0 ? 'CUMPLIDA' : 'EN_CURSO',
        `${String(8 + (i % 7)).padStart(2, '0')}:00`,
        `Paciente ${i + 1}`,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 10 de 24 registros')).toBeVisible();
    // Every row of the page in the page's own scroll: no box with a scroll bar of its own.
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    const desplazable = tabla.parentElement as HTMLElement;
    await expect(desplazable.style.maxHeight).toBe('');
    await expect(desplazable.scrollHeight).toBeLessThanOrEqual(desplazable.clientHeight);
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas).toHaveLength(10);
    const horas = filas.map((fila) => fila.textContent?.match(/\d\d:\d\d/)?.[0] ?? '');
    await expect(horas).toEqual([...horas].sort());
  },
};

/**
 * Con el selector 'Día': la agenda de otro día, tecleando la fecha en sus segmentos. Un día a
 * medio cambiar no carga nada; Intro (o salir del campo) carga el día escrito.
 */
export const OtroDia: Story = {
  name: 'Otro día',
  args: { citas: [], fecha: '2026-12-01', onFechaChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay ninguna cita el 01/12/2026.')).toBeVisible();
    const [dia] = canvas.getAllByRole('spinbutton', { name: /^día/i });
    if (!dia) throw new Error('Falta el segmento del día');
    await userEvent.click(dia);
    await userEvent.keyboard('02');
    await expect(args.onFechaChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFechaChange).toHaveBeenCalledTimes(1);
    await expect(args.onFechaChange).toHaveBeenCalledWith('2026-12-02');
  },
};

/** The list as the app holds it: the day comes back from `onFechaChange`, as from the URL. */
function ListaConDia(props: Parameters<typeof CitasDelDia>[0]) {
  const [fecha, setFecha] = useState(props.fecha);
  return (
    <CitasDelDia
      {...props}
      fecha={fecha}
      citas={props.citas?.map((c) => ({ ...c, fecha: fecha ?? c.fecha }))}
      onFechaChange={(nueva) => {
        setFecha(nueva);
        props.onFechaChange?.(nueva);
      }}
    />
  );
}

/**
 * 'Día' tecleado deprisa (27112026 sobre el 26/11/2026): la lista cambia una sola vez, al día
 * completo, y el título nombra ese día. Antes cargaba cada pulsación (02/11, 27/01…) y podía
 * quedarse en uno de ellos.
 */
export const DiaTecleadoDeprisa: Story = {
  name: 'Día tecleado deprisa',
  args: { fecha: '2026-11-26', onFechaChange: fn() },
  render: (args) => <ListaConDia {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Citas del jueves, 26/11/2026' }),
    ).toBeVisible();
    const [dia] = canvas.getAllByRole('spinbutton', { name: /^día/i });
    if (!dia) throw new Error('Falta el segmento del día');
    await userEvent.click(dia);
    await userEvent.keyboard('27112026');
    await expect(args.onFechaChange).toHaveBeenCalledTimes(1);
    await expect(args.onFechaChange).toHaveBeenCalledWith('2026-11-27');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Citas del viernes, 27/11/2026' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('27/11/2026').length).toBeGreaterThan(0);
  },
};

/** Where the 'Descargar CSV' story's sheet went (the browser would have saved it). */
const hojaGuardada = fn<(archivo: Blob, nombre: string) => void>();

/**
 * 'Descargar CSV' junto a la lista: la hoja de cálculo de ese día, pedida al servidor simulado
 * (`Accept: text/csv`), guardada byte a byte con su BOM para que una hoja en español la abra bien.
 */
export const DescargarCsv: Story = {
  name: 'Descargar CSV',
  beforeEach: conServidorSimulado(),
  args: {
    fecha: '2026-12-01',
    onFechaChange: fn(),
    onDescargarCsv: () => descargarCitasDelDiaCsv(clienteDeHistoria(), hojaGuardada)('2026-12-01'),
  },
  play: async ({ canvasElement }) => {
    hojaGuardada.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Descargar CSV: citas del martes, 01/12/2026' }),
    );
    await waitFor(() => expect(hojaGuardada).toHaveBeenCalledTimes(1));
    const [hoja, nombre] = hojaGuardada.mock.calls[0] as [Blob, string];
    await expect(nombre).toBe('citas-2026-12-01.csv');
    const bom = new Uint8Array(await hoja.slice(0, 3).arrayBuffer());
    await expect([...bom]).toEqual([0xef, 0xbb, 0xbf]);
  },
};

/** Sin citas no hay hoja que descargar: el botón no se ofrece. */
export const SinCitasNoHayCsv: Story = {
  name: 'Sin citas no hay CSV',
  args: { citas: [], onDescargarCsv: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /^Descargar CSV/ }),
    ).toBeNull();
  },
};

/* Llegada y ausencia (docs/decisiones.md (54)). */

/**
 * Closes the notices a story's play left: a success notice closes by itself after 5 s, so
 * whether it is still there when the picture is taken would depend on the machine's speed.
 */
async function cerrarAvisos() {
  const cuerpo = within(document.body);
  for (const cerrar of cuerpo.queryAllByRole('button', { name: 'Cerrar notificación' })) {
    await userEvent.click(cerrar);
  }
  await waitFor(() =>
    expect(cuerpo.queryAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(0),
  );
}

/** Las 10:30 del martes 01/12/2026 en la clínica: las citas de antes ya han pasado. */
const A_LAS_DIEZ_Y_MEDIA = { fecha: '2026-12-01', hora: '10:30' };

const delDiaConLlegadas: CitaListado[] = [
  // 08:55 en Madrid (invierno, UTC+1).
  {
    ...cita(11, '56789E', 'Medicina General', 'EN_CURSO', '09:00', 'Lucía García Fernández'),
    hora_llegada: '2026-12-01T07:55:00.000Z',
  },
  cita(12, '67890F', 'Radiologia', 'EN_CURSO', '10:00', 'Manuel Rodríguez Pérez'),
  cita(13, '78901G', 'Medicina General', 'EN_CURSO', '11:00', 'Carmen Ortiz Blanco'),
  cita(14, '89012H', 'Medicina General', 'NO_PRESENTADA', '08:00', 'Antonio Ruiz Serrano'),
];

/**
 * El día de la recepción: 'Ha llegado' en las citas de hoy sin llegada, 'Llegó a las 08:55' en la
 * que ya la tiene (en palabras y con un icono, no solo un color), 'No se presentó' en la que ya
 * ha pasado su hora sin llegada (y 'Ha llegado', por si el paciente llega tarde) y, en la que no
 * se presentó, su estado final sin acciones. Todo con el teclado: la pregunta se abre con Intro y
 * se confirma con Intro.
 */
export const LlegadaYAusencia: Story = {
  name: 'Llegada y ausencia',
  args: {
    citas: delDiaConLlegadas,
    ahora: A_LAS_DIEZ_Y_MEDIA,
    onRegistrarLlegada: fn(async () => undefined),
    onMarcarNoPresentada: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    const fila = (texto: string) => {
      const encontrada = within(tabla)
        .getAllByRole('row')
        .find((f) => f.textContent?.includes(texto));
      if (!encontrada) throw new Error(`Falta la fila de ${texto}`);
      return within(encontrada);
    };
    await expect(fila('56789E').getByText('Llegó a las 08:55')).toBeVisible();
    await expect(fila('56789E').queryByRole('button', { name: /^Ha llegado/ })).toBeNull();
    await expect(fila('56789E').queryByRole('button', { name: /^No se presentó/ })).toBeNull();
    await expect(
      fila('67890F').getByRole('button', { name: 'Ha llegado: cita 67890F' }),
    ).toBeVisible();
    await expect(
      fila('67890F').getByRole('button', { name: 'No se presentó: cita 67890F' }),
    ).toBeVisible();
    await expect(
      fila('78901G').getByRole('button', { name: 'Ha llegado: cita 78901G' }),
    ).toBeVisible();
    await expect(fila('78901G').queryByRole('button', { name: /^No se presentó/ })).toBeNull();
    await expect(fila('89012H').getByText('No se presentó')).toBeVisible();
    await expect(fila('89012H').queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Ha llegado: cita 78901G' }));
    await expect(args.onRegistrarLlegada).toHaveBeenCalledWith(delDiaConLlegadas[2]);

    // By keyboard: the question opens with Enter, and Enter on its confirmation marks it.
    canvas.getByRole('button', { name: 'No se presentó: cita 67890F' }).focus();
    await userEvent.keyboard('{Enter}');
    const pregunta = await within(document.body).findByRole('alertdialog', {
      name: '¿Marcar que no se presentó a la cita 67890F?',
    });
    await expect(pregunta).toHaveTextContent('Manuel Rodríguez Pérez tenía cita a las 10:00.');
    await expect(args.onMarcarNoPresentada).not.toHaveBeenCalled();
    within(pregunta).getByRole('button', { name: 'Marcar que no se presentó' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onMarcarNoPresentada).toHaveBeenCalledWith(delDiaConLlegadas[1]),
    );
    await cerrarAvisos();
  },
};

/** Lo mismo en un móvil (375 px): cada tarjeta con su llegada en palabras y sus botones. */
export const LlegadaYAusenciaEstrecha: Story = {
  name: 'Llegada y ausencia estrecha',
  parameters: { ancho: '375px' },
  args: {
    citas: delDiaConLlegadas,
    ahora: A_LAS_DIEZ_Y_MEDIA,
    onRegistrarLlegada: fn(async () => undefined),
    onMarcarNoPresentada: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lista = canvas.getByRole('list', { name: 'Citas' });
    const tarjetas = within(lista).getAllByRole('listitem');
    await expect(tarjetas[0]).toHaveTextContent('No se presentó');
    await expect(tarjetas[1]).toHaveTextContent('Llegó a las 08:55');
    await expect(
      within(tarjetas[2] as HTMLElement).getByRole('button', { name: 'Ha llegado: cita 67890F' }),
    ).toHaveTextContent('Ha llegado');
    const ancho = lista.getBoundingClientRect().right;
    for (const boton of within(lista).getAllByRole('button')) {
      await expect(boton.getBoundingClientRect().right).toBeLessThanOrEqual(ancho);
    }
    await expect(lista.scrollWidth).toBeLessThanOrEqual(lista.clientWidth);
  },
};

/** The day list as the app holds it: read from the (mock) server, read again after each change. */
function ListaDelServidor(props: Parameters<typeof CitasDelDia>[0]) {
  const [cliente] = useState(() => clienteDeHistoria());
  const [citasDelDia, setCitasDelDia] = useState<readonly CitaListado[]>();
  const cargar = useCallback(async () => {
    setCitasDelDia(
      await unwrap(
        cliente.GET('/api/citas/mostrarCitasDelDia', {
          params: { query: { fecha: '2026-12-01' } },
        }),
      ),
    );
  }, [cliente]);
  useEffect(() => {
    void cargar();
  }, [cargar]);
  const tras = (accion: (cita: CitaListado) => Promise<unknown>) => async (cita: CitaListado) => {
    await accion(cita);
    await cargar();
  };
  return (
    <CitasDelDia
      {...props}
      citas={citasDelDia}
      onRegistrarLlegada={tras(registrarLlegada(cliente))}
      onMarcarNoPresentada={tras(marcarNoPresentada(cliente))}
    />
  );
}

/**
 * El flujo entero con el servidor simulado, a sus 09:30 del 01/12/2026: la recepción anota que
 * el paciente de las 10:00 ha llegado (la fila dice entonces 'Llegó a las 09:30') y marca que el
 * de las 08:00 no se presentó (la fila queda 'No se presentó', sin acciones).
 */
export const LlegadaConElServidor: Story = {
  name: 'Llegada con el servidor',
  beforeEach: conServidorSimulado(),
  args: { fecha: '2026-12-01', ahora: { fecha: '2026-12-01', hora: '09:30' } },
  render: (args) => <ListaDelServidor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabla = await canvas.findByRole('grid', { name: 'Citas' });
    const fila = (numero: string) => {
      const encontrada = within(tabla)
        .getAllByRole('row')
        .find((f) => f.textContent?.includes(numero));
      if (!encontrada) throw new Error(`Falta la fila de ${numero}`);
      return within(encontrada);
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Ha llegado: cita 17502M' }));
    await waitFor(() => expect(fila('17502M').getByText('Llegó a las 09:30')).toBeVisible());
    await expect(fila('17502M').queryByRole('button', { name: /^Ha llegado/ })).toBeNull();
    await expect(
      within(document.body).getByText('Anotado: Manuel Rodríguez Pérez ha llegado.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'No se presentó: cita 60341B' }));
    const pregunta = await within(document.body).findByRole('alertdialog');
    await userEvent.click(
      within(pregunta).getByRole('button', { name: 'Marcar que no se presentó' }),
    );
    await waitFor(() => expect(fila('60341B').getByText('No se presentó')).toBeVisible());
    await expect(fila('60341B').queryByRole('button')).toBeNull();
    await cerrarAvisos();
  },
};
