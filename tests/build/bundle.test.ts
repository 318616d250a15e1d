import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = 'dist';
const assets = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')) : [];
const js = assets.filter((f) => f.endsWith('.js'));
const read = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');

/** The chunks the home page loads before anything else: the entry and its static imports. */
function initialChunks(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1] as string);
  return [...new Set(entry)];
}

describe.runIf(existsSync(dist))('production bundle', () => {
  it('holds no Mirage or pretender code', () => {
    for (const file of js) {
      const code = read(file);
      expect(code, file).not.toMatch(/miragejs|pretender|createServer\(\{|mockScenario/);
    }
  });

  it('keeps the initial JavaScript of the home route within 150 KB gzip', () => {
    const total = initialChunks().reduce((sum, file) => sum + gzipSync(read(file)).length, 0);
    expect(total).toBeGreaterThan(0);
    expect(total / 1024).toBeLessThanOrEqual(150);
  });

  it('splits routes into their own chunks', () => {
    expect(js.length).toBeGreaterThan(10);
  });
});
