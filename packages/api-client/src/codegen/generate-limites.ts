/**
 * Turns the upload limits that `openapi.yaml` declares per operation (`x-clinica-limits`) into
 * `src/generated/limites.ts`, so the mocks and the server read the contract's numbers instead of
 * copies. `npm run generate` writes the file; `generated.test.ts` regenerates and compares.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { contractUrl } from './generate-schema';

export const limitesFileUrl = new URL('../generated/limites.ts', import.meta.url);

type Limites = { maxFileBytes: number; maxFiles: number; mediaTypes: string[] };
type Contrato = { paths?: Record<string, Record<string, unknown>> };

function leerLimites(operationId: string, declarados: unknown): Limites {
  const { maxFileBytes, maxFiles, mediaTypes } = (declarados ?? {}) as Partial<Limites>;
  const entero = (valor: unknown) =>
    typeof valor === 'number' && Number.isInteger(valor) && valor > 0;
  if (!entero(maxFileBytes) || !entero(maxFiles) || !Array.isArray(mediaTypes)) {
    throw new Error(`x-clinica-limits de ${operationId}: maxFileBytes, maxFiles y mediaTypes`);
  }
  return { maxFileBytes, maxFiles, mediaTypes } as Limites;
}

export async function generateLimitesSource(): Promise<string> {
  const contrato = parse(await readFile(contractUrl, 'utf8')) as Contrato;
  const porOperacion: Record<string, Limites> = {};
  for (const item of Object.values(contrato.paths ?? {})) {
    for (const operacion of Object.values(item) as Array<Record<string, unknown>>) {
      const id = operacion?.operationId;
      if (typeof id !== 'string' || !('x-clinica-limits' in operacion)) continue;
      porOperacion[id] = leerLimites(id, operacion['x-clinica-limits']);
    }
  }
  const filas = Object.keys(porOperacion)
    .sort()
    .map((id) => {
      const { maxFileBytes, maxFiles, mediaTypes } = porOperacion[id] as Limites;
      const tipos = mediaTypes.map((tipo) => `'${tipo}'`).join(', ');
      return [
        `  ${id}: {`,
        `    maxFileBytes: ${maxFileBytes},`,
        `    maxFiles: ${maxFiles},`,
        `    mediaTypes: [${tipos}],`,
        '  },',
      ].join('\n');
    });
  return [
    '/**',
    ' * This file was auto-generated from openapi.yaml (`x-clinica-limits` of each operation).',
    ' * Do not make direct changes to the file: run `npm run generate -w @clinica/api-client`.',
    ' */',
    '',
    '/** Upload limits of each operation that receives files, as the contract declares them. */',
    'export const LIMITES_DE_SUBIDA = {',
    ...filas,
    '} as const;',
    '',
  ].join('\n');
}
