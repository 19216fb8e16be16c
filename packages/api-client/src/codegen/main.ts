import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateSchemaSource, schemaFileUrl } from './generate-schema';

await writeFile(schemaFileUrl, await generateSchemaSource());
console.log(`Tipos generados en ${fileURLToPath(schemaFileUrl)}`);
