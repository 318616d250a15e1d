import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { CakeSteps } from '@/features/catalogue/CakeSteps';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { EventPromoBanner } from '@/features/content/EventPromoBanner';
import { useStores } from '@/stores/context';
import css from './firstPages.module.css';
import { nav } from '@/i18n/nav';

/** /torty-na-zakaz: cakes to order (category 1184), the individual cake and how ordering works. */
const CakesPage = observer(function CakesPage() {
  const { catalogue } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const category = catalogue.cakeCategory;
  const individual = category?.products.find((p) => p.id === INDIVIDUAL_CAKE_PRODUCT_ID);
  const cakes = category?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID) ?? [];
  return (
    <PageShell
      title={intl.formatMessage(nav.cakes)}
      lead={intl.formatMessage({
        id: 'cakes.lead',
        defaultMessage:
          'Торты к празднику из натуральных сливок, масла и ягод. Заказывайте за 2–3\u00A0дня, цена указана за 1\u00A0кг.',
      })}
      description={intl.formatMessage({
        id: 'cakes.metaDescription',
        defaultMessage:
          'Торты на заказ с доставкой по Москве: медовик, «Наполеон», «Красный бархат», муссовые торты и торты по вашему эскизу. Цена за 1\u00A0кг, надпись в подарок.',
      })}
      meta={{ image: '/assets/img/categories/1184.svg' }}
      testId="page-cakes"
    >
      <CatalogueState empty={cakes.length === 0}>
        <div className={`${ui.stack} ${css.cakesStack}`}>
          <ProductGrid products={cakes} category={category} priorityCount={4} />
          {individual && (
            <section data-testid="individual-cake-banner" className={css.individual}>
              <LazyImage src={individual.image} alt="" width={400} height={300} />
              <div className={`${ui.stack} ${css.individualText}`}>
                <h2 className={`${ui.h2} ${css.individualTitle}`}>
                  <FormattedMessage id="cakes.individual" defaultMessage="Торт по индивидуальному заказу" />
                </h2>
                <p className={`${ui.text} ${css.individualLead}`}>
                  <FormattedMessage
                    id="cakes.individualText"
                    defaultMessage="Опишите торт мечты — форму, цвета, декор и надпись. Кондитер перезвонит, пришлёт эскиз и назовёт цену. От {price} за кг, готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}."
                    values={{ price: <Money value={individual.price} />, days: individual.leadTimeDays ?? 5 }}
                  />
                </p>
                <Link
                  to={getHref('individualCake', locale)}
                  className={`${ui.button} ${ui.large} ${ui.contained} ${css.individualButton}`}
                >
                  <FormattedMessage id="cakes.individualButton" defaultMessage="Описать свой торт" />
                </Link>
              </div>
            </section>
          )}
          <section>
            <h2 className={`${ui.h2} ${css.sectionTitle}`}>
              <FormattedMessage id="cakes.howTitle" defaultMessage="Как заказать торт" />
            </h2>
            <CakeSteps />
          </section>
          <EventPromoBanner />
        </div>
      </CatalogueState>
    </PageShell>
  );
});
export default CakesPage;
