/**
 * Before the stories run with their pictures: a baseline folder whose story file no longer
 * exists (removed or renamed) fails the run at once. The folders mirror the story files' paths
 * (`.storybook/__screenshots__/packages/ui/src/Button/Button.stories.tsx/`); pictures of a
 * removed story inside a file that still exists are found at the end of that file (capturas.ts).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { baselines } from './capturas-node.js';

export default async function setup(project: TestProject) {
  const root = project.config.root;
  const folders = await readdir(path.join(root, baselines), { recursive: true }).catch(
    () => [] as string[],
  );
  const orphans = folders.filter(
    (folder) => /\.stories\.tsx?$/.test(folder) && !existsSync(path.join(root, folder)),
  );
  if (orphans.length > 0) {
    throw new Error(
      `Capturas de referencia de ficheros de historias que ya no existen: ${orphans
        .map((folder) => path.join(baselines, folder))
        .join(', ')}. Bórralas (o npm run test:visual:update las toma todas de nuevo).`,
    );
  }
}
