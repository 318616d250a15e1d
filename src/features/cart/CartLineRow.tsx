import { useMemo } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localize, parseLocalePath } from '@/app/paths';
import { OutlineIcon } from '@/components/icons';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { Stepper } from '@/components/Stepper';
import { useLocale } from '@/components/useLocale';
import { lineChoiceName, lineKey, lineName, type CartLine } from '@/domain/cartLine';
import { formatMoney } from '@/domain/money';
import { safePath } from '@/domain/safeUrl';
import { stepRuleOf } from '@/domain/stepper';
import { useStores } from '@/stores/context';
import './cartLine.css';
import { m } from './messages';

/** The same line: the same object, or one with the same fields (a line's fields are plain values). */
function sameLine(a: CartLine | undefined, b: CartLine | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof CartLine)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function TrashIcon() {
  return (
    <OutlineIcon size={18}>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
    </OutlineIcon>
  );
}

/** One line of the basket: image, name and choice in the locale, unit price, stepper, line sum, remove (plain: cartLine.css). */
export const CartLineRow = observer(function CartLineRow({ lineKey: key }: { lineKey: string }) {
  const { cart } = useStores();
  // Follows only its own line: a click on another line's stepper does not re-render this row, nor does the
  // server's refresh when it brings the line back as it was (a new object with the same fields).
  const line = useMemo(() => computed(() => cart.lineMap.get(key), { equals: sameLine }), [cart, key]).get();
  if (!line) return null;
  return <CartLineView line={line} />;
});

/** A line's row itself. */
const CartLineView = observer(function CartLineView({ line }: { line: CartLine }) {
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
    <li data-testid="cart-line" data-product-id={line.id} className="cart-line">
      <div className="cart-line-image">
        <LazyImage src={line.img} alt="" width={72} height={72} style={{ height: 72 }} />
      </div>
      <div className="cart-line-main">
        {href ? (
          <Link to={href} onClick={cart.close} className="cart-line-name">
            {name}
          </Link>
        ) : (
          <p className="cart-line-name">{name}</p>
        )}
        {choice && (
          <p data-testid="cart-line-choice" className="cart-line-note">
            {choice}
          </p>
        )}
        {line.well && (
          <p className="cart-line-note cart-line-well">
            {line.indZakaz === 1 ? `${intl.formatMessage(m.individual)}: ` : ''}
            {line.well}
          </p>
        )}
        <p data-testid="cart-line-price" className="cart-line-note cart-line-price">
          {intl.formatMessage(m.each, { price: formatMoney(line.price, locale) })}
        </p>
        <Stepper
          value={line.count}
          min={rule.min}
          max={rule.max}
          step={rule.step}
          label={name}
          size="small"
          onChange={(count) => cart.setCount(key, count)}
        />
      </div>
      <div className="cart-line-end">
        <button
          type="button"
          className="cart-line-remove"
          onClick={() => cart.remove(key)}
          data-testid="cart-line-remove"
          aria-label={intl.formatMessage(m.remove, { name })}
        >
          <TrashIcon />
        </button>
        <p data-testid="cart-line-sum" className="cart-line-sum">
          <Money value={line.price * line.count} />
        </p>
      </div>
    </li>
  );
});
