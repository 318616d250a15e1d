import { Box, Radio, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { OrderErrors, PaymentChoiceValue } from '@/domain/order';
import { brand } from '@/theme/theme';
import { FieldError } from './FieldError';
import { fieldId, orderMessages as m, problemText } from './messages';

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
      <Box
        id={id}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={problem ? `${id}-error` : undefined}
        data-testid={id}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {options.map(({ method, title, hint, icon }) => {
          const selected = value === method;
          return (
            <Box
              component="label"
              key={method}
              data-payment={method}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                p: 1.5,
                borderRadius: '14px',
                cursor: disabled ? 'default' : 'pointer',
                border: `1.5px solid ${selected ? brand.cocoa : problem ? '#B3261E' : brand.line}`,
                bgcolor: selected ? brand.cream : 'background.paper',
                '&:hover': disabled ? undefined : { borderColor: brand.cocoaSoft },
              }}
            >
              <Radio
                checked={selected}
                onChange={() => onChange(method)}
                disabled={disabled}
                value={method}
                name={id}
                size="small"
                slotProps={{ input: { 'data-testid': `${id}-${method}` } as object }}
              />
              <Box sx={{ color: brand.caramel, display: 'flex' }}>{icon}</Box>
              <Box>
                <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{intl.formatMessage(title)}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {intl.formatMessage(hint)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <FieldError id={`${id}-error`} text={problem ? problemText(intl, 'payment', problem) : undefined} />
    </Box>
  );
}
