import { useState, type SelectHTMLAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import { LazyImage } from '@/components/LazyImage';
import { LiveButton } from '@/components/plain';
import { useMounted } from '@/components/useMounted';
import { addBlockOf } from '@/domain/cartLine';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import { pick, type Choice, type Locale, type Product } from '@/domain/types';
import css from './catalogue.module.css';
import type { CardTexts } from './cardTexts';
import { useStores } from '@/stores/context';
import { weightNodes } from './WeightLabel';

export type AddToCart = (
  product: Product,
  choice: Choice | undefined,
  href: string,
  categoryNotDiscount: boolean,
) => void;

type Props = {
  product: Product;
  href: string;
  categoryNotDiscount: boolean;
  priority: boolean;
  locale: Locale;
  texts: CardTexts;
  onAdd: AddToCart;
};

/** The choice of a product (a select), disabled until its part of the page has hydrated, as LiveButton. */
function ChoiceSelect({ disabled, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  const live = useMounted();
  return <select {...rest} disabled={disabled || !live} data-pending={live ? undefined : ''} />;
}

/**
 * A product in a list: image, name, weight, price, choice, add to cart (catalogue hooks of DECISIONS.md
 * section 5), and what the cart holds of it: the pieces in it, and why it cannot join it now (a cake-to-order
 * cart takes no other dishes: the button says so instead of adding what the refresh would remove). One link
 * (the grid routes its clicks), texts prepared once per grid.
 */
export const ProductCard = observer(function ProductCard({
  product,
  href,
  categoryNotDiscount,
  priority,
  locale,
  texts,
  onAdd,
}: Props) {
  const [choiceIndex, setChoiceIndex] = useState(0);
  const { cart } = useStores();
  const inCart = cart.piecesById.get(product.id) ?? 0;
  const blocked = cart.cartType === 'tnz' ? addBlockOf(cart.lines, product.categoryId) : null;
  const name = pick(product.name, locale);
  const isCake = product.categoryId === CAKE_TO_ORDER_CATEGORY_ID;
  const choice = product.choices[choiceIndex];
  return (
    <article className={css.card} data-testid="product-card" data-product-id={product.id}>
      <LazyImage src={product.image} alt="" width={400} height={300} priority={priority} />
      {product.popular && <span className={css.badge}>{texts.popular}</span>}
      <div className={css.body}>
        <h3 className={css.title}>
          <a href={href}>{name}</a>
        </h3>
        <p className={css.desc}>{pick(product.description, locale)}</p>
        {isCake ? (
          <>
            {product.leadTimeDays !== undefined && (
              <p className={css.meta}>{texts.leadTime(product.leadTimeDays)}</p>
            )}
            <div className={css.footer}>
              <span className={css.price}>{texts.perKg(formatMoney(product.price, locale))}</span>
              <a href={href} className={css.add} data-testid="cake-configure">
                {texts.choose}
              </a>
            </div>
          </>
        ) : (
          <>
            {product.choices.length > 0 && (
              <ChoiceSelect
                className={css.select}
                data-testid="choice-select"
                aria-label={texts.choice}
                value={choiceIndex}
                onChange={(e) => setChoiceIndex(Number(e.target.value))}
              >
                {product.choices.map((c, i) => (
                  <option key={c.code || i} value={i}>
                    {pick(c.name, locale)}
                  </option>
                ))}
              </ChoiceSelect>
            )}
            <p className={css.meta}>{weightNodes(texts.weight(product))}</p>
            <div className={css.footer}>
              <span className={css.price}>{formatMoney(choice ? choice.price : product.price, locale)}</span>
              <LiveButton
                type="button"
                className={css.add}
                data-testid="add-to-cart"
                aria-label={texts.addAria(name)}
                disabled={blocked !== null}
                aria-describedby={blocked ? `add-blocked-${product.id}` : undefined}
                onClick={() => onAdd(product, choice, href, categoryNotDiscount)}
              >
                {texts.add}
                {inCart > 0 && (
                  <span className={css.inCart} data-testid="in-cart-count" aria-hidden>
                    {inCart}
                  </span>
                )}
              </LiveButton>
              {blocked && (
                <p className={css.blocked} id={`add-blocked-${product.id}`} data-testid="add-blocked">
                  {texts.blockedTnz}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </article>
  );
});
