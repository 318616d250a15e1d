import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { lineFromProduct } from '@/domain/cartLine';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import { pick, type Product } from '@/domain/types';
import { useStores } from '@/stores/context';
import css from './catalogue.module.css';
import { useCartCount } from './useCartCount';
import { WeightLabel } from './WeightLabel';

type Props = { product: Product; href: string; categoryNotDiscount?: boolean; priority?: boolean };

/** A product in a list: image, name, weight, price, choice, add to cart (catalogue hooks of DECISIONS.md section 5). */
export const ProductCard = observer(function ProductCard({ product, href, categoryNotDiscount = false, priority = false }: Props) {
  const locale = useLocale();
  const name = pick(product.name, locale);
  const isCake = product.categoryId === CAKE_TO_ORDER_CATEGORY_ID;
  return (
    <article className={css.card} data-testid="product-card" data-product-id={product.id}>
      <Link to={href} className={css.media} tabIndex={-1} aria-hidden>
        <LazyImage src={product.image} alt="" width={400} height={300} priority={priority} />
        {product.popular && (
          <span className={css.badge}>
            <FormattedMessage id="product.popular" defaultMessage="Хит" />
          </span>
        )}
      </Link>
      <div className={css.body}>
        <h3 className={css.title}>
          <Link to={href}>{name}</Link>
        </h3>
        <p className={css.desc}>{pick(product.description, locale)}</p>
        {isCake ? <CakeFooter product={product} href={href} /> : <BuyFooter product={product} href={href} categoryNotDiscount={categoryNotDiscount} name={name} />}
      </div>
    </article>
  );
});

/** Choice, weight and the add button of an ordinary product. */
const BuyFooter = observer(function BuyFooter({ product, href, categoryNotDiscount, name }: { product: Product; href: string; categoryNotDiscount: boolean; name: string }) {
  const { cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const [choiceIndex, setChoiceIndex] = useState(0);
  const inCart = useCartCount(product.id);
  const choice = product.choices[choiceIndex];
  return (
    <>
      {product.choices.length > 0 && (
        <label>
          <span className={css.srOnly}>
            <FormattedMessage id="product.choice" defaultMessage="Вариант" />
          </span>
          <select className={css.select} data-testid="choice-select" value={choiceIndex} onChange={(e) => setChoiceIndex(Number(e.target.value))}>
            {product.choices.map((c, i) => (
              <option key={c.code || i} value={i}>
                {pick(c.name, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className={css.meta}>
        <WeightLabel product={product} />
      </p>
      <div className={css.footer}>
        <span className={css.price}>
          <Money value={choice ? choice.price : product.price} />
        </span>
        <button
          type="button"
          className={css.add}
          data-testid="add-to-cart"
          aria-label={intl.formatMessage({ id: 'product.addAria', defaultMessage: 'В корзину: {name}' }, { name })}
          onClick={() => cart.add(lineFromProduct(product, { ...(choice ? { choice } : {}), link: href, categoryNotDiscount }))}
        >
          <FormattedMessage id="product.add" defaultMessage="В корзину" />
          {inCart > 0 && (
            <span className={css.inCart} data-testid="in-cart-count" aria-hidden>
              {inCart}
            </span>
          )}
        </button>
      </div>
    </>
  );
});

/** A cake to order is configured on its own page (weight, filling, inscription): the card shows the price per kg. */
function CakeFooter({ product, href }: { product: Product; href: string }) {
  return (
    <>
      {product.leadTimeDays !== undefined && (
        <p className={css.meta}>
          <FormattedMessage id="cake.leadTime" defaultMessage="Готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}" values={{ days: product.leadTimeDays }} />
        </p>
      )}
      <div className={css.footer}>
        <span className={css.price}>
          <FormattedMessage id="cake.pricePerKg" defaultMessage="{price} / кг" values={{ price: <Money value={product.price} /> }} />
        </span>
        <Link to={href} className={css.add} data-testid="cake-configure">
          <FormattedMessage id="cake.choose" defaultMessage="Выбрать" />
        </Link>
      </div>
    </>
  );
}
