import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = '\0compiled-messages:';

/**
 * Compiles the message catalogues to ICU ASTs at build time, so the browser never ships or runs
 * the message parser (the bundle aliases it to `no-parser`). A message that is plain text (its AST is
 * one literal) ships as its string and becomes the one-literal AST when the module loads: about half
 * the bytes of writing every AST out.
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
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          const ast = parse(text);
          const only = ast.length === 1 ? ast[0] : undefined;
          return [key, only && only.type === TYPE.literal ? only.value : ast];
        }),
      );
      // TYPE.literal is 0: react-intl returns a one-literal message's value without formatting it.
      return `const m = ${JSON.stringify(compiled)};\nfor (const k in m) if (typeof m[k] === 'string') m[k] = [{ type: 0, value: m[k] }];\nexport default m;`;
    },
  };
}
