import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner';
import { ORDER_LIMITS, type AddressValue, type OrderErrors } from '@/domain/order';
import { AddressStore, type SuggestedAddress } from '@/stores/AddressStore';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { useLocale } from '../useLocale';
import { fieldId, orderMessages as m, problemText } from './messages';

/** Suggestions are asked this long after the last keystroke. */
const SUGGEST_DEBOUNCE_MS = 300;
/** Fewer characters than this ask nothing. */
const SUGGEST_MIN_CHARS = 3;

type SuggestState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: SuggestedAddress[] }
  | { status: 'failed' };

export type AddressFieldProps = {
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  /** Problems of `address`, `flat`, `entrance`, `floor`, `intercom` (others are ignored). */
  errors?: OrderErrors;
  disabled?: boolean;
  /** Prefix of the inputs' ids and data-testids (`checkout-address`, `checkout-flat`…). */
  idPrefix?: string;
};

/**
 * The delivery address: suggestions from DaData or suggestAddress (debounced, a keyboard-navigable listbox),
 * "we do not deliver there" as soon as an out-of-zone address is picked, then flat, entrance, floor
 * and intercom. Typing after a pick forgets the picked point, so only a picked address passes.
 */
export const AddressField = observer(function AddressField({
  value,
  onChange,
  errors = {},
  disabled = false,
  idPrefix = 'checkout',
}: AddressFieldProps) {
  const addresses = useStores().feature(AddressStore);
  // The source cannot suggest (no suggestAddress on the backend, DaData refuses the key): the address is typed in full.
  const freeText = !addresses.suggesting;
  const intl = useIntl();
  const locale = useLocale();
  const [query, setQuery] = useState<string | null>(null);
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < SUGGEST_MIN_CHARS || freeText) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      addresses.suggest(text, locale, controller.signal).then(
        (items) => {
          setState({ status: 'ready', items });
          setActive(-1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Address suggestions failed', error);
          setState({ status: 'failed' });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, addresses, freeText, locale]);

  const id = fieldId(idPrefix, 'address');
  const listId = `${id}-suggestions`;
  const items = state.status === 'ready' ? state.items : [];
  const showList = open && !disabled && !freeText && state.status !== 'idle';
  // An out-of-zone pick is said at once, before the order is sent.
  const problem = errors.address ?? (value.inZone === false ? 'outOfZone' : undefined);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const pick = (item: SuggestedAddress) => {
    if (item.lat === null || item.lon === null || item.inZone === null) {
      // The source does not know where this is (a street without the house): the text goes into the field and suggesting goes on.
      onChange({ ...value, value: item.value, lat: null, lon: null, inZone: null });
      setQuery(item.value);
      return;
    }
    onChange({ ...value, value: item.value, lat: item.lat, lon: item.lon, inZone: item.inZone });
    setOpen(false);
    setQuery(null);
    setState({ status: 'idle' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && showList && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && showList) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const part = (
    field: 'flat' | 'entrance' | 'floor' | 'intercom',
    inputMode: 'text' | 'numeric' = 'text',
  ) => {
    const partId = fieldId(idPrefix, field);
    const partProblem = errors[field];
    return (
      <TextField
        key={field}
        id={partId}
        label={intl.formatMessage(m[field])}
        value={value[field]}
        onChange={(e) => onChange({ ...value, [field]: e.target.value.slice(0, ORDER_LIMITS[field] + 1) })}
        disabled={disabled}
        error={Boolean(partProblem)}
        helperText={partProblem ? problemText(intl, field, partProblem) : undefined}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            'data-testid': partId,
            inputMode,
            'aria-invalid': Boolean(partProblem),
            ...(partProblem ? { 'aria-describedby': `${partId}-error` } : {}),
          },
          formHelperText: { id: `${partId}-error` },
        }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ position: 'relative' }}>
        <TextField
          id={id}
          label={intl.formatMessage(m.address)}
          placeholder={intl.formatMessage(m.addressPlaceholder)}
          value={value.value}
          required
          fullWidth
          disabled={disabled}
          error={Boolean(problem)}
          onChange={(e) => {
            const text = e.target.value.slice(0, ORDER_LIMITS.address + 1);
            onChange({ ...value, value: text, lat: null, lon: null, inZone: null });
            setQuery(text);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onFocus={() => items.length && setOpen(true)}
          helperText={
            problem ? (
              problemText(intl, 'address', problem)
            ) : value.inZone ? (
              <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                ✓ {intl.formatMessage(m.addressInZone)}
              </Box>
            ) : (
              intl.formatMessage(freeText ? m.addressFreeTextHint : m.addressHint)
            )
          }
          slotProps={{
            formHelperText: { id: problem ? errorId : hintId, role: problem ? 'alert' : undefined } as object,
            input: {
              endAdornment:
                state.status === 'loading' ? (
                  <InputAdornment position="end">
                    <Spinner size={18} />
                  </InputAdornment>
                ) : undefined,
            },
            htmlInput: {
              'data-testid': id,
              role: 'combobox',
              autoComplete: 'off',
              'aria-autocomplete': 'list',
              'aria-expanded': showList,
              'aria-controls': listId,
              'aria-invalid': Boolean(problem),
              'aria-describedby': problem ? errorId : hintId,
              ...(showList && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {}),
              onKeyDown,
            },
          }}
        />
        {showList && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              zIndex: 20,
              left: 0,
              right: 0,
              top: 58,
              borderRadius: '14px',
              overflow: 'hidden',
              border: `1px solid ${palette.divider}`,
            }}
          >
            {state.status === 'loading' && (
              <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: 14 }}>
                {intl.formatMessage(m.suggestionsLoading)}
              </Typography>
            )}
            {state.status === 'failed' && (
              <Typography role="alert" sx={{ px: 2, py: 1.5, color: 'error.main', fontSize: 14 }}>
                {intl.formatMessage(m.suggestionsFailed)}
              </Typography>
            )}
            {state.status === 'ready' && items.length === 0 && (
              <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: 14 }}>
                {intl.formatMessage(m.suggestionsEmpty)}
              </Typography>
            )}
            <Box
              component="ul"
              role="listbox"
              id={listId}
              ref={listRef}
              aria-label={intl.formatMessage(m.suggestionsLabel)}
              data-testid={`${id}-suggestions`}
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}
            >
              {items.map((item, index) => (
                <Box
                  component="li"
                  key={`${item.value}-${index}`}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                  data-in-zone={item.inZone === null ? 'unknown' : item.inZone ? '1' : '0'}
                  // mousedown, not click: the field's blur would close the list before a click lands.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(item);
                  }}
                  onMouseEnter={() => setActive(index)}
                  sx={{
                    px: 2,
                    py: 1.25,
                    cursor: 'pointer',
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1.5,
                    fontSize: 15,
                    bgcolor: index === active ? palette.background.default : 'transparent',
                    borderTop: index ? `1px solid ${palette.divider}` : 'none',
                  }}
                >
                  <span>{item.value}</span>
                  {item.inZone === null && (
                    <Box
                      component="span"
                      sx={{
                        flexShrink: 0,
                        fontSize: 12,
                        fontWeight: 700,
                        color: 'text.secondary',
                        border: '1px solid',
                        borderColor: palette.divider,
                        borderRadius: 999,
                        px: 1,
                      }}
                    >
                      {intl.formatMessage(m.suggestionNoPoint)}
                    </Box>
                  )}
                  {item.inZone === false && (
                    <Box
                      component="span"
                      sx={{
                        flexShrink: 0,
                        fontSize: 12,
                        fontWeight: 700,
                        color: 'error.main',
                        border: '1px solid',
                        borderColor: 'error.main',
                        borderRadius: 999,
                        px: 1,
                      }}
                    >
                      {intl.formatMessage(m.suggestionOutOfZone)}
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          </Paper>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(2, minmax(0, 1fr))',
          },
        }}
      >
        {part('flat')}
        {part('entrance', 'numeric')}
        {part('floor', 'numeric')}
        {part('intercom')}
      </Box>
    </Box>
  );
});
