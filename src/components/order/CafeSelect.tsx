import { observer } from 'mobx-react-lite';
import { Box, Button, Radio, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { OrderErrors } from '@/domain/order';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';
import { useLocale } from '../useLocale';
import { FieldError } from './FieldError';
import { fieldId, orderMessages as m, problemText } from './messages';

export type CafeSelectProps = {
  value: number | null;
  onChange: (cafeId: number) => void;
  errors?: OrderErrors;
  disabled?: boolean;
  idPrefix?: string;
};

/** The cafe to pick the order up from: the catalogue's cafes without 'Торты на заказ', as cards with address and hours. */
export const CafeSelect = observer(function CafeSelect({
  value,
  onChange,
  errors = {},
  disabled = false,
  idPrefix = 'checkout',
}: CafeSelectProps) {
  const { catalogue } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const cafes = catalogue.pickableCafes;
  const id = fieldId(idPrefix, 'cafe');
  const problem = errors.cafe;
  const labelId = `${id}-label`;
  const loading =
    cafes.length === 0 &&
    (catalogue.menuStatus === 'loading' ||
      catalogue.menuStatus === 'idle' ||
      catalogue.cafesStatus === 'loading');
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {intl.formatMessage(m.cafe)}
      </Typography>
      {loading && (
        <Typography sx={{ color: 'text.secondary' }}>{intl.formatMessage(m.cafesLoading)}</Typography>
      )}
      {!loading && cafes.length === 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{intl.formatMessage(m.cafesFailed)}</Typography>
          <Button size="small" onClick={() => void catalogue.loadCafes()}>
            {intl.formatMessage(m.cafesRetry)}
          </Button>
        </Box>
      )}
      <Box
        id={id}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-error` : undefined}
        data-testid={id}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {cafes.map((cafe) => {
          const selected = value === cafe.id;
          return (
            <Box
              component="label"
              key={cafe.id}
              data-cafe-id={cafe.id}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: 1.5,
                pr: 2,
                borderRadius: '14px',
                cursor: disabled ? 'default' : 'pointer',
                border: `1.5px solid ${selected ? brand.cocoa : problem ? '#B3261E' : brand.line}`,
                bgcolor: selected ? brand.cream : 'background.paper',
                transition: 'border-color .15s, background-color .15s',
                '&:hover': disabled ? undefined : { borderColor: brand.cocoaSoft },
              }}
            >
              <Radio
                checked={selected}
                onChange={() => onChange(cafe.id)}
                disabled={disabled}
                value={cafe.id}
                name={id}
                size="small"
                sx={{ mt: -0.5, ml: -0.5 }}
              />
              <Box>
                <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.35 }}>
                  {pick(cafe.name, locale)}
                </Typography>
                <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>
                  {pick(cafe.address, locale)}
                </Typography>
                <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
                  {pick(cafe.hours, locale)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <FieldError id={`${id}-error`} text={problem ? problemText(intl, 'cafe', problem) : undefined} />
    </Box>
  );
});
