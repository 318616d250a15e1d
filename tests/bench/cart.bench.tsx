/**
 * `npm run bench:cart`: one stepper click with 200 lines in the cart, from the click to the updated
 * total and panel (React committed), under jsdom (slower than a browser). Budget: 16 ms of script time.
 */
import { afterAll, bench, describe, expect } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { computeTotals, NO_PROMO_DISCOUNT } from '@/domain/totals';
import CartPanel from '@/features/cart/CartPanel';
import { loadMessages } from '@/i18n';
import { StoresProvider } from '@/stores/context';
import { theme } from '@/theme/theme';
import { lineOf, makeStores, P } from '../unit/storeHarness';

const LINES = 200;
const h = makeStores();
const base = lineOf(h.db, P.honeyCake);
const honeyCake = h.db.catalogue.products.find((p) => p.id === P.honeyCake)!;
for (let i = 0; i < LINES; i += 1) {
  // 200 products the mock knows, so the server refresh on open keeps them all.
  h.db.catalogue.products.push({ ...honeyCake, id: 100_000 + i, pagetitle: `Медовик №${i + 1}` });
  h.store.cart.add({ ...base, id: 100_000 + i, name: `Медовик №${i + 1}` }, 1 + (i % 5));
}
h.store.cart.open();
const messages = await loadMessages('ru');
const view = render(
  <StoresProvider store={h.store}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <IntlProvider locale="ru" defaultLocale="ru" messages={messages}>
        <MemoryRouter>
          <CartPanel />
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>
  </StoresProvider>,
);
await act(async () => {
  await h.store.cart.refresh();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
const plus = screen.getAllByTestId('stepper-plus');
const minus = screen.getAllByTestId('stepper-minus');
const total = screen.getByTestId('cart-total');
expect(plus).toHaveLength(LINES);

let click = 0;
const durations: number[] = [];
/** One click: plus on line n, then (next time) minus on it, so counts stay small; the total must change. */
function stepperClick() {
  const index = Math.floor(click / 2) % LINES;
  const button = click % 2 === 0 ? plus[index] : minus[index];
  const before = total.getAttribute('data-value');
  const started = performance.now();
  act(() => {
    fireEvent.click(button!);
  });
  durations.push(performance.now() - started);
  if (total.getAttribute('data-value') === before) throw new Error('the total did not change');
  click += 1;
}

describe(`cart with ${LINES} lines`, () => {
  bench('one stepper click → total and panel updated', stepperClick, { time: 2000, warmupTime: 300 });

  bench('totals alone (O(lines))', () => {
    computeTotals({
      lines: h.store.cart.lines,
      delivery: 'dostavka',
      priceDelivery: 350,
      pickupDiscountPercent: 10,
      promo: NO_PROMO_DISCOUNT,
    });
  });
});

afterAll(() => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((s, d) => s + d, 0) / Math.max(1, sorted.length);
  console.info(
    `stepper click with ${LINES} lines: ${sorted.length} clicks, mean ${mean.toFixed(2)} ms, median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms (budget 16 ms)`,
  );
  view.unmount();
});
