#!/usr/bin/env node
// `npm run build:server`: the server as plain JavaScript for Node 20 (no TypeScript loader at
// run time), in apps/api/dist/main.js. esbuild bundles the server's sources and the kit's rules
// (@clinica/api-client, from its source); every package the server depends on stays an import
// from node_modules, as Node resolves it: native (argon2), WebAssembly (PGlite), CommonJS with
// files of their own (pg, the AWS SDK, the INE data), so nothing is copied or shimmed. What the
// server reads at run time is found from the bundle's folder as from src/ (src/paths.ts);
// migrations are bundled (src/db/migrate.ts lists them). The contract comes in the bundle too:
// openapi.yaml parsed here, once, and carried as JSON text (src/contract/operations.ts), so a
// start of the built server does not parse the YAML again (about 1 s of CPU in a fresh process,
// paid at every start and restart of the server tests and the fault run). The fingerprint counts
// openapi.yaml among the build's inputs (huella.mjs): a build older than the contract is not run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { builtServer, distDir, root, serverFingerprint, stampFile } from './huella.mjs';

// `--salida DIR`: another folder beside dist/ (the server tests and the fault run build their own
// copy there, so neither races the build-server test, which rebuilds dist/). It must sit two
// folders under the repository, as dist/ does: the bundle finds openapi.yaml from its folder.
const salida = process.argv.indexOf('--salida');
const outDir = salida >= 0 ? path.resolve(process.argv[salida + 1]) : distDir;
const outFile = path.join(outDir, path.basename(builtServer));

const apiDir = path.join(root, 'apps/api');
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
// The workspace's own packages are bundled from source; everything else is loaded from
// node_modules at run time.
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@clinica/'),
);

const started = performance.now();
const fingerprint = serverFingerprint();
const contract = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
rmSync(outDir, { recursive: true, force: true });
const result = await build({
  // The thread that checks DICOM files (src/uploads/dicom-check.ts) is a module of its own,
  // started from beside main.js.
  entryPoints: {
    main: path.join(apiDir, 'src/main.ts'),
    'dicom-worker': path.join(apiDir, 'src/uploads/dicom-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // @clinica/api-client's `@clinica/source` export: its TypeScript, as the tests and tsx use it.
  conditions: ['@clinica/source'],
  // The contract as a string literal of its JSON: JSON.parse reads it in milliseconds.
  define: { CONTRATO_CONSTRUIDO: JSON.stringify(JSON.stringify(contract)) },
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  // Names kept: stack traces and the error classes' names read as in the sources.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  legalComments: 'none',
});
writeFileSync(path.join(outDir, path.basename(stampFile)), fingerprint);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Servidor construido en ${path.relative(root, outFile)} (${(bytes / 1024).toFixed(0)} kB con su mapa de fuentes, ${seconds} s). ` +
    `Arráncalo con: node ${path.relative(root, outFile)}`,
);
