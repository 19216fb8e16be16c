import { readdir, rm } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // index: the screens and their machines; maquinas: the machines alone, for Node. Every module
  // is an entry too, so the build keeps the modules apart: an app that imports one flow bundles
  // that flow (package.json marks the JS free of side effects), not every screen of the kit.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/**/*.d.ts',
    '!src/**/*.css.ts',
  ],
  splitting: true,
  format: ['esm'],
  // Declarations only for the two entries `exports` names, each bundled into one .d.ts: one
  // bundle per module, never reachable through `exports`, made this the slowest build step.
  dts: {
    entry: ['src/index.ts', 'src/maquinas.ts', 'src/roles/portadas.ts'],
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
  // Our `*.css.ts` are evaluated at build time against @clinica/ui's build, not its source:
  // only the build carries the theme variable names its published styles.css defines (the
  // source, evaluated here, would hash them under this package's name). `npm run build` builds
  // @clinica/ui and @clinica/api-client first for that, and for their types.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Each module's entry gets a copy of the CSS it reaches; the package ships one styles.css
  // (the index's, with every screen), so the copies go.
  async onSuccess() {
    const files = await readdir('dist', { recursive: true });
    for (const file of files) {
      if (/\.css(\.map)?$/.test(file) && !/^index\.css(\.map)?$/.test(file)) {
        await rm(`dist/${file}`, { force: true });
      }
    }
  },
});
