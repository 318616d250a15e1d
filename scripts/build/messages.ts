import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { isShellMessage } from '../../src/i18n/shellMessages.ts';

const SHELL = '\0messages:';
const REST = '\0messages-rest:';

/**
 * The message catalogues (src/i18n/messages/*.json) in builds and under `npm start`:
 * - compiled to ICU ASTs by formatjs's own compiler (`formatjs compile --ast`), so the browser never
 *   parses a message and the bundle leaves the ICU parser out (vite.config.ts aliases it to `no-parser`);
 * - in two parts: the shell's messages (src/i18n/shellMessages.ts) in the module the app imports, and
 *   the rest in a chunk of its own that it names as `rest` (src/i18n/index.ts loads it before any MUI part).
 * The ids end in `.js`, or Vite's JSON plugin would parse the compiled module again.
 */
export function messages(): Plugin {
  let root = process.cwd();
  const compiled = new Map<string, Promise<Record<string, unknown>>>();
  const compile = (file: string) => {
    if (!compiled.has(file)) {
      const cli = join(root, 'node_modules', '.bin', 'formatjs');
      const run = promisify(execFile)(cli, ['compile', file, '--format', 'simple', '--ast'], {
        maxBuffer: 64 * 1024 * 1024,
      });
      compiled.set(
        file,
        run.then(({ stdout }) => JSON.parse(stdout) as Record<string, unknown>),
      );
    }
    return compiled.get(file)!;
  };
  const moduleOf = (catalogue: Record<string, unknown>, shell: boolean) =>
    `export default ${JSON.stringify(Object.fromEntries(Object.entries(catalogue).filter(([id]) => isShellMessage(id) === shell)))};`;
  return {
    name: 'messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      compiled.clear();
    },
    watchChange(file) {
      compiled.delete(file);
    },
    resolveId(source, importer) {
      if (source.startsWith(REST)) return source;
      if (!importer || !/\/messages\/\w+\.json$/.test(source)) return null;
      return `${SHELL}${resolve(dirname(importer), source)}.js`;
    },
    async load(id) {
      const shell = id.startsWith(SHELL);
      if (!shell && !id.startsWith(REST)) return null;
      const file = id.slice((shell ? SHELL : REST).length, -'.js'.length);
      this.addWatchFile(file);
      const catalogue = await compile(file);
      if (!shell) return moduleOf(catalogue, false);
      return `${moduleOf(catalogue, true)}\nexport const rest = () => import(${JSON.stringify(`${REST}${file}.js`)});`;
    },
  };
}
