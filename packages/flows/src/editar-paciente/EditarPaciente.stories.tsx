import type { FichaPaciente } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CITAS_DE_LUCIA } from '../../stories/citas-del-paciente';
import { clienteDeHistoria } from '../../stories/cliente';
import { HOY_HISTORIAS, poblacionesMadrid, provinciasListas } from '../../stories/crear-paciente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { lucia } from '../../stories/pacientes';
import { enMovil } from '../../stories/paginas';
import { fallo, falloDeRed } from '../../test/fixtures';
import { actoresEditarPaciente } from './actors';
import { datosDeFicha, erroresDeSeccion } from './datos';
import { EditarPaciente } from './EditarPaciente';
import { editarPacienteMachine } from './machine';
import { PantallaEditarPaciente } from './PantallaEditarPaciente';
import { TEXTOS_EDITAR_PACIENTE as T } from './texts';

const machine = editarPacienteMachine.provide({
  actors: actoresEditarPaciente(clienteDeHistoria()),
});
const datos = datosDeFicha(lucia, provinciasListas.datos);

const meta = {
  title: 'Flujos/Editar paciente',
  component: PantallaEditarPaciente,
  beforeEach: preparacionDeHistoria,
  args: {
    ficha: lucia,
    datos,
    errores: {},
    provincias: provinciasListas,
    poblaciones: poblacionesMadrid,
    hoy: HOY_HISTORIAS,
    send: fn(),
    listaHref: '/administrativo/pacientes',
    darCitaHref: '/administrativo/crearCita?paciente=1',
  },
} satisfies Meta<typeof PantallaEditarPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Una niña de 6 años sin documento, con su madre como tutora y sin dirección más allá de la población. */
const martina: FichaPaciente = {
  ...lucia,
  id: 9,
  nombre: 'Martina',
  primer_apellido: 'Navarro',
  segundo_apellido: 'Ortega',
  nombre_completo: 'Martina Navarro Ortega',
  fecha_nacimiento: '2019-06-03',
  dni: null,
  tipo_documento: null,
  documento: null,
  tutor: {
    nombre: 'Elena Ortega Blanco',
    tipo_documento: 'dni',
    documento: '31457820R',
    telefono: '654321098',
    relacion: 'Madre',
  },
  telefono: null,
  email: null,
  cp: null,
  direccion: null,
  numero: null,
  piso: null,
  puerta: null,
};

/**
 * Una menor sin documento (docs/decisiones.md (52)): en lugar del número, su tutora; sin teléfono
 * ni correo propios. Cambiar la información personal muestra los campos del tutor.
 */
export const MenorConTutor: Story = {
  name: 'Menor con tutor',
  args: {
    ficha: martina,
    datos: datosDeFicha(martina, provinciasListas.datos),
    darCitaHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin documento (menor de 14 años)')).toBeVisible();
    await expect(canvas.getByText('Elena Ortega Blanco')).toBeVisible();
    await expect(canvas.getByText('Madre')).toBeVisible();
    // Sin número propio: la fila del número no aparece.
    await expect(canvas.queryByText('Número del documento')).toBeNull();
  },
};

/** Cambiando la información personal de la menor: los datos de la tutora, para corregirlos. */
export const CambiandoMenor: Story = {
  name: 'Cambiando la menor',
  args: {
    ficha: martina,
    datos: datosDeFicha(martina, provinciasListas.datos),
    abierta: 'personal',
    seccion: 'personal',
    darCitaHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: 'Sin documento (menor de 14 años)' }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Relación con el paciente' })).toHaveValue(
      'Madre',
    );
  },
};

/** Los datos por secciones, como en crear paciente, cada una con su 'Cambiar'. */
export const Leyendo: Story = {
  name: 'Leyendo',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lucía García Fernández' }),
    ).toBeVisible();
    for (const seccion of ['Información personal', 'Contacto', 'Dirección personal']) {
      await expect(canvas.getByRole('heading', { level: 2, name: seccion })).toBeVisible();
    }
    await expect(canvas.getByText('17/04/1985')).toBeVisible();
    // Un opcional sin valor lo dice en palabras.
    await expect(canvas.getByText(T.sinDato)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dar cita' })).toHaveAttribute(
      'href',
      '/administrativo/crearCita?paciente=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contacto' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CAMBIAR', seccion: 'contacto' });
  },
};

/**
 * Sus citas tras sus datos, de la más reciente a la más antigua, con el estado en palabras (no
 * solo el color); 'Dar cita', arriba, le da otra.
 */
export const ConSusCitas: Story = {
  name: 'Con sus citas',
  args: { citas: { datos: CITAS_DE_LUCIA } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Citas' })).toBeVisible();
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas).toHaveLength(CITAS_DE_LUCIA.length);
    // La más reciente primero.
    const [primera] = [...CITAS_DE_LUCIA].sort((a, b) =>
      `${b.fecha} ${b.hora}`.localeCompare(`${a.fecha} ${a.hora}`),
    );
    await expect(filas[0]).toHaveTextContent(primera?.num_cita ?? '');
    await expect(within(tabla).getAllByText('Cancelada').length).toBeGreaterThan(0);
  },
};

/** Sin ninguna cita todavía: lo dice en palabras. */
export const SinCitas: Story = {
  name: 'Sin citas',
  args: { citas: { datos: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tiene citas.')).toBeVisible();
  },
};

/** Sus citas leyéndose: el hueco de la tabla, con su nombre para quien no ve la animación. */
export const CargandoSusCitas: Story = {
  name: 'Cargando sus citas',
  args: { citas: { datos: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando sus citas…')).toBeInTheDocument();
  },
};

/** Sus citas no se pueden leer: el motivo y 'Reintentar'; los datos siguen a la vista. */
export const FalloAlLeerSusCitas: Story = {
  name: 'Fallo al leer sus citas',
  args: { citas: { datos: undefined, error: falloDeRed, onReintentar: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.citas?.onReintentar).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  },
};

/**
 * 'Descargar sus datos', en su sección al final: el .zip con todos los datos del paciente para
 * dárselo; si falla, el motivo bajo el botón.
 */
export const DescargarSusDatos: Story = {
  name: 'Descargar sus datos',
  args: {
    onDescargarDatos: fn(async () => {
      throw fallo(
        503,
        'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      );
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Copia de sus datos' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar sus datos' }));
    await expect(args.onDescargarDatos).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se ha podido descargar el archivo. El almacén de imágenes no está disponible',
    );
  },
};

/** 'Cambiar' en 'Información personal': sus campos, los de crear paciente; las otras se leen. */
export const CambiandoInformacionPersonal: Story = {
  name: 'Cambiando información personal',
  args: { abierta: 'personal', seccion: 'personal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Lucía');
    await expect(canvas.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    // Una sección cada vez: las demás no ofrecen 'Cambiar' mientras tanto.
    await expect(canvas.queryByRole('button', { name: /^Cambiar / })).toBeNull();
  },
};

/** 'Cambiar' en 'Contacto': el teléfono y el correo. */
export const CambiandoContacto: Story = {
  name: 'Cambiando contacto',
  args: { abierta: 'contacto', seccion: 'contacto' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const telefono = canvas.getByRole('textbox', { name: /^Teléfono/ });
    await userEvent.clear(telefono);
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { telefono: '' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
  },
};

/** 'Cambiar' en 'Dirección personal': la provincia y la población de las listas del INE. */
export const CambiandoDireccion: Story = {
  name: 'Cambiando dirección',
  args: { abierta: 'direccion', seccion: 'direccion' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Código postal/ })).toHaveValue('28801');
    await expect(canvas.getByRole('textbox', { name: /^Escalera/ })).toHaveValue('');
  },
};

/** Errores de las reglas de crear paciente: en el campo y en el resumen de la sección. */
export const Invalido: Story = {
  name: 'Inválido',
  args: (() => {
    const mal = { ...datos, cp: '41001', poblacion: '' };
    return {
      abierta: 'direccion' as const,
      seccion: 'direccion' as const,
      datos: mal,
      errores: erroresDeSeccion(mal, 'direccion', HOY_HISTORIAS),
    };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resumen = canvas.getByRole('alert');
    await expect(within(resumen).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /^Código postal/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Guardando: el botón espera y los campos no cambian. */
export const Guardando: Story = {
  name: 'Guardando',
  args: {
    abierta: 'contacto',
    seccion: 'contacto',
    datos: { ...datos, telefono: '698765432' },
    enviando: true,
  },
};

/** Guardado: la sección se lee con el dato nuevo y el aviso, en palabras y con icono. */
export const Guardado: Story = {
  name: 'Guardado',
  args: {
    ficha: { ...lucia, telefono: '698765432' },
    seccion: 'contacto',
    aviso: T.guardado('Contacto'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status').find((s) => s.textContent !== '')).toHaveTextContent(
      'Se han guardado los cambios de contacto.',
    );
    await expect(canvas.getByText('698765432')).toBeVisible();
  },
};

/** El DNI ya es de otro paciente (409): el mensaje del servidor en su campo. */
export const DniEnUso: Story = {
  name: 'DNI en uso',
  args: {
    abierta: 'personal',
    seccion: 'personal',
    datos: { ...datos, documento: '50728391M' },
    errores: { documento: 'Ya existe un paciente con ese documento.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^DNI/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByText('Ya existe un paciente con ese documento.', { selector: 'a' }),
    ).toBeVisible();
  },
};

/** Sin conexión al guardar: el mensaje arriba de la sección; lo escrito sigue ahí. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  args: {
    abierta: 'contacto',
    seccion: 'contacto',
    datos: { ...datos, telefono: '698765432' },
    error: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
};

/** El paciente no existe (404): lo dice, sin 'Reintentar', con la vuelta a la búsqueda. */
export const NoExiste: Story = {
  name: 'No existe',
  render: (args) => (
    <EditarPaciente
      machine={machine}
      ficha={undefined}
      errorAlCargar={fallo(404, 'No existe ese paciente.')}
      listaHref={args.listaHref}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.noExiste);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Volver a Pacientes' })).toBeVisible();
  },
};

/** No ha llegado: el aviso sin conexión y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  render: (args) => (
    <EditarPaciente
      machine={machine}
      ficha={undefined}
      errorAlCargar={falloDeRed}
      onReintentar={args.send as () => void}
      listaHref={args.listaHref}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.send).toHaveBeenCalled();
  },
};

/** En un móvil de 375 px: las filas de cada sección, una debajo de otra. */
export const EnMovil: Story = {
  name: 'En un móvil',
  decorators: [enMovil],
  args: { abierta: 'direccion', seccion: 'direccion' },
};

/**
 * El flujo contra el servidor simulado, solo con el teclado donde se puede: 'Cambiar' lleva al
 * primer campo, se guarda un teléfono nuevo y el foco vuelve al título con el aviso; un código
 * postal de otra provincia se queda en su campo sin perder lo escrito.
 */
export const Flujo: Story = {
  name: 'Flujo editar paciente',
  beforeEach: conServidorSimulado(),
  render: (args) => (
    <EditarPaciente
      machine={machine}
      ficha={lucia}
      hoy={HOY_HISTORIAS}
      listaHref={args.listaHref}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contacto' }));
    const telefono = canvas.getByRole('textbox', { name: /^Teléfono/ });
    await waitFor(() => expect(telefono).toHaveFocus());
    await userEvent.clear(telefono);
    await userEvent.type(telefono, '698765432{Enter}');
    await expect(await canvas.findByText('Se han guardado los cambios de contacto.')).toBeVisible();
    await expect(canvas.getByText('698765432')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Contacto' })).toHaveFocus(),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar dirección personal' }));
    const cp = canvas.getByRole('textbox', { name: /^Código postal/ });
    // Las poblaciones de su provincia llegan del servidor.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Población/ })).toBeEnabled());
    await userEvent.clear(cp);
    await userEvent.type(cp, '41001');
    const piso = canvas.getByRole('textbox', { name: /^Piso/ });
    await userEvent.clear(piso);
    await userEvent.type(piso, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(cp).toHaveAttribute('aria-invalid', 'true');
    await expect(piso).toHaveValue('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByText(T.cancelado)).toBeVisible();
    await expect(canvas.getByText('28801')).toBeVisible();
  },
};
