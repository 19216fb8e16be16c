import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// In development the API runs apart (`npm run start -w @clinica/api`, port 3000); in production
// the server serves this build itself, from one origin.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@clinica/source', ...defaultClientConditions] },
  // vanilla-extract evaluates every `.css.ts` in Vite's ssr environment: it must read the
  // packages' sources too, or a flow's styles would take their theme variables from
  // packages/ui/dist (other names than the theme the app ships, so no spacing or sizes).
  environments: {
    ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
