// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateLimitesSource, limitesFileUrl } from './codegen/generate-limites';
import { generateSchemaSource, schemaFileUrl } from './codegen/generate-schema';

describe('src/generated/schema.ts', () => {
  it('is what openapi.yaml generates now (run `npm run generate -w @clinica/api-client`)', async () => {
    const [committed, fresh] = await Promise.all([
      readFile(schemaFileUrl, 'utf8'),
      generateSchemaSource(),
    ]);
    expect(committed === fresh, 'src/generated/schema.ts is stale: regenerate it').toBe(true);
  });
});

describe('src/generated/limites.ts', () => {
  it('is what openapi.yaml generates now (run `npm run generate -w @clinica/api-client`)', async () => {
    const [committed, fresh] = await Promise.all([
      readFile(limitesFileUrl, 'utf8'),
      generateLimitesSource(),
    ]);
    expect(committed === fresh, 'src/generated/limites.ts is stale: regenerate it').toBe(true);
  });
});
