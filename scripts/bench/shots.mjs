// Screenshots for a before/after look check of the first-paint pages (desktop 1366 and phone 390, ru and en),
// plus the added-to-cart toast and the cart panel open with two lines. Usage: node scripts/bench/shots.mjs BASE_URL OUT_DIR
import { mkdirSync } from 'node:fs';
import { cartWarm, launchBrowser, visitorContext } from './setup.mjs';

const [base = 'http://localhost:4419', out = '/tmp/shots'] = process.argv.slice(2);
const PAGES = ['/', '/menyu', '/torty-na-zakaz', '/en', '/en/menyu', '/en/torty-na-zakaz'];
mkdirSync(out, { recursive: true });

const browser = await launchBrowser(['--font-render-hinting=none']);
for (const [width, height, tag] of [
  [1366, 900, 'desktop'],
  [390, 844, 'phone'],
]) {
  const context = await visitorContext(browser, {
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: 'ru-RU',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[${tag}] page error:`, e.message));
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Lazy images below the fold: scroll through so the full-page shot shows them loaded.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // Full-page shots do not scroll, so cards with content-visibility: auto would stay blank below the fold.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.waitForTimeout(500);
  };
  for (const path of PAGES) {
    await page.goto(base + path);
    await settle();
    const name = `${out}/${tag}${path.replace(/\//g, '_') || '_home'}.png`;
    await page.screenshot({ path: name, fullPage: true, animations: 'disabled' });
    console.log(name);
  }
  for (const locale of ['ru', 'en']) {
    await page.goto(`${base}${locale === 'en' ? '/en' : ''}/menyu`);
    await settle();
    await cartWarm(page);
    const adds = page.getByTestId('add-to-cart');
    await adds.nth(0).click();
    await adds.nth(1).click();
    await page.getByTestId('cart-added-toast').last().waitFor();
    await page.waitForTimeout(500);
    const toast = `${out}/${tag}_toast_${locale}.png`;
    await page.screenshot({ path: toast, animations: 'disabled' });
    console.log(toast);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForTimeout(500);
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = `${out}/${tag}_cart_${locale}.png`;
    await page.screenshot({ path: name, animations: 'disabled' });
    console.log(name);
    await page.evaluate(() => window.localStorage.clear());
    await context.clearCookies();
    await page.evaluate(() => {
      window.localStorage.setItem('confirmCookiesModal', '1');
      window.localStorage.setItem('showOneOpenModal', '1');
    });
  }
  await context.close();
}
await browser.close();
