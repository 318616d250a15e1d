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
      title={intl.formatMessage({
        id: 'home.metaTitle',
        defaultMessage: 'Кафе, доставка и торты на заказ в Москве',
      })}
      description={intl.formatMessage({
        id: 'home.metaDescription',
        defaultMessage: 'Завтраки весь день, обеды, десерты и торты на заказ с доставкой по Москве.',
      })}
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
      id="home.badgeTime"
      defaultMessage="Доставка за {time}"
      values={{ time: fastest ? pick(fastest.time, locale) : '' }}
    />,
    <FormattedMessage key="2" id="home.badgeCakes" defaultMessage={'Торты за 2\u00A0дня'} />,
    <FormattedMessage
      key="3"
      id="home.badgePickup"
      defaultMessage={'Самовывоз −{percent}\u00A0%'}
      values={{ percent: cart.deliveryTerms.pickupDiscount }}
    />,
  ];
  return (
    <>
      {meta}
      <section className={css.hero}>
        <div className={`${ui.container} ${ui.lg} ${css.heroGrid}`}>
          <div className={`${ui.stack} ${css.heroText}`}>
            <p className={`${ui.kicker} ${css.heroKicker}`}>
              <FormattedMessage id="home.kicker" defaultMessage="Кафе и кондитерская · Москва" />
            </p>
            <h1 className={ui.h1}>
              <FormattedMessage
                id="home.title"
                defaultMessage="Свежая выпечка и торты с доставкой к вашему столу"
              />
            </h1>
            <p className={`${ui.lead} ${css.heroLead}`}>
              <FormattedMessage
                id="home.lead"
                defaultMessage="Печём каждое утро, варим кофе на своей смеси и собираем торты по вашим идеям. Подарок к заказу от {sum}"
                values={{ sum: formatMoney(presents.giftFrom, locale) }}
              />
            </p>
            <div className={ui.row}>
              <Link to={getHref('menu', locale)} className={`${ui.button} ${ui.large} ${ui.contained}`}>
                <FormattedMessage id="home.toMenu" defaultMessage="Открыть меню" />
              </Link>
              <Link to={getHref('cakes', locale)} className={`${ui.button} ${ui.large} ${ui.outlined}`}>
                <FormattedMessage id="home.toCakes" defaultMessage="Заказать торт" />
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
              alt={intl.formatMessage({
                id: 'home.heroAlt',
                defaultMessage: 'Стол с тортами, кофе и выпечкой',
              })}
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
              <FormattedMessage id="home.offers" defaultMessage="Сейчас предлагаем" />
            </h2>
            <WidgetBoundary name="offers">
              <OffersStrip />
            </WidgetBoundary>
          </section>
          <CatalogueState empty={catalogue.menuCategories.length === 0}>
            <div className={`${ui.stack} ${css.sections}`}>
              <section>
                <SectionHead
                  title={<FormattedMessage id="home.categories" defaultMessage="Что в меню" />}
                  href={getHref('menu', locale)}
                  more={<FormattedMessage id="home.allMenu" defaultMessage="Всё меню" />}
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
                            <FormattedMessage
                              id="home.count"
                              defaultMessage="{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}"
                              values={{ count: c.products.length }}
                            />
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
                    title={<FormattedMessage id="home.popular" defaultMessage="Любимое гостями" />}
                    href={getHref('menu', locale)}
                    more={<FormattedMessage id="home.allMenu" defaultMessage="Всё меню" />}
                  />
                  <ProductGrid products={popular} categories={catalogue.categories} />
                </section>
              )}
              {cakes.length > 0 && (
                <section data-testid="home-cakes">
                  <SectionHead
                    title={<FormattedMessage {...nav.cakes} />}
                    href={getHref('cakes', locale)}
                    more={<FormattedMessage id="home.allCakes" defaultMessage="Все торты" />}
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
                  more={<FormattedMessage id="home.allEvents" defaultMessage="Все события" />}
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
