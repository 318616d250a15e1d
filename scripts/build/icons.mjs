// The PNG pictures made from the brand's SVG art, in public/: the web app manifest's icons
// (public/manifest.webmanifest), the home-screen icon of iOS, and the link preview of the home and about pages
// (og:image: messengers do not show an SVG). Chromium draws them. Run after the art changes:
//   node scripts/build/icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from '../browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'public/icons');
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const hero = readFileSync(join(root, 'public/assets/img/hero.svg'), 'utf8');
/** The brand's cocoa (`primary.main` of src/theme/theme.ts): the maskable icon's background, the manifest's theme colour. */
const COCOA = '#4A2C2A';

const PICTURES = [
  // The mark on a transparent ground, as the favicon.
  { file: 'icon-192.png', width: 192, height: 192, body: mark },
  { file: 'icon-512.png', width: 512, height: 512, body: mark },
  // Maskable: a launcher crops it to its own shape, so the mark sits inside the safe circle (80 %) on cocoa.
  {
    file: 'icon-maskable-512.png',
    width: 512,
    height: 512,
    background: COCOA,
    body: `<div style="width:80%;height:80%">${mark}</div>`,
  },
  { file: 'apple-touch-icon.png', width: 180, height: 180, background: COCOA, body: mark },
  // The link preview's 1200 × 630 picture: the hero's art, cut to the middle.
  {
    file: 'preview.png',
    width: 1200,
    height: 630,
    body: hero.replace('<svg ', '<svg preserveAspectRatio="xMidYMid slice" '),
  },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
mkdirSync(out, { recursive: true });
for (const { file, width, height, background = 'transparent', body } of PICTURES) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<style>html,body{margin:0;height:100%;background:${background}}body{display:grid;place-items:center}svg{width:100%;height:100%;display:block}</style>${body}`,
  );
  await page.screenshot({ path: join(out, file), omitBackground: background === 'transparent' });
  await page.close();
  console.info(`public/icons/${file} (${width} × ${height})`);
}
await browser.close();
