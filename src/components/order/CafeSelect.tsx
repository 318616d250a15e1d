import { observer } from 'mobx-react-lite';
import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { OrderErrors } from '@/domain/order';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { useLocale } from '../useLocale';
import { FieldError } from './FieldError';
import { fieldId, orderMessages as m, problemText } from './messages';
import { RadioCard, RadioCardGroup } from './RadioCards';

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
  const loading =
    cafes.length === 0 &&
    (catalogue.menuStatus === 'loading' ||
      catalogue.menuStatus === 'idle' ||
      catalogue.cafesStatus === 'loading');
  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 700, mb: 1 }}>
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
      <RadioCardGroup id={id} problem={Boolean(problem)}>
        {cafes.map((cafe) => (
          <RadioCard
            key={cafe.id}
            name={id}
            value={cafe.id}
            selected={value === cafe.id}
            onSelect={() => onChange(cafe.id)}
            disabled={disabled}
            problem={Boolean(problem)}
            align="start"
            dataAttrs={{ 'data-cafe-id': cafe.id }}
          >
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
          </RadioCard>
        ))}
      </RadioCardGroup>
      <FieldError id={`${id}-error`} text={problem ? problemText(intl, 'cafe', problem) : undefined} />
    </Box>
  );
});
