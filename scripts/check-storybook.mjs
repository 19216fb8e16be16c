#!/usr/bin/env node
// Checks the static Storybook that `npm run build-storybook` wrote: every component folder of
// @clinica/ui and every flow of @clinica/flows has stories in it, and the kit's styles shipped
// (the theme's variables and the components' rules), so a designer never reviews unstyled pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from '../packages/ui/src/theme/tokens.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'storybook-static');
const problems = [];

const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');

for (const pkg of ['ui', 'flows']) {
  const src = path.join(root, 'packages', pkg, 'src');
  for (const folder of readdirSync(src, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const hasStories = readdirSync(path.join(src, folder.name), { recursive: true }).some((file) =>
      String(file).endsWith('.stories.tsx'),
    );
    if (!hasStories) continue;
    const prefix = `./packages/${pkg}/src/${folder.name}/`;
    if (!stories.some((story) => story.importPath.startsWith(prefix))) {
      problems.push(`no stories of ${prefix} in the build`);
    }
  }
}

const assets = path.join(out, 'assets');
const css = existsSync(assets)
  ? readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n')
  : '';
if (!css.includes(palette.blue600)) problems.push("the theme's variables are missing");
if (css.length < 20_000)
  problems.push(`only ${css.length} bytes of CSS: component styles are missing`);

// Every machine of @clinica/flows has its docs page, whose state chart is drawn from it.
const flows = path.join(root, 'packages', 'flows', 'src');
const sources = readdirSync(flows, { recursive: true }).map(String);
const machines = sources
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .flatMap((file) =>
    [
      ...readFileSync(path.join(flows, file), 'utf8').matchAll(/^export const (\w+Machine)\b/gm),
    ].map((match) => match[1]),
  );
const pages = entries.filter((entry) => entry.type === 'docs' && entry.name === 'Documentación');
for (const machine of machines) {
  const page = sources
    .filter((file) => file.endsWith('.mdx'))
    .find((file) =>
      readFileSync(path.join(flows, file), 'utf8').includes(
        `<DiagramaDeEstados maquina={${machine}}`,
      ),
    );
  if (!page) problems.push(`no docs page draws ${machine}`);
  else if (!pages.some((entry) => entry.importPath === `./packages/flows/src/${page}`)) {
    problems.push(`the docs page of ${machine} (${page}) is not in the build`);
  }
}

if (problems.length > 0) {
  console.error(`✖ storybook-static is incomplete:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(
  `✔ storybook-static: ${stories.length} stories, ${pages.length} flow docs pages with their state charts, ${css.length} bytes of CSS`,
);
