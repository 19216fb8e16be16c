#!/usr/bin/env node
// `npm run chromatic`: the visual review of every story on Chromatic, when the project has a
// token (CHROMATIC_PROJECT_TOKEN, from the project's settings there; never committed). Without
// one it says so and does nothing: the local screenshot review (docs/revision-visual.md) needs no account.
// The configuration is chromatic.config.json: it builds the static Storybook with
// `npm run build-storybook`, snapshots only the stories a change can affect (TurboSnap), and a
// change to the theme's tokens re-snapshots every story.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic no está configurado: define CHROMATIC_PROJECT_TOKEN con el token del proyecto ' +
      'para enviar las historias a revisión visual. / Chromatic is not set up: set ' +
      'CHROMATIC_PROJECT_TOKEN to the project token to send the stories to visual review.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
