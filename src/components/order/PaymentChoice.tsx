import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { OrderErrors, PaymentChoiceValue } from '@/domain/order';
import { palette } from '@/theme/theme';
import { FieldError } from './FieldError';
import { fieldId, orderMessages as m, problemText } from './messages';
import { RadioCard, RadioCardGroup } from './RadioCards';

export type PaymentChoiceProps = {
  value: PaymentChoiceValue | null;
  onChange: (payment: PaymentChoiceValue) => void;
  errors?: OrderErrors;
  disabled?: boolean;
  idPrefix?: string;
};

function CardIcon() {
  return (
    <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="26" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="1" y="5" width="26" height="3.2" fill="currentColor" />
      <rect x="4" y="12" width="8" height="2" rx="1" fill="currentColor" />
    </svg>
  );
}

function CashIcon() {
  return (
    <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="26" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="14" cy="10" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="5.5" cy="10" r="1.1" fill="currentColor" />
      <circle cx="22.5" cy="10" r="1.1" fill="currentColor" />
    </svg>
  );
}

/** Card (on the bank's page) or cash (to the courier or at the cafe), as two cards of a radio group. */
export function PaymentChoice({
  value,
  onChange,
  errors = {},
  disabled = false,
  idPrefix = 'checkout',
}: PaymentChoiceProps) {
  const intl = useIntl();
  const id = fieldId(idPrefix, 'payment');
  const problem = errors.payment;
  const options = [
    { method: 'card' as const, title: m.card, hint: m.cardHint, icon: <CardIcon /> },
    { method: 'cash' as const, title: m.cash, hint: m.cashHint, icon: <CashIcon /> },
  ];
  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 700, mb: 1 }}>
        {intl.formatMessage(m.payment)}
      </Typography>
      <RadioCardGroup id={id} problem={Boolean(problem)}>
        {options.map(({ method, title, hint, icon }) => (
          <RadioCard
            key={method}
            name={id}
            value={method}
            selected={value === method}
            onSelect={() => onChange(method)}
            disabled={disabled}
            problem={Boolean(problem)}
            inputTestId={`${id}-${method}`}
            dataAttrs={{ 'data-payment': method }}
          >
            <Box sx={{ color: palette.brand.caramel, display: 'flex' }}>{icon}</Box>
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{intl.formatMessage(title)}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {intl.formatMessage(hint)}
              </Typography>
            </Box>
          </RadioCard>
        ))}
      </RadioCardGroup>
      <FieldError id={`${id}-error`} text={problem ? problemText(intl, 'payment', problem) : undefined} />
    </Box>
  );
}
