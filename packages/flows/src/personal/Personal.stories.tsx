import type { Empleado, ListaPersonal } from '@clinica/api-client';
import { handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import {
  bloqueada,
  enlacesDeCita,
  medicoConCitas,
  pagina,
  personal,
  personalConUnaBaja,
  responsable,
} from '../../stories/personal';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { actoresAccionesPersonal, cargarPersonal, type ResultadoBaja } from './actors';
import { accionesPersonalMachine } from './machine';
import { Personal, type PersonalProps } from './Personal';

const cliente = clienteDeHistoria();
const acciones = accionesPersonalMachine.provide({ actors: actoresAccionesPersonal(cliente) });
const sinRespuesta = accionesPersonalMachine.provide({
  actors: {
    darDeBaja: fromPromise<ResultadoBaja, { id: number }>(() => new Promise(() => undefined)),
    darDeAlta: fromPromise<Empleado, { id: number }>(() => new Promise(() => undefined)),
    desbloquear: fromPromise<Empleado, { id: number }>(() => new Promise(() => undefined)),
  },
});

const meta = {
  title: 'Flujos/Personal',
  argTypes: argsDeMaquinas('acciones'),
  component: Personal,
  beforeEach: preparacionDeHistoria,
  args: {
    lista: pagina(personal),
    busqueda: '',
    onBuscar: fn(),
    onPagina: fn(),
    onReintentar: fn(),
    onEditar: fn(),
    idUsuario: responsable.id,
    responsablesDeAlta: 1,
    nuevoHref: '/administrativo/personal/nuevo',
    acciones: sinRespuesta,
    enlacesDeCita,
  },
} satisfies Meta<typeof Personal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Todo el personal: rol, correo, estado en palabras e icono, último acceso en dd/mm/aaaa HH:mm. */
export const ConPersonal: Story = {
  name: 'Con personal',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    const tabla = canvas.getByRole('grid', { name: 'Personal' });
    // The table's rows come a moment after the table itself (react-aria builds its collection).
    await expect((await within(tabla).findAllByText('Activo')).length).toBeGreaterThan(0);
    await expect(within(tabla).getByText('Bloqueado')).toBeVisible();
    await expect(within(tabla).getByText('Nunca')).toBeVisible();
    await expect(within(tabla).getByText('01/12/2026 08:30')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dar de alta a un empleado' })).toHaveAttribute(
      'href',
      '/administrativo/personal/nuevo',
    );
    // 'Desbloquear' solo en la bloqueada.
    const desbloquear = within(tabla).getAllByRole('button', { name: /^Desbloquear a / });
    await expect(desbloquear).toHaveLength(1);
    await expect(desbloquear[0]).toHaveAccessibleName(`Desbloquear a ${bloqueada.nombre_completo}`);
    await userEvent.click(
      within(tabla).getByRole('button', { name: `Editar a ${medicoConCitas.nombre_completo}` }),
    );
    await expect(args.onEditar).toHaveBeenCalledWith(medicoConCitas);
  },
};

/**
 * A uno mismo y al último responsable no se les da de baja: el botón lo dice antes,
 * desactivado pero enfocable, con el motivo como descripción (docs/decisiones.md (44)).
 */
export const BajaNoPermitida: Story = {
  name: 'Baja no permitida',
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Personal' });
    const baja = await within(tabla).findByRole('button', {
      name: `Dar de baja a ${responsable.nombre_completo}`,
    });
    await expect(baja).toHaveAttribute('aria-disabled', 'true');
    await expect(baja).toHaveAccessibleDescription('No puedes darte de baja a ti mismo.');
    await userEvent.click(baja);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** La pregunta antes de dar de baja: 'Sí, dar de baja' o 'No, volver' (docs/decisiones.md (38)). */
export const PreguntaDeBaja: Story = {
  name: 'Pregunta de baja',
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Personal' });
    await userEvent.click(
      await within(tabla).findByRole('button', {
        name: `Dar de baja a ${medicoConCitas.nombre_completo}`,
      }),
    );
    const pregunta = await within(document.body).findByRole('alertdialog', {
      name: `¿Seguro que quieres dar de baja a ${medicoConCitas.nombre_completo}?`,
    });
    // Visible una vez termina de entrar.
    await waitFor(() =>
      expect(within(pregunta).getByRole('button', { name: 'Sí, dar de baja' })).toBeVisible(),
    );
    await expect(within(pregunta).getByRole('button', { name: 'No, volver' })).toBeVisible();
  },
};

/** Una cuenta de baja: su estado lo dice y su fila ofrece 'Dar de alta'. */
export const ConUnaBaja: Story = {
  name: 'Con una baja',
  args: { lista: pagina(personalConUnaBaja) },
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Personal' });
    await expect(await within(tabla).findByText('De baja')).toBeVisible();
    await expect(within(tabla).getByRole('button', { name: /^Dar de alta a / })).toHaveTextContent(
      'Dar de alta',
    );
  },
};

/** Varias páginas: 'Anterior', 'Página n de m', 'Siguiente', y cuántas se muestran. */
export const VariasPaginas: Story = {
  name: 'Varias páginas',
  args: {
    lista: { ...pagina(personal, 1, 10), empleados: personal.slice(0, 3), total: 23 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 3 de 23 cuentas')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPagina).toHaveBeenCalledWith(2);
  },
};

/** La búsqueda va al servidor: Intro o 'Buscar'. */
export const Busqueda: Story = {
  name: 'Búsqueda',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'munoz{Enter}');
    await expect(args.onBuscar).toHaveBeenCalledWith('munoz');
  },
};

/** Nadie coincide con la búsqueda: lo dice y ofrece ver a todos. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  args: { busqueda: 'zzz', lista: pagina([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ninguna cuenta coincide con 'zzz'.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver todo el personal' }));
    await expect(args.onBuscar).toHaveBeenCalledWith('');
  },
};

/** Cargando: filas de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { lista: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** No se ha podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): una tarjeta por cuenta, con el estado en palabras y sus acciones. */
export const Estrecha: Story = {
  name: 'Estrecha',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const tarjetas = within(canvasElement).getByRole('list', { name: 'Personal' });
    await expect(
      within(tarjetas).getByRole('heading', { level: 2, name: bloqueada.nombre_completo }),
    ).toBeVisible();
    await expect(
      within(tarjetas).getByRole('button', { name: `Desbloquear a ${bloqueada.nombre_completo}` }),
    ).toBeVisible();
  },
};

/** La lista conectada al servidor simulado, como en la aplicación. */
function PersonalConectado(props: Pick<PersonalProps, 'onEditar'>) {
  const [lista, setLista] = useState<ListaPersonal | undefined>();
  const [busqueda, setBusqueda] = useState('');
  const [numero, setNumero] = useState(1);
  const cargar = useCallback(() => {
    cargarPersonal(cliente, { q: busqueda, pagina: numero }).then(setLista);
  }, [busqueda, numero]);
  useEffect(cargar, [cargar]);
  return (
    <Personal
      {...props}
      lista={lista}
      busqueda={busqueda}
      onBuscar={(q) => {
        setBusqueda(q);
        setNumero(1);
      }}
      onPagina={setNumero}
      idUsuario={responsable.id}
      responsablesDeAlta={1}
      nuevoHref="/administrativo/personal/nuevo"
      acciones={acciones}
      onCambiado={cargar}
      enlacesDeCita={enlacesDeCita}
    />
  );
}

/**
 * Dar de baja a quien tiene citas por delante: la pregunta, 'Sí, dar de baja', y el servidor
 * lo rechaza; el diálogo dice que no se ha hecho y lista sus citas con 'Modificar' y 'Cancelar'.
 */
export const BajaConCitas: Story = {
  name: 'Baja con citas',
  beforeEach: conServidorSimulado(),
  render: (args) => <PersonalConectado onEditar={args.onEditar} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `Dar de baja a ${medicoConCitas.nombre_completo}`,
      }),
    );
    const pregunta = await pagina.findByRole('alertdialog');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, dar de baja' }));
    const rechazo = await pagina.findByRole('dialog', {
      name: `No se ha dado de baja a ${medicoConCitas.nombre_completo}`,
    });
    // La pregunta se ha ido, y su velo con ella: las imágenes son de la respuesta sola (una pasada
    // limpia captó dos veces el velo de la pregunta aún sobre la página).
    await waitFor(() => expect(pagina.queryByRole('alertdialog')).toBeNull());
    await expect(within(rechazo).getByRole('alert')).toHaveTextContent(
      'No se puede dar de baja: tiene 2 citas programadas.',
    );
    const modificar = within(rechazo).getAllByRole('link', { name: /^Modificar la cita / });
    await expect(modificar).toHaveLength(2);
    await expect(modificar[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/administrativo\/modificarCita\?idCita=\d+$/),
    );
    await expect(within(rechazo).getAllByRole('link', { name: /^Cancelar la cita / })).toHaveLength(
      2,
    );
    await expect(within(rechazo).getAllByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toHaveLength(2);
  },
};

/**
 * El flujo entero contra el servidor simulado: buscar, desbloquear a Elena Romero, dar de baja a
 * Pablo Navarro ('No, volver' primero) y volver a darle de alta; cada paso se anuncia.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  render: (args) => <PersonalConectado onEditar={args.onEditar} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Desbloquear a ${bloqueada.nombre_completo}` }),
    );
    const aviso = await canvas.findByRole('status');
    await expect(aviso).toHaveTextContent(
      `La cuenta de ${bloqueada.nombre_completo} está desbloqueada.`,
    );
    await waitFor(() => expect(aviso).toHaveFocus());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /^Desbloquear a / })).toBeNull(),
    );
    // Buscar sin tildes en el servidor.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'navarro{Enter}');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 1 de 1 cuentas')).toBeVisible());
    const baja = canvas.getByRole('button', { name: 'Dar de baja a Pablo Navarro Díaz' });
    await userEvent.click(baja);
    let pregunta = await pagina.findByRole('alertdialog');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(pregunta).not.toBeInTheDocument());
    await userEvent.click(baja);
    pregunta = await pagina.findByRole('alertdialog');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, dar de baja' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Pablo Navarro Díaz está de baja.'),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dar de alta a Pablo Navarro Díaz' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Pablo Navarro Díaz está de alta de nuevo.',
      ),
    );
  },
};

/** El servidor falla al desbloquear: el motivo en un diálogo. */
export const FalloAlDesbloquear: Story = {
  name: 'Fallo al desbloquear',
  beforeEach: conServidorSimulado(handlers.desbloquear.error(500)),
  render: (args) => <PersonalConectado onEditar={args.onEditar} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: `Desbloquear a ${bloqueada.nombre_completo}`,
      }),
    );
    const error = await within(document.body).findByRole('dialog', {
      name: 'No se ha podido hacer',
    });
    await expect(within(error).getByRole('alert')).toHaveTextContent(
      'Se ha producido un error inesperado.',
    );
  },
};
