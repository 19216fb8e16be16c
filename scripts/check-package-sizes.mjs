#!/usr/bin/env node
// Size budgets of the published packages, checked in `npm test` after their build.
// Each package.json lists its budgets under "sizeBudgets": what an app pays, gzip -9, minified,
// beside React (react and react-dom are left out: every app has them anyway).
//   { "name": …, "import": "{ Button }" | "*", "from": "@clinica/ui" | "@clinica/ui/…", "gzip": kB }
//   { "name": …, "file": "dist/index.css", "gzip": kB }
// An import is bundled by esbuild as an app's bundler would (tree shaking, the package's
// "sideEffects"), with code split at dynamic imports: only what loads up front counts, so a
// library the package loads on demand (pdf-lib, dicom-parser) is not charged to it.
// It prints a table and fails when a budget is exceeded. `--json` prints the figures only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['ui', 'api-client', 'flows'];
const BESIDE = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const kB = (bytes) => bytes / 1000;

async function importedBytes(statement, from) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'clinica-sizes-'));
  try {
    const binding = statement === '*' ? '* as paquete' : statement;
    const used = statement === '*' ? 'paquete' : `[${statement.replace(/[{}]/g, '')}]`;
    const result = await build({
      stdin: {
        contents: `import ${binding} from '${from}';\nglobalThis.usado = ${used};\n`,
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      outdir,
      write: false,
      metafile: true,
      external: BESIDE,
      loader: { '.css': 'empty' },
      logLevel: 'error',
    });
    const files = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file]));
    const outputs = result.metafile.outputs;
    // The import itself: each file loaded with import() is an entry point of its own too.
    const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === '<stdin>');
    // The entry and every chunk it imports statically: what loads before the import resolves.
    const upFront = new Set();
    const visit = (name) => {
      if (upFront.has(name)) return;
      upFront.add(name);
      for (const imported of outputs[name].imports) {
        if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
      }
    };
    visit(entry);
    const js = Buffer.concat([...upFront].map((name) => Buffer.from(files.get(name).contents)));
    return gzipSync(js, { level: 9 }).length;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const rows = [];
for (const name of PACKAGES) {
  const folder = path.join(root, 'packages', name);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  for (const budget of manifest.sizeBudgets ?? []) {
    const bytes = budget.file
      ? gzipSync(readFileSync(path.join(folder, budget.file)), { level: 9 }).length
      : await importedBytes(budget.import, budget.from ?? manifest.name);
    rows.push({ paquete: manifest.name, medida: budget.name, bytes, limite: budget.gzip });
  }
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
const over = rows.filter((row) => kB(row.bytes) > row.limite);
console.log('| package | what | gzip | budget |\n|---|---|---|---|');
for (const row of rows) {
  const mark = kB(row.bytes) > row.limite ? ' ✖ OVER' : '';
  console.log(
    `| ${row.paquete} | ${row.medida} | ${kB(row.bytes).toFixed(1)} kB | ${row.limite} kB${mark} |`,
  );
}
if (rows.length === 0) {
  console.error('✖ No size budget found in the packages');
  process.exit(1);
}
if (over.length > 0) {
  console.error(`✖ ${over.length} size budget(s) exceeded`);
  process.exit(1);
}
console.log(`✔ ${rows.length} size budgets kept`);
