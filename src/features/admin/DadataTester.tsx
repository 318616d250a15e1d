import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { useLocale } from '@/components/useLocale';
import { AddressStore, type SuggestedAddress } from '@/stores/AddressStore';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { AdminFrame } from './AdminFrame';
import { m } from './messages';

/** Typing waits this long before asking, as the address field of the order forms does. */
const TYPE_DEBOUNCE_MS = 300;

type Run = { query: string; ms: number } & (
  { status: 'ok'; suggestions: SuggestedAddress[] } | { status: 'error'; kind: string }
);

/** test_dadata: the suggestions of the configured source (DaData with a key, suggestAddress without) for a query — value, lat, lon, inZone — and how long the call took. */
export function DadataTester() {
  const addresses = useStores().feature(AddressStore);
  const intl = useIntl();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ask = async (text: string) => {
    clearTimeout(timer.current);
    controller.current?.abort();
    if (!text.trim()) return;
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    const started = performance.now();
    try {
      const suggestions = await addresses.lookup(text, locale, current.signal);
      if (current.signal.aborted) return;
      setRun({ query: text, ms: Math.round(performance.now() - started), status: 'ok', suggestions });
    } catch (error) {
      if (current.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
      setRun({
        query: text,
        ms: Math.round(performance.now() - started),
        status: 'error',
        kind: isApiError(error) ? error.kind : 'unknown',
      });
    } finally {
      if (controller.current === current) setBusy(false);
    }
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const onChange = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void ask(text), TYPE_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(query);
  };

  const yes = intl.formatMessage(m.dadataYes);
  const no = intl.formatMessage(m.dadataNo);
  return (
    <AdminFrame
      title={intl.formatMessage(m.adminDadataTitle)}
      lead={intl.formatMessage(m.adminDadataLead)}
      testId="page-adminDadata"
    >
      <Stack
        component="form"
        onSubmit={onSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, maxWidth: 760 }}
      >
        <TextField
          label={intl.formatMessage(m.dadataQuery)}
          placeholder={intl.formatMessage(m.dadataPlaceholder)}
          value={query}
          onChange={(e) => onChange(e.target.value)}
          fullWidth
          autoFocus
          size="small"
          slotProps={{ htmlInput: { 'data-testid': 'dadata-query', autoComplete: 'off', maxLength: 200 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!query.trim()}
          data-testid="dadata-submit"
          sx={{ flexShrink: 0 }}
        >
          <FormattedMessage {...m.dadataSubmit} />
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 2.5 }}>
        {busy && !run && (
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...m.dadataBusy} />
          </Typography>
        )}
        {run && (
          <Stack
            direction="row"
            data-testid="dadata-summary"
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              <FormattedMessage {...m.dadataAsked} values={{ query: run.query }} />
            </Typography>
            {run.status === 'ok' && (
              <Chip
                size="small"
                label={intl.formatMessage(m.dadataCount, { count: run.suggestions.length })}
              />
            )}
            <Chip
              size="small"
              variant="outlined"
              data-testid="dadata-timing"
              label={intl.formatMessage(m.dadataMs, { ms: run.ms })}
            />
            {busy && (
              <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
                <FormattedMessage {...m.dadataBusy} />
              </Typography>
            )}
          </Stack>
        )}
        {run?.status === 'error' && (
          <Alert severity="error" data-testid="dadata-error">
            <FormattedMessage {...m.dadataError} values={{ kind: run.kind }} />
          </Alert>
        )}
        {run?.status === 'ok' && run.suggestions.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }} data-testid="dadata-empty">
            <FormattedMessage {...m.dadataNone} />
          </Typography>
        )}
        {run?.status === 'ok' && run.suggestions.length > 0 && (
          <TableContainer
            sx={{ border: `1px solid ${palette.divider}`, borderRadius: 3, bgcolor: 'background.paper' }}
          >
            <Table
              size="small"
              sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
              data-testid="dadata-table"
              aria-label={intl.formatMessage(m.dadataTable)}
            >
              <TableHead>
                <TableRow>
                  <TableCell>value</TableCell>
                  <TableCell>inZone</TableCell>
                  <TableCell align="right">lat</TableCell>
                  <TableCell align="right">lon</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.suggestions.map((s) => (
                  <TableRow
                    key={`${s.value}|${s.lat}|${s.lon}`}
                    data-testid="dadata-row"
                    data-in-zone={s.inZone === null ? 'unknown' : s.inZone ? '1' : '0'}
                  >
                    <TableCell sx={{ minWidth: 130 }}>{s.value}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={s.inZone ? 'success' : 'default'}
                        label={s.inZone === null ? '?' : s.inZone ? yes : no}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {s.lat ?? '—'}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {s.lon ?? '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </AdminFrame>
  );
}
