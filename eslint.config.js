// Lint rules, including the one-way import direction of docs/architecture.md ("Layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths below are the repository's, wherever ESLint is started from.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const at = (folder) => path.join(ROOT, folder);

const dirs = (folder) =>
  existsSync(at(folder))
    ? readdirSync(at(folder)).filter((name) => statSync(at(`${folder}/${name}`)).isDirectory())
    : [];
const features = dirs('src/features');

// ── The layers of src/ ─────────────────────────────────────────────────────────────────────────────────────
// Each folder of src/ and what it may import of the others (besides itself). Checked on resolved paths
// (import-x/no-restricted-paths), so an `@/` import and a relative one are judged alike.
const UI_BASE = [
  'domain',
  'api',
  'stores',
  'config',
  'content',
  'i18n',
  'theme',
  'components',
  'app/paths.ts',
];
const MAY_IMPORT = {
  domain: [],
  config: ['domain'],
  content: ['domain'],
  i18n: ['domain'],
  api: ['domain'],
  theme: ['domain', 'i18n'],
  stores: ['domain', 'api', 'config'],
  components: UI_BASE,
  // A feature never imports another feature: shared pieces move to components/ or domain/ (see below).
  features: UI_BASE,
  // Pages compose features; of app/ they use the route table and the error page only.
  pages: [...UI_BASE, 'features', 'app/ErrorPage.tsx'],
  app: ['domain', 'api', 'stores', 'config', 'content', 'i18n', 'theme', 'components', 'features', 'pages'],
};
const WHY = {
  domain: 'domain/ is pure rules and types: it imports no other layer.',
  config: 'config/ reads the environment: domain/ only.',
  content: 'content/ is static text: domain/ types only.',
  i18n: 'i18n/ imports domain/ only.',
  api: 'api/ imports domain/ only; it never calls the UI or the stores and throws typed errors.',
  theme: 'theme/ imports domain/ and i18n/ only.',
  stores: 'stores/ import api/, config/ and domain/ only.',
  components: 'components/ are shared pieces: no features, pages or app (but app/paths).',
  features:
    'features/ import stores, components, api types and domain; never a page, the app or another feature.',
  pages: 'pages/ compose features; of app/ only app/paths and app/ErrorPage.',
  app: 'app/ composes everything but the mock.',
};
const layerZones = Object.entries(MAY_IMPORT).flatMap(([layer, allowed]) =>
  layer === 'features'
    ? features.map((name) => ({
        target: `./src/features/${name}`,
        from: './src',
        except: [...new Set([`features/${name}`, ...allowed])].map((a) => `./${a}`),
        message: WHY.features,
      }))
    : [
        {
          target: `./src/${layer}`,
          from: './src',
          except: [...new Set([layer, ...allowed])].map((a) => `./${a}`),
          message: WHY[layer],
        },
      ],
);
// The mock and its fixtures reach the app only through its start-up (main.tsx, dev and demo modes) and tests.
const mockZones = [
  {
    target: readdirSync(at('src'))
      .filter((name) => name !== 'main.tsx')
      .map((name) => `./src/${name}`),
    from: ['./mock-server', './fixtures'],
    message: 'The mock and the fixtures are for tests and the mock start-up (src/main.tsx) only.',
  },
];
// The mock knows the API shapes and the pure rules; its own pages (QA panel, bank page) use the theme.
const mockServerZones = [
  {
    target: './mock-server',
    from: './src',
    except: ['./domain', './api', './theme'],
    message: 'The mock knows only the API shapes (api/, domain/) and the theme for its own pages.',
  },
];

/**
 * A relative import that leaves its layer (a folder of src/, or one feature) hides a dependency between
 * layers: those go through the @/ alias, so a reader (and a grep) sees them.
 */
const unitOf = (file) => {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] !== 'src') return parts[0];
  if (parts.length === 2) return 'src';
  return parts[1] === 'features' && parts.length > 3 ? `src/features/${parts[2]}` : `src/${parts[1]}`;
};
const noRelativeAcrossLayers = {
  meta: {
    type: 'problem',
    messages: {
      across: "'{{source}}' leaves {{from}} for {{to}}: import across layers through the @/ alias.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const source = node?.source;
      if (
        !source ||
        source.type !== 'Literal' ||
        typeof source.value !== 'string' ||
        !source.value.startsWith('.')
      )
        return;
      const from = unitOf(file);
      const to = unitOf(path.resolve(path.dirname(file), source.value));
      if (from !== to)
        context.report({ node: source, messageId: 'across', data: { source: source.value, from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// ── Packages a layer may not use ───────────────────────────────────────────────────────────────────────────
const packages = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((name) => ({ group: [name, `${name}/*`], message })) },
    ],
  },
});

// In the UI layers, values of api/ (a feature calls the API through a store; types are fine, and so is
// api/errors: the typed errors the UI decides on).
const apiValues = {
  regex: '^@/api/(?!errors$)',
  allowTypeImports: true,
  message: 'The UI calls the API through a store (stores/); from api/ it imports types and api/errors only.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.vite',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      'coverage',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      local: { rules: { 'no-relative-across-layers': noRelativeAcrossLayers } },
    },
    settings: {
      // import-x reads the modules it follows (no-cycle) with these: TypeScript as well as JavaScript.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Type-only imports do not count: they vanish from the build.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Typed rules on the TypeScript of tsconfig.json: a promise is awaited, returned or marked `void`.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...layerZones, ...mockZones] }],
      'local/no-relative-across-layers': 'error',
    },
  },
  // Tests next to the code keep to their layer but may use the mock and the fixtures.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }] },
  },
  {
    files: ['mock-server/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: mockServerZones }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiValues] }] },
  },
  // One way to hold state: a store comes from the RootStore (root.feature), a component's own form from useFormModel.
  {
    files: ['src/{components,features,pages,app}/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useState'] > ArrowFunctionExpression > NewExpression",
          message:
            'No component makes a store: take it from useStores() (root.feature(Store)); a form of its own is useFormModel(...).',
        },
      ],
    },
  },
  packages(
    ['src/domain/**/*.ts'],
    ['react', 'react-dom', 'mobx', 'mobx-react-lite', '@mui/material', 'miragejs'],
    'domain/ is pure: no React, MobX or fetch.',
  ),
  packages(
    ['src/api/**/*.ts'],
    ['react', 'mobx', '@mui/material', 'notistack', 'miragejs'],
    'api/ never calls the UI or the stores; it throws typed errors.',
  ),
  packages(['src/stores/**/*.ts'], ['@mui/material', 'miragejs'], 'stores/ hold state: no UI.'),
  packages(
    ['src/{components,features,pages,app}/**/*.{ts,tsx}'],
    ['miragejs'],
    'Only the mock (mock-server/index.ts) knows Mirage.',
  ),
  { files: ['scripts/**', 'tests/**', '.ci/**', '*.config.*'], rules: { 'no-console': 'off' } },
  // Playwright fixtures call their argument `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  packages(['mock-server/**/*.ts'], ['react'], 'The mock knows only the API shapes.'),
);
