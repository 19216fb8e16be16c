import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const require = createRequire(import.meta.url);

/**
 * The DICOM codecs (Cornerstone's WebAssembly builds) go inside the package, ready for any
 * bundler: as published they are Emscripten glue that names Node's `fs` and `path` (esbuild for
 * the browser and webpack 5 stop on those) and a `.wasm` that codecs.ts takes with Vite's `?url`
 * (which only Vite understands). Here each `.wasm` becomes a `data:` URL inside the codec's own
 * chunk (codecs.ts hands its bytes to Emscripten: nothing to serve, nothing to configure) and
 * the glue reaches Node's modules through `process.getBuiltinModule`, which no bundler follows
 * and which only runs under Node. The chunks stay behind codecs.ts's `import()`: an app loads
 * them when it shows a compressed DICOM, whichever bundler built it.
 */
function codecsParaCualquierEmpaquetador(): Plugin {
  const glue = /[\\/]@cornerstonejs[\\/]codec-[^\\/]+[\\/]dist[\\/][^\\/]+\.js$/;
  // What the glue does under Node, rewritten; each must be found once, or the glue has changed
  // and the build stops here rather than ship it half rewritten.
  const cambios: [string, string][] = [
    ['require("fs")', 'process.getBuiltinModule("fs")'],
    ['require("path")', 'process.getBuiltinModule("path")'],
    // An ES module has no __dirname; the directory only locates the .wasm, which comes inline.
    ['scriptDirectory=__dirname+"/"', 'scriptDirectory=""'],
  ];
  return {
    name: 'clinica-codecs',
    setup(build) {
      build.onResolve({ filter: /^@cornerstonejs\/.+\?url$/ }, (args) => ({
        path: require.resolve(args.path.slice(0, -'?url'.length), { paths: [args.resolveDir] }),
      }));
      build.onLoad({ filter: /[\\/]@cornerstonejs[\\/].+\.wasm$/ }, async (args) => ({
        contents: await readFile(args.path),
        loader: 'dataurl',
      }));
      build.onLoad({ filter: glue }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        for (const [antes, despues] of cambios) {
          if (contents.split(antes).length !== 2) {
            return { errors: [{ text: `${args.path}: '${antes}' no aparece una sola vez` }] };
          }
          contents = contents.replace(antes, despues);
        }
        if (/\brequire\(/.test(contents)) {
          return { errors: [{ text: `${args.path}: queda un require()` }] };
        }
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * vanilla-extract compiles each `*.css.ts` with a child esbuild build that bundles what it
 * imports, to evaluate it. Ours import `vars` from @clinica/ui's build, whose index reaches every
 * component and so every package they import: each of the 27 child builds read and parsed some
 * 3,500 modules (lucide-react's icons alone are most of them) and tree-shaking then dropped them
 * all, for 9 KB of output. The packages @clinica/ui's build imports stay imports there: the child
 * builds produce the same code (nothing of those packages survives tree-shaking; were something
 * to, Node would load it when evaluating), and the ESM build went from 50 to 6 s of CPU.
 */
function paquetesDeUiSinEmpaquetar(): Plugin {
  const ui = path.join(import.meta.dirname, '..', 'ui', 'dist') + path.sep;
  return {
    name: 'clinica-paquetes-de-ui-sin-empaquetar',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.importer.startsWith(ui) ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

/** The codecs the package now carries inside it, with the licence each publishes. */
async function licenciasDeLosCodecs(): Promise<string> {
  const codecs = Object.keys(
    JSON.parse(await readFile('package.json', 'utf8')).devDependencies,
  ).filter((name) => name.startsWith('@cornerstonejs/'));
  const partes = ['Código de terceros que @clinica/flows lleva dentro (los códecs DICOM).'];
  for (const name of codecs) {
    // Their `exports` leave package.json out: the folder is found from the main module.
    const main = require.resolve(name);
    const folder = main.slice(0, main.lastIndexOf(name) + name.length);
    const { version, license, repository } = JSON.parse(
      await readFile(`${folder}/package.json`, 'utf8'),
    );
    let texto = `${name} ${version}, licencia ${license}, ${repository?.url ?? repository}`;
    try {
      texto += `\n\n${await readFile(`${folder}/LICENSE`, 'utf8')}`;
    } catch {
      // Some of them publish no LICENSE file: their package.json names the licence.
    }
    partes.push(texto.trim());
  }
  return `${partes.join('\n\n----\n\n')}\n`;
}

export default defineConfig({
  // index: the screens and their machines; maquinas: the machines alone, for Node; wizard/index:
  // the pieces to build a wizard; roles/portadas: each role's home. Every module is an entry
  // too, so the build keeps the modules apart: an app that imports one flow bundles that flow
  // (package.json marks the JS free of side effects), not every screen of the kit.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/**/*.d.ts',
    '!src/**/*.css.ts',
  ],
  splitting: true,
  format: ['esm'],
  // Declarations only for the entries `exports` names, each bundled into one .d.ts: one bundle
  // per module, never reachable through `exports`, made this the slowest build step.
  //
  // Their order is for speed. tsup's rollup-plugin-dts makes a TypeScript program for the first
  // entry and one for each further run of entries in the same folder; a module is declared by the
  // first program holding it, and a program declaring anything first checks the declarations of
  // its whole graph (noEmitOnError, which tsup sets). In the order index, maquinas, portadas,
  // wizard, the index's program held all but maquinas.ts and wizard/index.ts, and declaring those
  // two checked maquinas' graph again (14 s) and the wizard's. Now index and maquinas share a
  // program, and only the wizard's graph (its own folder, listed first) is checked twice: 54 ->
  // 43 s of CPU for the same declarations (one shared chunk comes out named after another of its
  // modules, with them in another order).
  dts: {
    entry: ['src/wizard/index.ts', 'src/index.ts', 'src/maquinas.ts', 'src/roles/portadas.ts'],
    compilerOptions: { customConditions: [] },
  },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The other packages of the kit and the libraries an app already has stay imports: one copy
  // of each in the app, and one theme (our styles read @clinica/ui's theme variables).
  external: [
    '@clinica/ui',
    '@clinica/api-client',
    '@internationalized/date',
    '@xstate/react',
    'lucide-react',
    'react',
    'react-dom',
    'react/jsx-runtime',
    'xstate',
  ],
  // The codecs' glue and .wasm go into the package's own chunks (codecsParaCualquierEmpaquetador).
  noExternal: [/^@cornerstonejs\//],
  // Our `*.css.ts` are evaluated at build time against @clinica/ui's build, not its source:
  // only the build carries the theme variable names its published styles.css defines (the
  // source, evaluated here, would hash them under this package's name). `npm run build` builds
  // @clinica/ui and @clinica/api-client first for that, and for their types.
  esbuildPlugins: [
    codecsParaCualquierEmpaquetador(),
    vanillaExtractPlugin({
      identifiers: 'short',
      esbuildOptions: { plugins: [paquetesDeUiSinEmpaquetar()] },
    }),
  ],
  // Each module's entry gets a copy of the CSS it reaches; the package ships one styles.css
  // (the index's, with every screen), so the copies go.
  async onSuccess() {
    const files = await readdir('dist', { recursive: true });
    for (const file of files) {
      if (/\.css(\.map)?$/.test(file) && !/^index\.css(\.map)?$/.test(file)) {
        await rm(`dist/${file}`, { force: true });
      }
    }
    await writeFile('dist/LICENCIAS-DE-TERCEROS.txt', await licenciasDeLosCodecs());
  },
});
