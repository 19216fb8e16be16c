import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import {
  actoresControlados,
  caminosMasCortos,
  cobertura,
  probarCamino,
  vaciarColas,
} from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import {
  type ContextoDiagnostico,
  diagnosticoMachine,
  type EntradaDiagnostico,
  type EntradaGuardarDiagnostico,
  type EventoDiagnostico,
  hayCambiosSinGuardar,
  TEXTOS_DIAGNOSTICO as T,
} from './machine';

const input = { idCita: 52 };
const guardado = { id_diagnostico: 7, id_cita: 52, contenido: 'Faringitis aguda.' };

const eventos = [
  { type: 'ESCRIBIR', texto: 'Faringitis aguda.' },
  { type: 'ESCRIBIR', texto: '   ' },
  { type: 'ENVIAR' },
  { type: 'EDITAR' },
  { type: 'GENERAR_PDF' },
  { type: 'xstate.done.actor.guardarDiagnostico', output: guardado },
  {
    type: 'xstate.error.actor.guardarDiagnostico',
    error: fallo(409, 'Esta cita ya tiene un diagnóstico.'),
  },
  { type: 'xstate.error.actor.guardarDiagnostico', error: falloDeRed },
  { type: 'xstate.done.actor.generarPdf', output: undefined },
  { type: 'xstate.error.actor.generarPdf', error: new Error('sin memoria') },
] as unknown as EventoDiagnostico[];

const resumir = (estado: { context: ContextoDiagnostico }) => ({
  texto: estado.context.texto.trim() !== '',
  guardado: estado.context.guardado !== undefined,
  error: estado.context.error !== undefined,
  errorPdf: estado.context.errorPdf !== undefined,
  pdf: estado.context.pdfGenerado,
});

describe('diagnosticoMachine: cada camino más corto del modelo', () => {
  for (const [nombre, entrada] of [
    ['sin diagnóstico', input],
    ['con diagnóstico', { ...input, existente: guardado }],
  ] as const) {
    const caminos = caminosMasCortos(diagnosticoMachine, {
      input: entrada,
      eventos,
      resumir,
      cadaTransicion: true,
    });

    if (nombre === 'sin diagnóstico') {
      it('cubre todos los estados, y los fallos de los dos actores', () => {
        const { estados, eventos: tipos } = cobertura(caminos);
        for (const nodo of getStateNodes(diagnosticoMachine.root)) {
          if (nodo.id !== 'diagnostico.inicio') expect(estados).toContain(nodo.id);
        }
        expect(tipos).toContain('xstate.error.actor.guardarDiagnostico');
        expect(tipos).toContain('xstate.error.actor.generarPdf');
      });
    }

    for (const camino of caminos) {
      it(`${nombre}: ${camino.description}`, async () => {
        await probarCamino(diagnosticoMachine, camino, {
          input: entrada,
          actores: ['guardarDiagnostico', 'generarPdf'],
        });
      });
    }
  }
});

describe('diagnosticoMachine', () => {
  function iniciar(entrada: EntradaDiagnostico = input) {
    const control = actoresControlados(['guardarDiagnostico', 'generarPdf']);
    const actor = createActor(diagnosticoMachine.provide({ actors: control.actors as never }), {
      input: entrada,
    }).start();
    return { actor, control };
  }

  it('Guardar crea, Guardar edición actualiza por el id, y queda bloqueado', async () => {
    const { actor, control } = iniciar();
    expect(actor.getSnapshot().value).toBe('escribiendo');
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda.' });
    expect(hayCambiosSinGuardar(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().hasTag('ocupado')).toBe(true);
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'guardarDiagnostico',
      input: {
        idCita: 52,
        idDiagnostico: undefined,
        contenido: 'Faringitis aguda.',
        claveIdempotencia: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    control.resolver('guardarDiagnostico', guardado);
    await vaciarColas();
    expect(actor.getSnapshot().matches('guardado')).toBe(true);
    expect(hayCambiosSinGuardar(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: 'EDITAR' });
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda. Ibuprofeno.' });
    expect(hayCambiosSinGuardar(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'ENVIAR' });
    expect(control.llamadas.at(-1)?.input).toEqual({
      idCita: 52,
      idDiagnostico: 7,
      contenido: 'Faringitis aguda. Ibuprofeno.',
    });
    control.resolver('guardarDiagnostico', {
      ...guardado,
      contenido: 'Faringitis aguda. Ibuprofeno.',
    });
    await vaciarColas();
    expect(actor.getSnapshot().matches('bloqueado')).toBe(true);
    // Locked: no more editing, only the PDF.
    expect(actor.getSnapshot().can({ type: 'EDITAR' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'ESCRIBIR', texto: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'GENERAR_PDF' })).toBe(true);
  });

  it('un texto vacío no se guarda: lo dice y no llama al servidor', () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'ESCRIBIR', texto: '   ' });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().value).toBe('escribiendo');
    expect(actor.getSnapshot().context.error).toBe(T.vacio);
    expect(control.llamadas).toHaveLength(0);
  });

  it('un fallo al guardar se ve y conserva el texto escrito', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda.' });
    actor.send({ type: 'ENVIAR' });
    control.rechazar('guardarDiagnostico', falloDeRed);
    await vaciarColas();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('escribiendo');
    expect(context.texto).toBe('Faringitis aguda.');
    expect(context.error).toBe(T.falloAlGuardar(MENSAJE_SIN_CONEXION));
    expect(hayCambiosSinGuardar(context)).toBe(true);
  });

  it('un fallo al guardar una edición vuelve a la edición, con su texto; guardarla después bloquea', async () => {
    const { actor, control } = iniciar();
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda.' });
    actor.send({ type: 'ENVIAR' });
    control.resolver('guardarDiagnostico', guardado);
    await vaciarColas();
    actor.send({ type: 'EDITAR' });
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda. Reposo.' });
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().hasTag('ocupado')).toBe(true);
    control.rechazar('guardarDiagnostico', falloDeRed);
    await vaciarColas();
    expect(actor.getSnapshot().value).toBe('editando');
    expect(actor.getSnapshot().context.texto).toBe('Faringitis aguda. Reposo.');
    expect(actor.getSnapshot().context.error).toBe(T.falloAlGuardar(MENSAJE_SIN_CONEXION));
    actor.send({ type: 'ENVIAR' });
    control.resolver('guardarDiagnostico', { ...guardado, contenido: 'Faringitis aguda. Reposo.' });
    await vaciarColas();
    expect(actor.getSnapshot().matches('bloqueado')).toBe(true);
  });

  it('Guardar otra vez el mismo texto lleva la misma Idempotency-Key; escribir da otra', async () => {
    const { actor, control } = iniciar();
    const clave = () =>
      (control.llamadas.at(-1)?.input as EntradaGuardarDiagnostico | undefined)?.claveIdempotencia;
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda.' });
    actor.send({ type: 'ENVIAR' });
    const primera = clave();
    expect(primera).toMatch(/^[0-9a-f-]{36}$/);
    control.rechazar('guardarDiagnostico', falloDeRed);
    await vaciarColas();
    actor.send({ type: 'ENVIAR' });
    expect(clave()).toBe(primera);
    control.rechazar('guardarDiagnostico', falloDeRed);
    await vaciarColas();
    actor.send({ type: 'ESCRIBIR', texto: 'Faringitis aguda. Reposo.' });
    actor.send({ type: 'ENVIAR' });
    expect(clave()).toMatch(/^[0-9a-f-]{36}$/);
    expect(clave()).not.toBe(primera);
    control.resolver('guardarDiagnostico', guardado);
    await vaciarColas();
    expect(actor.getSnapshot().context.claveEnvio).toBeUndefined();
  });

  it('un diagnóstico que ya existe se abre bloqueado con su texto; el PDF puede fallar y reintentarse', async () => {
    const { actor, control } = iniciar({ ...input, existente: guardado });
    expect(actor.getSnapshot().matches('bloqueado')).toBe(true);
    expect(actor.getSnapshot().context.texto).toBe('Faringitis aguda.');
    expect(hayCambiosSinGuardar(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'GENERAR_PDF' });
    expect(actor.getSnapshot().hasTag('pdf')).toBe(true);
    expect(control.llamadas.at(-1)).toEqual({
      actor: 'generarPdf',
      input: { contenido: 'Faringitis aguda.' },
    });
    control.rechazar('generarPdf', new Error('sin memoria'));
    await vaciarColas();
    expect(actor.getSnapshot().context.errorPdf).toBe(T.falloPdf);
    actor.send({ type: 'GENERAR_PDF' });
    expect(actor.getSnapshot().context.errorPdf).toBeUndefined();
    control.resolver('generarPdf', undefined);
    await vaciarColas();
    expect(actor.getSnapshot().context.pdfGenerado).toBe(true);
    expect(actor.getSnapshot().matches({ bloqueado: 'quieto' })).toBe(true);
  });
});
