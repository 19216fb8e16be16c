import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateLimitesSource, limitesFileUrl } from './generate-limites';
import { generateSchemaSource, schemaFileUrl } from './generate-schema';

await writeFile(schemaFileUrl, await generateSchemaSource());
console.log(`Tipos generados en ${fileURLToPath(schemaFileUrl)}`);
await writeFile(limitesFileUrl, await generateLimitesSource());
console.log(`Límites de subida generados en ${fileURLToPath(limitesFileUrl)}`);
