// @vitest-environment node
import type { ImagenIncidencia, Incidencia } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { HOY } from '../../test/datos';
import { fallo, falloDeRed } from '../../test/fixtures';
import { actoresControlados, vaciarColas } from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import type { ConClave } from '../wizard/idempotencia';
import { claveDeSubida, crearIncidenciaMachine } from './crear/machine';
import { elegirArchivo, MENSAJES_INCIDENCIA } from './datos';
import { editarIncidenciaMachine, MENSAJE_RESUELTA } from './editar/machine';
import { borradoDe, eliminarIncidenciaMachine } from './eliminar/machine';
import {
  ASISTENTE_CREAR_INCIDENCIA,
  asistenteEditarIncidencia,
  destinosDeIncidencias,
} from './steps';

const incidencia: Incidencia = {
  id: 41,
  asunto: 'La impresora no imprime',
  descripcion: 'Desde esta mañana.',
  nivel_prioridad: 'MEDIA',
  fecha: HOY,
  estado: 'PENDIENTE',
  nombre: 'Ana Torres',
  puesto_trabajo: 2,
  id_administrativo: 1,
  id_medico: null,
  id_radiologo: null,
};
const resuelta: Incidencia = { ...incidencia, id: 42, estado: 'RESUELTA' };
const imagenGuardada = (id_imagen: number, nombre_imagen: string): ImagenIncidencia => ({
  id_imagen,
  id_incidencia: 41,
  nombre_imagen,
  tipo: 'image/png',
});
const archivo = (nombre: string) => new File([new Uint8Array([137, 80, 78, 71])], nombre);

const datosValidos = {
  asunto: 'La impresora no imprime',
  nivel_prioridad: 'ALTA' as const,
  descripcion: 'Desde esta mañana no saca justificantes.',
};

function crear() {
  const control = actoresControlados([
    'guardarIncidencia',
    'actualizarIncidencia',
    'subirImagenIncidencia',
  ]);
  const actor = createActor(crearIncidenciaMachine.provide({ actors: control.actors as never }), {
    input: { hoy: HOY, nombre: 'Ana Torres', puesto_trabajo: 2 },
  });
  actor.start();
  return { actor, ...control };
}

describe('crear incidencia', () => {
  it('empieza con hoy, el nombre y el puesto del rol; sin lo obligatorio no sigue', () => {
    const { actor } = crear();
    const { datos } = actor.getSnapshot().context;
    expect(datos).toMatchObject({ fecha: HOY, nombre: 'Ana Torres', puesto_trabajo: 2 });
    actor.send({ type: 'CONTINUAR' });
    const s = actor.getSnapshot();
    expect(s.matches({ datosIncidencia: 'invalido' })).toBe(true);
    expect(s.context.errores).toEqual({
      asunto: MENSAJES_INCIDENCIA.asunto,
      nivel_prioridad: MENSAJES_INCIDENCIA.prioridad,
      descripcion: MENSAJES_INCIDENCIA.descripcion,
    });
    // Los mensajes siguen a lo que se escribe.
    actor.send({ type: 'EDITAR', datos: { asunto: 'Algo' } });
    expect(actor.getSnapshot().context.errores.asunto).toBeUndefined();
    actor.send({ type: 'EDITAR', datos: { nombre: ' ', fecha: '2026-02-30' } });
    expect(actor.getSnapshot().context.errores).toMatchObject({
      nombre: MENSAJES_INCIDENCIA.nombre,
      fecha: MENSAJES_INCIDENCIA.fechaInvalida,
    });
  });

  it('crea la incidencia y sube cada imagen, una tras otra, hasta la confirmación', async () => {
    const { actor, resolver, llamadas } = crear();
    const [a, b] = [elegirArchivo(archivo('a.png')), elegirArchivo(archivo('b.png'))];
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [a, b] });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumenDatos');
    expect(ASISTENTE_CREAR_INCIDENCIA.rutaDelPaso(actor.getSnapshot())).toBe(
      'crearIncidencia/resumenDatos',
    );
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().matches({ enviando: 'guardando' })).toBe(true);
    // Solo los campos del formulario: el dueño y el estado los pone el servidor.
    expect(llamadas[0]).toEqual({
      actor: 'guardarIncidencia',
      input: {
        cuerpo: {
          ...datosValidos,
          asunto: 'La impresora no imprime',
          nombre: 'Ana Torres',
          fecha: HOY,
          puesto_trabajo: 2,
        },
        claveIdempotencia: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    resolver('guardarIncidencia', incidencia);
    await vaciarColas();
    expect(actor.getSnapshot().matches({ enviando: 'subiendo' })).toBe(true);
    expect(llamadas.at(-1)).toEqual({
      actor: 'subirImagenIncidencia',
      input: {
        id_incidencia: 41,
        clave: a.clave,
        nombre: 'a.png',
        claveIdempotencia: claveDeSubida(41, a.clave),
      },
    });
    resolver('subirImagenIncidencia', []);
    await vaciarColas();
    expect(actor.getSnapshot().context.subidas).toEqual([a.clave]);
    expect(llamadas.at(-1)?.input).toMatchObject({ clave: b.clave });
    resolver('subirImagenIncidencia', []);
    await vaciarColas();
    const fin = actor.getSnapshot();
    expect(fin.status).toBe('done');
    expect(fin.output).toEqual({ incidencia, imagenes: 2 });
    expect(ASISTENTE_CREAR_INCIDENCIA.rutaDelPaso(fin)).toBe(
      'crearIncidencia/resumenDatos/confirmacionIncidencia',
    );
  });

  it('Confirmar tras un fallo repite el envío con la misma Idempotency-Key; un cambio da otra', async () => {
    const { actor, rechazar, resolver, llamadas } = crear();
    const clave = () =>
      (
        llamadas.filter((l) => l.actor === 'guardarIncidencia').at(-1)?.input as
          | ConClave
          | undefined
      )?.claveIdempotencia;
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    const primera = clave();
    expect(primera).toMatch(/^[0-9a-f-]{36}$/);
    rechazar('guardarIncidencia', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('resumenDatos');
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toBe(primera);
    rechazar('guardarIncidencia', falloDeRed);
    await vaciarColas();
    actor.send({ type: 'CAMBIAR', paso: 'datosIncidencia' });
    actor.send({ type: 'EDITAR', datos: { asunto: 'La impresora no imprime nada' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(clave()).toMatch(/^[0-9a-f-]{36}$/);
    expect(clave()).not.toBe(primera);
    resolver('guardarIncidencia', incidencia);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('la subida de cada imagen lleva su clave, la misma al reintentarla', async () => {
    const { actor, rechazar, resolver, llamadas } = crear();
    const [a, b] = [elegirArchivo(archivo('a.png')), elegirArchivo(archivo('b.png'))];
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [a, b] });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    resolver('guardarIncidencia', incidencia);
    await vaciarColas();
    rechazar('subirImagenIncidencia', falloDeRed);
    await vaciarColas();
    actor.send({ type: 'CONFIRMAR' });
    resolver('actualizarIncidencia', incidencia);
    await vaciarColas();
    const subidas = llamadas
      .filter((l) => l.actor === 'subirImagenIncidencia')
      .map((l) => (l.input as ConClave).claveIdempotencia);
    expect(subidas).toEqual([claveDeSubida(41, a.clave), claveDeSubida(41, a.clave)]);
    resolver('subirImagenIncidencia', []);
    await vaciarColas();
    expect((llamadas.at(-1)?.input as ConClave | undefined)?.claveIdempotencia).toBe(
      claveDeSubida(41, b.clave),
    );
    expect(claveDeSubida(41, b.clave)).not.toBe(claveDeSubida(41, a.clave));
  });

  it('sin imágenes, guardar lleva directamente a la confirmación', async () => {
    const { actor, resolver, llamadas } = crear();
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    resolver('guardarIncidencia', incidencia);
    await vaciarColas();
    expect(actor.getSnapshot().output).toEqual({ incidencia, imagenes: 0 });
    expect(llamadas.map((l) => l.actor)).toEqual(['guardarIncidencia']);
  });

  it('un fallo de la imagen vuelve al resumen y reintentar no crea otra incidencia', async () => {
    const { actor, resolver, rechazar, llamadas } = crear();
    const a = elegirArchivo(archivo('a.png'));
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [a] });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    resolver('guardarIncidencia', incidencia);
    await vaciarColas();
    rechazar('subirImagenIncidencia', fallo(415, 'El archivo no es una imagen admitida.'));
    await vaciarColas();
    const s = actor.getSnapshot();
    expect(s.value).toBe('resumenDatos');
    expect(s.context.error).toContain('La incidencia se ha guardado, pero la imagen a.png');
    expect(s.context.error).toContain('El archivo no es una imagen admitida.');
    expect(s.context.incidencia).toEqual(incidencia);

    // 'Cambiar' para cambiar el asunto y Confirmar: se actualiza la misma y se sube la imagen.
    actor.send({ type: 'CAMBIAR', paso: 'datosIncidencia', campo: 'asunto' });
    actor.send({ type: 'EDITAR', datos: { asunto: 'Otra cosa' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumenDatos');
    actor.send({ type: 'CONFIRMAR' });
    expect(llamadas.at(-1)).toMatchObject({
      actor: 'actualizarIncidencia',
      input: { id: 41, asunto: 'Otra cosa' },
    });
    resolver('actualizarIncidencia', { ...incidencia, asunto: 'Otra cosa' });
    await vaciarColas();
    resolver('subirImagenIncidencia', []);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(llamadas.filter((l) => l.actor === 'guardarIncidencia')).toHaveLength(1);
  });

  it('los errores por campo del servidor vuelven al formulario; los demás, al resumen', async () => {
    const { actor, rechazar } = crear();
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    rechazar(
      'guardarIncidencia',
      fallo(400, 'Revisa los datos.', { errores: { asunto: 'El asunto es demasiado largo.' } }),
    );
    await vaciarColas();
    let s = actor.getSnapshot();
    expect(s.matches({ datosIncidencia: 'invalido' })).toBe(true);
    expect(s.context.errores).toEqual({ asunto: 'El asunto es demasiado largo.' });
    // Continuar con todo bien vuelve al resumen (se vino de él).
    actor.send({ type: 'EDITAR', datos: { asunto: 'Corto' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    rechazar('guardarIncidencia', falloDeRed);
    await vaciarColas();
    s = actor.getSnapshot();
    expect(s.value).toBe('resumenDatos');
    expect(s.context.error).toBe(MENSAJE_SIN_CONEXION);
  });

  it('una imagen cuyo archivo se perdió (una recarga) pide volver a añadirla', () => {
    const { actor } = crear();
    actor.send({ type: 'EDITAR', datos: datosValidos });
    actor.send({
      type: 'ANADIR_IMAGENES',
      imagenes: [{ clave: 'archivo-perdido', nombre: 'perdida.png' }],
    });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().context.errores.imagenes).toBe(
      MENSAJES_INCIDENCIA.imagenPerdida('perdida.png'),
    );
    actor.send({ type: 'QUITAR_IMAGEN', clave: 'archivo-perdido' });
    expect(actor.getSnapshot().context.errores).toEqual({});
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumenDatos');
  });
});

function editar() {
  const control = actoresControlados([
    'cargarIncidencia',
    'actualizarIncidencia',
    'sustituirImagenesIncidencia',
    'subirImagenIncidencia',
  ]);
  const actor = createActor(editarIncidenciaMachine.provide({ actors: control.actors as never }), {
    input: { id: 41 },
  });
  actor.start();
  return { actor, ...control };
}

describe('editar incidencia', () => {
  it('carga la incidencia y sus imágenes; un fallo se puede reintentar, un 404 no', async () => {
    const { actor, resolver, rechazar } = editar();
    expect(actor.getSnapshot().value).toBe('cargando');
    rechazar('cargarIncidencia', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.falloAlCargar).toEqual({
      mensaje: MENSAJE_SIN_CONEXION,
      reintentable: true,
    });
    actor.send({ type: 'REINTENTAR' });
    rechazar('cargarIncidencia', fallo(404, 'No existe ninguna incidencia con ese id.'));
    await vaciarColas();
    expect(actor.getSnapshot().context.falloAlCargar?.reintentable).toBe(false);
    actor.send({ type: 'REINTENTAR' });
    resolver('cargarIncidencia', { incidencia, imagenes: [imagenGuardada(7, 'vieja.png')] });
    await vaciarColas();
    const s = actor.getSnapshot();
    expect(s.matches({ modificarIncidencia: 'editando' })).toBe(true);
    expect(s.context.datos.asunto).toBe(incidencia.asunto);
    expect(s.context.imagenes).toEqual([
      { clave: 'servidor-7', nombre: 'vieja.png', id_imagen: 7 },
    ]);
    expect(asistenteEditarIncidencia(41).rutaDelPaso(s)).toBe('editarIncidencia/41');
  });

  it('una RESUELTA no cambia ni se envía', async () => {
    const { actor, resolver, llamadas } = editar();
    resolver('cargarIncidencia', { incidencia: resuelta, imagenes: [] });
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { asunto: 'Cambio' } });
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [elegirArchivo(archivo('x.png'))] });
    actor.send({ type: 'CONFIRMAR' });
    const s = actor.getSnapshot();
    expect(s.context.datos.asunto).toBe(resuelta.asunto);
    expect(s.context.imagenes).toEqual([]);
    expect(s.matches('modificarIncidencia')).toBe(true);
    expect(llamadas.map((l) => l.actor)).toEqual(['cargarIncidencia']);
  });

  it('actualiza, quita las imágenes quitadas, sube las nuevas y confirma', async () => {
    const { actor, resolver, llamadas } = editar();
    resolver('cargarIncidencia', {
      incidencia,
      imagenes: [imagenGuardada(7, 'vieja.png'), imagenGuardada(8, 'queda.png')],
    });
    await vaciarColas();
    const nueva = elegirArchivo(archivo('nueva.png'));
    actor.send({ type: 'EDITAR', datos: { nivel_prioridad: 'ALTA' } });
    actor.send({ type: 'QUITAR_IMAGEN', clave: 'servidor-7' });
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [nueva] });
    actor.send({ type: 'CONFIRMAR' });
    expect(llamadas.at(-1)).toMatchObject({
      actor: 'actualizarIncidencia',
      input: { id: 41, nivel_prioridad: 'ALTA' },
    });
    resolver('actualizarIncidencia', { ...incidencia, nivel_prioridad: 'ALTA' });
    await vaciarColas();
    expect(llamadas.at(-1)).toEqual({
      actor: 'sustituirImagenesIncidencia',
      input: { id_incidencia: 41, conservar: [imagenGuardada(8, 'queda.png')] },
    });
    resolver('sustituirImagenesIncidencia', [imagenGuardada(9, 'queda.png')]);
    await vaciarColas();
    expect(llamadas.at(-1)).toMatchObject({
      actor: 'subirImagenIncidencia',
      input: { id_incidencia: 41, clave: nueva.clave },
    });
    resolver('subirImagenIncidencia', []);
    await vaciarColas();
    const fin = actor.getSnapshot();
    expect(fin.status).toBe('done');
    expect(fin.output).toEqual({
      incidencia: { ...incidencia, nivel_prioridad: 'ALTA' },
      imagenes: 2,
    });
    expect(asistenteEditarIncidencia(41).rutaDelPaso(fin)).toBe(
      'editarIncidencia/41/confirmacionCambios',
    );
  });

  it('sin cambios de imágenes, actualizar confirma sin subir nada', async () => {
    const { actor, resolver, llamadas } = editar();
    resolver('cargarIncidencia', { incidencia, imagenes: [] });
    await vaciarColas();
    actor.send({ type: 'CONFIRMAR' });
    resolver('actualizarIncidencia', incidencia);
    await vaciarColas();
    expect(actor.getSnapshot().status).toBe('done');
    expect(llamadas.map((l) => l.actor)).toEqual(['cargarIncidencia', 'actualizarIncidencia']);
  });

  it('inválida no se envía; los fallos del servidor vuelven al formulario con su mensaje', async () => {
    const { actor, resolver, rechazar } = editar();
    resolver('cargarIncidencia', { incidencia, imagenes: [imagenGuardada(7, 'vieja.png')] });
    await vaciarColas();
    actor.send({ type: 'EDITAR', datos: { descripcion: '' } });
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().matches({ modificarIncidencia: 'invalido' })).toBe(true);
    expect(actor.getSnapshot().context.errores.descripcion).toBe(MENSAJES_INCIDENCIA.descripcion);
    actor.send({ type: 'EDITAR', datos: { descripcion: 'Otra vez' } });
    expect(actor.getSnapshot().context.errores).toEqual({});

    actor.send({ type: 'CONFIRMAR' });
    rechazar(
      'actualizarIncidencia',
      fallo(400, 'Revisa los datos.', { errores: { fecha: 'Introduce una fecha válida.' } }),
    );
    await vaciarColas();
    expect(actor.getSnapshot().context.errores).toEqual({ fecha: 'Introduce una fecha válida.' });

    actor.send({ type: 'CONFIRMAR' });
    rechazar('actualizarIncidencia', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().context.error).toBe(MENSAJE_SIN_CONEXION);

    // Quitar la imagen y que falle la sustitución: se dice y se puede reintentar.
    actor.send({ type: 'QUITAR_IMAGEN', clave: 'servidor-7' });
    actor.send({ type: 'CONFIRMAR' });
    resolver('actualizarIncidencia', incidencia);
    await vaciarColas();
    rechazar('sustituirImagenesIncidencia', fallo(500, 'Se ha producido un error inesperado.'));
    await vaciarColas();
    expect(actor.getSnapshot().context.error).toContain('no se han podido quitar las imágenes');

    // Una imagen nueva que falla: se dice cuál.
    actor.send({ type: 'ANADIR_IMAGENES', imagenes: [elegirArchivo(archivo('rota.png'))] });
    actor.send({ type: 'CONFIRMAR' });
    resolver('actualizarIncidencia', incidencia);
    await vaciarColas();
    resolver('sustituirImagenesIncidencia', []);
    await vaciarColas();
    rechazar('subirImagenIncidencia', fallo(413, 'El archivo es demasiado grande.'));
    await vaciarColas();
    expect(actor.getSnapshot().context.error).toContain('la imagen rota.png no se ha podido subir');
  });

  it('resuelta entre tanto (409): se dice y ya no se puede actualizar', async () => {
    const { actor, resolver, rechazar, llamadas } = editar();
    resolver('cargarIncidencia', { incidencia, imagenes: [] });
    await vaciarColas();
    actor.send({ type: 'CONFIRMAR' });
    rechazar('actualizarIncidencia', fallo(409, MENSAJE_RESUELTA));
    await vaciarColas();
    const s = actor.getSnapshot();
    expect(s.context.error).toBe(MENSAJE_RESUELTA);
    expect(s.context.incidencia?.estado).toBe('RESUELTA');
    actor.send({ type: 'CONFIRMAR' });
    expect(llamadas.filter((l) => l.actor === 'actualizarIncidencia')).toHaveLength(1);
  });
});

function eliminar() {
  const control = actoresControlados(['borrarIncidencia']);
  const actor = createActor(eliminarIncidenciaMachine.provide({ actors: control.actors as never }));
  actor.start();
  return { actor, ...control };
}

describe('eliminar incidencia', () => {
  it('pregunta antes; Cancelar no borra, Eliminar sí', async () => {
    const { actor, resolver, llamadas } = eliminar();
    actor.send({ type: 'ELIMINAR', incidencia });
    expect(actor.getSnapshot().value).toBe('confirmando');
    actor.send({ type: 'CANCELAR' });
    expect(actor.getSnapshot().value).toBe('inactivo');
    expect(llamadas).toEqual([]);
    actor.send({ type: 'ELIMINAR', incidencia });
    actor.send({ type: 'CONFIRMAR' });
    expect(llamadas).toEqual([{ actor: 'borrarIncidencia', input: { id: 41 } }]);
    resolver('borrarIncidencia', undefined);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('inactivo');
    expect(actor.getSnapshot().context.eliminada).toEqual(incidencia);
  });

  it('la petición lleva el id de la elegida; sin elegida no hay petición (nunca un id 0)', () => {
    const contexto = { incidencia, eliminada: undefined, detalle: undefined };
    expect(borradoDe(contexto)).toEqual({ id: 41 });
    expect(() => borradoDe({ ...contexto, incidencia: undefined })).toThrow(
      'eliminarIncidenciaMachine: se borra sin incidencia elegida.',
    );
  });

  it('una que no está PENDIENTE da el diálogo de error sin llamar al servidor', () => {
    const { actor, llamadas } = eliminar();
    actor.send({ type: 'ELIMINAR', incidencia: resuelta });
    expect(actor.getSnapshot().value).toBe('noPermitido');
    actor.send({ type: 'CERRAR' });
    expect(actor.getSnapshot().value).toBe('inactivo');
    expect(llamadas).toEqual([]);
  });

  it('un 409 del servidor es no permitido; otro fallo, el error al eliminar', async () => {
    const { actor, rechazar } = eliminar();
    actor.send({ type: 'ELIMINAR', incidencia });
    actor.send({ type: 'CONFIRMAR' });
    rechazar(
      'borrarIncidencia',
      fallo(409, 'Solo se pueden eliminar incidencias con estado PENDIENTE.'),
    );
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('noPermitido');
    actor.send({ type: 'CERRAR' });
    actor.send({ type: 'ELIMINAR', incidencia });
    actor.send({ type: 'CONFIRMAR' });
    rechazar('borrarIncidencia', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('fallo');
    expect(actor.getSnapshot().context.detalle).toBe(MENSAJE_SIN_CONEXION);
    expect(actor.getSnapshot().context.eliminada).toBeUndefined();
  });
});

describe('destinos de cada rol (§2.3–§2.5, docs/decisiones.md (21))', () => {
  it('vuelven a la portada propia y a la lista propia', () => {
    expect(destinosDeIncidencias(2)).toMatchObject({
      lista: '/administrativo/misIncidencias',
      inicio: '/administrativo',
      trasCrear: { href: '/administrativo/misIncidencias', texto: 'Volver al inicio' },
    });
    expect(destinosDeIncidencias(1)).toMatchObject({
      inicio: '/radiologo/buscarCita',
      trasCrear: { href: '/radiologo/buscarCita' },
      trasEditar: { href: '/radiologo/misIncidencias', texto: 'Volver a mis incidencias' },
    });
    expect(destinosDeIncidencias(3)).toMatchObject({
      inicio: '/medico/inicio',
      trasCrear: { href: '/medico/inicio' },
      trasEditar: { href: '/medico/misIncidencias' },
    });
  });
});
