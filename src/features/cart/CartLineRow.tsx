import { useMemo } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Box, IconButton, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { localize, parseLocalePath } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { Stepper } from '@/components/Stepper';
import { useLocale } from '@/components/useLocale';
import { lineChoiceName, lineKey, lineName, type CartLine } from '@/domain/cartLine';
import { formatMoney } from '@/domain/money';
import { safePath } from '@/domain/safeUrl';
import { stepRuleOf } from '@/domain/stepper';
import { useStores } from '@/stores/context';
import { m } from './messages';

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
    </svg>
  );
}

/** One line of the basket: image, name and choice in the locale, unit price, stepper, line sum, remove. */
export const CartLineRow = observer(function CartLineRow({ lineKey: key }: { lineKey: string }) {
  const { cart } = useStores();
  // Follows only its own line: a click on another line's stepper does not re-render this row.
  const line = useMemo(() => computed(() => cart.lineMap.get(key)), [cart, key]).get();
  if (!line) return null;
  return <CartLineView line={line} />;
});

/** A line's row itself (WarmUp renders one with a sample line). */
export const CartLineView = observer(function CartLineView({ line }: { line: CartLine }) {
  const { cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const name = lineName(line, locale);
  const choice = lineChoiceName(line, locale);
  const key = lineKey(line);
  const rule = stepRuleOf(line);
  // The link comes from storage or the server: only a same-site path becomes a link.
  const link = safePath(line.link);
  const href = link ? localize(parseLocalePath(link).path, locale) : '';
  return (
    <Box
      component="li"
      data-testid="cart-line"
      data-product-id={line.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px 1fr auto',
        gap: 1.5,
        py: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
        alignItems: 'start',
      }}
    >
      <Box sx={{ width: 72, height: 72, borderRadius: 3, overflow: 'hidden' }}>
        <LazyImage src={line.img} alt="" width={72} height={72} style={{ height: 72 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {href ? (
          <AppLink
            to={href}
            onClick={cart.close}
            underline="hover"
            sx={{ color: 'text.primary', fontWeight: 700, fontSize: 15, lineHeight: 1.3, display: 'block' }}
          >
            {name}
          </AppLink>
        ) : (
          <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }}>{name}</Typography>
        )}
        {choice && (
          <Typography data-testid="cart-line-choice" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {choice}
          </Typography>
        )}
        {line.well && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {line.indZakaz === 1 ? `${intl.formatMessage(m.individual)}: ` : ''}
            {line.well}
          </Typography>
        )}
        <Typography data-testid="cart-line-price" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
          {intl.formatMessage(m.each, { price: formatMoney(line.price, locale) })}
        </Typography>
        <Stepper
          value={line.count}
          min={rule.min}
          max={rule.max}
          step={rule.step}
          label={name}
          size="small"
          onChange={(count) => cart.setCount(key, count)}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          alignSelf: 'stretch',
        }}
      >
        <IconButton
          size="small"
          onClick={() => cart.remove(key)}
          data-testid="cart-line-remove"
          aria-label={intl.formatMessage(m.remove, { name })}
          sx={{ color: 'text.secondary', mt: -0.5 }}
        >
          <TrashIcon />
        </IconButton>
        <Typography data-testid="cart-line-sum" sx={{ fontWeight: 800, fontSize: 16 }}>
          <Money value={line.price * line.count} />
        </Typography>
      </Box>
    </Box>
  );
});
