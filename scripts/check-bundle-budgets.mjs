#!/usr/bin/env node
// The clinic app's bundle budgets, checked in `npm test` after the app's build.
// For each route: what a cold visit downloads before the page can run, gzip -9, and in how
// many files (JS and CSS: "files" in the budgets). A cold visit
// to /login loads the entry, React's renderer ("start") and the light sign-in page ("light" in
// the budgets) with their static imports; any other route loads the entry, the renderer, the
// app (router, session, server cache: "app"), the route's frame and its lazy module, each with
// its static imports (Vite preloads those with them), JS and CSS. The budgets are ceilings that catch a regression; the goals of
// speed are printed beside them (docs/rendimiento.md says why some are not met). Budgets
// live in apps/clinic/package.json ("bundleBudgets"). The heavy libraries named there
// ("onlyWhenUsed": pdf-lib, dicom-parser…) must sit only in chunks that no route loads up
// front. Reads dist/.vite/manifest.json and dist/.vite/paquetes.json (the packages in each
// chunk, written by a plugin in apps/clinic/vite.config.ts).
// `--json` prints the figures only; `--paquetes <route>` prints what that route loads by
// package (each chunk's gzip shared out by the packages' rendered bytes in it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const app = path.join(root, 'apps', 'clinic');
const dist = path.join(app, process.env.CLINIC_DIST ?? 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`✖ No build manifest at ${manifestFile}: build the app first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const packages = JSON.parse(readFileSync(path.join(dist, '.vite', 'paquetes.json'), 'utf8'));
const { bundleBudgets: budgets } = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));

/** Each file compressed once, whatever number of routes load it. */
function once(measure) {
  const known = new Map();
  return (file) => {
    if (!known.has(file)) known.set(file, measure(readFileSync(path.join(dist, file))));
    return known.get(file);
  };
}
const gzip = once((content) => gzipSync(content, { level: 9 }).length);
const brotli = once(
  (content) =>
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
);

/** A manifest key and every chunk it imports statically, with their CSS. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The page's entry; the sign-in page is an entry of the build too (apps/clinic/vite.config.ts).
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
const routes = [
  budgets.light,
  ...Object.keys(manifest).filter((key) => key.startsWith('src/areas/')),
];
const rows = routes.map((key) => {
  // The light sign-in page comes with the entry alone; every area's page with the app and
  // (but for the unframed ones) inside its frame (side bar, shell), lazy chunks of their own.
  // The entry only chooses; React's renderer ("start") comes with every page.
  let files = closure(budgets.start, closure(entry));
  if (key !== budgets.light) files = closure(budgets.app, files);
  if (key !== budgets.light && !budgets.unframed.includes(key))
    files = closure(budgets.frame, files);
  files = closure(key, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  const sum = (list, measure) => list.reduce((total, file) => total + measure(file), 0);
  const named = Object.entries(budgets.routes).find(([, module]) => module === key)?.[0];
  return {
    route: named ?? key.replace('src/areas/', ''),
    module: key,
    files,
    jsGzip: sum(js, gzip),
    jsBrotli: sum(js, brotli),
    cssGzip: sum(css, gzip),
    budget: named ? budgets.kB[named] : budgets.kB.anyRoute,
    goal: named ? budgets.goalKB[named] : budgets.goalKB.anyRoute,
  };
});

const porPaquetes = process.argv.indexOf('--paquetes');
if (porPaquetes > 0) {
  const wanted = process.argv[porPaquetes + 1];
  const row = rows.find((r) => r.route === wanted || r.module === wanted);
  if (!row) {
    console.error(`✖ No route ${wanted}: one of ${rows.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
  const byPackage = {};
  for (const file of [...row.files].filter((f) => f.endsWith('.js'))) {
    const inFile = packages[file] ?? {};
    const rendered = Object.values(inFile).reduce((total, bytes) => total + bytes, 0) || 1;
    for (const [name, bytes] of Object.entries(inFile)) {
      byPackage[name] = (byPackage[name] ?? 0) + (gzip(file) * bytes) / rendered;
    }
  }
  console.log(`${row.route}: ${(row.jsGzip / 1000).toFixed(1)} kB of JS (gzip -9)`);
  for (const [name, bytes] of Object.entries(byPackage).sort((a, b) => b[1] - a[1])) {
    if (bytes >= 100) console.log(`  ${(bytes / 1000).toFixed(1).padStart(5)} kB  ${name}`);
  }
  process.exit(0);
}

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      rows.map(({ files, ...row }) => row),
      null,
      2,
    ),
  );
  process.exit(0);
}

const problems = [];
const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log(
  `| route | JS gzip | JS brotli | CSS gzip | budget (JS gzip) | files (≤ ${budgets.files}) | goal |\n|---|---|---|---|---|---|---|`,
);
for (const row of rows.sort((a, b) => b.jsGzip - a.jsGzip)) {
  const over = row.jsGzip / 1000 > row.budget;
  if (over) problems.push(`${row.route}: ${kB(row.jsGzip)} kB > ${row.budget} kB`);
  // Each file is a request; over HTTP/1.1 a slow phone waits a round trip for every six.
  const tooMany = row.files.size > budgets.files;
  if (tooMany) problems.push(`${row.route}: ${row.files.size} files > ${budgets.files}`);
  console.log(
    `| ${row.route} | ${kB(row.jsGzip)} kB | ${kB(row.jsBrotli)} kB | ${kB(row.cssGzip)} kB | ${row.budget} kB${over ? ' ✖ OVER' : ''} | ${row.files.size}${tooMany ? ' ✖ OVER' : ''} | ${row.goal} kB${row.jsGzip / 1000 > row.goal ? ' (not met)' : ''} |`,
  );
}
for (const name of Object.keys(budgets.routes)) {
  if (!rows.some((row) => row.route === name)) problems.push(`no module for the route ${name}`);
}
// Heavy code only where it is used: never in what any route loads up front.
for (const heavy of budgets.onlyWhenUsed) {
  for (const row of rows) {
    const upFront = [...row.files].filter((file) => Object.hasOwn(packages[file] ?? {}, heavy));
    if (upFront.length > 0) problems.push(`${row.route} loads ${heavy} up front (${upFront[0]})`);
  }
  if (!Object.values(packages).some((list) => Object.hasOwn(list, heavy))) {
    problems.push(`${heavy} is in no chunk: is the name right?`);
  }
}
if (problems.length > 0) {
  console.error(`✖ Bundle budgets:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ ${rows.length} routes within their budgets; ${budgets.onlyWhenUsed.join(', ')} load only when used`,
);
