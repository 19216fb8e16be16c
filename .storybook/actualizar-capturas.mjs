#!/usr/bin/env node
// `npm run test:visual:update`: takes every story's pictures again and writes them as the new
// baselines in .storybook/__screenshots__/ (Vitest's --update). With no story file named, the
// folder is emptied first, so a renamed or removed story leaves no picture behind; with story
// files or folders named (`npm run test:visual:update -- packages/ui/src/Button`), only theirs
// are rewritten, and the pictures of their removed stories removed. (`--update=all`: a bare
// `--update` would take the first story file named as its value.) Review the pictures with
// `git diff --stat` and an image viewer before committing.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { correrLasHistorias } from './historias.mjs';

const root = path.resolve(import.meta.dirname, '..');
const filters = process.argv.slice(2);
if (filters.length === 0) {
  rmSync(path.join(root, '.storybook', '__screenshots__'), { recursive: true, force: true });
}
process.exit(correrLasHistorias(['--update=all', ...filters], { VISUAL: '1' }));
