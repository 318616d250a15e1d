import type { Plugin, UserConfig } from 'vite';

/**
 * Every lazy import carries the list of chunks to preload with it. The chunks of the entry's static
 * imports (React, the router, MobX, the app's shell) are always loaded before any lazy import runs, yet
 * Vite lists them too; this leaves them out of the lists in JavaScript (HTML keeps its own preloads).
 * Returns the plugin that collects those chunks and the `build.modulePreload` option that uses them.
 */
export function leanPreloads(): { plugin: Plugin; modulePreload: NonNullable<UserConfig['build']>['modulePreload'] } {
  const entryChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'lean-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the lists.
      order: 'pre',
      handler(_options, bundle) {
        entryChunks.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || entryChunks.has(file)) return;
          entryChunks.add(file);
          chunk.imports.forEach(visit);
        };
        for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
      },
    },
  };
  return {
    plugin,
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep)) : deps) },
  };
}
