import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/flows/stories/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The DICOM samples the viewer's stories draw, served as files (as a patient's CD gives them).
  staticDirs: ['./public', { from: '../packages/flows/test-fixtures', to: '/test-fixtures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Each component's automatic page, named in Spanish like the rest of the sidebar.
  docs: { defaultName: 'Referencia' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    const { defaultClientConditions, defaultServerConditions, mergeConfig } = await import('vite');
    return mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@clinica/source', ...defaultClientConditions] },
      // vanilla-extract evaluates each `.css.ts` in Vite's ssr environment: it must read the
      // packages' sources too, or styles importing '@clinica/ui' look for a build that a fresh
      // clone does not have and the static Storybook ships without them.
      environments: {
        ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
      },
      // Pre-bundled up front so a test run never reloads mid-way to optimise a dependency.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          'react-aria-components',
          'react-aria',
          '@internationalized/date',
          'lucide-react',
          'msw',
          'msw/browser',
          // Imported only when a DICOM is shown (dicom/dicom.ts and codecs.ts).
          'dicom-parser',
          '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs',
          '@cornerstonejs/codec-charls/decodewasmjs',
          '@cornerstonejs/codec-openjpeg/decodewasmjs',
          '@cornerstonejs/codec-openjph/wasmjs',
          'jpeg-lossless-decoder-js',
        ],
      },
    });
  },
};

export default config;
