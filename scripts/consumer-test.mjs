#!/usr/bin/env node
// The consumer test: what a stranger gets from npm. It packs the three published
// packages, installs the tarballs into a fresh Vite app in a temporary folder outside the
// workspace (React, react-aria-components, xstate, msw, Vite from the registry, at the versions
// of this repository's lockfile, from npm's cache when it has them), builds it, and renders the
// 'Crear cita' wizard in Chromium against @clinica/api-client's mock handlers: the first step,
// a DNI search, the second step. It fails on a tarball that ships sources, stories or tests, on
// a build that reaches into the monorepo (a missing dependency, a source path), on an error in
// the page's console and on a request to another origin. Its code is TypeScript, checked by tsc
// strictly against the declarations the tarballs ship (a type that fails to resolve fails).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'clinica-consumidor-'));
const keep = process.argv.includes('--conservar');
const version = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function fail(message) {
  console.error(`✖ Consumer test: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

let server;
let browser;
try {
  // 1. Pack the three packages as `npm publish` would.
  const tarballs = path.join(work, 'paquetes');
  mkdirSync(tarballs);
  const packed = {};
  for (const name of ['ui', 'api-client', 'flows']) {
    const [info] = JSON.parse(
      run(
        'npm',
        ['pack', '--json', '--pack-destination', tarballs, '-w', `packages/${name}`],
        root,
      ),
    );
    const shipped = info.files.map((file) => file.path);
    const wrong = shipped.filter(
      (file) =>
        !/^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(file) ||
        /\.(stories|test)\.|\/historias\//.test(file),
    );
    if (wrong.length > 0) fail(`${info.name} ships ${wrong.slice(0, 5).join(', ')}`);
    packed[info.name] = `file:./paquetes/${info.filename}`;
    console.log(`  ${info.name}: ${info.filename}, ${shipped.length} files, ${info.size} bytes`);
  }

  // 2. A fresh app that knows nothing of the monorepo.
  const app = path.join(work, 'app');
  mkdirSync(path.join(app, 'src'), { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'consumidor',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            Object.entries(packed).map(([name, spec]) => [name, spec.replace('./', '../')]),
          ),
          msw: version('msw'),
          react: version('react'),
          'react-aria-components': version('react-aria-components'),
          'react-dom': version('react-dom'),
          xstate: version('xstate'),
        },
        devDependencies: {
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
          '@vitejs/plugin-react': version('@vitejs/plugin-react'),
          typescript: version('typescript'),
          vite: version('vite'),
        },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html>\n<html lang="es">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Consumidor</title></head>\n<body><main id="raiz"></main><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // The packages' own declarations are checked too, not taken on trust.
          skipLibCheck: false,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    path.join(app, 'src', 'main.tsx'),
    `import { createClinicaClient } from '@clinica/api-client';
import { allHandlers, mockTokens } from '@clinica/api-client/mocks';
import { actoresCrearCita, CrearCita, crearCitaMachine } from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { getResponse } from 'msw';
import { createRoot } from 'react-dom/client';
import '@clinica/ui/styles.css';
import '@clinica/flows/styles.css';

const manejadores = allHandlers();
const client = createClinicaClient({
  baseUrl: location.origin,
  getToken: () => mockTokens.administrativo,
  fetch: async (request) =>
    (await getResponse(manejadores, request)) ?? new Response(null, { status: 404 }),
});
const machine = crearCitaMachine.provide({ actors: actoresCrearCita(client) });

const raiz = document.getElementById('raiz');
if (!raiz) throw new Error('Falta #raiz');
createRoot(raiz).render(
  <ClinicaProvider>
    <CrearCita
      machine={machine}
      input={{ hoy: '2026-12-01' }}
      onPasoCambiado={(ruta: string) => { document.body.dataset.ruta = ruta; }}
      onCancelar={() => {}}
      onTerminar={() => {}}
    />
  </ClinicaProvider>,
);
`,
  );
  const begun = Date.now();
  run(
    'npm',
    [
      'install',
      // Each package sees only the dependencies it declares (no hoisting hides a missing one).
      '--install-strategy=linked',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ],
    app,
  );
  console.log(
    `  npm install of the tarballs and the app's libraries: ${((Date.now() - begun) / 1000).toFixed(1)} s`,
  );
  // The app's code against the shipped types: a declaration that names a module the package
  // does not depend on, or a type that no longer fits, fails here.
  const typed = Date.now();
  try {
    run(process.execPath, [path.join(app, 'node_modules', 'typescript', 'bin', 'tsc')], app);
  } catch (error) {
    fail(`tsc on the app against the packages' types:\n${error.stdout}${error.stderr}`);
  }
  console.log(
    `  tsc on the app, the packages' declarations included: ${((Date.now() - typed) / 1000).toFixed(1)} s`,
  );
  run(
    process.execPath,
    [path.join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    app,
  );

  // 3. Nothing of the monorepo in the build.
  const dist = path.join(app, 'dist');
  const assets = run('find', [dist, '-type', 'f'], app).trim().split('\n');
  for (const file of assets) {
    const text = readFileSync(file, 'utf8');
    for (const leak of [root, '@clinica/source', 'packages/ui/src', 'packages/flows/src']) {
      if (text.includes(leak)) fail(`${path.relative(dist, file)} contains '${leak}'`);
    }
  }

  // 4. The wizard in Chromium, served from the app's own origin.
  server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : file.endsWith('.html')
            ? 'text/html; charset=utf-8'
            : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  await page.goto(origin);
  await page.getByRole('heading', { name: 'Búsqueda del paciente' }).waitFor();
  await page.getByLabel(/DNI del paciente/).fill('12345678Z');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Asignar datos' }).waitFor();
  await page.getByText(/Lucía García Fernández/).waitFor();
  const ruta = await page.evaluate(() => document.body.dataset.ruta);
  if (ruta !== '/administrativo/crearCita/crearCitaPaso2') fail(`the wizard reported ${ruta}`);
  // The kit's styles arrived: the step's primary button is not the browser's default.
  const background = await page
    .getByRole('button', { name: 'Continuar' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  if (/rgba\(0, 0, 0, 0\)|rgb\(239, 239, 239\)/.test(background)) {
    fail(`the kit's CSS did not apply (button background ${background})`);
  }
  if (problems.length > 0) fail(problems.join('\n'));
  console.log(
    '✔ Consumer test: the three tarballs install into a fresh Vite app outside the workspace, it builds, and Crear cita runs its first two steps in Chromium',
  );
} catch (error) {
  if (!process.exitCode) console.error(`✖ Consumer test: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`  kept in ${work}`);
}
