import { observer } from 'mobx-react-lite';
import { Box, IconButton, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { Stepper } from '@/components/Stepper';
import { useLocale } from '@/components/useLocale';
import { lineChoiceName, lineKey, lineName, type CartLine } from '@/domain/cartLine';
import { stepRuleOf } from '@/domain/stepper';
import type { OperatorCartStore } from '@/stores/OperatorCartStore';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

function CrossIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const LineRow = observer(function LineRow({ line, cart }: { line: CartLine; cart: OperatorCartStore }) {
  const intl = useIntl();
  const locale = useLocale();
  const key = lineKey(line);
  const name = lineName(line, locale);
  const choice = lineChoiceName(line, locale);
  return (
    <Box
      component="li"
      data-testid="admin-cart-line"
      data-product-id={line.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto auto', sm: 'minmax(0, 1fr) auto auto auto' },
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: `1px solid ${palette.divider}`,
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{name}</Typography>
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {choice ? `${choice} · ` : ''}
          <Money value={line.price} />
        </Typography>
      </Box>
      <Stepper
        size="small"
        value={line.count}
        onChange={(count) => cart.setCount(key, count)}
        label={name}
        {...stepRuleOf(line)}
      />
      <Typography sx={{ fontWeight: 700, minWidth: 72, textAlign: 'right' }}>
        <Money value={line.price * line.count} />
      </Typography>
      <IconButton
        size="small"
        data-testid="admin-cart-remove"
        aria-label={intl.formatMessage(msg.cartRemove, { name })}
        onClick={() => cart.remove(key)}
      >
        <CrossIcon />
      </IconButton>
    </Box>
  );
});

/** The operator's cart: lines with the stepper and remove; empty, it says so. */
export const OperatorCartList = observer(function OperatorCartList({
  cart,
  invalid,
}: {
  cart: OperatorCartStore;
  invalid: boolean;
}) {
  const intl = useIntl();
  if (cart.lines.length === 0) {
    return (
      <Typography
        data-testid="admin-cart-empty"
        sx={{ color: invalid ? 'error.main' : 'text.secondary', fontSize: 15 }}
        role={invalid ? 'alert' : undefined}
      >
        <FormattedMessage {...msg.cartEmpty} />
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      data-testid="admin-cart"
      aria-label={intl.formatMessage(msg.cartTitle)}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {cart.lines.map((line) => (
        <LineRow key={lineKey(line)} line={line} cart={cart} />
      ))}
    </Box>
  );
});
