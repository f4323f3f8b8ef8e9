import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/Introduction.mdx', '../ui/src/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves MSW's worker script (npx msw init .storybook/public --no-save); apps/web/public ships to production.
  staticDirs: ['./public'],
  // The machines this runs on have no internet access; telemetry would only time out.
  core: { disableTelemetry: true },
  // Pre-bundle the heavy libraries up front: discovered mid-run, Vite re-optimises and the story tests
  // of a fresh clone fail with "Failed to fetch dynamically imported module".
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'recharts',
        '@tiptap/react',
        '@tiptap/starter-kit',
        '@tiptap/extension-link',
        '@tanstack/react-table',
        '@date-fns/tz',
        'date-fns',
        'react-hook-form',
        '@hookform/resolvers/valibot',
        'valibot',
        // The page stories in stories/: the web app's libraries and the network mock.
        'react-router',
        'react-router/dom',
        'swr',
        'gql.tada',
        '@0no-co/graphql.web',
        'msw',
        'msw/browser',
        'msw/graphql',
        'msw-storybook-addon/csf3',
      ],
    },
  }),
};

export default config;
