import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Browser checks shared by the route sweep (routes.spec.ts), the dialogs' axe (a11y.spec.ts) and hostile dialogs (hostile.spec.ts). */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page (the mock's QA panel is a tool of the test builds, not part of the shop) and lists what blocks. */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are read: axe skips gathering every passing node (a sixth less time on the menu's 6 000 nodes).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .exclude('#qa-root');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`,
    );
}

/**
 * The build's Content Security Policy would block a payload that got through, hiding it: the pages are served
 * without it here, so what is proven is the escaping and sanitising alone (security.spec.ts checks the policy).
 * Not a violation count either: DOMPurify parsing a payload in its inert document makes Chrome report
 * script-src-attr although nothing runs. Records any alert/confirm/prompt the page opens.
 */
export async function watchPayloads(page: Page): Promise<string[]> {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    },
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing of the payloads ran, and no link the API gave is a script URL. */
export async function expectNothingRan(page: Page, dialogs: string[]) {
  // Event handlers (onerror of a broken image, ontoggle…) fire once their resource fails or the element renders:
  // wait until the network is quiet (every image loaded or failed), rather than for a fixed time…
  await page.waitForLoadState('networkidle');
  // …and handlers queued as tasks (ontoggle, onfocus) have had two frames to run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(
    await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')),
  ).toBeNull();
  expect(dialogs).toEqual([]);
  const badLinks = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .filter((h) => /^\s*(javascript|data|vbscript):/i.test(h)),
    );
  expect(badLinks).toEqual([]);
}

/** Waits until every finite animation and transition of the page is over (a dialog's fade-in), not for a fixed time. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
