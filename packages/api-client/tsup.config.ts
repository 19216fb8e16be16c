import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'reglas/index': 'src/reglas/index.ts',
    'reglas/roles': 'src/reglas/roles.ts',
    'pdf/index': 'src/pdf/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['msw', 'openapi-fetch', 'pdf-lib'],
});
