// Finds a Chromium for Playwright: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The path of a system Chromium, or undefined to let Playwright use its own browser. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Makes sure a browser exists: Debian's chromium via apt when we can, else Playwright's download. */
export function ensureBrowser() {
  if (findChromium()) return findChromium();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (existsSync('/usr/bin/apt-get') && root) {
    console.info('Installing Debian chromium for the browser tests…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
      });
    } catch (error) {
      console.warn('apt-get could not install chromium:', error.message);
    }
    if (findChromium()) return findChromium();
  }
  console.info("Downloading Playwright's own Chromium…");
  execSync('npx playwright install chromium', { stdio: 'inherit' });
  return undefined;
}
