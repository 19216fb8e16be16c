// @vitest-environment node
import type { InformeCompleto } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fallo, falloDeRed } from '../../test/fixtures';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { type EnvioDelInforme, informeMachine } from './machine';
import { TEXTOS_INFORME as T } from './texts';

const tras = () => new Promise((r) => setTimeout(r, 0));

const archivo = (nombre: string) =>
  new File([new Uint8Array([1, 2, 3])], nombre, { type: 'image/png' });

const guardado: InformeCompleto = {
  id_informe: 9,
  id_cita: 41,
  num_cita: '48213K',
  imagenes: [{ id_imagen: 31, nombre_imagen: 'pa.png' }],
};

function informe(guardar: (envio: EnvioDelInforme) => Promise<InformeCompleto>) {
  const envios: EnvioDelInforme[] = [];
  const actor = createActor(
    informeMachine.provide({
      actors: {
        guardarInforme: fromPromise(({ input }) => {
          envios.push(input);
          return guardar(input);
        }),
      },
    }),
    { input: { cita: { id: 41, numCita: '48213K', idPaciente: 7 } } },
  ).start();
  return { actor, envios, c: () => actor.getSnapshot().context };
}

describe('crear informe: imágenes, notas y texto (§4)', () => {
  it('cerrar la vista previa rehace el texto con las notas de todas las imágenes', () => {
    const { actor, c } = informe(async () => guardado);
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png'), archivo('lateral.png')] });
    const [pa, lateral] = c().imagenes;
    actor.send({ type: 'ABRIR', id: pa?.id ?? '' });
    expect(c().abierta).toBe(pa?.id);
    actor.send({ type: 'EDITAR_NOTA', id: pa?.id ?? '', nota: 'Proyección PA normal.' });
    // Mientras la ventana está abierta el texto no cambia.
    expect(c().texto).toBe('');
    actor.send({ type: 'CERRAR' });
    expect(c().abierta).toBeUndefined();
    expect(c().texto).toBe('Proyección PA normal.');
    actor.send({ type: 'ABRIR', id: lateral?.id ?? '' });
    actor.send({ type: 'EDITAR_NOTA', id: lateral?.id ?? '', nota: 'Lateral sin hallazgos.' });
    actor.send({ type: 'CERRAR' });
    expect(c().texto).toBe('Proyección PA normal.\nLateral sin hallazgos.');
  });

  it('eliminar una imagen quita su nota y rehace el texto con las que quedan; lo escrito a mano se queda', () => {
    const { actor, c } = informe(async () => guardado);
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png'), archivo('lateral.png')] });
    const [pa, lateral] = c().imagenes;
    actor.send({ type: 'EDITAR_NOTA', id: pa?.id ?? '', nota: 'Nota PA.' });
    actor.send({ type: 'EDITAR_NOTA', id: lateral?.id ?? '', nota: 'Nota lateral.' });
    actor.send({ type: 'CERRAR' });
    actor.send({ type: 'EDITAR_TEXTO', texto: `${c().texto}\nConclusión: normal.` });
    actor.send({ type: 'ELIMINAR', id: pa?.id ?? '' });
    expect(c().imagenes.map((i) => i.archivo.name)).toEqual(['lateral.png']);
    expect(c().texto).toBe('Nota lateral.\nConclusión: normal.');
    actor.send({ type: 'ELIMINAR', id: lateral?.id ?? '' });
    expect(c().texto).toBe('Conclusión: normal.');
  });

  it("'Generar' sin imágenes ni texto marca los dos campos y no envía; los errores siguen al corregir", () => {
    const { actor, envios, c } = informe(async () => guardado);
    actor.send({ type: 'GENERAR' });
    expect(c().errores).toEqual({ imagenes: T.faltaImagen, texto: T.faltaTexto });
    expect(c().intento).toBe(1);
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png')] });
    expect(c().errores).toEqual({ texto: T.faltaTexto });
    actor.send({ type: 'EDITAR_TEXTO', texto: '   ' });
    actor.send({ type: 'GENERAR' });
    expect(envios).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editando');
  });

  it("'Generar' enseña antes lo que se guardará y pide confirmarlo; 'Corregir' vuelve sin enviar nada", async () => {
    const { actor, envios, c } = informe(async () => guardado);
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png')] });
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe.' });
    actor.send({ type: 'GENERAR' });
    expect(actor.getSnapshot().value).toBe('revisando');
    await tras();
    expect(envios).toHaveLength(0);
    // Nothing changes while it is being reviewed.
    actor.send({ type: 'ELIMINAR', id: c().imagenes[0]?.id ?? '' });
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Otro.' });
    expect(c().imagenes).toHaveLength(1);
    expect(c().texto).toBe('Informe.');
    actor.send({ type: 'CORREGIR' });
    expect(actor.getSnapshot().value).toBe('editando');
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe revisado.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(envios).toHaveLength(1);
    expect(envios[0]?.contenido).toBe('Informe revisado.');
  });

  it("'Generar' envía una vez informe, imágenes y notas, con progreso, y termina con lo guardado", async () => {
    let terminar: (x: InformeCompleto) => void = () => {};
    const { actor, envios, c } = informe(
      (envio) =>
        new Promise((resolve) => {
          envio.alProgresar(0.5);
          terminar = resolve;
        }),
    );
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png'), archivo('lat.png')] });
    actor.send({ type: 'EDITAR_NOTA', id: c().imagenes[1]?.id ?? '', nota: ' Lateral. ' });
    actor.send({ type: 'EDITAR_TEXTO', texto: ' Informe. ' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().value).toBe('enviando');
    expect(actor.getSnapshot().hasTag('enviando')).toBe(true);
    await tras();
    expect(c().progreso).toBe(0.5);
    // Mientras se envía no se cambia nada.
    actor.send({ type: 'ELIMINAR', id: c().imagenes[0]?.id ?? '' });
    expect(c().imagenes).toHaveLength(2);
    terminar(guardado);
    await waitFor(actor, (s) => s.status === 'done');
    expect(envios).toHaveLength(1);
    expect(envios[0]).toMatchObject({ idCita: 41, contenido: 'Informe.', notas: ['', 'Lateral.'] });
    expect(envios[0]?.imagenes.map((f) => f.name)).toEqual(['pa.png', 'lat.png']);
    expect(actor.getSnapshot().output).toEqual(guardado);
  });

  it('un fallo deja todo como estaba, lo dice, y Generar lo intenta otra vez con lo mismo', async () => {
    let veces = 0;
    const { actor, envios, c } = informe(async () => {
      veces++;
      if (veces === 1) throw falloDeRed;
      return guardado;
    });
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png')] });
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await tras();
    expect(actor.getSnapshot().value).toBe('editando');
    expect(c().error).toContain(MENSAJE_SIN_CONEXION);
    expect(c().error).toContain('No se ha guardado nada');
    expect(c().imagenes).toHaveLength(1);
    expect(c().progreso).toBeUndefined();
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(envios).toHaveLength(2);
    expect(envios[1]?.contenido).toBe(envios[0]?.contenido);
    // El mismo envío repetido: la misma Idempotency-Key (docs/decisiones.md (36)).
    expect(envios[0]?.claveIdempotencia).toMatch(/^[0-9a-f-]{36}$/);
    expect(envios[1]?.claveIdempotencia).toBe(envios[0]?.claveIdempotencia);
  });

  it('un cambio tras un fallo hace de Generar otro envío, con otra Idempotency-Key', async () => {
    let veces = 0;
    const { actor, envios } = informe(async () => {
      veces++;
      if (veces < 3) throw falloDeRed;
      return guardado;
    });
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png')] });
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await tras();
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe corregido.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await tras();
    actor.send({ type: 'EDITAR_NOTA', id: 'imagen-1', nota: 'PA.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.status === 'done');
    const claves = envios.map((e) => e.claveIdempotencia);
    expect(new Set(claves).size).toBe(3);
    expect(actor.getSnapshot().context.claveEnvio).toBeUndefined();
  });

  it('los errores de campo del servidor van a su campo; un 409 da su mensaje', async () => {
    let respuesta: unknown = fallo(400, 'Revisa los datos.', {
      errores: { contenido: 'Demasiado largo.' },
    });
    const { actor, c } = informe(async () => {
      throw respuesta;
    });
    actor.send({ type: 'AGREGAR', archivos: [archivo('pa.png')] });
    actor.send({ type: 'EDITAR_TEXTO', texto: 'Informe.' });
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await tras();
    expect(c().errores).toEqual({ texto: 'Demasiado largo.' });
    respuesta = fallo(
      409,
      'La cita ya está cumplida: su informe y sus imágenes ya no se pueden cambiar.',
    );
    actor.send({ type: 'GENERAR' });
    actor.send({ type: 'CONFIRMAR' });
    await tras();
    expect(c().error).toBe(
      'La cita ya está cumplida: su informe y sus imágenes ya no se pueden cambiar.',
    );
  });

  it('no abre una imagen que no está en la lista', () => {
    const { actor, c } = informe(async () => guardado);
    actor.send({ type: 'ABRIR', id: 'imagen-99' });
    expect(c().abierta).toBeUndefined();
  });
});
