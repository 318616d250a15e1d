// Loads one of the project's TypeScript modules from a Node script (api:spec, the contract report, the
// prerender's recorded answers): Vite's own module runner, with the project's import aliases and no config file.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The module at `path` (relative to the project's root), its imports resolved as in vite.config.ts. */
export async function importTs(path) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(root, path), {
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: {
        '@/': join(root, 'src') + '/',
        '@mock/': join(root, 'mock-server') + '/',
        '@fixtures/': join(root, 'fixtures') + '/',
      },
    },
  });
  return module;
}
