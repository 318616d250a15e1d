import { isBankPage, paymentPageFor } from './bank/bankPage';
import { readControl } from './control';
import { DEFAULT_PAYMENT_PAGE } from './db';
import { makeServer } from './index';
import { lazyDb } from './lazyDb';
import { currentScenario } from './urlState';

export { SCENARIO_KEY } from './control';

/** Runs `task` when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(task: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 1);
}

/**
 * Starts MirageJS in the page (boot.ts calls it as the app starts; the URL's state is already in the
 * tab's storage, urlState.ts) with the tab's scenario and controls. The mock's data lives in
 * sessionStorage so a reload keeps it; each fixture is read on the first call that needs it (lazyDb.ts).
 * Mounts the QA panel when the browser is idle, or the mock bank page in place of the app.
 */
export function startMock() {
  const storage = window.sessionStorage;
  const name = currentScenario(storage);
  const anyFolder = import.meta.env.VITE_ANY_FOLDER === 'true';
  // Card orders go to the app's own bank page; in the demo (any folder) it is the folder's home page, which
  // every host serves (the document's base is that folder: main.tsx, scripts/prerender.mjs).
  const { db, load } = lazyDb(
    storage,
    paymentPageFor(anyFolder, new URL(document.baseURI).pathname, DEFAULT_PAYMENT_PAGE),
  );
  const started = makeServer({
    environment: 'development',
    scenario: name,
    db,
    storage,
    control: () => readControl(storage),
    load,
  });
  const current = new URL(window.location.href);
  // The bank page replaces the app (main.tsx renders nothing else); no QA panel over a "third-party" page.
  if (isBankPage(current)) {
    void import('./bank/mount').then((m) => m.mountBankPage(current, anyFolder));
    return { ...started, ownPage: true };
  }
  // The panel (MUI) is a tool beside the shop: it waits until the shop's own start is done.
  whenIdle(() => void import('./panel/mount').then((m) => m.mountQaPanel(name, { db, storage })), 2000);
  return { ...started, ownPage: false };
}
