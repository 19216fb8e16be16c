/**
 * Turns the repository's `openapi.yaml` into the TypeScript types of `src/generated/schema.ts`.
 * `npm run generate` writes the file; `generated.test.ts` regenerates in memory and compares.
 * Binary schemas (uploads and downloads) become `Blob`, so a `File` fits an upload field.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

export const contractUrl = new URL('../../../../openapi.yaml', import.meta.url);
export const schemaFileUrl = new URL('../generated/schema.ts', import.meta.url);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

export async function generateSchemaSource(): Promise<string> {
  const ast = await openapiTS(contractUrl, {
    silent: true,
    transform(schemaObject) {
      if (schemaObject.format === 'binary') return BLOB;
      return undefined;
    },
  });
  return COMMENT_HEADER + astToString(ast);
}

export const contractPath = fileURLToPath(contractUrl);
