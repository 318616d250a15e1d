// Takes screenshots of pages: node scripts/shot.mjs BASE_URL out-dir path1 path2 ...
import { chromium } from '@playwright/test';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const [w, h, tag] of [
  [1366, 900, 'desktop'],
  [390, 844, 'phone'],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`[${tag}] console error:`, m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log(`[${tag}] page error:`, e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const name = `${out}/${tag}${p.replace(/[/?=&]/g, '_') || '_home'}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
