import { chromium } from '@playwright/test';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const only = process.env.ONLY;
for (const [w, h, tag] of [[1366, 900, 'desktop'], [390, 844, 'phone']]) {
  if (only && only !== tag) continue;
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await ctx.addInitScript(() => { localStorage.setItem('confirmCookiesModal', '1'); if (!location.search.includes('popup')) localStorage.setItem('showOneOpenModal', '1'); });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(`[${tag}] console error:`, m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log(`[${tag}] page error:`, e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 700));
    const name = `${out}/${tag}${p.replace(/[/?=&#]/g, '_') || '_home'}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
