import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a build folder. */
export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The first-paint pages a prerendered build writes, as paths inside the build folder. */
export const FIRST_PAINT_PAGES = [
  '/en/index.html',
  '/en/menyu/index.html',
  '/en/torty-na-zakaz/index.html',
  '/index.html',
  '/menyu/index.html',
  '/torty-na-zakaz/index.html',
];

/**
 * A script the browser would run from the page itself (a JSON data block, the snapshot's or JSON-LD's, is not
 * one): the policy allows none.
 */
export const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/;
