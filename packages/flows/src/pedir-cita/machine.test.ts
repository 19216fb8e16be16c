// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { HOY, MANANA, medicos } from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import type { ConClave } from '../wizard/idempotencia';
import { claveDeFlujo, crearActorPersistido, guardarInstantanea } from '../wizard/persistencia';
import { citaElegida, type EventoPedirCita, pedirCitaMachine, peticionDe } from './machine';
import { ASISTENTE_PEDIR_CITA } from './steps';
import { MENSAJE_CITA_OCUPADA, MENSAJE_ERROR_CITAS, TEXTOS_PEDIR_CITA as T } from './texts';

const ACTORES = ['cargarMedicos', 'cargarHuecosCercanos', 'cargarDiasCerrados', 'pedirCita'];
const input = { hoy: HOY };
type Estado = ReturnType<ReturnType<typeof createActor<typeof pedirCitaMachine>>['getSnapshot']>;
type Evento = EventoPedirCita & { type: string };

const huecos = [
  { fecha: MANANA, hora: '09:00' },
  { fecha: MANANA, hora: '10:00' },
];
const citaPedida = { id: 51, num_cita: '50123Q', fecha: MANANA, hora: '10:00' };
const ocupada = fallo(409, 'Ese hueco ya está ocupado. Elige otra hora.');

const eventos = [
  { type: 'EDITAR', datos: { tipoCita: T.presencial } },
  { type: 'EDITAR', datos: { idProfesional: 1 } },
  { type: 'EDITAR', datos: { fechaDeseada: MANANA, horaDeseada: '10:00' } },
  { type: 'EDITAR', datos: { hueco: { fecha: MANANA, hora: '10:00' } } },
  { type: 'CONTINUAR' },
  { type: 'VOLVER' },
  { type: 'CONFIRMAR' },
  { type: 'CAMBIAR', paso: 'tipoCita', campo: 'tipoCita' },
  { type: 'CAMBIAR', paso: 'citasDisponibles', campo: 'hueco' },
  { type: 'IR_A_PASO', paso: 'medico' },
  { type: 'IR_A_PASO', paso: 'fechaDeseada' },
  { type: 'xstate.done.actor.cargarMedicos', output: medicos },
  { type: 'xstate.error.actor.cargarMedicos', error: falloDeRed },
  { type: 'xstate.done.actor.cargarHuecosCercanos', output: huecos },
  { type: 'xstate.done.actor.cargarHuecosCercanos', output: [] },
  { type: 'xstate.error.actor.cargarHuecosCercanos', error: fallo(500, 'Error.') },
  { type: 'REINTENTAR_MEDICOS' },
  { type: 'REINTENTAR_HUECOS' },
  { type: 'xstate.done.actor.pedirCita', output: citaPedida },
  { type: 'xstate.error.actor.pedirCita', error: ocupada },
  { type: 'xstate.error.actor.pedirCita', error: falloDeRed },
  { type: 'REINTENTAR' },
] as Evento[];

/** Lo que distingue un estado: cada lista cuenta solo en el paso que la muestra. */
function resumir(estado: Estado) {
  const { context: c } = estado;
  const paso = typeof estado.value === 'string' ? estado.value : Object.keys(estado.value)[0];
  return {
    datos: Object.entries(c.datos)
      .filter(([, v]) => v !== '' && v !== null)
      .map(([k]) => k)
      .join(),
    medicos: paso === 'medico' || paso === 'resumen' ? c.medicos.estado : '',
    huecos: paso === 'citasDisponibles' ? `${c.huecos.estado}${c.huecos.datos.length}` : '',
    errores: Object.keys(c.errores).join(),
    error: c.error !== undefined,
    volverAResumen: c.volverAResumen,
  };
}

/** Lo que cada paso deja editar, y dónde se espera la respuesta de cada carga. */
const CAMPOS_DEL_PASO: Record<string, readonly string[]> = {
  tipoCita: ['tipoCita'],
  medico: ['idProfesional'],
  fechaDeseada: ['fechaDeseada', 'horaDeseada'],
  citasDisponibles: ['hueco'],
};

/** Se edita en su paso; las respuestas de un actor solo llegan mientras carga, en su paso. */
function filtrar(estado: Estado, evento: Evento): boolean {
  const c = estado.context;
  const paso = typeof estado.value === 'string' ? estado.value : Object.keys(estado.value)[0];
  if (evento.type === 'EDITAR') {
    return Object.keys(evento.datos).every((campo) => CAMPOS_DEL_PASO[paso ?? '']?.includes(campo));
  }
  if (evento.type.includes('cargarMedicos')) {
    return c.medicos.estado === 'cargando' && (paso === 'medico' || paso === 'resumen');
  }
  if (evento.type.includes('cargarHuecosCercanos')) {
    return c.huecos.estado === 'cargando' && paso === 'citasDisponibles';
  }
  return true;
}

describe('pedirCitaMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(pedirCitaMachine, {
    input,
    eventos,
    filtrar: filtrar as never,
    resumir: resumir as never,
    cadaTransicion: true,
    tambienSinCambiarDeEstado: ['REINTENTAR_HUECOS', 'REINTENTAR_MEDICOS'],
  });

  it('cubren todos los estados y todos los eventos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(pedirCitaMachine.root)) expect(estados).toContain(nodo.id);
    const todos = new Set(eventos.map((evento) => evento.type as string));
    expect([...tipos].sort()).toEqual([...todos, 'xstate.init'].sort());
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(pedirCitaMachine, camino, { input, actores: ACTORES });
    });
  }
});

/** Un actor con sus actores controlados, llevado hasta el resumen con la cita de las 10:00. */
async function hastaElResumen() {
  const control = actoresControlados(ACTORES);
  const actor = createActor(pedirCitaMachine.provide({ actors: control.actors as never }), {
    input,
  }).start();
  actor.send({ type: 'EDITAR', datos: { tipoCita: T.telefonica } });
  actor.send({ type: 'CONTINUAR' });
  control.resolver('cargarMedicos', medicos);
  await vaciarColas();
  actor.send({ type: 'EDITAR', datos: { idProfesional: medicos[0]?.idProfesional ?? 0 } });
  actor.send({ type: 'CONTINUAR' });
  actor.send({ type: 'EDITAR', datos: { fechaDeseada: MANANA, horaDeseada: '11:00' } });
  actor.send({ type: 'CONTINUAR' });
  control.resolver('cargarHuecosCercanos', huecos);
  await vaciarColas();
  actor.send({ type: 'EDITAR', datos: { hueco: { fecha: MANANA, hora: '10:00' } } });
  actor.send({ type: 'CONTINUAR' });
  return { actor, control };
}

describe('pedirCitaMachine', () => {
  it('cada paso exige lo suyo antes de seguir', async () => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(pedirCitaMachine.provide({ actors: control.actors as never }), {
      input,
    }).start();
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ tipoCita: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ tipoCita: 'Elige el tipo de cita.' });
    actor.send({ type: 'EDITAR', datos: { tipoCita: T.presencial } });
    actor.send({ type: 'CONTINUAR' });
    expect(control.llamadas.at(-1)?.actor).toBe('cargarMedicos');
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toEqual({ idProfesional: 'Selecciona un médico.' });
    actor.send({ type: 'EDITAR', datos: { idProfesional: 2 } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: { fechaDeseada: '2026-03-09' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      fechaDeseada: 'La fecha no puede ser anterior a hoy.',
      horaDeseada: 'Elige una hora.',
    });
    // Un sábado: la clínica cierra.
    actor.send({ type: 'EDITAR', datos: { fechaDeseada: '2026-03-14', horaDeseada: '09:00' } });
    expect(actor.getSnapshot().context.errores.fechaDeseada).toMatch(/cierra/);
    actor.send({ type: 'EDITAR', datos: { fechaDeseada: MANANA } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ citasDisponibles: 'editando' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarHuecosCercanos',
      input: { idProfesional: 2, fecha: MANANA, hora: '09:00', hoy: HOY },
    });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      hueco: 'Elige una de las citas disponibles.',
    });
  });

  it('envía el hueco elegido con su médico y confirma con el nombre del médico', async () => {
    const { actor, control } = await hastaElResumen();
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'pedirCita',
      input: {
        cuerpo: {
          tipo_cita: T.telefonica,
          id_medico: medicos[0]?.idProfesional,
          fecha: MANANA,
          hora: '10:00',
        },
        claveIdempotencia: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
    });
    control.resolver('pedirCita', citaPedida);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      ...citaPedida,
      tipo_cita: T.telefonica,
      medico: medicos[0]?.nombre_completo,
    });
  });

  it('Intentar de nuevo repite el envío con la misma Idempotency-Key; otra cita lleva otra', async () => {
    const { actor, control } = await hastaElResumen();
    const clave = () =>
      (
        control.llamadas.filter((l) => l.actor === 'pedirCita').at(-1)?.input as
          | ConClave
          | undefined
      )?.claveIdempotencia;
    actor.send({ type: 'CONFIRMAR' });
    const primera = clave();
    expect(primera).toBeTruthy();
    control.rechazar('pedirCita', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('fallido');
    actor.send({ type: 'REINTENTAR' });
    expect(clave()).toBe(primera);
    control.rechazar('pedirCita', ocupada);
    await vaciarColas();
    control.resolver('cargarHuecosCercanos', [{ fecha: MANANA, hora: '09:00' }]);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hueco: { fecha: MANANA, hora: '09:00' } } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBeTruthy();
    expect(clave()).not.toBe(primera);
  });

  it('una cita ocupada entretanto vuelve al paso 4 con su mensaje y pide las citas de nuevo', async () => {
    const { actor, control } = await hastaElResumen();
    actor.send({ type: 'CONFIRMAR' });
    const antes = control.llamadas.length;
    control.rechazar('pedirCita', ocupada);
    await vaciarColas();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ citasDisponibles: 'invalido' });
    expect(s.context.errores).toEqual({ hueco: MENSAJE_CITA_OCUPADA });
    expect(s.context.datos.hueco).toBeNull();
    expect(s.context.huecos.estado).toBe('cargando');
    expect(control.llamadas.slice(antes).map((l) => l.actor)).toEqual(['cargarHuecosCercanos']);
    control.resolver('cargarHuecosCercanos', [{ fecha: MANANA, hora: '09:00' }]);
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { hueco: { fecha: MANANA, hora: '09:00' } } });
    actor.send({ type: 'CONTINUAR' });
    // Tras el fallo, Continuar vuelve directo al resumen.
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('cualquier otro fallo lleva a "Error al crear la cita", que reintenta o vuelve', async () => {
    const { actor, control } = await hastaElResumen();
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('pedirCita', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('fallido');
    expect(actor.getSnapshot().context.error).toMatch(/conexión|servidor/i);
    actor.send({ type: 'VOLVER' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CONFIRMAR' });
    control.rechazar('pedirCita', fallo(500, 'Se ha producido un error inesperado.'));
    await vaciarColas();
    actor.send({ type: 'REINTENTAR' });
    expect(actor.getSnapshot().value).toBe('enviando');
  });

  it('sin citas libres o si fallan, el paso 4 lo dice; otro médico borra la cita elegida', async () => {
    const { actor, control } = await hastaElResumen();
    actor.send({ type: 'IR_A_PASO', paso: 'citasDisponibles' });
    control.rechazar('cargarHuecosCercanos', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.huecos).toMatchObject({
      estado: 'error',
      error: MENSAJE_ERROR_CITAS,
    });
    actor.send({ type: 'REINTENTAR_HUECOS' });
    control.resolver('cargarHuecosCercanos', []);
    await vaciarColas();
    expect(actor.getSnapshot().context.huecos).toEqual({ estado: 'lista', datos: [] });
    // La cita elegida ya no está libre: deja de estar marcada.
    expect(actor.getSnapshot().context.datos.hueco).toBeNull();
    actor.send({ type: 'IR_A_PASO', paso: 'medico' });
    expect(actor.getSnapshot().value).toEqual({ medico: 'editando' });
  });

  it('el hueco elegido vuelve de sessionStorage tal cual; lo guardado con la forma antigua se descarta', async () => {
    const { actor } = await hastaElResumen();
    const datos = new Map<string, string>();
    const almacen = {
      getItem: (clave: string) => datos.get(clave) ?? null,
      setItem: (clave: string, valor: string) => void datos.set(clave, valor),
      removeItem: (clave: string) => void datos.delete(clave),
    };
    const clave = claveDeFlujo('pedirCita');
    guardarInstantanea(actor as never, clave, almacen);
    const retomado = crearActorPersistido(pedirCitaMachine, clave, { almacen, input });
    expect(retomado.retomado).toBe(true);
    const { context } = retomado.actor.start().getSnapshot();
    expect(context.datos.hueco).toEqual({ fecha: MANANA, hora: '10:00' });
    expect(context.datos).toMatchObject({ fechaDeseada: MANANA, horaDeseada: '11:00' });
    retomado.detener();
    // Versión 2: `datos.hueco` era '2026-03-11 10:00' y la fecha deseada, `datos.fecha`.
    const antigua = JSON.parse(datos.get(clave) ?? '{}');
    antigua.version = 2;
    antigua.instantanea.context.datos = {
      tipoCita: T.telefonica,
      idProfesional: 1,
      fecha: MANANA,
      hora: '11:00',
      hueco: `${MANANA} 10:00`,
    };
    datos.set(clave, JSON.stringify(antigua));
    const deNuevo = crearActorPersistido(pedirCitaMachine, clave, { almacen, input });
    expect(deNuevo.retomado).toBe(false);
    expect(deNuevo.actor.start().getSnapshot().value).toEqual({ tipoCita: 'editando' });
    deNuevo.detener();
  });

  it('la petición sale solo de lo elegido completo; sin ello, la máquina no envía', async () => {
    const { actor } = await hastaElResumen();
    const { context } = actor.getSnapshot();
    expect(peticionDe(citaElegida(context))).toEqual({
      tipo_cita: T.telefonica,
      id_medico: medicos[0]?.idProfesional,
      fecha: MANANA,
      hora: '10:00',
    });
    expect(() => citaElegida({ ...context, datos: { ...context.datos, hueco: null } })).toThrow();
  });

  it('al llegar a la fecha pide los días cerrados del médico elegido (docs/decisiones.md (49))', async () => {
    const control = actoresControlados(ACTORES);
    const actor = createActor(pedirCitaMachine.provide({ actors: control.actors as never }), {
      input,
    }).start();
    actor.send({ type: 'EDITAR', datos: { tipoCita: T.presencial } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'EDITAR', datos: { idProfesional: 2 } });
    actor.send({ type: 'CONTINUAR' });
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'cargarDiasCerrados',
      input: expect.objectContaining({ desde: HOY, profesional: 'medico', idProfesional: 2 }),
    });
    control.resolver('cargarDiasCerrados', [MANANA]);
    await vaciarColas();
    expect(actor.getSnapshot().context.diasCerrados).toEqual({ estado: 'lista', datos: [MANANA] });
  });

  it('la tabla da las rutas de §2.6', () => {
    const { pasoDeRuta, rutaDelPaso } = ASISTENTE_PEDIR_CITA;
    expect(rutaDelPaso({ value: 'tipoCita' })).toBe('pedirCita');
    expect(rutaDelPaso({ value: { citasDisponibles: 'editando' } })).toBe(
      'pedirCita/pedirCitaPaso4',
    );
    expect(rutaDelPaso({ value: 'fallido' })).toBe('pedirCita/confirmacion');
    expect(pasoDeRuta('/paciente/pedirCita/pedirCitaPaso5')).toBe('resumen');
    expect(pasoDeRuta('/paciente/pedirCita')).toBe('tipoCita');
  });
});
