import { readdir, rm } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * In the published build the code components load on demand (src/lazyImports.ts) is imported
 * statically: an app bundled by esbuild would otherwise load it up front with every component
 * (see that file). The components behave the same, their code simply arrives with them.
 */
const staticLazyImports: Plugin = {
  name: 'clinica-static-lazy-imports',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]lazyImports\.ts$/ }, () => ({
      loader: 'ts',
      resolveDir: `${import.meta.dirname}/src`,
      contents: [
        "import * as calendar from './Calendar/Calendar';",
        "import * as virtualList from './ComboBox/VirtualList';",
        'export const loadCalendar = () => Promise.resolve(calendar);',
        'export const loadVirtualList = () => Promise.resolve(virtualList);',
      ].join('\n'),
    }));
  },
};

export default defineConfig({
  // One entry per component besides the index, so the build keeps each component in its own
  // module: an app that imports one component bundles that one (package.json marks the JS free
  // of side effects), not the whole kit. One styles.css still comes from the index's entry.
  entry: ['src/index.ts', 'src/*/index.ts'],
  splitting: true,
  format: ['esm'],
  // Declarations only for what the package exports (its index), bundled into one index.d.ts:
  // one declaration bundle per component entry, never reachable through `exports`, took 36 s of
  // the build; this one takes about 5 s.
  dts: { entry: 'src/index.ts', compilerOptions: { customConditions: [] } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [staticLazyImports, vanillaExtractPlugin({ identifiers: 'short' })],
  // Each component's entry gets a copy of its own CSS; the package ships one styles.css (the
  // index's, with every component), so the copies go.
  async onSuccess() {
    for (const entry of await readdir('dist', { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const copy of ['index.css', 'index.css.map']) {
        await rm(`dist/${entry.name}/${copy}`, { force: true });
      }
    }
  },
});
