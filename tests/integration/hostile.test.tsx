import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sanitizeRequisites } from '@/features/feedback/Requisites';
import { mockRoutes } from '../../mock-server/routes';
import { XSS_PAYLOADS } from '../../mock-server/scenarios/hostile';
import type { Handler } from '../../mock-server/types';
import type { MockDb } from '../../mock-server/db';
import { renderApp } from './renderApp';
import { fill } from '#tests/support/fill.ts';

/**
 * Server messages (toasts) and the API's HTML: every XSS payload arrives as text or as sanitised markup,
 * never as live elements or handlers. jsdom does not run scripts, so the checks read the DOM itself:
 * no <script>/<iframe>/<svg>/<math> from the data, no on* attribute, no script URL, anywhere.
 */

vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));

/** Everything in the document that could run code. */
function liveCode(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) found.push(el.outerHTML.slice(0, 80));
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
      if (
        /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
        /^\s*(javascript|data|vbscript):/i.test(attr.value)
      )
        found.push(`${el.tagName} ${attr.name}=${attr.value}`);
    }
  }
  return found;
}

const originals = new Map(mockRoutes.map((r) => [r.name, r.handler]));
/** Replaces one endpoint's answer for the test. */
function answer(name: string, handler: Handler<MockDb>) {
  const route = mockRoutes.find((r) => r.name === name)!;
  route.handler = handler;
}

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('confirmCookiesModal', '1');
  localStorage.setItem('showOneOpenModal', '1');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  for (const route of mockRoutes) route.handler = originals.get(route.name)!;
  vi.restoreAllMocks();
});

function start(path: string) {
  const app = renderApp(path);
  shutdown = () => app.server.shutdown();
  return app;
}

describe('sanitizeRequisites (the one place API HTML is rendered)', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing live of %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeRequisites(`<p><strong>ООО «Корица»</strong> ИНН 7701234567</p>${payload}`);
    expect(liveCode(host)).toEqual([]);
    expect(host.querySelector('style, svg, math, img, details, body')).toBeNull();
    expect(host.textContent).toContain('ИНН 7701234567');
  });
});

describe('server messages shown as toasts stay text', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('login refusal: %s', async (payload) => {
    answer('login', () => ({ body: { code: 0, message: payload } }));
    start('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('login-button'));
    const modal = await screen.findByTestId('login-modal');
    await fill(within(modal).getByTestId('login-email'), 'demo@example.com');
    await fill(within(modal).getByTestId('login-password'), 'demo1234');
    await user.click(within(modal).getByTestId('login-submit'));
    await waitFor(() => expect(document.getElementById('notistack-snackbar')?.textContent).toBe(payload));
    expect(liveCode()).toEqual([]);
  });

  it('a recovery answer', async () => {
    const payload = XSS_PAYLOADS[1];
    answer('login', () => ({ body: { code: 0, message: payload } }));
    start('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('login-button'));
    await user.click(await screen.findByTestId('recover-link'));
    await fill(await screen.findByTestId('recover-email'), 'nobody@example.com');
    await user.click(screen.getByTestId('recover-submit'));
    await waitFor(() => expect(document.getElementById('notistack-snackbar')?.textContent).toBe(payload));
    expect(liveCode()).toEqual([]);
  });

  it('a registration refusal', async () => {
    answer('register', () => ({ body: { code: 0, message: XSS_PAYLOADS[3] } }));
    start('/registraciya');
    const user = userEvent.setup();
    const form = await screen.findByTestId('registration-form', {}, { timeout: 60_000 });
    await fill(within(form).getByTestId('registration-name'), 'Мария');
    await fill(within(form).getByTestId('registration-phone'), '9265551234');
    await fill(within(form).getByTestId('registration-email'), 'maria@example.com');
    await fill(within(form).getByTestId('registration-password'), 'secret-123');
    await user.click(within(form).getByTestId('registration-consent'));
    await user.click(within(form).getByTestId('registration-submit'));
    await waitFor(() =>
      expect(document.getElementById('notistack-snackbar')?.textContent).toBe(XSS_PAYLOADS[3]),
    );
    expect(liveCode()).toEqual([]);
  });

  it('a profile full of payloads (login answer) is shown as text in the account', async () => {
    answer('login', (db) => {
      const u = db.users.find((x) => x.email === 'demo@example.com')!;
      return {
        body: {
          code: 1,
          message: XSS_PAYLOADS[0],
          id: u.id,
          user: XSS_PAYLOADS[2],
          fullname: XSS_PAYLOADS[1],
          phone: XSS_PAYLOADS[5],
          email: u.email,
          extended: {},
        },
      };
    });
    const app = start('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('login-button'));
    const modal = await screen.findByTestId('login-modal');
    await fill(within(modal).getByTestId('login-email'), 'demo@example.com');
    await fill(within(modal).getByTestId('login-password'), 'demo1234');
    await user.click(within(modal).getByTestId('login-submit'));
    await waitFor(() => expect(app.store.auth.isLogin).toBe(true));
    await user.click(screen.getByTestId('account-link'));
    expect(await screen.findByTestId('account-name', {}, { timeout: 60_000 })).toHaveTextContent(
      XSS_PAYLOADS[1],
    );
    expect(liveCode()).toEqual([]);
  });
});
