import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = '\0compiled-messages:';

/**
 * Compiles the message catalogues to ICU ASTs at build time, so the browser never ships or runs
 * the message parser (the bundle aliases it to `no-parser`).
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/\/messages\/\w+\.json$/.test(source)) return null;
      // The id must not end in .json, or Vite's JSON plugin would parse the compiled module again.
      return `${PREFIX}${resolve(dirname(importer), source)}.js`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
