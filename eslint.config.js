// Lint rules, including the one-way import direction of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['../../*'], message: 'Import across folders through the @/ alias.' },
          ...forbidden.map((group) =>
            // The route table (app/paths) is the one piece of app/ everybody may use.
            group === '@/app' ? { group: ['@/app/*', '!@/app/paths'], message } : { group: [group, `${group}/*`], message },
          ),
        ],
      },
    ],
  },
});

// A feature never imports another feature: shared pieces move to components/ or domain/.
const features = existsSync('src/features') ? readdirSync('src/features') : [];
const featureRules = features.map((name) =>
  layer(
    [`src/features/${name}/**/*.{ts,tsx}`],
    ['@/pages', '@/app', ...features.filter((f) => f !== name).map((f) => `@/features/${f}`), 'miragejs'],
    'features/ import stores, components, api and domain only, never another feature, a page or the app.',
  ),
);

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-e2e', 'dist-prerendered', '.vite', 'node_modules', 'test-results', 'playwright-report', 'public', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A separate rule from the layers' no-restricted-imports below, so that theirs do not replace it.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message: 'Use RouterLink (@/components/RouterLink): these keep the framework mode in every first bundle (scripts/vite-pure-react-router.ts).',
            },
          ],
        },
      ],
    },
  },
  layer(
    ['src/domain/**/*.ts'],
    ['@/api', '@/stores', '@/features', '@/pages', '@/components', '@/app', '@/i18n', 'react', 'mobx', 'mobx-react-lite', '@mui/material', 'miragejs'],
    'domain/ is pure: no React, MobX, fetch or app code.',
  ),
  layer(
    ['src/api/**/*.ts'],
    ['@/stores', '@/features', '@/pages', '@/components', '@/app', 'react', 'mobx', '@mui/material', 'notistack', 'miragejs'],
    'api/ never calls the UI or the stores; it throws typed errors.',
  ),
  layer(
    ['src/stores/**/*.ts'],
    ['@/features', '@/pages', '@/components', '@/app', '@mui/material', 'miragejs'],
    'stores/ import api/ and domain/ only.',
  ),
  layer(
    ['src/components/**/*.{ts,tsx}'],
    ['@/features', '@/pages', '@/app', 'miragejs'],
    'components/ are shared pieces: no features, pages or app.',
  ),
  layer(['src/pages/**/*.{ts,tsx}'], ['@/app/router', 'miragejs'], 'pages/ compose features; the router imports them.'),
  ...featureRules,
  { files: ['scripts/**', 'tests/**', '.ci/**', '*.config.*'], rules: { 'no-console': 'off' } },
  // Playwright fixtures call their argument `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  layer(['mock-server/**/*.ts'], ['@/stores', '@/features', '@/pages', '@/components', '@/app', 'react'], 'The mock knows only the API shapes.'),
  // The QA panel is the mock's own UI: React and the theme, never the app's stores or features.
  layer(['mock-server/panel/**/*.tsx'], ['@/stores', '@/features', '@/pages', '@/components', '@/app'], 'The QA panel talks to the mock only.'),
  // The mock bank page is a stand-in for a third party: the theme and pure helpers only.
  layer(['mock-server/bank/**/*.tsx'], ['@/stores', '@/features', '@/pages', '@/components', '@/app'], 'The mock bank page talks to the mock only.'),
);
