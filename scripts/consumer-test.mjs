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
// The same app is built three times, by Vite, by esbuild (its JS API) and by webpack 5, each with
// only what docs/paquetes.md ('Empaquetadores') asks of an app, and each build runs the wizard
// the same way. Each also proves that the DICOM decoding loads on demand: no script with it or
// its codecs arrives while the wizard runs, and they do arrive, and paint, when the app then
// opens a DICOM (a JPEG Baseline one: the libjpeg-turbo WebAssembly codec).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumHeadlessShellLaunch } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'clinica-consumidor-'));
const keep = process.argv.includes('--conservar');
// webpack is no dependency of this repository (its lockfile has no version of it): pinned here.
const WEBPACK = '5.113.0';
// What only the DICOM decoding holds, to tell its scripts from the rest in any bundler's output:
// dicom.ts's own message, the codecs' Emscripten glue (as the package's build rewrites it) and
// their inline .wasm.
const DICOM = {
  decodificacion: 'No se puede mostrar la vista previa de este DICOM',
  codec: 'getBuiltinModule',
  wasm: 'data:application/wasm;base64,',
};
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
          esbuild: version('esbuild'),
          typescript: version('typescript'),
          vite: version('vite'),
          webpack: WEBPACK,
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
import {
  actoresCrearCita,
  CrearCita,
  crearCitaMachine,
  VistaPreviaDeImagen,
} from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { getResponse } from 'msw';
import { useState } from 'react';
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

// A DICOM shown only on request: until then, nothing of its decoding may load.
function DicomAlPedir() {
  const [archivo, setArchivo] = useState<File>();
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const bytes = await (await fetch('/prueba.dcm')).arrayBuffer();
          setArchivo(new File([bytes], 'prueba.dcm', { type: 'application/dicom' }));
        }}
      >
        Ver un DICOM
      </button>
      {archivo && (
        <VistaPreviaDeImagen
          archivo={archivo}
          name="prueba.dcm"
          isOpen
          onOpenChange={() => setArchivo(undefined)}
        />
      )}
    </>
  );
}

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
    <DicomAlPedir />
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
  // 3. The same app built by Vite, esbuild and webpack, each given only what docs/paquetes.md
  // ('Empaquetadores') asks of an app; every build serves the DICOM the app opens on request.
  const muestra = path.join(root, 'packages/flows/test-fixtures/dicom/SC_rgb_jpeg_dcmtk.dcm');
  const html = (head) =>
    `<!doctype html>\n<html lang="es">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Consumidor</title>${head}</head>\n<body><main id="raiz"></main></body>\n</html>\n`;
  const requireApp = createRequire(path.join(app, 'package.json'));
  const builds = [];
  async function built(name, build) {
    const start = Date.now();
    const dir = await build();
    copyFileSync(muestra, path.join(dir, 'prueba.dcm'));
    builds.push({ name, dir });
    console.log(`  ${name} build: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  // Vite: its React plugin, nothing else.
  await built('Vite', () => {
    run(
      process.execPath,
      [path.join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      app,
    );
    return path.join(app, 'dist');
  });
  // esbuild: `splitting` (with `format: 'esm'`) gives what the kit loads with import() chunks of
  // its own; without it esbuild would put the DICOM codecs in the app's one file.
  const esbuild = requireApp('esbuild');
  await built('esbuild', async () => {
    const outdir = path.join(app, 'dist-esbuild');
    try {
      const result = await esbuild.build({
        entryPoints: [path.join(app, 'src', 'main.tsx')],
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        jsx: 'automatic',
        minify: true,
        outdir,
        logLevel: 'silent',
      });
      if (result.warnings.length > 0) {
        const text = await esbuild.formatMessages(result.warnings, { kind: 'warning' });
        fail(`esbuild warned:\n${text.join('')}`);
      }
    } catch (error) {
      if (!error.errors) throw error;
      const text = await esbuild.formatMessages(error.errors, { kind: 'error' });
      fail(`esbuild could not build the app:\n${text.join('')}`);
    }
    writeFileSync(
      path.join(outdir, 'index.html'),
      html(
        '<link rel="stylesheet" href="/main.css"><script type="module" src="/main.js"></script>',
      ),
    );
    return outdir;
  });
  // webpack 5 as it comes: production mode (unminified), its own CSS support (`experiments.css`; an app with
  // css-loader does the same). It reads JavaScript: the app's own TSX goes through esbuild's
  // transform first, as an app's loader would (the kit's files are JavaScript already).
  await built('webpack', async () => {
    const outdir = path.join(app, 'dist-webpack');
    const entry = path.join(app, 'webpack', 'main.js');
    mkdirSync(path.dirname(entry));
    const { code } = await esbuild.transform(
      readFileSync(path.join(app, 'src', 'main.tsx'), 'utf8'),
      { loader: 'tsx', jsx: 'automatic', format: 'esm', target: 'es2022' },
    );
    writeFileSync(entry, code);
    const webpack = requireApp('webpack');
    const compiler = webpack({
      mode: 'production',
      context: app,
      entry,
      output: { path: outdir, publicPath: '/' },
      experiments: { css: true },
      devtool: false,
      // Its size hints speak of the app, not of whether the kit builds.
      performance: { hints: false },
      // Terser took 20 of webpack's 26 s here; Vite and esbuild minify the same code already.
      optimization: { minimize: false },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) =>
        compiler.close(() => (error ? reject(error) : resolve(result))),
      ),
    );
    if (stats.hasErrors() || stats.hasWarnings()) {
      fail(`webpack:\n${stats.toString({ all: false, errors: true, warnings: true })}`);
    }
    writeFileSync(
      path.join(outdir, 'index.html'),
      html('<link rel="stylesheet" href="/main.css"><script defer src="/main.js"></script>'),
    );
    return outdir;
  });

  // 4. Nothing of the monorepo in any build; in each, the DICOM decoding in files of its own.
  const files = (dir) =>
    readdirSync(dir, { recursive: true })
      .map((file) => path.join(dir, file))
      .filter((file) => /\.(js|css|html)$/.test(file));
  for (const { name, dir } of builds) {
    for (const file of files(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const leak of [root, '@clinica/source', 'packages/ui/src', 'packages/flows/src']) {
        if (text.includes(leak)) fail(`${name}: ${path.relative(app, file)} contains '${leak}'`);
      }
    }
    const all = files(dir).map((file) => readFileSync(file, 'utf8'));
    for (const [what, mark] of Object.entries(DICOM)) {
      if (!all.some((text) => text.includes(mark))) fail(`${name}: no file holds the ${what}`);
    }
  }

  // 5. The wizard in Chromium, served from the app's own origin, once per build.
  let served = '';
  server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = path.join(served, pathname === '/' ? 'index.html' : pathname);
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
  browser = await chromium.launch(chromiumHeadlessShellLaunch);
  for (const { name, dir } of builds) {
    served = dir;
    // A page of its own (its own context): nothing cached from the build before.
    const page = await browser.newPage({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems = [];
    const scripts = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) {
        problems.push(`request to another origin: ${url}`);
      } else if (url.startsWith(origin) && url.endsWith('.js')) {
        scripts.push(new URL(url).pathname);
      }
    });
    // Which of the DICOM decoding's parts the scripts loaded so far hold.
    const loaded = () =>
      Object.entries(DICOM)
        .filter(([, mark]) =>
          scripts.some((script) => readFileSync(path.join(dir, script), 'utf8').includes(mark)),
        )
        .map(([what]) => what);
    await page.goto(origin);
    await page.getByRole('heading', { name: 'Búsqueda del paciente' }).waitFor();
    await page.getByLabel(/DNI del paciente/).fill('12345678Z');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Asignar datos' }).waitFor();
    await page.getByText(/Lucía García Fernández/).waitFor();
    const ruta = await page.evaluate(() => document.body.dataset.ruta);
    if (ruta !== '/administrativo/crearCita/crearCitaPaso2') {
      fail(`${name}: the wizard reported ${ruta}`);
    }
    // The kit's styles arrived: the step's primary button is not the browser's default.
    const background = await page
      .getByRole('button', { name: 'Continuar' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    if (/rgba\(0, 0, 0, 0\)|rgb\(239, 239, 239\)/.test(background)) {
      fail(`${name}: the kit's CSS did not apply (button background ${background})`);
    }
    if (loaded().length > 0) {
      fail(`${name}: the wizard loaded the DICOM ${loaded().join(', ')} (${scripts.join(', ')})`);
    }
    // Now a DICOM: its decoding and codec arrive, and it is painted.
    await page.getByRole('button', { name: 'Ver un DICOM' }).click();
    const lienzo = page.locator('canvas[data-visor-dicom]');
    await lienzo.waitFor();
    const painted = await lienzo.evaluate((canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      return data.some((value, i) => i % 4 !== 3 && value > 0);
    });
    if (!painted) fail(`${name}: the DICOM's canvas is blank`);
    const missing = Object.keys(DICOM).filter((what) => !loaded().includes(what));
    if (missing.length > 0) fail(`${name}: the DICOM showed without its ${missing.join(', ')}`);
    if (problems.length > 0) fail(`${name}:\n${problems.join('\n')}`);
    await page.context().close();
    console.log(
      `  ${name}: Crear cita's first two steps without a byte of DICOM decoding, then a DICOM painted with its codec loaded on demand`,
    );
  }
  console.log(
    '✔ Consumer test: the three tarballs install into a fresh app outside the workspace, Vite, esbuild and webpack build it, and each build runs Crear cita in Chromium and loads the DICOM codecs only to show a DICOM',
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
