import { useState, type FocusEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import type { OperatorPlacedOrder } from '@/stores/OperatorOrderStore';
import { m } from './messages';

/** The bank's page as a full address the operator can send to the customer. */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** The order just placed: its number and total, and for card payment the link to send to the customer. */
export function PlacedOrderPanel({ order, onClose }: { order: OperatorPlacedOrder; onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const link = order.paymentUrl ? absolute(order.paymentUrl) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the operator selects the field's text by hand.
      document.getElementById('admin-payment-link')?.focus();
    }
  };
  return (
    <Alert
      severity="success"
      role="status"
      data-testid="admin-placed"
      data-order-id={order.orderId}
      onClose={onClose}
      sx={{ mb: 2.5, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      slotProps={{
        closeButton: {
          'aria-label': intl.formatMessage(m.placedClose),
        } as object,
      }}
    >
      <AlertTitle sx={{ fontWeight: 800, fontSize: 18 }}>
        <FormattedMessage
          {...m.placedTitle}
          values={{ number: <span data-testid="admin-order-number">{order.orderId}</span> }}
        />
      </AlertTitle>
      <Typography>
        <FormattedMessage
          {...m.placedSummary}
          values={{
            name: order.customerName,
            phone: <span style={{ whiteSpace: 'nowrap' }}>{order.customerPhone}</span>,
            total: <Money value={order.total} />,
            payment: order.payment,
          }}
        />
      </Typography>
      {link && (
        <Box sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700, mb: 0.75 }}>
            <FormattedMessage {...m.placedLinkLead} />
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' }, maxWidth: 720 }}
          >
            <TextField
              id="admin-payment-link"
              value={link}
              size="small"
              fullWidth
              label={intl.formatMessage(m.placedLink)}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'admin-payment-link',
                  onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
                },
              }}
              sx={{ bgcolor: 'background.paper' }}
            />
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => void copy()}
              sx={{ flexShrink: 0 }}
              data-testid="admin-payment-copy"
            >
              {copied ? <FormattedMessage {...m.placedCopied} /> : <FormattedMessage {...m.placedCopy} />}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography sx={{ mt: 1, fontSize: 14 }}>
        <FormattedMessage {...m.placedNext} />
      </Typography>
    </Alert>
  );
}
