import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import ui from '@/components/ui.module.css';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { PageMeta } from '@/components/PageMeta';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { popularProducts } from '@/domain/menu';
import { cheapestZone } from '@/domain/delivery';
import { formatMoney } from '@/domain/money';
import { pick } from '@/domain/types';
import { CakesTeaser } from '@/features/catalogue/CakesTeaser';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { LatestEvents } from '@/features/content/LatestEvents';
import { OffersStrip } from '@/features/content/OffersStrip';
import { useStores } from '@/stores/context';
import css from './firstPages.module.css';
import { nav } from '@/i18n/nav';
import { m } from './home.messages';

function SectionHead({ title, href, more }: { title: ReactNode; href?: string; more?: ReactNode }) {
  return (
    <div className={css.sectionHead}>
      <h2 className={ui.h2}>{title}</h2>
      {href && (
        <Link to={href} className={`${ui.link} ${css.more}`}>
          {more}
        </Link>
      )}
    </div>
  );
}

/** Home: hero, current offers, the menu's sections, popular dishes, cakes and events. */
const HomePage = observer(function HomePage() {
  const { catalogue, presents, cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const meta = (
    <PageMeta
      title={intl.formatMessage(m.metaTitle)}
      description={intl.formatMessage(m.metaDescription)}
      image="/icons/preview.png"
    />
  );
  const popular = popularProducts(catalogue.menuCategories, 8);
  const cakes =
    catalogue.cakeCategory?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID).slice(0, 4) ?? [];
  const fastest = cheapestZone(cart.deliveryTerms);
  const badges = [
    <FormattedMessage
      key="1"
      {...m.badgeTime}
      values={{ time: fastest ? pick(fastest.time, locale) : '' }}
    />,
    <FormattedMessage key="2" {...m.badgeCakes} />,
    <FormattedMessage key="3" {...m.badgePickup} values={{ percent: cart.deliveryTerms.pickupDiscount }} />,
  ];
  return (
    <>
      {meta}
      <section className={css.hero}>
        <div className={`${ui.container} ${ui.lg} ${css.heroGrid}`}>
          <div className={`${ui.stack} ${css.heroText}`}>
            <p className={`${ui.kicker} ${css.heroKicker}`}>
              <FormattedMessage {...m.kicker} />
            </p>
            <h1 className={ui.h1}>
              <FormattedMessage {...m.title} />
            </h1>
            <p className={`${ui.lead} ${css.heroLead}`}>
              <FormattedMessage {...m.lead} values={{ sum: formatMoney(presents.giftFrom, locale) }} />
            </p>
            <div className={ui.row}>
              <Link to={getHref('menu', locale)} className={`${ui.button} ${ui.large} ${ui.contained}`}>
                <FormattedMessage {...m.toMenu} />
              </Link>
              <Link to={getHref('cakes', locale)} className={`${ui.button} ${ui.large} ${ui.outlined}`}>
                <FormattedMessage {...m.toCakes} />
              </Link>
            </div>
            <ul className={css.badges}>
              {badges.map((b, i) => (
                <li key={i} className={css.badge}>
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <div className={css.heroImage}>
            <LazyImage
              src="/assets/img/hero.svg"
              alt={intl.formatMessage(m.heroAlt)}
              width={1600}
              height={700}
              priority
            />
          </div>
        </div>
      </section>
      <div className={`${ui.container} ${ui.lg} ${css.body}`}>
        <div className={`${ui.stack} ${css.sections}`}>
          <section aria-labelledby="home-offers">
            <h2 id="home-offers" className={`${ui.h2} ${css.sectionTitle}`}>
              <FormattedMessage {...m.offers} />
            </h2>
            <WidgetBoundary name="offers">
              <OffersStrip />
            </WidgetBoundary>
          </section>
          <CatalogueState empty={catalogue.menuCategories.length === 0}>
            <div className={`${ui.stack} ${css.sections}`}>
              <section>
                <SectionHead
                  title={<FormattedMessage {...m.categories} />}
                  href={getHref('menu', locale)}
                  more={<FormattedMessage {...m.allMenu} />}
                />
                {/* Phones scroll the sections sideways instead of a long column of tiles. */}
                <ul data-testid="home-categories" className={css.categories}>
                  {catalogue.menuCategories.slice(0, 10).map((c) => (
                    <li key={c.id}>
                      <Link to={getHref('submenu', locale, { submenu: c.alias })} className={css.category}>
                        <LazyImage
                          src={`/assets/img/categories/${c.id}.svg`}
                          alt=""
                          width={400}
                          height={300}
                        />
                        <div className={css.categoryBody}>
                          <p className={css.categoryName}>{pick(c.name, locale)}</p>
                          <span className={`${ui.text} ${css.categoryCount}`}>
                            <FormattedMessage {...m.count} values={{ count: c.products.length }} />
                          </span>
                        </div>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              {popular.length > 0 && (
                <section data-testid="home-popular">
                  <SectionHead
                    title={<FormattedMessage {...m.popular} />}
                    href={getHref('menu', locale)}
                    more={<FormattedMessage {...m.allMenu} />}
                  />
                  <ProductGrid products={popular} categories={catalogue.categories} />
                </section>
              )}
              {cakes.length > 0 && (
                <section data-testid="home-cakes">
                  <SectionHead
                    title={<FormattedMessage {...nav.cakes} />}
                    href={getHref('cakes', locale)}
                    more={<FormattedMessage {...m.allCakes} />}
                  />
                  <ProductGrid products={cakes} categories={catalogue.categories} />
                  <CakesTeaser />
                </section>
              )}
            </div>
          </CatalogueState>
          <WidgetBoundary name="latest events">
            <LatestEvents
              heading={
                <SectionHead
                  title={<FormattedMessage {...nav.events} />}
                  href={getHref('events', locale)}
                  more={<FormattedMessage {...m.allEvents} />}
                />
              }
            />
          </WidgetBoundary>
        </div>
      </div>
    </>
  );
});
export default HomePage;
