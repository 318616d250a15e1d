import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { messageParts } from './first-paint.mjs';

const PREFIX = '\0compiled-messages:';
/** The rest of a catalogue: every message first-paint code does not use, in its own chunk. */
const MORE = '\0compiled-messages-more:';
/** A lazily loaded first-paint module's own messages: `\0compiled-messages-part-HomePage:…`. */
const PART = /^\0compiled-messages-part-(\w+):/;

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
 * the bytes of writing every AST out. Each catalogue comes in parts (scripts/first-paint.mjs): the
 * shell's messages, each lazily loaded first-paint module's own, and the rest.
 */
export function precompileMessages(): Plugin {
  let root = process.cwd();
  const parts = new Map<string, ReturnType<typeof messageParts>>();
  /** The catalogue's split (scripts/first-paint.mjs), read from the sources once per build. */
  const partsOf = (messages: Record<string, string>) => {
    const key = Object.keys(messages).join();
    if (!parts.has(key)) parts.set(key, messageParts(root, Object.keys(messages)));
    return parts.get(key)!;
  };
  const moduleOf = (ids: string[], messages: Record<string, string>) =>
    `const m = ${JSON.stringify(compile(Object.fromEntries(ids.map((id) => [id, messages[id]!]))))};\n${UNPACK}\nexport default m;`;
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      parts.clear();
    },
    resolveId(source, importer) {
      if (source.startsWith(MORE) || PART.test(source)) return source;
      if (!importer || !/\/messages\/\w+\.json$/.test(source)) return null;
      // The id must not end in .json, or Vite's JSON plugin would parse the compiled module again.
      return `${PREFIX}${resolve(dirname(importer), source)}.js`;
    },
    load(id) {
      const part = PART.exec(id);
      const prefix = id.startsWith(PREFIX) ? PREFIX : id.startsWith(MORE) ? MORE : part?.[0];
      if (!prefix) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const split = partsOf(messages);
      if (part) return moduleOf(split.parts[part[1]!] ?? [], messages);
      if (prefix === MORE) return moduleOf(split.more, messages);
      // The first part names the others: each first-paint module loads its own, the first MUI part the rest (src/i18n/index.ts).
      const partLoaders = Object.keys(split.parts).map((name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(`\0compiled-messages-part-${name}:${file}.js`)})`);
      return `${moduleOf(split.first, messages)}
export const more = () => import(${JSON.stringify(`${MORE}${file}.js`)});
export const parts = { ${partLoaders.join(', ')} };`;
    },
  };
}
