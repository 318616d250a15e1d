import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isFirstPaintId } from '../src/i18n/firstPaint.ts';

const PREFIX = '\0compiled-messages:';
/** The rest of a catalogue: every message first-paint code does not use, in its own chunk. */
const MORE = '\0compiled-messages-more:';

/** Plain-text messages ship as strings (see below); the rest as ASTs. */
function compile(messages: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      const ast = parse(text);
      const only = ast.length === 1 ? ast[0] : undefined;
      return [key, only && only.type === TYPE.literal ? only.value : ast];
    }),
  );
}

// TYPE.literal is 0: react-intl returns a one-literal message's value without formatting it.
const UNPACK = `for (const k in m) if (typeof m[k] === 'string') m[k] = [{ type: 0, value: m[k] }];`;

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
      if (source.startsWith(MORE)) return source;
      if (!importer || !/\/messages\/\w+\.json$/.test(source)) return null;
      // The id must not end in .json, or Vite's JSON plugin would parse the compiled module again.
      return `${PREFIX}${resolve(dirname(importer), source)}.js`;
    },
    load(id) {
      const more = id.startsWith(MORE);
      if (!id.startsWith(PREFIX) && !more) return null;
      const file = id.slice((more ? MORE : PREFIX).length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const part = Object.fromEntries(Object.entries(messages).filter(([key]) => isFirstPaintId(key) !== more));
      const code = `const m = ${JSON.stringify(compile(part))};\n${UNPACK}\nexport default m;`;
      // The first part names the second, which the app loads with the first lazy part (src/i18n/index.ts).
      return more ? code : `${code}\nexport const more = () => import(${JSON.stringify(`${MORE}${file}.js`)});`;
    },
  };
}
