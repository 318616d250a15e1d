import { useEffect, useState } from 'react';
import { Box, Button, Chip, Divider, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { readControl, writeControl, type EndpointFault, type MockControl } from '../control';
import { clearDb, type MockDb } from '../db';
import { mockRoutes } from '../routes';
import { scenarios } from '../scenarios';
import { captureState, encodeSeed } from '../seedLink';
import { OrdersSection } from './OrdersSection';

const LATENCIES = [0, 500, 1500, 3000, 8000];

/** Goes to the same page with a query that the mock reads at start. */
function reloadWith(param: string, value: string) {
  const url = new URL(window.location.href);
  url.searchParams.delete('qa');
  url.searchParams.delete('scenario');
  url.searchParams.set(param, value);
  window.location.assign(url.toString());
}

/** The shop's checkout buttons (cart panel and checkout form): the badge never sits on them. */
const AVOID = '[data-testid="cart-checkout"], [data-testid="checkout-submit"]';
const BADGE_ZONE = 64;

/**
 * Bottom right, unless a checkout button is in the bottom 64 px of the viewport (a phone, the button at the
 * bottom of the screen): then top right, below the header. Checked on scroll (any scroller) and resize.
 */
function useBadgeEdge(): 'bottom' | 'top' {
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const limit = window.innerHeight - BADGE_ZONE;
      const covered = [...document.querySelectorAll(AVOID)].some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.bottom > limit && r.top < window.innerHeight && r.right > window.innerWidth - 200;
      });
      setEdge(covered ? 'top' : 'bottom');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // Buttons also appear without a scroll (the cart opens, a page loads).
    const timer = window.setInterval(schedule, 400);
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, []);
  return edge;
}

/**
 * The QA panel of the offline and demo modes (never in production): pick a scenario, add latency, make
 * any endpoint fail, reset the mock's data, copy a link that rebuilds this state in another browser.
 * It is deliberately English-only: it is a tool for the team, not part of the shop.
 */
export function QaPanel({ scenario, demo, data }: { scenario: string; demo: boolean; data?: { db: MockDb; storage: Storage } }) {
  const [open, setOpen] = useState(false);
  const edge = useBadgeEdge();
  const [control, setControl] = useState<MockControl>(() => readControl(window.sessionStorage));
  const [link, setLink] = useState('');
  const update = (next: MockControl) => {
    writeControl(window.sessionStorage, next);
    setControl(next);
  };
  const faults = Object.values(control.faults).filter((f) => f !== 'none').length;
  const copyLink = async () => {
    const state = captureState(scenario, window.localStorage, window.sessionStorage);
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    url.searchParams.set('qa', encodeSeed(state));
    setLink(url.toString());
    try {
      await navigator.clipboard.writeText(url.toString());
    } catch {
      /* the link stays visible in the field to copy by hand */
    }
  };
  return (
    <Box
      data-edge={open ? 'bottom' : edge}
      sx={{ position: 'fixed', right: 12, ...(open || edge === 'bottom' ? { bottom: 12 } : { top: 76 }), zIndex: 2100, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, fontSize: 14 }}
    >
      {open && (
        <Paper data-testid="qa-panel" elevation={12} sx={{ width: 'min(92vw, 360px)', maxHeight: '70vh', overflowY: 'auto', p: 2, borderRadius: '14px' }}>
          <Stack sx={{ gap: 1.5 }}>
            <Typography sx={{ fontWeight: 800 }}>QA panel · mock {demo ? '(demo build)' : '(offline)'}</Typography>
            <TextField
              select
              size="small"
              label="Scenario"
              value={scenario}
              onChange={(e) => reloadWith('scenario', e.target.value)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'qa-scenario' } }}
              helperText={scenarios.find((s) => s.name === scenario)?.description}
            >
              {scenarios.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Extra latency of every call"
              value={control.latencyMs}
              onChange={(e) => update({ ...control, latencyMs: Number(e.target.value) })}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'qa-latency' } }}
            >
              {LATENCIES.map((ms) => (
                <option key={ms} value={ms}>
                  {ms === 0 ? 'none' : `${ms} ms`}
                </option>
              ))}
            </TextField>
            <Divider />
            <Typography sx={{ fontWeight: 700, fontSize: 13 }}>Endpoint faults (live, no reload)</Typography>
            {mockRoutes.map((route) => (
              <Stack key={route.name} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Tooltip title={`${route.method} ${route.path}`}>
                  <Typography sx={{ flex: 1, fontSize: 13, fontFamily: 'monospace' }}>{route.name}</Typography>
                </Tooltip>
                <TextField
                  select
                  size="small"
                  value={control.faults[route.name] ?? 'none'}
                  onChange={(e) => update({ ...control, faults: { ...control.faults, [route.name]: e.target.value as EndpointFault } })}
                  slotProps={{ select: { native: true }, htmlInput: { 'data-testid': `qa-fault-${route.name}`, 'aria-label': `${route.name} answers` } }}
                  sx={{ width: 130 }}
                >
                  <option value="none">works</option>
                  <option value="http500">HTTP 500</option>
                  <option value="network">network error</option>
                  <option value="timeout">timeout (no answer)</option>
                  <option value="malformed">malformed answer</option>
                </TextField>
              </Stack>
            ))}
            {data && (
              <>
                <Divider />
                <OrdersSection db={data.db} storage={data.storage} />
              </>
            )}
            <Divider />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                size="small"
                data-testid="qa-reset"
                onClick={() => {
                  clearDb(window.sessionStorage);
                  writeControl(window.sessionStorage, { latencyMs: 0, faults: {} });
                  reloadWith('scenario', 'default');
                }}
              >
                Reset mock data
              </Button>
              <Button variant="contained" size="small" data-testid="qa-copy-link" onClick={() => void copyLink()}>
                Copy state link
              </Button>
            </Stack>
            {link && <TextField size="small" label="State link (scenario, locale, cart, promo)" value={link} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'qa-link' } }} onFocus={(e) => e.target.select()} />}
          </Stack>
        </Paper>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        {demo && <Chip data-testid="demo-mark" label="DEMO" color="secondary" size="small" sx={{ fontWeight: 800 }} />}
        <Tooltip title={open ? 'Close the QA panel' : 'Open the QA panel'}>
          <IconButton
            data-testid="qa-badge"
            aria-expanded={open}
            aria-label={`QA panel, scenario ${scenario}`}
            onClick={() => setOpen(!open)}
            sx={{ bgcolor: '#2E1D1B', color: '#fff', borderRadius: 999, px: 1.5, fontSize: 13, fontWeight: 700, '&:hover': { bgcolor: '#4A2C2A' } }}
          >
            QA · {scenario}
            {control.latencyMs > 0 && ` · +${control.latencyMs} ms`}
            {faults > 0 && ` · ${faults} fault${faults > 1 ? 's' : ''}`}
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
