import { useState } from 'react';
import { Button, Divider, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import { writeControl, type EndpointFault, type MockControl } from '../control';
import { clearDb, type MockDb } from '../db';
import { mockRoutes } from '../routes';
import { scenarios } from '../scenarios';
import { captureState, encodeSeed, pageLink } from '../seedLink';
import { OrdersSection } from './OrdersSection';

const LATENCIES = [0, 500, 1500, 3000, 8000];

/** The demo's folder (its document's <base>: main.tsx), through whose home its links go; none elsewhere. */
const folder = () =>
  import.meta.env.VITE_ANY_FOLDER === 'true' ? new URL(document.baseURI).pathname : undefined;

/** The same page with a query that the mock reads at start. */
const linkWith = (param: string, value: string) =>
  pageLink(new URL(window.location.href), param, value, folder());

/** Goes to the same page with a query that the mock reads at start. */
function reloadWith(param: string, value: string) {
  window.location.assign(linkWith(param, value));
}

/**
 * The QA panel of the offline and demo modes (never in production), opened from its badge (QaBadge.tsx):
 * pick a scenario, add latency, make any endpoint fail, reset the mock's data, copy a link that rebuilds
 * this state in another browser. It is deliberately English-only: it is a tool for the team, not part of
 * the shop. MUI and this module load when the panel first opens.
 */
export default function QaPanel({
  scenario,
  demo,
  control,
  update,
  data,
}: {
  scenario: string;
  demo: boolean;
  control: MockControl;
  update: (next: MockControl) => void;
  data?: { db: MockDb; storage: Storage };
}) {
  const [link, setLink] = useState('');
  const copyLink = async () => {
    const state = captureState(scenario, window.localStorage, window.sessionStorage);
    const url = linkWith('qa', encodeSeed(state));
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      /* the link stays visible in the field to copy by hand */
    }
  };
  return (
    <ThemeProvider theme={theme}>
      <Paper
        data-testid="qa-panel"
        elevation={12}
        sx={{ width: 'min(92vw, 360px)', maxHeight: '70vh', overflowY: 'auto', p: 2, borderRadius: '14px' }}
      >
        <Stack sx={{ gap: 1.5 }}>
          <Typography sx={{ fontWeight: 800 }}>
            QA panel · mock {demo ? '(demo build)' : '(offline)'}
          </Typography>
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
                onChange={(e) =>
                  update({
                    ...control,
                    faults: { ...control.faults, [route.name]: e.target.value as EndpointFault },
                  })
                }
                slotProps={{
                  select: { native: true },
                  htmlInput: {
                    'data-testid': `qa-fault-${route.name}`,
                    'aria-label': `${route.name} answers`,
                  },
                }}
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
            <Button
              variant="contained"
              size="small"
              data-testid="qa-copy-link"
              onClick={() => void copyLink()}
            >
              Copy state link
            </Button>
          </Stack>
          {link && (
            <TextField
              size="small"
              label="State link (scenario, locale, cart, promo)"
              value={link}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'qa-link' } }}
              onFocus={(e) => e.target.select()}
            />
          )}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
