import { lazy, Suspense, useEffect, useState } from 'react';
import { readControl, writeControl, type MockControl } from '../control';
import type { MockDb } from '../db';

/** The panel itself (MUI): loaded when it first opens, so a page with the mock loads no MUI for it. */
const QaPanel = lazy(() => import('./QaPanel'));

/** The shop's checkout buttons (cart panel and checkout form): the badge never sits on them. */
const AVOID = '[data-testid="cart-checkout"], [data-testid="checkout-submit"]';
const BADGE_ZONE = 64;
/** The open cart panel: it covers the page (the whole width on phones) from the top to its checkout button. */
const CART_PANEL = '[data-testid="cart-panel"]:not([hidden])';

type Edge = 'bottom' | 'top' | 'cart';

/**
 * Bottom right, unless a checkout button is in the bottom 64 px of the viewport (a phone, the button at the
 * bottom of the screen): then top right, below the header. With the cart panel open, the badge would sit on its
 * lines there: it goes small into the panel's title bar, left of its close button ('cart'). Checked on scroll
 * (any scroller), resize and changes of the page.
 */
function useBadgeEdge(): Edge {
  const [edge, setEdge] = useState<Edge>('bottom');
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (document.querySelector(CART_PANEL)) {
        setEdge('cart');
        return;
      }
      const limit = window.innerHeight - BADGE_ZONE;
      const covered = [...document.querySelectorAll(AVOID)].some((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && r.bottom > limit && r.top < window.innerHeight && r.right > window.innerWidth - 200
        );
      });
      setEdge(covered ? 'top' : 'bottom');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // Buttons also appear without a scroll (the cart opens, a page loads): checked as they appear.
    const changes = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      check();
    });
    changes.observe(document.body, { childList: true, subtree: true, attributeFilter: ['hidden'] });
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return edge;
}

const pill = {
  border: 0,
  borderRadius: 999,
  color: 'var(--mui-palette-common-white)',
  fontFamily: 'Manrope, "Segoe UI", Roboto, Arial, sans-serif',
  fontWeight: 800,
  lineHeight: 1,
} as const;

/**
 * The QA panel's badge (offline and demo modes, never in production): the dark `QA · scenario` button at
 * the bottom right with the latency and the faults that are on, and the DEMO mark of the demo build. Plain
 * elements, no MUI: it is on every page of the mock builds. It opens the panel (QaPanel.tsx).
 */
export function QaBadge({
  scenario,
  demo,
  data,
}: {
  scenario: string;
  demo: boolean;
  data?: { db: MockDb; storage: Storage };
}) {
  const [open, setOpen] = useState(false);
  const edge = useBadgeEdge();
  const [control, setControl] = useState<MockControl>(() => readControl(window.sessionStorage));
  const update = (next: MockControl) => {
    writeControl(window.sessionStorage, next);
    setControl(next);
  };
  const faults = Object.values(control.faults).filter((f) => f !== 'none').length;
  const small = edge === 'cart' && !open;
  return (
    <div
      data-edge={open ? 'bottom' : edge}
      style={{
        position: 'fixed',
        // In the cart panel's title bar: its close button is 40 px wide, 16 px (24 from 600 px) from the edge.
        right: small ? 72 : 12,
        ...(open || edge === 'bottom' ? { bottom: 12 } : { top: small ? 20 : 76 }),
        zIndex: 2100,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 8,
        fontSize: 14,
      }}
    >
      {open && (
        <Suspense fallback={null}>
          <QaPanel scenario={scenario} demo={demo} control={control} update={update} data={data} />
        </Suspense>
      )}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {demo && !small && (
          <span
            data-testid="demo-mark"
            style={{
              ...pill,
              background: 'var(--mui-palette-secondary-main)',
              fontSize: 13,
              padding: '6px 10px',
            }}
          >
            DEMO
          </span>
        )}
        <button
          type="button"
          data-testid="qa-badge"
          aria-expanded={open}
          aria-label={`QA panel, scenario ${scenario}`}
          title={open ? 'Close the QA panel' : 'Open the QA panel'}
          onClick={() => setOpen(!open)}
          style={{
            ...pill,
            background: 'var(--mui-palette-text-primary)',
            fontSize: 13,
            padding: '11px 12px',
            cursor: 'pointer',
          }}
        >
          {small ? (
            'QA'
          ) : (
            <>
              QA · {scenario}
              {control.latencyMs > 0 && ` · +${control.latencyMs} ms`}
              {faults > 0 && ` · ${faults} fault${faults > 1 ? 's' : ''}`}
            </>
          )}
        </button>
      </div>
    </div>
  );
}
