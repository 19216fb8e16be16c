/** d. The object store unreachable during a report save. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { demoRadiograph } from '../src/seed/png';

import type { Target } from './bases';
import { FIRST_START_MS, REQUEST_TIMEOUT_MS, say } from './comun';
import { call, signIn } from './http';
import { type Row, row } from './resultados';
import { ready, type ServerProcess, startServer, stopServer } from './servidor';

export const STORE_UNAVAILABLE =
  'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** 'Guardar informe completo' of a cita with two new images, as the radiologist's screen sends it. */
export function saveReport(base: string, token: string, idCita: number, images: Buffer[]) {
  const form = new FormData();
  form.append('id_cita', String(idCita));
  form.append('contenido', 'Radiografía de tórax sin hallazgos. Informe de la prueba de fallos.');
  images.forEach((bytes, index) => {
    form.append('imagenes', new Blob([bytes], { type: 'image/png' }), `placa-${index + 1}.png`);
  });
  return fetch(`${base}/api/informes/guardarCompleto`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files left in a folder and below it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/**
 * For each round: with the store's address refusing connections, a report with two new images
 * is saved: a Spanish 503 with Retry-After, and nothing half-saved (no report, no image row, the
 * cita still EN_CURSO, no new object in the bucket, no upload left on local disk) while the rest
 * of the API goes on answering; then the store comes back and the same save, sent again, is a
 * 201 whose images are in the bucket, from the same server process.
 */
export async function objectStoreOutage(
  target: Target,
  rounds: number,
  running: ServerProcess | undefined,
): Promise<Row> {
  const scenario = 'd · almacén de imágenes caído';
  const result = row('almacén de imágenes caído al guardar un informe', target.name);
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  result.caidas503 = 0;
  result.caidasOtros5xx = 0;
  const store = target.store as NonNullable<Target['store']>;
  const server = running ?? (await startServer(target.env));
  const db = new pg.Client({ connectionString: target.ownerUrl });
  try {
    if (!(await ready(server, FIRST_START_MS))) {
      result.notas.push(`el servidor no arrancó: ${server.output().slice(-2000)}`);
      return result;
    }
    await db.connect();
    const radiologo = await signIn(server.url, 'radiologo@clinica.test');
    // The radiologist's citas still to report, from the demo clinic.
    const citas = (
      await db.query<{ id: number }>(
        `SELECT c.id FROM citas c
         WHERE c.id_radiologo = $1 AND c.estado = 'EN_CURSO'
           AND NOT EXISTS (SELECT 1 FROM informes i WHERE i.id_cita = c.id)
         ORDER BY c.fecha, c.hora LIMIT $2`,
        [radiologo.id, rounds],
      )
    ).rows.map((cita) => Number(cita.id));
    if (citas.length < rounds) result.notas.push(`solo hay ${citas.length} citas sin informe`);
    const uploadsDir = path.join(target.env.CLINICA_DATA_DIR as string, 'archivos');
    const state = async (idCita: number) => {
      const informes = await db.query('SELECT id_informe FROM informes WHERE id_cita = $1', [
        idCita,
      ]);
      const imagenes = await db.query('SELECT archivo FROM imagenes WHERE id_cita = $1', [idCita]);
      const cita = await db.query<{ estado: string }>('SELECT estado FROM citas WHERE id = $1', [
        idCita,
      ]);
      return {
        informes: informes.rowCount ?? 0,
        imagenes: imagenes.rowCount ?? 0,
        estado: cita.rows[0]?.estado,
      };
    };
    for (const [index, idCita] of citas.entries()) {
      const round = index + 1;
      result.rondas++;
      const problems: string[] = [];
      const images = [demoRadiograph(9000 + round * 2, 12), demoRadiograph(9001 + round * 2, 12)];
      const objects = images.map((bytes) => `clinica-fallos/${sha256(bytes)}`);
      const before = await store.list();

      await store.proxy.close();
      const refused = await saveReport(server.url, radiologo.token, idCita, images);
      const body = (await refused.json().catch(() => null)) as { message?: string } | null;
      if (refused.status === 503) result.caidas503++;
      else if (refused.status >= 500) result.caidasOtros5xx++;
      if (refused.status !== 503 || body?.message !== STORE_UNAVAILABLE) {
        problems.push(`con el almacén caído: ${refused.status} ${JSON.stringify(body)}`);
      }
      if (!refused.headers.get('retry-after')) problems.push('el 503 no lleva Retry-After');
      const after = await state(idCita);
      if (after.informes || after.imagenes || after.estado !== 'EN_CURSO') {
        problems.push(`guardado a medias: ${JSON.stringify(after)}`);
      }
      const listed = await store.list();
      const added = listed.filter((name) => !before.includes(name));
      if (added.length) problems.push(`objetos nuevos en el almacén: ${added.join(', ')}`);
      const left = filesUnder(uploadsDir);
      if (left.length) problems.push(`archivos que quedaron en disco: ${left.join(', ')}`);
      // The rest of the API, which needs no store, goes on.
      const me = await call(server.url, 'GET', '/api/usuarios/yo', radiologo.token);
      if (me.status !== 200) problems.push(`sin almacén, /api/usuarios/yo dio ${me.status}`);

      await store.proxy.open();
      const saved = await saveReport(server.url, radiologo.token, idCita, images);
      const savedOk = saved.status === 201;
      await saved.arrayBuffer();
      if (!savedOk) problems.push(`con el almacén de vuelta: ${saved.status}`);
      else result.confirmadas++;
      const final = await state(idCita);
      const inStore = await store.list();
      const whole =
        final.informes === 1 &&
        final.imagenes === 2 &&
        final.estado === 'CUMPLIDA' &&
        objects.every((name) => inStore.includes(name));
      if (savedOk && !whole) {
        result.perdidas++;
        problems.push(`el informe confirmado no está entero: ${JSON.stringify(final)}`);
      }
      if (problems.length === 0) result.rondasBien++;
      result.notas.push(...problems.map((problem) => `ronda ${round}: ${problem}`));
      say(
        scenario,
        `ronda ${round}/${citas.length}: almacén caído ${refused.status} (${body?.message ?? '—'}), ` +
          `nada guardado: ${after.informes === 0 && after.imagenes === 0 && added.length === 0 && left.length === 0 ? 'sí' : 'NO'}; ` +
          `de vuelta ${saved.status}, informe entero: ${whole ? 'sí' : 'NO'}`,
      );
    }
    return result;
  } finally {
    await store.proxy.open().catch(() => {});
    await db.end().catch(() => {});
    await stopServer(server);
  }
}
